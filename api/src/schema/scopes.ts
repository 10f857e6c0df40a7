import type { GraphQLResolveInfo } from 'graphql';
import { isThenable } from '@pothos/core';
import type { Context } from '../context.ts';
import { ROLE_LEVEL } from './access.ts';
import { AppError, notFound, recordName, recordNotFound } from './errors.ts';
import { SIGN_IN_MESSAGES } from '@quotecraft/rules/passwords';

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
  return new AppError(context.tokenExpired ? SIGN_IN_MESSAGES.tokenExpired : 'You must be signed in.', {
    code: 'UNAUTHENTICATED',
  });
}

/** Pothos' message for a failed type-level check (a record the caller may not see), naming the type. */
const TYPE_REFUSAL = 'Not authorized to read fields for ';

/**
 * The answer to a failed scope check. A record the caller may not see (a type-level check: another
 * platform's, another user's) is answered exactly as a missing one, "Quote not found.", so that no
 * answer tells a foreign id from one that does not exist; a field the caller's role may not use
 * keeps its FORBIDDEN (or, signed out, UNAUTHENTICATED) answer. An expired session still says so.
 */
export function scopeRefusal(context: Pick<Context, 'viewer' | 'tokenExpired'>, message: string): AppError {
  if (message.startsWith(TYPE_REFUSAL) && (context.viewer || !context.tokenExpired)) return notFound(recordName(message.slice(TYPE_REFUSAL.length)));
  return unauthorizedError(context);
}

type TypeAuthScopes = (row: unknown, ctx: Context) => boolean | Partial<AuthScopes> | Promise<boolean | Partial<AuthScopes>>;

/** Whether a record passes its type's own check (the `authScopes` of its `prismaNode`), if it has one. */
async function passesTypeScopes(ctx: Context, info: GraphQLResolveInfo, typename: string, row: unknown): Promise<boolean> {
  const type = info.schema.getType(typename);
  const authScopes = (type?.extensions as { pothosOptions?: { authScopes?: TypeAuthScopes | Partial<AuthScopes> } } | undefined)?.pothosOptions?.authScopes;
  if (!authScopes) return true;
  let result = typeof authScopes === 'function' ? authScopes(row, ctx) : authScopes;
  if (isThenable(result)) result = await result;
  if (typeof result === 'boolean') return result;
  const scopes = scopesFor(ctx);
  return Object.entries(result).some(([scope, wanted]) => wanted && scopes[scope as keyof AuthScopes]);
}

/**
 * `node(id)`: the record if the caller may see it; one of another platform (or otherwise hidden
 * from the caller) is answered as NOT_FOUND with the missing record's very message, after the
 * same lookup.
 */
export async function resolveVisibleNode(
  ctx: Context,
  info: GraphQLResolveInfo,
  id: { typename: string },
  resolveNode: () => unknown,
): Promise<unknown> {
  const node = await resolveNode();
  if (node == null || !(await passesTypeScopes(ctx, info, id.typename, node))) throw notFound(recordName(id.typename));
  return node;
}

/** The most ids one `nodes(ids)` may ask for. */
export const MAX_NODE_IDS = 100;

/**
 * `nodes(ids)`: each record as `node(id)` would answer it, in the order asked. A missing or hidden
 * one is null at its position with `node(id)`'s very error there; the others are answered. Each id
 * is looked up on its own, so one that is missing does not fail the rest.
 */
export function resolveVisibleNodes<Id extends { typename: string }>(
  ctx: Context,
  info: GraphQLResolveInfo,
  ids: readonly Id[],
  resolveNode: (id: Id) => unknown,
): Promise<unknown[]> {
  if (ids.length > MAX_NODE_IDS) throw new AppError(`ids may name at most ${MAX_NODE_IDS} records.`, { field: 'ids' });
  return Promise.all(
    ids.map((id) =>
      resolveVisibleNode(ctx, info, id, () => resolveNode(id)).catch((error: unknown) => recordNotFound(error) ?? error),
    ),
  );
}
