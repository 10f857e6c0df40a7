import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTotal, quoteTotal } from '@quotecraft/rules/money';
import { startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await app.login('user@acme.test');
}, 120_000);
afterAll(async () => app?.close());

const ADD = `mutation($q: Int!, $p: Int!, $n: Int) { addProductToQuote(quoteId: $q, productId: $p, quantity: $n) { line { rowId } } }`;
const UPDATE = `mutation($id: Int!, $n: Int) { updateQuoteLine(id: $id, input: { quantity: $n }) { total } }`;
const QUOTE = `query($id: Int!) { quote(id: $id) { totalCost lines { price quantity total } } }`;

async function productId(productNumber: string) {
  const row = await app.services.prisma.product.findFirstOrThrow({ where: { productNumber, platform: { name: 'Acme Lighting' } } });
  return row.id;
}

describe('quote totals', () => {
  it('stores the total the web client computes from the lines, the shared rule of @quotecraft/rules', async () => {
    const created = await app.gql(`mutation { createQuote { rowId } }`, {}, token);
    const quoteId = created.data.createQuote.rowId;
    // 24.50, 38.75 and 89.00 a piece: cents that floating point would not add exactly.
    const lines: number[] = [];
    for (const [productNumber, quantity] of [['PC-120277', 3], ['SP-10KV', 7], ['ABK-075', 1]] as const) {
      const added = await app.gql(ADD, { q: quoteId, p: await productId(productNumber), n: quantity }, token);
      expect(added.errors).toBeUndefined();
      lines.push(added.data.addProductToQuote.line.rowId);
    }
    const changed = await app.gql(UPDATE, { id: lines[1], n: 11 }, token);
    expect(changed.errors).toBeUndefined();

    const { data } = await app.gql(QUOTE, { id: quoteId }, token);
    const quote = data.quote as { totalCost: string; lines: { price: string; quantity: number; total: string }[] };
    expect(quote.lines).toHaveLength(3);
    for (const line of quote.lines) expect(line.total).toBe(lineTotal(line.price, line.quantity));
    expect(quote.totalCost).toBe(quoteTotal(quote.lines));
    expect(quote.totalCost).toBe('588.75');
  });
});
