import { builder } from '../schema/builder.ts';
import { isSuperAdmin, requireViewer } from '../schema/access.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { liveEvents } from '../live/liveEvents.ts';
import { readOncePerEvent } from '../live/eventReads.ts';
import { liveAudience } from '../live/audiences.ts';
import type { OrderEventNotice } from '../live/pubsub.ts';
import type { Context } from '../context.ts';
import {
  addOrderComment,
  addOrderShipment,
  canSeeOrderEvent,
  feedAdmits,
  orderEventAudience,
  loadOrderFor,
  orderCommentInput,
  orderFeedWhere,
  orderShipmentInput,
  parseFeedFilter,
  timelineOrderBy,
} from './service.ts';
import { parseInput } from '../groups/validation.ts';

/** An event on an order's timeline, seen by whoever may see the order. */
export const OrderEventRef = builder.prismaNode('OrderEvent', {
  id: { field: 'id' },
  authScopes: (event, ctx) => canSeeOrderEvent(ctx.viewer, { ...event.quote, quoteId: event.quoteId }),
  select: { quoteId: true, quote: { select: { pid: true, groupId: true, createdByUserId: true, customerId: true } } },
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    quoteId: t.exposeInt('quoteId'),
    pid: t.exposeInt('pid'),
    kind: t.exposeString('kind', { description: 'placed, acknowledged, status, payment, shipment, rma, email or comment' }),
    at: t.expose('at', { type: 'DateTime' }),
    actor: t.exposeString('actor', { description: "who or what caused it: a user's name, or ERP, Stripe, System" }),
    actorUserId: t.exposeInt('actorUserId', { nullable: true }),
    text: t.exposeString('text'),
    data: t.field({ type: 'JSON', select: { data: true }, resolve: (event) => event.data }),
    order: t.relation('quote'),
    erpOrderNo: t.string({ nullable: true, select: { quote: { select: { erpOrderNo: true } } }, resolve: (event) => event.quote.erpOrderNo }),
    customerName: t.string({ select: { quote: { select: { customerName: true } } }, resolve: (event) => event.quote.customerName }),
  }),
});

builder.prismaObjectField('Quote', 'timeline', (t) =>
  t.connection(
    {
      type: OrderEventRef,
      description: "The order's timeline, newest first (empty for a quote that is not an order).",
      select: { id: true, type: true },
      // the node's own selection (its order's audience, for its rights) comes with the page's query
      resolve: (quote, args, ctx, info) =>
        resolvePrismaPage(ctx, info, ctx.prisma.orderEvent, args, { where: { quoteId: quote.id }, orderBy: timelineOrderBy }) as never,
    },
    { name: 'OrderEventConnection' },
    { name: 'OrderEventEdge' },
  ),
);

builder.queryField('orderFeed', (t) =>
  t.connection({
    type: OrderEventRef,
    description: "The administrators' feed: events of the platform's orders, newest first (level 9: every platform's, or `pid`'s), by kind and customer.",
    authScopes: { admin: true },
    args: {
      pid: t.arg.int({ required: false, description: 'Level 9 only: one platform' }),
      kind: t.arg.string({ required: false }),
      customerId: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx, info) => {
      const where = orderFeedWhere(requireViewer(ctx.viewer), parseFeedFilter(args));
      return resolvePrismaPage(ctx, info, ctx.prisma.orderEvent, args, { where, orderBy: timelineOrderBy }) as never;
    },
  }),
);

const TrackingLineInput = builder.inputType('TrackingLineInput', {
  fields: (t) => ({
    lineNumber: t.int({ required: true }),
    trackingNumber: t.string({ required: true }),
    trackingUrl: t.string({ required: false }),
  }),
});

builder.mutationField('addOrderComment', (t) =>
  t.prismaField({
    type: 'OrderEvent',
    description: "A comment on an order's timeline, by the buyer or the platform's staff.",
    authScopes: { guarded: true },
    args: { quoteId: t.arg.int({ required: true }), text: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const event = await addOrderComment(ctx, parseInput(orderCommentInput, args));
      return ctx.prisma.orderEvent.findUniqueOrThrow({ ...query, where: { id: event.id } });
    },
  }),
);

builder.mutationField('addOrderShipment', (t) =>
  t.prismaField({
    type: 'OrderEvent',
    description: "An administrator of the order's platform enters tracking numbers (and URLs) for lines of the order.",
    authScopes: { admin: true },
    args: { quoteId: t.arg.int({ required: true }), lines: t.arg({ type: [TrackingLineInput], required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const event = await addOrderShipment(ctx, parseInput(orderShipmentInput, args));
      return ctx.prisma.orderEvent.findUniqueOrThrow({ ...query, where: { id: event.id } });
    },
  }),
);

const readEvent = (ctx: Context, query: object, event: OrderEventNotice) =>
  readOncePerEvent(event, query, () => ctx.prisma.orderEvent.findUniqueOrThrow({ ...query, where: { id: event.id } }));

builder.subscriptionField('orderTimeline', (t) =>
  t.prismaField({
    type: 'OrderEvent',
    description: "Each new event of one order's timeline, for whoever may see the order.",
    authScopes: { guarded: true },
    extensions: liveAudience(orderEventAudience),
    args: { quoteId: t.arg.int({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const { order } = await loadOrderFor(ctx, args.quoteId);
      return liveEvents(ctx, 'orderEvent', (viewer, event: OrderEventNotice) => event.quoteId === order.id && canSeeOrderEvent(viewer, event));
    },
    resolve: (query, event, _args, ctx) => readEvent(ctx, query, event as unknown as OrderEventNotice),
  }),
);

builder.subscriptionField('orderEvents', (t) =>
  t.prismaField({
    type: 'OrderEvent',
    description:
      "Every new event of the platform's orders as it happens (level 9: every platform's, or `pid`'s), by kind and customer: administrators, and API tokens with the read or orders:status scope. Each event is checked against the subscriber's rights as they are then.",
    authScopes: { admin: true },
    extensions: liveAudience(orderEventAudience),
    args: {
      pid: t.arg.int({ required: false, description: 'Level 9 only: one platform' }),
      kind: t.arg.string({ required: false }),
      customerId: t.arg.int({ required: false }),
    },
    subscribe: (_root, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const filter = parseFeedFilter(args);
      orderFeedWhere(viewer, filter);
      // only level 9 chooses a platform (everyone else has their own)
      if (!isSuperAdmin(viewer)) filter.pid = null;
      return liveEvents(ctx, 'orderEvent', (current, event: OrderEventNotice) => feedAdmits(current, filter, event));
    },
    resolve: (query, event, _args, ctx) => readEvent(ctx, query, event as unknown as OrderEventNotice),
  }),
);
