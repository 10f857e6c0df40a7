import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

// Group membership set from the user side (user form / userManagement), and what it changes for
// the member: new quotes start with the group's default customer and pickers follow the group.
let app: TestApp;
let acmeAdmin: string;
let acmePid: number;
let groupA: number;
let groupB: number;
let borealisGroup: number;
let defaultCustomerId: number;
let userId: number;

const prisma = () => app.services.prisma;
const groupsOf = async (id: number) =>
  (await prisma().groupMembership.findMany({ where: { userId: id }, orderBy: { groupId: 'asc' } })).map((m) => m.groupId);

beforeAll(async () => {
  app = await startTestApp();
  acmeAdmin = await app.login('admin@acme.test');
  const acme = await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  const borealis = await prisma().platform.findFirstOrThrow({ where: { name: { contains: 'Borealis' } } });
  acmePid = acme.id;
  const customer = await prisma().customer.findFirstOrThrow({ where: { pid: acme.id, erpId: { not: null }, NOT: { erpId: '' } }, orderBy: { id: 'desc' } });
  defaultCustomerId = customer.id;
  groupA = (await prisma().group.create({ data: { pid: acme.id, name: 'Wiring A', defaultCustomerId } })).id;
  groupB = (await prisma().group.create({ data: { pid: acme.id, name: 'Wiring B' } })).id;
  borealisGroup = (await prisma().group.create({ data: { pid: borealis.id, name: 'Wiring Borealis' } })).id;
  userId = (await prisma().user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } })).id;
});
afterAll(async () => app?.close());

describe('group membership from the user side', () => {
  it('sets the groups through updateUser (GraphQL) and reads them back', async () => {
    const saved = await app.gql('mutation($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { groupIds } }', { id: userId, input: { groupIds: [groupA, groupB] } }, acmeAdmin);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateUser.groupIds.sort()).toEqual([groupA, groupB].sort());
    expect(await groupsOf(userId)).toEqual([groupA, groupB].sort((a, b) => a - b));
  });

  it('takes the JSON array with the set-to flag over REST, and refuses a group of another platform whole', async () => {
    const removed = await app.rest('/api/v1/userManagement/updateUser', { id: userId, input: { groupIds: JSON.stringify([groupB]), setTo: false } }, acmeAdmin);
    expect(removed.status).toBe(200);
    expect(removed.body.result.groupIds).toBe(JSON.stringify([groupA]));

    const foreign = await app.rest('/api/v1/userManagement/updateUser', { id: userId, input: { firstName: 'Changed', groupIds: JSON.stringify([groupA, borealisGroup]) } }, acmeAdmin);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('Every group must belong to the user’s platform.');
    const user = await prisma().user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.firstName).not.toBe('Changed');
    expect(await groupsOf(userId)).toEqual([groupA]);

    const bad = await app.rest('/api/v1/userManagement/updateUser', { id: userId, input: { groupIds: 'nope' } }, acmeAdmin);
    expect(bad.body.error).toBe('groupIds must be a JSON array of ids.');
  });

  it('lets no one below administrator change groups, not even their own', async () => {
    const dealer = await app.login('dealer@acme.test');
    const own = await app.rest('/api/v1/userManagement/updateUser', { id: userId, input: { groupIds: JSON.stringify([groupB]) } }, dealer);
    expect(own.status).toBe(403);
    expect(await groupsOf(userId)).toEqual([groupA]);
  });

  it('creates a user with groups', async () => {
    const created = await app.rest(
      '/api/v1/userManagement/createUser',
      { input: { username: 'grouped@acme.test', firstName: 'Gia', lastName: 'Ruppe', password: 'Wiring!2468x', confirmPassword: 'Wiring!2468x', checkoutType: 'order', roleId: (await prisma().user.findUniqueOrThrow({ where: { id: userId } })).roleId, groupIds: [groupB] } },
      acmeAdmin,
    );
    expect(created.body.error ?? null).toBeNull();
    expect(created.body.result.groupIds).toBe(JSON.stringify([groupB]));
  });

  it("gives the member's new quotes the group's default customer and narrows the picker to the group", async () => {
    const dealer = await app.login('dealer@acme.test');
    const active = await app.gql('mutation($g: Int) { setActiveGroup(groupId: $g) { groupId } }', { g: groupA }, dealer);
    expect(active.errors).toBeUndefined();
    const quote = await app.gql('mutation { createQuote { rowId } }', {}, dealer);
    expect(quote.errors).toBeUndefined();
    const row = await prisma().quote.findUniqueOrThrow({ where: { id: quote.data.createQuote.rowId } });
    expect(row).toMatchObject({ groupId: groupA, customerId: defaultCustomerId });

    const picker = await app.gql('{ quoteCustomers { rowId } }', {}, dealer);
    expect(picker.errors).toBeUndefined();
    const ids = picker.data.quoteCustomers.map((c: { rowId: number }) => c.rowId);
    expect(ids).toContain(defaultCustomerId);
    const everyone = await prisma().customer.count({ where: { pid: acmePid, erpId: { not: null }, NOT: { erpId: '' } } });
    expect(ids.length).toBeLessThan(everyone);
  });
});
