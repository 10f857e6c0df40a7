import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { createAppServer } from '../server.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { DEMO_PASSWORD_FOR_TESTS } from '../test/app.ts';
import { newMfaSecret, totp } from './mfa.ts';
import { CURRENT_PASSWORD_INCORRECT, CURRENT_PASSWORD_REQUIRED } from './service.ts';
import { testSettings } from '../test/settings.ts';

/**
 * Two API instances on one database (and on one Redis when TEST_REDIS_URL is set), as a deployment
 * behind a load balancer runs them: a session ended through one is refused by both.
 */
const EXPIRED = 'Your login token has expired.';
const GUARDED = `{ quotes(type: 1) { totalCount } }`;
const ME = `{ me { rowId username } }`;

interface Instance {
  url: string;
  gql(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<any>;
  rest(path: string, body: unknown, token?: string | null): Promise<{ status: number; body: any }>;
}

let database: TestDatabase;
const running: { services: ReturnType<typeof createServices>; server: ReturnType<typeof createAppServer> }[] = [];
let a: Instance;
let b: Instance;

function instance(port: number): Instance {
  const url = `http://127.0.0.1:${port}`;
  const post = async (path: string, body: unknown, token?: string | null) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'sessions-test', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  return {
    url,
    gql: async (query, variables, token) => (await post('/graphql', { query, variables }, token)).body,
    rest: post,
  };
}

async function login(on: Instance, username: string, password = DEMO_PASSWORD_FOR_TESTS): Promise<string> {
  const answer = await on.gql(`mutation($input: LoginInput!) { login(input: $input) { token } }`, { input: { username, password } });
  if (!answer.data?.login?.token) throw new Error(`login ${username} failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.login.token;
}

/**
 * The other instance hears of an ended session from the database within milliseconds (at once on
 * the embedded database): allow it that long.
 */
const endsSoon = (answer: () => Promise<string>, message: string) =>
  expect.poll(answer, { timeout: 2000, interval: 10 }).toBe(message);

const works = async (on: Instance, token: string) => {
  const answer = await on.gql(GUARDED, {}, token);
  return answer.errors ? answer.errors[0].message : 'works';
};
const restWorks = async (on: Instance, token: string, username: string) => {
  const answer = await on.rest('/api/v1/userManagement/getUser', { username }, token);
  return answer.body.success ? 'works' : `${answer.status} ${answer.body.error}`;
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: '' }, {
    tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
    redisUrl: testSettings().TEST_REDIS_URL || undefined,
    operationsPerMinute: 100_000,
    legacyLivePort: null,
  });
  for (let i = 0; i < 2; i += 1) {
    const services = createServices(config, database);
    running.push({ services, server: createAppServer(services.services) });
  }
  const [portA, portB] = await Promise.all(running.map(({ server }) => server.listen(0, '127.0.0.1')));
  a = instance(portA);
  b = instance(portB);
});

afterAll(async () => {
  await Promise.all(running.map(({ server }) => server.close()));
  await Promise.all(running.map(({ services }) => services.close()));
  await database?.close();
});

describe('signing out', () => {
  it('ends the token on both instances, over GraphQL and REST, and leaves other sessions open', async () => {
    const token = await login(a, 'dealer@acme.test');
    const other = await login(b, 'dealer@acme.test');
    // Both instances have served the token (and keep its caller) before the sign-out.
    expect(await works(a, token)).toBe('works');
    expect(await works(b, token)).toBe('works');
    expect(await restWorks(b, token, 'dealer@acme.test')).toBe('works');

    expect((await a.gql(`mutation { signOut }`, {}, token)).data.signOut).toBe(true);
    await endsSoon(() => works(a, token), EXPIRED);
    await endsSoon(() => works(b, token), EXPIRED);
    await endsSoon(() => restWorks(a, token, 'dealer@acme.test'), `401 ${EXPIRED}`);
    await endsSoon(() => restWorks(b, token, 'dealer@acme.test'), `401 ${EXPIRED}`);
    // The whole request is refused (401), `me` included: the client learns its session is over.
    expect(await b.gql(ME, {}, token)).toEqual({ errors: [expect.objectContaining({ message: EXPIRED, extensions: { code: 'UNAUTHENTICATED' } })] });
    // Signing in again works, and the dealer's other session was not touched.
    expect(await works(b, other)).toBe('works');
    expect(await works(b, await login(b, 'dealer@acme.test'))).toBe('works');
  });

  it('through the REST shim ends the token on the other instance too', async () => {
    const token = await login(a, 'user@borealis.test');
    expect(await restWorks(b, token, 'user@borealis.test')).toBe('works');
    const answer = await b.rest('/api/v1/auth/signOut', {}, token);
    expect(answer.body).toMatchObject({ success: true, result: true });
    await endsSoon(() => restWorks(a, token, 'user@borealis.test'), `401 ${EXPIRED}`);
    await endsSoon(() => works(a, token), EXPIRED);
    await endsSoon(() => works(b, token), EXPIRED);
  });

  it('records the session on the server with its expiry, address and browser, and its revocation', async () => {
    const token = await login(a, 'user@acme.test');
    const { prisma } = running[0].services.services;
    const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    const [session] = await prisma.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'desc' }, take: 1 });
    expect(session).toMatchObject({ revokedAt: null, userAgent: 'sessions-test', ipAddress: '127.0.0.1' });
    const hours = (session.expiresAt.getTime() - session.createdAt.getTime()) / 3600_000;
    expect(hours).toBeCloseTo(12, 1);
    await b.gql(`mutation { signOut }`, {}, token);
    expect((await prisma.session.findUniqueOrThrow({ where: { id: session.id } })).revokedAt).not.toBeNull();
  });
});

const UPDATE = `mutation($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { username enableMFA } }`;

async function userId(on: Instance, token: string): Promise<number> {
  return (await on.gql(ME, {}, token)).data.me.rowId;
}

describe('changing how one signs in', () => {
  it('asks for the current password before changing one’s email, password or MFA', async () => {
    const token = await login(a, 'user@acme.test');
    const id = await userId(a, token);
    for (const input of [{ username: 'renamed@acme.test' }, { enableMFA: true }]) {
      const refused = await a.gql(UPDATE, { id, input }, token);
      expect(refused.errors[0]).toMatchObject({ message: CURRENT_PASSWORD_REQUIRED, extensions: { field: 'currentPassword' } });
      const wrong = await b.gql(UPDATE, { id, input: { ...input, currentPassword: 'not-my-password' } }, token);
      expect(wrong.errors[0]).toMatchObject({ message: CURRENT_PASSWORD_INCORRECT, extensions: { field: 'currentPassword' } });
    }
    // REST says the same.
    const rest = await a.rest('/api/v1/userManagement/updateUser', { id, input: { username: 'renamed@acme.test' } }, token);
    expect(rest).toMatchObject({ status: 403, body: { success: false, error: CURRENT_PASSWORD_REQUIRED, field: 'input.currentPassword' } });
    const { prisma } = running[0].services.services;
    expect(await prisma.user.findUniqueOrThrow({ where: { id }, select: { username: true, enableMFA: true } })).toEqual({
      username: 'user@acme.test',
      enableMFA: false,
    });
    // Names change without it; with it, the email changes.
    expect((await a.gql(UPDATE, { id, input: { firstName: 'Una', username: 'user@acme.test' } }, token)).errors).toBeUndefined();
    const renamed = await a.gql(UPDATE, { id, input: { username: 'renamed@acme.test', currentPassword: DEMO_PASSWORD_FOR_TESTS } }, token);
    expect(renamed.data.updateUser.username).toBe('renamed@acme.test');
    await a.gql(UPDATE, { id, input: { username: 'user@acme.test', currentPassword: DEMO_PASSWORD_FOR_TESTS } }, token);
  });

  it('asks an administrator for the current password before setting their own', async () => {
    const token = await login(a, 'admin@borealis.test');
    const id = await userId(a, token);
    const refused = await a.gql(UPDATE, { id, input: { password: 'Brand-New-2468', confirmPassword: 'Brand-New-2468' } }, token);
    expect(refused.errors[0].message).toBe(CURRENT_PASSWORD_REQUIRED);
    expect(await works(a, await login(b, 'admin@borealis.test'))).toBe('works');
  });

  it('with MFA on, takes a fresh passcode instead of the password, and never the same one twice', async () => {
    const { prisma } = running[0].services.services;
    const token = await login(a, 'dealer@acme.test');
    const id = await userId(a, token);
    const secret = newMfaSecret();
    await prisma.user.update({ where: { id }, data: { enableMFA: true, mfaSecret: secret, mfaLastTimeStep: null } });
    const passcode = totp.generate(secret);
    const changed = await a.gql(UPDATE, { id, input: { firstName: 'Dee', username: 'dealer2@acme.test', currentPasscode: passcode } }, token);
    expect(changed.errors).toBeUndefined();
    expect(changed.data.updateUser.username).toBe('dealer2@acme.test');
    const replayed = await b.gql(UPDATE, { id, input: { username: 'dealer@acme.test', currentPasscode: passcode } }, token);
    expect(replayed.errors[0]).toMatchObject({ message: 'Incorrect Passcode.', extensions: { field: 'currentPasscode' } });
    await prisma.user.update({ where: { id }, data: { username: 'dealer@acme.test', enableMFA: false, mfaSecret: null, mfaLastTimeStep: null } });
  });

  it('a new password of one’s own ends every other session on both instances, not the current one', async () => {
    const current = await login(a, 'super@acme.test');
    const elsewhere = await login(b, 'super@acme.test');
    const laptop = await login(a, 'super@acme.test');
    for (const token of [current, elsewhere, laptop]) expect(await works(b, token)).toBe('works');
    const id = await userId(a, current);
    const answer = await a.gql(UPDATE, {
      id,
      input: { password: 'Brand-New-2468', confirmPassword: 'Brand-New-2468', currentPassword: DEMO_PASSWORD_FOR_TESTS },
    }, current);
    expect(answer.errors).toBeUndefined();
    expect(await works(a, current)).toBe('works');
    expect(await works(b, current)).toBe('works');
    for (const token of [elsewhere, laptop]) {
      await endsSoon(() => works(a, token), EXPIRED);
      await endsSoon(() => works(b, token), EXPIRED);
    }
    expect(await works(b, await login(b, 'super@acme.test', 'Brand-New-2468'))).toBe('works');
  });
});

describe('an administrator’s change to a user', () => {
  const ROLES = `{ roles { rowId roleLevel pid } }`;

  it('demoting a user ends their sessions on both instances', async () => {
    const admin = await login(a, 'admin@acme.test');
    const dealer = await login(b, 'dealer@acme.test');
    expect(await works(a, dealer)).toBe('works');
    const dealerId = await userId(b, dealer);
    const roles = (await a.gql(ROLES, {}, admin)).data.roles as { rowId: number; roleLevel: number }[];
    const registered = roles.find((role) => role.roleLevel === 1)!;
    expect((await a.gql(UPDATE, { id: dealerId, input: { roleId: registered.rowId } }, admin)).errors).toBeUndefined();
    await endsSoon(() => works(a, dealer), EXPIRED);
    await endsSoon(() => works(b, dealer), EXPIRED);
    // The administrator's own session goes on, and the user signs in again at the new level.
    expect(await works(a, admin)).toBe('works');
    const again = await login(b, 'dealer@acme.test');
    expect((await b.gql(`{ me { roleLevel } }`, {}, again)).data.me.roleLevel).toBe(1);
  });

  it('setting a user’s password or deleting them ends their sessions; renaming them does not', async () => {
    const admin = await login(b, 'admin@borealis.test');
    const user = await login(a, 'user@borealis.test');
    const id = await userId(a, user);
    expect((await b.gql(UPDATE, { id, input: { firstName: 'Renamed' } }, admin)).errors).toBeUndefined();
    expect(await works(a, user)).toBe('works');
    const reset = await b.gql(UPDATE, { id, input: { password: 'Admin-Set-2468', confirmPassword: 'Admin-Set-2468' } }, admin);
    expect(reset.errors).toBeUndefined();
    await endsSoon(() => works(a, user), EXPIRED);
    const next = await login(a, 'user@borealis.test', 'Admin-Set-2468');
    expect(await works(b, next)).toBe('works');
    expect((await b.gql(`mutation($ids: [Int!]!) { deleteUsers(ids: $ids) }`, { ids: [id] }, admin)).errors).toBeUndefined();
    expect((await a.gql(GUARDED, {}, next)).errors[0].message).toBe(EXPIRED);
  });
});
