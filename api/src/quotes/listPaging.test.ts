import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { offsetCursor } from '../schema/connections.ts';

let app: TestApp;
let token: string;
let pid: number;

beforeAll(async () => {
  app = await startTestApp({
    prepare: async (prisma) => {
      const platform = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
      const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
      const contact = await prisma.contact.findFirstOrThrow({ where: { pid: platform.id } });
      // Pairs of quotes share a creation time and a job name, so the id decides between them.
      const start = Date.UTC(2026, 0, 1);
      await prisma.quote.createMany({
        data: Array.from({ length: 50 }, (_, i) => ({
          clientId: `paging-${i}`, type: 1, pid: platform.id, createdByUserId: admin.id, contactId: i % 3 ? contact.id : null,
          jobName: `Paging ${String(Math.floor(i / 2)).padStart(2, '0')}`, createdAt: new Date(start + Math.floor(i / 2) * 60_000),
        })),
      });
    },
  });
  token = await app.login('admin@acme.test');
  pid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
}, 120_000);
afterAll(async () => app?.close());

const LIST = `query($after: String, $orderBy: QuoteOrder) { quotes(type: 1, first: 12, after: $after, orderBy: $orderBy) {
  totalCount edges { node { rowId jobName contactFirstName } } pageCursors { around { cursor page isCurrent } } } }`;

describe('the quote list, page by page', () => {
  for (const [field, direction] of [['createdAt', 'DESC'], ['jobName', 'ASC'], ['id', 'DESC']] as const) {
    it(`gives every quote once, in ${field} ${direction} order with the id breaking ties, on every page`, async () => {
      const { prisma } = app.services;
      const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
      const order = direction === 'ASC' ? 'asc' : 'desc';
      const expected = await prisma.quote.findMany({
        where: { type: 1, pid },
        orderBy: field === 'id' ? [{ id: order }] : [{ [field]: order }, { id: order }],
        select: { id: true, jobName: true, contact: { select: { firstName: true } } },
      });
      expect(expected.length).toBeGreaterThan(50);
      expect(admin.groupId).toBeNull();

      const seen: { rowId: number; jobName: string; contactFirstName: string | null }[] = [];
      for (let page = 1; (page - 1) * 12 < expected.length; page += 1) {
        const after = page === 1 ? null : offsetCursor((page - 1) * 12 - 1);
        const result = await app.gql(LIST, { after, orderBy: { field, direction } }, token);
        expect(result.errors).toBeUndefined();
        expect(result.data.quotes.totalCount).toBe(expected.length);
        expect(result.data.quotes.pageCursors.around.find((cursor: { isCurrent: boolean }) => cursor.isCurrent).page).toBe(page);
        seen.push(...result.data.quotes.edges.map((edge: { node: (typeof seen)[number] }) => edge.node));
      }
      expect(seen).toEqual(expected.map((quote) => ({ rowId: quote.id, jobName: quote.jobName, contactFirstName: quote.contact?.firstName ?? null })));
    });
  }

  it('answers a page past the end with no rows and the total', async () => {
    const result = await app.gql(LIST, { after: offsetCursor(10_000) }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data.quotes.edges).toEqual([]);
    expect(result.data.quotes.totalCount).toBeGreaterThan(50);
  });
});
