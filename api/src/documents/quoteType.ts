import { builder } from '../schema/builder.ts';
import { canViewQuote, QUOTE_ACCESS_SELECT, QUOTE_TYPE } from './quoteService.ts';
import { canEditQuote } from './quoteDocuments.ts';
import { orderLineRefusal } from './orderChanges.ts';
import { nextLineNumber } from './lines.ts';

/** A quote, order or quote request, visible to whoever may see the document (`canViewQuote`). */
export const QuoteRef = builder.prismaNode('Quote', {
  id: { field: 'id' },
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
    lines: t.relation('lines', { query: { orderBy: { lineNumber: 'asc' } } }),
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
    nextLineNumber: t.int({ resolve: (quote, _args, ctx) => nextLineNumber(ctx.prisma, quote.id) }),
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
  }),
});
