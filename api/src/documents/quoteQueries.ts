import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../schema/builder.ts';
import { keepQuote } from '../schema/loaders.ts';
import { resolveOffsetPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { QuoteRef } from './quoteType.ts';
import { assertCanListType, countQuoteList, QUOTE_LIST_ORDER_FIELDS, quoteListFilter, quoteListPage, quoteListWhere, type QuoteListOrder } from './quoteService.ts';
import { loadQuoteForView } from './quoteDocuments.ts';
import { listPickerCustomers } from './customers.ts';

builder.queryField('quote', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'One quote, order or quote request by row id, if the viewer may see it.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const quote = await loadQuoteForView(ctx.prisma, ctx.viewer, args.id, query);
      keepQuote(ctx.loaders, quote);
      return quote as never;
    },
  }),
);

const QuoteOrderField = builder.enumType('QuoteOrderField', {
  values: QUOTE_LIST_ORDER_FIELDS,
});

const QuoteOrder = builder.inputType('QuoteOrder', {
  fields: (t) => ({
    field: t.field({ type: QuoteOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

builder.queryField('quotes', (t) =>
  t.connection(
    {
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
        const where = quoteListFilter(quoteListWhere(viewer, { type: args.type, mine: args.mine ?? false, pid: args.pid }), args.search);
        const order: QuoteListOrder = {
          field: args.orderBy?.field ?? 'createdAt',
          direction: args.orderBy?.direction === 'ASC' ? 'asc' : 'desc',
        };
        return resolveOffsetPage(
          args,
          (window) => quoteListPage(ctx, where, order, window, queryFromInfo({ context: ctx, info, path: ['edges', 'node'] })),
          () => countQuoteList(ctx, where),
        );
      },
    },
    { name: 'QuoteConnection' },
    { name: 'QuoteEdge' },
  ),
);

builder.queryField('quoteCustomers', (t) =>
  t.prismaField({
    type: ['Customer'],
    description:
      "The customer picker (level above 1): the platform's customers with an ERP id, narrowed to the active group, matched by name prefix.",
    authScopes: { guarded: true },
    args: { search: t.arg.string({ required: false }), first: t.arg.int({ required: false }) },
    resolve: (query, _root, args, ctx) => listPickerCustomers(ctx, { search: args.search, first: args.first, query }),
  }),
);
