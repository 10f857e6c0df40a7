import { encodeGlobalID } from '@pothos/plugin-relay';
import { CommunicationRef } from './communicationType.ts';
import { listCommunications } from './quoteDocuments.ts';
import { builder } from '../schema/builder.ts';
import { requireViewer } from '../schema/access.ts';
import { orderAudienceKey, sharedOrderFields } from '../orderEvents/service.ts';
import { QuoteRef } from './quoteType.ts';
import { canViewQuote, QUOTE_TYPE } from './quoteService.ts';
import {
  copyOrder,
  deleteOrder,
  orderStatusEmailsInput,
  orderStatusInput,
  placeOrder,
  reportOrderStatus,
  sendOrderStatusEmails,
} from './orderService.ts';
import { AppError } from '../schema/errors.ts';
import type { z } from 'zod';
import { liveEvents } from '../live/liveEvents.ts';
import { liveAudience } from '../live/audiences.ts';
import { readOncePerEvent } from '../live/eventReads.ts';
import type { OrderStatusEvent } from '../live/pubsub.ts';

builder.queryField('quoteCommunications', (t) =>
  t.field({
    type: [CommunicationRef],
    authScopes: { signedIn: true },
    args: { quoteId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => listCommunications(ctx, args.quoteId),
  }),
);

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    jobName: t.string({ required: false }),
    specifier: t.string({ required: false }),
    specifierLocation: t.string({ required: false }),
  }),
});

builder.mutationField('placeOrder', (t) =>
  t.field({
    type: QuoteRef,
    description: 'Checks the quote (§4.5), submits it to the platform ERP (or verifies the card payment) and turns it into an order',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: PlaceOrderInput, required: false }) },
    resolve: async (_root, args, ctx) => placeOrder(ctx, args.id, args.input ?? {}),
  }),
);

builder.mutationField('copyOrder', (t) =>
  t.field({
    type: QuoteRef,
    description: 'Copies an order, its lines and their configurations, into a new quote of the viewer',
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => copyOrder(ctx, args.id),
  }),
);

builder.mutationField('deleteOrder', (t) =>
  t.field({
    type: 'ID',
    description: 'Level 9 only. Returns the global id of the deleted order.',
    authScopes: { superAdmin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = await deleteOrder(ctx, args.id);
      return encodeGlobalID('Quote', id);
    },
  }),
);

const OrderStatusUpdate = builder.objectRef<{ id: number; changed: boolean }>('OrderStatusUpdate').implement({
  fields: (t) => ({ rowId: t.exposeInt('id'), changed: t.exposeBoolean('changed') }),
});

builder.mutationField('reportOrderStatus', (t) =>
  t.field({
    type: OrderStatusUpdate,
    description: "An order's ERP status changed (administrators and the ERP's API token)",
    authScopes: { admin: true },
    args: {
      id: t.arg.int({ required: false }),
      erpOrderNo: t.arg.string({ required: false }),
      status: t.arg.string({ required: false, description: 'P Planned, S Stopped, O Ordered, H History' }),
      csiStatus: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => {
      const parsed = orderStatusInput.safeParse({
        swiftsellQuoteId: args.id ?? undefined,
        erpOrderNo: args.erpOrderNo ?? undefined,
        status: args.status ?? undefined,
        csiStatus: args.csiStatus,
      });
      if (!parsed.success) throw new AppError(parsed.error.issues[0]?.message ?? 'Invalid input.', { field: String(parsed.error.issues[0]?.path[0] ?? '') });
      return reportOrderStatus(ctx, parsed.data);
    },
  }),
);

builder.mutationField('sendOrderStatusEmails', (t) =>
  t.field({
    type: 'Int',
    description: 'Sends an order-status email; returns the number of recipients',
    authScopes: { admin: true },
    args: {
      emails: t.arg.stringList({ required: true }),
      subject: t.arg.string({ required: true }),
      htmlBody: t.arg.string({ required: true }),
      quoteId: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const parsed = orderStatusEmailsInput.safeParse({ ...args, quoteId: args.quoteId ?? undefined });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(`${issue?.path.join('.')}: ${issue?.message}`, { field: String(issue?.path[0] ?? '') });
      }
      return (await sendOrderStatusEmails(ctx, parsed.data as z.infer<typeof orderStatusEmailsInput>)).recipients;
    },
  }),
);

/**
 * Who shares an order-status answer: each subscriber has first been checked for the order itself
 * (canViewQuote, as the Quote type checks it).
 */
const orderStatusAudience = { fields: sharedOrderFields, key: orderAudienceKey } as const;

builder.subscriptionField('orderStatusChanged', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'An order the viewer may see changed status (its own, its group, or its platform for administrators).',
    authScopes: { guarded: true },
    extensions: liveAudience(orderStatusAudience),
    subscribe: (_root, _args, ctx) => {
      requireViewer(ctx.viewer);
      return liveEvents(ctx, 'orderStatus', (viewer, event: OrderStatusEvent) =>
          canViewQuote(viewer, { pid: event.pid, createdByUserId: event.createdByUserId, groupId: event.groupId, type: QUOTE_TYPE.order }),
      );
    },
    resolve: (query, event, _args, ctx) =>
      readOncePerEvent(event, query, () =>
        ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: (event as unknown as OrderStatusEvent).quoteId } }),
      ),
  }),
);
