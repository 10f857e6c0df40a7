import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.ts';
import { canReachPlatform } from '../schema/access.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { stripNulls } from '../schema/input.ts';
import { createStatusType, deleteStatusType, statusTypeWhere, updateStatusType } from './service.ts';
import { orderWithIdTieBreak } from '../db/listOrder.ts';

export const StatusTypeRef = builder.prismaNode('StatusType', {
  id: { field: 'id' },
  authScopes: (statusType, ctx) => canReachPlatform(ctx.viewer, statusType.pid),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    name: t.exposeString('name'),
    visible: t.exposeBoolean('visible'),
    /** the minimum role level needed to assign this status */
    roleLevel: t.exposeInt('roleLevel'),
    displayOrder: t.exposeInt('displayOrder'),
  }),
});

const StatusTypeOrderField = builder.enumType('StatusTypeOrderField', {
  values: ['id', 'name', 'visible', 'roleLevel', 'displayOrder'] as const,
});
const StatusTypeOrder = builder.inputType('StatusTypeOrder', {
  fields: (t) => ({
    field: t.field({ type: StatusTypeOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

const StatusTypeInput = builder.inputType('StatusTypeInput', {
  fields: (t) => ({
    name: t.string(),
    visible: t.boolean(),
    roleLevel: t.int({ description: '0 to 9' }),
    displayOrder: t.int({ description: '0 or more' }),
    pid: t.int({ description: 'Level 9 only: the platform of a new status type' }),
  }),
});

builder.queryField('statusTypes', (t) =>
  t.connection(
    {
      type: StatusTypeRef,
      description: "The platform's status types, default order displayOrder ascending.",
      authScopes: { signedIn: true },
      args: {
        roleLevel: t.arg.int({ required: false, description: 'Only the types assignable at this role level' }),
        orderBy: t.arg({ type: StatusTypeOrder, required: false }),
        search: t.arg.string({ required: false }),
        pid: t.arg.int({ required: false, description: 'Level 9 only: narrow to one platform' }),
      },
      resolve: (_root, args, ctx, info) => {
        const where = statusTypeWhere(ctx, args);
        const field = args.orderBy?.field ?? 'displayOrder';
        const direction = args.orderBy?.direction === 'DESC' ? 'desc' : 'asc';
        const orderBy = orderWithIdTieBreak(field, direction);
        return resolvePrismaPage(ctx, info, ctx.prisma.statusType, args, { where, orderBy: orderBy as never });
      },
    },
    { name: 'StatusTypeConnection' },
    { name: 'StatusTypeEdge' },
  ),
);

builder.mutationField('createStatusType', (t) =>
  t.prismaField({
    type: 'StatusType',
    authScopes: { admin: true },
    args: { input: t.arg({ type: StatusTypeInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const created = await createStatusType(ctx, stripNulls(args.input));
      return ctx.prisma.statusType.findUniqueOrThrow({ ...query, where: { id: created.id } });
    },
  }),
);

builder.mutationField('updateStatusType', (t) =>
  t.prismaField({
    type: 'StatusType',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: StatusTypeInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const updated = await updateStatusType(ctx, args.id, stripNulls(args.input));
      return ctx.prisma.statusType.findUniqueOrThrow({ ...query, where: { id: updated.id } });
    },
  }),
);

builder.mutationField('deleteStatusType', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes a status type; returns its global node id.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteStatusType(ctx, args.id);
      return encodeGlobalID('StatusType', args.id);
    },
  }),
);
