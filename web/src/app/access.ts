/** Role levels with a built-in meaning. */
export const RoleLevel = {
  Public: 0,
  Registered: 1,
  SystemAdmin: 5,
  SuperAdmin: 9,
} as const;

/** Levels allowed on admin-only routes: exactly 5 or 9, as the spec states. */
export const ADMIN_ROLE_LEVELS: readonly number[] = [RoleLevel.SystemAdmin, RoleLevel.SuperAdmin];

/**
 * - open: anyone; /Login additionally sends a signed-in user on to /QuoteDashboard ('guest').
 * - public: visitors and users.
 * - signedIn: any signed-in user (role level above -1).
 * - guarded: signed in with a role level above 0.
 * - admin: signed in with role level 5 or 9.
 */
export type RouteAccess = 'open' | 'guest' | 'public' | 'signedIn' | 'guarded' | 'admin';

export function hasRouteAccess(roleLevel: number, access: RouteAccess): boolean {
  switch (access) {
    case 'open':
    case 'guest':
    case 'public':
      return true;
    case 'signedIn':
      return roleLevel > -1;
    case 'guarded':
      return roleLevel > 0;
    case 'admin':
      return ADMIN_ROLE_LEVELS.includes(roleLevel);
  }
}

export function isAdmin(roleLevel: number | null | undefined) {
  return typeof roleLevel === 'number' && roleLevel >= RoleLevel.SystemAdmin;
}
