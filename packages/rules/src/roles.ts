// Role rules (spec part 2 §1 and §6): level 0 is the default role of a new user. The API gives it to a
// user created without a role (the user form, REST, GraphQL, sign-up); the user form preselects it.

/** The level a new user gets when no role is named. */
export const NEW_USER_LEVEL = 0;

/** A role as both sides hold it: `pid` null for a built-in role every platform shares. */
export interface RoleChoice {
  readonly pid?: number | null;
  readonly roleLevel: number;
}

/**
 * The role a new user of platform `pid` gets when none is chosen: the platform's own level-0 role,
 * else the built-in one; among several, the first in the order given (callers list by id).
 */
export function defaultNewUserRole<T extends RoleChoice>(roles: readonly T[], pid: number | null): T | null {
  const levelZero = roles.filter((role) => role.roleLevel === NEW_USER_LEVEL);
  return levelZero.find((role) => pid != null && role.pid === pid) ?? levelZero.find((role) => role.pid == null) ?? null;
}
