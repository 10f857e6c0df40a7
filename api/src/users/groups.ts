import type { Context } from '../context.ts';
import { AppError, forbidden } from '../schema/errors.ts';
import { requireViewer, isAdmin } from '../schema/access.ts';
import { setUserGroups } from '../groups/service.ts';
import { parseIdList } from '../groups/rest.ts';

const GROUP_PLATFORM_MESSAGE = 'Every group must belong to the user’s platform.';
const isFalse = (value: unknown) => value === false || value === 'false' || value === 'False' || value === 0 || value === '0';

/**
 * The user-side membership form (spec part 3: `groupIds` as a JSON array with a set-to flag): with
 * setTo absent or true the user's groups become exactly `groupIds`; with setTo false the listed groups
 * are left. Checked before the user itself is saved, so bad input changes nothing.
 */
export async function planUserGroups(ctx: Context, pid: number, groupIds: unknown, setTo?: unknown) {
  if (groupIds === undefined || groupIds === null) return null;
  if (!isAdmin(requireViewer(ctx.viewer))) throw forbidden();
  const ids = [...new Set(parseIdList(groupIds, 'groupIds'))];
  const found = await ctx.prisma.group.findMany({ where: { id: { in: ids } }, select: { id: true, pid: true } });
  if (found.length !== ids.length || found.some((g) => g.pid !== pid)) throw new AppError(GROUP_PLATFORM_MESSAGE, { field: 'groupIds' });
  return { ids, remove: isFalse(setTo) };
}

export async function applyUserGroups(ctx: Context, userId: number, plan: Awaited<ReturnType<typeof planUserGroups>>) {
  if (!plan) return;
  let wanted = plan.ids;
  if (plan.remove) {
    const current = await ctx.prisma.groupMembership.findMany({ where: { userId }, select: { groupId: true } });
    wanted = current.map((m) => m.groupId).filter((id) => !plan.ids.includes(id));
  }
  await setUserGroups(ctx, userId, wanted);
}
