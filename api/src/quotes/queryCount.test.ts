import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { startTestApp, type TestApp } from '../test/app.ts';

/** Guards the heavy list against N+1: the number of database operations must not grow with the page. */
let operations: string[] = [];
let app: TestApp;

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
      return prisma.$extends({
        query: {
          async $allOperations({ model, operation, args, query }) {
            operations.push(`${model ?? 'raw'}.${operation}`);
            return query(args);
          },
        },
      }) as unknown as PrismaClient;
    },
  });
});
afterAll(async () => app?.close());

describe('quote list query count', () => {
  it('stays at three database operations for 12 or 48 rows with contacts and creators', async () => {
    const token = await app.login('admin@acme.test');
    const query = `query($first: Int) { quotes(type: 1, first: $first) { totalCount
      edges { node { id rowId jobName contactFirstName contactLastName companyName createdByFirstName totalCost } } } }`;
    const counts: number[] = [];
    for (const first of [12, 48]) {
      operations = [];
      const result = await app.gql(query, { first }, token);
      expect(result.errors).toBeUndefined();
      expect(result.data.quotes.edges).toHaveLength(first);
      counts.push(operations.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // raw.$queryRaw: the viewer lookup (user and role in one read)
    expect(operations.sort()).toEqual(['Quote.count', 'Quote.findMany', 'raw.$queryRaw']);
  });
});
