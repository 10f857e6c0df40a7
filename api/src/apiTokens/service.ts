import type { Prisma } from '../generated/prisma/client.ts';
import { audited } from '../audit/record.ts';
import type { Context } from '../context.ts';
import { assertPlatformAccess, platformWhere, requireViewer, type Viewer, isAdmin, isSuperAdmin } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { hashApiToken, newApiToken } from '../auth/tokens.ts';
import {
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_SCOPES,
  DEFAULT_API_TOKEN_SCOPES,
  apiTokenStatus,
  identityRefusal,
  type ApiTokenScope,
} from './scopes.ts';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

const DAY_MS = 24 * 3600 * 1000;

/** Token management is for signed-in administrators: a token never lists, creates or revokes tokens. */
function tokenManager(ctx: Context): Viewer {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.kind !== 'user' || viewer.apiToken) throw identityRefusal();
  if (!isAdmin(viewer)) throw forbidden();
  return viewer;
}

function checkScopes(scopes: readonly string[] | null | undefined): ApiTokenScope[] {
  if (scopes == null) return [...DEFAULT_API_TOKEN_SCOPES];
  const unique = [...new Set(scopes)];
  if (unique.length === 0) throw new AppError(FORM_MESSAGES.chooseScope, { field: 'scopes' });
  const unknown = unique.find((scope) => !(API_TOKEN_SCOPES as readonly string[]).includes(scope));
  if (unknown !== undefined) throw new AppError(`Unknown scope "${unknown}": use ${API_TOKEN_SCOPES.join(', ')}.`, { field: 'scopes' });
  return API_TOKEN_SCOPES.filter((scope) => unique.includes(scope));
}

function checkExpiresInDays(days: number | null | undefined): number {
  if (days == null) return API_TOKEN_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > API_TOKEN_MAX_DAYS) {
    throw new AppError(`Expires in must be 1 to ${API_TOKEN_MAX_DAYS} days.`, { field: 'expiresInDays' });
  }
  return days;
}

export interface CreateApiTokenInput {
  name: string;
  pid?: number | null;
  scopes?: readonly string[] | null;
  expiresInDays?: number | null;
}

/**
 * Creates a token a partner system uses instead of a user session, for one platform, with the
 * given scopes (default read and write) and lifetime (default 90 days, at most 365). The token is
 * returned once; only its hash is kept.
 */
export async function createApiToken(ctx: Context, input: CreateApiTokenInput) {
  const viewer = tokenManager(ctx);
  const name = input.name.trim();
  if (!name) throw new AppError(FORM_MESSAGES.nameRequired, { field: 'name' });
  if (name.length > 100) throw new AppError('Name can be at most 100 characters.', { field: 'name' });
  const pid = input.pid ?? viewer.pid;
  assertPlatformAccess(viewer, pid);
  const scopes = checkScopes(input.scopes);
  const days = checkExpiresInDays(input.expiresInDays);
  if (input.pid != null && !(await ctx.prisma.platform.findUnique({ where: { id: pid }, select: { id: true } }))) {
    throw new AppError('Platform not found.', { field: 'pid', code: 'NOT_FOUND' });
  }
  const token = newApiToken();
  const record = await audited(ctx, { action: 'create', entity: 'ApiToken' }, (tx) =>
    tx.apiToken.create({
      data: { name, pid, scopes, expiresAt: new Date(Date.now() + days * DAY_MS), tokenHash: hashApiToken(token), createdByUserId: viewer.userId },
      select: { id: true },
    }),
  );
  return { token, record };
}

/** Revokes a token of a platform the viewer administers; revoking it again changes nothing. */
export async function revokeApiToken(ctx: Context, id: number) {
  const viewer = tokenManager(ctx);
  const record = await ctx.prisma.apiToken.findUnique({ where: { id }, select: { id: true, pid: true, revokedAt: true } });
  if (!record || !(isSuperAdmin(viewer) || record.pid === viewer.pid)) throw notFound('API token');
  if (record.revokedAt) return record;
  return audited(ctx, { action: 'revoke', entity: 'ApiToken', ids: [id] }, (tx) =>
    tx.apiToken.update({ where: { id }, data: { revokedAt: new Date() }, select: { id: true, pid: true, revokedAt: true } }),
  );
}

/** The tokens an administrator sees: their platform's, every platform's at level 9 (optionally one). */
export function apiTokenListWhere(ctx: Context, args: { pid?: number | null }): Prisma.ApiTokenWhereInput {
  const viewer = tokenManager(ctx);
  const where: Prisma.ApiTokenWhereInput = { ...platformWhere(viewer) };
  if (args.pid != null && isSuperAdmin(viewer)) where.pid = args.pid;
  return where;
}

/**
 * Records that the tokens of these creators lost their creator's right to them (apiTokenStatus),
 * so they stay dead if the creator is promoted or moved back. Call inside the transaction that
 * changed the creators' role, their role's level or their platform, after the change.
 */
export async function recordCreatorsLostAccess(tx: Prisma.TransactionClient, creators: Prisma.UserWhereInput) {
  const tokens = await tx.apiToken.findMany({
    where: { createdBy: creators, revokedAt: null, creatorLostAccessAt: null },
    select: { id: true, pid: true, expiresAt: true, revokedAt: true, creatorLostAccessAt: true, createdBy: { select: { pid: true, role: { select: { roleLevel: true } } } } },
  });
  const lost = tokens
    .filter((token) => apiTokenStatus(token, token.createdBy && { pid: token.createdBy.pid, roleLevel: token.createdBy.role.roleLevel }) === 'CREATOR_LOST_ACCESS')
    .map((token) => token.id);
  if (lost.length) await tx.apiToken.updateMany({ where: { id: { in: lost } }, data: { creatorLostAccessAt: new Date() } });
}
