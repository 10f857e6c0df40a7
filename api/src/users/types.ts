import { encodeGlobalID } from '@pothos/plugin-relay';
import { BulkResultRef } from '../schema/bulkTypes.ts';
import { bulkUpdateUsers, USER_BULK_ACTIONS } from './bulk.ts';
import { builder } from '../schema/builder.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { administers, requireViewer } from '../schema/access.ts';
import { applyUserGroups, planUserGroups } from './groups.ts';
import {
  createUser,
  deleteUsers,
  emailNewUserPassword,
  loadVisibleUser,
  updateUser,
  userListWhere,
  userOrderBy,
  type UserOrderField as UserOrderFieldName,
} from './service.ts';

/** A user is visible to themselves, to administrators of their platform and to level 9. */
export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  authScopes: (user, ctx) => ctx.viewer?.userId === user.id || administers(ctx.viewer, user.pid),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    username: t.exposeString('username'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    pid: t.exposeInt('pid'),
    roleId: t.exposeInt('roleId'),
    roleName: t.string({ select: { role: { select: { name: true } } }, resolve: (user) => user.role.name }),
    roleLevel: t.int({ select: { role: { select: { roleLevel: true } } }, resolve: (user) => user.role.roleLevel }),
    checkoutType: t.exposeString('checkoutType'),
    groupId: t.exposeInt('groupId', { nullable: true }),
    groupIds: t.intList({
      select: { memberships: { select: { groupId: true }, orderBy: { groupId: 'asc' } } },
      resolve: (user) => user.memberships.map((m) => m.groupId),
    }),
    groups: t.prismaField({
      type: ['Group'],
      select: (_args, _ctx, nestedSelection) => ({
        memberships: { orderBy: { group: { name: 'asc' } }, select: { group: nestedSelection(true) } },
      }),
      resolve: (_query, user) => user.memberships.map((m) => m.group),
    }),
    activeGroup: t.relation('activeGroup', { nullable: true }),
    isLoggedIn: t.exposeBoolean('isLoggedIn'),
    enableMFA: t.exposeBoolean('enableMFA'),
    platform: t.relation('platform'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  mfaEnrolled: t.boolean({
    description: 'The user has an authenticator secret',
    select: { mfaSecret: true },
    resolve: (user) => user.mfaSecret != null,
  }),
  platformName: t.string({ select: { platform: { select: { name: true } } }, resolve: (user) => user.platform.name }),
  platformRequiresMFA: t.boolean({
    select: { platform: { select: { requireMFA: true } } },
    resolve: (user) => user.platform.requireMFA,
  }),
}));

const UserOrderField = builder.enumType('UserOrderField', {
  values: ['id', 'username', 'firstName', 'lastName', 'isLoggedIn', 'roleLevel', 'pid'] as const,
});

const UserOrder = builder.inputType('UserOrder', {
  fields: (t) => ({
    field: t.field({ type: UserOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

builder.queryField('users', (t) =>
  t.connection(
    {
      type: UserRef,
      description: 'Users of the viewer’s platform (every platform for level 9), online first by default.',
      authScopes: { admin: true },
      args: {
        orderBy: t.arg({ type: UserOrder, required: false }),
        search: t.arg.string({ required: false }),
        pid: t.arg.int({ required: false, description: 'Level 9 only: narrow to one platform' }),
      },
      resolve: (_root, args, ctx, info) => {
        const viewer = requireViewer(ctx.viewer);
        const where = userListWhere(viewer, args);
        const field = (args.orderBy?.field ?? 'isLoggedIn') as UserOrderFieldName;
        const direction = (args.orderBy?.direction ?? 'DESC') === 'ASC' ? 'asc' : 'desc';
        return resolvePrismaPage(ctx, info, ctx.prisma.user, args, { where, orderBy: userOrderBy(field, direction) });
      },
    },
    { name: 'UserConnection' },
    { name: 'UserEdge' },
  ),
);

builder.queryField('user', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'A user by email address: oneself, or a user of a platform the viewer administers.',
    authScopes: { signedIn: true },
    args: { username: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const user = await loadVisibleUser(ctx, { username: args.username.trim().toLowerCase() }).catch(() => null);
      return user ? ctx.prisma.user.findUnique({ ...query, where: { id: user.id } }) : null;
    },
  }),
);

const UserInput = builder.inputType('UserInput', {
  fields: (t) => ({
    username: t.string({ required: false }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    password: t.string({ required: false }),
    confirmPassword: t.string({ required: false }),
    roleId: t.int({ required: false, description: "Creating a user without one gives the platform's level-0 role" }),
    checkoutType: t.string({ required: false, description: 'order or stripe' }),
    pid: t.int({ required: false, description: 'Required for level 9; others create users on their own platform' }),
    enableMFA: t.boolean({ required: false }),
    currentPassword: t.string({
      required: false,
      description: 'Changing one’s own email, password or MFA: the current password (or currentPasscode when MFA is on)',
    }),
    currentPasscode: t.string({ required: false, description: 'With MFA on: a passcode from the authenticator instead of currentPassword' }),
    groupIds: t.intList({ required: false, description: "The user's groups (administrators; groups of the user's platform)" }),
  }),
});

builder.mutationField('createUser', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { admin: true },
    args: { input: t.arg({ type: UserInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { groupIds, ...input } = args.input;
      const viewer = requireViewer(ctx.viewer);
      const plan = await planUserGroups(ctx, viewer.roleLevel >= 9 && input.pid != null ? input.pid : viewer.pid, groupIds);
      const { id } = await createUser(ctx, input);
      await applyUserGroups(ctx, id, plan);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

builder.mutationField('updateUser', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UserInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { groupIds, ...input } = args.input;
      const target = groupIds == null ? null : await ctx.prisma.user.findUnique({ where: { id: args.id }, select: { pid: true } });
      const plan = target ? await planUserGroups(ctx, input.pid ?? target.pid, groupIds) : null;
      const { id } = await updateUser(ctx, args.id, input);
      await applyUserGroups(ctx, id, plan);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

builder.mutationField('deleteUsers', (t) =>
  t.field({
    type: ['ID'],
    description: 'Deletes the users (all or none); nobody deletes themselves. Returns the global node ids of the deleted users.',
    authScopes: { admin: true },
    args: { ids: t.arg.intList({ required: true }) },
    resolve: async (_root, args, ctx) => (await deleteUsers(ctx, args.ids)).map((id) => encodeGlobalID('User', id)),
  }),
);

builder.mutationField('emailNewUserPassword', (t) =>
  t.boolean({
    description: 'Emails a user their new account details.',
    authScopes: { admin: true },
    args: { username: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => emailNewUserPassword(ctx, args),
  }),
);

builder.queryField('platformOptions', (t) =>
  t.prismaField({
    type: ['Platform'],
    description: 'Platforms a user or role may be assigned to: every platform for level 9, else one’s own.',
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      return ctx.prisma.platform.findMany({
        ...query,
        where: viewer.roleLevel >= 9 ? {} : { id: viewer.pid },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
      });
    },
  }),
);

const UserBulkAction = builder.enumType('UserBulkAction', { values: USER_BULK_ACTIONS });

builder.mutationField('bulkUpdateUsers', (t) =>
  t.field({
    type: BulkResultRef,
    description: 'Changes the role of, adds to or removes from a group, or deletes each user by the single action\'s rules; a refused user is reported with the reason, the others are changed.',
    authScopes: { admin: true },
    args: {
      ids: t.arg.intList({ required: true }),
      action: t.arg({ type: UserBulkAction, required: true }),
      roleId: t.arg.int({ required: false }),
      groupId: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) => bulkUpdateUsers(ctx, args),
  }),
);
