import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../schema/builder.ts';
import { resolveOffsetPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { assertCanListType, canViewQuote, countQuoteList, quoteListWhere, quoteSearchWhere, rememberVisibleQuote } from './service.ts';

export const QuoteRef = builder.prismaNode('Quote', {
  id: { field: 'id' },
  authScopes: (quote, ctx) => {
    const allowed = canViewQuote(ctx.viewer, quote);
    if (allowed) rememberVisibleQuote(ctx, quote);
    return allowed;
  },
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
  }),
});

const QuoteOrderField = builder.enumType('QuoteOrderField', {
  values: ['id', 'createdAt', 'jobName', 'customerName', 'totalCost', 'erpOrderNo', 'dateOrderPlaced', 'createdByLastName'] as const,
});

const QuoteOrder = builder.inputType('QuoteOrder', {
  fields: (t) => ({
    field: t.field({ type: QuoteOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

builder.queryField('quotes', (t) =>
  t.connection({
    type: QuoteRef,
    description:
      'Quotes (type 1), orders (type 2) or quote requests (type 3) the viewer may see, sorted, searched and paged by the database.',
    authScopes: { signedIn: true },
    args: {
      type: t.arg.int({ required: true }),
      orderBy: t.arg({ type: QuoteOrder, required: false }),
      search: t.arg.string({ required: false }),
      mine: t.arg.boolean({ required: false, description: "Only the viewer's own documents, even for administrators" }),
      pid: t.arg.int({ required: false, description: 'Level 9 only: narrow to one platform' }),
    },
    resolve: (_root, args, ctx, info) => {
      const viewer = assertCanListType(ctx, args.type);
      const listWhere = quoteListWhere(viewer, { type: args.type, mine: args.mine ?? false, pid: args.pid });
      const searchWhere = quoteSearchWhere(args.search);
      const where = { AND: [listWhere, searchWhere ?? {}] };
      const field = args.orderBy?.field ?? 'createdAt';
      const direction = args.orderBy?.direction === 'ASC' ? 'asc' : 'desc';
      // Ties are broken by id so every page boundary is stable.
      const orderBy = field === 'id' ? [{ id: direction }] : [{ [field]: direction }, { id: direction }];
      return resolveOffsetPage(
        args,
        ({ offset, limit }) =>
          ctx.prisma.quote.findMany({
            ...queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
            where,
            orderBy: orderBy as never,
            skip: offset,
            take: limit,
          }),
        () => countQuoteList(ctx, listWhere, searchWhere),
      );
    },
  }, { name: 'QuoteConnection' }, { name: 'QuoteEdge' }),
);
