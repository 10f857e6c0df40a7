import { builder } from '../schema/builder.ts';
import { administers, requireViewer } from '../schema/access.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { seesDealerCost } from '../schema/visibility.ts';
import { liveEvents } from '../live/liveEvents.ts';
import { readOncePerEvent } from '../live/eventReads.ts';
import type { ApprovalEvent } from '../live/pubsub.ts';
import { QuoteLineRef } from '../documents/lineType.ts';
import { QuoteRef } from '../documents/quoteType.ts';
import { findVisibleQuote } from '../documents/quoteService.ts';
import { notFound } from '../schema/errors.ts';
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUSES, type ApprovalStatus } from '@quotecraft/rules/approvals';
import {
  APPROVAL_STATE_SELECT,
  approvalListWhere,
  approvalSettingsOf,
  approvalStateOf,
  decideApproval,
  limitsOfLine,
  requestApproval,
  type ApprovalLine,
  type QuoteApprovalState,
} from './service.ts';

/** A line a request covers: its price as asked for, with list price; cost and margin only for those who see dealer cost. */
interface ShownApprovalLine extends ApprovalLine {
  pid: number;
}

const ApprovalLineRef = builder.objectRef<ShownApprovalLine>('ApprovalLine').implement({
  description: 'A line below the margin floor or a discount limit, as the approval request recorded it.',
  fields: (t) => ({
    lineId: t.exposeInt('lineId'),
    lineNumber: t.exposeInt('lineNumber'),
    partNumber: t.exposeString('partNumber'),
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity'),
    price: t.field({ type: 'Decimal', resolve: (line) => line.price }),
    listPrice: t.field({ type: 'Decimal', nullable: true, resolve: (line) => line.listPrice }),
    discountPercent: t.float({ nullable: true, description: '% off list price', resolve: (line) => line.discountPercent }),
    cost: t.field({ type: 'Decimal', nullable: true, resolve: (line, _args, ctx) => (seesDealerCost(ctx.viewer, line.pid) ? line.cost : null) }),
    marginPercent: t.float({
      nullable: true,
      description: 'margin over dealer cost as a % of the price; null unless the caller sees dealer cost',
      resolve: (line, _args, ctx) => (seesDealerCost(ctx.viewer, line.pid) ? line.marginPercent : null),
    }),
    reasons: t.stringList({ description: 'marginFloor and/or discountLimit', resolve: (line) => line.reasons }),
  }),
});

const shownLines = (pid: number, lines: unknown): ShownApprovalLine[] =>
  (Array.isArray(lines) ? (lines as ApprovalLine[]) : []).map((line) => ({ ...line, pid }));

/** An approval request: the platform's administrators (level 9 any) and its requester see it. */
export const QuoteApprovalRef = builder.prismaNode('QuoteApproval', {
  id: { field: 'id' },
  authScopes: (approval, ctx) => administers(ctx.viewer, approval.pid) || (ctx.viewer?.userId != null && ctx.viewer.userId === approval.requestedByUserId),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    quoteId: t.exposeInt('quoteId'),
    pid: t.exposeInt('pid'),
    revision: t.exposeInt('revision'),
    status: t.exposeString('status', { description: 'pending, approved, rejected or void' }),
    statusLabel: t.string({ resolve: (a) => APPROVAL_STATUS_LABELS[a.status as ApprovalStatus] ?? a.status }),
    comment: t.exposeString('comment'),
    lines: t.field({ type: [ApprovalLineRef], resolve: (a) => shownLines(a.pid, a.lines) }),
    totalCost: t.expose('totalCost', { type: 'Decimal' }),
    requestedByUserId: t.exposeInt('requestedByUserId', { nullable: true }),
    requestedByName: t.exposeString('requestedByName'),
    decidedByName: t.exposeString('decidedByName'),
    decisionComment: t.exposeString('decisionComment'),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    voidedAt: t.expose('voidedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    quote: t.field({
      type: QuoteRef,
      nullable: true,
      resolve: (a, _args, ctx) => findVisibleQuote(ctx, a.quoteId),
    }),
    /** whether the caller may decide it: an administrator of its platform who did not ask for it, while it is pending */
    canDecide: t.boolean({
      resolve: (a, _args, ctx) => a.status === 'pending' && administers(ctx.viewer, a.pid) && ctx.viewer?.userId !== a.requestedByUserId,
    }),
  }),
});

const ApprovalStateRef = builder.objectRef<QuoteApprovalState & { pid: number }>('QuoteApprovalState').implement({
  description: "Where a quote stands against its platform's margin floor and discount limits.",
  fields: (t) => ({
    state: t.string({ description: 'none, needed, pending, approved or rejected', resolve: (s) => s.state }),
    message: t.string({ nullable: true, description: 'what Place Order and Checkout answer while it is not approved', resolve: (s) => s.message }),
    lines: t.field({ type: [ApprovalLineRef], resolve: (s) => shownLines(s.pid, s.lines) }),
    latest: t.field({ type: QuoteApprovalRef, nullable: true, resolve: (s) => s.latest }),
  }),
});

builder.prismaObjectField(QuoteRef, 'approval', (t) =>
  t.field({
    type: ApprovalStateRef,
    description: 'Lines below the margin floor or a discount limit, and the approval that covers them',
    // Read with the quote, in the statement that reads its lines for the answer: in their order, as
    // the quote's `lines` field reads them, so that one read of the lines serves both.
    select: { pid: true, ...APPROVAL_STATE_SELECT, lines: { ...APPROVAL_STATE_SELECT.lines, orderBy: { lineNumber: 'asc' } } },
    resolve: (quote) => ({ ...approvalStateOf(quote), pid: quote.pid }),
  }),
);

const NO_LIMITS = approvalSettingsOf({ marginFloorPercent: null, maxDiscountPercents: {} });

/** A line's list price, discount and margin (margin only for those who see dealer cost). */
builder.prismaObjectFields(QuoteLineRef, (t) => ({
  listPrice: t.field({
    type: 'Decimal',
    nullable: true,
    description: 'the unit price from its product or configuration, before a price set by hand',
    resolve: (line) => line.listPrice ?? (line.priceOverride ? null : line.price),
  }),
  discountPercent: t.float({
    nullable: true,
    description: '% off list price',
    resolve: (line) => {
      const list = line.listPrice ?? (line.priceOverride ? null : line.price);
      if (!list || list.isZero()) return null;
      return Math.round(list.minus(line.price).div(list).times(10000).toNumber()) / 100;
    },
  }),
  marginPercent: t.float({
    nullable: true,
    description: 'margin over dealer cost (its own, else its product’s) as a % of the price; null unless the caller sees dealer cost',
    // Who may not see dealer cost costs no read; for the others the product's cost comes from the
    // request's product loader, which the lines' `maxQuantity` already fills (one statement for the quote).
    resolve: async (line, _args, ctx) => {
      const quote = await findVisibleQuote(ctx, line.quoteId);
      if (!quote || !seesDealerCost(ctx.viewer, quote.pid)) return null;
      const product = line.cost == null && line.productId != null ? await ctx.loaders.productStock.load(line.productId) : null;
      return limitsOfLine({ ...line, product }, NO_LIMITS).marginPercent;
    },
  }),
}));

builder.queryField('approvals', (t) =>
  t.connection(
    {
      type: QuoteApprovalRef,
      description: "The approval queue: an administrator's platform's requests, every platform's for level 9; newest first.",
      authScopes: { admin: true },
      args: { status: t.arg.string({ required: false, description: 'pending, approved, rejected or void; all when omitted' }) },
      resolve: (_root, args, ctx, info) => {
        const viewer = requireViewer(ctx.viewer);
        const status = args.status && (APPROVAL_STATUSES as readonly string[]).includes(args.status) ? (args.status as ApprovalStatus) : null;
        return resolvePrismaPage(ctx, info, ctx.prisma.quoteApproval, args, {
          where: approvalListWhere(viewer, status),
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        });
      },
    },
    { name: 'QuoteApprovalConnection' },
    { name: 'QuoteApprovalEdge' },
  ),
);

builder.mutationField('requestQuoteApproval', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'Asks an administrator to approve the lines below the margin floor or a discount limit; returns the quote.',
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }), comment: t.arg.string({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      await requestApproval(ctx, args.id, args.comment);
      return ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: args.id } });
    },
  }),
);

builder.mutationField('decideQuoteApproval', (t) =>
  t.prismaField({
    type: 'QuoteApproval',
    description: "Approves or rejects another user's pending request, with a comment (required to reject).",
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), approve: t.arg.boolean({ required: true }), comment: t.arg.string({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const decided = await decideApproval(ctx, { id: args.id, approve: args.approve, comment: args.comment });
      return ctx.prisma.quoteApproval.findUniqueOrThrow({ ...query, where: { id: decided.id } });
    },
  }),
);

/** Who hears an approval event: the platform's administrators (not the requester of their own), and the requester of a decision. */
export function hearsApproval(viewer: { userId: number | null; pid: number; roleLevel: number } & Parameters<typeof administers>[0], event: ApprovalEvent) {
  const own = viewer?.userId != null && viewer.userId === event.requestedByUserId;
  if (event.kind === 'requested') return !own && administers(viewer, event.pid);
  return own || administers(viewer, event.pid);
}

builder.subscriptionField('quoteApprovalChanged', (t) =>
  t.prismaField({
    type: 'QuoteApproval',
    description: "An approval request was made (to the platform's administrators), decided or voided (to them and its requester).",
    authScopes: { guarded: true },
    subscribe: (_root, _args, ctx) => {
      requireViewer(ctx.viewer);
      return liveEvents(ctx, 'approval', (viewer, event: ApprovalEvent) => hearsApproval(viewer, event));
    },
    resolve: async (query, event, _args, ctx) => {
      const approval = await readOncePerEvent(event, query, () =>
        ctx.prisma.quoteApproval.findUnique({ ...query, where: { id: (event as unknown as ApprovalEvent).approvalId } }),
      );
      if (!approval) throw notFound('Approval request');
      return approval;
    },
  }),
);
