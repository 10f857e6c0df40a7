import { builder } from '../schema/builder.ts';
import { requireViewer } from '../schema/access.ts';
import './lineType.ts';
import { addProductToQuote, copyLine, createLine, deleteLine, updateLine } from './lines.ts';
import { decimalsToStrings } from './inputs.ts';
import { keepQuote } from '../schema/loaders.ts';
import type { Context } from '../context.ts';
import type { Prisma } from '../generated/prisma/client.ts';

const QuoteLineInput = builder.inputType('QuoteLineInput', {
  fields: (t) => ({
    _id: t.string({ required: false }),
    configurationId: t.string({ required: false }),
    headerId: t.string({ required: false }),
    productId: t.int({ required: false }),
    quantity: t.int({ required: false }),
    price: t.field({ type: 'Decimal', required: false }),
    imgUrl: t.string({ required: false }),
    description: t.string({ required: false }),
    partNumber: t.string({ required: false }),
    type: t.int({ required: false }),
    details: t.field({ type: 'JSON', required: false }),
    isNonConfigurable: t.boolean({ required: false }),
    sourceConfigurationId: t.string({ required: false }),
    sourceHeaderId: t.string({ required: false }),
    sessionId: t.string({ required: false }),
  }),
});

builder.mutationField('createQuoteLine', (t) =>
  t.prismaField({
    type: 'QuoteLine',
    authScopes: { signedIn: true },
    args: { quoteId: t.arg.int({ required: true }), input: t.arg({ type: QuoteLineInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const line = await createLine(ctx, args.quoteId, decimalsToStrings(args.input));
      return ctx.prisma.quoteLine.findUniqueOrThrow({ ...query, where: { id: line.id } });
    },
  }),
);

const UpdateQuoteLineInput = builder.inputType('UpdateQuoteLineInput', {
  fields: (t) => ({
    quantity: t.int({ required: false }),
    price: t.field({ type: 'Decimal', required: false }),
    details: t.field({ type: 'JSON', required: false }),
    imgUrl: t.string({ required: false }),
    sessionId: t.string({ required: false }),
    sourceConfigurationId: t.string({ required: false }),
  }),
});

/**
 * A changed line read for the answer: when the answer asks for its quote, the quote's access
 * columns (always read with it) go to the request's quote loader, so its lines' cost and margin do
 * not read the quote again.
 */
async function readBackWithQuote(ctx: Context, query: { select?: Prisma.QuoteLineSelect; include?: Prisma.QuoteLineInclude }, id: number) {
  const line = await ctx.prisma.quoteLine.findUniqueOrThrow({ ...query, where: { id } });
  const { quote } = line as { quote?: Record<string, unknown> };
  if (quote) keepQuote(ctx.loaders, quote);
  return line;
}

builder.mutationField('updateQuoteLine', (t) =>
  t.prismaField({
    type: 'QuoteLine',
    description: 'Quantity (1 to the stock of a stock-limited product) or a reconfigured line; the quote total follows.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateQuoteLineInput, required: true }) },
    // The line as the change left it, read with what the answer asks of it and of its quote (its
    // new total) in one statement.
    resolve: async (query, _root, args, ctx) => {
      const line = await updateLine(ctx, args.id, decimalsToStrings(args.input));
      return readBackWithQuote(ctx, query, line.id);
    },
  }),
);

builder.mutationField('copyQuoteLine', (t) =>
  t.prismaField({
    type: 'QuoteLine',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    // The copy, read with what the answer asks of it and of its quote (its lines, totals and
    // approval state) in one statement.
    resolve: async (query, _root, args, ctx) => {
      const line = await copyLine(ctx, args.id);
      return readBackWithQuote(ctx, query, line.id);
    },
  }),
);

builder.mutationField('deleteQuoteLine', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'Deletes a line; returns its quote with the new totals.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const line = await deleteLine(ctx, args.id);
      return ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: line.quoteId } });
    },
  }),
);

const AddProductPayload = builder
  .objectRef<{ created: boolean; partNumber: string; message: string; lineId: number; quoteId: number }>('AddProductToQuotePayload')
  .implement({
    fields: (t) => ({
      created: t.exposeBoolean('created', { description: "false when an existing line's quantity was raised" }),
      partNumber: t.exposeString('partNumber'),
      message: t.exposeString('message'),
    }),
  });

builder.objectField(AddProductPayload, 'line', (t) =>
  t.prismaField({
    type: 'QuoteLine',
    resolve: (query, payload, _args, ctx) =>
      ctx.prisma.quoteLine.findUniqueOrThrow({ ...query, where: { id: payload.lineId } }),
  }),
);
builder.objectField(AddProductPayload, 'quote', (t) =>
  t.prismaField({
    type: 'Quote',
    resolve: (query, payload, _args, ctx) =>
      ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: payload.quoteId } }),
  }),
);

builder.mutationField('addProductToQuote', (t) =>
  t.field({
    type: AddProductPayload,
    description: 'Add To Quote for a fixed-price product: raises the quantity of its line or adds one.',
    authScopes: { signedIn: true },
    args: {
      quoteId: t.arg.int({ required: true }),
      productId: t.arg.int({ required: true }),
      quantity: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireViewer(ctx.viewer);
      const result = await addProductToQuote(ctx, args.quoteId, args.productId, args.quantity ?? 1);
      return {
        created: result.created,
        partNumber: result.partNumber,
        message: result.message,
        lineId: result.line.id,
        quoteId: args.quoteId,
      };
    },
  }),
);
