import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/app.ts';
import { API_TOKEN_CREDENTIALS_REFUSAL, API_TOKEN_IDENTITY_REFUSAL } from './scopes.ts';

let app: TestApp;
let acmePid: number;
let borealisPid: number;
let roles: Record<number, number>;
let ids: Record<string, number>;
let sessions: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  acmePid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  borealisPid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } })).id;
  roles = Object.fromEntries((await app.services.prisma.role.findMany({ where: { pid: null } })).map((role) => [role.roleLevel, role.id]));
  ids = Object.fromEntries((await app.services.prisma.user.findMany({ select: { id: true, username: true } })).map((u) => [u.username, u.id]));
  sessions = {};
  for (const username of ['super@acme.test', 'admin@acme.test', 'admin@borealis.test', 'user@acme.test']) sessions[username] = await app.login(username);
});
afterAll(async () => app?.close());

const CREATE = `mutation($name: String!, $pid: Int, $scopes: [String!], $expiresInDays: Int) {
  createApiToken(name: $name, pid: $pid, scopes: $scopes, expiresInDays: $expiresInDays) {
    token apiToken { id rowId name pid scopes createdAt expiresAt lastUsedAt status createdByName } } }`;
const LIST = `query($pid: Int) { apiTokens(first: 100, pid: $pid) { totalCount edges { node { rowId name pid platformName status createdByName lastUsedAt } } } }`;
const REVOKE = `mutation($id: Int!) { revokeApiToken(id: $id) { rowId revokedAt status } }`;
const UPDATE_USER = `mutation($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { rowId firstName } }`;
const QUOTES = `{ quotes(type: 1) { totalCount } }`;
const STRONG = 'Lantern-Harbor-42';

async function createToken(session: string, variables: Record<string, unknown> = {}) {
  const result = await app.gql(CREATE, { name: 'Partner', ...variables }, session);
  expect(result.errors).toBeUndefined();
  return result.data.createApiToken as { token: string; apiToken: any };
}

const firstError = (result: { errors?: { message: string }[] }) => result.errors?.[0]?.message;

describe('platform API tokens', () => {
  it('let a partner system read its own platform, never another', async () => {
    const { token, apiToken } = await createToken(sessions['admin@borealis.test'], { name: 'ERP bridge' });
    expect(token).toMatch(/^qct_/);
    expect(apiToken).toMatchObject({ name: 'ERP bridge', pid: borealisPid, scopes: ['read', 'write'], status: 'ACTIVE', createdByName: expect.stringContaining('admin@borealis.test') });

    const orders = await app.gql(`{ activePlatform { name } quotes(type: 2, first: 200) { edges { node { pid } } } }`, {}, token);
    expect(orders.data.activePlatform.name).toBe('Borealis Supply');
    expect(orders.data.quotes.edges.length).toBeGreaterThan(0);
    expect(orders.data.quotes.edges.every((e: any) => e.node.pid === borealisPid)).toBe(true);

    const foreign = await app.gql(CREATE, { name: 'sneaky', pid: acmePid }, sessions['admin@borealis.test']);
    expect(firstError(foreign)).toBe('You do not have access to this.');
  });

  it('stop working once revoked, and are stored only as a hash', async () => {
    const created = await createToken(sessions['admin@acme.test'], { name: 'Temporary' });
    const stored = await app.services.prisma.apiToken.findUniqueOrThrow({ where: { id: created.apiToken.rowId } });
    expect(stored.tokenHash).not.toContain(created.token);
    expect((await app.gql(QUOTES, {}, created.token)).errors).toBeUndefined();
    const revoked = await app.gql(REVOKE, { id: created.apiToken.rowId }, sessions['admin@acme.test']);
    expect(revoked.data.revokeApiToken).toMatchObject({ status: 'REVOKED', revokedAt: expect.any(String) });
    expect(firstError(await app.gql(QUOTES, {}, created.token))).toBe('You must be signed in.');
  });

  it('cannot be created below level 5; name, scopes and lifetime are checked', async () => {
    expect(firstError(await app.gql(CREATE, { name: 'x' }, sessions['user@acme.test']))).toBe('You do not have access to this.');
    const admin = sessions['admin@acme.test'];
    const blank = await app.gql(CREATE, { name: '  ' }, admin);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Name is required.', extensions: { field: 'name' } });
    const unknown = await app.gql(CREATE, { name: 'x', scopes: ['read', 'admin'] }, admin);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Unknown scope "admin": use read, write, orders:status.', extensions: { field: 'scopes' } });
    const none = await app.gql(CREATE, { name: 'x', scopes: [] }, admin);
    expect(none.errors?.[0]).toMatchObject({ message: 'Choose at least one scope.', extensions: { field: 'scopes' } });
    for (const days of [0, 366]) {
      const wrong = await app.gql(CREATE, { name: 'x', expiresInDays: days }, admin);
      expect(wrong.errors?.[0]).toMatchObject({ message: 'Expires in must be 1 to 365 days.', extensions: { field: 'expiresInDays' } });
    }
    expect(await app.services.prisma.apiToken.count({ where: { name: 'x' } })).toBe(0);
  });
});

describe('scopes', () => {
  it('a read token reads but cannot write, over GraphQL and REST', async () => {
    const { token } = await createToken(sessions['admin@acme.test'], { name: 'Reader', scopes: ['read'] });
    expect((await app.gql(QUOTES, {}, token)).data.quotes.totalCount).toBeGreaterThan(0);
    const write = await app.gql(`mutation { createStatusType(input: { name: "Sneaky", visible: true, roleLevel: 1, displayOrder: 1 }) { rowId } }`, {}, token);
    expect(write.errors?.[0]).toMatchObject({ message: 'This API token does not have the write scope.', extensions: { code: 'FORBIDDEN' } });
    // An alias or a fragment on the root makes no difference.
    const hidden = await app.gql(`mutation { ...M } fragment M on Mutation { x: createStatusType(input: { name: "Sneaky" }) { rowId } }`, {}, token);
    expect(firstError(hidden)).toBe('This API token does not have the write scope.');
    expect(await app.services.prisma.statusType.count({ where: { name: 'Sneaky' } })).toBe(0);

    const restRead = await app.rest('/api/v1/statusTypesMgmt/getStatusTypes', {}, token);
    expect(restRead.body.success).toBe(true);
    const restWrite = await app.rest('/api/v1/statusTypesMgmt/createStatusType', { name: 'Sneaky' }, token);
    expect(restWrite).toMatchObject({ status: 403, body: { success: false, error: 'This API token does not have the write scope.' } });
  });

  it('a read token uploads no files, and downloads import templates', async () => {
    const { token } = await createToken(sessions['admin@acme.test'], { name: 'Reader of files', scopes: ['read'] });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415478da63f8ffff3f0005fe02fea7d6a4a40000000049454e44ae426082', 'hex');
    const post = async (path: string) => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
      const response = await fetch(`${app.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      return { status: response.status, body: await response.json() };
    };
    for (const path of ['/api/uploadfile', '/api/v1/themeManagement/uploadThemeFiles', '/api/v1/importManagement/importCustomers']) {
      expect(await post(path), path).toMatchObject({ status: 403, body: { success: false, error: 'This API token does not have the write scope.' } });
    }
    const template = await fetch(`${app.url}/api/v1/importManagement/downloadCustomerTemplate`, { headers: { authorization: `Bearer ${token}` } });
    expect(template.status).toBe(200);
  });

  it('an orders:status token reports order status and nothing else', async () => {
    const { token } = await createToken(sessions['admin@acme.test'], { name: 'ERP status', scopes: ['orders:status'] });
    const order = await app.services.prisma.quote.findFirstOrThrow({ where: { pid: acmePid, type: 2, erpOrderNo: { not: null } } });
    const reported = await app.rest('/api/v1/orderManagement/updateOrderStatus', { erpOrderNo: order.erpOrderNo, status: 'H' }, token);
    expect(reported.body.success).toBe(true);
    const viaGraphql = await app.gql(`mutation($id: Int!) { reportOrderStatus(id: $id, status: "O") { __typename } }`, { id: order.id }, token);
    expect(viaGraphql.errors).toBeUndefined();
    expect(firstError(await app.gql(QUOTES, {}, token))).toBe('This API token does not have the read scope.');
    const other = await app.rest('/api/v1/quoteManagement/deleteQuote', { id: order.id }, token);
    expect(other.body.error).toBe('This API token does not have the write scope.');
  });
});

/** The first answer of a subscription over graphql-ws: its first event, or the error it ended with. */
function firstSubscriptionAnswer(token: string, query: string): Promise<{ messages: string[] }> {
  const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authToken: token }, retryAttempts: 0 });
  return new Promise((resolve) => {
    const done = (messages: string[]) => {
      void client.dispose();
      resolve({ messages });
    };
    client.subscribe({ query }, {
      next: (value) => done((value.errors ?? []).map((error) => error.message)),
      error: (error) => done(Array.isArray(error) ? error.map((e: { message: string }) => e.message) : [String((error as Error)?.message ?? error)]),
      complete: () => done([]),
    });
  });
}

describe('scopes over graphql-ws', () => {
  it('a token without the read scope cannot subscribe to live events', async () => {
    const { token } = await createToken(sessions['admin@acme.test'], { name: 'Status only', scopes: ['orders:status'] });
    const answer = await firstSubscriptionAnswer(token, `subscription { orderStatusChanged { __typename } }`);
    expect(answer.messages).toEqual(['This API token does not have the read scope.']);
  });

  it('nor over server-sent events', async () => {
    const { token } = await createToken(sessions['admin@acme.test'], { name: 'Status only, SSE', scopes: ['orders:status'] });
    const body = JSON.stringify({ query: `subscription { orderStatusChanged { __typename } }` });
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    const reader = response.body!.getReader();
    let text = '';
    while (!/event: (next|complete)/.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    await reader.cancel();
    expect(text).toContain('This API token does not have the read scope.');
  });
});

describe("a token never acts as its creator's account", () => {
  it("cannot change its creator's password, email, MFA or profile, nor sign them out", async () => {
    const { token } = await createToken(sessions['admin@acme.test'], { name: 'Full' });
    const creator = ids['admin@acme.test'];
    for (const input of [{ password: STRONG, confirmPassword: STRONG }, { username: 'taken-over@evil.test' }, { enableMFA: true }, { firstName: 'Mallory' }]) {
      const result = await app.gql(UPDATE_USER, { id: creator, input }, token);
      expect(result.errors?.[0]).toMatchObject({ message: API_TOKEN_CREDENTIALS_REFUSAL, extensions: { code: 'FORBIDDEN' } });
    }
    const rest = await app.rest('/api/v1/userManagement/updateUser', { id: creator, input: { password: STRONG } }, token);
    expect(rest.body.error).toBe(API_TOKEN_CREDENTIALS_REFUSAL);
    expect(firstError(await app.gql(`mutation { signOut }`, {}, token))).toBe(API_TOKEN_IDENTITY_REFUSAL);
    expect((await app.rest('/api/v1/auth/signOut', {}, token)).body.error).toBe(API_TOKEN_IDENTITY_REFUSAL);
    const after = await app.services.prisma.user.findUniqueOrThrow({ where: { id: creator } });
    expect(after).toMatchObject({ username: 'admin@acme.test', firstName: expect.not.stringMatching('Mallory'), isLoggedIn: true });
    // The creator still signs in with the old password.
    await app.login('admin@acme.test');
  });

  it("a level-9 creator's token cannot take the level-9 account over", async () => {
    const { token } = await createToken(sessions['super@acme.test'], { name: 'Super bridge' });
    const result = await app.gql(UPDATE_USER, { id: ids['super@acme.test'], input: { password: STRONG, confirmPassword: STRONG } }, token);
    expect(firstError(result)).toBe(API_TOKEN_CREDENTIALS_REFUSAL);
    await app.login('super@acme.test');
  });

  it("edits other users' profiles as an administrator, but nobody's credentials", async () => {
    const { token } = await createToken(sessions['admin@acme.test'], { name: 'Directory sync' });
    const renamed = await app.gql(UPDATE_USER, { id: ids['dealer@acme.test'], input: { firstName: 'Dana' } }, token);
    expect(renamed.data.updateUser.firstName).toBe('Dana');
    const password = await app.gql(UPDATE_USER, { id: ids['dealer@acme.test'], input: { password: STRONG, confirmPassword: STRONG } }, token);
    expect(firstError(password)).toBe(API_TOKEN_CREDENTIALS_REFUSAL);
    const email = await app.gql(UPDATE_USER, { id: ids['dealer@acme.test'], input: { username: 'elsewhere@evil.test' } }, token);
    expect(firstError(email)).toBe(API_TOKEN_CREDENTIALS_REFUSAL);
  });

  it('cannot list, create or revoke API tokens', async () => {
    const { token, apiToken } = await createToken(sessions['admin@acme.test'], { name: 'No minting' });
    expect(firstError(await app.gql(CREATE, { name: 'Child' }, token))).toBe(API_TOKEN_IDENTITY_REFUSAL);
    expect(firstError(await app.gql(LIST, {}, token))).toBe(API_TOKEN_IDENTITY_REFUSAL);
    expect(firstError(await app.gql(REVOKE, { id: apiToken.rowId }, token))).toBe(API_TOKEN_IDENTITY_REFUSAL);
    expect(await app.services.prisma.apiToken.count({ where: { name: 'Child' } })).toBe(0);
  });
});

describe('expiry and last use', () => {
  it('expires after 90 days by default, or the lifetime chosen; an expired token is refused', async () => {
    const before = Date.now();
    const standard = await createToken(sessions['admin@acme.test'], { name: 'Default life' });
    const days = (iso: string) => (new Date(iso).getTime() - before) / 86_400_000;
    expect(days(standard.apiToken.expiresAt)).toBeGreaterThanOrEqual(90);
    expect(days(standard.apiToken.expiresAt)).toBeLessThan(90.01);
    const short = await createToken(sessions['admin@acme.test'], { name: 'Short life', expiresInDays: 7 });
    expect(days(short.apiToken.expiresAt)).toBeGreaterThanOrEqual(7);
    expect(days(short.apiToken.expiresAt)).toBeLessThan(7.01);

    await app.services.prisma.apiToken.update({ where: { id: short.apiToken.rowId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(firstError(await app.gql(QUOTES, {}, short.token))).toBe('Your login token has expired.');
    const listed = await app.gql(LIST, {}, sessions['admin@acme.test']);
    expect(listed.data.apiTokens.edges.find((e: any) => e.node.rowId === short.apiToken.rowId).node.status).toBe('EXPIRED');
  });

  it('records when a token was last used, writing at most once a minute', async () => {
    const { token, apiToken } = await createToken(sessions['admin@acme.test'], { name: 'Used' });
    expect(apiToken.lastUsedAt).toBeNull();
    await app.gql(QUOTES, {}, token);
    const first = (await app.services.prisma.apiToken.findUniqueOrThrow({ where: { id: apiToken.rowId } })).lastUsedAt;
    expect(first).not.toBeNull();

    const recent = new Date(Date.now() - 20_000);
    await app.services.prisma.apiToken.update({ where: { id: apiToken.rowId }, data: { lastUsedAt: recent } });
    await app.gql(QUOTES, {}, token);
    expect((await app.services.prisma.apiToken.findUniqueOrThrow({ where: { id: apiToken.rowId } })).lastUsedAt).toEqual(recent);

    const stale = new Date(Date.now() - 120_000);
    await app.services.prisma.apiToken.update({ where: { id: apiToken.rowId }, data: { lastUsedAt: stale } });
    await app.gql(QUOTES, {}, token);
    const updated = (await app.services.prisma.apiToken.findUniqueOrThrow({ where: { id: apiToken.rowId } })).lastUsedAt!;
    expect(updated.getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });
});

describe("a token never outlives its creator's rights", () => {
  async function adminWithToken(username: string) {
    const created = await app.gql(
      `mutation($input: UserInput!) { createUser(input: $input) { rowId } }`,
      { input: { username, firstName: 'Temp', lastName: 'Admin', password: STRONG, confirmPassword: STRONG, roleId: roles[5], checkoutType: 'order', pid: acmePid } },
      sessions['super@acme.test'],
    );
    expect(created.errors).toBeUndefined();
    const session = await app.login(username, STRONG);
    const { token, apiToken } = await createToken(session, { name: `of ${username}` });
    expect((await app.gql(QUOTES, {}, token)).errors).toBeUndefined();
    return { userId: created.data.createUser.rowId as number, token, tokenId: apiToken.rowId as number };
  }
  const statusOf = async (tokenId: number) =>
    (await app.gql(LIST, {}, sessions['super@acme.test'])).data.apiTokens.edges.find((e: any) => e.node.rowId === tokenId).node.status;

  it('stops when the creator is demoted below level 5', async () => {
    const { userId, token, tokenId } = await adminWithToken('demoted@acme.test');
    const demoted = await app.gql(UPDATE_USER, { id: userId, input: { roleId: roles[3] } }, sessions['super@acme.test']);
    expect(demoted.errors).toBeUndefined();
    expect(firstError(await app.gql(QUOTES, {}, token))).toBe('You must be signed in.');
    expect(await statusOf(tokenId)).toBe('CREATOR_LOST_ACCESS');
  });

  it('stops when the creator moves to another platform', async () => {
    const { userId, token, tokenId } = await adminWithToken('moved@acme.test');
    const moved = await app.gql(UPDATE_USER, { id: userId, input: { pid: borealisPid, roleId: roles[5] } }, sessions['super@acme.test']);
    expect(moved.errors).toBeUndefined();
    expect(firstError(await app.gql(QUOTES, {}, token))).toBe('You must be signed in.');
    expect(await statusOf(tokenId)).toBe('CREATOR_LOST_ACCESS');
  });

  it('stays dead when the demoted creator is promoted again', async () => {
    const { userId, token, tokenId } = await adminWithToken('demoted-and-back@acme.test');
    expect((await app.gql(UPDATE_USER, { id: userId, input: { roleId: roles[3] } }, sessions['super@acme.test'])).errors).toBeUndefined();
    expect((await app.gql(UPDATE_USER, { id: userId, input: { roleId: roles[5] } }, sessions['super@acme.test'])).errors).toBeUndefined();
    expect(firstError(await app.gql(QUOTES, {}, token))).toBe('You must be signed in.');
    expect(await statusOf(tokenId)).toBe('CREATOR_LOST_ACCESS');
  });

  it('stays dead when the creator is moved back to its platform', async () => {
    const { userId, token, tokenId } = await adminWithToken('moved-and-back@acme.test');
    expect((await app.gql(UPDATE_USER, { id: userId, input: { pid: borealisPid, roleId: roles[5] } }, sessions['super@acme.test'])).errors).toBeUndefined();
    expect((await app.gql(UPDATE_USER, { id: userId, input: { pid: acmePid, roleId: roles[5] } }, sessions['super@acme.test'])).errors).toBeUndefined();
    expect(firstError(await app.gql(QUOTES, {}, token))).toBe('You must be signed in.');
    expect(await statusOf(tokenId)).toBe('CREATOR_LOST_ACCESS');
  });

  it("stays dead when the creator's role is lowered below level 5 and raised again", async () => {
    const { userId, token, tokenId } = await adminWithToken('role-lowered@acme.test');
    const UPDATE_ROLE = `mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { rowId } }`;
    const role = await app.gql(`mutation($input: RoleInput!) { createRole(input: $input) { rowId } }`, { input: { name: 'Branch manager', roleLevel: 5, pid: acmePid } }, sessions['super@acme.test']);
    const roleId = role.data.createRole.rowId as number;
    expect((await app.gql(UPDATE_USER, { id: userId, input: { roleId } }, sessions['super@acme.test'])).errors).toBeUndefined();
    expect((await app.gql(QUOTES, {}, token)).errors).toBeUndefined();
    expect((await app.gql(UPDATE_ROLE, { id: roleId, input: { roleLevel: 3 } }, sessions['super@acme.test'])).errors).toBeUndefined();
    expect((await app.gql(UPDATE_ROLE, { id: roleId, input: { roleLevel: 5 } }, sessions['super@acme.test'])).errors).toBeUndefined();
    expect(firstError(await app.gql(QUOTES, {}, token))).toBe('You must be signed in.');
    expect(await statusOf(tokenId)).toBe('CREATOR_LOST_ACCESS');
  });

  it('stops when the creator is deleted', async () => {
    const { userId, token, tokenId } = await adminWithToken('deleted@acme.test');
    expect((await app.gql(`mutation($ids: [Int!]!) { deleteUsers(ids: $ids) }`, { ids: [userId] }, sessions['super@acme.test'])).errors).toBeUndefined();
    expect(firstError(await app.gql(QUOTES, {}, token))).toBe('You must be signed in.');
    expect(await statusOf(tokenId)).toBe('CREATOR_LOST_ACCESS');
  });
});

describe('listing and revoking', () => {
  it('administrators see and revoke only their own platform; level 9 sees every platform', async () => {
    const acme = await createToken(sessions['admin@acme.test'], { name: 'Acme listed' });
    const borealis = await createToken(sessions['admin@borealis.test'], { name: 'Borealis listed' });

    const acmeList = (await app.gql(LIST, {}, sessions['admin@acme.test'])).data.apiTokens.edges.map((e: any) => e.node);
    expect(acmeList.every((node: any) => node.pid === acmePid)).toBe(true);
    expect(acmeList.map((node: any) => node.name)).toContain('Acme listed');
    expect(acmeList.map((node: any) => node.name)).not.toContain('Borealis listed');
    // Asking for another platform changes nothing below level 9.
    const asked = (await app.gql(LIST, { pid: borealisPid }, sessions['admin@acme.test'])).data.apiTokens.edges.map((e: any) => e.node);
    expect(asked.every((node: any) => node.pid === acmePid)).toBe(true);

    const superList = (await app.gql(LIST, {}, sessions['super@acme.test'])).data.apiTokens.edges.map((e: any) => e.node.name);
    expect(superList).toEqual(expect.arrayContaining(['Acme listed', 'Borealis listed']));
    const narrowed = (await app.gql(LIST, { pid: borealisPid }, sessions['super@acme.test'])).data.apiTokens.edges.map((e: any) => e.node.platformName);
    expect(new Set(narrowed)).toEqual(new Set(['Borealis Supply']));

    const foreignRevoke = await app.gql(REVOKE, { id: borealis.apiToken.rowId }, sessions['admin@acme.test']);
    expect(foreignRevoke.errors?.[0]).toMatchObject({ message: 'API token not found.', extensions: { code: 'NOT_FOUND' } });
    expect((await app.gql(QUOTES, {}, borealis.token)).errors).toBeUndefined();
    const foreignNode = await app.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: borealis.apiToken.id }, sessions['admin@acme.test']);
    expect(foreignNode.data?.node ?? null).toBeNull();
    expect(firstError(await app.gql(LIST, {}, sessions['user@acme.test']))).toBe('You do not have access to this.');

    const superRevoke = await app.gql(REVOKE, { id: borealis.apiToken.rowId }, sessions['super@acme.test']);
    expect(superRevoke.data.revokeApiToken.status).toBe('REVOKED');
    expect(firstError(await app.gql(QUOTES, {}, borealis.token))).toBe('You must be signed in.');
    expect((await app.gql(QUOTES, {}, acme.token)).errors).toBeUndefined();
  });
});
