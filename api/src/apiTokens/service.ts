import type { Context } from '../schema/context.ts';
import { assertPlatformAccess } from '../schema/access.ts';
import { AppError } from '../schema/errors.ts';
import { hashApiToken, newApiToken } from '../auth/tokens.ts';

/**
 * Creates a token a partner system uses instead of a user session. It acts as an administrator of
 * the one platform it belongs to. The token is returned once; only its hash is kept.
 */
export async function createApiToken(ctx: Context, input: { name: string; pid?: number | null }) {
  const name = input.name.trim();
  if (!name) throw new AppError('Name is required.', { field: 'name' });
  if (name.length > 100) throw new AppError('Name can be at most 100 characters.', { field: 'name' });
  const viewer = assertPlatformAccess(ctx.viewer, input.pid ?? ctx.viewer?.pid ?? -1);
  const token = newApiToken();
  const record = await ctx.prisma.apiToken.create({
    data: { name, pid: input.pid ?? viewer.pid, tokenHash: hashApiToken(token), createdByUserId: viewer.userId },
  });
  return { token, record };
}

export async function revokeApiToken(ctx: Context, id: number) {
  const record = await ctx.prisma.apiToken.findUnique({ where: { id } });
  if (!record) throw new AppError('API token not found.', { code: 'NOT_FOUND', field: 'id' });
  assertPlatformAccess(ctx.viewer, record.pid);
  return ctx.prisma.apiToken.update({ where: { id }, data: { revokedAt: new Date() } });
}
