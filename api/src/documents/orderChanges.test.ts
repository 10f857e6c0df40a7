import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from './testHelpers.ts';

// A quote that became an order, seen from a tab still showing the quote; an order's lines in the
// hands of its administrators; a quote request sent to the sales contacts when no card can pay.

let app: TestApp;
const tokens: Record<string, string> = {};
const prisma = () => app.services.prisma;

beforeAll(async () => {
  app = await startTestApp();
  for (const username of ['super@acme.test', 'admin@acme.test', 'user@acme.test', 'public@acme.test', 'admin@borealis.test']) tokens[username] = await app.login(username);
}, 120_000);
afterAll(async () => app?.close());

const PLACE = `mutation ($id: Int!) { placeOrder(id: $id) { rowId type erpOrderNo } }`;
const QUANTITY = `mutation ($id: Int!, $n: Int!) { updateQuoteLine(id: $id, input: { quantity: $n }) { quantity } }`;
const DELETE_LINE = `mutation ($id: Int!) { deleteQuoteLine(id: $id) { rowId totalCost lineCount } }`;
const COPY_LINE = `mutation ($id: Int!) { copyQuoteLine(id: $id) { rowId } }`;
const JOB = `mutation ($id: Int!) { updateQuote(id: $id, input: { jobName: "Second tab" }) { jobName } }`;
const REFUSAL = `query ($id: Int!) { quote(id: $id) { orderLineRefusal } }`;
const SUBMIT = `mutation ($id: Int!) { submitQuoteRequest(id: $id) { rowId type submittedAt } }`;

const message = (result: { errors?: { message: string }[] }) => result.errors?.[0]?.message;
const outbox = () => readdirSync(app.services.config.outboxDir).map((file) => readFileSync(`${app.services.config.outboxDir}/${file}`, 'utf8'));

describe('a quote that became an order, changed from a second tab', () => {
  it('answers every change to it or its lines with the order it became, over GraphQL and REST, and changes nothing', async () => {
    const quote = await createQuoteWithLines(prisma(), 'user@acme.test');
    const lines = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
    const placed = await app.gql(PLACE, { id: quote.id }, tokens['user@acme.test']);
    expect(placed.errors).toBeUndefined();
    const expected = `This quote is now Order #${placed.data.placeOrder.erpOrderNo}.`;
    const user = tokens['user@acme.test'];

    expect(message(await app.gql(QUANTITY, { id: lines[0]!.id, n: 7 }, user))).toBe(expected);
    expect(message(await app.gql(DELETE_LINE, { id: lines[0]!.id }, user))).toBe(expected);
    expect(message(await app.gql(COPY_LINE, { id: lines[0]!.id }, user))).toBe(expected);
    expect(message(await app.gql(JOB, { id: quote.id }, user))).toBe(expected);
    const rest = await app.rest('/api/v1/quoteManagement/updateLine', { id: lines[1]!.id, input: { quantity: 9 } }, user);
    expect([rest.status, rest.body.error ?? rest.body.message]).toEqual([409, expected]);
    // an administrator's stale quote tab hears the same about a quantity
    expect(message(await app.gql(QUANTITY, { id: lines[0]!.id, n: 7 }, tokens['admin@acme.test']))).toBe(expected);
    // someone who may not see it still learns nothing
    expect(message(await app.gql(QUANTITY, { id: lines[0]!.id, n: 7 }, tokens['admin@borealis.test']))).toBe('Line not found.');

    const after = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
    expect(after.map((line) => line.quantity)).toEqual(lines.map((line) => line.quantity));
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } })).jobName).toBe(quote.jobName);
  });
});

describe("an order's lines", () => {
  async function order(csiStatus: string | null) {
    const quote = await createQuoteWithLines(prisma(), 'user@acme.test', { lines: 2 });
    await prisma().quote.update({ where: { id: quote.id }, data: { type: 2, erpOrderNo: `SO-T${quote.id}`, orderStatus: csiStatus ? 'P' : 'O', csiStatus } });
    const lines = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
    return { id: quote.id, erpOrderNo: `SO-T${quote.id}`, lines };
  }

  it('are deleted by level 5 and above while the ERP has not accepted the order, and the total follows', async () => {
    const submitted = await order('W');
    expect((await app.gql(REFUSAL, { id: submitted.id }, tokens['admin@acme.test'])).data.quote.orderLineRefusal).toBeNull();
    const deleted = await app.gql(DELETE_LINE, { id: submitted.lines[0]!.id }, tokens['admin@acme.test']);
    expect(deleted.errors).toBeUndefined();
    const remaining = submitted.lines[1]!;
    expect(deleted.data.deleteQuoteLine).toMatchObject({ lineCount: 1, totalCost: remaining.price.times(remaining.quantity).toFixed(2) });
    const rest = await app.rest('/api/v1/quoteManagement/deleteLine', { id: remaining.id, quoteId: submitted.id }, tokens['super@acme.test']);
    expect(rest.status).toBe(200);
    expect(await prisma().quoteLine.count({ where: { quoteId: submitted.id } })).toBe(0);
  });

  it('are refused, with the reason, once the ERP accepted the order, and to everyone below level 5', async () => {
    const accepted = await order(null);
    const reason = `Order #${accepted.erpOrderNo} has been accepted by the ERP and can no longer be changed.`;
    expect((await app.gql(REFUSAL, { id: accepted.id }, tokens['admin@acme.test'])).data.quote.orderLineRefusal).toBe(reason);
    expect(message(await app.gql(DELETE_LINE, { id: accepted.lines[0]!.id }, tokens['admin@acme.test']))).toBe(reason);
    const rest = await app.rest('/api/v1/quoteManagement/deleteLine', { id: accepted.lines[0]!.id, quoteId: accepted.id }, tokens['super@acme.test']);
    expect([rest.status, rest.body.error ?? rest.body.message]).toEqual([409, reason]);

    const submitted = await order('W');
    expect((await app.gql(REFUSAL, { id: submitted.id }, tokens['user@acme.test'])).data.quote.orderLineRefusal).toBe('Only an administrator can change the lines of an order.');
    expect(message(await app.gql(DELETE_LINE, { id: submitted.lines[0]!.id }, tokens['user@acme.test']))).toBe(`This quote is now Order #${submitted.erpOrderNo}.`);
    expect(await prisma().quoteLine.count({ where: { quoteId: { in: [accepted.id, submitted.id] } } })).toBe(4);
  });
});

describe('a quote request sent to the sales contacts', () => {
  it('runs the order checks in order, marks the request submitted and emails the platform administrators and notification addresses once', async () => {
    const requester = tokens['public@acme.test'];
    const empty = await createQuoteWithLines(prisma(), 'public@acme.test', { type: 3, lines: 0 });
    const noLines = await app.gql(SUBMIT, { id: empty.id }, requester);
    expect(noLines.errors?.[0]).toMatchObject({ message: 'You must have at least one Quote Line to place an order.', extensions: { field: 'lines' } });
    const request = await createQuoteWithLines(prisma(), 'public@acme.test', { type: 3, specifier: '' });
    expect(message(await app.gql(SUBMIT, { id: request.id }, requester))).toBe('You must provide a specifier on the Quote Summary before placing an Order.');
    await prisma().quote.update({ where: { id: request.id }, data: { specifier: 'Self' } });
    // only its requester sends it
    expect(message(await app.gql(SUBMIT, { id: request.id }, tokens['admin@acme.test']))).toBe('Quote not found.');
    expect(message(await app.gql(SUBMIT, { id: request.id }, tokens['admin@borealis.test']))).toBe('Quote not found.');

    const submitted = await app.gql(SUBMIT, { id: request.id }, requester);
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data.submitQuoteRequest).toMatchObject({ rowId: request.id, type: 3 });
    expect(submitted.data.submitQuoteRequest.submittedAt).toBeTruthy();
    const subject = `Quote Request #${request.id} submitted by public@acme.test`;
    await app.jobsDone();
    const sent = outbox().filter((mail) => mail.includes(subject));
    expect(sent).toHaveLength(1);
    for (const address of ['admin@acme.test', 'super@acme.test', 'orders@acme.test', 'sales@acme.test']) expect(sent[0]).toContain(address);
    expect(sent[0]).not.toContain('user@acme.test');
    const note = await prisma().communication.findFirstOrThrow({ where: { quoteId: request.id, subject } });
    expect(note.recipients.split(',').sort()).toEqual(['admin@acme.test', 'orders@acme.test', 'sales@acme.test', 'super@acme.test']);

    // again, over REST: the same answer, no second email
    const again = await app.rest('/api/v1/quoteManagement/submitQuoteRequest', { id: request.id }, requester);
    expect(again.status).toBe(200);
    expect(again.body.result.submittedAt).toBe(submitted.data.submitQuoteRequest.submittedAt);
    await app.jobsDone();
    expect(outbox().filter((mail) => mail.includes(subject))).toHaveLength(1);
  });

  it('is not for a card payer while card payment is available', async () => {
    const card = await startTestApp({ config: { stripeSecretKey: 'sk_test_x', stripePublishableKey: 'pk_test_x', stripeWebhookSecret: 'whsec_x' } });
    try {
      const request = await createQuoteWithLines(card.services.prisma, 'public@acme.test', { type: 3 });
      const result = await card.gql(SUBMIT, { id: request.id }, await card.login('public@acme.test'));
      expect(message(result)).toBe('Card payment is available: pay for this quote at Checkout.');
      expect((await card.services.prisma.quote.findUniqueOrThrow({ where: { id: request.id } })).submittedAt).toBeNull();
    } finally {
      await card.close();
    }
  }, 180_000);
});
