import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

/** What the quote screen's reads and the quantity buttons answer, checked against the database. */
let app: TestApp;
let token: string;
let quoteId: number;
let lineIds: number[];

beforeAll(async () => {
  app = await startTestApp({
    prepare: async (prisma) => {
      const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
      const quote = await prisma.quote.create({ data: { clientId: 'answers-1', type: 1, pid: user.pid, createdByUserId: user.id } });
      await prisma.quoteLine.createMany({
        data: ['10.00', '2.50', '100.00'].map((price, i) => ({
          clientId: `answers-1-${i}`, quoteId: quote.id, lineNumber: i + 1, configurationId: `${quote.id}_${i + 1}`, price,
        })),
      });
      await prisma.quote.update({ where: { id: quote.id }, data: { totalCost: '112.50', lineCount: 3 } });
      quoteId = quote.id;
      lineIds = (await prisma.quoteLine.findMany({ where: { quoteId }, orderBy: { lineNumber: 'asc' } })).map((line) => line.id);
    },
  });
  token = await app.login('user@acme.test');
});
afterAll(async () => app?.close());

type Line = { rowId: number; quantity: number; total: string };
type Edited = { rowId: number; quantity: number; quote: { totalCost: string; lineCount: number; lines: Line[] } };

const sumOf = (lines: Line[]) => lines.reduce((sum, line) => sum + Number(line.total), 0).toFixed(2);

describe('two quantity changes in one mutation document', () => {
  it('answers each with its own quote total, agreeing with the lines beside it and, at the end, with the database', async () => {
    const result = await app.gql<{ first: Edited; second: Edited }>(
      `mutation($a: Int!, $b: Int!) {
        first: updateQuoteLine(id: $a, input: { quantity: 2 }) { ...Edited }
        second: updateQuoteLine(id: $b, input: { quantity: 4 }) { ...Edited }
      }
      fragment Edited on QuoteLine { rowId quantity quote { totalCost lineCount lines { rowId quantity total } } }`,
      { a: lineIds[0], b: lineIds[1] },
      token,
    );
    expect(result.errors).toBeUndefined();
    const { first, second } = result.data!;
    // after the first change: 2 x 10.00 + 1 x 2.50 + 1 x 100.00
    expect(first.quote.lines.map((line) => line.quantity)).toEqual([2, 1, 1]);
    expect(first.quote.totalCost).toBe('122.50');
    expect(sumOf(first.quote.lines)).toBe(first.quote.totalCost);
    // after the second: 2 x 10.00 + 4 x 2.50 + 1 x 100.00
    expect(second.quote.lines.map((line) => line.quantity)).toEqual([2, 4, 1]);
    expect(second.quote.totalCost).toBe('130.00');
    expect(sumOf(second.quote.lines)).toBe(second.quote.totalCost);

    const stored = await app.services.prisma.quote.findUniqueOrThrow({ where: { id: quoteId }, include: { lines: { orderBy: { lineNumber: 'asc' } } } });
    expect(stored.totalCost.toFixed(2)).toBe(second.quote.totalCost);
    expect(stored.lines.map((line) => line.quantity)).toEqual(second.quote.lines.map((line) => line.quantity));

    // and the quote screen's own read says the same
    const detail = await app.gql(`query($id: Int!) { quote(id: $id) { totalCost lines { quantity total } } }`, { id: quoteId }, token);
    expect(detail.data.quote.totalCost).toBe('130.00');
    expect(detail.data.quote.lines.map((line: Line) => line.quantity)).toEqual([2, 4, 1]);
  });
});

describe('errors keep their place in the document', () => {
  it('locates a refused quote read', async () => {
    const result = await app.gql(`query Detail($id: Int!) {\n  quote(id: $id) {\n    rowId\n  }\n}`, { id: 999_999 }, token);
    expect(result.errors).toEqual([
      { message: 'Quote not found.', locations: [{ line: 2, column: 3 }], path: ['quote'], extensions: { code: 'NOT_FOUND' } },
    ]);
  });

  it('locates a refused change, alone or after another in one document', async () => {
    const alone = await app.gql(
      `mutation Change($id: Int!) {\n  updateQuoteLine(id: $id, input: { quantity: 0 }) { rowId }\n}`,
      { id: lineIds[2] },
      token,
    );
    expect(alone.errors).toEqual([
      {
        message: 'Cannot set quantity to a number less than 1.',
        locations: [{ line: 2, column: 3 }],
        path: ['updateQuoteLine'],
        extensions: { code: 'BAD_USER_INPUT', field: 'quantity' },
      },
    ]);
    const second = await app.gql(
      `mutation Change($id: Int!) {\n  ok: updateQuoteLine(id: $id, input: { quantity: 1 }) { rowId }\n    refused: deleteQuoteLine(id: 999999) { rowId }\n}`,
      { id: lineIds[2] },
      token,
    );
    expect(second.errors?.map(({ locations, path }) => ({ locations, path }))).toEqual([{ locations: [{ line: 3, column: 5 }], path: ['refused'] }]);
  });
});
