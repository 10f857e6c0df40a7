import { builder } from '../schema/builder.ts';
import './quoteType.ts';
import { customerStatusLabel, getRevisionDiff, reviseQuote, revisionRows, REVISION_ROW_COLUMNS, type RevisionChange, type RevisionRow } from './revisions.ts';
import { isQuoteExpired } from './expiry.ts';

export const QuoteRevisionRef = builder.objectRef<RevisionRow>('QuoteRevision').implement({
  description: "One revision of a quote: a frozen one, or the current one (the quote's live rows).",
  fields: (t) => ({
    revision: t.exposeInt('revision'),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'when the revision began' }),
    createdBy: t.exposeString('createdBy', { description: 'who began the revision' }),
    totalCost: t.field({ type: 'Decimal', resolve: (row) => row.totalCost }),
    status: t.exposeString('status', { description: 'Draft, Sent, Viewed, Changes requested, Accepted or Ordered' }),
    current: t.exposeBoolean('current'),
  }),
});

export const RevisionChangeRef = builder.objectRef<RevisionChange>('RevisionChange').implement({
  description: "A difference between two revisions: a line added, removed or changed (a field, or a configured option by its caption), or a change of the quote's customer, addresses, job fields or total (lineNumber null).",
  fields: (t) => ({
    lineNumber: t.exposeInt('lineNumber', { nullable: true }),
    kind: t.exposeString('kind', { description: 'added, removed or changed' }),
    field: t.exposeString('field'),
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

builder.prismaObjectFields('Quote', (t) => ({
  revision: t.exposeInt('revision', { description: 'the current revision, from 1' }),
  orderedRevision: t.exposeInt('orderedRevision', { nullable: true, description: 'the revision that became the order' }),
  expired: t.boolean({
    description: "true once a quote's current revision is older than 60 days: it cannot be placed, paid or accepted until revised",
    select: { type: true, createdAt: true, revisionCreatedAt: true },
    resolve: (quote) => isQuoteExpired(quote),
  }),
  customerStatus: t.string({
    nullable: true,
    description: "what the customer did with the sent link: Sent, Viewed, Changes requested or Accepted (null: not sent)",
    select: { customerStatus: true },
    resolve: (quote) => (quote.customerStatus ? customerStatusLabel(quote.customerStatus) : null),
  }),
  revisions: t.field({
    type: [QuoteRevisionRef],
    description: 'every revision, oldest first; the last is the current one',
    // the quote is already read and its access checked: only its frozen revisions are read
    select: REVISION_ROW_COLUMNS,
    resolve: (quote, _args, ctx) => revisionRows(ctx.prisma, quote),
  }),
}));

builder.queryField('revisionDiff', (t) =>
  t.field({
    type: [RevisionChangeRef],
    description: 'What changed from one revision of a quote to another (either may be the current one).',
    authScopes: { signedIn: true },
    args: { quoteId: t.arg.int({ required: true }), from: t.arg.int({ required: true }), to: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => getRevisionDiff(ctx, args.quoteId, args.from, args.to),
  }),
);

builder.mutationField('reviseQuote', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'Freezes the current revision and continues the quote as the next one (re-priced first when expired; the 60 days restart).',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await reviseQuote(ctx, args.id);
      return ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: args.id } });
    },
  }),
);
