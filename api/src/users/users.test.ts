import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

const USERS = `query($orderBy: UserOrder, $search: String) { users(first: 50, orderBy: $orderBy, search: $search) {
  totalCount edges { node { rowId username isLoggedIn roleLevel platformName } } } }`;
const CREATE = `mutation($input: UserInput!) { createUser(input: $input) { rowId username roleLevel pid checkoutType enableMFA } }`;
const UPDATE = `mutation($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { rowId username roleLevel enableMFA checkoutType } }`;
const DELETE = `mutation($ids: [Int!]!) { deleteUsers(ids: $ids) }`;
const STRONG = 'Lantern-Harbor-42';

let app: TestApp;
let outbox: string;
let tokens: Record<string, string>;
let roles: Record<number, number>;
let ids: Record<string, number>;
let borealisPid: number;
let acmePid: number;

beforeAll(async () => {
  app = await startTestApp();
  outbox = app.services.config.outboxDir;
  tokens = {};
  for (const username of ['super@acme.test', 'admin@acme.test', 'user@acme.test', 'admin@borealis.test']) {
    tokens[username] = await app.login(username);
  }
  const builtIn = await app.services.prisma.role.findMany({ where: { pid: null } });
  roles = Object.fromEntries(builtIn.map((role) => [role.roleLevel, role.id]));
  const users = await app.services.prisma.user.findMany({ select: { id: true, username: true } });
  ids = Object.fromEntries(users.map((user) => [user.username, user.id]));
  borealisPid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } })).id;
  acmePid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
});
afterAll(async () => {
  await app?.close();
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: `new-${Math.random().toString(36).slice(2, 8)}@acme.test`,
  firstName: 'New',
  lastName: 'Person',
  password: STRONG,
  confirmPassword: STRONG,
  roleId: roles[1],
  checkoutType: 'order',
  ...overrides,
});

describe('users list', () => {
  it('a platform administrator sees only their platform, online users first', async () => {
    const { data } = await app.gql(USERS, {}, tokens['admin@acme.test']);
    const rows = data.users.edges.map((edge: any) => edge.node);
    expect(new Set(rows.map((row: any) => row.platformName))).toEqual(new Set(['Acme Lighting']));
    const online = rows.map((row: any) => row.isLoggedIn);
    expect(online).toEqual([...online].sort((a, b) => Number(b) - Number(a)));
    expect(online[0]).toBe(true);
  });

  it('level 9 sees every platform; below level 5 the list is refused', async () => {
    const { data } = await app.gql(USERS, {}, tokens['super@acme.test']);
    const platforms = new Set(data.users.edges.map((edge: any) => edge.node.platformName));
    expect(platforms).toEqual(new Set(['Acme Lighting', 'Borealis Supply']));
    const refused = await app.gql(USERS, {}, tokens['user@acme.test']);
    expect(refused.errors?.[0].message).toBe('You do not have access to this.');
    const rest = await app.rest('/api/v1/userManagement/getUsers', { limit: 5, offset: 0, order: ['username', 'ASC'] }, tokens['admin@borealis.test']);
    expect(rest.body.success).toBe(true);
    expect(rest.body.result.rows.every((row: any) => row.platformName === 'Borealis Supply')).toBe(true);
  });
});

describe('creating users', () => {
  it('an administrator creates a user of their platform', async () => {
    const input = newUser();
    const { data, errors } = await app.gql(CREATE, { input }, tokens['admin@acme.test']);
    expect(errors).toBeUndefined();
    expect(data.createUser).toMatchObject({ username: input.username, roleLevel: 1, pid: acmePid, checkoutType: 'order', enableMFA: false });
    expect(await app.login(input.username as string, STRONG)).toBeTruthy();
  });

  it("a user created without a role gets the platform's level-0 role, over GraphQL and REST", async () => {
    const { roleId: _none, ...input } = newUser();
    const { data, errors } = await app.gql(CREATE, { input }, tokens['admin@acme.test']);
    expect(errors).toBeUndefined();
    expect(data.createUser).toMatchObject({ username: input.username, roleLevel: 0, pid: acmePid });
    const { roleId: _alsoNone, ...restInput } = newUser();
    const created = await app.rest('/api/v1/userManagement/createUser', { input: restInput }, tokens['admin@acme.test']);
    expect(created.body).toMatchObject({ success: true, result: { username: restInput.username, roleLevel: 0 } });

    // a platform with a level-0 role of its own gives that one
    const own = await app.services.prisma.role.create({ data: { pid: borealisPid, name: 'Borealis Visitor', roleLevel: 0 } });
    try {
      const { roleId: _again, ...borealisInput } = newUser({ username: `visitor-${Date.now()}@borealis.test` });
      const borealis = await app.gql(CREATE, { input: borealisInput }, tokens['admin@borealis.test']);
      expect(borealis.errors).toBeUndefined();
      const stored = await app.services.prisma.user.findUniqueOrThrow({ where: { id: borealis.data.createUser.rowId }, select: { roleId: true } });
      expect(stored.roleId).toBe(own.id);
      await app.services.prisma.user.delete({ where: { id: borealis.data.createUser.rowId } });
    } finally {
      await app.services.prisma.role.delete({ where: { id: own.id } });
    }
  });

  it.each([
    [{ username: 'nope' }, 'Invalid email address.', 'username'],
    [{ username: '' }, 'Email address is required.', 'username'],
    [{ password: '', confirmPassword: '' }, 'Password is required!', 'password'],
    [{ password: 'lowercase-only', confirmPassword: 'lowercase-only' },
      'Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character', 'password'],
    [{ confirmPassword: 'Lantern-Harbor-43' }, 'Passwords do not match.', 'confirmPassword'],
    [{ checkoutType: '' }, 'Checkout type is required.', 'checkoutType'],
    [{ checkoutType: 'cash' }, 'Checkout type must be order or stripe.', 'checkoutType'],
  ])('refuses %j with "%s"', async (overrides, message, field) => {
    const { errors } = await app.gql(CREATE, { input: newUser(overrides) }, tokens['admin@acme.test']);
    expect(errors?.[0].message).toBe(message);
    expect(errors?.[0].extensions?.field).toBe(field);
  });

  it('a level-5 administrator cannot create a level-9 user or a user of another platform', async () => {
    const superRole = await app.gql(CREATE, { input: newUser({ roleId: roles[9] }) }, tokens['admin@acme.test']);
    expect(superRole.errors?.[0].message).toBe('You cannot assign a role above your own level.');
    const otherPlatform = await app.gql(CREATE, { input: newUser({ pid: borealisPid }) }, tokens['admin@acme.test']);
    expect(otherPlatform.errors?.[0].message).toBe('You do not have access to this.');
  });

  it('level 9 must name the platform, and may create on any platform', async () => {
    const missing = await app.gql(CREATE, { input: newUser() }, tokens['super@acme.test']);
    expect(missing.errors?.[0].message).toBe('Platform is required.');
    const ok = await app.gql(CREATE, { input: newUser({ pid: borealisPid, roleId: roles[9] }) }, tokens['super@acme.test']);
    expect(ok.data.createUser).toMatchObject({ pid: borealisPid, roleLevel: 9 });
  });

  it('a user of a platform requiring MFA has MFA on', async () => {
    await app.services.prisma.platform.update({ where: { id: borealisPid }, data: { requireMFA: true } });
    try {
      const created = await app.gql(CREATE, { input: newUser({ username: 'mfa-new@borealis.test', enableMFA: false }) }, tokens['admin@borealis.test']);
      expect(created.data.createUser.enableMFA).toBe(true);
      const off = await app.gql(UPDATE, { id: created.data.createUser.rowId, input: { enableMFA: false } }, tokens['admin@borealis.test']);
      expect(off.errors?.[0].message).toBe('MFA Required by platform.');
    } finally {
      await app.services.prisma.platform.update({ where: { id: borealisPid }, data: { requireMFA: false } });
    }
  });

  it('REST: createUser and emailNewUserPassword (through the mail adapter)', async () => {
    const input = newUser({ username: 'mailed@acme.test' });
    const created = await app.rest('/api/v1/userManagement/createUser', { input }, tokens['admin@acme.test']);
    expect(created.body).toMatchObject({ success: true, result: { username: 'mailed@acme.test', roleLevel: 1 } });
    // The email carries the platform theme's email logo.
    await app.services.prisma.theme.updateMany({ where: { pid: acmePid }, data: { emailLogo: '/uploads/theme/acme-mail.png' } });
    const sent = await app.rest('/api/v1/administration/emailNewUserPassword', { username: 'mailed@acme.test', password: STRONG }, tokens['admin@acme.test']);
    expect(sent.body).toEqual({ success: true, result: true, error: null });
    await app.jobsDone();
    const mails = readdirSync(outbox).map((file) => readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const mail = mails.find((text) => text.includes('To: mailed@acme.test') && text.includes('Acme Lighting: your new account'));
    expect(mail).toContain('/uploads/theme/acme-mail.png');
    const fetched = await app.rest('/api/v1/userManagement/getUser', { username: 'mailed@acme.test' }, tokens['admin@acme.test']);
    expect(fetched.body.result).toMatchObject({ username: 'mailed@acme.test', roleLevel: 1, platformName: 'Acme Lighting' });
    const foreign = await app.rest('/api/v1/administration/emailNewUserPassword', { username: 'user@borealis.test', password: STRONG }, tokens['admin@acme.test']);
    expect(foreign.body).toMatchObject({ success: false, error: 'User not found.' });
  });
});

describe('editing users', () => {
  it('a level-5 administrator cannot raise anyone to level 9, nor edit a level-9 user', async () => {
    const raise = await app.gql(UPDATE, { id: ids['dealer@acme.test'], input: { roleId: roles[9] } }, tokens['admin@acme.test']);
    expect(raise.errors?.[0].message).toBe('You cannot assign a role above your own level.');
    const self = await app.gql(UPDATE, { id: ids['admin@acme.test'], input: { roleId: roles[9] } }, tokens['admin@acme.test']);
    expect(self.errors?.[0].message).toBe('You cannot assign a role above your own level.');
    const editSuper = await app.gql(UPDATE, { id: ids['super@acme.test'], input: { firstName: 'X' } }, tokens['admin@acme.test']);
    expect(editSuper.errors?.[0].message).toBe('You cannot change a user above your own level.');
  });

  it('an administrator cannot touch another platform', async () => {
    const edit = await app.gql(UPDATE, { id: ids['user@borealis.test'], input: { firstName: 'X' } }, tokens['admin@acme.test']);
    expect(edit.errors?.[0].message).toBe('User not found.');
    const read = await app.gql(`{ user(username: "user@borealis.test") { username } }`, {}, tokens['admin@acme.test']);
    expect(read.data.user).toBeNull();
  });

  it('a user edits their own profile but not their role, checkout type or password', async () => {
    const own = await app.gql(UPDATE, { id: ids['user@acme.test'], input: { firstName: 'Uma', lastName: 'Self' } }, tokens['user@acme.test']);
    expect(own.errors).toBeUndefined();
    const role = await app.gql(UPDATE, { id: ids['user@acme.test'], input: { roleId: roles[5] } }, tokens['user@acme.test']);
    expect(role.errors?.[0].message).toBe('You cannot change your own role.');
    const checkout = await app.gql(UPDATE, { id: ids['user@acme.test'], input: { checkoutType: 'stripe' } }, tokens['user@acme.test']);
    expect(checkout.errors?.[0].message).toBe('You do not have access to this.');
    const other = await app.gql(UPDATE, { id: ids['dealer@acme.test'], input: { firstName: 'X' } }, tokens['user@acme.test']);
    expect(other.errors?.[0].message).toBe('User not found.');
  });

  it('an administrator updating a password checks it and ends that user’s sessions', async () => {
    const victimToken = await app.login('dealer@acme.test');
    const weak = await app.gql(UPDATE, { id: ids['dealer@acme.test'], input: { password: 'short' } }, tokens['admin@acme.test']);
    expect(weak.errors?.[0].message).toBe('Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character');
    const ok = await app.gql(UPDATE, { id: ids['dealer@acme.test'], input: { password: STRONG, confirmPassword: STRONG, checkoutType: 'stripe' } }, tokens['admin@acme.test']);
    expect(ok.data.updateUser.checkoutType).toBe('stripe');
    // an ended session's token is refused whole (401), `me` included
    expect((await app.gql(`{ me { username } }`, {}, victimToken)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await app.login('dealer@acme.test', STRONG)).toBeTruthy();
  });
});

describe('deleting users', () => {
  it('nobody deletes themselves, in a bulk delete or alone, and nothing of the batch is deleted', async () => {
    const { data } = await app.gql(CREATE, { input: newUser() }, tokens['admin@acme.test']);
    const batch = await app.gql(DELETE, { ids: [data.createUser.rowId, ids['admin@acme.test']] }, tokens['admin@acme.test']);
    expect(batch.errors?.[0].message).toBe('You cannot delete yourself.');
    expect(await app.services.prisma.user.count({ where: { id: data.createUser.rowId } })).toBe(1);
    const alone = await app.rest('/api/v1/userManagement/deleteUser', { id: ids['admin@acme.test'] }, tokens['admin@acme.test']);
    expect(alone.body).toMatchObject({ success: false, error: 'You cannot delete yourself.' });
  });

  it('a level-5 administrator cannot delete a level-9 user or a user of another platform', async () => {
    const superUser = await app.gql(DELETE, { ids: [ids['super@acme.test']] }, tokens['admin@acme.test']);
    expect(superUser.errors?.[0].message).toBe('You cannot change a user above your own level.');
    const foreign = await app.gql(DELETE, { ids: [ids['user@borealis.test']] }, tokens['admin@acme.test']);
    expect(foreign.errors?.[0].message).toBe('User not found.');
  });

  it('bulk delete through the REST shim', async () => {
    const a = (await app.gql(CREATE, { input: newUser() }, tokens['admin@acme.test'])).data.createUser;
    const b = (await app.gql(CREATE, { input: newUser() }, tokens['admin@acme.test'])).data.createUser;
    const response = await app.rest('/api/v1/userManagement/deleteUsers', {
      users: [{ id: a.rowId, username: a.username }, { id: b.rowId, username: b.username }],
      self: { id: ids['admin@acme.test'] },
    }, tokens['admin@acme.test']);
    expect(response.body).toMatchObject({ success: true, result: { deleted: [a.rowId, b.rowId] } });
    expect(await app.services.prisma.user.count({ where: { id: { in: [a.rowId, b.rowId] } } })).toBe(0);
  });
});

describe('roles', () => {
  const ROLES = `{ roles { rowId name roleLevel pid } }`;
  const CREATE_ROLE = `mutation($input: RoleInput!) { createRole(input: $input) { rowId name roleLevel pid } }`;

  it('offers roles up to the viewer’s own level', async () => {
    const admin = await app.gql(ROLES, {}, tokens['admin@acme.test']);
    expect(Math.max(...admin.data.roles.map((role: any) => role.roleLevel))).toBe(5);
    const superAdmin = await app.gql(ROLES, {}, tokens['super@acme.test']);
    expect(superAdmin.data.roles.map((role: any) => role.roleLevel)).toContain(9);
  });

  it('only level 9 manages roles, with the level between 0 and 9', async () => {
    const refused = await app.gql(CREATE_ROLE, { input: { name: 'Helper', roleLevel: 2 } }, tokens['admin@acme.test']);
    expect(refused.errors?.[0].message).toBe('You do not have access to this.');
    const low = await app.gql(CREATE_ROLE, { input: { name: 'Helper', roleLevel: -1 } }, tokens['super@acme.test']);
    expect(low.errors?.[0].message).toBe('Number must be greater than or equal to zero.');
    const high = await app.gql(CREATE_ROLE, { input: { name: 'Helper', roleLevel: 10 } }, tokens['super@acme.test']);
    expect(high.errors?.[0].message).toBe('Nine is the highest access level built into the system. Please select a number from zero through nine.');
    const noName = await app.gql(CREATE_ROLE, { input: { name: ' ', roleLevel: 2 } }, tokens['super@acme.test']);
    expect(noName.errors?.[0].message).toBe('Name is required');
  });

  it('REST roleManagement: create, update, refuse deleting a role in use, delete an unused one', async () => {
    const token = tokens['super@acme.test'];
    const created = await app.rest('/api/v1/roleManagement/createRole', { input: { name: 'Estimator', description: 'Quotes only', roleLevel: 2, pid: acmePid } }, token);
    expect(created.body).toMatchObject({ success: true, result: { name: 'Estimator', roleLevel: 2, pid: acmePid } });
    const id = created.body.result.id;
    const updated = await app.rest('/api/v1/roleManagement/updateRole', { id, input: { name: 'Senior Estimator', roleLevel: 3 } }, token);
    expect(updated.body.result).toMatchObject({ name: 'Senior Estimator', roleLevel: 3 });
    const listed = await app.rest('/api/v1/roleManagement/getRoles', { roleLevel: 9 }, tokens['admin@acme.test']);
    expect(listed.body.result.map((role: any) => role.name)).toContain('Senior Estimator');
    const elsewhere = await app.rest('/api/v1/roleManagement/getRoles', { roleLevel: 5 }, tokens['admin@borealis.test']);
    expect(elsewhere.body.result.map((role: any) => role.name)).not.toContain('Senior Estimator');

    const inUse = await app.rest('/api/v1/roleManagement/deleteRole', { id: roles[3] }, token);
    expect(inUse.body).toMatchObject({ success: false, error: 'This role is assigned to users. Assign them another role before deleting it.' });
    const deleted = await app.rest('/api/v1/roleManagement/deleteRole', { id }, token);
    expect(deleted.body).toEqual({ success: true, result: { id, pid: acmePid, name: 'Senior Estimator', description: 'Quotes only', roleLevel: 3 }, error: null });
    const byAdmin = await app.rest('/api/v1/roleManagement/deleteRole', { id: roles[0] }, tokens['admin@acme.test']);
    expect(byAdmin.status).toBe(403);
  });
});
