import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements, startTestApp, type TestApp } from '../test/app.ts';

/** The quote screen's read must not grow with its lines (no per-line access check or lookup). */
let app: TestApp;
let recorder: ReturnType<typeof recordStatements>;
const quoteIds: number[] = [];

beforeAll(async () => {
  app = await startTestApp({
    prepare: async (prisma) => {
      const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
      for (const count of [3, 120]) {
        const quote = await prisma.quote.create({ data: { clientId: `detail-count-${count}`, type: 1, pid: user.pid, createdByUserId: user.id } });
        await prisma.quoteLine.createMany({
          data: Array.from({ length: count }, (_, i) => ({
            clientId: `detail-count-${count}-${i}`, quoteId: quote.id, lineNumber: i + 1, configurationId: `${quote.id}_${i + 1}`, price: '10.00',
          })),
        });
        quoteIds.push(quote.id);
      }
    },
  });
  recorder = recordStatements(app);
});
afterAll(async () => app?.close());

describe('quote detail query count', () => {
  it('reads a quote with 3 or 120 lines, their totals, stock limits and communications in the same five statements', async () => {
    const token = await app.login('user@acme.test');
    const query = `query($id: Int!) { quote(id: $id) { id rowId totalCost nextLineNumber viewerCanEdit communications { id }
      lines { id rowId quantity price total maxQuantity cost details } } }`;
    const counts: number[] = [];
    for (const id of quoteIds) {
      recorder.reset();
      const result = await app.gql(query, { id }, token);
      expect(result.errors).toBeUndefined();
      counts.push(recorder.statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // the viewer, the quote, its last line number, its communications and its lines: one statement each
    expect(counts[1]).toBe(5);
    expect(recorder.statements.filter((sql) => /FROM "QuoteLine" t/.test(sql))).toHaveLength(1);
  });
});
