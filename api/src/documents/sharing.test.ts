import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from './testHelpers.ts';
import { SHARED_LINK_CLOSED, sharedLinkExpired } from '@quotecraft/rules/sharing';
import { SHARE_MESSAGES } from './sharing.ts';
import { formatUsDate } from './expiry.ts';

// Sending a quote: the contact gets a link by mail; through it (no sign-in) the buyer views the
// current revision without cost, accepts it once or asks for changes; the link is refused once
// tampered with, revoked, superseded by a revision, or expired with the quote.
const SEND = `mutation ($id: Int!, $emails: [String!]) { sendQuote(id: $id, emails: $emails) { shareUrl recipients revision } }`;
const VIEW = `query ($token: String!) { sharedQuote(token: $token) { state revision contact { name } quote { totalCost lines { unitPrice total } acceptedBy } } }`;
const ACCEPT = `mutation ($token: String!, $fullName: String!, $acceptTerms: Boolean!) { acceptSharedQuote(token: $token, fullName: $fullName, acceptTerms: $acceptTerms) { revision fullName } }`;
const CHANGES = `mutation ($token: String!, $comment: String!) { requestQuoteChanges(token: $token, comment: $comment) { revision } }`;
const STATUS = `query ($id: ID!) { node(id: $id) { ... on Quote { customerStatus } } }`;
const DAY = 24 * 3600 * 1000;

let app: TestApp;
let dealer: string;
const prisma = () => app.services.prisma;
const nodeId = (id: number) => Buffer.from(`Quote:${id}`).toString('base64');
const tokenOf = (url: string) => url.split('/SharedQuote/')[1]!;

beforeAll(async () => {
  app = await startTestApp();
  dealer = await app.login('dealer@acme.test');
}, 300_000);
afterAll(async () => app?.close());

async function sentQuote(to = 'user@acme.test') {
  const quote = await createQuoteWithLines(prisma(), 'dealer@acme.test', { lines: 2 });
  const sent = await app.gql(SEND, { id: quote.id, emails: [to] }, dealer);
  expect(sent.errors).toBeUndefined();
  return { quote, token: tokenOf(sent.data.sendQuote.shareUrl), sent: sent.data.sendQuote };
}

describe('sending a quote', () => {
  it('mails the link; the buyer views, asks for changes, then accepts the revision once', async () => {
    const { quote, token, sent } = await sentQuote();
    expect(sent.recipients).toContain('user@acme.test');
    expect(sent.shareUrl).toMatch(new RegExp(`^${app.services.config.publicUrl}/SharedQuote/[A-Za-z0-9_-]{43}$`));
    await app.jobsDone();
    const outbox = readdirSync(app.services.config.outboxDir).map((f) => readFileSync(`${app.services.config.outboxDir}/${f}`, 'utf8').replace(/=\r?\n/g, ''));
    expect(outbox.some((m) => m.includes(`Quote #${quote.id}, revision 1`) && m.includes(token))).toBe(true);
    // Only the hash is stored.
    expect(JSON.stringify(await prisma().quoteShare.findMany({ where: { quoteId: quote.id } }))).not.toContain(token);
    expect((await app.gql(STATUS, { id: nodeId(quote.id) }, dealer)).data.node.customerStatus).toBe('Sent');

    const view = await app.gql(VIEW, { token });
    expect(view.errors).toBeUndefined();
    expect(view.data.sharedQuote).toMatchObject({ state: 'open', revision: 1, quote: { totalCost: quote.totalCost.toFixed(2), acceptedBy: null } });
    expect(JSON.stringify(view.data)).not.toMatch(/unitCost|costTotal|margin|"cost"/i);
    expect((await app.gql(STATUS, { id: nodeId(quote.id) }, dealer)).data.node.customerStatus).toBe('Viewed');

    expect((await app.gql(CHANGES, { token, comment: '  ' })).errors?.[0]?.message).toBe(SHARE_MESSAGES.comment);
    expect((await app.gql(CHANGES, { token, comment: 'Please quote 300 W instead.' })).errors).toBeUndefined();
    expect((await app.gql(STATUS, { id: nodeId(quote.id) }, dealer)).data.node.customerStatus).toBe('Changes requested');
    const note = await prisma().communication.findFirstOrThrow({ where: { quoteId: quote.id, subject: 'Changes requested' } });
    expect(note.body).toBe('On revision 1: Please quote 300 W instead.');

    expect((await app.gql(ACCEPT, { token, fullName: 'Pat Buyer', acceptTerms: false })).errors?.[0]?.message).toBe(SHARE_MESSAGES.terms);
    expect((await app.gql(ACCEPT, { token, fullName: ' ', acceptTerms: true })).errors?.[0]?.message).toBe(SHARE_MESSAGES.fullName);
    const accepted = await app.gql(ACCEPT, { token, fullName: 'Pat Buyer', acceptTerms: true });
    expect(accepted.data.acceptSharedQuote).toEqual({ revision: 1, fullName: 'Pat Buyer' });
    const again = await app.gql(ACCEPT, { token, fullName: 'Pat Buyer', acceptTerms: true });
    expect(again.errors?.[0]?.message).toBe(SHARE_MESSAGES.accepted);
    const rows = await prisma().quoteAcceptance.findMany({ where: { quoteId: quote.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: 'Pat Buyer', revision: 1 });
    expect(rows[0]!.ipAddress).not.toBe('');
    expect((await app.gql(STATUS, { id: nodeId(quote.id) }, dealer)).data.node.customerStatus).toBe('Accepted');
    expect((await app.gql(VIEW, { token })).data.sharedQuote.quote.acceptedBy).toBe('Pat Buyer');

    // Revising voids the acceptance; the old link is superseded and cannot accept the old revision.
    expect((await app.rest('/api/v1/quoteManagement/reviseQuote', { id: quote.id }, dealer)).status).toBe(200);
    expect((await prisma().quoteAcceptance.findFirstOrThrow({ where: { quoteId: quote.id } })).voidedAt).not.toBeNull();
    expect((await app.gql(VIEW, { token })).data.sharedQuote).toMatchObject({ state: 'superseded', quote: null, contact: { name: expect.any(String) } });
    expect((await app.gql(ACCEPT, { token, fullName: 'Pat Buyer', acceptTerms: true })).errors?.[0]?.message).toBe(SHARED_LINK_CLOSED.superseded);
    expect((await app.gql(STATUS, { id: nodeId(quote.id) }, dealer)).data.node.customerStatus).toBeNull();
  });

  it('refuses tampered, revoked and expired links, and REST sendQuote answers shareUrl', async () => {
    const { quote, token } = await sentQuote();
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await app.gql(VIEW, { token: tampered })).errors?.[0]?.message).toBe(SHARE_MESSAGES.invalid);
    expect((await app.gql(ACCEPT, { token: tampered, fullName: 'Pat Buyer', acceptTerms: true })).errors?.[0]?.message).toBe(SHARE_MESSAGES.invalid);

    const revoked = await app.rest('/api/v1/quoteManagement/revokeQuoteLinks', { id: quote.id }, dealer);
    expect(revoked.body.result).toEqual({ revoked: 1 });
    expect((await app.gql(VIEW, { token })).data.sharedQuote.state).toBe('revoked');
    expect((await app.gql(CHANGES, { token, comment: 'Hello' })).errors?.[0]?.message).toBe(SHARED_LINK_CLOSED.revoked);

    const rest = await app.rest('/api/v1/quoteManagement/sendQuote', { id: quote.id, emails: ['admin@acme.test'] }, dealer);
    expect(rest.status).toBe(200);
    const fresh = tokenOf(rest.body.result.shareUrl);
    const started = new Date(Date.now() - 61 * DAY);
    await prisma().quote.update({ where: { id: quote.id }, data: { revisionCreatedAt: started } });
    const expiredOn = new Date(started.getTime() + 60 * DAY);
    const expired = await app.gql(`query ($token: String!) { sharedQuote(token: $token) { state expiredOn quote { totalCost } } }`, { token: fresh });
    expect(expired.data.sharedQuote).toEqual({ state: 'expired', expiredOn: expiredOn.toISOString(), quote: null });
    expect((await app.gql(ACCEPT, { token: fresh, fullName: 'Pat Buyer', acceptTerms: true })).errors?.[0]?.message).toBe(sharedLinkExpired(formatUsDate(expiredOn)));
    expect((await app.gql(SEND, { id: quote.id }, dealer)).errors?.[0]?.message).toMatch(/^This quote expired on/);
    expect(await prisma().quoteAcceptance.count({ where: { quoteId: quote.id } })).toBe(0);

    // Addresses outside the platform's users and contacts are refused, naming the field.
    const other = await createQuoteWithLines(prisma(), 'dealer@acme.test', { lines: 1 });
    const stranger = await app.rest('/api/v1/quoteManagement/sendQuote', { id: other.id, emails: ['stranger@example.com'] }, dealer);
    expect(stranger.status).toBe(400);
    expect(stranger.body.field).toBe('emails.0');
    // Another platform's user cannot send it.
    const borealis = await app.login('admin@borealis.test');
    expect((await app.gql(SEND, { id: other.id, emails: ['user@acme.test'] }, borealis)).errors?.[0]?.message).toMatch(/not found/i);
  });
});

describe('placing an accepted quote in one step', () => {
  const PLACE_ACCEPTED = `mutation ($id: Int!) { placeAcceptedQuote(id: $id) { rowId type orderedRevision } }`;
  const RESPONSE = `query ($id: ID!) { node(id: $id) { ... on Quote { customerResponse { status at note } shareRecipients { email kind } } } }`;

  it('shows the buyer’s answer on the quote, refuses an unaccepted or superseded acceptance, then places the accepted revision', async () => {
    const { quote, token } = await sentQuote('admin@acme.test');
    const recipients = (await app.gql(RESPONSE, { id: nodeId(quote.id) }, dealer)).data.node.shareRecipients;
    expect(recipients.map((r: { email: string }) => r.email)).toContain('user@acme.test');

    const notYet = await app.gql(PLACE_ACCEPTED, { id: quote.id }, dealer);
    expect(notYet.errors?.[0]?.message).toBe(SHARE_MESSAGES.notAccepted);

    await app.gql(CHANGES, { token, comment: 'Fewer fixtures, please.' });
    const asked = (await app.gql(RESPONSE, { id: nodeId(quote.id) }, dealer)).data.node.customerResponse;
    expect(asked).toMatchObject({ status: 'Changes requested', note: 'Fewer fixtures, please.' });
    expect(asked.at).toBeTruthy();

    await app.gql(ACCEPT, { token, fullName: 'Pat Buyer', acceptTerms: true });
    expect((await app.gql(RESPONSE, { id: nodeId(quote.id) }, dealer)).data.node.customerResponse).toMatchObject({ status: 'Accepted', note: 'Pat Buyer' });

    // The quote screen offers the one-step order by the same rule: its owner and the platform's administrator.
    const CAN_PLACE = `query ($id: ID!) { node(id: $id) { ... on Quote { viewerCanPlaceAccepted } } }`;
    expect((await app.gql(CAN_PLACE, { id: nodeId(quote.id) }, dealer)).data.node.viewerCanPlaceAccepted).toBe(true);
    expect((await app.gql(CAN_PLACE, { id: nodeId(quote.id) }, await app.login('admin@acme.test'))).data.node.viewerCanPlaceAccepted).toBe(true);
    // Another user of the platform who is not its owner nor an administrator may not place it.
    const other = await app.login('user@acme.test');
    expect((await app.gql(PLACE_ACCEPTED, { id: quote.id }, other)).errors?.[0]?.message).toMatch(/not found|owner|access/i);

    // Place Order's own checks follow: the customer needs an ERP ID.
    const customer = await prisma().customer.findFirstOrThrow({ where: { pid: quote.pid, erpId: { not: null } }, orderBy: { id: 'asc' } });
    await prisma().quote.update({ where: { id: quote.id }, data: { customerId: customer.id } });
    const placed = await app.rest('/api/v1/quoteManagement/placeAcceptedQuote', { id: quote.id }, dealer);
    expect(placed.body).toMatchObject({ success: true, error: null });
    expect(placed.status).toBe(200);
    expect(placed.body.result).toMatchObject({ type: 2 });
    const order = await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(order).toMatchObject({ type: 2, orderedRevision: 1 });
  });

  it('refuses an acceptance a revision voided, and an expired quote', async () => {
    const { quote, token } = await sentQuote('public@acme.test');
    await app.gql(ACCEPT, { token, fullName: 'Pat Buyer', acceptTerms: true });
    expect((await app.rest('/api/v1/quoteManagement/reviseQuote', { id: quote.id }, dealer)).status).toBe(200);
    const voided = await app.gql(PLACE_ACCEPTED, { id: quote.id }, dealer);
    expect(voided.errors?.[0]?.message).toBe(SHARE_MESSAGES.notAccepted);
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } })).type).toBe(1);

    const second = await sentQuote('super@acme.test');
    await app.gql(ACCEPT, { token: second.token, fullName: 'Pat Buyer', acceptTerms: true });
    const old = new Date(Date.now() - 61 * DAY);
    await prisma().quote.update({ where: { id: second.quote.id }, data: { createdAt: old, revisionCreatedAt: old } });
    const expired = await app.gql(PLACE_ACCEPTED, { id: second.quote.id }, dealer);
    expect(expired.errors?.[0]?.message).toMatch(/expired/i);
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: second.quote.id } })).type).toBe(1);
  });
});

describe("the quote lists' Status column", () => {
  it('sorts by the customer status in the database, over GraphQL and REST, quotes not sent last when ascending', async () => {
    const job = `Status sort ${Date.now()}`;
    const statuses = ['viewed', null, 'accepted', 'sent', 'changes_requested'] as const;
    for (const status of statuses) {
      const quote = await createQuoteWithLines(prisma(), 'dealer@acme.test', { lines: 1, jobName: job });
      await prisma().quote.update({ where: { id: quote.id }, data: { customerStatus: status, customerStatusAt: status ? new Date() : null } });
    }
    const LIST = `query ($search: String, $orderBy: QuoteOrder) { quotes(type: 1, first: 12, search: $search, orderBy: $orderBy) { edges { node { customerStatus } } } }`;
    const listed = async (direction: 'ASC' | 'DESC') => {
      const answer = await app.gql(LIST, { search: job, orderBy: { field: 'customerStatus', direction } }, dealer);
      expect(answer.errors).toBeUndefined();
      return answer.data.quotes.edges.map((edge: { node: { customerStatus: string | null } }) => edge.node.customerStatus);
    };
    expect(await listed('ASC')).toEqual(['Accepted', 'Changes requested', 'Sent', 'Viewed', null]);
    expect(await listed('DESC')).toEqual([null, 'Viewed', 'Sent', 'Changes requested', 'Accepted']);

    const rest = await app.rest('/api/v1/quoteManagement/getQuotes', { search: job, order: ['customerStatus', 'ASC'], attributes: ['jobName'] }, dealer);
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(5);
    const ids = rest.body.result.rows.map((row: { id: number }) => row.id);
    const stored = await prisma().quote.findMany({ where: { id: { in: ids } }, select: { id: true, customerStatus: true } });
    const byId = new Map(stored.map((row) => [row.id, row.customerStatus]));
    expect(ids.map((id: number) => byId.get(id))).toEqual(['accepted', 'changes_requested', 'sent', 'viewed', null]);
  });
});
