import type { Context } from '../schema/context.ts';
import { notFound } from '../schema/errors.ts';

type PlatformQuery = { include?: object; select?: object };

export async function platformForViewer<Q extends PlatformQuery>(ctx: Context, query: Q = {} as Q) {
  const platform = ctx.viewer
    ? await ctx.prisma.platform.findUnique({ ...query, where: { id: ctx.viewer.pid } })
    : await defaultPlatform(ctx, query);
  if (!platform) throw notFound('Platform');
  return platform;
}

export function defaultPlatform<Q extends PlatformQuery>(ctx: Context, query: Q = {} as Q) {
  return ctx.prisma.platform.findFirst({ ...query, where: { isDefault: true }, orderBy: { id: 'asc' } });
}
