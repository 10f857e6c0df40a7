import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { createAppServer, type AppServer } from '../server.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { DatabaseNotMigratedError, openDatabase } from '../db/database.ts';
import { createDatabaseClients } from '../db/client.ts';
import { IN_MEMORY, startEmbeddedPostgres } from '../db/embedded.ts';
import { pendingMigrations, readMigrations } from '../db/migrations.ts';
import { SERVICE_RESTART_CLOSE } from './lifecycle.ts';
import { testSettings } from '../test/settings.ts';

const get = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
};

describe('health and readiness', () => {
  let database: TestDatabase;
  let services: ReturnType<typeof createServices>;
  let app: AppServer;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: '' }, {
      tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
      redisUrl: testSettings().TEST_REDIS_URL || undefined,
      legacyLivePort: null,
    });
    services = createServices(config, database);
    app = createAppServer(services.services);
    url = `http://127.0.0.1:${await app.listen(0, '127.0.0.1')}`;
  });
  afterAll(async () => {
    await app?.close();
    await services?.close();
    await database?.close();
  });

  it('/api/ready answers 200 while the database (and Redis, when configured) answer', async () => {
    await expect.poll(async () => (await get(`${url}/api/ready`)).status, { timeout: 5000 }).toBe(200);
    expect((await get(`${url}/api/ready`)).body).toEqual({
      ok: true,
      database: 'ok',
      redis: testSettings().TEST_REDIS_URL ? 'ok' : 'not configured',
    });
    expect(await get(`${url}/api/health`)).toEqual({ status: 200, body: { ok: true } });
  });

  it('/api/ready answers 503 naming the dependency that does not answer; /api/health still 200', async () => {
    const { services: live } = services;
    const [prisma, redis] = [live.prisma, live.redis];
    const unreachableDatabase = createDatabaseClients('postgres://nobody@127.0.0.1:1/none', { max: 1 });
    const unreachableRedis = new Redis('redis://127.0.0.1:1', { lazyConnect: true });
    try {
      live.prisma = unreachableDatabase.prisma;
      expect(await get(`${url}/api/ready`)).toEqual({
        status: 503,
        body: { ok: false, database: 'unreachable', redis: testSettings().TEST_REDIS_URL ? 'ok' : 'not configured' },
      });
      expect(await get(`${url}/api/health`)).toEqual({ status: 200, body: { ok: true } });
      live.prisma = prisma;
      live.redis = unreachableRedis;
      expect(await get(`${url}/api/ready`)).toEqual({ status: 503, body: { ok: false, database: 'ok', redis: 'unreachable' } });
    } finally {
      live.prisma = prisma;
      live.redis = redis;
      unreachableRedis.disconnect();
      await unreachableDatabase.close();
    }
  });
});

/** A GraphQL POST whose body is sent in two parts: the request is in flight until `finish` is called. */
function slowRequest(url: string) {
  const body = JSON.stringify({ query: '{ __typename }' });
  const target = new URL('/graphql', url);
  let finish!: () => void;
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 5));
    finish = () => req.end(body.slice(5));
  });
  return { answer, finish: () => finish() };
}

describe('draining (what SIGTERM does)', () => {
  it('turns ready to 503 first, answers the request in flight, closes live sockets with 1012, then takes no connection', async () => {
    const database = await createTestDatabase({ seed: true });
    const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: '' }, {
      tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
      legacyLivePort: null,
    });
    const services = createServices(config, database);
    const app = createAppServer(services.services);
    const url = `http://127.0.0.1:${await app.listen(0, '127.0.0.1')}`;
    try {
      const closed = new Promise<number>((resolve) => {
        const client = createClient({
          url: `${url.replace('http', 'ws')}/graphql`,
          webSocketImpl: WebSocket,
          lazy: false,
          retryAttempts: 0,
          onNonLazyError: () => {},
          on: { closed: (event) => resolve((event as { code: number }).code) },
        });
        client.subscribe({ query: 'subscription { orderStatusChanged { rowId } }' }, { next: () => {}, error: () => {}, complete: () => {} });
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const inFlight = slowRequest(url);
      await new Promise((resolve) => setTimeout(resolve, 100));

      let drained = false;
      const draining = app.drain({ delayMs: 800, timeoutMs: 10_000 }).then(() => (drained = true));
      // During the delay the instance still takes connections, and says it is not ready.
      expect(await get(`${url}/api/ready`)).toEqual({ status: 503, body: { ok: false, shuttingDown: true, database: 'ok', redis: 'not configured' } });
      expect((await get(`${url}/api/health`)).status).toBe(200);

      expect(await closed).toBe(SERVICE_RESTART_CLOSE.code);
      // No new connection once the delay is over; the request in flight keeps the drain waiting.
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(drained).toBe(false);
      inFlight.finish();
      const answer = await inFlight.answer;
      expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { data: { __typename: 'Query' } }]);
      await draining;
      expect(drained).toBe(true);
    } finally {
      await app.close();
      await services.close();
      await database.close();
    }
  });
});

describe('an instance that does not migrate (MIGRATE_ON_START=false)', () => {
  it('refuses a database that lacks migrations, naming them, and opens one that has them all', async () => {
    const all = (await readMigrations()).migrationDirectories.map((migration) => migration.path);
    const empty = await startEmbeddedPostgres({ dataDir: IN_MEMORY });
    try {
      expect(await pendingMigrations(empty.url)).toEqual(all);
      const refused = await openDatabase({ databaseUrl: empty.url, dataDir: IN_MEMORY, migrate: false }).catch((error) => error);
      expect(refused).toBeInstanceOf(DatabaseNotMigratedError);
      expect(refused.message).toContain(all.at(-1));
      expect(refused.message).toContain('npm run db:migrate');
    } finally {
      await empty.stop();
    }
    const migrated = await createTestDatabase();
    try {
      expect(await pendingMigrations(migrated.url)).toEqual([]);
      const opened = await openDatabase({ databaseUrl: migrated.url, dataDir: IN_MEMORY, migrate: false });
      expect(opened.appliedMigrations).toEqual([]);
      await opened.close();
    } finally {
      await migrated.close();
    }
  }, 120_000);
});
