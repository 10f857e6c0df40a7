import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { SHARED_LINK_CLOSED, sharedLinkExpired } from '@quotecraft/rules/sharing';
import { TERMS } from '@quotecraft/rules/documents';
import { formatMoney } from '@quotecraft/rules/money';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from './testHelpers.ts';
import { SHARE_MESSAGES } from './sharing.ts';
import { formatUsDate } from './expiry.ts';
import { quoteExpirationDate } from './orderPresenters.ts';

// The quote's PDF: the print layout's content made on the server, downloaded by those who may see
// the quote and by the buyer through a sent link, never with a cost; closed links are refused with
// the sentences their page shows.
const SEND = `mutation ($id: Int!, $emails: [String!]) { sendQuote(id: $id, emails: $emails) { shareUrl } }`;
const DAY = 24 * 3600 * 1000;
const QUOTE_PDF = '/api/v1/quoteManagement/downloadQuotePdf';
const SHARED_PDF = '/api/v1/quoteManagement/downloadSharedQuotePdf';

let app: TestApp;
let dealer: string;
const prisma = () => app.services.prisma;

beforeAll(async () => {
  app = await startTestApp();
  dealer = await app.login('dealer@acme.test');
}, 300_000);
afterAll(async () => app?.close());

async function download(path: string, body: unknown, token?: string) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : null;
  return { status: response.status, headers: response.headers, bytes, json };
}

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of every page, each page's runs joined by spaces. */
async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** A quote at revision 2 whose first line is configured (its options printed) and has a cost only dealers see. */
async function revisedQuote() {
  const quote = await createQuoteWithLines(prisma(), 'dealer@acme.test', { lines: 2, jobName: 'Harbor Lofts' });
  const first = await prisma().quoteLine.findFirstOrThrow({ where: { quoteId: quote.id, lineNumber: 1 } });
  await prisma().quoteLine.update({
    where: { id: first.id },
    data: { partNumber: 'LUM-150-XT', cost: '12345.67', details: [{ Caption: 'Wattage', Value: '150 W' }, { Caption: 'Finish', Value: 'Black' }] },
  });
  expect((await app.rest('/api/v1/quoteManagement/reviseQuote', { id: quote.id }, dealer)).status).toBe(200);
  return prisma().quote.findUniqueOrThrow({ where: { id: quote.id } });
}

describe('the quote PDF', () => {
  it('is the print layout as a PDF for the owner and for the buyer through the link, without cost', async () => {
    const quote = await revisedQuote();
    const owner = await download(QUOTE_PDF, { id: quote.id }, dealer);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('application/pdf');
    expect(owner.headers.get('content-disposition')).toBe(`attachment; filename="quote-${quote.id}-rev-2.pdf"`);
    expect(owner.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(owner.bytes);
    expect(text).toContain(`Quote #${quote.id}, revision 2`);
    expect(text).toContain('LUM-150-XT');
    expect(text).toContain('Wattage: 150 W');
    expect(text).toContain('Harbor Lofts');
    expect(text).toContain(`Total: ${formatMoney(quote.totalCost)}`);
    expect(text).toContain(formatUsDate(quoteExpirationDate(quote)));
    expect(text).toContain(TERMS[0]!.title);
    expect(text).not.toContain('12,345.67');
    expect(text).not.toMatch(/margin|dealer cost/i);

    const sent = await app.gql(SEND, { id: quote.id, emails: ['user@acme.test'] }, dealer);
    expect(sent.errors).toBeUndefined();
    const token = sent.data.sendQuote.shareUrl.split('/SharedQuote/')[1];
    const buyer = await download(SHARED_PDF, { token });
    expect(buyer.status).toBe(200);
    expect(buyer.headers.get('content-disposition')).toBe(`attachment; filename="quote-${quote.id}-rev-2.pdf"`);
    const buyerText = await pdfText(buyer.bytes);
    expect(buyerText).toContain(`Quote #${quote.id}, revision 2`);
    expect(buyerText).toContain('LUM-150-XT');
    expect(buyerText).toContain(`Total: ${formatMoney(quote.totalCost)}`);
    expect(buyerText).not.toContain('12,345.67');
  });

  it('is refused to those who may not see the quote and through closed links, with the page’s sentences', async () => {
    const quote = await createQuoteWithLines(prisma(), 'dealer@acme.test', { lines: 1 });
    // Signed out, another platform's administrator, and a user of the platform who is not its owner.
    expect((await download(QUOTE_PDF, { id: quote.id })).status).toBe(401);
    const borealis = await download(QUOTE_PDF, { id: quote.id }, await app.login('admin@borealis.test'));
    expect(borealis.status).toBe(404);
    expect(borealis.json.error).toMatch(/not found/i);
    expect((await download(QUOTE_PDF, { id: quote.id }, await app.login('user@acme.test'))).status).toBe(404);
    expect((await download(QUOTE_PDF, { id: 'x' }, dealer)).json.field).toBe('id');
    // The platform's administrator may.
    expect((await download(QUOTE_PDF, { id: quote.id }, await app.login('admin@acme.test'))).status).toBe(200);

    const sent = await app.gql(SEND, { id: quote.id, emails: ['admin@acme.test'] }, dealer);
    const token: string = sent.data.sendQuote.shareUrl.split('/SharedQuote/')[1];
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const bad = await download(SHARED_PDF, { token: tampered });
    expect(bad).toMatchObject({ status: 404, json: { success: false, error: SHARE_MESSAGES.invalid } });
    expect((await download(SHARED_PDF, {})).json.field).toBe('token');

    // Superseded by a revision.
    expect((await app.rest('/api/v1/quoteManagement/reviseQuote', { id: quote.id }, dealer)).status).toBe(200);
    const superseded = await download(SHARED_PDF, { token });
    expect(superseded).toMatchObject({ status: 409, json: { error: SHARED_LINK_CLOSED.superseded } });
    expect(superseded.bytes.subarray(0, 4).toString()).not.toBe('%PDF');

    // Revoked.
    const again = await app.gql(SEND, { id: quote.id, emails: ['super@acme.test'] }, dealer);
    const second: string = again.data.sendQuote.shareUrl.split('/SharedQuote/')[1];
    expect((await download(SHARED_PDF, { token: second })).status).toBe(200);
    await app.rest('/api/v1/quoteManagement/revokeQuoteLinks', { id: quote.id }, dealer);
    expect(await download(SHARED_PDF, { token: second })).toMatchObject({ status: 409, json: { error: SHARED_LINK_CLOSED.revoked } });

    // Expired with the quote.
    const third = (await app.gql(SEND, { id: quote.id, emails: ['public@acme.test'] }, dealer)).data.sendQuote.shareUrl.split('/SharedQuote/')[1];
    const started = new Date(Date.now() - 61 * DAY);
    await prisma().quote.update({ where: { id: quote.id }, data: { revisionCreatedAt: started } });
    const expired = await download(SHARED_PDF, { token: third });
    expect(expired).toMatchObject({ status: 409, json: { error: sharedLinkExpired(formatUsDate(new Date(started.getTime() + 60 * DAY))) } });
  });
});
