import type pg from 'pg';
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
  it('reads a quote with 3 or 120 lines, their totals, costs, margins, stock limits and communications in two statements', async () => {
    const token = await app.login('dealer@acme.test');
    const query = `query($id: Int!) { quote(id: $id) { id rowId totalCost nextLineNumber viewerCanEdit communications { id }
      lines { id rowId quantity price total maxQuantity cost marginPercent details } } }`;
    // The caller is read on their first request and then kept (auth/viewerRows.ts).
    await app.gql(`{ me { id } }`, {}, token);
    const counts: number[] = [];
    for (const id of quoteIds) {
      recorder.reset();
      const result = await app.gql(query, { id }, token);
      expect(result.errors).toBeUndefined();
      expect(result.data.quote.lines[0]).toMatchObject({ total: '10.00', cost: '6.00', marginPercent: 40 });
      expect(result.data.quote.communications).toHaveLength(1);
      counts.push(recorder.statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // the quote with its lines and communications joined in (relationJoins; the next line number is read from the
    // lines), and the lines' products' stock and cost (the margins read them with the stock); the dealer cost and the
    // communications' check take the quote already read
    expect(counts[1]).toBe(2);
    expect(recorder.statements[0]).toMatch(/"public"\."QuoteLine"/);
    expect(recorder.statements[0]).toMatch(/"public"\."Communication"/);
    expect(recorder.statements[1]).toMatch(/FROM "public"\."Product"( AS "t[0-9]+")? WHERE .* IN \(/);
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

/**
 * Every statement the app sends while `task` runs, on any of its pool's connections (Prisma's,
 * the app's own, a transaction's BEGIN and COMMIT included), one request at a time.
 */
async function statementsOf<T>(task: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const pool = app.services.sql;
  const connect = pool.connect;
  const statements: string[] = [];
  const watched: { client: pg.PoolClient; query: pg.PoolClient['query'] }[] = [];
  const watch = (client: pg.PoolClient) => {
    if (watched.some((entry) => entry.client === client)) return;
    const query = client.query;
    watched.push({ client, query });
    client.query = ((config: string | { text: string }, ...rest: unknown[]) => {
      statements.push(typeof config === 'string' ? config : config.text);
      return (query as (...args: unknown[]) => unknown).call(client, config, ...rest);
    }) as pg.PoolClient['query'];
  };
  pool.connect = ((callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: unknown) => void) => {
    if (callback) {
      return (connect as (cb: typeof callback) => void).call(pool, (error, client, done) => {
        if (client) watch(client);
        callback(error, client, done);
      });
    }
    return (connect as () => Promise<pg.PoolClient>).call(pool).then((client) => (watch(client), client));
  }) as typeof pool.connect;
  try {
    return { result: await task(), statements };
  } finally {
    pool.connect = connect;
    for (const { client, query } of watched) client.query = query;
  }
}

describe('line copy and job-field statements', () => {
  it("copies a line in one statement and answers with the copy's quote, its lines, totals and approval state in two more", async () => {
    const token = await app.login('dealer@acme.test');
    await app.gql(`{ me { id } }`, {}, token);
    const quoteId = quoteIds[0];
    const before = await app.services.prisma.quote.findUniqueOrThrow({ where: { id: quoteId }, include: { lines: { orderBy: { lineNumber: 'asc' } } } });
    const source = before.lines[0];
    const { result, statements } = await statementsOf(() =>
      app.gql(
        `mutation($id: Int!) { copyQuoteLine(id: $id) { rowId lineNumber sourceConfigurationId quote { rowId viewerCanEdit orderLineRefusal
          nextLineNumber totalCost lineCount approval { lines { lineNumber } } lines { rowId lineNumber quantity total maxQuantity cost marginPercent }
          configurationChecks { lineId } } } }`,
        { id: source.id },
        token,
      ),
    );
    expect(result.errors).toBeUndefined();
    const copy = result.data.copyQuoteLine;
    const total = before.totalCost.plus(source.price.times(source.quantity)).toFixed(2);
    expect(copy).toMatchObject({ lineNumber: 4, sourceConfigurationId: source.configurationId });
    expect(copy.quote).toMatchObject({ rowId: quoteId, viewerCanEdit: true, orderLineRefusal: null, nextLineNumber: 5, totalCost: total, lineCount: 4 });
    expect(copy.quote.lines.map((line: { lineNumber: number }) => line.lineNumber)).toEqual([1, 2, 3, 4]);
    const stored = await app.services.prisma.quoteLine.findUniqueOrThrow({ where: { id: copy.rowId } });
    expect(stored).toMatchObject({ quoteId, lineNumber: 4, configurationId: `${quoteId}_4`, quantity: source.quantity, partNumber: source.partNumber });
    expect((await app.services.prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).totalCost.toFixed(2)).toBe(total);
    // the copy with the total's update in one; then the copy with its quote, lines and approval state joined in (the
    // quote's access columns kept for the lines' cost and margin), and their products' stock
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatch(/^WITH quote AS \(/);
  });

  it('saves the job fields in one statement that also answers with them', async () => {
    const token = await app.login('dealer@acme.test');
    await app.gql(`{ me { id } }`, {}, token);
    const { result, statements } = await statementsOf(() =>
      app.gql(
        `mutation($id: Int!) { updateQuote(id: $id, input: { jobName: " Lobby lights ", specifier: "Studio North" }) { rowId jobName specifier specifierLocation } }`,
        { id: quoteIds[1] },
        token,
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.updateQuote).toEqual({ rowId: quoteIds[1], jobName: 'Lobby lights', specifier: 'Studio North', specifierLocation: '' });
    expect(await app.services.prisma.quote.findUniqueOrThrow({ where: { id: quoteIds[1] }, select: { jobName: true, specifier: true } })).toEqual({
      jobName: 'Lobby lights',
      specifier: 'Studio North',
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^UPDATE "public"\."Quote"/);
  });

  it("refuses another user's quote without changing it", async () => {
    const token = await app.login('user@acme.test');
    const result = await app.gql(`mutation($id: Int!) { updateQuote(id: $id, input: { jobName: "Taken" }) { jobName } }`, { id: quoteIds[1] }, token);
    expect(result.errors?.[0]?.message).toBe('Quote not found.');
    expect((await app.services.prisma.quote.findUniqueOrThrow({ where: { id: quoteIds[1] } })).jobName).toBe('Lobby lights');
  });

  it("reads a quote's revisions with one statement more: its frozen revisions, the current one being the quote already read", async () => {
    const token = await app.login('dealer@acme.test');
    await app.gql(`{ me { id } }`, {}, token);
    recorder.reset();
    const result = await app.gql(`query($id: Int!) { quote(id: $id) { id totalCost revisions { revision totalCost current } } }`, { id: quoteIds[0] }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data.quote.revisions).toEqual([{ revision: 1, totalCost: result.data.quote.totalCost, current: true }]);
    expect(recorder.statements).toHaveLength(2);
    expect(recorder.statements[1]).toMatch(/FROM "public"\."QuoteRevision"/);
  });
});
