import { builder } from '../schema/builder.ts';
import { administers } from '../schema/access.ts';

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
