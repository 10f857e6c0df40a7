import { builder } from '../schema/builder.ts';
import { administers } from '../schema/access.ts';
import { isGroupMember, setActiveGroup } from './service.ts';

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
