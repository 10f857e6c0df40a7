import { builder } from '../schema/builder.ts';
import { parseInput } from '../groups/validation.ts';
import { StatusTypeRef } from '../statusTypes/types.ts';
import { OrderEventRef } from '../orderEvents/types.ts';
import { assignableStatusTypesWhere, orderStatusTypeInput, setOrderStatusType } from './statusChanges.ts';

// An order's platform status type: the field on the order, the choices its administrator has, and setting it.

builder.prismaObjectFields('Quote', (t) => ({
  statusType: t.relation('statusType', {
    nullable: true,
    description: "The platform's status type an administrator set on the order (null: none yet)",
  }),
  assignableStatusTypes: t.prismaField({
    type: [StatusTypeRef],
    description: "The platform's visible status types the viewer may set on this order (their role level at least the type's minimum), by display order; empty unless the viewer administers the order's platform or it is not an order",
    select: { pid: true, type: true },
    resolve: (query, quote, _args, ctx) => {
      const where = quote.type === 2 ? assignableStatusTypesWhere(ctx.viewer, quote.pid) : null;
      if (!where) return [];
      return ctx.prisma.statusType.findMany({ ...query, where, orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }] });
    },
  }),
}));

builder.mutationField('setOrderStatusType', (t) =>
  t.prismaField({
    type: OrderEventRef,
    description:
      "An administrator of the order's platform sets one of its status types on the order (their role level at least the status type's minimum); answers the new event on the order's timeline.",
    authScopes: { admin: true },
    args: { quoteId: t.arg.int({ required: true }), statusTypeId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const event = await setOrderStatusType(ctx, parseInput(orderStatusTypeInput, args));
      return ctx.prisma.orderEvent.findUniqueOrThrow({ ...query, where: { id: event.id } });
    },
  }),
);
