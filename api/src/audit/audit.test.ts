import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
let superAdmin: string;
let acmeAdmin: string;
let acmeUser: string;
let borealisAdmin: string;
let acmePid: number;
let borealisPid: number;

beforeAll(async () => {
  app = await startTestApp();
  [superAdmin, acmeAdmin, acmeUser, borealisAdmin] = await Promise.all(
    ['super@acme.test', 'admin@acme.test', 'user@acme.test', 'admin@borealis.test'].map((u) => app.login(u)),
  );
  acmePid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: { startsWith: 'Acme' } } })).id;
  borealisPid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } })).id;
}, 300_000);
afterAll(async () => {
  await app?.close();
});

const LOG = `query($filter: AuditLogFilter) { auditLog(first: 50, filter: $filter) { totalCount edges { node { actor action entity entityId pid before after } } } }`;
const log = async (filter: Record<string, unknown>, token: string) => {
  const response = await app.gql(LOG, { filter }, token);
  expect(response.errors).toBeUndefined();
  return response.data.auditLog.edges.map((e: any) => e.node);
};

async function newUser(pid: number) {
  const role = await app.services.prisma.role.findFirstOrThrow({ where: { roleLevel: 1, OR: [{ pid }, { pid: null }] } });
  return app.services.prisma.user.create({
    data: { username: `audit-${Math.random().toString(36).slice(2)}@example.test`, pid, roleId: role.id, passwordHash: 'x' },
  });
}

describe('audit trail', () => {
  it("records a role change and a password set by an administrator, with before and after and never the password's hash", async () => {
    const user = await newUser(acmePid);
    const admin = await app.services.prisma.role.findFirstOrThrow({ where: { roleLevel: 3, OR: [{ pid: acmePid }, { pid: null }] } });
    const changed = await app.gql(`mutation($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { rowId } }`, { id: user.id, input: { roleId: admin.id } }, acmeAdmin);
    expect(changed.errors).toBeUndefined();
    const [role] = await log({ entity: 'User', entityId: String(user.id), action: 'role' }, acmeAdmin);
    expect(role).toMatchObject({ actor: 'admin@acme.test', action: 'role', pid: acmePid });
    expect(role.before.roleId).toBe(user.roleId);
    expect(role.after.roleId).toBe(admin.id);
    expect(role.after.role.roleLevel).toBe(3);

    const password = await app.gql(
      `mutation($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { rowId } }`,
      { id: user.id, input: { password: 'Audited!2345x', confirmPassword: 'Audited!2345x' } },
      acmeAdmin,
    );
    expect(password.errors).toBeUndefined();
    const [entry] = await log({ entity: 'User', entityId: String(user.id), action: 'password' }, acmeAdmin);
    expect(entry.after.passwordChanged).toBe(true);
    const stored = JSON.stringify(await app.services.prisma.auditEntry.findMany({ where: { entity: 'User', entityId: String(user.id) } }));
    expect(stored).not.toMatch(/passwordHash|mfaSecret|argon2|Audited!2345x/);
  });

  it('an administrator reads the own platform only; level 9 every platform and filters by one; others are refused', async () => {
    await newUser(borealisPid).then((u) => app.gql(`mutation($ids: [Int!]!) { deleteUsers(ids: $ids) }`, { ids: [u.id] }, borealisAdmin));
    const acme = await log({}, acmeAdmin);
    expect(acme.length).toBeGreaterThan(0);
    expect(acme.every((e: any) => e.pid === acmePid)).toBe(true);
    const foreign = await log({ pid: borealisPid }, acmeAdmin);
    expect(foreign.every((e: any) => e.pid === acmePid)).toBe(true);
    const borealis = await log({ pid: borealisPid }, superAdmin);
    expect(borealis.length).toBeGreaterThan(0);
    expect(borealis.every((e: any) => e.pid === borealisPid)).toBe(true);
    expect(borealis[0]).toMatchObject({ action: 'delete', entity: 'User', after: null });

    const refused = await app.gql(`{ auditLog { totalCount } }`, {}, acmeUser);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const rest = await app.rest('/api/v1/auditManagement/getAuditLog', { filters: { entity: 'User' }, limit: 5, offset: 0 }, acmeAdmin);
    expect(rest.status).toBe(200);
    expect(rest.body.result.length).toBeLessThanOrEqual(5);
    expect(Object.keys(rest.body.result[0])).toEqual(expect.arrayContaining(['at', 'actor', 'action', 'entity', 'entityId', 'before', 'after']));
    const bad = await app.rest('/api/v1/auditManagement/getAuditLog', { filters: { from: 'yesterday' } }, acmeAdmin);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('From must be a date (YYYY-MM-DD).');
  });

  it('entries cannot be changed or deleted: no operation offers it and the database refuses', async () => {
    const schema = await app.gql(`{ __schema { mutationType { fields { name } } } }`, {}, superAdmin);
    const names = schema.data.__schema.mutationType.fields.map((f: any) => f.name as string);
    expect(names.filter((n: string) => /audit/i.test(n))).toEqual([]);
    const entry = await app.services.prisma.auditEntry.findFirstOrThrow();
    await expect(app.services.prisma.auditEntry.update({ where: { id: entry.id }, data: { actor: 'someone else' } })).rejects.toThrow();
    await expect(app.services.prisma.auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow();
  });
});

describe('bulk actions', () => {
  it('changes the role of each user it may; a refused row is reported with the reason and the others are changed and audited', async () => {
    const [a, b] = [await newUser(acmePid), await newUser(acmePid)];
    const nine = await app.services.prisma.role.findFirstOrThrow({ where: { roleLevel: 9 } });
    const above = await app.gql(
      `mutation($ids: [Int!]!, $roleId: Int) { bulkUpdateUsers(ids: $ids, action: role, roleId: $roleId) { applied refused results { rowId ok message } } }`,
      { ids: [a.id, b.id], roleId: nine.id },
      acmeAdmin,
    );
    expect(above.data.bulkUpdateUsers).toMatchObject({ applied: 0, refused: 2 });
    expect(above.data.bulkUpdateUsers.results[0].message).toMatch(/role/i);
    const dealer = await app.services.prisma.role.findFirstOrThrow({ where: { roleLevel: 3, OR: [{ pid: acmePid }, { pid: null }] } });
    const changed = await app.gql(
      `mutation($ids: [Int!]!, $roleId: Int) { bulkUpdateUsers(ids: $ids, action: role, roleId: $roleId) { applied refused results { rowId ok message } } }`,
      { ids: [b.id], roleId: dealer.id },
      acmeAdmin,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data.bulkUpdateUsers).toMatchObject({ applied: 1, refused: 0 });
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: b.id } })).roleId).toBe(dealer.id);

    const self = (await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } })).id;
    const deleted = await app.rest('/api/v1/userManagement/bulkUpdateUsers', { ids: [a.id, self], action: 'delete' }, acmeAdmin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.result).toMatchObject({ applied: 1, refused: 1, results: [{ id: a.id, ok: true }, { id: self, ok: false, message: expect.any(String) }] });
    expect(await app.services.prisma.user.findUnique({ where: { id: a.id } })).toBeNull();
    expect((await log({ entity: 'User', entityId: String(a.id), action: 'delete' }, acmeAdmin)).length).toBe(1);

    const group = await app.services.prisma.group.findFirstOrThrow({ where: { pid: acmePid } });
    const added = await app.rest('/api/v1/userManagement/bulkUpdateUsers', { ids: [b.id], action: 'addToGroup', groupId: group.id }, acmeAdmin);
    expect(added.body.result.applied).toBe(1);
    const [groups] = await log({ entity: 'User', entityId: String(b.id), action: 'groups' }, acmeAdmin);
    expect(groups.before.memberships).toEqual([]);
    expect(groups.after.memberships).toEqual([{ groupId: group.id }]);

    const foreign = await app.rest('/api/v1/userManagement/bulkUpdateUsers', { ids: [b.id], action: 'delete' }, borealisAdmin);
    expect(foreign.status).toBe(404);
  });

  it('changes fixed prices by a percentage, reports configurable products, and is level 9 only', async () => {
    const fixed = await app.services.prisma.product.create({ data: { pid: acmePid, name: 'Bulk fixed', isNonConfigurable: true, defaultPrice: '100.00' } });
    const configurable = await app.services.prisma.product.create({ data: { pid: acmePid, name: 'Bulk configurable', isNonConfigurable: false } });
    const refused = await app.rest('/api/v1/productManagement/bulkUpdateProducts', { ids: [fixed.id], action: 'price', percent: 10 }, acmeAdmin);
    expect(refused.status).toBe(403);
    const response = await app.gql(
      `mutation($ids: [Int!]!) { bulkUpdateProducts(ids: $ids, action: price, percent: 12.5) { applied refused results { rowId ok message } } }`,
      { ids: [fixed.id, configurable.id] },
      superAdmin,
    );
    expect(response.data.bulkUpdateProducts).toMatchObject({ applied: 1, refused: 1 });
    expect(response.data.bulkUpdateProducts.results[1].message).toMatch(/no price to change/);
    expect((await app.services.prisma.product.findUniqueOrThrow({ where: { id: fixed.id } })).defaultPrice!.toFixed(2)).toBe('112.50');
    const [price] = await log({ entity: 'Product', entityId: String(fixed.id) }, superAdmin);
    expect(price).toMatchObject({ action: 'price', actor: 'super@acme.test' });
    expect(price.before.defaultPrice).toBe('100');
    expect(price.after.defaultPrice).toBe('112.5');
    const badPercent = await app.rest('/api/v1/productManagement/bulkUpdateProducts', { ids: [fixed.id], action: 'price', percent: -150 }, superAdmin);
    expect(badPercent.body.error).toBe('Percent must be a number between -100 and 1000.');
  });
});
