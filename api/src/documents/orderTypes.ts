import { encodeGlobalID } from '@pothos/plugin-relay';
import { CommunicationRef } from './types.ts';
import { listCommunications } from './quoteDocuments.ts';
import { pipe } from 'graphql-yoga';
import { builder } from '../schema/builder.ts';
import { requireViewer } from '../schema/access.ts';
import { QuoteRef } from './types.ts';
import { canViewQuote, QUOTE_TYPE } from './quoteService.ts';
import { lineTotal } from './totals.ts';
import {
  copyOrder,
  deleteOrder,
  orderStatusEmailsInput,
  orderStatusInput,
  placeOrder,
  reportOrderStatus,
  sendOrderStatusEmails,
} from './orderService.ts';
import { documentStatusLabel, presentDocumentLines, quoteCustomerErpId, quoteExpirationDate, type DocumentLineCosts } from './orderPresenters.ts';
import { AppError } from '../schema/errors.ts';
import type { z } from 'zod';
import { forCurrentViewer } from '../live/rights.ts';
import { readOncePerEvent } from '../live/eventReads.ts';
import type { OrderStatusEvent } from '../live/pubsub.ts';

interface DocumentLine extends DocumentLineCosts {
  id: number;
  lineNumber: number;
  partNumber: string;
  description: string;
  quantity: number;
  price: { toFixed(d: number): string; times(n: number): { toFixed(d: number): string } };
  imgUrl: string | null;
  type: number | null;
  series: string | null;
  modelNo: string | null;
  details: unknown;
}

const DocumentLineRef = builder.objectRef<DocumentLine>('DocumentLine').implement({
  description: 'A line as printed or shown on the internal documents page; cost and margin only for dealers and administrators.',
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    lineNumber: t.exposeInt('lineNumber'),
    partNumber: t.exposeString('partNumber'),
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity'),
    type: t.exposeInt('type', { nullable: true }),
    series: t.exposeString('series', { nullable: true }),
    modelNo: t.exposeString('modelNo', { nullable: true }),
    imgUrl: t.exposeString('imgUrl', { nullable: true }),
    details: t.field({ type: 'JSON', resolve: (line) => line.details }),
    unitPrice: t.field({ type: 'Decimal', resolve: (line) => line.price.toFixed(2) }),
    total: t.field({ type: 'Decimal', resolve: (line) => lineTotal(line) }),
    unitCost: t.field({ type: 'Decimal', nullable: true, resolve: (line) => line.unitCost }),
    costTotal: t.field({ type: 'Decimal', nullable: true, resolve: (line) => line.costTotal }),
    margin: t.float({ nullable: true, description: 'Gross margin as a fraction of the price', resolve: (line) => line.margin }),
  }),
});

builder.prismaObjectFields(QuoteRef, (t) => ({
  orderStatusLabel: t.string({
    nullable: true,
    description: "'Submitted' when csiStatus is W, else the ERP status name (the platform's completion label for O); null for quotes",
    select: { type: true, orderStatus: true, csiStatus: true, platform: { select: { csiOrderCompleteString: true } } },
    resolve: (quote) => documentStatusLabel(quote),
  }),
  customerErpId: t.string({
    nullable: true,
    description: "ERP id of the quote's customer (for level 1 and below, their own customer when the quote has none); Place Order needs it",
    select: { customer: { select: { id: true, pid: true, erpId: true } } },
    resolve: (quote, _args, ctx) => quoteCustomerErpId(ctx, quote),
  }),
  expirationDate: t.field({
    type: 'DateTime',
    description: 'Created date plus 60 days',
    select: { createdAt: true },
    resolve: (quote) => quoteExpirationDate(quote),
  }),
  documentLines: t.field({
    type: [DocumentLineRef],
    select: () => ({
      pid: true,
      lines: {
        orderBy: { lineNumber: 'asc' },
        select: {
          id: true,
          lineNumber: true,
          partNumber: true,
          description: true,
          quantity: true,
          price: true,
          cost: true,
          imgUrl: true,
          type: true,
          series: true,
          modelNo: true,
          details: true,
          product: { select: { cost: true } },
        },
      },
    }),
    resolve: (quote, _args, ctx) => presentDocumentLines(ctx.viewer, quote),
  }),
}));

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

builder.subscriptionField('orderStatusChanged', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'An order the viewer may see changed status (its own, its group, or its platform for administrators).',
    authScopes: { guarded: true },
    subscribe: (_root, _args, ctx) => {
      requireViewer(ctx.viewer);
      return pipe(
        ctx.pubsub.subscribe('orderStatus'),
        forCurrentViewer(ctx, (viewer, event: OrderStatusEvent) =>
          canViewQuote(viewer, { pid: event.pid, createdByUserId: event.createdByUserId, groupId: event.groupId, type: QUOTE_TYPE.order }),
        ),
      );
    },
    resolve: (query, event, _args, ctx) =>
      readOncePerEvent(event, query, () =>
        ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: (event as unknown as OrderStatusEvent).quoteId } }),
      ),
  }),
);
