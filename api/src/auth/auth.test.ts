import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { signSessionToken } from './tokens.ts';

const DEMO_LANDING = [
  ['super@acme.test', 9, 'Acme Lighting'],
  ['admin@acme.test', 5, 'Acme Lighting'],
  ['dealer@acme.test', 3, 'Acme Lighting'],
  ['user@acme.test', 1, 'Acme Lighting'],
  ['public@acme.test', 0, 'Acme Lighting'],
  ['admin@borealis.test', 5, 'Borealis Supply'],
  ['user@borealis.test', 1, 'Borealis Supply'],
] as const;

const ME = `query { me { username roleLevel isLoggedIn platform { name } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token expiresAt mfaRequired user { username } } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('signing in', () => {
  it.each(DEMO_LANDING)('%s signs in with the demo password and sees level %i on %s', async (username, level, platform) => {
    const token = await app.login(username);
    const { data } = await app.gql(ME, {}, token);
    expect(data.me).toEqual({ username, roleLevel: level, isLoggedIn: true, platform: { name: platform } });
  });

  it('issues a token whose expiry is later with "stay logged in"', async () => {
    const short = await app.gql(LOGIN, { input: { username: 'user@acme.test', password: 'Demo!2345', stayLoggedIn: false } });
    const long = await app.gql(LOGIN, { input: { username: 'user@acme.test', password: 'Demo!2345', stayLoggedIn: true } });
    const now = Date.now() / 1000;
    expect(short.data.login.expiresAt).toBeGreaterThan(now);
    expect(long.data.login.expiresAt).toBeGreaterThan(short.data.login.expiresAt);
    const claims = JSON.parse(Buffer.from(short.data.login.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ username: 'user@acme.test', exp: short.data.login.expiresAt });
  });

  it('gives the same message for a wrong password and an unknown account', async () => {
    const wrongPassword = await app.gql(LOGIN, { input: { username: 'dealer@acme.test', password: 'nope', stayLoggedIn: false } });
    const unknownUser = await app.gql(LOGIN, { input: { username: 'ghost@acme.test', password: 'Demo!2345', stayLoggedIn: false } });
    expect(wrongPassword.errors?.[0].message).toBe('Login failed!');
    expect(unknownUser.errors?.[0].message).toBe('Login failed!');
  });

  it('signs out: the user is no longer online', async () => {
    const token = await app.login('dealer@acme.test');
    const out = await app.gql(`mutation { signOut }`, {}, token);
    expect(out.data.signOut).toBe(true);
    const admin = await app.login('admin@acme.test');
    const users = await app.services.prisma.user.findUnique({ where: { username: 'dealer@acme.test' } });
    expect(users?.isLoggedIn).toBe(false);
    expect(admin).toBeTruthy();
  });

  it('reports an expired token as such', async () => {
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    const { token } = await signSessionToken(app.services.config.tokenSecret, { userId: user.id, username: user.username, version: 0, sessionId: 'ran-out' }, -10);
    const me = await app.gql(ME, {}, token);
    expect(me.data).toBeUndefined();
    expect(me.errors?.[0].message).toBe('Your login token has expired.');
    const quotes = await app.gql(`{ quotes(type: 1) { totalCount } }`, {}, token);
    expect(quotes.errors?.[0].message).toBe('Your login token has expired.');
  });

  it('rejects a token after the user signs out everywhere (token version bump)', async () => {
    const token = await app.login('user@borealis.test');
    await app.services.prisma.user.update({ where: { username: 'user@borealis.test' }, data: { tokenVersion: { increment: 1 } } });
    const me = await app.gql(ME, {}, token);
    expect(me.data).toBeUndefined();
    expect(me.errors?.[0]).toMatchObject({ message: 'Your login token has expired.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('REST sign-in shim', () => {
  it('returns { success, result.token } and the token works for GraphQL', async () => {
    const response = await app.rest('/api/v1/auth/login', { username: 'admin@acme.test', password: 'Demo!2345', stayLoggedIn: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, error: null, result: { mfaRequired: false, platformRequiresMFA: false } });
    const { data } = await app.gql(ME, {}, response.body.result.token);
    expect(data.me.username).toBe('admin@acme.test');
  });

  it('rejects bad input naming the field, with a non-200 status', async () => {
    const response = await app.rest('/api/v1/auth/login', { username: 'admin@acme.test' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, result: null, field: 'password' });
    expect(response.body.error).toBe('Password is required.');
  });

  it('answers a failed sign-in with success false and "Login failed!"', async () => {
    const response = await app.rest('/api/v1/auth/login', { username: 'admin@acme.test', password: 'wrong' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, result: null, error: 'Login failed!' });
  });

  it('answers unknown operations with 404', async () => {
    const response = await app.rest('/api/v1/auth/doesNotExist', {});
    expect(response.status).toBe(404);
    expect(response.body.success).toBe(false);
  });
});

describe('guessing is slowed down', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await startTestApp();
  });
  afterAll(async () => fresh?.close());

  it('blocks an account after 5 failures; aliases in one request cannot multiply guesses', async () => {
    const guesses = Array.from({ length: 8 }, (_, i) =>
      `g${i}: login(input: { username: "user@acme.test", password: "guess-${i}" }) { token }`).join('\n');
    const aliased = await fresh.gql(`mutation { ${guesses} }`);
    // Mutations run one after another and stop at the first failure: one guess per request.
    expect(aliased.errors?.map((e) => e.message)).toEqual(['Login failed!']);
    for (let i = 0; i < 4; i += 1) {
      const single = await fresh.rest('/api/v1/auth/login', { username: 'user@acme.test', password: `again-${i}` });
      expect(single.body.error).toBe('Login failed!');
    }
    // The first wait is 1 s and doubles with each failure; a slow machine may outlast the first
    // waits, but not for long.
    let blocked = await fresh.rest('/api/v1/auth/login', { username: 'user@acme.test', password: 'one-more' });
    for (let i = 0; i < 4 && blocked.status !== 429; i += 1) {
      blocked = await fresh.rest('/api/v1/auth/login', { username: 'user@acme.test', password: `one-more-${i}` });
    }
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Too many failed attempts. Please wait and try again.');
    // Even the right password is refused from the guessing address while it waits out its delay.
    const right = await fresh.rest('/api/v1/auth/login', { username: 'user@acme.test', password: 'Demo!2345' });
    expect(right.status).toBe(429);
    // Another account from another address is not affected.
    expect(await fresh.login('dealer@acme.test')).toBeTruthy();
  });
});
