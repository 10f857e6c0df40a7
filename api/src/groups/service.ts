import type { Context } from '../schema/context.ts';
import { requireViewer } from '../schema/access.ts';
import { AppError, forbidden } from '../schema/errors.ts';

/** Sets (or with null clears) the signed-in user's group filter; only a group the user belongs to. */
export async function setActiveGroup(ctx: Context, groupId: number | null): Promise<number> {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.kind !== 'user' || viewer.userId == null) throw forbidden();
  if (groupId != null) {
    const membership = await ctx.prisma.groupMembership.findUnique({
      where: { groupId_userId: { groupId, userId: viewer.userId } },
      select: { groupId: true },
    });
    if (!membership) throw new AppError('You are not a member of that group.', { field: 'groupId', code: 'FORBIDDEN' });
  }
  await ctx.prisma.user.update({ where: { id: viewer.userId }, data: { groupId } });
  return viewer.userId;
}

export async function isGroupMember(ctx: Context, groupId: number): Promise<boolean> {
  const userId = ctx.viewer?.userId;
  if (userId == null) return false;
  const membership = await ctx.prisma.groupMembership.findUnique({
    where: { groupId_userId: { groupId, userId } },
    select: { groupId: true },
  });
  return !!membership;
}
