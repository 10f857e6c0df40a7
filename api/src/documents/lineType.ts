import { builder } from '../schema/builder.ts';
import { visibleQuoteWhere } from './quoteService.ts';
import { presentLineOfQuote } from './quotePresenters.ts';
import { lineQuantityLimit } from './lines.ts';
import { lineTotal } from './totals.ts';
import { CheckRef } from '../configurator/types.ts';
import { checkLineConfiguration } from '../configurator/service.ts';

/**
 * A line is visible with its document. QuoteLine carries no type-level check, so its hundreds of
 * fields per quote stay plain property reads: every way to reach a line checks its quote instead
 * (`Quote.lines` through the quote's own check, mutations in their services, `findUnique` for `node(id)`).
 * Lines are whole rows (include mode): in select mode each of a line's columns is a field the
 * Prisma plugin looks up the row's planned selection for, which a compiled query (graphql-jit, see
 * http/compiledExecution.ts) does not find for a list's rows reached through fragments, and every
 * line was read again. The quote is in select mode; its lines are read in the quote's statement.
 */
export const QuoteLineRef = builder.prismaNode('QuoteLine', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id: Number(id), quote: visibleQuoteWhere(ctx.viewer) }),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    _id: t.exposeString('clientId'),
    quoteId: t.exposeInt('quoteId'),
    // Read with the line (joined in); the Quote type's own check decides whether the viewer sees it.
    quote: t.relation('quote'),
    lineNumber: t.exposeInt('lineNumber'),
    configurationId: t.exposeString('configurationId'),
    headerId: t.exposeString('headerId', { nullable: true }),
    productId: t.exposeInt('productId', { nullable: true }),
    quantity: t.exposeInt('quantity'),
    price: t.expose('price', { type: 'Decimal' }),
    /** quantity x price */
    total: t.field({ type: 'Decimal', resolve: (line) => lineTotal(line) }),
    /** dealer cost: administrators of the platform and dealers (level 3+) only (`seesDealerCost`) */
    cost: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: async (line, _args, ctx) => (line.cost == null ? null : (await presentLineOfQuote(ctx, line)).cost),
    }),
    imgUrl: t.exposeString('imgUrl', { nullable: true }),
    description: t.exposeString('description'),
    partNumber: t.exposeString('partNumber'),
    series: t.exposeString('series', { nullable: true }),
    modelNo: t.exposeString('modelNo', { nullable: true }),
    username: t.exposeString('username'),
    type: t.exposeInt('type', { nullable: true }),
    details: t.expose('details', { type: 'JSON' }),
    isNonConfigurable: t.exposeBoolean('isNonConfigurable'),
    sourceConfigurationId: t.exposeString('sourceConfigurationId', { nullable: true }),
    sourceHeaderId: t.exposeString('sourceHeaderId', { nullable: true }),
    sessionId: t.exposeString('sessionId', { nullable: true }),
    quoteCreated: t.exposeString('quoteCreated'),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
    trackingUrl: t.exposeString('trackingUrl', { nullable: true }),
    /** the line's ERP id: users above level 1 of the platform only (`seesErpIds`) */
    erpId: t.string({
      nullable: true,
      resolve: async (line, _args, ctx) => (line.erpId == null ? null : (await presentLineOfQuote(ctx, line)).erpId),
    }),
    /** the most this line's quantity may be: the stock count of a stock-limited fixed-price product */
    maxQuantity: t.int({ nullable: true, resolve: (line, _args, ctx) => lineQuantityLimit(ctx, line) }),
    // A quote line carries its re-check, so the lines table (and copies of lines, quotes and orders)
    // flag configurations the current model no longer accepts or prices differently.
    configurationCheck: t.field({
      type: CheckRef,
      description: "The line's configuration re-checked against the current model version",
      resolve: (line, _args, ctx) => checkLineConfiguration(ctx, line),
    }),
  }),
});
