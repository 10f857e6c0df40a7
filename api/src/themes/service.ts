import type { Context } from '../schema/context.ts';
import { defaultPlatform } from '../platforms/service.ts';

/** The platform's active theme for the mode, falling back to its newest theme of that mode. */
export async function activeTheme(ctx: Context, darkMode: boolean, query: { include?: object; select?: object } = {}) {
  const pid = ctx.viewer?.pid ?? (await defaultPlatform(ctx, { select: { id: true } }))?.id;
  if (pid == null) return null;
  return ctx.prisma.theme.findFirst({
    ...(query as object),
    where: { pid, darkMode },
    orderBy: [{ isActive: 'desc' }, { id: 'desc' }],
  });
}
