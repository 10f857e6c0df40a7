import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { QUOTE_TOTAL_TOO_LARGE } from './totals.ts';
import { QUANTITY_MESSAGES } from '@quotecraft/rules/quantities';

// A line's price is numeric(12, 2) and a quote's total numeric(14, 2): a quantity × price the total
// cannot hold is refused as bad input naming the field, before anything is written, never as a
// database error.

let app: TestApp;
let admin: string;

const CREATE_QUOTE = `mutation { createQuote(input: {}) { rowId } }`;
const CREATE_LINE = `mutation($quoteId: Int!, $input: QuoteLineInput!) { createQuoteLine(quoteId: $quoteId, input: $input) { rowId } }`;
const UPDATE_LINE = `mutation($id: Int!, $input: UpdateQuoteLineInput!) { updateQuoteLine(id: $id, input: $input) { rowId quantity } }`;
const TOP_PRICE = '9999999999.00';

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin@acme.test');
});
afterAll(async () => app?.close());

async function newQuote() {
  const created = await app.gql(CREATE_QUOTE, {}, admin);
  expect(created.errors).toBeUndefined();
  return created.data.createQuote.rowId as number;
}

async function addLine(quoteId: number, quantity: number, price = TOP_PRICE) {
  const created = await app.gql(CREATE_LINE, { quoteId, input: { description: 'Floodlight mast', quantity, price } }, admin);
  expect(created.errors).toBeUndefined();
  return created.data.createQuoteLine.rowId as number;
}

const quoteRow = (id: number) => app.services.prisma.quote.findUniqueOrThrow({ where: { id }, select: { totalCost: true, lineCount: true } });

describe('a line total the database cannot hold', () => {
  it('is refused when a line is added, over GraphQL and REST, naming the field', async () => {
    const quoteId = await newQuote();
    const viaGraphql = await app.gql(CREATE_LINE, { quoteId, input: { description: 'Too many', quantity: 1_000_000, price: '9999999.00' } }, admin);
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: QUOTE_TOTAL_TOO_LARGE, extensions: { code: 'BAD_USER_INPUT', field: 'quantity' } });

    const viaRest = await app.rest('/api/v1/quoteManagement/createLine', { input: { quoteId, description: 'Too many', quantity: 1_000_000, price: 9_999_999 } }, admin);
    expect(viaRest).toMatchObject({ status: 400, body: { success: false, error: QUOTE_TOTAL_TOO_LARGE, field: 'input.quantity' } });
    // a quantity beyond the column's integer range
    const huge = await app.rest('/api/v1/quoteManagement/createLine', { input: { quoteId, description: 'Free', quantity: 3_000_000_000, price: 0 } }, admin);
    expect(huge).toMatchObject({ status: 400, body: { error: QUANTITY_MESSAGES.aboveLimit, field: 'input.quantity' } });

    expect(await quoteRow(quoteId)).toMatchObject({ lineCount: 0 });
    expect((await quoteRow(quoteId)).totalCost.toFixed(2)).toBe('0.00');
  });

  it('is refused when the lines together would pass the quote total, and nothing is written', async () => {
    const quoteId = await newQuote();
    await addLine(quoteId, 60);
    const second = await app.gql(CREATE_LINE, { quoteId, input: { description: 'One too many', quantity: 60, price: TOP_PRICE } }, admin);
    expect(second.errors?.[0]).toMatchObject({ message: QUOTE_TOTAL_TOO_LARGE, extensions: { field: 'quantity' } });
    const quote = await quoteRow(quoteId);
    expect([quote.lineCount, quote.totalCost.toFixed(2)]).toEqual([1, '599999999940.00']);
  });

  it('is refused when a quantity or price is changed, on either path of the change', async () => {
    const quoteId = await newQuote();
    await addLine(quoteId, 60);
    const lineId = await addLine(quoteId, 30);

    // the quantity buttons' one-statement change: the line alone, then the quote's sum
    for (const quantity of [200, 60]) {
      const changed = await app.gql(UPDATE_LINE, { id: lineId, input: { quantity } }, admin);
      expect(changed.errors?.[0], String(quantity)).toMatchObject({ message: QUOTE_TOTAL_TOO_LARGE, extensions: { field: 'quantity' } });
    }
    const viaRest = await app.rest('/api/v1/quoteManagement/updateLine', { id: lineId, input: { quantity: 60 } }, admin);
    expect(viaRest).toMatchObject({ status: 400, body: { error: QUOTE_TOTAL_TOO_LARGE, field: 'input.quantity' } });

    // a price set by hand
    const cheaper = await app.gql(CREATE_LINE, { quoteId, input: { description: 'Bolt', quantity: 1_000, price: '1.00' } }, admin);
    const boltId = cheaper.data.createQuoteLine.rowId as number;
    const priced = await app.gql(UPDATE_LINE, { id: boltId, input: { price: TOP_PRICE } }, admin);
    expect(priced.errors?.[0]).toMatchObject({ message: QUOTE_TOTAL_TOO_LARGE, extensions: { field: 'price' } });
    const both = await app.gql(UPDATE_LINE, { id: boltId, input: { price: '999999.00', quantity: 2_000_000 } }, admin);
    expect(both.errors?.[0]).toMatchObject({ message: QUOTE_TOTAL_TOO_LARGE, extensions: { field: 'quantity' } });

    const lines = await app.services.prisma.quoteLine.findMany({ where: { quoteId }, orderBy: { lineNumber: 'asc' }, select: { quantity: true, price: true } });
    expect(lines.map((line) => [line.quantity, line.price.toFixed(2)])).toEqual([
      [60, TOP_PRICE],
      [30, TOP_PRICE],
      [1000, '1.00'],
    ]);
    expect((await quoteRow(quoteId)).totalCost.toFixed(2)).toBe('900000000910.00');

    // within the limit the change goes through
    expect((await app.gql(UPDATE_LINE, { id: lineId, input: { quantity: 39 } }, admin)).data.updateQuoteLine.quantity).toBe(39);
  });
});
