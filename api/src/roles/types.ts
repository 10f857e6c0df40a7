import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.ts';
import { requireViewer, isSuperAdmin } from '../schema/access.ts';
import { createRole, deleteRole, roleListWhere, updateRole } from './service.ts';

/** Built-in roles (no platform) are visible to every signed-in user; a platform's own to its users. */
export const RoleRef = builder.prismaNode('Role', {
  id: { field: 'id' },
  authScopes: (role, ctx) => !!ctx.viewer && (role.pid == null || role.pid === ctx.viewer.pid || isSuperAdmin(ctx.viewer)),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid', { nullable: true }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    roleLevel: t.exposeInt('roleLevel'),
    userCount: t.relationCount('users', {
      description: 'Users holding the role (of the viewer’s platform, or of every platform for level 9)',
      authScopes: { admin: true },
      where: (_args, ctx) => (ctx.viewer && !isSuperAdmin(ctx.viewer) ? { pid: ctx.viewer.pid } : {}),
    }),
  }),
});

builder.queryField('roles', (t) =>
  t.prismaField({
    type: ['Role'],
    description: 'Roles of a platform (built-in and its own) up to the viewer’s level, highest level first.',
    authScopes: { admin: true },
    args: { pid: t.arg.int({ required: false, description: 'Level 9 only: another platform' }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.role.findMany({
        ...query,
        where: roleListWhere(requireViewer(ctx.viewer), args.pid),
        orderBy: [{ roleLevel: 'desc' }, { name: 'asc' }, { id: 'asc' }],
      }),
  }),
);

const RoleInput = builder.inputType('RoleInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    description: t.string({ required: false }),
    roleLevel: t.int({ required: false }),
    pid: t.int({ required: false, description: 'Create only: the platform; omitted for a built-in role' }),
  }),
});

builder.mutationField('createRole', (t) =>
  t.prismaField({
    type: 'Role',
    authScopes: { superAdmin: true },
    args: { input: t.arg({ type: RoleInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await createRole(ctx, args.input);
      return ctx.prisma.role.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

builder.mutationField('updateRole', (t) =>
  t.prismaField({
    type: 'Role',
    authScopes: { superAdmin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: RoleInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await updateRole(ctx, args.id, args.input);
      return ctx.prisma.role.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

builder.mutationField('deleteRole', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes a role no user holds; returns its global node id.',
    authScopes: { superAdmin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => encodeGlobalID('Role', await deleteRole(ctx, args.id)),
  }),
);
