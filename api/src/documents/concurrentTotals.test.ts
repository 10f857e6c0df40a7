import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTotal, quoteTotal } from '@quotecraft/rules/money';
import { startTestApp, type TestApp } from '../test/app.ts';
import { testSettings } from '../test/settings.ts';

// Several people change the lines of one quote at the same moment: the stored total must stay the
// sum of the lines. PGlite runs one statement at a time, so only a PostgreSQL server shows the race.

const CREATE_QUOTE = `mutation { createQuote(input: {}) { rowId } }`;
const CREATE_LINE = `mutation($q: Int!, $i: QuoteLineInput!) { createQuoteLine(quoteId: $q, input: $i) { rowId } }`;
// The quote screen's quantity buttons.
const QUANTITY = `mutation($id: Int!, $quantity: Int!) {
  updateQuoteLine(id: $id, input: { quantity: $quantity }) { rowId quantity price total quote { totalCost lineCount } }
}`;
const QUANTITY_AND_PRICE = `mutation($id: Int!, $quantity: Int!, $price: Decimal!) {
  updateQuoteLine(id: $id, input: { quantity: $quantity, price: $price }) { rowId quantity price total }
}`;
const COPY = `mutation($id: Int!) { copyQuoteLine(id: $id) { rowId } }`;
const DELETE = `mutation($id: Int!) { deleteQuoteLine(id: $id) { rowId } }`;
const QUOTE = `query($id: Int!) { quote(id: $id) { totalCost lineCount lines { rowId price quantity } } }`;

const base = '/api/v1/quoteManagement';
const ROUNDS = 40;
// Prices whose cents floating point would not add exactly.
const PRICES = ['24.55', '38.75', '89.10', '7.05', '12.35', '0.15', '103.99', '5.45'];

let app: TestApp;
let token: string;

describe.runIf(testSettings().TEST_DATABASE_URL)('quote totals under concurrent line changes (PostgreSQL; skipped without TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.login('admin@acme.test');
  }, 120_000);
  afterAll(async () => app?.close());

  it('keeps the stored total the sum of the lines while several clients change lines of one quote at once', async () => {
    const created = await app.gql(CREATE_QUOTE, {}, token);
    expect(created.errors).toBeUndefined();
    const quoteId: number = created.data.createQuote.rowId;
    const lineIds: number[] = [];
    for (const [index, price] of PRICES.entries()) {
      const line = await app.gql(CREATE_LINE, { q: quoteId, i: { price, partNumber: `RACE-${index}`, description: `Line ${index}` } }, token);
      expect(line.errors).toBeUndefined();
      lineIds.push(line.data.createQuoteLine.rowId);
    }

    const lastQuantity = new Map<number, number>();
    const quantityFor = (client: number, round: number) => ((client * 7 + round * 13) % 40) + 1;
    const expectLineAnswer = (answer: { quantity: number; price: string; total?: string }, quantity: number) => {
      expect(answer.quantity).toBe(quantity);
      if (answer.total !== undefined) expect(answer.total).toBe(lineTotal(answer.price, answer.quantity));
    };

    const graphqlQuantity = (client: number) => async (round: number) => {
      const quantity = quantityFor(client, round);
      const result = await app.gql(QUANTITY, { id: lineIds[client], quantity }, token);
      expect(result.errors).toBeUndefined();
      expectLineAnswer(result.data.updateQuoteLine, quantity);
      lastQuantity.set(lineIds[client]!, quantity);
    };
    const restQuantity = (client: number) => async (round: number) => {
      const quantity = quantityFor(client, round);
      const response = await app.rest(`${base}/updateLine`, { id: lineIds[client], input: { quantity } }, token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expectLineAnswer(response.body.result, quantity);
      lastQuantity.set(lineIds[client]!, quantity);
    };
    const quantityAndPrice = (client: number) => async (round: number) => {
      const quantity = quantityFor(client, round);
      const result = await app.gql(QUANTITY_AND_PRICE, { id: lineIds[client], quantity, price: PRICES[(client + round) % PRICES.length] }, token);
      expect(result.errors).toBeUndefined();
      expectLineAnswer(result.data.updateQuoteLine, quantity);
      lastQuantity.set(lineIds[client]!, quantity);
    };
    const copyAndDelete = (client: number) => async () => {
      const copy = await app.gql(COPY, { id: lineIds[client] }, token);
      expect(copy.errors).toBeUndefined();
      const removed = await app.gql(DELETE, { id: copy.data.copyQuoteLine.rowId }, token);
      expect(removed.errors).toBeUndefined();
    };
    const clients = [
      graphqlQuantity(0),
      graphqlQuantity(1),
      graphqlQuantity(2),
      graphqlQuantity(3),
      restQuantity(4),
      restQuantity(5),
      quantityAndPrice(6),
      copyAndDelete(7),
    ];

    const storedAndSummed = async () => {
      const { data, errors } = await app.gql(QUOTE, { id: quoteId }, token);
      expect(errors).toBeUndefined();
      const quote = data.quote as { totalCost: string; lineCount: number; lines: { rowId: number; price: string; quantity: number }[] };
      return { quote, stored: { totalCost: quote.totalCost, lineCount: quote.lineCount }, summed: { totalCost: quoteTotal(quote.lines), lineCount: quote.lines.length } };
    };
    // All clients change at once, then the quote is checked while nothing changes it: a total
    // that missed one of the round's changes would be corrected by the next round's recompute.
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(clients.map((change) => change(round)));
      const { stored, summed } = await storedAndSummed();
      expect(stored, `after round ${round + 1}`).toEqual(summed);
    }

    const { quote } = await storedAndSummed();
    expect(quote.lines.map((line) => line.rowId).sort((a, b) => a - b)).toEqual([...lineIds].sort((a, b) => a - b));
    for (const line of quote.lines) expect(line.quantity).toBe(lastQuantity.get(line.rowId) ?? 1);
    expect(quote.lineCount).toBe(PRICES.length);
    expect(quote.totalCost).toBe(quoteTotal(quote.lines));
  }, 120_000);
});
