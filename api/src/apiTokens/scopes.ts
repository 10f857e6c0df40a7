import { ROLE_LEVEL, type Viewer } from '../schema/access.ts';
import { AppError } from '../schema/errors.ts';

/**
 * What a platform API token may do, always confined to its own platform:
 * - `read`: queries and subscriptions, and the REST shims that only read (`get…`);
 * - `write`: mutations and the other REST shims, as an administrator (level 5) of the platform;
 * - `orders:status`: only report order status from an ERP (`reportOrderStatus`,
 *   `POST /api/v1/orderManagement/updateOrderStatus`) and follow the orders' events (the
 *   `orderEvents` subscription).
 * No scope reaches the paths that act on a signed-in user's own account (IDENTITY_OPERATIONS).
 */
export const API_TOKEN_SCOPES = ['read', 'write', 'orders:status'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const DEFAULT_API_TOKEN_SCOPES: readonly ApiTokenScope[] = ['read', 'write'];
export const API_TOKEN_SCOPE_DESCRIPTIONS: Record<ApiTokenScope, string> = {
  read: "Read the platform's data: GraphQL queries and subscriptions, REST get… operations.",
  write: "Change the platform's data as an administrator: GraphQL mutations and the other REST operations.",
  'orders:status': 'Only report order status from an ERP (reportOrderStatus, REST orderManagement/updateOrderStatus) and follow the orders\' events (the orderEvents subscription).',
};

export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;
/** a token's lastUsedAt, and a session's lastSeenAt, is written at most this often */
export const LAST_USED_PRECISION_MS = 60_000;

export type OperationAccess = 'read' | 'write';

/** GraphQL root fields and REST shims (`family/operation`) that a scope reaches besides read and write. */
const SCOPE_OPERATIONS: Partial<Record<ApiTokenScope, ReadonlySet<string>>> = {
  'orders:status': new Set(['reportOrderStatus', 'orderManagement/updateOrderStatus', 'orderEvents']),
};

/**
 * Paths that act on the caller's own account or hand out further credentials. A token carries its
 * creator's user id (records it writes are theirs), so without this list it could edit that
 * user's profile, password, email or MFA, end their sessions or mint tokens of its own.
 * Own-account changes through `updateUser` are refused in its service (users/service.ts), since
 * that path also serves administrators editing others. A new path that acts on the caller's own
 * account belongs here.
 */
const IDENTITY_OPERATIONS: ReadonlySet<string> = new Set([
  'signOut',
  'auth/signOut',
  'setActiveGroup',
  'createApiToken',
  'revokeApiToken',
  'apiTokens',
  // one's own notifications and email choices
  'notifications',
  'notificationsChanged',
  'updateNotificationPreferences',
  'markNotificationsRead',
  'userManagement/getNotificationPreferences',
  'userManagement/updateNotificationPreferences',
  'userManagement/getNotifications',
  'userManagement/markNotificationsRead',
]);

export const API_TOKEN_IDENTITY_REFUSAL =
  "API tokens cannot do this: it acts on a signed-in user's own account (profile, password, email, MFA, sessions) or on API tokens. Sign in as the user instead.";
export const API_TOKEN_CREDENTIALS_REFUSAL = "API tokens cannot change a user's password, email address or MFA, nor anything of the user who created them.";

export const identityRefusal = () => new AppError(API_TOKEN_IDENTITY_REFUSAL, { code: 'FORBIDDEN' });
export const credentialsRefusal = () => new AppError(API_TOKEN_CREDENTIALS_REFUSAL, { code: 'FORBIDDEN' });

/**
 * Changes that raise privileges need an administrator signed in interactively: a token that leaks
 * must not be able to create an administrator it then signs in as, or weaken the platform's
 * security, and revoking the token would not undo either. Checked in the services, so GraphQL,
 * REST and imports refuse alike.
 */
export const API_TOKEN_PRIVILEGE_REFUSALS = {
  administrators: 'API tokens cannot create users at level 5 or above, nor give a user such a role: an administrator must sign in to do this.',
  roles: 'API tokens cannot create or change roles: an administrator must sign in to do this.',
  platformSecurity:
    "API tokens cannot change the platform's security settings (MFA, HTTPS, the ERP integration and its credentials): an administrator must sign in to do this.",
} as const;
export type PrivilegedChange = keyof typeof API_TOKEN_PRIVILEGE_REFUSALS;

/**
 * Operations that only ever raise privileges, refused to tokens by name so the answer says why
 * (their level-9 rule would otherwise answer first). The services check again (requireSignedInFor).
 */
const PRIVILEGED_OPERATIONS: ReadonlyMap<string, PrivilegedChange> = new Map(
  ['createRole', 'updateRole', 'deleteRole', 'roleManagement/createRole', 'roleManagement/updateRole', 'roleManagement/deleteRole'].map((name) => [
    name,
    'roles' as const,
  ]),
);

/** Refuses a privilege-raising change to an API token (FORBIDDEN, naming why); signed-in users pass. */
export function requireSignedInFor(viewer: Viewer | null, change: PrivilegedChange) {
  if (viewer?.apiToken) throw new AppError(API_TOKEN_PRIVILEGE_REFUSALS[change], { code: 'FORBIDDEN' });
}

/** The access a REST shim needs when it does not say: `get…` operations read, every other one writes. */
export const restAccessOf = (operation: string): OperationAccess => (/^get[A-Z]/.test(operation) ? 'read' : 'write');

/**
 * Why an API token may not run an operation (a GraphQL root field by name, or a REST shim as
 * `family/operation`), or null when it may. Callers that are users are never refused here.
 */
export function apiTokenRefusal(viewer: Viewer | null, operation: { name: string; access: OperationAccess }): AppError | null {
  const token = viewer?.apiToken;
  if (!token) return null;
  if (IDENTITY_OPERATIONS.has(operation.name)) return identityRefusal();
  const privileged = PRIVILEGED_OPERATIONS.get(operation.name);
  if (privileged) return new AppError(API_TOKEN_PRIVILEGE_REFUSALS[privileged], { code: 'FORBIDDEN' });
  if (token.scopes.includes(operation.access)) return null;
  for (const scope of token.scopes) if (SCOPE_OPERATIONS[scope as ApiTokenScope]?.has(operation.name)) return null;
  return new AppError(`This API token does not have the ${operation.access} scope.`, { code: 'FORBIDDEN' });
}

export type ApiTokenStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED' | 'CREATOR_LOST_ACCESS';

/**
 * Whether a token works. Besides revocation and expiry, a token never outlives its creator's right
 * to create it: the creator must still exist, be an administrator (level 5 or more) and administer
 * the token's platform (their own, or any at level 9). A demoted, moved or deleted creator's
 * tokens stop at once, and for good: the loss is recorded as it happens (`creatorLostAccessAt`,
 * apiTokens/service.ts), so promoting the creator again brings no token back.
 */
export function apiTokenStatus(
  token: { pid: number; expiresAt: Date; revokedAt: Date | null; creatorLostAccessAt: Date | null },
  creator: { pid: number; roleLevel: number } | null,
  now = new Date(),
): ApiTokenStatus {
  if (token.revokedAt) return 'REVOKED';
  if (token.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (token.creatorLostAccessAt) return 'CREATOR_LOST_ACCESS';
  if (!creator || creator.roleLevel < ROLE_LEVEL.admin) return 'CREATOR_LOST_ACCESS';
  if (creator.roleLevel < ROLE_LEVEL.superAdmin && creator.pid !== token.pid) return 'CREATOR_LOST_ACCESS';
  return 'ACTIVE';
}
