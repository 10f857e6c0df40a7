import { builder } from '../schema/builder.ts';
import { canViewQuote, QUOTE_ACCESS_SELECT, QUOTE_TYPE } from './quoteService.ts';
import { canEditQuote } from './quoteDocuments.ts';
import { orderLineRefusal } from './orderChanges.ts';
import { lineTotal } from './totals.ts';
import { LineCheckRef } from '../configurator/types.ts';
import { checkLinesConfiguration } from '../configurator/service.ts';
import { documentStatusLabel, presentDocumentLines, quoteCustomerErpId, quoteExpirationDate, type DocumentLineCosts } from './orderPresenters.ts';

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

/** The columns of a quote's lines `configurationChecks` reads (the re-check's `CheckedLineColumns`). */
const CHECKED_LINE_SELECT = { id: true, price: true, priceOverride: true, sessionId: true, productId: true, modelVersion: true, isNonConfigurable: true } as const;

/** The order of a quote's lines. Fields that read the lines use it too, so they share the `lines` field's read. */
const LINE_ORDER = { lineNumber: 'asc' } as const;

/**
 * A quote, order or quote request, visible to whoever may see the document (`canViewQuote`).
 * Select mode: a quote is read with the columns its access check needs and those the fields
 * asked for declare (exposed columns, each field's `select`), not every column of the row.
 */
export const QuoteRef = builder.prismaNode('Quote', {
  id: { field: 'id' },
  select: QUOTE_ACCESS_SELECT,
  authScopes: (quote, ctx) => canViewQuote(ctx.viewer, quote),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    _id: t.exposeString('clientId'),
    type: t.exposeInt('type'),
    pid: t.exposeInt('pid'),
    groupId: t.exposeInt('groupId', { nullable: true }),
    jobName: t.exposeString('jobName'),
    specifier: t.exposeString('specifier'),
    specifierLocation: t.exposeString('specifierLocation'),
    customerName: t.exposeString('customerName'),
    contactFirstName: t.string({
      nullable: true,
      select: { contact: { select: { firstName: true } } },
      resolve: (quote) => quote.contact?.firstName ?? null,
    }),
    contactLastName: t.string({
      nullable: true,
      select: { contact: { select: { lastName: true } } },
      resolve: (quote) => quote.contact?.lastName ?? null,
    }),
    companyName: t.string({
      nullable: true,
      select: { customer: { select: { companyName: true } } },
      resolve: (quote) => quote.customer?.companyName ?? null,
    }),
    username: t.exposeString('username'),
    createdByUserId: t.exposeInt('createdByUserId', { nullable: true }),
    createdByFirstName: t.exposeString('createdByFirstName'),
    createdByLastName: t.exposeString('createdByLastName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    totalCost: t.expose('totalCost', { type: 'Decimal' }),
    lineCount: t.exposeInt('lineCount'),
    erpOrderNo: t.exposeString('erpOrderNo', { nullable: true }),
    csiStatus: t.exposeString('csiStatus', { nullable: true }),
    orderStatus: t.exposeString('orderStatus', { nullable: true }),
    dateOrderPlaced: t.expose('dateOrderPlaced', { type: 'DateTime', nullable: true }),
    /** when the quote request was sent to the platform's sales contacts (submitQuoteRequest) */
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    sameAsBilling: t.exposeBoolean('sameAsBilling'),
    contactId: t.exposeInt('contactId', { nullable: true }),
    customerId: t.exposeInt('customerId', { nullable: true }),
    billingAddressId: t.exposeInt('billingAddressId', { nullable: true }),
    shippingAddressId: t.exposeInt('shippingAddressId', { nullable: true }),
    activeOrderId: t.exposeInt('activeOrderId', { nullable: true }),
    integration: t.exposeString('integration', { nullable: true }),
    // Read in one query with the quote when the quote is, else in one query of their own.
    lines: t.relation('lines', { query: { orderBy: LINE_ORDER } }),
    communications: t.relation('communications', { query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] } }),
    contact: t.relation('contact', { nullable: true }),
    customer: t.relation('customer', { nullable: true }),
    billingAddress: t.relation('billingAddress', { nullable: true }),
    shippingAddress: t.relation('shippingAddress', { nullable: true }),
    /** the shipping addresses of the quote's customer, to choose from */
    shippingAddresses: t.prismaField({
      type: ['Address'],
      select: { customerId: true },
      resolve: (query, quote, _args, ctx) =>
        quote.customerId == null
          ? []
          : ctx.prisma.address.findMany({
              ...query,
              where: { customerId: quote.customerId, addressType: 2 },
              orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
            }),
    }),
    /** the number the next line gets; its configuration id is `{quoteId}_{nextLineNumber}` */
    nextLineNumber: t.int({
      select: { lines: { orderBy: LINE_ORDER, select: { lineNumber: true } } },
      resolve: (quote) => (quote.lines.at(-1)?.lineNumber ?? 0) + 1,
    }),
    viewerCanEdit: t.boolean({
      select: QUOTE_ACCESS_SELECT,
      resolve: (quote, _args, ctx) => canEditQuote(ctx.viewer, quote),
    }),
    /** of an order: why the viewer may not reconfigure or delete its lines, null when they may; null for quotes */
    orderLineRefusal: t.string({
      nullable: true,
      select: { id: true, type: true, erpOrderNo: true, csiStatus: true },
      resolve: (quote, _args, ctx) => (quote.type === QUOTE_TYPE.order ? orderLineRefusal(ctx.viewer, quote) : null),
    }),
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
    description: "The current revision's created date (the quote's until it is revised) plus 60 days",
    select: { createdAt: true, revisionCreatedAt: true },
    resolve: (quote) => quoteExpirationDate(quote),
  }),
  documentLines: t.field({
    type: [DocumentLineRef],
    select: () => ({
      pid: true,
      lines: {
        orderBy: LINE_ORDER,
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
    // The quote screen reads its configured lines' re-checks in one list, so the checks share their
    // reads however many lines there are.
    configurationChecks: t.field({
      type: [LineCheckRef],
      description: 'The re-checks of the configured lines against the current model versions, in line order',
      select: { lines: { orderBy: LINE_ORDER, select: CHECKED_LINE_SELECT } },
      resolve: async (quote, _args, ctx) => {
        const lines = quote.lines.filter((line) => !line.isNonConfigurable && line.sessionId != null && line.productId != null);
        const checks = await checkLinesConfiguration(ctx, lines);
        return lines.map((line, i) => ({ lineId: line.id, check: checks[i] }));
      },
    }),
  }),
});
