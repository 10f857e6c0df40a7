import { forbidden, unauthenticated } from './errors.ts';

export const ROLE_LEVEL = { public: 0, registered: 1, admin: 5, superAdmin: 9 } as const;

/** Who is calling: a signed-in user, or a partner system holding a platform API token. */
export interface Viewer {
  kind: 'user' | 'apiToken';
  /** user id; for API tokens the id of the user who created the token, if any */
  userId: number | null;
  username: string;
  pid: number;
  roleLevel: number;
  groupId: number | null;
  firstName: string;
  lastName: string;
  /** the user's own customer and contact (levels 1 and below quote for themselves) */
  customerId: number | null;
  contactId: number | null;
  /** set for a platform API token: its id and scopes (apiTokens/scopes.ts) */
  apiToken?: { id: number; scopes: readonly string[] };
  /** a signed-in user's session (the token's `jti`) and the token version it was issued under */
  session?: { id: string; tokenVersion: number } | null;
}

export const isSuperAdmin = (viewer: Viewer | null) => (viewer?.roleLevel ?? -1) >= ROLE_LEVEL.superAdmin;
export const isAdmin = (viewer: Viewer | null) => (viewer?.roleLevel ?? -1) >= ROLE_LEVEL.admin;

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
