import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { bulkResultAnswer, flagField, idField, listPageFields } from '../rest/fields.ts';
import { bulkUpdateUsers, USER_BULK_ACTIONS } from './bulk.ts';
import { requireViewer } from '../schema/access.ts';
import { DEFAULT_PAGE_SIZE } from '../schema/connections.ts';
import type { Context } from '../context.ts';
import { AppError } from '../schema/errors.ts';
import { signOut } from '../auth/service.ts';
import { isGroupMember, setActiveGroup } from '../groups/service.ts';
import { applyUserGroups, planUserGroups } from './groups.ts';
import { loadPresentedUser, presentUser, USER_PRESENTER_SELECT, userAnswer } from './presenters.ts';
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


const userFields = {
  username: z.string().optional().describe('an email address'),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
  currentPassword: z.string().optional().describe("changing one's own email, password or MFA: the current password"),
  currentPasscode: z.string().optional().describe('…or, with MFA on, a passcode'),
  roleId: z.coerce.number().int().optional().describe("creating a user without one gives the platform's level-0 role"),
  checkoutType: z.string().optional().describe('order or stripe'),
  pid: z.coerce.number().int().nullable().optional().describe('level 9: the platform'),
  groupIds: z.union([z.string(), z.array(z.coerce.number().int())]).optional().describe("the user's groups, a JSON array (or array) of group ids; with setTo false the listed groups are left instead"),
  setTo: z.union([z.boolean(), z.string(), z.number()]).optional(),
  enableMFA: flagField.optional(),
};

const userInput = z.object(userFields);

const updateUserInput = z.object({
  ...userFields,
  groupId: z.coerce.number().int().positive().nullable().optional().describe('one\'s own group filter, a group one belongs to (null clears it)'),
  isLoggedIn: flagField.optional().describe('false on one\'s own account signs out, as auth/signOut does'),
});

const serviceInput = ({ groupIds: _groupIds, setTo: _setTo, enableMFA, ...input }: z.infer<typeof userInput>) => ({ ...input, enableMFA });

defineRestOperation({
  family: 'userManagement',
  operation: 'getUser',
  scope: 'signedIn',
  summary: 'A user by email address: oneself, or a user of a platform the caller administers.',
  body: z.object({ username: z.string() }),
  answer: userAnswer,
  handler: async (ctx, body) => loadPresentedUser(ctx, (await loadVisibleUser(ctx, { username: body.username.trim().toLowerCase() })).id),
});

const ORDER_FIELDS = ['id', 'username', 'firstName', 'lastName', 'isLoggedIn', 'roleLevel', 'pid'] as const;
const orderPair = z.tuple([z.enum(ORDER_FIELDS), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);

defineRestOperation({
  family: 'userManagement',
  operation: 'getUsers',
  scope: 'admin',
  summary: 'A page of users (level 9: of every platform, or of `pid`), by isLoggedIn descending unless ordered.',
  body: z.object({
    ...listPageFields(DEFAULT_PAGE_SIZE),
    order: z.union([orderPair, z.array(orderPair)]).optional().describe('[field, "ASC" | "DESC"] or a list of such pairs (the first is used)'),
    search: z.string().optional(),
    pid: z.coerce.number().int().optional(),
  }),
  answer: z.object({ count: z.number().describe('the same as total'), rows: z.array(userAnswer) }),
  handler: async (ctx, body) => {
    const viewer = requireViewer(ctx.viewer);
    const where = userListWhere(viewer, body);
    const order = body.order === undefined ? ['isLoggedIn', 'DESC'] : Array.isArray(body.order[0]) ? (body.order as string[][])[0] : (body.order as string[]);
    const [field, direction] = order as [UserOrderField, string];
    const [rows, count] = await Promise.all([
      ctx.prisma.user.findMany({
        where,
        select: USER_PRESENTER_SELECT,
        orderBy: userOrderBy(field, direction.toLowerCase() === 'asc' ? 'asc' : 'desc'),
        skip: body.offset,
        take: body.limit,
      }),
      ctx.prisma.user.count({ where }),
    ]);
    return restPage({ count, rows: rows.map(presentUser) }, count);
  },
});

defineRestOperation({
  family: 'userManagement',
  operation: 'createUser',
  scope: 'admin',
  body: z.object({ input: userInput }),
  answer: userAnswer,
  handler: async (ctx, body) => {
    const viewer = requireViewer(ctx.viewer);
    const input = serviceInput(body.input);
    const plan = await planUserGroups(ctx, viewer.roleLevel >= 9 && input.pid != null ? input.pid : viewer.pid, body.input.groupIds, body.input.setTo);
    const { id } = await createUser(ctx, input);
    await applyUserGroups(ctx, id, plan);
    return loadPresentedUser(ctx, id);
  },
});

/** groupId and isLoggedIn are one's own: refused for anyone else before anything changes. */
async function checkOwnSettings(ctx: Context, id: number, input: { groupId?: number | null; isLoggedIn?: boolean }) {
  const self = ctx.viewer?.kind === 'user' && ctx.viewer.userId === id;
  if (input.groupId !== undefined) {
    if (!self) throw new AppError("groupId is the user's own group filter: only they can choose it.", { field: 'groupId', code: 'FORBIDDEN' });
    if (input.groupId !== null && !(await isGroupMember(ctx, input.groupId))) {
      throw new AppError('You are not a member of that group.', { field: 'groupId', code: 'FORBIDDEN' });
    }
  }
  if (input.isLoggedIn !== undefined && (!self || input.isLoggedIn)) {
    throw new AppError('isLoggedIn can only be set to false on your own account (signing out).', { field: 'isLoggedIn' });
  }
}

defineRestOperation({
  family: 'userManagement',
  operation: 'updateUser',
  scope: 'signedIn',
  summary: 'Changes the fields sent. Below level 5 only one\'s own names, email and MFA choice.',
  body: z.object({ id: idField, input: updateUserInput }),
  answer: userAnswer,
  handler: async (ctx, body) => {
    const { groupId, isLoggedIn, ...fields } = body.input;
    const own = { groupId, isLoggedIn };
    await checkOwnSettings(ctx, body.id, own);
    const target = fields.groupIds === undefined ? null : await ctx.prisma.user.findUnique({ where: { id: body.id }, select: { pid: true } });
    const input = serviceInput(fields);
    const plan = target ? await planUserGroups(ctx, input.pid ?? target.pid, fields.groupIds, fields.setTo) : null;
    const { id } = await updateUser(ctx, body.id, input);
    await applyUserGroups(ctx, id, plan);
    if (own.groupId !== undefined) await setActiveGroup(ctx, own.groupId);
    if (own.isLoggedIn === false) await signOut(ctx);
    return loadPresentedUser(ctx, id);
  },
});

const deletedAnswer = z.object({ deleted: z.array(z.number()).describe('the ids of the deleted users') });

defineRestOperation({
  family: 'userManagement',
  operation: 'deleteUser',
  scope: 'admin',
  body: z.object({ id: idField }),
  answer: deletedAnswer,
  handler: async (ctx, body) => ({ deleted: await deleteUsers(ctx, [body.id]) }),
});

defineRestOperation({
  family: 'userManagement',
  operation: 'deleteUsers',
  scope: 'admin',
  summary: 'Deletes every listed user or none; the caller is never among them.',
  body: z.object({
    users: z.array(z.object({ id: idField, username: z.string().optional() })),
    self: z.unknown().optional().describe('the caller as the legacy client sends it; the caller cannot be deleted whatever it says'),
  }),
  answer: deletedAnswer,
  handler: async (ctx, body) => ({ deleted: await deleteUsers(ctx, body.users.map((user) => user.id)) }),
});

defineRestOperation({
  family: 'administration',
  operation: 'emailNewUserPassword',
  scope: 'admin',
  summary: 'Mails a user of the caller\'s platform their new password.',
  body: z.object({ username: z.string(), password: z.string() }),
  answer: z.literal(true),
  handler: (ctx, body) => emailNewUserPassword(ctx, body),
});

defineRestOperation({
  family: 'userManagement',
  operation: 'bulkUpdateUsers',
  scope: 'admin',
  summary:
    "Changes the role of (roleId), adds to or removes from a group (groupId), or deletes each user, by the single action's rules and each audited; a refused user is reported in rows with the reason, the others are changed.",
  body: z.object({
    ids: z.array(idField).describe('the users, at most 500'),
    action: z.enum(USER_BULK_ACTIONS),
    roleId: idField.optional().describe('action role: the new role'),
    groupId: idField.optional().describe('action addToGroup / removeFromGroup: the group'),
  }),
  answer: bulkResultAnswer,
  handler: (ctx, body) => bulkUpdateUsers(ctx, body),
});
