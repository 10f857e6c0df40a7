import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements, startTestApp, type TestApp } from '../test/app.ts';

/** Guards the heavy list against N+1: the number of SQL statements must not grow with the page. */
let app: TestApp;
let recorder: ReturnType<typeof recordStatements>;

beforeAll(async () => {
  app = await startTestApp({
    prepare: async (prisma) => {
      const platform = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
      const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
      const contact = await prisma.contact.findFirstOrThrow({ where: { pid: platform.id } });
      await prisma.quote.createMany({
        data: Array.from({ length: 60 }, (_, i) => ({
          clientId: `count-${i}`, type: 1, pid: platform.id, createdByUserId: admin.id, contactId: contact.id, jobName: `Job ${i}`,
        })),
      });
    },
  });
  recorder = recordStatements(app);
});
afterAll(async () => app?.close());

describe('quote list query count', () => {
  it('stays at three SQL statements for 12 or 48 rows with contacts and creators', async () => {
    const token = await app.login('admin@acme.test');
    const query = `query($first: Int) { quotes(type: 1, first: $first) { totalCount
      edges { node { id rowId jobName contactFirstName contactLastName companyName createdByFirstName totalCost } } } }`;
    // The caller is read on their first request and then kept (auth/viewerRows.ts).
    await app.gql(`{ me { id } }`, {}, token);
    const counts: number[] = [];
    for (const first of [12, 48]) {
      recorder.reset();
      const result = await app.gql(query, { first }, token);
      expect(result.errors).toBeUndefined();
      expect(result.data.quotes.edges).toHaveLength(first);
      counts.push(recorder.statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // the count, the page's ids, and its rows with their contacts and customers joined in (relationJoins)
    expect(recorder.statements).toHaveLength(3);
    expect(recorder.statements.filter((sql) => /"public"\."Contact"/.test(sql) && /"public"\."Customer"/.test(sql))).toHaveLength(1);
  });
});
