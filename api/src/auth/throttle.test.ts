import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle, FailureThrottle, LOGIN_THROTTLE_OPTIONS, memoryThrottleStore, redisThrottleStore, signInAttempt, type ThrottleStore } from './throttle.ts';
import { createOperationBudget } from '../http/rateLimit.ts';
import { startTestApp, DEMO_PASSWORD_FOR_TESTS, type TestApp } from '../test/app.ts';
import { createTestDatabase } from '../test/db.ts';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { createAppServer } from '../server.ts';
import { testSettings } from '../test/settings.ts';

const MINUTE = 60_000;
const unique = () => randomBytes(4).toString('hex');
/** A fresh documentation-range address per call, so runs against a shared Redis never meet. */
const freshAddress = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Expects the attempt to be refused and answers the wait it names, in seconds. */
async function refusedFor(attempt: Promise<unknown>): Promise<number> {
  const error = await attempt.then(
    () => null,
    (thrown: { code?: string; retryAfterSeconds?: number }) => thrown,
  );
  expect(error?.retryAfterSeconds).toBeGreaterThan(0);
  return error!.retryAfterSeconds!;
}

const stores: Array<[string, () => ThrottleStore]> = [['in memory', memoryThrottleStore]];
let redis: Redis | undefined;
const redisUrl = testSettings().TEST_REDIS_URL;
if (redisUrl) {
  stores.push(['in Redis', () => redisThrottleStore(redis!, `qc:test:${unique()}:`)]);
}
beforeAll(() => {
  if (redisUrl) redis = new Redis(redisUrl);
});
afterAll(() => redis?.disconnect());

describe.each(stores)('failure throttle %s', (_, store) => {
  it('doubles the wait after the free failures and forgets after a quiet hour', async () => {
    let now = 1_000_000;
    const throttle = new FailureThrottle(
      { ruleFor: () => ({ freeFailures: 2, baseDelayMs: 1000, maxDelayMs: 8000 }), forgetAfterMs: 3_600_000 },
      store(),
      () => now,
    );
    await throttle.attempt(['account:a']);
    await throttle.attempt(['account:a']); // the second failure uses up the free ones: 1 s
    expect(await refusedFor(throttle.attempt(['account:a']))).toBe(1);
    now += 1001;
    await throttle.attempt(['account:a']); // third: 2 s
    now += 1500;
    expect(await refusedFor(throttle.attempt(['account:a']))).toBe(1);
    now += 3_600_001;
    await throttle.attempt(['account:a']);
  });

  it('a success clears the account but only takes back its own attempt from the address', async () => {
    const throttle = new FailureThrottle(LOGIN_THROTTLE_OPTIONS, store(), () => 1_000_000);
    for (let i = 0; i < 19; i += 1) await throttle.attempt(['address:x', `account:${i}`]);
    const mine = await throttle.attempt(['address:x', 'account:mine'], { forgivable: ['account:mine'] });
    await mine.succeeded();
    await throttle.attempt(['address:x', 'account:other']); // the 20th failure from the address
    await refusedFor(throttle.attempt(['address:x', 'account:another']));
    // the owner's own account was cleared: from another address it is not waiting
    await throttle.attempt(['address:y', 'account:mine']);
  });

  it('an attacker keeping an account waiting does not keep its owner out, and each address still guesses slowly', async () => {
    let now = 1_000_000;
    const throttle = new FailureThrottle(LOGIN_THROTTLE_OPTIONS, store(), () => now);
    const signIn = (address: string) => {
      const { keys, ...options } = signInAttempt('owner@example.com', address);
      return throttle.attempt(keys, options);
    };
    // An hour of a wrong password every minute, from addresses taking turns: each failure the
    // account's wait lets through starts it again, up to 15 minutes.
    for (let minute = 0; minute < 60; minute += 1) {
      await signIn(`10.0.0.${minute % 20}`).catch(() => {});
      now += MINUTE;
    }
    // An address gets a few guesses past the account's wait, then waits like the account.
    for (let i = 0; i < 3; i += 1) await signIn('10.9.9.9');
    expect(await refusedFor(signIn('10.9.9.9'))).toBeGreaterThan(60);
    // The owner, from an address that has not failed at the account, is let through at once.
    const owner = await signIn('192.0.2.7');
    await owner.succeeded();
    // which clears the account's wait: the attacker's address is no longer held up by it
    await signIn('10.9.9.9');
  });

  it('one address guessing at one account, or at many, is held up for up to 15 minutes', async () => {
    let now = 1_000_000;
    const throttle = new FailureThrottle(LOGIN_THROTTLE_OPTIONS, store(), () => now);
    const signIn = (username: string, address: string) => {
      const { keys, ...options } = signInAttempt(username, address);
      return throttle.attempt(keys, options);
    };
    for (let i = 0; i < 30; i += 1) {
      await signIn('victim@example.com', '203.0.113.8');
      now += 20 * MINUTE;
    }
    await signIn('victim@example.com', '203.0.113.8');
    expect(await refusedFor(signIn('victim@example.com', '203.0.113.8'))).toBe(15 * 60);

    // one address guessing at 30 accounts waits up to 15 minutes, whatever account it tries next
    for (let i = 0; i < 30; i += 1) {
      await signIn(`victim${i}@example.com`, '203.0.113.9');
      now += 20 * MINUTE;
    }
    await signIn('victim-last@example.com', '203.0.113.9');
    expect(await refusedFor(signIn('fresh@example.com', '203.0.113.9'))).toBe(15 * 60);
  });
});

/** POSTs JSON as if from `address` (honoured only behind a trusted proxy). */
async function post(url: string, path: string, body: unknown, address?: string) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const LOGIN_PATH = '/api/v1/auth/login';

describe('sign-in throttle over HTTP', () => {
  let app: TestApp;
  let now = 1_000_000;
  beforeAll(async () => {
    app = await startTestApp({ config: { trustProxy: 1 } });
    // a clock of the test's own, so no wait runs out while the test runs
    app.services.loginThrottle = createLoginThrottle(null, () => now);
  });
  afterAll(async () => app?.close());

  it('an attacker failing at an account every minute does not keep the owner out', async () => {
    // An hour of wrong passwords, one every five minutes, from four addresses taking turns.
    for (let i = 0; i < 12; i += 1) {
      const failed = await post(app.url, LOGIN_PATH, { username: 'dealer@acme.test', password: `Wrong-${i}` }, `10.1.0.${i % 4}`);
      expect(failed.body.error).toBe('Login failed!');
      if (i < 11) now += 5 * MINUTE;
    }
    const attacker = await post(app.url, LOGIN_PATH, { username: 'dealer@acme.test', password: 'Wrong-again' }, '10.1.0.1');
    expect([attacker.status, attacker.body.error]).toEqual([429, 'Too many failed attempts. Please wait and try again.']);
    // A fresh address gets a few guesses past the account's wait, answered as failed sign-ins, then waits too.
    for (let i = 0; i < 3; i += 1) {
      const guess = await post(app.url, LOGIN_PATH, { username: 'dealer@acme.test', password: `Guess-${i}` }, '10.1.0.200');
      expect(guess.body.error).toBe('Login failed!');
    }
    expect((await post(app.url, LOGIN_PATH, { username: 'dealer@acme.test', password: DEMO_PASSWORD_FOR_TESTS }, '10.1.0.200')).status).toBe(429);
    // The owner, from their own address, signs in at once with the right password.
    const owner = await post(app.url, LOGIN_PATH, { username: 'dealer@acme.test', password: DEMO_PASSWORD_FOR_TESTS }, '192.0.2.50');
    expect([owner.status, owner.body.success]).toEqual([200, true]);
  }, 120_000);

  it('an address that guesses at many accounts is held up for every account, the owner elsewhere is not', async () => {
    for (let i = 0; i < 20; i += 1) {
      await post(app.url, LOGIN_PATH, { username: `nobody${i}@example.com`, password: 'Wrong-1' }, '10.2.0.1');
    }
    const blocked = await post(app.url, LOGIN_PATH, { username: 'admin@acme.test', password: DEMO_PASSWORD_FOR_TESTS }, '10.2.0.1');
    expect(blocked.status).toBe(429);
    expect((await post(app.url, LOGIN_PATH, { username: 'admin@acme.test', password: DEMO_PASSWORD_FOR_TESTS }, '10.2.0.2')).body.success).toBe(true);
  }, 120_000);
});

describe.runIf(testSettings().TEST_REDIS_URL)('throttle and operation budget shared by two API instances through Redis', () => {
  it('failures on instance A hold up the account on instance B; operations on both draw on one budget', async () => {
    const database = await createTestDatabase({ seed: true });
    const config = loadConfig({ NODE_ENV: 'test' }, {
      tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
      redisUrl: testSettings().TEST_REDIS_URL,
      legacyLivePort: null,
      trustProxy: 1,
      operationsPerMinute: 10,
    });
    const instances = [createServices(config, database), createServices(config, database)];
    const servers = instances.map((i) => createAppServer(i.services));
    const [urlA, urlB] = (await Promise.all(servers.map((s) => s.listen(0, '127.0.0.1')))).map((port) => `http://127.0.0.1:${port}`);
    const clients: Redis[] = [];
    try {
      // As configured, each instance keeps its counters in Redis.
      const account = `shared-${unique()}@example.com`;
      const firstCaller = freshAddress();
      expect((await post(urlA, LOGIN_PATH, { username: account, password: 'Wrong-1' }, freshAddress())).body.error).toBe('Login failed!');
      await post(urlB, '/graphql', { query: '{ __typename }' }, firstCaller);
      expect(await redis!.hget(`${config.redisKeyPrefix}throttle:account:${account}`, 'c')).toBe('1');
      expect(await redis!.keys(`${config.redisKeyPrefix}ops:address:${firstCaller}:*`)).toHaveLength(1);

      // From here each instance reads a clock of the test's own (no wait or minute runs out
      // meanwhile), still each through its own Redis connection.
      const now = Date.now();
      for (const { services } of instances) {
        const client = new Redis(testSettings().TEST_REDIS_URL!, { keyPrefix: config.redisKeyPrefix });
        clients.push(client);
        services.loginThrottle = createLoginThrottle(client, () => now);
        services.operationBudget = createOperationBudget(10, client, () => now);
      }
      const guesser = freshAddress();
      for (let i = 0; i < 4; i += 1) {
        expect((await post(urlA, LOGIN_PATH, { username: account, password: 'Wrong-1' }, guesser)).body.error).toBe('Login failed!');
      }
      // the fifth failure started the account's wait; B holds the guessing address to it though every guess went to A
      const onB = await post(urlB, LOGIN_PATH, { username: account, password: 'Wrong-1' }, guesser);
      expect([onB.status, onB.body.error]).toEqual([429, 'Too many failed attempts. Please wait and try again.']);

      // 10 operations a minute for one caller, across both instances
      const caller = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await post(i % 2 ? urlB : urlA, '/graphql', { query: '{ __typename }' }, caller)).status);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    } finally {
      for (const client of clients) client.disconnect();
      await Promise.all(servers.map((s) => s.close()));
      await Promise.all(instances.map((i) => i.close()));
      await database.close();
    }
  });
});
