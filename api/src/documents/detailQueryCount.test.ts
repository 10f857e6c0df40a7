import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements, startTestApp, type TestApp } from '../test/app.ts';
import { recomputeQuoteTotals } from './totals.ts';

/** The quote screen's read must not grow with its lines (no per-line access check or lookup). */
let app: TestApp;
let recorder: ReturnType<typeof recordStatements>;
const quoteIds: number[] = [];

beforeAll(async () => {
  app = await startTestApp({
    prepare: async (prisma) => {
      const dealer = await prisma.user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
      const products = await prisma.product.findMany({ where: { pid: dealer.pid }, orderBy: { id: 'asc' }, take: 3 });
      for (const count of [3, 120]) {
        const quote = await prisma.quote.create({ data: { clientId: `detail-count-${count}`, type: 1, pid: dealer.pid, createdByUserId: dealer.id } });
        await prisma.quoteLine.createMany({
          data: Array.from({ length: count }, (_, i) => ({
            clientId: `detail-count-${count}-${i}`, quoteId: quote.id, lineNumber: i + 1, configurationId: `${quote.id}_${i + 1}`, price: '10.00',
            cost: '6.00', productId: products[i % products.length].id,
          })),
        });
        await recomputeQuoteTotals(prisma, quote.id);
        await prisma.communication.create({ data: { quoteId: quote.id, pid: dealer.pid, kind: 'note', subject: 'Hello', body: 'First note' } });
        quoteIds.push(quote.id);
      }
    },
  });
  recorder = recordStatements(app);
});
afterAll(async () => app?.close());

describe('quote detail query count', () => {
  it('reads a quote with 3 or 120 lines, their totals, costs, stock limits and communications in the same three statements', async () => {
    const token = await app.login('dealer@acme.test');
    const query = `query($id: Int!) { quote(id: $id) { id rowId totalCost nextLineNumber viewerCanEdit communications { id }
      lines { id rowId quantity price total maxQuantity cost details } } }`;
    // The caller is read on their first request and then kept (auth/viewerRows.ts).
    await app.gql(`{ me { id } }`, {}, token);
    const counts: number[] = [];
    for (const id of quoteIds) {
      recorder.reset();
      const result = await app.gql(query, { id }, token);
      expect(result.errors).toBeUndefined();
      expect(result.data.quote.lines[0]).toMatchObject({ total: '10.00', cost: '6.00' });
      expect(result.data.quote.communications).toHaveLength(1);
      counts.push(recorder.statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // the quote with its lines and communications joined in (relationJoins), its next line number and the lines'
    // products' stock; the dealer cost and the communications' check take the quote already read
    expect(counts[1]).toBe(3);
    expect(recorder.statements.filter((sql) => /"public"\."QuoteLine"/.test(sql) && /ORDER BY "t[0-9]+"\."lineNumber" ASC/.test(sql) && /"public"\."Communication"/.test(sql))).toHaveLength(1);
    expect(recorder.statements.filter((sql) => /FROM "public"\."Product"( AS "t[0-9]+")? WHERE .* IN \(/.test(sql))).toHaveLength(1);
  });
});

describe('quantity change statements', () => {
  const lineOf = async (quoteId: number) => app.services.prisma.quoteLine.findFirstOrThrow({ where: { quoteId, lineNumber: 1 } });

  it('changes a quantity in one statement and answers with the line and the new quote total, read after it in one more', async () => {
    const token = await app.login('dealer@acme.test');
    await app.gql(`{ me { id } }`, {}, token);
    const line = await lineOf(quoteIds[1]);
    recorder.reset();
    const result = await app.gql(
      `mutation($id: Int!) { updateQuoteLine(id: $id, input: { quantity: 3 }) { rowId quantity total quote { rowId totalCost lineCount } } }`,
      { id: line.id },
      token,
    );
    expect(result.errors).toBeUndefined();
    // 120 lines at 10.00, one of them now 3 of: 1,220.00
    expect(result.data.updateQuoteLine).toEqual({ rowId: line.id, quantity: 3, total: '30.00', quote: { rowId: quoteIds[1], totalCost: '1220.00', lineCount: 120 } });
    // checks, change and the total's update in one; then the line with its quote joined in, which the answer's quote is read from
    expect(recorder.statements).toHaveLength(2);
    expect(recorder.statements[0]).toMatch(/^WITH quote AS \(\s*SELECT q\.id, q\."totalCost" FROM "Quote" q/);
  });

  it('answers aliased and nested quote selections from the changed rows', async () => {
    const token = await app.login('dealer@acme.test');
    const line = await lineOf(quoteIds[0]);
    const result = await app.gql(
      `mutation($id: Int!) { updateQuoteLine(id: $id, input: { quantity: 2 }) {
        quantity a: quote { totalCost } b: quote { rowId lines { quantity } } } }`,
      { id: line.id },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.updateQuoteLine).toEqual({
      quantity: 2,
      a: { totalCost: '40.00' },
      b: { rowId: quoteIds[0], lines: [{ quantity: 2 }, { quantity: 1 }, { quantity: 1 }] },
    });
  });
});
