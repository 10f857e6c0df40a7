import { ROLE_LEVEL, type Context } from './context.ts';
import { AppError } from './errors.ts';

export interface AuthScopes {
  /** anyone, visitors included */
  public: boolean;
  /** signed in at any role level */
  signedIn: boolean;
  /** signed in with a role level above 0 */
  guarded: boolean;
  /** role level 5 or 9 */
  admin: boolean;
  /** role level 9 */
  superAdmin: boolean;
}

/** The spec's access classes for the caller; GraphQL fields and REST shims both check these. */
export function scopesFor(context: Pick<Context, 'viewer'>): AuthScopes {
  const level = context.viewer?.roleLevel ?? -1;
  return {
    public: true,
    signedIn: level > -1,
    guarded: level > ROLE_LEVEL.public,
    admin: level >= ROLE_LEVEL.admin,
    superAdmin: level >= ROLE_LEVEL.superAdmin,
  };
}

export function unauthorizedError(context: Pick<Context, 'viewer' | 'tokenExpired'>): AppError {
  if (context.viewer) return new AppError('You do not have access to this.', { code: 'FORBIDDEN' });
  return new AppError(context.tokenExpired ? 'Your login token has expired.' : 'You must be signed in.', {
    code: 'UNAUTHENTICATED',
  });
}
