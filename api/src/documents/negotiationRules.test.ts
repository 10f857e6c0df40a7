import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '@quotecraft/rules/approvals';
import { SHARED_LINK_CLOSED, sharedLinkExpired } from '@quotecraft/rules/sharing';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from './testHelpers.ts';
import { SHARE_MESSAGES } from './sharing.ts';
import { expiredMessage, formatUsDate } from './expiry.ts';

// The refusals of negotiated quotes that the revision, approval and sharing tests leave out: a
// frozen revision against every edit path, deciding below level 5 or across platforms over
// GraphQL, an approved price voided, a negative price over GraphQL, an expired quote at card
// checkout, an old revision's link once a new one is sent, two acceptances at once, and what the
// public page's answer may carry.
const DAY = 24 * 3600 * 1000;
const UPDATE_LINE = `mutation($id: Int!, $i: UpdateQuoteLineInput!) { updateQuoteLine(id: $id, input: $i) { rowId price } }`;
const DECIDE = `mutation($id: Int!, $approve: Boolean!, $comment: String) { decideQuoteApproval(id: $id, approve: $approve, comment: $comment) { status } }`;
const APPROVALS = `query($status: String) { approvals(first: 100, status: $status) { edges { node { rowId } } } }`;
const STATE = `query($id: Int!) { quote(id: $id) { approval { state } } }`;
const SEND = `mutation ($id: Int!, $emails: [String!]) { sendQuote(id: $id, emails: $emails) { shareUrl revision } }`;
const VIEW = `query ($token: String!) { sharedQuote(token: $token) { state quoteId revision expiredOn contact { name email company } quote { totalCost lines { lineNumber partNumber unitPrice total } } } }`;
const ACCEPT = `mutation ($token: String!, $fullName: String!, $acceptTerms: Boolean!) { acceptSharedQuote(token: $token, fullName: $fullName, acceptTerms: $acceptTerms) { revision fullName } }`;
const CHANGES = `mutation ($token: String!, $comment: String!) { requestQuoteChanges(token: $token, comment: $comment) { revision } }`;
const REVISE = `mutation ($id: Int!) { reviseQuote(id: $id) { revision } }`;

let app: TestApp;
const t: Record<string, string> = {};
let acmeId: number;
let erpCustomerId: number;
const prisma = () => app.services.prisma;
const rest = (path: string, body: unknown, token: string) => app.rest(`/api/v1/${path}`, body, token);
const tokenOf = (url: string) => url.split('/SharedQuote/')[1]!;
const approvalIds = (answer: { data?: any }) => (answer.data?.approvals?.edges ?? []).map((e: { node: { rowId: number } }) => e.node.rowId);

beforeAll(async () => {
  app = await startTestApp({ config: { paymentProvider: 'test' } });
  for (const u of ['admin@acme.test', 'super@acme.test', 'dealer@acme.test', 'user@acme.test', 'public@acme.test', 'admin@borealis.test']) t[u] = await app.login(u);
  acmeId = (await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  erpCustomerId = (await prisma().customer.findFirstOrThrow({ where: { pid: acmeId, erpId: { not: null } }, orderBy: { id: 'asc' } })).id;
  const set = await rest('platformManagement/updatePlatform', { id: acmeId, input: { marginFloorPercent: 20, maxDiscountPercents: { '3': 10, '5': 25 } } }, t['admin@acme.test']!);
  expect(set.body.success).toBe(true);
}, 300_000);
afterAll(async () => app?.close());

/** A quote of two fixed-price lines whose dealer cost is 60% of their list price (a 40% margin). */
async function costedQuote(username = 'dealer@acme.test', type = 1) {
  const quote = await createQuoteWithLines(prisma(), username, { customerId: type === 1 ? erpCustomerId : undefined, type });
  const lines = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
  const costed = [];
  for (const line of lines) costed.push(await prisma().quoteLine.update({ where: { id: line.id }, data: { cost: line.price.times(0.6).toDecimalPlaces(2) } }));
  return { quote, lines: costed };
}
const halfPrice = (price: { toFixed(d: number): string }) => (Number(price.toFixed(2)) / 2).toFixed(2);

/** A dealer's quote with line 1 at half its list price and a pending request: answers the request's id. */
async function pendingRequest() {
  const { quote, lines } = await costedQuote();
  await app.gql(UPDATE_LINE, { id: lines[0]!.id, i: { price: halfPrice(lines[0]!.price) } }, t['dealer@acme.test']);
  const requested = await rest('quoteManagement/requestApproval', { id: quote.id, comment: 'Bid' }, t['dealer@acme.test']!);
  expect(requested.body.success).toBe(true);
  return { quote, lines, approvalId: requested.body.result.id as number };
}

async function sent(quoteId: number, token = t['dealer@acme.test']!) {
  // To the quote's contact only: addresses added count against the mail throttle.
  const contact = await prisma().contact.findFirstOrThrow({ where: { pid: acmeId, email: { not: null } }, orderBy: { id: 'asc' } });
  await prisma().quote.update({ where: { id: quoteId }, data: { contactId: contact.id } });
  const answer = await app.gql(SEND, { id: quoteId }, token);
  expect(answer.errors?.[0]?.message).toBeUndefined();
  return tokenOf(answer.data.sendQuote.shareUrl);
}

describe('a frozen revision', () => {
  it('stays as it was frozen through every edit over GraphQL and REST: lines added, changed, deleted, the quote changed, revised again', async () => {
    const dealer = t['dealer@acme.test']!;
    const { quote, lines } = await costedQuote();
    expect((await app.gql(REVISE, { id: quote.id }, dealer)).data.reviseQuote.revision).toBe(2);
    const frozen = await prisma().quoteRevision.findUniqueOrThrow({ where: { quoteId_revision: { quoteId: quote.id, revision: 1 } } });

    const product = await prisma().product.findFirstOrThrow({ where: { pid: acmeId, isNonConfigurable: true, defaultPrice: { not: null } }, orderBy: { id: 'desc' } });
    const added = await rest('quoteManagement/createLine', { input: { quoteId: quote.id, productId: product.id, quantity: 3 } }, dealer);
    expect(added.status).toBe(200);
    expect((await app.gql(UPDATE_LINE, { id: lines[0]!.id, i: { quantity: 11, price: lines[0]!.price.toFixed(2) } }, dealer)).errors).toBeUndefined();
    expect((await rest('quoteManagement/deleteLine', { id: lines[1]!.id }, dealer)).status).toBe(200);
    const renamed = await app.gql(`mutation($id: Int!) { updateQuote(id: $id, input: { jobName: "Renamed" }) { rowId } }`, { id: quote.id }, dealer);
    expect(renamed.errors).toBeUndefined();
    expect((await rest('quoteManagement/reviseQuote', { id: quote.id }, dealer)).body.result.revision).toBe(3);

    expect(await prisma().quoteRevision.findUniqueOrThrow({ where: { quoteId_revision: { quoteId: quote.id, revision: 1 } } })).toEqual(frozen);
    // Revision 1 still reads as it was: the diff from 1 names every change against the frozen lines.
    const diff = await rest('quoteManagement/getRevisionDiff', { quoteId: quote.id, from: 1, to: 3 }, dealer);
    const changes = diff.body.result.changes as { lineNumber: number | null; kind: string; field: string; before: string | null; after: string | null }[];
    expect(changes).toContainEqual({ lineNumber: 1, kind: 'changed', field: 'quantity', before: String(lines[0]!.quantity), after: '11' });
    expect(changes).toContainEqual(expect.objectContaining({ lineNumber: 2, kind: 'removed' }));
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'added' }));
    expect(changes).toContainEqual({ lineNumber: null, kind: 'changed', field: 'jobName', before: 'Test Job', after: 'Renamed' });
  });
});

describe('deciding an approval', () => {
  it('is refused below level 5 and to another platform over GraphQL, whose queue does not show the request either', async () => {
    const { approvalId } = await pendingRequest();
    const dealer = await app.gql(DECIDE, { id: approvalId, approve: true, comment: 'mine' }, t['dealer@acme.test']);
    expect(dealer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(approvalIds(await app.gql(APPROVALS, { status: 'pending' }, t['dealer@acme.test']))).toEqual([]);
    const user = await app.gql(DECIDE, { id: approvalId, approve: true }, t['user@acme.test']);
    expect(user.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const other = await app.gql(DECIDE, { id: approvalId, approve: true, comment: 'ok' }, t['admin@borealis.test']);
    expect(other.errors?.[0]?.message).toMatch(/not found/i);
    expect(approvalIds(await app.gql(APPROVALS, {}, t['admin@borealis.test']))).not.toContain(approvalId);
    const node = await app.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: Buffer.from(`QuoteApproval:${approvalId}`).toString('base64') }, t['admin@borealis.test']);
    expect(node.data?.node ?? null).toBeNull();

    expect((await prisma().quoteApproval.findUniqueOrThrow({ where: { id: approvalId } })).status).toBe('pending');
    // The platform's administrator sees and decides it.
    expect(approvalIds(await app.gql(APPROVALS, { status: 'pending' }, t['admin@acme.test']))).toContain(approvalId);
    expect((await app.gql(DECIDE, { id: approvalId, approve: true, comment: 'ok' }, t['admin@acme.test'])).data.decideQuoteApproval.status).toBe('approved');
  });

  it('of their own request is refused over REST too', async () => {
    const admin = t['admin@acme.test']!;
    const { quote, lines } = await costedQuote('admin@acme.test');
    await app.gql(UPDATE_LINE, { id: lines[0]!.id, i: { price: '0' } }, admin);
    const approvalId = (await rest('quoteManagement/requestApproval', { id: quote.id, comment: 'Sample' }, admin)).body.result.id;
    const own = await rest('approvalManagement/decideApproval', { id: approvalId, approve: true, comment: 'fine' }, admin);
    expect(own.body).toMatchObject({ success: false, error: APPROVAL_MESSAGES.ownRequest });
    expect((await prisma().quoteApproval.findUniqueOrThrow({ where: { id: approvalId } })).status).toBe('pending');
  });

  it("is voided by a change of an approved line's price, and Place Order is refused naming the line again", async () => {
    const dealer = t['dealer@acme.test']!;
    const { quote, lines, approvalId } = await pendingRequest();
    await rest('approvalManagement/decideApproval', { id: approvalId, approve: true, comment: 'ok' }, t['admin@acme.test']!);
    expect((await app.gql(STATE, { id: quote.id }, dealer)).data.quote.approval.state).toBe('approved');
    const lower = (Number(halfPrice(lines[0]!.price)) - 1).toFixed(2);
    expect((await app.gql(UPDATE_LINE, { id: lines[0]!.id, i: { price: lower } }, dealer)).errors).toBeUndefined();
    expect((await prisma().quoteApproval.findUniqueOrThrow({ where: { id: approvalId } })).status).toBe('void');
    expect((await app.gql(STATE, { id: quote.id }, dealer)).data.quote.approval.state).toBe('needed');
    const place = await rest('quoteManagement/placeOrder', { id: quote.id, input: {} }, dealer);
    expect(place.body.error).toBe(APPROVAL_MESSAGES.needsApproval(`Line 1 (${lines[0]!.partNumber})`));
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } })).type).toBe(1);
  });
});

describe('prices', () => {
  it('refuses a negative and a sub-cent price over GraphQL, naming the field, and keeps the line', async () => {
    const { lines } = await costedQuote();
    const line = lines[0]!;
    const negative = await app.gql(UPDATE_LINE, { id: line.id, i: { price: '-0.01' } }, t['dealer@acme.test']);
    expect(negative.errors?.[0]?.message).toBe(APPROVAL_MESSAGES.priceNegative);
    expect(negative.errors?.[0]?.extensions?.field).toBe('price');
    const subCent = await app.gql(UPDATE_LINE, { id: line.id, i: { price: '19.999' } }, t['dealer@acme.test']);
    expect(subCent.errors?.[0]?.message).toBe(APPROVAL_MESSAGES.priceSubCent);
    expect((await prisma().quoteLine.findUniqueOrThrow({ where: { id: line.id } })).price.toFixed(2)).toBe(line.price.toFixed(2));
  });
});

describe('an expired quote', () => {
  it('is not paid by card, over GraphQL or REST', async () => {
    const payer = t['public@acme.test']!;
    const { quote } = await costedQuote('public@acme.test', 3);
    await prisma().quote.update({ where: { id: quote.id }, data: { revisionCreatedAt: new Date(Date.now() - 61 * DAY) } });
    const expired = await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } });
    const graph = await app.gql(`mutation ($quoteId: Int!) { prepareCardPayment(quoteId: $quoteId) { status } }`, { quoteId: quote.id }, payer);
    expect(graph.errors?.[0]?.message).toBe(expiredMessage(expired));
    const viaRest = await rest('paymentManagement/payment', { quoteId: quote.id, id: 'pm_card_visa' }, payer);
    expect(viaRest.body).toMatchObject({ success: false, error: expiredMessage(expired) });
    expect(await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ type: 3 });
  });
});

describe('a sent link', () => {
  it('of an old revision cannot accept or ask for changes once a new one is sent; the new link accepts its own revision', async () => {
    const dealer = t['dealer@acme.test']!;
    const { quote } = await costedQuote();
    const first = await sent(quote.id);
    await rest('quoteManagement/reviseQuote', { id: quote.id }, dealer);
    const second = await sent(quote.id);

    const old = await app.gql(VIEW, { token: first });
    expect(old.data.sharedQuote).toMatchObject({ state: 'superseded', revision: 1, quote: null });
    expect((await app.gql(ACCEPT, { token: first, fullName: 'Pat Buyer', acceptTerms: true })).errors?.[0]?.message).toBe(SHARED_LINK_CLOSED.superseded);
    expect((await app.gql(CHANGES, { token: first, comment: 'Cheaper?' })).errors?.[0]?.message).toBe(SHARED_LINK_CLOSED.superseded);

    expect((await app.gql(ACCEPT, { token: second, fullName: 'Pat Buyer', acceptTerms: true })).data.acceptSharedQuote).toEqual({ revision: 2, fullName: 'Pat Buyer' });
    expect((await prisma().quoteAcceptance.findMany({ where: { quoteId: quote.id } })).map((a) => a.revision)).toEqual([2]);
    // Once accepted, changes are not asked through the same link.
    expect((await app.gql(CHANGES, { token: second, comment: 'One more thing' })).errors?.[0]?.message).toBe(SHARE_MESSAGES.accepted);
  });

  it('accepts once when two acceptances arrive at the same time', async () => {
    const { quote } = await costedQuote();
    const token = await sent(quote.id);
    const answers = await Promise.all([
      app.gql(ACCEPT, { token, fullName: 'Pat Buyer', acceptTerms: true }),
      app.gql(ACCEPT, { token, fullName: 'Chris Buyer', acceptTerms: true }),
    ]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.find((a) => a.errors)?.errors?.[0]?.message).toBe(SHARE_MESSAGES.accepted);
    expect(await prisma().quoteAcceptance.count({ where: { quoteId: quote.id } })).toBe(1);
  });

  it('each closed state answers its own sentence and whom to contact; tampered and unknown tokens are not valid', async () => {
    const dealer = t['dealer@acme.test']!;
    const { quote } = await costedQuote();
    const token = await sent(quote.id);
    for (const bad of [token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'), 'x'.repeat(43), 'short', '']) {
      const answer = await app.gql(VIEW, { token: bad });
      expect(answer.errors?.[0]?.message).toBe(SHARED_LINK_CLOSED.invalid);
      expect(answer.data?.sharedQuote ?? null).toBeNull();
      expect((await app.gql(CHANGES, { token: bad, comment: 'Hello' })).errors?.[0]?.message).toBe(SHARED_LINK_CLOSED.invalid);
    }

    const expiredQuote = (await costedQuote()).quote;
    const expiredToken = await sent(expiredQuote.id);
    const started = new Date(Date.now() - 70 * DAY);
    await prisma().quote.update({ where: { id: expiredQuote.id }, data: { revisionCreatedAt: started } });
    const expiredOn = new Date(started.getTime() + 60 * DAY);
    expect((await app.gql(VIEW, { token: expiredToken })).data.sharedQuote).toMatchObject({ state: 'expired', expiredOn: expiredOn.toISOString(), quote: null });
    expect((await app.gql(CHANGES, { token: expiredToken, comment: 'Hello' })).errors?.[0]?.message).toBe(sharedLinkExpired(formatUsDate(expiredOn)));

    await rest('quoteManagement/revokeQuoteLinks', { id: quote.id }, dealer);
    const revoked = await app.gql(VIEW, { token });
    expect(revoked.data.sharedQuote).toMatchObject({ state: 'revoked', expiredOn: null, quote: null, contact: { name: 'Dana Brooks', email: 'dealer@acme.test', company: 'Acme Lighting' } });
    expect((await app.gql(ACCEPT, { token, fullName: 'Pat Buyer', acceptTerms: true })).errors?.[0]?.message).toBe(SHARED_LINK_CLOSED.revoked);
    expect(await prisma().quoteAcceptance.count({ where: { quoteId: { in: [quote.id, expiredQuote.id] } } })).toBe(0);
  });

  it("shows its one quote's lines and totals, with no cost, margin, dealer or other quote's data in the answer or the schema", async () => {
    const { quote, lines } = await costedQuote();
    const other = await costedQuote();
    const token = await sent(quote.id);
    const view = await app.gql(VIEW, { token });
    expect(view.data.sharedQuote.quoteId).toBe(quote.id);
    expect(view.data.sharedQuote.quote.lines.map((l: { partNumber: string }) => l.partNumber)).toEqual(lines.map((l) => l.partNumber));
    const text = JSON.stringify(view.data);
    for (const line of lines) expect(text).not.toContain(`"${line.cost!.toFixed(2)}"`);
    expect(text).not.toContain(`"quoteId":${other.quote.id}`);

    const shared = await app.gql(`{ __schema { types { name fields { name } } } }`);
    const fields = (shared.data.__schema.types as { name: string; fields: { name: string }[] | null }[])
      .filter((type) => type.name.startsWith('SharedQuote'))
      .flatMap((type) => (type.fields ?? []).map((f) => `${type.name}.${f.name}`));
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter((f) => /cost(?!.*total)|margin|discount|listPrice|dealer|approval|username|rowId|node/i.test(f.replace('totalCost', 'total')))).toEqual([]);
  });
});
