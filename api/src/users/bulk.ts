import { z } from 'zod';
import type { Context } from '../context.ts';
import { isAdmin, platformWhere, requireViewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { parseInput } from '../schema/input.ts';
import { bulkIds, perRow, type BulkResult } from '../schema/bulk.ts';
import { setGroupMember } from '../groups/service.ts';
import { deleteUsers, updateUser } from './service.ts';

export const USER_BULK_ACTIONS = ['role', 'addToGroup', 'removeFromGroup', 'delete'] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

const bulkUsersSchema = z.object({
  ids: z.array(z.coerce.number().int().positive(), { error: 'ids must be a list of user ids.' }),
  action: z.enum(USER_BULK_ACTIONS, { error: `Action must be one of ${USER_BULK_ACTIONS.join(', ')}.` }),
  roleId: z.coerce.number().int().positive().nullish(),
  groupId: z.coerce.number().int().positive().nullish(),
});
export type BulkUsersInput = z.input<typeof bulkUsersSchema>;

/**
 * A bulk action on the user list: change role, add to or remove from a group, delete. Each user
 * goes through the single action (updateUser, setGroupMember, deleteUsers) with its rules and its
 * audit entry; a user it refuses is reported with the reason, the others are changed.
 */
export async function bulkUpdateUsers(ctx: Context, rawInput: unknown): Promise<BulkResult> {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  const input = parseInput(bulkUsersSchema, rawInput);
  const ids = bulkIds(input.ids, 'user');
  // Users the caller cannot see are not on their list: the whole call is refused, as for one.
  const visible = await ctx.prisma.user.count({ where: { id: { in: ids }, ...platformWhere(viewer) } });
  if (visible !== ids.length) throw notFound('User');
  switch (input.action) {
    case 'role': {
      const roleId = input.roleId;
      if (roleId == null) throw new AppError('Choose a role.', { field: 'roleId' });
      return perRow(ids, (id) => updateUser(ctx, id, { roleId }));
    }
    case 'addToGroup':
    case 'removeFromGroup': {
      const groupId = input.groupId;
      if (groupId == null) throw new AppError('Choose a group.', { field: 'groupId' });
      const member = input.action === 'addToGroup';
      return perRow(ids, (id) => setGroupMember(ctx, groupId, id, member));
    }
    case 'delete':
      return perRow(ids, (id) => deleteUsers(ctx, [id]));
  }
}
