import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { idField } from '../rest/fields.ts';
import { downloadSharedQuotePdf, placeAcceptedQuote, revokeQuoteLinks, sendQuote, SHARE_MESSAGES } from './sharing.ts';
import { downloadQuotePdf } from './quotePdf.ts';
import { SHARED_LINK_CLOSED } from '@quotecraft/rules/sharing';
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

defineRestOperation({
  family,
  operation: 'downloadQuotePdf',
  kind: 'download',
  scope: 'signedIn',
  access: 'read',
  summary:
    "The quote as a PDF: the print layout's content (number and revision, customer, contact, addresses, job fields, lines with part #, description, configured options, quantity, unit and extended price, total, expiration date, terms), never a cost or margin. Only a quote the caller may see (its level, ownership and platform rules); another answers as not found.",
  body: z.object({ id: idField }),
  file: 'quote-{id}-rev-{revision}.pdf (application/pdf); an order: order-{id}.pdf',
  handler: (ctx, b) => downloadQuotePdf(ctx, b.id),
});

defineRestOperation({
  family,
  operation: 'downloadSharedQuotePdf',
  kind: 'download',
  scope: 'public',
  access: 'read',
  summary:
    "The buyer's PDF of a sent link's revision, without sign-in: the same document as downloadQuotePdf, while the link is open. The link's closed states are refused with the sentence its page shows.",
  body: z.object({ token: z.string({ error: 'token is required.' }).min(1, 'token is required.') }),
  file: 'quote-{id}-rev-{revision}.pdf (application/pdf)',
  refusals: [
    { status: 404, message: SHARE_MESSAGES.invalid, field: 'token', when: 'the token is unknown or altered' },
    { status: 409, message: SHARED_LINK_CLOSED.revoked, field: 'token', when: 'the sender revoked the link' },
    { status: 409, message: SHARED_LINK_CLOSED.ordered, field: 'token', when: 'the quote was placed as an order' },
    { status: 409, message: SHARED_LINK_CLOSED.superseded, field: 'token', when: 'the quote was revised since the link was sent' },
    { status: 409, message: 'This quote expired on MM/DD/YYYY.', field: 'expirationDate', when: 'the quote expired' },
  ],
  handler: (ctx, b) => downloadSharedQuotePdf(ctx, b.token),
});
