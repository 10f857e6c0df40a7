import { builder } from '../schema/builder.ts';
import { findVisibleQuote } from './quoteService.ts';

/** A note or email of a document, visible with the document (read once per request for all its rows). */
export const CommunicationRef = builder.prismaNode('Communication', {
  id: { field: 'id' },
  select: { quoteId: true },
  authScopes: async (row, ctx) => (await findVisibleQuote(ctx, row.quoteId)) !== null,
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    quoteId: t.exposeInt('quoteId'),
    kind: t.exposeString('kind'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    recipients: t.exposeString('recipients'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
