import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { createServices } from '../services.ts';
import { createAppServer } from '../server.ts';
import { createTestDatabase } from './db.ts';
import { configureLogging } from '../observability/logger.ts';
import { startJobWorker } from '../jobs/worker.ts';
import { jobsSettled } from '../jobs/service.ts';
import type { Services } from '../context.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Server } from 'node:http';

export interface GraphQLResponse<T = any> {
  data?: T;
  errors?: { message: string; locations?: { line: number; column: number }[]; path?: (string | number)[]; extensions?: Record<string, any> }[];
}

export interface TestApp {
  services: Services;
  url: string;
  /** the app's HTTP server (benchmarks mount their own comparison routes in front of the app's) */
  server: Server;
  /** connection URL of this app's database, for raw SQL next to the API */
  databaseUrl: string;
  /** POST a GraphQL operation over real HTTP */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<GraphQLResponse<T>>;
  /** POST to a REST shim */
  rest(path: string, body: unknown, token?: string | null): Promise<{ status: number; body: any }>;
  /** Signs a demo account in and returns its session token */
  login(username: string, password?: string): Promise<string>;
  /**
   * Waits until no job is due or running (mail sent, webhooks processed…): what an operation set
   * going runs in the background, as a job. Jobs waiting for a later retry do not count.
   */
  jobsDone(timeoutMs?: number): Promise<void>;
  /** The graceful stop, as SIGTERM starts it (main.ts): work in requests is told to stop, and the server drains. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export const DEMO_PASSWORD_FOR_TESTS = 'Demo!2345';

/** A running API on its own fresh database (seeded with the demo data unless told otherwise). */
export async function startTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    /** prepares the database before the app starts and may wrap the client the app uses (e.g. to count queries) */
    prepare?: (prisma: PrismaClient) => Promise<PrismaClient | void>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seed: options.seed ?? true });
  // Each app's mail goes to an outbox of its own, so a test never reads another run's email.
  const ownOutbox = options.config?.outboxDir ? null : mkdtempSync(join(tmpdir(), 'qc-test-outbox-'));
  const config = loadConfig(
    { NODE_ENV: 'test', REDIS_URL: options.config?.redisUrl ?? '' },
    {
      tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
      operationsPerMinute: 100_000,
      legacyLivePort: null,
      // the fake ERPs listen on 127.0.0.1
      erpAllowPrivateHosts: true,
      // no SMTP server unless a test brings one: mail goes to the outbox folder
      smtpUrl: undefined,
      ...(ownOutbox ? { outboxDir: ownOutbox } : {}),
      ...options.config,
    },
  );
  // warnings and errors only (LOG_LEVEL), as JSON lines; a test reads what it needs with captureLogs
  configureLogging({ level: config.logLevel, format: config.logFormat });
  const prisma = (await options.prepare?.(database.prisma)) ?? database.prisma;
  const { services, close: closeServices, beginStop } = createServices(config, { ...database, prisma });
  const app = createAppServer(services);
  const worker = await startJobWorker(services, { databaseUrl: database.url });
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;

  const gql: TestApp['gql'] = async (query, variables, token) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return response.json() as Promise<GraphQLResponse>;
  };
  const rest: TestApp['rest'] = async (path, body, token) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const login: TestApp['login'] = async (username, password = DEMO_PASSWORD_FOR_TESTS) => {
    const result = await rest('/api/v1/auth/login', { username, password, stayLoggedIn: false });
    if (!result.body.success) throw new Error(`login ${username} failed: ${result.body.error}`);
    return result.body.result.token as string;
  };

  return {
    services,
    url,
    server: app.server,
    databaseUrl: database.url,
    gql,
    rest,
    login,
    jobsDone: (timeoutMs) => jobsSettled(services.prisma, timeoutMs),
    drain: async () => {
      beginStop();
      await app.drain();
    },
    close: async () => {
      await worker.stop();
      await app.close();
      await closeServices();
      await database.close();
      if (ownOutbox) rmSync(ownOutbox, { recursive: true, force: true });
    },
  };
}

/**
 * Records every SQL statement the app sends from now on, through Prisma or straight through the
 * pool (both share one `pg` pool), transactions included: each statement goes through a connection
 * checked out of the pool, `pool.query`'s too.
 */
export function recordStatements(app: TestApp): { statements: string[]; reset(): void } {
  const recorder = { statements: [] as string[], reset: () => void (recorder.statements = []) };
  const recorded = new WeakSet<object>();
  app.services.sql.on('acquire', (client) => {
    if (recorded.has(client)) return;
    recorded.add(client);
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      recorder.statements.push(typeof config === 'string' ? config : (config as { text: string }).text);
      return send(config, ...rest);
    }) as typeof client.query;
  });
  return recorder;
}
