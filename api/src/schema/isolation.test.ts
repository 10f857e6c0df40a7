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
  ])('node(id) of an Acme %s is answered as a missing one', async (_kind, id) => {
    const response = await app.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: id() }, borealisAdmin);
    expect(response.data?.node ?? null).toBeNull();
    expect(response.errors?.[0]).toMatchObject({ message: expect.stringMatching(/ not found\.$/), extensions: { code: 'NOT_FOUND' }, path: ['node'] });
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

/** An error answer as the caller sees it: data, and each error's message, code and path. */
const errorAnswer = (response: { data?: unknown; errors?: { message: string; path?: unknown; extensions?: { code?: string } }[] }) => ({
  data: response.data ?? null,
  errors: response.errors?.map((e) => ({ message: e.message, code: e.extensions?.code, path: e.path })),
});

describe('a foreign record is answered exactly as a missing one', () => {
  const MISSING = 999999;
  let viewers: [string, string][];
  /** an Acme record of every node type, by type name */
  let foreign: Record<string, number>;

  beforeAll(async () => {
    const { prisma } = app.services;
    const acmePid = (await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
    const acmeAdmin = await app.login('admin@acme.test');
    const acmeToken = await app.gql(`mutation { createApiToken(name: "Acme bridge") { apiToken { rowId } } }`, {}, acmeAdmin);
    const borealisToken = await app.gql(`mutation { createApiToken(name: "Borealis bridge") { token } }`, {}, borealisAdmin);
    await prisma.issueReport.create({ data: { pid: acmePid, title: 'Acme only', report: 'Acme only' } }).catch(() => undefined);
    const first = async (model: string, where: object) =>
      ((await (prisma as any)[model].findFirst({ where, select: { id: true } })) as { id: number } | null)?.id;
    const byPid = { pid: acmePid };
    const candidates: Record<string, number | undefined> = {
      Quote: await first('quote', byPid),
      QuoteLine: await first('quoteLine', { quote: byPid }),
      Communication: await first('communication', { quote: byPid }),
      User: await first('user', byPid),
      Platform: acmePid,
      Group: await first('group', byPid),
      Theme: await first('theme', byPid),
      Customer: await first('customer', byPid),
      Contact: await first('contact', byPid),
      Address: await first('address', byPid),
      ApiToken: acmeToken.data.createApiToken.apiToken.rowId,
      Product: await first('product', byPid),
      StatusType: await first('statusType', byPid),
      Rma: await first('rma', byPid),
      ProductList: await first('productList', byPid),
      ConfiguratorModel: await first('configuratorModel', byPid),
      IssueReport: await first('issueReport', byPid),
    };
    foreign = Object.fromEntries(Object.entries(candidates).filter((entry): entry is [string, number] => entry[1] !== undefined));
    viewers = [
      ['level 1', await app.login('user@borealis.test')],
      ['level 5', borealisAdmin],
      ['API token', borealisToken.data.createApiToken.token],
    ];
  });

  it('node(id) of every node type', async () => {
    expect(Object.keys(foreign)).toHaveLength(17);
    const query = `query($id: ID!) { node(id: $id) { id } }`;
    for (const [viewer, token] of viewers) {
      for (const [type, id] of Object.entries(foreign)) {
        const theirs = await app.gql(query, { id: nodeId(type, id) }, token);
        const missing = await app.gql(query, { id: nodeId(type, MISSING) }, token);
        expect(errorAnswer(theirs), `${viewer} ${type}`).toEqual(errorAnswer(missing));
        expect(theirs.errors?.[0].extensions?.code, `${viewer} ${type}`).toBe('NOT_FOUND');
      }
    }
  });

  it('GraphQL lookups by id', async () => {
    const lookups: [string, string, Record<string, unknown>, (id: number) => Record<string, unknown>][] = [
      ['quote', `query($id: Int!) { quote(id: $id) { id } }`, {}, (id) => ({ id })],
      ['customer', `query($id: Int!) { customer(rowId: $id) { id } }`, {}, (id) => ({ id })],
      ['adminProduct', `query($id: Int!) { adminProduct(rowId: $id) { id } }`, {}, (id) => ({ id })],
      ['platform', `query($id: Int!) { platform(rowId: $id) { id } }`, {}, (id) => ({ id })],
      ['theme', `query($id: Int!) { theme(id: $id) { id } }`, {}, (id) => ({ id })],
      ['configuratorModel', `query($id: Int!) { configuratorModel(rowId: $id) { id } }`, {}, (id) => ({ id })],
      ['quoteCommunications', `query($id: Int!) { quoteCommunications(quoteId: $id) { id } }`, {}, (id) => ({ id })],
    ];
    const ids: Record<string, number> = {
      quote: foreign.Quote, customer: foreign.Customer, adminProduct: foreign.Product, platform: foreign.Platform,
      theme: foreign.Theme, configuratorModel: foreign.ConfiguratorModel, quoteCommunications: foreign.Quote,
    };
    for (const [viewer, token] of viewers) {
      for (const [field, query, , variables] of lookups) {
        const theirs = await app.gql(query, variables(ids[field]), token);
        const missing = await app.gql(query, variables(MISSING), token);
        expect(errorAnswer(theirs), `${viewer} ${field}`).toEqual(errorAnswer(missing));
      }
    }
  });

  it('REST reads and writes by id', async () => {
    const calls: [string, (id: number) => unknown, number][] = [
      ['quoteManagement/getQuote', (id) => ({ id }), foreign.Quote],
      ['quoteManagement/getQuoteById', (id) => ({ id }), foreign.Quote],
      ['quoteManagement/getLines', (id) => ({ quoteId: id }), foreign.Quote],
      ['quoteManagement/getCommunications', (id) => ({ quoteId: id }), foreign.Quote],
      ['quoteManagement/copyQuote', (id) => ({ id }), foreign.Quote],
      ['quoteManagement/updateQuote', (id) => ({ id, input: { jobName: 'Mine now' } }), foreign.Quote],
      ['quoteManagement/deleteQuote', (id) => ({ id }), foreign.Quote],
      ['quoteManagement/updateLine', (id) => ({ id, input: { quantity: 2 } }), foreign.QuoteLine],
      ['quoteManagement/copyLine', (id) => ({ id }), foreign.QuoteLine],
      ['quoteManagement/deleteLine', (id) => ({ id }), foreign.QuoteLine],
      ['customerManagement/getCustomer', (id) => ({ id }), foreign.Customer],
      ['customerManagement/updateCustomer', (id) => ({ id, input: { companyName: 'Mine now' } }), foreign.Customer],
      ['productManagement/getProduct', (id) => ({ id }), foreign.Product],
      ['platformManagement/getPlatform', (id) => ({ id }), foreign.Platform],
      ['platformManagement/updatePlatform', (id) => ({ id, input: { name: 'Mine now' } }), foreign.Platform],
      ['groupManagement/getGroup', (id) => ({ id }), foreign.Group],
      ['themeManagement/getTheme', (id) => ({ id }), foreign.Theme],
      ['productListManagement/getProductList', (id) => ({ id }), foreign.ProductList],
      ['RMAManagement/getRMA', (id) => ({ id }), foreign.Rma],
      ['RMADetailManagement/getRMADetails', (id) => ({ RMAId: id }), foreign.Rma],
    ];
    for (const [viewer, token] of viewers) {
      for (const [path, body, id] of calls) {
        const theirs = await app.rest(`/api/v1/${path}`, body(id), token);
        const missing = await app.rest(`/api/v1/${path}`, body(MISSING), token);
        expect(theirs, `${viewer} ${path}`).toEqual(missing);
        expect(theirs.body.success, `${viewer} ${path}`).toBe(false);
      }
    }
    // nothing was changed by the attempts
    const { prisma } = app.services;
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: foreign.Quote } })).jobName).not.toBe('Mine now');
    expect((await prisma.platform.findUniqueOrThrow({ where: { id: foreign.Platform } })).name).toBe('Acme Lighting');
  });

  it('revoking another platform\'s API token', async () => {
    const query = `mutation($id: Int!) { revokeApiToken(id: $id) { revokedAt } }`;
    for (const [viewer, token] of viewers) {
      const theirs = await app.gql(query, { id: foreign.ApiToken }, token);
      const missing = await app.gql(query, { id: MISSING }, token);
      expect(errorAnswer(theirs), viewer).toEqual(errorAnswer(missing));
    }
    expect((await app.services.prisma.apiToken.findUniqueOrThrow({ where: { id: foreign.ApiToken } })).revokedAt).toBeNull();
  });
});

describe('dealer cost, margins and ERP ids: the same over REST and GraphQL', () => {
  const viewers: [string, number][] = [
    ['public@acme.test', 0],
    ['user@acme.test', 1],
    ['dealer@acme.test', 3],
    ['admin@acme.test', 5],
    ['super@acme.test', 9],
  ];

  /** A document of `username`'s with one costed line carrying an ERP id, for another customer of the platform. */
  async function documentOf(username: string, type: number) {
    const { prisma } = app.services;
    const user = await prisma.user.findUniqueOrThrow({ where: { username } });
    const customer = await prisma.customer.findFirstOrThrow({ where: { pid: user.pid, erpId: { not: null }, id: { not: user.customerId ?? -1 } } });
    return prisma.quote.create({
      data: {
        clientId: `visibility-${username}-${type}`,
        type,
        pid: user.pid,
        createdByUserId: user.id,
        username,
        customerId: customer.id,
        customerName: customer.companyName,
        paymentIntentId: type === 2 ? 'pi_internal_123' : null,
        totalCost: '40.00',
        lineCount: 1,
        lines: {
          create: { clientId: `visibility-line-${username}-${type}`, lineNumber: 1, price: '20.00', quantity: 2, cost: '12.50', erpId: 'LINE-ERP-7', partNumber: 'P-1' },
        },
      },
    });
  }

  const GRAPHQL = `query($id: Int!) { quote(id: $id) { customerErpId orderStatusLabel expirationDate lines { cost erpId } documentLines { unitCost costTotal margin } } }`;

  it.each(viewers)('%s (level %i)', async (username, level) => {
    const token = await app.login(username);
    const sees = level >= 3;
    for (const type of level === 0 ? [3] : [1, 2]) {
      const quote = await documentOf(username, type);
      const graph = await app.gql(GRAPHQL, { id: quote.id }, token);
      expect(graph.errors).toBeUndefined();
      const [line] = graph.data.quote.lines;
      const [documentLine] = graph.data.quote.documentLines;
      expect(line).toEqual(sees ? { cost: '12.50', erpId: 'LINE-ERP-7' } : { cost: null, erpId: null });
      expect(documentLine).toEqual(sees ? { unitCost: '12.50', costTotal: '25.00', margin: 0.375 } : { unitCost: null, costTotal: null, margin: null });

      // REST answers with the same presenters: the same values for the same document and viewer
      const rest = await app.rest('/api/v1/quoteManagement/getQuote', { id: quote.id }, token);
      expect(rest.body.success).toBe(true);
      const restLine = (l: { cost: string | null; erpId: string | null }) => ({ cost: l.cost, erpId: l.erpId });
      const restCosts = (l: { unitCost: string | null; costTotal: string | null; margin: number | null }) => ({ unitCost: l.unitCost, costTotal: l.costTotal, margin: l.margin });
      expect(restLine(rest.body.result.lines[0])).toEqual(line);
      expect(restCosts(rest.body.result.lines[0])).toEqual(documentLine);
      expect(rest.body.result.customerErpId).toBe(graph.data.quote.customerErpId);
      expect(rest.body.result.orderStatusLabel).toBe(graph.data.quote.orderStatusLabel);
      expect(rest.body.result.expirationDate).toBe(graph.data.quote.expirationDate);
      expect(rest.body.result.customer.erpId === null).toBe(level <= 1);
      expect(rest.body.result).not.toHaveProperty('paymentIntentId');

      const lines = await app.rest('/api/v1/quoteManagement/getLines', { quoteId: quote.id }, token);
      expect(restLine(lines.body.result.rows[0])).toEqual(line);
      expect(restCosts(lines.body.result.rows[0])).toEqual(documentLine);

      const copy = await app.rest('/api/v1/quoteManagement/copyQuote', { id: quote.id }, token);
      expect(copy.body.success).toBe(true);
      const copied = await app.gql(GRAPHQL, { id: copy.body.result.id }, token);
      expect(copy.body.result.lines.map(restLine)).toEqual(copied.data.quote.lines);
      expect(copy.body.result.lines[0].cost === null).toBe(!sees);
    }
  });

  it("falls back to a level-1 user's own customer for the ERP id of a quote without one, over both", async () => {
    const { prisma } = app.services;
    const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' }, include: { customer: true } });
    const token = await app.login(user.username);
    const quote = await prisma.quote.create({
      data: { clientId: 'visibility-no-customer', type: 1, pid: user.pid, createdByUserId: user.id, username: user.username, customerId: null },
    });
    const graph = await app.gql(GRAPHQL, { id: quote.id }, token);
    const rest = await app.rest('/api/v1/quoteManagement/getQuote', { id: quote.id }, token);
    expect(user.customer?.erpId).toBeTruthy();
    expect(graph.data.quote.customerErpId).toBe(user.customer?.erpId);
    expect(rest.body.result).toMatchObject({ customer: null, customerErpId: graph.data.quote.customerErpId });
  });
});
