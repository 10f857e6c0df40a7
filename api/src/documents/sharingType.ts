import { builder } from '../schema/builder.ts';
import { requireViewer } from '../schema/access.ts';
import { liveEvents } from '../live/liveEvents.ts';
import { readOncePerEvent } from '../live/eventReads.ts';
import type { QuoteCustomerEvent } from '../live/pubsub.ts';
import { canViewQuote } from './quoteService.ts';
import { acceptSharedQuote, customerResponseOf, mayPlaceAcceptedQuote, placeAcceptedQuote, requestQuoteChanges, revokeQuoteLinks, sendQuote, shareRecipients, viewSharedQuote } from './sharing.ts';
import { QuoteRef } from './quoteType.ts';

type SharedView = Awaited<ReturnType<typeof viewSharedQuote>>;
type SharedContent = NonNullable<SharedView['quote']>;

const SharedLineRef = builder.objectRef<SharedContent['lines'][number]>('SharedQuoteLine').implement({
  fields: (t) => ({
    lineNumber: t.exposeInt('lineNumber'),
    partNumber: t.exposeString('partNumber'),
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.field({ type: 'Decimal', resolve: (l) => l.unitPrice }),
    total: t.field({ type: 'Decimal', resolve: (l) => l.total }),
  }),
});

const SharedContentRef = builder.objectRef<SharedContent>('SharedQuoteContent').implement({
  description: 'The printable content of a sent quote: no cost or margin.',
  fields: (t) => ({
    customerName: t.exposeString('customerName'),
    jobName: t.exposeString('jobName'),
    specifier: t.exposeString('specifier'),
    specifierLocation: t.exposeString('specifierLocation'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expirationDate: t.expose('expirationDate', { type: 'DateTime' }),
    totalCost: t.field({ type: 'Decimal', resolve: (q) => q.totalCost }),
    lines: t.field({ type: [SharedLineRef], resolve: (q) => q.lines }),
    acceptedBy: t.exposeString('acceptedBy', { nullable: true }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
  }),
});

const SharedContactRef = builder.objectRef<SharedView['contact']>('SharedQuoteContact').implement({
  fields: (t) => ({ name: t.exposeString('name'), email: t.exposeString('email'), company: t.exposeString('company') }),
});

const SharedQuoteRef = builder.objectRef<SharedView>('SharedQuote').implement({
  description: "A quote as its sent link shows it. state: open, revoked, superseded (a later revision exists), expired or ordered; quote is null unless open.",
  fields: (t) => ({
    state: t.exposeString('state'),
    quoteId: t.exposeInt('quoteId'),
    revision: t.exposeInt('revision'),
    expiredOn: t.expose('expiredOn', { type: 'DateTime', nullable: true, description: 'When the quote expired, for an expired link; else null.' }),
    contact: t.field({ type: SharedContactRef, resolve: (s) => s.contact }),
    quote: t.field({ type: SharedContentRef, nullable: true, resolve: (s) => s.quote }),
  }),
});

builder.queryField('sharedQuote', (t) =>
  t.field({
    type: SharedQuoteRef,
    description: 'The quote a sent link names (no sign-in); its first view is recorded.',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => viewSharedQuote(ctx, args.token),
  }),
);

const SendQuotePayload = builder.objectRef<{ shareUrl: string; recipients: string[]; revision: number }>('SendQuotePayload').implement({
  fields: (t) => ({
    shareUrl: t.exposeString('shareUrl'),
    recipients: t.exposeStringList('recipients'),
    revision: t.exposeInt('revision'),
  }),
});

builder.mutationField('sendQuote', (t) =>
  t.field({
    type: SendQuotePayload,
    description: "Mails the quote's contact (and the platform's users and contacts added) a link to its current revision.",
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }), emails: t.arg.stringList({ required: false }) },
    resolve: (_root, args, ctx) => sendQuote(ctx, args.id, { emails: args.emails ?? [] }),
  }),
);

builder.mutationField('revokeQuoteLinks', (t) =>
  t.int({
    description: 'Revokes every link sent for the quote; answers how many were open.',
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => revokeQuoteLinks(ctx, args.id),
  }),
);

const ShareAnswer = builder.objectRef<{ revision: number; fullName?: string }>('SharedQuoteAnswer').implement({
  fields: (t) => ({ revision: t.exposeInt('revision'), fullName: t.string({ nullable: true, resolve: (a) => a.fullName ?? null }) }),
});

builder.mutationField('acceptSharedQuote', (t) =>
  t.field({
    type: ShareAnswer,
    description: "Accepts the link's revision with the typed full name and the terms ticked (no sign-in).",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }), fullName: t.arg.string({ required: true }), acceptTerms: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => acceptSharedQuote(ctx, args.token, { fullName: args.fullName, acceptTerms: args.acceptTerms }),
  }),
);

builder.mutationField('requestQuoteChanges', (t) =>
  t.field({
    type: ShareAnswer,
    description: 'Asks the sender for changes to the quote, with a comment (no sign-in).',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }), comment: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => requestQuoteChanges(ctx, args.token, { comment: args.comment }),
  }),
);

builder.subscriptionField('quoteCustomerStatusChanged', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'A quote the viewer may see was sent, viewed, accepted or answered with a change request (its customerStatus).',
    authScopes: { guarded: true },
    subscribe: (_root, _args, ctx) => {
      requireViewer(ctx.viewer);
      return liveEvents(ctx, 'quoteCustomer', (viewer, event: QuoteCustomerEvent) =>
          canViewQuote(viewer, { pid: event.pid, createdByUserId: event.createdByUserId, groupId: event.groupId, type: event.type }),
      );
    },
    resolve: (query, event, _args, ctx) =>
      readOncePerEvent(event, query, () => ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: (event as unknown as QuoteCustomerEvent).quoteId } })),
  }),
);

type CustomerResponse = NonNullable<Awaited<ReturnType<typeof customerResponseOf>>>;
const CustomerResponseRef = builder.objectRef<CustomerResponse>('QuoteCustomerResponse').implement({
  description: 'What the customer last did with the sent link: the status word, when, and the accepting name or the change request\'s comment.',
  fields: (t) => ({
    status: t.exposeString('status', { description: 'Sent, Viewed, Changes requested or Accepted' }),
    at: t.expose('at', { type: 'DateTime', nullable: true }),
    note: t.exposeString('note', { nullable: true, description: "Accepted: the full name typed; Changes requested: the buyer's comment" }),
  }),
});

type ShareRecipient = Awaited<ReturnType<typeof shareRecipients>>[number];
const ShareRecipientRef = builder.objectRef<ShareRecipient>('QuoteShareRecipient').implement({
  description: "An address the sender may add when sending a quote: a contact of the quote's customer or a user of its platform.",
  fields: (t) => ({
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind', { description: 'contact or user' }),
  }),
});

builder.prismaObjectFields('Quote', (t) => ({
  customerResponse: t.field({
    type: CustomerResponseRef,
    nullable: true,
    description: 'what the customer last did with the sent link (null: not sent), with when and the accepting name or the comment',
    select: { id: true, revision: true, customerStatus: true, customerStatusAt: true },
    resolve: (quote, _args, ctx) => customerResponseOf(ctx.prisma, quote),
  }),
  viewerCanPlaceAccepted: t.boolean({
    description: "Whether the viewer may place the quote as an order in one step once its customer accepted it (placeAcceptedQuote): its owner or an administrator of its platform",
    select: { id: true, pid: true, type: true, createdByUserId: true, groupId: true },
    resolve: (quote, _args, ctx) => mayPlaceAcceptedQuote(ctx.viewer, quote),
  }),
  shareRecipients: t.field({
    type: [ShareRecipientRef],
    description: "Addresses the viewer may add when sending the quote (the customer's contacts, the platform's users); empty for whoever may not send it",
    select: { id: true, pid: true, customerId: true, groupId: true, createdByUserId: true, type: true },
    resolve: (quote, _args, ctx) => shareRecipients(ctx, quote),
  }),
}));

builder.mutationField('placeAcceptedQuote', (t) =>
  t.field({
    type: QuoteRef,
    description: "Places a quote its customer accepted (the current revision) as an order in one step, by its owner: Place Order's checks and path, with the job fields saved on the quote.",
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => placeAcceptedQuote(ctx, args.id),
  }),
);
