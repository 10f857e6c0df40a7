import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { idField, listPageFields } from '../rest/fields.ts';
import { getRevisionDiff, listRevisions, reviseQuote } from './revisions.ts';
import { quoteExpirationDate } from './orderPresenters.ts';

/** `/api/v1/quoteManagement/...` for revisions: the same services as the GraphQL fields. */
const family = 'quoteManagement';
const revisionNumber = z.coerce.number().int().positive();

defineRestOperation({
  family,
  operation: 'reviseQuote',
  scope: 'signedIn',
  summary: 'Freezes the current revision of a quote and continues it as the next one; an expired quote is re-priced and its 60 days restart.',
  body: z.object({ id: idField }),
  answer: z.object({
    id: z.number(),
    revision: z.number().describe('the new current revision'),
    expirationDate: z.string().describe('ISO 8601 time: the new revision plus 60 days'),
  }),
  handler: async (ctx, b) => {
    const quote = await reviseQuote(ctx, b.id);
    return { id: quote.id, revision: quote.revision, expirationDate: quoteExpirationDate(quote).toISOString() };
  },
});

defineRestOperation({
  family,
  operation: 'getRevisions',
  scope: 'signedIn',
  summary: "Every revision of a quote, oldest first; the last row is the current revision.",
  body: z.object({ quoteId: idField, ...listPageFields() }),
  answer: z.array(
    z.object({
      revision: z.number(),
      createdDate: z.string().describe('ISO 8601 time the revision began'),
      createdBy: z.string().describe('who began the revision'),
      totalCost: z.string(),
      status: z.string().describe('Draft, Sent, Viewed, Changes requested, Accepted or Ordered'),
      current: z.boolean(),
    }),
  ),
  handler: async (ctx, b) => {
    const revisions = await listRevisions(ctx, b.quoteId);
    const rows = revisions.slice(b.offset, b.offset + b.limit).map((row) => ({
      revision: row.revision,
      createdDate: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      totalCost: row.totalCost,
      status: row.status,
      current: row.current,
    }));
    return restPage(rows, revisions.length);
  },
});

defineRestOperation({
  family,
  operation: 'getRevisionDiff',
  scope: 'signedIn',
  summary: "What changed from one revision of a quote to another: lines added, removed and changed (configured options by caption), the quote's customer, addresses, job fields and total.",
  body: z.object({ quoteId: idField, from: revisionNumber, to: revisionNumber }),
  answer: z.object({
    changes: z.array(
      z.object({
        lineNumber: z.number().nullable().describe("null for a change of the quote's own fields"),
        kind: z.enum(['added', 'removed', 'changed']),
        field: z.string(),
        before: z.string().nullable(),
        after: z.string().nullable(),
      }),
    ),
  }),
  handler: async (ctx, b) => ({ changes: await getRevisionDiff(ctx, b.quoteId, b.from, b.to) }),
});
