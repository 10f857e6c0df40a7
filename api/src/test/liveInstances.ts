import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig, type Config } from '../config.ts';
import { createServices } from '../services.ts';
import { createAppServer } from '../server.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { startJobWorker, type JobWorker } from '../jobs/worker.ts';
import { testSettings } from './settings.ts';
import { DEMO_PASSWORD_FOR_TESTS } from './app.ts';
import type { Services } from '../context.ts';

/**
 * Two API instances on one seeded test database, sharing live events through Redis (TEST_REDIS_URL;
 * without it, one instance plays both parts), with the job worker running on the first: for tests
 * that prove who hears a live event published on another instance (the order timeline, the feed,
 * notifications).
 */

export interface Instance {
  url: string;
  gql(query: string, variables?: Record<string, unknown>, token?: string): Promise<any>;
  rest(path: string, body: unknown, token?: string): Promise<{ status: number; body: any }>;
}

function instance(port: number): Instance {
  const url = `http://127.0.0.1:${port}`;
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  return { url, gql: async (query, variables, token) => (await post('/graphql', { query, variables }, token)).body, rest: post };
}

export interface LiveInstances {
  database: TestDatabase;
  /** where the tests act */
  a: Instance;
  /** where subscribers connect: the other instance when events travel through Redis */
  b: Instance;
  /** the first instance's services */
  services: Services;
  worker: JobWorker;
  /** a demo user's session token, signed in on `on` (the first instance by default) */
  login(username: string, on?: Instance): Promise<string>;
  close(): Promise<void>;
}

export async function startLiveInstances(overrides: Partial<Config> = {}): Promise<LiveInstances> {
  const redisUrl = testSettings().TEST_REDIS_URL || undefined;
  const database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: '' }, {
    tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
    redisUrl,
    operationsPerMinute: 100_000,
    legacyLivePort: null,
    erpAllowPrivateHosts: true,
    ...overrides,
  });
  const running: { services: ReturnType<typeof createServices>; server: ReturnType<typeof createAppServer> }[] = [];
  for (let i = 0; i < (redisUrl ? 2 : 1); i += 1) {
    const services = createServices(config, database);
    running.push({ services, server: createAppServer(services.services) });
  }
  const ports = await Promise.all(running.map(({ server }) => server.listen(0, '127.0.0.1')));
  const a = instance(ports[0]!);
  const b = instance(ports[1] ?? ports[0]!);
  const worker = await startJobWorker(running[0]!.services.services, { databaseUrl: database.url });
  return {
    database,
    a,
    b,
    services: running[0]!.services.services,
    worker,
    async login(username, on = a) {
      const result = await on.rest('/api/v1/auth/login', { username, password: DEMO_PASSWORD_FOR_TESTS, stayLoggedIn: false });
      if (!result.body.success) throw new Error(`login ${username}: ${result.body.error}`);
      return result.body.result.token as string;
    },
    async close() {
      await worker.stop();
      await Promise.all(running.map(({ server }) => server.close()));
      await Promise.all(running.map(({ services }) => services.close()));
      await database.close();
    },
  };
}

/** Subscribes over graphql-ws on `on` and collects the events (or the refusal). */
export function subscribe(on: Instance, token: string, query: string, variables: Record<string, unknown> = {}) {
  const events: any[] = [];
  let failure: string | null = null;
  const client = createClient({ url: on.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authToken: token }, retryAttempts: 0, lazy: false,
    // a refusal (4401/4403) reaches the subscription's error below; graphql-ws would also print it
    onNonLazyError: () => {},
  });
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  client.on('connected', () => setTimeout(started, 150));
  client.on('closed', () => started());
  client.subscribe(
    { query, variables },
    {
      next: (value) => {
        if (value.errors?.length) failure = String(value.errors[0]!.message);
        else events.push(Object.values(value.data ?? {})[0]);
      },
      error: (error) => {
        failure = error instanceof Error ? error.message : Array.isArray(error) ? String((error[0] as any)?.message) : String((error as any)?.reason ?? error);
      },
      complete: () => {},
    },
  );
  return { ready, events, failure: () => failure, close: () => client.dispose() };
}
