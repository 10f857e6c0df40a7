import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from './testHelpers.ts';

// Prices come from the server: a fixed-price line from its product, a configured line from its
// finished configuration. Below level 3, and for API tokens, price, cost, part number,
// description, details and image cannot be sent; a dealer's or admin's price is recorded.

let app: TestApp;
const tokens: Record<string, string> = {};
let apiToken: string;
let ledId: number;
let fixedId: number;
let fixedPrice: string;
const prisma = () => app.services.prisma;
const base = '/api/v1/quoteManagement';

const CREATE_QUOTE = `mutation { createQuote(input: {}) { rowId } }`;
const CREATE_LINE = `mutation($q: Int!, $i: QuoteLineInput!) { createQuoteLine(quoteId: $q, input: $i) { rowId lineNumber configurationId price partNumber description details sessionId } }`;
const UPDATE_LINE = `mutation($id: Int!, $i: UpdateQuoteLineInput!) { updateQuoteLine(id: $id, input: $i) { rowId price } }`;
const ADD = `mutation($q: Int!, $p: Int!) { addProductToQuote(quoteId: $q, productId: $p) { line { rowId price } } }`;

beforeAll(async () => {
  app = await startTestApp();
  for (const username of ['admin@acme.test', 'dealer@acme.test', 'user@acme.test', 'public@acme.test', 'user@borealis.test']) {
    tokens[username] = await app.login(username);
  }
  const created = await app.gql(`mutation { createApiToken(name: "Partner ERP") { token } }`, {}, tokens['admin@acme.test']);
  apiToken = created.data.createApiToken.token;
  const acme = await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  ledId = (await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'ALX-AREA' } })).id;
  const fixed = await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'PC-120277' } });
  fixedId = fixed.id;
  fixedPrice = fixed.defaultPrice!.toFixed(2);
}, 120_000);
afterAll(async () => app?.close());

async function createQuote(token: string): Promise<number> {
  const result = await app.gql(CREATE_QUOTE, {}, token);
  expect(result.errors).toBeUndefined();
  return result.data.createQuote.rowId;
}

async function addFixed(quoteId: number, token: string): Promise<number> {
  const result = await app.gql(ADD, { q: quoteId, p: fixedId }, token);
  expect(result.errors).toBeUndefined();
  return result.data.addProductToQuote.line.rowId;
}

/** Configures the LED area light at the given wattage and finishes it onto the quote. */
async function finishOnto(quoteId: number, token: string, wattage = '200') {
  const next = (await prisma().quoteLine.count({ where: { quoteId } })) + 1;
  const started = await app.rest('/api/v1/configurator/start', { productId: ledId, quoteId: String(quoteId), configurationId: `${quoteId}_${next}` }, token);
  expect(started.status).toBe(200);
  const sessionId: string = started.body.result.prepare.SessionId;
  expect((await app.rest('/api/v1/configurator/configure', { sessionId, id: 'wattage', value: wattage }, token)).status).toBe(200);
  const finished = await app.rest('/api/v1/configurator/finish', { sessionId, quoteId: String(quoteId) }, token);
  expect(finished.status).toBe(200);
  const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: finished.body.result.lineId } });
  return { sessionId, line };
}

async function snapshot(quoteId: number) {
  const quote = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId }, include: { lines: { orderBy: { id: 'asc' } } } });
  return {
    totalCost: quote.totalCost.toFixed(2),
    lineCount: quote.lineCount,
    lines: quote.lines.map((line) => ({ id: line.id, price: line.price.toFixed(2), partNumber: line.partNumber, description: line.description, details: line.details, cost: line.cost })),
    communications: await prisma().communication.count({ where: { quoteId } }),
  };
}

describe('price tampering below level 3', () => {
  const callers = [
    { name: 'a level-1 user', token: () => tokens['user@acme.test'], owner: () => tokens['user@acme.test'] },
    { name: 'a level-0 user', token: () => tokens['public@acme.test'], owner: () => tokens['public@acme.test'] },
    { name: 'an API token', token: () => apiToken, owner: () => tokens['user@acme.test'] },
  ];

  for (const caller of callers) {
    it(`refuses ${caller.name} every hand-set price, cost, part number, description and details, through GraphQL and REST, writing nothing`, async () => {
      const quoteId = await createQuote(caller.owner());
      const lineId = await addFixed(quoteId, caller.owner());
      const before = await snapshot(quoteId);
      expect(before.lines[0]!.price).toBe(fixedPrice);
      const token = caller.token();

      const graphql: [string, Record<string, unknown>, string][] = [
        [CREATE_LINE, { q: quoteId, i: { productId: fixedId, price: '0.01' } }, 'price'],
        [CREATE_LINE, { q: quoteId, i: { productId: fixedId, partNumber: 'FREE-1' } }, 'partNumber'],
        [CREATE_LINE, { q: quoteId, i: { productId: fixedId, description: 'Free light' } }, 'description'],
        [CREATE_LINE, { q: quoteId, i: { productId: fixedId, details: [{ Caption: 'Price', Value: '0', Type: 5 }] } }, 'details'],
        [UPDATE_LINE, { id: lineId, i: { price: '0.01' } }, 'price'],
        [UPDATE_LINE, { id: lineId, i: { quantity: 2, price: '0.01' } }, 'price'],
        [UPDATE_LINE, { id: lineId, i: { details: [] } }, 'details'],
      ];
      for (const [query, variables, field] of graphql) {
        const result = await app.gql(query, variables, token);
        expect(result.errors?.[0], `${field} ${JSON.stringify(variables)}`).toMatchObject({ extensions: { code: 'FORBIDDEN', field } });
        expect(result.errors![0]!.message).toMatch(/cannot be set\.$/);
      }

      const rest: [string, Record<string, unknown>, string][] = [
        ['createLine', { input: { quoteId, productId: fixedId, price: 0.01 } }, 'input.price'],
        ['createLine', { input: { quoteId, productId: fixedId, cost: 0 } }, 'input.cost'],
        ['createLine', { input: { quoteId, productId: fixedId, partNumber: 'FREE-1' } }, 'input.partNumber'],
        ['createLine', { input: { quoteId, productId: fixedId, description: 'Free light' } }, 'input.description'],
        ['createLine', { input: { quoteId, productId: fixedId, Details: '[]' } }, 'input.Details'],
        ['updateLine', { id: lineId, input: { price: 0.01 } }, 'input.price'],
        ['updateLine', { id: lineId, input: { Details: [], price: '0' } }, 'input.price'],
        ['updateLine', { id: lineId, input: { cost: 1 } }, 'input.cost'],
        ['updateLine', { id: lineId, input: { partNumber: 'FREE-1' } }, 'input.partNumber'],
      ];
      for (const [operation, body, field] of rest) {
        const response = await app.rest(`${base}/${operation}`, body, token);
        expect(response.status, `${operation} ${JSON.stringify(body)}`).toBe(403);
        expect(response.body).toMatchObject({ success: false, field });
      }

      expect(await snapshot(quoteId)).toEqual(before);
    });
  }

  it('takes a fixed-price line from its product and ignores a configuration id sent by the client', async () => {
    const token = tokens['user@acme.test'];
    const quoteId = await createQuote(token);
    const graphql = await app.gql(CREATE_LINE, { q: quoteId, i: { productId: fixedId, configurationId: '1_1', quantity: 2 } }, token);
    expect(graphql.errors).toBeUndefined();
    const product = await prisma().product.findUniqueOrThrow({ where: { id: fixedId } });
    expect(graphql.data.createQuoteLine).toMatchObject({ lineNumber: 1, configurationId: `${quoteId}_1`, price: fixedPrice, partNumber: product.productNumber });
    const rest = await app.rest(`${base}/createLine`, { input: { quoteId, productId: fixedId, configurationId: 'anything' } }, token);
    expect(rest.status).toBe(200);
    expect(rest.body.result).toMatchObject({ lineNumber: 2, configurationId: `${quoteId}_2` });
    const quote = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect(quote.totalCost.toFixed(2)).toBe((Number(fixedPrice) * 3).toFixed(2));
  });

  it('refuses a configured product without a finished configuration, and a line with no product', async () => {
    const token = tokens['user@acme.test'];
    const quoteId = await createQuote(token);
    const configured = await app.gql(CREATE_LINE, { q: quoteId, i: { productId: ledId } }, token);
    expect(configured.errors?.[0]).toMatchObject({ message: 'A configured product is added by finishing its configuration.', extensions: { field: 'sessionId' } });
    const none = await app.rest(`${base}/createLine`, { input: { quoteId } }, token);
    expect(none.body).toMatchObject({ success: false, error: 'productId is required.', field: 'input.productId' });
    expect((await snapshot(quoteId)).lineCount).toBe(0);
  });
});

describe('configured lines', () => {
  it("take price, part number, description and details from a finished session of the quote", async () => {
    const token = tokens['user@acme.test'];
    const quoteId = await createQuote(token);
    const { sessionId, line: finished } = await finishOnto(quoteId, token);
    expect(finished.price.toFixed(2)).toBe('949.00');
    const created = await app.gql(CREATE_LINE, { q: quoteId, i: { sessionId, configurationId: '999_9' } }, token);
    expect(created.errors).toBeUndefined();
    expect(created.data.createQuoteLine).toMatchObject({
      lineNumber: 2,
      configurationId: `${quoteId}_2`,
      price: '949.00',
      partNumber: finished.partNumber,
      description: finished.description,
      details: finished.details,
      sessionId,
    });
    // REST too, with the product named.
    const rest = await app.rest(`${base}/createLine`, { input: { quoteId, productId: ledId, sessionId } }, token);
    expect(rest.status).toBe(200);
    expect(rest.body.result).toMatchObject({ configurationId: `${quoteId}_3`, price: '949.00', partNumber: finished.partNumber });
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } })).totalCost.toFixed(2)).toBe((949 * 3).toFixed(2));
  });

  it('are reconfigured through updateLine only from a finished session of their quote', async () => {
    const token = tokens['user@acme.test'];
    const quoteId = await createQuote(token);
    const { line: first } = await finishOnto(quoteId, token, '200');
    const { sessionId: cheaper, line: second } = await finishOnto(quoteId, token, '75');
    expect(second.price.toFixed(2)).toBe('689.00');
    const updated = await app.rest(`${base}/updateLine`, { id: first.id, input: { sessionId: cheaper } }, token);
    expect(updated.status).toBe(200);
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: first.id } });
    expect({ price: line.price.toFixed(2), partNumber: line.partNumber, details: line.details, sessionId: line.sessionId }).toEqual({
      price: '689.00',
      partNumber: second.partNumber,
      details: second.details,
      sessionId: cheaper,
    });
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } })).totalCost.toFixed(2)).toBe('1378.00');
  });

  it('cannot turn a fixed-price line into a configured one by finishing onto it', async () => {
    const token = tokens['user@acme.test'];
    const quoteId = await createQuote(token);
    const lineId = await addFixed(quoteId, token);
    const before = await snapshot(quoteId);
    const started = await app.rest('/api/v1/configurator/start', { productId: ledId, quoteId: String(quoteId), LineId: lineId }, token);
    const finished = await app.rest('/api/v1/configurator/finish', { sessionId: started.body.result.prepare.SessionId, quoteId: String(quoteId), LineId: lineId }, token);
    expect(finished.body).toMatchObject({ success: false, error: 'A fixed-price line has no configuration.', field: 'lineId' });
    const update = await app.rest(`${base}/updateLine`, { id: lineId, input: { sessionId: started.body.result.prepare.SessionId } }, token);
    expect(update.body).toMatchObject({ success: false, error: 'A fixed-price line has no configuration.', field: 'input.sessionId' });
    expect(await snapshot(quoteId)).toEqual(before);
  });

  it('refuse an unfinished session, one of another quote, and one of another platform as a missing one, writing nothing', async () => {
    const token = tokens['user@acme.test'];
    const quoteId = await createQuote(token);
    const lineId = (await finishOnto(quoteId, token)).line.id;
    const before = await snapshot(quoteId);

    const unfinished = (await app.rest('/api/v1/configurator/start', { productId: ledId, quoteId: String(quoteId), configurationId: `${quoteId}_2` }, token)).body.result.prepare.SessionId;
    const otherQuote = (await finishOnto(await createQuote(token), token)).sessionId;
    const borealisToken = tokens['user@borealis.test'];
    const borealis = await prisma().platform.findFirstOrThrow({ where: { name: { not: 'Acme Lighting' } } });
    const borealisLed = await prisma().product.findFirstOrThrow({ where: { pid: borealis.id, isNonConfigurable: false, configuratorModelId: { not: null } } });
    const borealisQuote = await createQuote(borealisToken);
    const started = await app.rest('/api/v1/configurator/start', { productId: borealisLed.id, quoteId: String(borealisQuote) }, borealisToken);
    const foreign = started.body.result.prepare.SessionId;
    expect((await app.rest('/api/v1/configurator/finish', { sessionId: foreign, quoteId: String(borealisQuote) }, borealisToken)).status).toBe(200);
    // The other platform's session is finished on a line whose configuration id names this quote's number space.
    await prisma().configuratorSession.update({ where: { id: foreign }, data: { configurationId: `${quoteId}_7` } });

    const notFinished = await app.gql(CREATE_LINE, { q: quoteId, i: { sessionId: unfinished } }, token);
    expect(notFinished.errors?.[0]).toMatchObject({ message: 'This configuration is not finished.', extensions: { field: 'sessionId' } });

    const missing = await app.gql(CREATE_LINE, { q: quoteId, i: { sessionId: 'no-such-session' } }, token);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Configuration session not found.', extensions: { code: 'NOT_FOUND', field: 'sessionId' } });
    for (const sessionId of [otherQuote, foreign]) {
      const refused = await app.gql(CREATE_LINE, { q: quoteId, i: { sessionId } }, token);
      expect(refused.errors).toEqual(missing.errors);
      const update = await app.rest(`${base}/updateLine`, { id: lineId, input: { sessionId } }, token);
      const updateMissing = await app.rest(`${base}/updateLine`, { id: lineId, input: { sessionId: 'no-such-session' } }, token);
      expect(update).toEqual(updateMissing);
      expect(update.status).toBe(404);
    }
    expect(await snapshot(quoteId)).toEqual(before);
  });
});

describe('price overrides from level 3', () => {
  async function communications(quoteId: number, token: string) {
    const response = await app.rest(`${base}/getCommunications`, { quoteId }, token);
    expect(response.status).toBe(200);
    return response.body.result as { subject: string; body: string; createdByUserId: number; createdAt: string }[];
  }

  it("records a dealer's price in the quote's communications with who, when, the old and the new price", async () => {
    const token = tokens['dealer@acme.test'];
    const quoteId = await createQuote(token);
    const lineId = await addFixed(quoteId, token);
    const startedAt = Date.now();
    const result = await app.gql(UPDATE_LINE, { id: lineId, i: { price: '99.50' } }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data.updateQuoteLine.price).toBe('99.50');
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } })).totalCost.toFixed(2)).toBe('99.50');
    const dealer = await prisma().user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
    const [note, ...rest] = await communications(quoteId, token);
    expect(rest).toEqual([]);
    expect(note).toMatchObject({ subject: 'Price override', createdByUserId: dealer.id });
    expect(note!.body).toContain(`Line 1 (PC-120277): unit price changed from $${fixedPrice} to $99.50 by Dana Brooks (dealer@acme.test) on `);
    expect(new Date(note!.createdAt).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    // The same price again is no override.
    await app.gql(UPDATE_LINE, { id: lineId, i: { price: '99.50' } }, token);
    expect(await communications(quoteId, token)).toHaveLength(1);
  });

  it("records an admin's price set through REST on a line added and on a line changed", async () => {
    const admin = tokens['admin@acme.test'];
    const quoteId = await createQuote(tokens['user@acme.test']);
    const lineId = await addFixed(quoteId, tokens['user@acme.test']);
    expect((await app.rest(`${base}/updateLine`, { id: lineId, input: { price: 10, description: 'Site special' } }, admin)).status).toBe(200);
    const added = await app.rest(`${base}/createLine`, { input: { quoteId, productId: fixedId, price: '5.25', cost: '3.00' } }, admin);
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ price: '5.25', cost: '3.00', configurationId: `${quoteId}_2` });
    const notes = (await communications(quoteId, admin)).map((note) => note.body);
    expect(notes).toHaveLength(2);
    expect(notes).toContainEqual(expect.stringContaining(`Line 1 (PC-120277): unit price changed from $${fixedPrice} to $10.00 by Alex Chen (admin@acme.test)`));
    expect(notes).toContainEqual(expect.stringContaining(`Line 2 (PC-120277): unit price changed from $${fixedPrice} to $5.25 by Alex Chen (admin@acme.test)`));
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } })).totalCost.toFixed(2)).toBe('15.25');
  });
});

describe('an order placed with hand-set prices', () => {
  it("keeps a dealer's prices on a fixed-price and a configured line instead of re-pricing them from their sources", async () => {
    const token = tokens['dealer@acme.test'];
    const dealer = await prisma().user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
    const customer = await prisma().customer.findFirstOrThrow({ where: { pid: dealer.pid, erpId: { not: null } } });
    const quote = await createQuoteWithLines(prisma(), 'dealer@acme.test', { lines: 0, customerId: customer.id });
    const fixedLineId = await addFixed(quote.id, token);
    const { line: configured } = await finishOnto(quote.id, token);
    for (const [id, price] of [[fixedLineId, '1.00'], [configured.id, '777.00']] as const) {
      expect((await app.gql(UPDATE_LINE, { id, i: { price } }, token)).errors).toBeUndefined();
    }
    const flagged = await app.gql(`query($id: Int!) { quote(id: $id) { configurationChecks { check { status } } } }`, { id: quote.id }, token);
    expect(flagged.errors).toBeUndefined();
    expect(flagged.data.quote.configurationChecks).toEqual([{ check: { status: "current" } }]);

    const placed = await app.gql(`mutation($id: Int!) { placeOrder(id: $id) { type totalCost } }`, { id: quote.id }, token);
    expect(placed.errors?.[0]?.message).toBeUndefined();
    expect(placed.data.placeOrder).toMatchObject({ type: 2, totalCost: '778.00' });
    const lines = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
    expect(lines.map((line) => [line.price.toFixed(2), line.priceOverride])).toEqual([['1.00', true], ['777.00', true]]);
  });

  it('takes the configuration price again, and re-prices from the model, once the line is reconfigured', async () => {
    const token = tokens['dealer@acme.test'];
    const quoteId = await createQuote(token);
    const { line } = await finishOnto(quoteId, token, '200');
    expect((await app.gql(UPDATE_LINE, { id: line.id, i: { price: '1.00' } }, token)).errors).toBeUndefined();
    const { sessionId: cheaper } = await finishOnto(quoteId, token, '75');
    expect((await app.rest(`${base}/updateLine`, { id: line.id, input: { sessionId: cheaper } }, token)).status).toBe(200);
    const reconfigured = await prisma().quoteLine.findUniqueOrThrow({ where: { id: line.id } });
    expect([reconfigured.price.toFixed(2), reconfigured.priceOverride]).toEqual(['689.00', false]);
  });
});
