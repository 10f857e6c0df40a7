import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { idField } from '../rest/fields.ts';
import { placeAcceptedQuote, revokeQuoteLinks, sendQuote } from './sharing.ts';
import { quoteDetailAnswer } from './quotePresenters.ts';
import { getQuoteDetail } from './quoteDocuments.ts';

/** `/api/v1/quoteManagement/...` for sending quotes to customers: the same services as the GraphQL fields. */
const family = 'quoteManagement';

defineRestOperation({
  family,
  operation: 'sendQuote',
  scope: 'guarded',
  summary: "Mails the quote's contact, and the platform's users and contacts in emails, a link to the quote's current revision; answers the link.",
  body: z.object({ id: idField, emails: z.array(z.string()).optional() }),
  answer: z.object({ shareUrl: z.string(), recipients: z.array(z.string()), revision: z.number() }),
  handler: (ctx, b) => sendQuote(ctx, b.id, { emails: b.emails ?? [] }),
});

defineRestOperation({
  family,
  operation: 'revokeQuoteLinks',
  scope: 'guarded',
  summary: 'Revokes every link sent for the quote; answers how many were open.',
  body: z.object({ id: idField }),
  answer: z.object({ revoked: z.number() }),
  handler: async (ctx, b) => ({ revoked: await revokeQuoteLinks(ctx, b.id) }),
});

defineRestOperation({
  family,
  operation: 'placeAcceptedQuote',
  scope: 'guarded',
  summary: "Places a quote its customer accepted (the current revision) as an order in one step, by its owner or an administrator of its platform; Place Order's checks and refusals follow.",
  body: z.object({ id: idField }),
  answer: quoteDetailAnswer,
  handler: async (ctx, b) => getQuoteDetail(ctx, (await placeAcceptedQuote(ctx, b.id)).id),
});
