import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { API_TOKEN_PRIVILEGE_REFUSALS } from './scopes.ts';

// A write-scoped token acts as an administrator of its platform, but what raises privileges (an
// administrator's account, roles, the platform's security settings) needs someone signed in.

let app: TestApp;
let acmePid: number;
let roles: Record<number, number>;
let adminSession: string;
let superSession: string;
let token: string;

const STRONG = 'Lantern-Harbor-42';
const CREATE_USER = `mutation($input: UserInput!) { createUser(input: $input) { rowId } }`;
const UPDATE_USER = `mutation($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { rowId } }`;
const UPDATE_PLATFORM = `mutation($id: Int!, $input: PlatformInput!) { updatePlatform(id: $id, input: $input) { requireMFA requireHttps csiOrderCompleteString } }`;

beforeAll(async () => {
  app = await startTestApp();
  acmePid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  roles = Object.fromEntries((await app.services.prisma.role.findMany({ where: { pid: null } })).map((role) => [role.roleLevel, role.id]));
  adminSession = await app.login('admin@acme.test');
  superSession = await app.login('super@acme.test');
  const created = await app.gql(`mutation { createApiToken(name: "Directory sync") { token } }`, {}, adminSession);
  token = created.data.createApiToken.token;
});
afterAll(async () => app?.close());

const newUser = (username: string, roleLevel: number) => ({
  username,
  firstName: 'New',
  lastName: 'User',
  password: STRONG,
  confirmPassword: STRONG,
  roleId: roles[roleLevel],
  checkoutType: 'order',
});

const refused = (message: string) => ({ message, extensions: { code: 'FORBIDDEN' } });

describe('an API token cannot raise privileges', () => {
  it('creates no administrator, over GraphQL or REST', async () => {
    const viaGraphql = await app.gql(CREATE_USER, { input: newUser('planted@acme.test', 5) }, token);
    expect(viaGraphql.errors?.[0]).toMatchObject(refused(API_TOKEN_PRIVILEGE_REFUSALS.administrators));
    const viaRest = await app.rest('/api/v1/userManagement/createUser', { input: newUser('planted@acme.test', 5) }, token);
    expect(viaRest).toMatchObject({ status: 403, body: { success: false, error: API_TOKEN_PRIVILEGE_REFUSALS.administrators } });
    expect(await app.services.prisma.user.count({ where: { username: 'planted@acme.test' } })).toBe(0);

    // Users below level 5 it still creates, and a signed-in administrator creates administrators.
    expect((await app.gql(CREATE_USER, { input: newUser('clerk@acme.test', 1) }, token)).errors).toBeUndefined();
    expect((await app.gql(CREATE_USER, { input: newUser('second-admin@acme.test', 5) }, adminSession)).errors).toBeUndefined();
  });

  it('promotes nobody to level 5, over GraphQL or REST', async () => {
    const clerk = await app.gql(CREATE_USER, { input: newUser('promoted@acme.test', 1) }, adminSession);
    const id = clerk.data.createUser.rowId as number;
    const viaGraphql = await app.gql(UPDATE_USER, { id, input: { roleId: roles[5] } }, token);
    expect(viaGraphql.errors?.[0]).toMatchObject(refused(API_TOKEN_PRIVILEGE_REFUSALS.administrators));
    const viaRest = await app.rest('/api/v1/userManagement/updateUser', { id, input: { roleId: roles[5] } }, token);
    expect(viaRest).toMatchObject({ status: 403, body: { error: API_TOKEN_PRIVILEGE_REFUSALS.administrators } });
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id }, select: { role: { select: { roleLevel: true } } } });
    expect(user.role.roleLevel).toBe(1);

    expect((await app.gql(UPDATE_USER, { id, input: { roleId: roles[3] } }, token)).errors).toBeUndefined();
    expect((await app.gql(UPDATE_USER, { id, input: { roleId: roles[5] } }, adminSession)).errors).toBeUndefined();
  });

  it("changes no platform security setting, but the platform's other settings", async () => {
    for (const input of [{ requireMFA: true }, { requireHttps: true }, { integration: 'CSI' }, { erpSettings: { baseUrl: 'https://erp.example.com' } }]) {
      const viaGraphql = await app.gql(UPDATE_PLATFORM, { id: acmePid, input }, token);
      expect(viaGraphql.errors?.[0], JSON.stringify(input)).toMatchObject(refused(API_TOKEN_PRIVILEGE_REFUSALS.platformSecurity));
      const viaRest = await app.rest('/api/v1/platformManagement/updatePlatform', { id: acmePid, input }, token);
      expect(viaRest, JSON.stringify(input)).toMatchObject({ status: 403, body: { error: API_TOKEN_PRIVILEGE_REFUSALS.platformSecurity } });
    }
    const platform = await app.services.prisma.platform.findUniqueOrThrow({ where: { id: acmePid } });
    expect(platform).toMatchObject({ requireMFA: false, requireHttps: false, integration: 'default' });

    // The current values sent back with another change, as a full form sends them, are no change.
    const other = await app.gql(UPDATE_PLATFORM, { id: acmePid, input: { requireMFA: false, csiOrderCompleteString: 'Done' } }, token);
    expect(other.errors).toBeUndefined();
    expect(other.data.updatePlatform.csiOrderCompleteString).toBe('Done');
    const signedIn = await app.gql(UPDATE_PLATFORM, { id: acmePid, input: { requireHttps: true } }, adminSession);
    expect(signedIn.data.updatePlatform.requireHttps).toBe(true);
  });

  it('creates and changes no roles, even when its creator is level 9', async () => {
    const created = await app.gql(`mutation { createApiToken(name: "Super sync") { token } }`, {}, superSession);
    const superToken = created.data.createApiToken.token as string;
    const role = await app.gql(`mutation($input: RoleInput!) { createRole(input: $input) { rowId } }`, { input: { name: 'Shadow admin', roleLevel: 9 } }, superToken);
    expect(role.errors?.[0]).toMatchObject(refused(API_TOKEN_PRIVILEGE_REFUSALS.roles));
    const viaRest = await app.rest('/api/v1/roleManagement/updateRole', { id: roles[1], input: { roleLevel: 9 } }, superToken);
    expect(viaRest).toMatchObject({ status: 403, body: { error: API_TOKEN_PRIVILEGE_REFUSALS.roles } });
    expect(await app.services.prisma.role.count({ where: { name: 'Shadow admin' } })).toBe(0);
    expect((await app.services.prisma.role.findUniqueOrThrow({ where: { id: roles[1] } })).roleLevel).toBe(1);
  });
});
