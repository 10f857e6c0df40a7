import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { createAppServer } from '../server.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { DEMO_PASSWORD_FOR_TESTS } from '../test/app.ts';
import { startLegacyChannel, type LegacyChannel } from './legacyChannel.ts';
import { testSettings } from '../test/settings.ts';

/**
 * Live connections follow the caller's rights. Two API instances share one database (and one Redis
 * when TEST_REDIS_URL is set); each runs a legacy channel too. The listeners are on B, the changes
 * made through A or another database connection.
 */
const PRESENCE = `subscription { userPresence { username isLoggedIn } }`;

interface Instance {
  url: string;
  services: ReturnType<typeof createServices>['services'];
  legacy: LegacyChannel;
}

let database: TestDatabase;
const instances: (Instance & { close(): Promise<void> })[] = [];
let a: Instance;
let b: Instance;
/** another connection, as an operator or another system would change rows */
let other: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: '' }, {
    tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
    redisUrl: testSettings().TEST_REDIS_URL || undefined,
    operationsPerMinute: 100_000,
    legacyLivePort: null,
    allowedOrigins: ['http://app.example:4000'],
    publicUrl: 'https://quotes.example',
  });
  for (let i = 0; i < 2; i += 1) {
    const built = createServices(config, database);
    const server = createAppServer(built.services);
    const port = await server.listen(0, '127.0.0.1');
    const legacy = await startLegacyChannel(built.services, 0, '127.0.0.1');
    instances.push({
      url: `http://127.0.0.1:${port}`,
      services: built.services,
      legacy,
      close: async () => {
        await legacy.close();
        await server.close();
        await built.close();
      },
    });
  }
  [a, b] = instances;
  other = new pg.Client({ connectionString: database.url });
  await other.connect();
});

afterAll(async () => {
  await other?.end();
  await Promise.all(instances.map((instance) => instance.close()));
  await database?.close();
});

async function post(on: Instance, path: string, body: unknown, token?: string) {
  const response = await fetch(`${on.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}
const gql = async (on: Instance, query: string, variables: Record<string, unknown>, token: string) =>
  post(on, '/graphql', { query, variables }, token);

async function login(on: Instance, username: string): Promise<string> {
  const answer = await post(on, '/api/v1/auth/login', { username, password: DEMO_PASSWORD_FOR_TESTS });
  return answer.result.token;
}

/** A graphql-ws subscriber to the presence feed: its events and how its socket closed. */
function subscriber(on: Instance, token: string) {
  const events: any[] = [];
  let closeCode: number | null = null;
  const client = createClient({
    url: `${on.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    retryAttempts: 0,
    lazy: false,
    // Closing is what these tests wait for: the client need not print it.
    onNonLazyError: () => {},
    on: { closed: (event) => void (closeCode = (event as { code: number }).code) },
  });
  client.subscribe({ query: PRESENCE }, { next: (value) => void events.push(value), error: () => {}, complete: () => {} });
  return {
    events,
    closeCode: () => closeCode,
    // Subscribed once the server has seen a first event for it.
    close: () => client.dispose(),
  };
}

/** A legacy channel client, opened with a ticket the instance issues for the token: its messages and close code. */
async function legacyClient(on: Instance, token: string, origin?: string) {
  const messages: any[] = [];
  let closeCode: number | null = null;
  const { ticket } = (await post(on, '/api/v1/auth/liveTicket', {}, token)).result as { ticket: string };
  const socket = new WebSocket(`ws://127.0.0.1:${on.legacy.port}/?ticket=${ticket}`, origin ? { headers: { origin } } : {});
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  socket.on('close', (code) => void (closeCode = code));
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  return { socket, messages, opened, closeCode: () => closeCode };
}

const poll = <T>(read: () => T, expected: T) => expect.poll(read, { timeout: 5000, interval: 20 }).toEqual(expected);

/** Whether `done` holds within `ms`, checked every 20 ms. */
async function within(ms: number, done: () => boolean) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}

/**
 * Signs someone in until the listeners have heard it: they are then listening. A subscription is in
 * place some time after its client asked for it (longer on a loaded machine), and a sign-in before
 * then reaches nobody, so the sign-in is repeated, up to 10 times, each given 2 s to be heard. Events
 * cross instances only through Redis, so the sign-in happens where the listeners are; the changes
 * under test are made on the other instance.
 */
async function presenceHeardBy(on: Instance, username: string, ...listeners: { count: () => number }[]) {
  const before = listeners.map((listener) => listener.count());
  const heard = () => listeners.every((listener, index) => listener.count() > before[index]!);
  for (let attempt = 0; attempt < 10 && !heard(); attempt += 1) {
    await login(on, username);
    await within(2000, heard);
  }
  expect(heard()).toBe(true);
}

describe('an administrator demotes a user with open live connections', () => {
  it('closes their graphql-ws socket and legacy socket (4401), on the other instance too; later events do not reach them', async () => {
    const super9 = await login(a, 'super@acme.test');
    const adminToken = await login(b, 'admin@acme.test');
    const feed = subscriber(b, adminToken);
    const legacy = await legacyClient(b, adminToken);
    await legacy.opened;
    await presenceHeardBy(b, 'dealer@acme.test', { count: () => feed.events.length }, { count: () => legacy.messages.length });

    const roles = (await gql(a, `{ roles { rowId roleLevel } }`, {}, super9)).data.roles as { rowId: number; roleLevel: number }[];
    const me = (await gql(b, `{ me { rowId } }`, {}, adminToken)).data.me;
    const demoted = await gql(a, `mutation($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { roleLevel } }`, {
      id: me.rowId,
      input: { roleId: roles.find((role) => role.roleLevel === 1)!.rowId },
    }, super9);
    expect(demoted.data.updateUser.roleLevel).toBe(1);

    await poll(() => feed.closeCode(), 4401);
    await poll(() => legacy.closeCode(), 4401);
    const heard = [feed.events.length, legacy.messages.length];
    // An event after the demotion: an administrator still listening hears it, the demoted user does not.
    const watcher = subscriber(b, await login(b, 'super@acme.test'));
    await presenceHeardBy(b, 'user@acme.test', { count: () => watcher.events.length });
    expect([feed.events.length, legacy.messages.length]).toEqual(heard);
    await Promise.all([feed.close(), watcher.close()]);
  });

  it('a sign-out on one instance closes that session’s sockets on the other, and only those', async () => {
    const token = await login(a, 'admin@borealis.test');
    const otherSession = await login(a, 'admin@borealis.test');
    const feed = subscriber(b, token);
    const legacy = await legacyClient(b, token);
    const stays = subscriber(b, otherSession);
    await legacy.opened;
    await presenceHeardBy(b, 'user@borealis.test', { count: () => feed.events.length }, { count: () => stays.events.length });
    expect((await gql(a, `mutation { signOut }`, {}, token)).data.signOut).toBe(true);
    await poll(() => feed.closeCode(), 4401);
    await poll(() => legacy.closeCode(), 4401);
    const before = stays.events.length;
    await presenceHeardBy(b, 'user@borealis.test', { count: () => stays.events.length });
    expect(stays.events.length).toBeGreaterThan(before);
    expect(stays.closeCode()).toBeNull();
    await Promise.all([feed.close(), stays.close()]);
  });

  it('a role changed behind the API’s back (another connection) closes the sockets with 4403, and a reconnection hears nothing', async () => {
    const token = await login(a, 'admin@borealis.test');
    const feed = subscriber(b, token);
    const legacy = await legacyClient(b, token);
    await legacy.opened;
    await presenceHeardBy(b, 'user@borealis.test', { count: () => feed.events.length }, { count: () => legacy.messages.length });
    const { rows } = await other.query(`SELECT "roleId" FROM "User" WHERE username = 'admin@borealis.test'`);
    const { rows: registered } = await other.query(`SELECT id FROM "Role" WHERE "roleLevel" = 1 AND pid IS NULL LIMIT 1`);
    await other.query(`UPDATE "User" SET "roleId" = $1 WHERE username = 'admin@borealis.test'`, [registered[0].id]);
    try {
      await poll(() => feed.closeCode(), 4403);
      await poll(() => legacy.closeCode(), 4403);
      const again = subscriber(b, token);
      await poll(() => again.events.length, 1);
      expect(again.events[0].errors[0].message).toBe('You do not have access to this.');
      await again.close();
    } finally {
      await other.query(`UPDATE "User" SET "roleId" = $1 WHERE username = 'admin@borealis.test'`, [rows[0].roleId]);
    }
    await feed.close();
  });
});

describe('the legacy channel’s origin check', () => {
  let token: string;
  beforeAll(async () => {
    token = await login(a, 'super@acme.test');
  });
  const opened = async (origin?: string) => {
    const client = await legacyClient(a, token, origin);
    const result = await Promise.race([
      client.opened.then(() => new Promise((r) => setTimeout(r, 150))).then(() => client.closeCode() ?? 'open'),
      new Promise((resolve) => client.socket.on('close', (code) => resolve(code))),
    ]);
    client.socket.close();
    return result;
  };

  it('takes the whole origin: an allowed one, the public address, or the app port on the same host; not another port or scheme', async () => {
    expect(await opened('http://app.example:4000')).toBe('open');
    expect(await opened('https://quotes.example')).toBe('open');
    expect(await opened(`http://127.0.0.1:${a.services.config.port}`)).toBe('open');
    expect(await opened()).toBe('open');
    expect(await opened('http://app.example:4001')).toBe(4403);
    expect(await opened('https://app.example:4000')).toBe(4403);
    expect(await opened('http://quotes.example')).toBe(4403);
    expect(await opened('https://quotes.example:8443')).toBe(4403);
    expect(await opened(`http://127.0.0.1:${a.legacy.port}`)).toBe(4403);
    expect(await opened(`https://127.0.0.1:${a.services.config.port}`)).toBe(4403);
    expect(await opened('null')).toBe(4403);
  });
});

describe('API tokens on live connections', () => {
  const CREATE = `mutation($name: String!, $scopes: [String!]) { createApiToken(name: $name, scopes: $scopes) { token apiToken { rowId } } }`;
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await login(a, 'admin@borealis.test');
  });
  const createToken = async (name: string, scopes: string[]) => {
    const answer = await gql(a, CREATE, { name, scopes }, adminToken);
    return answer.data.createApiToken as { token: string; apiToken: { rowId: number } };
  };

  it('a token without the read scope cannot open the legacy channel', async () => {
    const { token } = await createToken('status only', ['orders:status']);
    expect(await post(b, '/api/v1/auth/liveTicket', {}, token)).toMatchObject({ success: false, error: 'This API token does not have the read scope.' });
    // where the token may still be sent in the URL (LEGACY_LIVE_TOKEN_IN_URL, on outside production), the channel refuses it itself
    const socket = new WebSocket(`ws://127.0.0.1:${b.legacy.port}/?token=${token}`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    expect(await closed).toBe(4403);
  });

  it('a revoked token’s legacy socket closes at the next event (4401) and hears nothing more', async () => {
    const { token, apiToken } = await createToken('live reader', ['read']);
    const legacy = await legacyClient(b, token);
    await legacy.opened;
    await presenceHeardBy(b, 'user@borealis.test', { count: () => legacy.messages.length });
    expect((await gql(a, `mutation($id: Int!) { revokeApiToken(id: $id) { id } }`, { id: apiToken.rowId }, adminToken)).errors).toBeUndefined();
    const heard = legacy.messages.length;
    await login(b, 'user@borealis.test');
    await poll(() => legacy.closeCode(), 4401);
    expect(legacy.messages.length).toBe(heard);
  });
});
