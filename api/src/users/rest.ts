import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { requireViewer } from '../schema/access.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../schema/connections.ts';
import type { Context } from '../schema/context.ts';
import { applyUserGroups, planUserGroups } from './groups.ts';
import {
  createUser,
  deleteUsers,
  emailNewUserPassword,
  loadVisibleUser,
  updateUser,
  userListWhere,
  userOrderBy,
  type UserOrderField,
} from './service.ts';

const USER_SELECT = {
  id: true, username: true, firstName: true, lastName: true, pid: true, roleId: true, checkoutType: true,
  groupId: true, isLoggedIn: true, enableMFA: true,
  role: { select: { name: true, roleLevel: true } },
  platform: { select: { name: true } },
  memberships: { select: { groupId: true }, orderBy: { groupId: 'asc' } },
} as const;

async function userRow(ctx: Context, id: number) {
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id }, select: USER_SELECT });
  const { role, platform, memberships, ...rest } = user;
  return { ...rest, groupIds: memberships.map((m) => m.groupId), roleName: role.name, roleLevel: role.roleLevel, platformName: platform.name };
}

const userInput = z.object({
  username: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
  currentPassword: z.string().optional(),
  currentPasscode: z.string().optional(),
  roleId: z.coerce.number().int().optional(),
  checkoutType: z.string().optional(),
  pid: z.coerce.number().int().nullable().optional(),
  /** The user's groups: a JSON array (or array) of group ids; setTo false removes the listed groups instead. */
  groupIds: z.unknown().optional(),
  setTo: z.unknown().optional(),
  enableMFA: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'True', 'False'])]).optional()
    .transform((value) => (value === undefined ? undefined : value === true || value === '1' || value.toString().toLowerCase() === 'true')),
});

defineRestOperation({
  family: 'userManagement',
  operation: 'getUser',
  scope: 'signedIn',
  body: z.object({ username: z.string() }),
  handler: async (ctx, body) => userRow(ctx, (await loadVisibleUser(ctx, { username: body.username.trim().toLowerCase() })).id),
});

const ORDER_FIELDS = ['id', 'username', 'firstName', 'lastName', 'isLoggedIn', 'roleLevel', 'pid'] as const;

defineRestOperation({
  family: 'userManagement',
  operation: 'getUsers',
  scope: 'admin',
  body: z.object({
    limit: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).optional().default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).optional().default(0),
    order: z.union([
      z.tuple([z.enum(ORDER_FIELDS), z.enum(['ASC', 'DESC', 'asc', 'desc'])]),
      z.array(z.tuple([z.enum(ORDER_FIELDS), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
    ]).optional(),
    search: z.string().optional(),
    pid: z.coerce.number().int().optional(),
  }),
  handler: async (ctx, body) => {
    const viewer = requireViewer(ctx.viewer);
    const where = userListWhere(viewer, body);
    const order = body.order === undefined ? ['isLoggedIn', 'DESC'] : Array.isArray(body.order[0]) ? (body.order as string[][])[0] : (body.order as string[]);
    const [field, direction] = order as [UserOrderField, string];
    const [rows, count] = await Promise.all([
      ctx.prisma.user.findMany({
        where,
        select: USER_SELECT,
        orderBy: userOrderBy(field, direction.toLowerCase() === 'asc' ? 'asc' : 'desc'),
        skip: body.offset,
        take: body.limit,
      }),
      ctx.prisma.user.count({ where }),
    ]);
    return {
      count,
      rows: rows.map(({ role, platform, ...rest }) => ({ ...rest, roleName: role.name, roleLevel: role.roleLevel, platformName: platform.name })),
    };
  },
});

defineRestOperation({
  family: 'userManagement',
  operation: 'createUser',
  scope: 'admin',
  body: z.object({ input: userInput }),
  handler: async (ctx, body) => {
    const { groupIds, setTo, ...input } = body.input;
    const viewer = requireViewer(ctx.viewer);
    const plan = await planUserGroups(ctx, viewer.roleLevel >= 9 && input.pid != null ? input.pid : viewer.pid, groupIds, setTo);
    const { id } = await createUser(ctx, input);
    await applyUserGroups(ctx, id, plan);
    return userRow(ctx, id);
  },
});

defineRestOperation({
  family: 'userManagement',
  operation: 'updateUser',
  scope: 'signedIn',
  body: z.object({ id: z.coerce.number().int(), input: userInput }),
  handler: async (ctx, body) => {
    const { groupIds, setTo, ...input } = body.input;
    const target = groupIds === undefined ? null : await ctx.prisma.user.findUnique({ where: { id: body.id }, select: { pid: true } });
    const plan = target ? await planUserGroups(ctx, input.pid ?? target.pid, groupIds, setTo) : null;
    const { id } = await updateUser(ctx, body.id, input);
    await applyUserGroups(ctx, id, plan);
    return userRow(ctx, id);
  },
});

defineRestOperation({
  family: 'userManagement',
  operation: 'deleteUser',
  scope: 'admin',
  body: z.object({ id: z.coerce.number().int() }),
  handler: async (ctx, body) => ({ deleted: await deleteUsers(ctx, [body.id]) }),
});

defineRestOperation({
  family: 'userManagement',
  operation: 'deleteUsers',
  scope: 'admin',
  body: z.object({
    users: z.array(z.object({ id: z.coerce.number().int(), username: z.string().optional() })),
    self: z.unknown().optional(),
  }),
  handler: async (ctx, body) => ({ deleted: await deleteUsers(ctx, body.users.map((user) => user.id)) }),
});

defineRestOperation({
  family: 'administration',
  operation: 'emailNewUserPassword',
  scope: 'admin',
  body: z.object({ username: z.string(), password: z.string() }),
  handler: (ctx, body) => emailNewUserPassword(ctx, body),
});
