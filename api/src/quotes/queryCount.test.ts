import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { createAppServer, type AppServer } from '../server.ts';
import { createTestDatabase } from '../test/db.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';

/** Guards the heavy list against N+1: the number of database operations must not grow with the page. */
let operations: string[] = [];
let server: AppServer;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase({ seed: true });
  const platform = await database.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  const admin = await database.prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
  const contact = await database.prisma.contact.findFirstOrThrow({ where: { pid: platform.id } });
  await database.prisma.quote.createMany({
    data: Array.from({ length: 60 }, (_, i) => ({
      clientId: `count-${i}`, type: 1, pid: platform.id, createdByUserId: admin.id, contactId: contact.id, jobName: `Job ${i}`,
    })),
  });
  const counted = database.prisma.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        operations.push(`${model ?? 'raw'}.${operation}`);
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', REDIS_URL: '' }, { tokenSecret: 'x'.repeat(40), legacyLivePort: null });
  const { services, close: closeServices } = createServices(config, counted);
  server = createAppServer(services);
  url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  close = async () => {
    await server.close();
    await closeServices();
    await database.close();
  };
});
afterAll(async () => close?.());

async function post(body: unknown, token?: string) {
  const response = await fetch(`${url}${token === undefined ? '/api/v1/auth/login' : '/graphql'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

describe('quote list query count', () => {
  it('stays at three database operations for 12 or 48 rows with contacts and creators', async () => {
    const token = (await post({ username: 'admin@acme.test', password: 'Demo!2345' })).result.token;
    const query = `query($first: Int) { quotes(type: 1, first: $first) { totalCount
      edges { node { id rowId jobName contactFirstName contactLastName companyName createdByFirstName totalCost } } } }`;
    const counts: number[] = [];
    for (const first of [12, 48]) {
      operations = [];
      const result = await post({ query, variables: { first } }, token);
      expect(result.errors).toBeUndefined();
      expect(result.data.quotes.edges).toHaveLength(first);
      counts.push(operations.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(operations.sort()).toEqual(['Quote.count', 'Quote.findMany', 'User.findUnique']);
  });
});
