import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
let borealisAdmin: string;
let acme: { quoteId: string; userId: string; platformId: string; groupId: number; groupNodeId: string; themeId: string };

const nodeId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  app = await startTestApp();
  borealisAdmin = await app.login('admin@borealis.test');
  const { prisma } = app.services;
  const platform = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  const quote = await prisma.quote.findFirstOrThrow({ where: { pid: platform.id } });
  const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
  const group = await prisma.group.findFirstOrThrow({ where: { pid: platform.id } });
  const theme = await prisma.theme.findFirstOrThrow({ where: { pid: platform.id } });
  acme = {
    quoteId: nodeId('Quote', quote.id),
    userId: nodeId('User', user.id),
    platformId: nodeId('Platform', platform.id),
    groupId: group.id,
    groupNodeId: nodeId('Group', group.id),
    themeId: nodeId('Theme', theme.id),
  };
});
afterAll(async () => {
  await app?.close();
});

describe('a Borealis administrator can read or change nothing of Acme', () => {
  it.each([
    ['quote', () => acme.quoteId],
    ['user', () => acme.userId],
    ['platform', () => acme.platformId],
    ['group', () => acme.groupNodeId],
    ['theme', () => acme.themeId],
  ])('node(id) of an Acme %s is refused', async (_kind, id) => {
    const response = await app.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: id() }, borealisAdmin);
    expect(response.data?.node ?? null).toBeNull();
    expect(response.errors?.[0].message).toBe('You do not have access to this.');
  });

  it.each([
    ['Quote', 'Quote not found.'],
    ['Rma', 'RMA not found.'],
    ['QuoteLine', 'Quote line not found.'],
  ])('node(id) of a %s that does not exist says which record is missing, not how it was looked up', async (type, message) => {
    const response = await app.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: nodeId(type, 999999) }, borealisAdmin);
    expect(response.data?.node ?? null).toBeNull();
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND' }, path: ['node'] });
  });

  it('lists only Borealis quotes, orders and requests', async () => {
    const { prisma } = app.services;
    const borealis = await prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } });
    for (const type of [1, 2, 3]) {
      const response = await app.gql(`query($type: Int!) { quotes(type: $type, first: 200) { totalCount edges { node { pid } } } }`, { type }, borealisAdmin);
      expect(response.errors).toBeUndefined();
      const expected = await prisma.quote.count({ where: { pid: borealis.id, type } });
      expect(response.data.quotes.totalCount).toBe(expected);
      expect(response.data.quotes.edges.every((e: any) => e.node.pid === borealis.id)).toBe(true);
    }
  });

  it('cannot narrow the list to Acme with the pid argument', async () => {
    const acmePid = Number(Buffer.from(acme.platformId, 'base64').toString().split(':')[1]);
    const response = await app.gql(`query($pid: Int) { quotes(type: 1, pid: $pid, first: 200) { edges { node { pid } } } }`, { pid: acmePid }, borealisAdmin);
    expect(response.data.quotes.edges.some((e: any) => e.node.pid === acmePid)).toBe(false);
  });

  it('cannot filter by an Acme group', async () => {
    const response = await app.gql(`mutation($g: Int) { setActiveGroup(groupId: $g) { groupId } }`, { g: acme.groupId }, borealisAdmin);
    expect(response.errors?.[0].message).toBe('You are not a member of that group.');
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'admin@borealis.test' } });
    expect(user.groupId).toBeNull();
  });

  it('sees its own platform and theme', async () => {
    const response = await app.gql(`{ activePlatform { name } activeTheme(darkMode: true) { darkMode pid } }`, {}, borealisAdmin);
    expect(response.data.activePlatform.name).toBe('Borealis Supply');
    expect(response.data.activeTheme.darkMode).toBe(true);
    const borealis = await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } });
    expect(response.data.activeTheme.pid).toBe(borealis.id);
  });
});

describe('level 9 crosses platforms', () => {
  it('reads an Acme and a Borealis quote', async () => {
    const superToken = await app.login('super@acme.test');
    const borealisQuote = await app.services.prisma.quote.findFirstOrThrow({ where: { platform: { name: 'Borealis Supply' } } });
    for (const id of [acme.quoteId, nodeId('Quote', borealisQuote.id)]) {
      const response = await app.gql(`query($id: ID!) { node(id: $id) { id } }`, { id }, superToken);
      expect(response.data.node.id).toBe(id);
    }
  });
});

describe('role scopes', () => {
  it('level 0 raises quote requests but cannot list quotes or orders', async () => {
    const token = await app.login('public@acme.test');
    const quotes = await app.gql(`{ quotes(type: 1) { totalCount } }`, {}, token);
    expect(quotes.errors?.[0].message).toBe('You do not have access to this.');
    const requests = await app.gql(`{ quotes(type: 3) { totalCount } }`, {}, token);
    expect(requests.errors).toBeUndefined();
  });

  it('visitors cannot list quotes but see the default platform', async () => {
    const quotes = await app.gql(`{ quotes(type: 1) { totalCount } }`);
    expect(quotes.errors?.[0].message).toBe('You must be signed in.');
    const platform = await app.gql(`{ activePlatform { name isDefault } me { id } }`);
    expect(platform.data).toEqual({ activePlatform: { name: 'Acme Lighting', isDefault: true }, me: null });
  });

  it('a registered user sees only their own quotes; an admin sees the whole platform', async () => {
    const { prisma } = app.services;
    const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    await prisma.user.update({ where: { id: user.id }, data: { groupId: null } });
    const userToken = await app.login('user@acme.test');
    const mine = await app.gql(`{ quotes(type: 1, first: 200) { totalCount edges { node { createdByUserId } } } }`, {}, userToken);
    expect(mine.data.quotes.edges.every((e: any) => e.node.createdByUserId === user.id)).toBe(true);
    const adminToken = await app.login('admin@acme.test');
    const all = await app.gql(`{ quotes(type: 1, first: 200) { totalCount } }`, {}, adminToken);
    expect(all.data.quotes.totalCount).toBe(await prisma.quote.count({ where: { type: 1, platform: { name: 'Acme Lighting' } } }));
    expect(all.data.quotes.totalCount).toBeGreaterThan(mine.data.quotes.totalCount);
  });

  it('a group filter shows the group content and clearing it goes back to own content', async () => {
    const { prisma } = app.services;
    const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' }, include: { memberships: true } });
    const groupId = user.memberships[0].groupId;
    const token = await app.login('user@acme.test');
    const set = await app.gql(`mutation($g: Int) { setActiveGroup(groupId: $g) { groupId groupIds } }`, { g: groupId }, token);
    expect(set.data.setActiveGroup.groupId).toBe(groupId);
    expect(set.data.setActiveGroup.groupIds).toContain(groupId);
    const grouped = await app.gql(`{ quotes(type: 1, first: 200) { totalCount } }`, {}, token);
    expect(grouped.data.quotes.totalCount).toBe(await prisma.quote.count({ where: { type: 1, groupId } }));
    const cleared = await app.gql(`mutation { setActiveGroup(groupId: null) { groupId } }`, {}, token);
    expect(cleared.data.setActiveGroup.groupId).toBeNull();
  });
});
