// The server's own time zone must not move any instant: this file runs in a zone far from UTC (and
// gives the worker its zone back after, for the files that share it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createDatabaseClients } from './client.ts';
import { testSettings } from '../test/settings.ts';
import { switchTimeZone } from '../config.ts';

const restoreZone = switchTimeZone('America/New_York');
let app: TestApp;
let quoteId: number;
const CREATED = '2026-01-15T23:30:00.123Z';

beforeAll(async () => {
  app = await startTestApp({
    prepare: async (prisma) => {
      const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
      const quote = await prisma.quote.create({
        data: { clientId: 'timestamps-1', type: 1, pid: user.pid, createdByUserId: user.id, createdAt: new Date(CREATED) },
      });
      quoteId = quote.id;
    },
  });
});
afterAll(async () => {
  await app?.close();
  restoreZone();
});

describe('timestamps in a server zone other than UTC', () => {
  it('runs in that zone', () => {
    expect(new Date(CREATED).getTimezoneOffset()).toBe(300);
  });

  it("reads a quote's createdAt as the stored UTC instant through GraphQL, REST and the pool alike", async () => {
    const token = await app.login('user@acme.test');
    const graphql = await app.gql(`query($id: Int!) { quote(id: $id) { createdAt } quotes(type: 1, first: 50) { edges { node { rowId createdAt } } } }`, { id: quoteId }, token);
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.quote.createdAt).toBe(CREATED);
    expect(graphql.data.quotes.edges.find((edge: { node: { rowId: number } }) => edge.node.rowId === quoteId).node.createdAt).toBe(CREATED);

    const rest = await app.rest('/api/v1/quoteManagement/getQuote', { id: quoteId }, token);
    expect(rest.status).toBe(200);
    const restCreated = rest.body.result.createdDate ?? rest.body.result.createdAt;
    expect(new Date(restCreated).toISOString()).toBe(CREATED);

    // the statements of our own (the viewer's session, list counts, the quantity buttons) read through the pool
    const { rows } = await app.services.sql.query('SELECT "createdAt" FROM "Quote" WHERE id = $1', [quoteId]);
    expect((rows[0].createdAt as Date).toISOString()).toBe(CREATED);
    // the stored text is the UTC wall-clock time
    const text = await app.services.sql.query('SELECT "createdAt"::text AS text FROM "Quote" WHERE id = $1', [quoteId]);
    expect(text.rows[0].text).toBe('2026-01-15 23:30:00.123');
  });
});

describe.runIf(testSettings().TEST_DATABASE_URL)('a database set to a zone other than UTC (PostgreSQL; skipped without TEST_DATABASE_URL)', () => {
  it('writes now() as the UTC instant through the pool and through Prisma', async () => {
    const serverUrl = testSettings().TEST_DATABASE_URL!;
    const name = `qc_zone_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.query(`ALTER DATABASE "${name}" SET timezone TO 'America/New_York'`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const clients = createDatabaseClients(url.toString(), { max: 2 });
    try {
      const before = Date.now();
      const { rows } = await clients.pool.query('SELECT now()::timestamp AS at');
      const [viaPrisma] = await clients.prisma.$queryRaw<{ at: Date }[]>`SELECT now()::timestamp AS at`;
      for (const at of [rows[0].at as Date, viaPrisma.at]) {
        expect(Math.abs(at.getTime() - before)).toBeLessThan(60_000);
      }
    } finally {
      await clients.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
