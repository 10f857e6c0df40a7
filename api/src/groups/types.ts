import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.ts';
import { administers } from '../schema/access.ts';
import { resolvePrismaPage, withPageSize } from '../schema/connections.ts';
import { UserRef } from '../users/types.ts';
import {
  assignablePlatformsWhere,
  createGroup,
  defaultCustomerOptions,
  deleteGroup,
  isGroupMember,
  listPid,
  requireAdmin,
  setActiveGroup,
  setGroupMember,
  updateGroup,
} from './service.ts';

/** A group is visible to its members, to administrators of its platform and to level 9. */
export const GroupRef = builder.prismaNode('Group', {
  id: { field: 'id' },
  authScopes: async (group, ctx) => administers(ctx.viewer, group.pid) || (await isGroupMember(ctx, group.id)),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    defaultCustomerId: t.exposeInt('defaultCustomerId', { nullable: true }),
    productListId: t.exposeInt('productListId', { nullable: true }),
  }),
});

builder.prismaObjectFields('Group', (t) => ({
  /** the members' user ids (the spec's userIds) */
  userIds: t.intList({
    authScopes: { admin: true },
    select: { members: { select: { userId: true }, orderBy: { userId: 'asc' } } },
    resolve: (group) => group.members.map((m) => m.userId),
  }),
  platformName: t.string({ select: { platform: { select: { name: true } } }, resolve: (group) => group.platform.name }),
  /** Users of the group's platform (candidates for the assigned users table), by username. */
  platformUsers: t.connection({
    type: UserRef,
    authScopes: { admin: true },
    args: { search: t.arg.string({ required: false }) },
    select: { pid: true },
    resolve: (group, args, ctx, info) => {
      const term = args.search?.trim();
      const where = {
        pid: group.pid,
        ...(term
          ? { OR: ['username', 'firstName', 'lastName'].map((field) => ({ [field]: { contains: term, mode: 'insensitive' as const } })) }
          : {}),
      };
      return resolvePrismaPage(ctx, info, ctx.prisma.user, args, { where, orderBy: [{ username: 'asc' }, { id: 'asc' }] });
    },
  }, { name: 'GroupPlatformUserConnection' }, { name: 'GroupPlatformUserEdge' }),
}));

builder.prismaObjectField('User', 'isMemberOf', (t) =>
  t.boolean({
    description: 'Whether the user belongs to the given group',
    args: { groupId: t.arg.int({ required: true }) },
    select: (args) => ({ memberships: { where: { groupId: args.groupId }, select: { groupId: true } } }),
    resolve: (user) => user.memberships.length > 0,
  }),
);

builder.queryField('groups', (t) =>
  t.connection({
    type: GroupRef,
    description: "A platform's groups by id (administrators; level 9 may name any platform).",
    authScopes: { admin: true },
    args: { pid: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx, info) => {
      const viewer = requireAdmin(ctx);
      const where = { pid: listPid(viewer, args.pid) };
      return resolvePrismaPage(ctx, info, ctx.prisma.group, withPageSize(args, 200), { where, orderBy: { id: 'asc' } });
    },
  }, { name: 'GroupConnection' }, { name: 'GroupEdge' }),
);

builder.queryField('assignablePlatforms', (t) =>
  t.prismaField({
    type: ['Platform'],
    description: 'Platforms an administrator may assign groups, product lists and themes to.',
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.platform.findMany({ ...query, where: assignablePlatformsWhere(requireAdmin(ctx)), orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
  }),
);

interface CustomerOptionShape {
  id: number;
  erpId: string | null;
  companyName: string;
  label: string;
}

const DefaultCustomerOption = builder.objectRef<CustomerOptionShape>('DefaultCustomerOption').implement({
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    erpId: t.exposeString('erpId', { nullable: true }),
    companyName: t.exposeString('companyName'),
    label: t.exposeString('label'),
  }),
});

builder.queryField('defaultCustomerOptions', (t) =>
  t.field({
    type: [DefaultCustomerOption],
    description: "Customers of the platform with an ERP id, labelled by company name (or ERP id) and billing address.",
    authScopes: { admin: true },
    args: { pid: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => defaultCustomerOptions(ctx, args.pid),
  }),
);

const GroupInputRef = builder.inputType('GroupInput', {
  fields: (t) => ({
    pid: t.int({ required: false }),
    name: t.string({ required: false }),
    description: t.string({ required: false }),
    defaultCustomerId: t.int({ required: false }),
    productListId: t.int({ required: false }),
  }),
});

builder.mutationField('createGroup', (t) =>
  t.prismaField({
    type: 'Group',
    authScopes: { admin: true },
    args: { input: t.arg({ type: GroupInputRef, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const group = await createGroup(ctx, args.input);
      return ctx.prisma.group.findUniqueOrThrow({ ...query, where: { id: group.id } });
    },
  }),
);

builder.mutationField('updateGroup', (t) =>
  t.prismaField({
    type: 'Group',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: GroupInputRef, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const group = await updateGroup(ctx, args.id, args.input);
      return ctx.prisma.group.findUniqueOrThrow({ ...query, where: { id: group.id } });
    },
  }),
);

builder.mutationField('deleteGroup', (t) =>
  t.field({
    type: 'ID',
    description: "Deletes a group; returns its global node id.",
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteGroup(ctx, args.id);
      return encodeGlobalID('Group', args.id);
    },
  }),
);

builder.mutationField('setGroupMember', (t) =>
  t.prismaField({
    type: 'User',
    description: "Adds (member true) or removes a user from a group: the user's groups and the group's members change together.",
    authScopes: { admin: true },
    args: {
      groupId: t.arg.int({ required: true }),
      userId: t.arg.int({ required: true }),
      member: t.arg.boolean({ required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      await setGroupMember(ctx, args.groupId, args.userId, args.member);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: args.userId } });
    },
  }),
);

builder.mutationField('setActiveGroup', (t) =>
  t.prismaField({
    type: 'User',
    description: "Filters the user's pages by one of their groups; null shows only their own content.",
    authScopes: { signedIn: true },
    args: { groupId: t.arg.int({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const userId = await setActiveGroup(ctx, args.groupId ?? null);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
);
