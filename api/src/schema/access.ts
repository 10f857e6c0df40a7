import { isAdmin, isSuperAdmin, type Viewer } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';

/**
 * Tenant isolation in one place: everyone but level 9 is confined to the rows of their own
 * platform. Services add `platformWhere(viewer)` to every query and check rows they load by id.
 */
export function platformWhere(viewer: Viewer): { pid?: number } {
  return isSuperAdmin(viewer) ? {} : { pid: viewer.pid };
}

export const canReachPlatform = (viewer: Viewer | null, pid: number) =>
  !!viewer && (isSuperAdmin(viewer) || viewer.pid === pid);

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function assertPlatformAccess(viewer: Viewer | null, pid: number): Viewer {
  const signedIn = requireViewer(viewer);
  if (!canReachPlatform(signedIn, pid)) throw forbidden();
  return signedIn;
}

/** An administrator of the row's platform (or level 9). */
export const administers = (viewer: Viewer | null, pid: number) =>
  !!viewer && isAdmin(viewer) && canReachPlatform(viewer, pid);
