import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { createAppServer } from '../server.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { DEMO_PASSWORD_FOR_TESTS } from '../test/app.ts';
import { startLegacyChannel, type LegacyChannel } from './legacyChannel.ts';

/**
 * The legacy live channel is opened with a single-use ticket, never with the session token in its
 * URL. Two instances on one database: a ticket issued by one is taken by the other's channel, as
 * behind the balancer. `?token=` works only where LEGACY_LIVE_TOKEN_IN_URL allows it.
 */

let database: TestDatabase;
const running: { services: ReturnType<typeof createServices>; server: ReturnType<typeof createAppServer> }[] = [];
let apiUrl: string;
/** instance B's channel, tokens in URLs refused as in production */
let channel: LegacyChannel;
/** instance B's channel with LEGACY_LIVE_TOKEN_IN_URL=true */
let tokenChannel: LegacyChannel;

const post = async (path: string, body: unknown, token?: string | null) => {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};
const login = async (username: string) => (await post('/api/v1/auth/login', { username, password: DEMO_PASSWORD_FOR_TESTS })).body.result.token as string;
const ticketFor = async (token: string) => {
  const answer = await post('/api/v1/auth/liveTicket', {}, token);
  expect(answer.status).toBe(200);
  return answer.body.result as { ticket: string; expiresAt: string };
};

/** A socket to the channel: `closed` resolves with its close code. */
function connect(port: number, query: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/?${query}`);
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return { socket, messages, closed };
}

/**
 * Whether the channel took the socket in: a sign-in on Acme is published on instance B until the
 * socket (an Acme administrator's) hears of it, or the channel closes it.
 */
async function admitted(client: ReturnType<typeof connect>): Promise<true | number> {
  let closedWith: number | null = null;
  void client.closed.then((code) => (closedWith = code));
  const pubsub = running[1]!.services.services.pubsub;
  const acme = await running[1]!.services.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  for (let tries = 0; tries < 200 && closedWith === null && client.messages.length === 0; tries++) {
    pubsub.publish('presence', { userId: 1, pid: acme.id, username: 'someone@acme.test', isLoggedIn: true });
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return client.messages.length > 0 ? true : (closedWith ?? (await client.closed));
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: '' }, {
    tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
    operationsPerMinute: 100_000,
    legacyLivePort: null,
    // as in production, where it is off unless set
    legacyLiveTokenInUrl: false,
  });
  for (let i = 0; i < 2; i += 1) {
    const services = createServices(config, database);
    running.push({ services, server: createAppServer(services.services) });
  }
  apiUrl = `http://127.0.0.1:${await running[0]!.server.listen(0, '127.0.0.1')}`;
  const b = running[1]!.services.services;
  channel = await startLegacyChannel(b, 0, '127.0.0.1');
  tokenChannel = await startLegacyChannel({ ...b, config: { ...b.config, legacyLiveTokenInUrl: true } }, 0, '127.0.0.1');
}, 180_000);

afterAll(async () => {
  await channel?.close();
  await tokenChannel?.close();
  await Promise.all(running.map(({ server }) => server.close()));
  await Promise.all(running.map(({ services }) => services.close()));
  await database?.close();
});

describe('legacy live channel tickets', () => {
  it('opens the channel on another instance with a ticket, once', async () => {
    const token = await login('admin@acme.test');
    const { ticket, expiresAt } = await ticketFor(token);
    expect(ticket).not.toContain(token);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(30_000);
    const first = connect(channel.port, `ticket=${ticket}`);
    expect(await admitted(first)).toBe(true);
    first.socket.close();
    expect(await connect(channel.port, `ticket=${ticket}`).closed).toBe(4401);
  });

  it('refuses an expired ticket and one never issued', async () => {
    const { ticket } = await ticketFor(await login('dealer@acme.test'));
    await running[0]!.services.services.prisma.liveTicket.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await connect(channel.port, `ticket=${ticket}`).closed).toBe(4401);
    expect(await connect(channel.port, 'ticket=not-a-ticket').closed).toBe(4401);
  });

  it('refuses a ticket whose session has ended since', async () => {
    const token = await login('user@acme.test');
    const { ticket } = await ticketFor(token);
    expect((await post('/api/v1/auth/signOut', {}, token)).status).toBe(200);
    expect(await connect(channel.port, `ticket=${ticket}`).closed).toBe(4401);
  });

  it('is issued to signed-in callers only', async () => {
    expect((await post('/api/v1/auth/liveTicket', {}, null)).status).toBe(401);
  });

  it('takes ?token= only where LEGACY_LIVE_TOKEN_IN_URL allows it (off in production by default)', async () => {
    const token = await login('admin@acme.test');
    expect(await connect(channel.port, `token=${token}`).closed).toBe(4401);
    const allowed = connect(tokenChannel.port, `token=${token}`);
    expect(await admitted(allowed)).toBe(true);
    allowed.socket.close();
  });
});
