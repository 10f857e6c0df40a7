import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { createAppServer } from '../server.ts';
import { createTestDatabase } from '../test/db.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { testSettings } from '../test/settings.ts';

const PRESENCE = `subscription { userPresence { username isLoggedIn } }`;

/** Subscribes over graphql-ws and collects events until `count` arrive or the wait runs out. */
function collect(url: string, token: string, count: number, origin?: string) {
  const events: any[] = [];
  let failure: unknown;
  const client = createClient({
    url: url.replace('http', 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, origin ? { headers: { origin } } : {});
      }
    },
    connectionParams: { authToken: token },
    retryAttempts: 0,
    lazy: false,
  });
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  client.on('connected', () => setTimeout(started, 100));
  client.on('closed', () => started());
  const done = new Promise<void>((resolve) => {
    client.subscribe({ query: PRESENCE }, {
      next: (value) => {
        events.push(value);
        if (events.length >= count) resolve();
      },
      error: (error) => {
        failure = error;
        resolve();
      },
      complete: () => resolve(),
    });
  });
  return {
    ready,
    events,
    failure: () => failure,
    wait: (ms = 3000) => Promise.race([done, new Promise((r) => setTimeout(r, ms))]),
    close: () => client.dispose(),
  };
}

describe('live presence over graphql-ws', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('an Acme admin sees an Acme user sign in and out; a Borealis admin does not', async () => {
    const acmeAdmin = collect(app.url, await app.login('admin@acme.test'), 2);
    const borealisAdmin = collect(app.url, await app.login('admin@borealis.test'), 1);
    await Promise.all([acmeAdmin.ready, borealisAdmin.ready]);
    const token = await app.login('user@acme.test');
    await app.gql(`mutation { signOut }`, {}, token);
    await acmeAdmin.wait();
    await borealisAdmin.wait(500);
    expect(acmeAdmin.events.map((e) => e.data.userPresence)).toEqual([
      { username: 'user@acme.test', isLoggedIn: true },
      { username: 'user@acme.test', isLoggedIn: false },
    ]);
    expect(borealisAdmin.events).toEqual([]);
    await acmeAdmin.close();
    await borealisAdmin.close();
  });

  it('refuses a registered user (level 1) the admin feed', async () => {
    const user = collect(app.url, await app.login('user@borealis.test'), 1);
    await user.wait(2000);
    expect(user.events).toHaveLength(1);
    expect(user.events[0].data ?? null).toBeNull();
    expect(user.events[0].errors[0].message).toBe('You do not have access to this.');
    await user.close();
  });

  it('refuses a WebSocket handshake from a foreign origin', async () => {
    const status = await new Promise<number | string>((resolve) => {
      const socket = new WebSocket(app.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', {
        headers: { origin: 'https://evil.example' },
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('error'));
    });
    expect(status).toBe(403);
  });
});

describe.runIf(testSettings().TEST_REDIS_URL)('live events across API instances through Redis', () => {
  it('a sign-in and a sign-out on instance A reach a subscriber on instance B, and B lists the user online, then offline', async () => {
    const database = await createTestDatabase({ seed: true });
    const config = loadConfig({ NODE_ENV: 'test' }, {
      tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
      redisUrl: testSettings().TEST_REDIS_URL,
      legacyLivePort: null,
    });
    const instances = [createServices(config, database), createServices(config, database)];
    const servers = instances.map((i) => createAppServer(i.services));
    const [portA, portB] = await Promise.all(servers.map((s) => s.listen(0, '127.0.0.1')));
    try {
      const login = async (port: number, username: string) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'Demo!2345' }),
        });
        return (await response.json()).result.token as string;
      };
      const adminOnB = await login(portB, 'admin@acme.test');
      const subscriber = collect(`http://127.0.0.1:${portB}`, adminOnB, 2);
      await subscriber.ready;
      await new Promise((r) => setTimeout(r, 300));
      const dealerOnA = await login(portA, 'dealer@acme.test');
      // Who is online is the same on every instance: B's user list shows the sign-in made on A.
      const online = async () => {
        const response = await fetch(`http://127.0.0.1:${portB}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${adminOnB}` },
          body: JSON.stringify({ query: `{ users(search: "dealer@acme.test") { edges { node { username isLoggedIn } } } }` }),
        });
        return (await response.json()).data.users.edges.map((edge: { node: unknown }) => edge.node);
      };
      expect(await online()).toEqual([{ username: 'dealer@acme.test', isLoggedIn: true }]);
      await fetch(`http://127.0.0.1:${portA}/api/v1/auth/signOut`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${dealerOnA}` },
        body: '{}',
      });
      await subscriber.wait(5000);
      expect(subscriber.events.map((e) => e.data.userPresence)).toEqual([
        { username: 'dealer@acme.test', isLoggedIn: true },
        { username: 'dealer@acme.test', isLoggedIn: false },
      ]);
      expect(await online()).toEqual([{ username: 'dealer@acme.test', isLoggedIn: false }]);
      await subscriber.close();
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      await Promise.all(instances.map((i) => i.close()));
      await database.close();
    }
  });
});
