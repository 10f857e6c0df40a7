import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';
import { APPROVAL_MESSAGES } from '@quotecraft/rules/approvals';

// Discounts under a margin floor with approval: the platform's limits, the refusals of Place Order
// and card checkout naming the lines, the request and the decision (own request, twice, another
// platform), voiding on change, prices to the cent, and the live event and email of a decision.

let app: TestApp;
const t: Record<string, string> = {};
let acmeId: number;
let erpCustomerId: number;
const prisma = () => app.services.prisma;
const rest = (path: string, body: unknown, token: string) => app.rest(`/api/v1/${path}`, body, token);
const PLACE = `mutation ($id: Int!) { placeOrder(id: $id, input: {}) { rowId type } }`;
const UPDATE_LINE = `mutation($id: Int!, $i: UpdateQuoteLineInput!) { updateQuoteLine(id: $id, input: $i) { rowId price listPrice discountPercent marginPercent } }`;
const STATE = `query($id: Int!) { quote(id: $id) { approval { state message lines { lineNumber price listPrice discountPercent cost marginPercent reasons } latest { rowId status } } } }`;
const DATE = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC/;

beforeAll(async () => {
  app = await startTestApp({ config: { paymentProvider: 'test' } });
  for (const u of ['admin@acme.test', 'super@acme.test', 'dealer@acme.test', 'public@acme.test', 'admin@borealis.test']) t[u] = await app.login(u);
  acmeId = (await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  erpCustomerId = (await prisma().customer.findFirstOrThrow({ where: { pid: acmeId, erpId: { not: null } }, orderBy: { id: 'asc' } })).id;
  const set = await rest('platformManagement/updatePlatform', { id: acmeId, input: { marginFloorPercent: 20, maxDiscountPercents: { '3': 10, '5': 25 } } }, t['admin@acme.test']!);
  expect(set.body.result).toMatchObject({ marginFloorPercent: 20, maxDiscountPercents: { '3': 10, '5': 25 } });
}, 120_000);
afterAll(async () => app?.close());

/** A dealer's quote of two fixed-price lines whose dealer cost is 60% of their list price (a 40% margin). */
async function dealerQuote(username = 'dealer@acme.test', type = 1) {
  const quote = await createQuoteWithLines(prisma(), username, { customerId: type === 1 ? erpCustomerId : undefined, type });
  const lines = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
  for (const line of lines) await prisma().quoteLine.update({ where: { id: line.id }, data: { cost: line.price.times(0.6).toDecimalPlaces(2) } });
  return { id: quote.id, lines };
}

const setPrice = (lineId: number, price: string | number, token = t['dealer@acme.test']!) => app.gql(UPDATE_LINE, { id: lineId, i: { price } }, token);
const state = async (id: number, token = t['dealer@acme.test']!) => (await app.gql(STATE, { id }, token)).data.quote.approval;
const priceOf = (list: { toFixed(d: number): string }, factor: number) => (Number(list.toFixed(2)) * factor).toFixed(2);

function subscribe(token: string) {
  const events: any[] = [];
  const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authToken: token }, retryAttempts: 0, lazy: false });
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  client.on('connected', () => setTimeout(ready, 150));
  client.subscribe({ query: `subscription { quoteApprovalChanged { rowId quoteId status decidedByName decisionComment } }` }, { next: (v) => events.push(v), error: () => {}, complete: () => {} });
  return { started, events, close: () => client.dispose() };
}

const outbox = () => readdirSync(app.services.config.outboxDir).map((file) => readFileSync(`${app.services.config.outboxDir}/${file}`, 'utf8'));

describe('platform approval settings', () => {
  it('are refused out of range, for unknown levels and with more than two decimals, naming the field', async () => {
    const admin = t['admin@acme.test']!;
    const floor = await rest('platformManagement/updatePlatform', { id: acmeId, input: { marginFloorPercent: 120 } }, admin);
    expect(floor.body).toMatchObject({ success: false, error: APPROVAL_MESSAGES.marginFloor, field: 'input.marginFloorPercent' });
    const level = await rest('platformManagement/updatePlatform', { id: acmeId, input: { maxDiscountPercents: { '2': 5 } } }, admin);
    expect(level.body).toMatchObject({ success: false, error: APPROVAL_MESSAGES.unknownLevel('2') });
    const gql = await app.gql(`mutation($id: Int!, $i: PlatformInput!) { updatePlatform(id: $id, input: $i) { rowId } }`, { id: acmeId, i: { maxDiscountPercents: { '3': 10.555 } } }, admin);
    expect(gql.errors?.[0]?.message).toBe(APPROVAL_MESSAGES.maxDiscount(3));
    const kept = await prisma().platform.findUniqueOrThrow({ where: { id: acmeId } });
    expect(Number(kept.marginFloorPercent)).toBe(20);
    expect(kept.maxDiscountPercents).toEqual({ '3': 10, '5': 25 });
    // below level 3 the limits are not shown
    const user = await app.login('user@acme.test');
    expect((await app.gql(`{ activePlatform { marginFloorPercent maxDiscountPercents } }`, {}, user)).data.activePlatform).toEqual({ marginFloorPercent: null, maxDiscountPercents: {} });
  });
});

describe('prices to the cent', () => {
  it('refuses a sub-cent or negative price over GraphQL and REST instead of rounding it, and keeps the line', async () => {
    const { lines } = await dealerQuote();
    const line = lines[0]!;
    const sub = await setPrice(line.id, '0.004');
    expect(sub.errors?.[0]?.message).toBe(APPROVAL_MESSAGES.priceSubCent);
    const subRest = await rest('quoteManagement/updateLine', { id: line.id, input: { price: 12.345 } }, t['dealer@acme.test']!);
    expect(subRest.body).toMatchObject({ success: false, error: APPROVAL_MESSAGES.priceSubCent, field: 'input.price' });
    const negative = await rest('quoteManagement/updateLine', { id: line.id, input: { price: '-1.00' } }, t['dealer@acme.test']!);
    expect(negative.body).toMatchObject({ success: false, error: APPROVAL_MESSAGES.priceNegative, field: 'input.price' });
    expect((await prisma().quoteLine.findUniqueOrThrow({ where: { id: line.id } })).price.toFixed(2)).toBe(line.price.toFixed(2));
    // trailing zeros are whole cents
    expect((await setPrice(line.id, '10.500')).data.updateQuoteLine.price).toBe('10.50');
  });
});

describe('needs approval', () => {
  it("a dealer's discount within the level's limit and above the floor needs none; past the limit Place Order is refused naming the line", async () => {
    const { id, lines } = await dealerQuote();
    const [one, two] = lines as [(typeof lines)[0], (typeof lines)[0]];
    const within = await setPrice(one.id, priceOf(one.price, 0.95));
    expect(within.data.updateQuoteLine).toMatchObject({ listPrice: one.price.toFixed(2), discountPercent: 5, marginPercent: expect.any(Number) });
    expect((await state(id)).state).toBe('none');

    await setPrice(two.id, priceOf(two.price, 0.85));
    const needed = await state(id);
    expect(needed).toMatchObject({ state: 'needed', lines: [{ lineNumber: 2, discountPercent: 15, reasons: ['discountLimit'] }] });
    const name = `Line 2 (${two.partNumber})`;
    expect(needed.message).toBe(APPROVAL_MESSAGES.needsApproval(name));
    const refused = await app.gql(PLACE, { id }, t['dealer@acme.test']);
    expect(refused.errors?.[0]?.message).toBe(APPROVAL_MESSAGES.needsApproval(name));
    const refusedRest = await rest('quoteManagement/placeOrder', { id, input: {} }, t['dealer@acme.test']!);
    expect(refusedRest).toMatchObject({ status: 409, body: { success: false, error: APPROVAL_MESSAGES.needsApproval(name) } });
    // nothing half-done: the quote is still a quote and can be changed
    expect(await prisma().quote.findUniqueOrThrow({ where: { id } })).toMatchObject({ type: 1, placingKey: null });
  });

  it("an administrator's $0 price (the API-only override) is below the floor even within the level's discount limit", async () => {
    const { id, lines } = await dealerQuote('admin@acme.test');
    await setPrice(lines[0]!.id, 0, t['admin@acme.test']);
    expect(await state(id, t['admin@acme.test'])).toMatchObject({ state: 'needed', lines: [{ lineNumber: 1, price: '0.00', marginPercent: -100, reasons: ['marginFloor', 'discountLimit'] }] });
    // a 5% discount (within 25%) on a line whose cost is 90% of its list price: under the 20% floor
    await prisma().quoteLine.update({ where: { id: lines[0]!.id }, data: { cost: lines[0]!.price.times(0.9).toDecimalPlaces(2) } });
    await setPrice(lines[0]!.id, priceOf(lines[0]!.price, 0.95), t['admin@acme.test']);
    expect(await state(id, t['admin@acme.test'])).toMatchObject({ state: 'needed', lines: [{ lineNumber: 1, reasons: ['marginFloor'] }] });
  });
});

describe('requesting and deciding', () => {
  it('request → pending; own request, another platform and a dealer cannot decide; approval reaches the requester live and by email; deciding twice is refused; then Place Order succeeds', async () => {
    const dealer = t['dealer@acme.test']!;
    const { id, lines } = await dealerQuote();
    await setPrice(lines[0]!.id, priceOf(lines[0]!.price, 0.5));
    expect((await rest('quoteManagement/requestApproval', { id: 99_999_999, comment: 'x' }, dealer)).status).toBe(404);
    const requested = await rest('quoteManagement/requestApproval', { id, comment: 'Competitive bid' }, dealer);
    expect(requested.body.result).toMatchObject({ quoteId: id, status: 'pending', comment: 'Competitive bid', requestedBy: expect.stringContaining('dealer@acme.test') });
    expect(requested.body.result.lines).toMatchObject([{ lineNumber: 1, discountPercent: 50, reasons: ['marginFloor', 'discountLimit'] }]);
    const approvalId = requested.body.result.id as number;
    expect((await rest('quoteManagement/requestApproval', { id, comment: 'again' }, dealer)).body.error).toBe(APPROVAL_MESSAGES.alreadyPending);
    expect((await app.gql(PLACE, { id }, dealer)).errors?.[0]?.message).toMatch(/^Waiting for approval: Line 1/);

    // the queue: own platform for administrators, every platform for level 9; not for dealers
    const queue = await rest('approvalManagement/getApprovals', { status: 'pending' }, t['admin@acme.test']!);
    expect(queue.body.result.map((a: { id: number }) => a.id)).toContain(approvalId);
    expect(queue.body.result.find((a: { id: number }) => a.id === approvalId).lines[0].marginPercent).toBe(-20);
    expect((await rest('approvalManagement/getApprovals', { status: 'pending' }, t['admin@borealis.test']!)).body.result.map((a: { id: number }) => a.id)).not.toContain(approvalId);
    expect((await rest('approvalManagement/getApprovals', {}, t['super@acme.test']!)).body.result.map((a: { id: number }) => a.id)).toContain(approvalId);
    expect((await rest('approvalManagement/getApprovals', {}, dealer)).status).toBe(403);
    expect((await rest('approvalManagement/getApprovals', { status: 'maybe' }, t['admin@acme.test']!)).body.field).toBe('status');

    expect((await rest('approvalManagement/decideApproval', { id: approvalId, approve: true }, dealer)).status).toBe(403);
    expect((await rest('approvalManagement/decideApproval', { id: approvalId, approve: true }, t['admin@borealis.test']!)).status).toBe(404);
    expect((await rest('approvalManagement/decideApproval', { id: approvalId, approve: false }, t['admin@acme.test']!)).body).toMatchObject({ error: APPROVAL_MESSAGES.commentRequired, field: 'comment' });

    const live = subscribe(dealer);
    await live.started;
    const approved = await rest('approvalManagement/decideApproval', { id: approvalId, approve: true, comment: 'OK this once' }, t['admin@acme.test']!);
    expect(approved.body.result).toMatchObject({ status: 'approved', decidedBy: expect.stringContaining('admin@acme.test'), decisionComment: 'OK this once' });
    await expect.poll(() => live.events.length).toBe(1);
    expect(live.events[0].data.quoteApprovalChanged).toMatchObject({ rowId: approvalId, quoteId: id, status: 'approved', decisionComment: 'OK this once' });
    live.close();
    await app.jobsDone();
    expect(outbox().filter((mail) => mail.includes(`Approval approved: Quote #${id}`) && mail.includes('dealer@acme.test'))).toHaveLength(1);

    expect((await rest('approvalManagement/decideApproval', { id: approvalId, approve: false, comment: 'No' }, t['super@acme.test']!)).body).toMatchObject({ success: false, error: APPROVAL_MESSAGES.decided });
    expect((await state(id)).state).toBe('approved');
    const placed = await app.gql(PLACE, { id }, dealer);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder).toMatchObject({ rowId: id, type: 2 });

    const notes = await prisma().communication.findMany({ where: { quoteId: id, subject: { in: ['Approval requested', `Approval approved: Quote #${id}`] } }, orderBy: { id: 'asc' } });
    expect(notes.map((n) => n.subject)).toEqual(['Approval requested', `Approval approved: Quote #${id}`]);
    expect(notes[0]!.body).toMatch(DATE);
    expect(notes[0]!.body).toContain('Competitive bid');
    expect(notes[1]!.body).toMatch(DATE);
    expect(notes[1]!.recipients).toBe('dealer@acme.test');
  });

  it('nobody decides their own request', async () => {
    const admin = t['admin@acme.test']!;
    const { id, lines } = await dealerQuote('admin@acme.test');
    await setPrice(lines[0]!.id, '0', admin);
    const requested = await app.gql(`mutation($id: Int!) { requestQuoteApproval(id: $id, comment: "mine") { approval { state latest { rowId } } } }`, { id }, admin);
    expect(requested.data.requestQuoteApproval.approval.state).toBe('pending');
    const approvalId = requested.data.requestQuoteApproval.approval.latest.rowId;
    const own = await app.gql(`mutation($id: Int!) { decideQuoteApproval(id: $id, approve: true) { status } }`, { id: approvalId }, admin);
    expect(own.errors?.[0]?.message).toBe(APPROVAL_MESSAGES.ownRequest);
    expect((await prisma().quoteApproval.findUniqueOrThrow({ where: { id: approvalId } })).status).toBe('pending');
    // level 9 of the platform may
    const byOther = await app.gql(`mutation($id: Int!) { decideQuoteApproval(id: $id, approve: false, comment: "Too low") { status } }`, { id: approvalId }, t['super@acme.test']);
    expect(byOther.data.decideQuoteApproval.status).toBe('rejected');
    expect((await state(id, admin)).state).toBe('rejected');
  });

  it("changing an approved line's quantity or price voids the approval and Place Order is refused again; a request whose lines changed cannot be decided", async () => {
    const dealer = t['dealer@acme.test']!;
    const { id, lines } = await dealerQuote();
    await setPrice(lines[0]!.id, priceOf(lines[0]!.price, 0.8));
    const approvalId = (await rest('quoteManagement/requestApproval', { id, comment: '' }, dealer)).body.result.id;
    await rest('approvalManagement/decideApproval', { id: approvalId, approve: true, comment: 'fine' }, t['admin@acme.test']!);
    expect((await state(id)).state).toBe('approved');
    // the quantity buttons' path
    const quantity = await rest('quoteManagement/updateLine', { id: lines[0]!.id, input: { quantity: 7 } }, dealer);
    expect(quantity.status).toBe(200);
    expect((await prisma().quoteApproval.findUniqueOrThrow({ where: { id: approvalId } })).status).toBe('void');
    const voidNote = await prisma().communication.findFirstOrThrow({ where: { quoteId: id, subject: 'Approval void' } });
    expect(voidNote.body).toMatch(DATE);
    expect((await state(id)).state).toBe('needed');
    expect((await app.gql(PLACE, { id }, dealer)).errors?.[0]?.message).toBe(APPROVAL_MESSAGES.needsApproval(`Line 1 (${lines[0]!.partNumber})`));

    // a pending request whose line's price then changes
    const second = (await rest('quoteManagement/requestApproval', { id, comment: '' }, dealer)).body.result.id;
    await setPrice(lines[0]!.id, priceOf(lines[0]!.price, 0.75));
    expect((await rest('approvalManagement/decideApproval', { id: second, approve: true, comment: 'x' }, t['admin@acme.test']!)).body.error).toBe(APPROVAL_MESSAGES.voided);
    // back to list price: nothing needs approval any more
    await setPrice(lines[0]!.id, lines[0]!.price.toFixed(2));
    expect((await state(id)).state).toBe('none');
    expect((await rest('quoteManagement/requestApproval', { id, comment: '' }, dealer)).body.error).toBe(APPROVAL_MESSAGES.noApprovalNeeded);
  });

  it('card checkout is refused until the lines are approved', async () => {
    const payer = t['public@acme.test']!;
    const { id, lines } = await dealerQuote('public@acme.test', 3);
    await setPrice(lines[0]!.id, '0', t['admin@acme.test']);
    const PREPARE = `mutation ($quoteId: Int!) { prepareCardPayment(quoteId: $quoteId) { status } }`;
    const refused = await app.gql(PREPARE, { quoteId: id }, payer);
    expect(refused.errors?.[0]?.message).toBe(APPROVAL_MESSAGES.needsApproval(`Line 1 (${lines[0]!.partNumber})`));
    // level 0 cannot ask; the administrator who set the price does, and another decides
    expect((await rest('quoteManagement/requestApproval', { id, comment: '' }, payer)).status).toBe(403);
    const approvalId = (await rest('quoteManagement/requestApproval', { id, comment: 'Sample' }, t['admin@acme.test']!)).body.result.id;
    await rest('approvalManagement/decideApproval', { id: approvalId, approve: true, comment: 'ok' }, t['super@acme.test']!);
    const prepared = await app.gql(PREPARE, { quoteId: id }, payer);
    expect(prepared.errors).toBeUndefined();
  });
});
