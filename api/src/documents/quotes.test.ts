import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
const tokens: Record<string, string> = {};
const prisma = () => app.services.prisma;

beforeAll(async () => {
  app = await startTestApp();
  for (const username of ['super@acme.test', 'admin@acme.test', 'dealer@acme.test', 'user@acme.test', 'public@acme.test', 'admin@borealis.test', 'user@borealis.test']) {
    tokens[username] = await app.login(username);
  }
}, 120_000);
afterAll(async () => app?.close());

const CREATE = `mutation($input: CreateQuoteInput) { createQuote(input: $input) { rowId _id type firstConfigurationId
  quote { id rowId type customerName contact { firstName } billingAddress { city } shippingAddress { city } nextLineNumber } } }`;
const ADD = `mutation($q: Int!, $p: Int!, $n: Int) { addProductToQuote(quoteId: $q, productId: $p, quantity: $n) {
  created partNumber message line { rowId quantity total maxQuantity } quote { totalCost lineCount } } }`;
const QUOTE = `query($id: Int!) { quote(id: $id) { rowId type totalCost lineCount jobName viewerCanEdit nextLineNumber
  lines { rowId _id lineNumber configurationId quantity price sourceConfigurationId partNumber } communications { rowId } } }`;

async function createQuote(user: string) {
  const result = await app.gql(CREATE, {}, tokens[user]);
  expect(result.errors).toBeUndefined();
  return result.data.createQuote;
}

async function productId(productNumber: string, platform = 'Acme Lighting') {
  const row = await prisma().product.findFirstOrThrow({ where: { productNumber, platform: { name: platform } } });
  return row.id;
}

describe('creating quotes', () => {
  it('gives a level 1 user a quote of type 1 with their own customer, contact and addresses', async () => {
    const created = await createQuote('user@acme.test');
    expect(created.type).toBe(1);
    expect(created.firstConfigurationId).toBe(`${created.rowId}_1`);
    expect(created.quote).toMatchObject({ customerName: 'Morgan Electric LLC', contact: { firstName: 'Riley' }, nextLineNumber: 1 });
    expect(created.quote.billingAddress.city).toBe('Chicago');
    expect(created.quote.shippingAddress.city).toBe('Chicago');
  });

  it('gives a level 0 user a quote request (type 3), and visitors no quote at all: theirs is raised when they save a configuration', async () => {
    expect((await createQuote('public@acme.test')).type).toBe(3);
    const before = await prisma().quote.count();
    const visitor = await app.gql(CREATE, {});
    expect(visitor.errors?.[0]?.message).toBeTruthy();
    const rest = await app.rest('/api/v1/quoteManagement/createQuote', { input: {} });
    expect(rest.status).toBe(401);
    expect(await prisma().quote.count()).toBe(before);
  });

  it("gives a group member filtering by the group the group's default customer", async () => {
    const group = await prisma().group.findFirstOrThrow({ where: { name: 'Midwest Dealers' }, include: { defaultCustomer: true } });
    const token = tokens['dealer@acme.test'];
    expect((await app.gql(`mutation($g: Int) { setActiveGroup(groupId: $g) { groupId } }`, { g: group.id }, token)).errors).toBeUndefined();
    try {
      const created = await createQuote('dealer@acme.test');
      expect(created.quote.customerName).toBe(group.defaultCustomer!.companyName);
      const row = await prisma().quote.findUniqueOrThrow({ where: { id: created.rowId } });
      expect(row.groupId).toBe(group.id);
    } finally {
      await app.gql(`mutation { setActiveGroup(groupId: null) { groupId } }`, {}, token);
    }
  });

  it("gives every member filtering by a group the group's default customer, at level 1 and level 0 too, through New Quote and through Finish", async () => {
    const group = await prisma().group.findFirstOrThrow({ where: { name: 'Midwest Dealers' }, include: { defaultCustomer: true } });
    const levelZero = await prisma().user.findUniqueOrThrow({ where: { username: 'public@acme.test' } });
    await prisma().groupMembership.upsert({ where: { groupId_userId: { groupId: group.id, userId: levelZero.id } }, create: { groupId: group.id, userId: levelZero.id }, update: {} });
    const led = await productId('ALX-AREA');
    try {
      for (const username of ['user@acme.test', 'public@acme.test']) {
        const token = tokens[username];
        expect((await app.gql(`mutation($g: Int) { setActiveGroup(groupId: $g) { groupId } }`, { g: group.id }, token)).errors).toBeUndefined();
        const created = await createQuote(username);
        const row = await prisma().quote.findUniqueOrThrow({ where: { id: created.rowId } });
        expect(row).toMatchObject({ customerId: group.defaultCustomerId, customerName: group.defaultCustomer!.companyName, groupId: group.id });

        const started = await app.rest('/api/v1/configurator/start', { productId: led, configurationId: 'new_1' }, token);
        const finished = await app.rest('/api/v1/configurator/finish', { sessionId: started.body.result.prepare.SessionId }, token);
        expect(finished.status).toBe(200);
        const configured = await prisma().quote.findUniqueOrThrow({ where: { id: finished.body.result.quoteId } });
        expect(configured).toMatchObject({ customerId: group.defaultCustomerId, customerName: group.defaultCustomer!.companyName, groupId: group.id });
      }
      // Without the filter, a level 1 user quotes for their own customer again.
      await app.gql(`mutation { setActiveGroup(groupId: null) { groupId } }`, {}, tokens['user@acme.test']);
      expect((await createQuote('user@acme.test')).quote.customerName).toBe('Morgan Electric LLC');
    } finally {
      for (const username of ['user@acme.test', 'public@acme.test']) await app.gql(`mutation { setActiveGroup(groupId: null) { groupId } }`, {}, tokens[username]);
      await prisma().groupMembership.delete({ where: { groupId_userId: { groupId: group.id, userId: levelZero.id } } });
    }
  });

  it('refuses a duplicate client GUID', async () => {
    const first = await app.gql(CREATE, { input: { _id: 'dup-guid-1' } }, tokens['user@acme.test']);
    expect(first.errors).toBeUndefined();
    const second = await app.gql(CREATE, { input: { _id: 'dup-guid-1' } }, tokens['user@acme.test']);
    expect(second.errors?.[0]?.extensions?.field).toBe('_id');
  });
});

describe('lines and totals', () => {
  it('adds a fixed-price product, then raises its quantity instead of adding a second line', async () => {
    const quote = await createQuote('user@acme.test');
    const pid = await productId('PC-120277');
    const first = await app.gql(ADD, { q: quote.rowId, p: pid }, tokens['user@acme.test']);
    expect(first.errors).toBeUndefined();
    expect(first.data.addProductToQuote).toMatchObject({
      created: true,
      partNumber: 'PC-120277',
      message: `Added PC-120277 to Quote #${quote.rowId}`,
      line: { quantity: 1, maxQuantity: 340 },
      quote: { totalCost: '24.50', lineCount: 1 },
    });
    const second = await app.gql(ADD, { q: quote.rowId, p: pid, n: 2 }, tokens['user@acme.test']);
    expect(second.data.addProductToQuote).toMatchObject({ created: false, line: { quantity: 3, total: '73.50' }, quote: { totalCost: '73.50', lineCount: 1 } });
  });

  it('keeps quantity between 1 and the stock, with the spec messages, and recomputes the total', async () => {
    const quote = await createQuote('user@acme.test');
    const added = await app.gql(ADD, { q: quote.rowId, p: await productId('PC-120277') }, tokens['user@acme.test']);
    const lineId = added.data.addProductToQuote.line.rowId;
    const UPDATE = `mutation($id: Int!, $n: Int) { updateQuoteLine(id: $id, input: { quantity: $n }) { quantity total } }`;
    const zero = await app.gql(UPDATE, { id: lineId, n: 0 }, tokens['user@acme.test']);
    expect(zero.errors?.[0]?.message).toBe('Cannot set quantity to a number less than 1.');
    const tooMany = await app.gql(UPDATE, { id: lineId, n: 341 }, tokens['user@acme.test']);
    expect(tooMany.errors?.[0]?.message).toBe('Cannot set quantity to a number greater than the number in stock.');
    const ok = await app.gql(UPDATE, { id: lineId, n: 4 }, tokens['user@acme.test']);
    expect(ok.data.updateQuoteLine).toEqual({ quantity: 4, total: '98.00' });
    const row = await prisma().quote.findUniqueOrThrow({ where: { id: quote.rowId } });
    expect(row.totalCost.toFixed(2)).toBe('98.00');
  });

  it('lets the quantity buttons change only lines of quotes the caller may edit, and a refusal changes nothing', async () => {
    const quote = await createQuote('user@acme.test');
    const added = await app.gql(ADD, { q: quote.rowId, p: await productId('PC-120277'), n: 2 }, tokens['user@acme.test']);
    const id = added.data.addProductToQuote.line.rowId;
    const UPDATE = `mutation($id: Int!, $n: Int) { updateQuoteLine(id: $id, input: { quantity: $n }) { quantity quote { totalCost } } }`;
    const stored = async () => {
      const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id }, include: { quote: true } });
      return [line.quantity, line.quote.totalCost.toFixed(2)];
    };

    // the creator, the platform's admin and level 9 may; the stock itself is allowed
    for (const [user, n, total] of [['user@acme.test', 340, '8330.00'], ['admin@acme.test', 3, '73.50'], ['super@acme.test', 1, '24.50']] as const) {
      const result = await app.gql(UPDATE, { id, n }, tokens[user]);
      expect(result.data?.updateQuoteLine, user).toEqual({ quantity: n, quote: { totalCost: total } });
      expect(await stored()).toEqual([n, total]);
    }
    // another user of the platform, another platform's admin: not found, and nothing changes
    for (const user of ['dealer@acme.test', 'admin@borealis.test']) {
      expect((await app.gql(UPDATE, { id, n: 5 }, tokens[user])).errors?.[0]?.message, user).toBe('Line not found.');
      expect(await stored()).toEqual([1, '24.50']);
    }
    // a member of the quote's group, while filtering by it, may
    const group = await prisma().group.findFirstOrThrow({ where: { name: 'Midwest Dealers' } });
    await prisma().quote.update({ where: { id: quote.rowId }, data: { groupId: group.id } });
    await app.gql(`mutation($g: Int) { setActiveGroup(groupId: $g) { groupId } }`, { g: group.id }, tokens['dealer@acme.test']);
    try {
      expect((await app.gql(UPDATE, { id, n: 6 }, tokens['dealer@acme.test'])).data?.updateQuoteLine).toEqual({ quantity: 6, quote: { totalCost: '147.00' } });
    } finally {
      await app.gql(`mutation { setActiveGroup(groupId: null) { groupId } }`, {}, tokens['dealer@acme.test']);
    }
    expect((await app.gql(UPDATE, { id, n: 2 }, tokens['dealer@acme.test'])).errors?.[0]?.message).toBe('Line not found.');
    // an order's quantities are read-only, even to level 9, who is told what the quote became
    await prisma().quote.update({ where: { id: quote.rowId }, data: { type: 2, erpOrderNo: 'QC-TEST-1' } });
    expect((await app.gql(UPDATE, { id, n: 2 }, tokens['super@acme.test'])).errors?.[0]?.message).toBe('This quote is now Order #QC-TEST-1.');
    expect(await stored()).toEqual([6, '147.00']);
  });

  it('copies a line with a new GUID and configuration id, and deletes lines', async () => {
    const quote = await createQuote('user@acme.test');
    const added = await app.gql(ADD, { q: quote.rowId, p: await productId('PC-120277') }, tokens['user@acme.test']);
    const copy = await app.gql(`mutation($id: Int!) { copyQuoteLine(id: $id) { rowId _id configurationId sourceConfigurationId lineNumber } }`,
      { id: added.data.addProductToQuote.line.rowId }, tokens['user@acme.test']);
    expect(copy.errors).toBeUndefined();
    expect(copy.data.copyQuoteLine).toMatchObject({ configurationId: `${quote.rowId}_2`, sourceConfigurationId: `${quote.rowId}_1`, lineNumber: 2 });
    const detail = await app.gql(QUOTE, { id: quote.rowId }, tokens['user@acme.test']);
    expect(detail.data.quote).toMatchObject({ totalCost: '49.00', lineCount: 2, nextLineNumber: 3 });
    expect(new Set(detail.data.quote.lines.map((l: { _id: string }) => l._id)).size).toBe(2);
    const del = await app.gql(`mutation($id: Int!) { deleteQuoteLine(id: $id) { totalCost lineCount } }`, { id: copy.data.copyQuoteLine.rowId }, tokens['user@acme.test']);
    expect(del.data.deleteQuoteLine).toEqual({ totalCost: '24.50', lineCount: 1 });
  });

  it('copies a configured line together with its configurator session', async () => {
    const quote = await createQuote('user@acme.test');
    const token = tokens['user@acme.test'];
    const product = await prisma().product.findFirstOrThrow({ where: { productNumber: 'ALX-AREA', platform: { name: 'Acme Lighting' } } });
    const started = await app.rest('/api/v1/configurator/start', { productId: product.id, quoteId: String(quote.rowId), configurationId: `${quote.rowId}_1` }, token);
    const sessionId = started.body.result.prepare.SessionId;
    const finished = await app.rest('/api/v1/configurator/finish', { sessionId, quoteId: String(quote.rowId) }, token);
    expect(finished.body.result).toMatchObject({ outcome: 'added', configurationId: `${quote.rowId}_1` });
    // A second line from the same finished session: the price is the session's, the configuration id the server's.
    const line = await app.gql(`mutation($q: Int!, $i: QuoteLineInput!) { createQuoteLine(quoteId: $q, input: $i) { rowId configurationId price } }`,
      { q: quote.rowId, i: { productId: product.id, configurationId: `${quote.rowId}_9`, sessionId } }, token);
    expect(line.errors).toBeUndefined();
    expect(line.data.createQuoteLine).toMatchObject({ configurationId: `${quote.rowId}_2`, price: '869.00' });
    const unknown = await app.gql(`mutation($q: Int!, $i: QuoteLineInput!) { createQuoteLine(quoteId: $q, input: $i) { rowId } }`,
      { q: quote.rowId, i: { productId: product.id, sessionId: 'no-such-session' } }, token);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Configuration session not found.', extensions: { field: 'sessionId' } });
    const copy = await app.gql(`mutation($id: Int!) { copyQuoteLine(id: $id) { configurationId sessionId price } }`, { id: line.data.createQuoteLine.rowId }, token);
    expect(copy.data.copyQuoteLine).toMatchObject({ configurationId: `${quote.rowId}_3`, price: '869.00' });
    const session = await prisma().configuratorSession.findFirstOrThrow({ where: { configurationId: `${quote.rowId}_3` } });
    expect(copy.data.copyQuoteLine.sessionId).toBe(session.id);
    expect(session.id).not.toBe(sessionId);
    const source = await prisma().configuratorSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(session.state).toEqual(source.state);
  });

  it('refuses a product of another platform', async () => {
    const quote = await createQuote('user@acme.test');
    const other = await prisma().product.findFirstOrThrow({ where: { isNonConfigurable: true, platform: { name: { not: 'Acme Lighting' } } } });
    const result = await app.gql(ADD, { q: quote.rowId, p: other.id }, tokens['user@acme.test']);
    expect(result.errors?.[0]).toMatchObject({ message: 'Product not found.', extensions: { field: 'productId' } });
  });
});

describe('job fields', () => {
  const UPDATE = `mutation($id: Int!, $input: UpdateQuoteInput!) { updateQuote(id: $id, input: $input) { jobName specifier specifierLocation } }`;
  it('saves each field and rejects empty or over-long values with the spec messages', async () => {
    const quote = await createQuote('user@acme.test');
    const token = tokens['user@acme.test'];
    expect((await app.gql(UPDATE, { id: quote.rowId, input: { jobName: '' } }, token)).errors?.[0]).toMatchObject({ message: 'Job Name is required.', extensions: { field: 'jobName' } });
    expect((await app.gql(UPDATE, { id: quote.rowId, input: { specifier: ' ' } }, token)).errors?.[0]?.message).toBe('Specifier is required.');
    expect((await app.gql(UPDATE, { id: quote.rowId, input: { specifierLocation: '' } }, token)).errors?.[0]?.message).toBe('Specifer Location is required.');
    expect((await app.gql(UPDATE, { id: quote.rowId, input: { jobName: 'x'.repeat(51) } }, token)).errors?.[0]?.extensions?.field).toBe('jobName');
    const ok = await app.gql(UPDATE, { id: quote.rowId, input: { jobName: 'Warehouse retrofit', specifier: 'A. Lee', specifierLocation: 'Chicago' } }, token);
    expect(ok.data.updateQuote).toEqual({ jobName: 'Warehouse retrofit', specifier: 'A. Lee', specifierLocation: 'Chicago' });
  });
});

describe('access rules', () => {
  it('lets the creator and their platform admins see a quote, but not another user, another platform or its admin', async () => {
    const quote = await createQuote('user@acme.test');
    for (const [user, allowed] of [
      ['user@acme.test', true],
      ['admin@acme.test', true],
      ['super@acme.test', true],
      ['dealer@acme.test', false],
      ['user@borealis.test', false],
      ['admin@borealis.test', false],
    ] as const) {
      const result = await app.gql(QUOTE, { id: quote.rowId }, tokens[user]);
      if (allowed) expect(result.data?.quote?.rowId, user).toBe(quote.rowId);
      else expect(result.errors?.[0]?.message, user).toBe('Quote not found.');
      const edit = await app.gql(`mutation($id: Int!) { updateQuote(id: $id, input: { jobName: "X" }) { jobName } }`, { id: quote.rowId }, tokens[user]);
      expect(edit.errors === undefined, user).toBe(allowed);
      const add = await app.gql(ADD, { q: quote.rowId, p: await productId('PC-120277') }, tokens[user]);
      expect(add.errors === undefined, user).toBe(allowed);
    }
    const line = (await prisma().quoteLine.findFirstOrThrow({ where: { quoteId: quote.rowId } })).id;
    for (const user of ['dealer@acme.test', 'admin@borealis.test']) {
      const r = await app.gql(`mutation($id: Int!) { updateQuoteLine(id: $id, input: { quantity: 2 }) { quantity } }`, { id: line }, tokens[user]);
      expect(r.errors?.[0]?.message).toBe('Line not found.');
      const d = await app.gql(`mutation($id: Int!) { deleteQuoteLine(id: $id) { rowId } }`, { id: line }, tokens[user]);
      expect(d.errors?.[0]?.message).toBe('Line not found.');
      const c = await app.gql(`mutation($id: Int!) { copyQuote(id: $id) { rowId } }`, { id: quote.rowId }, tokens[user]);
      expect(c.errors?.[0]?.message).toBe('Quote not found.');
      const x = await app.gql(`mutation($id: Int!) { deleteQuote(id: $id) }`, { id: quote.rowId }, tokens[user]);
      expect(x.errors?.[0]?.message).toBe('Quote not found.');
    }
  });

  it('guards lines fetched by global node id', async () => {
    const quote = await createQuote('user@acme.test');
    const added = await app.gql(ADD, { q: quote.rowId, p: await productId('PC-120277') }, tokens['user@acme.test']);
    const line = await app.gql(`query($id: Int!) { quote(id: $id) { lines { id } } }`, { id: quote.rowId }, tokens['user@acme.test']);
    const nodeId = line.data.quote.lines[0].id;
    expect(added.errors).toBeUndefined();
    const NODE = `query($id: ID!) { node(id: $id) { ... on QuoteLine { rowId partNumber } } }`;
    const own = await app.gql(NODE, { id: nodeId }, tokens['user@acme.test']);
    expect(own.data.node.partNumber).toBe('PC-120277');
    for (const user of ['dealer@acme.test', 'admin@borealis.test']) {
      const other = await app.gql(NODE, { id: nodeId }, tokens[user]);
      expect(other.data?.node ?? null, user).toBeNull();
    }
    // the platform's administrator reaches it too, with its quote and the dealer cost
    const WITH_QUOTE = `query($id: ID!) { node(id: $id) { ... on QuoteLine { partNumber cost quote { rowId totalCost } } } }`;
    const admin = await app.gql(WITH_QUOTE, { id: nodeId }, tokens['admin@acme.test']);
    expect(admin.errors).toBeUndefined();
    expect(admin.data.node).toMatchObject({ partNumber: 'PC-120277', quote: { rowId: quote.rowId } });
    expect(admin.data.node.quote.totalCost).toMatch(/^\d+\.\d{2}$/);
  });

  it('keeps orders read-only and lets only level 9 delete them', async () => {
    const order = await prisma().quote.findFirstOrThrow({ where: { type: 2, platform: { name: 'Acme Lighting' } } });
    const edit = await app.gql(`mutation($id: Int!) { updateQuote(id: $id, input: { jobName: "X" }) { jobName } }`, { id: order.id }, tokens['admin@acme.test']);
    expect(edit.errors?.[0]?.message).toBe(`This quote is now Order #${order.erpOrderNo ?? order.id}.`);
    const del = await app.gql(`mutation($id: Int!) { deleteQuote(id: $id) }`, { id: order.id }, tokens['admin@acme.test']);
    expect(del.errors?.[0]?.message).toBe('Only a super administrator can delete orders.');
    const detail = await app.gql(`query($id: Int!) { quote(id: $id) { viewerCanEdit } }`, { id: order.id }, tokens['admin@acme.test']);
    expect(detail.data.quote.viewerCanEdit).toBe(false);
  });

  it('deletes a quote for its owner', async () => {
    const quote = await createQuote('user@acme.test');
    const result = await app.gql(`mutation($id: Int!) { deleteQuote(id: $id) }`, { id: quote.rowId }, tokens['user@acme.test']);
    expect(result.errors).toBeUndefined();
    expect(await prisma().quote.findUnique({ where: { id: quote.rowId } })).toBeNull();
  });
});

describe('copy quote', () => {
  it('copies the quote with its job fields and lines under new configuration ids', async () => {
    const quote = await createQuote('user@acme.test');
    const token = tokens['user@acme.test'];
    await app.gql(`mutation($id: Int!) { updateQuote(id: $id, input: { jobName: "Copy me" }) { jobName } }`, { id: quote.rowId }, token);
    await app.gql(ADD, { q: quote.rowId, p: await productId('PC-120277'), n: 2 }, token);
    await app.gql(ADD, { q: quote.rowId, p: await productId('ABK-075') }, token);
    const copy = await app.gql(`mutation($id: Int!) { copyQuote(id: $id) { rowId type jobName totalCost lineCount lines { configurationId sourceConfigurationId quantity } } }`, { id: quote.rowId }, token);
    expect(copy.errors).toBeUndefined();
    const c = copy.data.copyQuote;
    expect(c.rowId).not.toBe(quote.rowId);
    expect(c).toMatchObject({ type: 1, jobName: 'Copy me', lineCount: 2 });
    expect(c.lines.map((l: { configurationId: string }) => l.configurationId)).toEqual([`${c.rowId}_1`, `${c.rowId}_2`]);
    expect(c.lines[0]).toMatchObject({ sourceConfigurationId: `${quote.rowId}_1`, quantity: 2 });
    const source = await prisma().quote.findUniqueOrThrow({ where: { id: quote.rowId } });
    expect(c.totalCost).toBe(source.totalCost.toFixed(2));
  });
});

describe('catalog', () => {
  const CATALOG = `query($q: Boolean) { catalogProducts(first: 200, quickConfig: $q) { totalCount edges { node { pid name productNumber displayImage } } } }`;
  it("shows visitors the default platform's products sorted by name", async () => {
    const result = await app.gql(CATALOG, {});
    expect(result.errors).toBeUndefined();
    const platform = await prisma().platform.findFirstOrThrow({ where: { isDefault: true } });
    const nodes = result.data.catalogProducts.edges.map((e: { node: { pid: number; name: string } }) => e.node);
    expect(nodes.length).toBe(await prisma().product.count({ where: { pid: platform.id } }));
    expect(nodes.every((n: { pid: number }) => n.pid === platform.id)).toBe(true);
    const names = nodes.map((n: { name: string }) => n.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("shows a user filtering by a group only the group's product list", async () => {
    const group = await prisma().group.findFirstOrThrow({ where: { name: 'Midwest Dealers' }, include: { productList: { include: { items: true } } } });
    const token = tokens['user@acme.test'];
    await app.gql(`mutation($g: Int) { setActiveGroup(groupId: $g) { groupId } }`, { g: group.id }, token);
    try {
      const result = await app.gql(CATALOG, {}, token);
      expect(result.data.catalogProducts.totalCount).toBe(group.productList!.items.length);
      const quote = await createQuote('user@acme.test');
      const outside = await prisma().product.findFirstOrThrow({
        where: { pid: group.pid, isNonConfigurable: true, id: { notIn: group.productList!.items.map((i) => i.productId) } },
      });
      const add = await app.gql(ADD, { q: quote.rowId, p: outside.id }, token);
      expect(add.errors?.[0]?.message).toBe('Product not found.');
    } finally {
      await app.gql(`mutation { setActiveGroup(groupId: null) { groupId } }`, {}, token);
    }
  });

  it("shows a borealis user only borealis products", async () => {
    const result = await app.gql(CATALOG, {}, tokens['user@borealis.test']);
    const platform = await prisma().platform.findFirstOrThrow({ where: { name: { not: 'Acme Lighting' } , users: { some: { username: 'user@borealis.test' } } } });
    expect(result.data.catalogProducts.edges.every((e: { node: { pid: number } }) => e.node.pid === platform.id)).toBe(true);
  });
});

describe('customer picker and customer tab', () => {
  const PICK = `query($s: String) { quoteCustomers(search: $s) { rowId companyName erpId pid } }`;
  it('lists only customers with an ERP id of the platform, by name prefix, for level above 1', async () => {
    const denied = await app.gql(PICK, {}, tokens['user@acme.test']);
    expect(denied.errors).toBeDefined();
    const all = await app.gql(PICK, {}, tokens['dealer@acme.test']);
    const rows = all.data.quoteCustomers as { companyName: string; erpId: string | null; pid: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.erpId && r.pid === rows[0]!.pid)).toBe(true);
    const prefix = rows[0]!.companyName.slice(0, 3);
    const some = await app.gql(PICK, { s: prefix.toLowerCase() }, tokens['dealer@acme.test']);
    expect(some.data.quoteCustomers.every((r: { companyName: string }) => r.companyName.toLowerCase().startsWith(prefix.toLowerCase()))).toBe(true);
  });

  it('sets a customer on a quote, or a placeholder contact when none is chosen', async () => {
    const quote = await createQuote('dealer@acme.test');
    const customer = await prisma().customer.findFirstOrThrow({ where: { erpId: { not: null }, platform: { name: 'Acme Lighting' } } });
    const SET = `mutation($id: Int!, $c: Int) { setQuoteCustomer(id: $id, customerId: $c) { customerName contactId customerId billingAddressId } }`;
    const set = await app.gql(SET, { id: quote.rowId, c: customer.id }, tokens['dealer@acme.test']);
    expect(set.errors).toBeUndefined();
    expect(set.data.setQuoteCustomer).toMatchObject({ customerName: customer.companyName, customerId: customer.id, billingAddressId: customer.billingAddressId });
    const cleared = await app.gql(SET, { id: quote.rowId, c: null }, tokens['dealer@acme.test']);
    expect(cleared.data.setQuoteCustomer.customerId).toBeNull();
    const contact = await prisma().contact.findUniqueOrThrow({ where: { id: cleared.data.setQuoteCustomer.contactId } });
    expect(contact).toMatchObject({ customerId: null, firstName: '' });
    const foreign = await prisma().customer.findFirstOrThrow({ where: { platform: { name: { not: 'Acme Lighting' } } } });
    const refused = await app.gql(SET, { id: quote.rowId, c: foreign.id }, tokens['dealer@acme.test']);
    expect(refused.errors?.[0]?.message).toBe('Customer not found.');
  });

  it('updates the contact email and phone, rejecting a bad email', async () => {
    const quote = await createQuote('user@acme.test');
    const M = `mutation($q: Int!, $e: String, $p: String) { updateQuoteContact(quoteId: $q, email: $e, phone: $p) { email phone } }`;
    const bad = await app.gql(M, { q: quote.rowId, e: 'not-an-email' }, tokens['user@acme.test']);
    expect(bad.errors?.[0]?.extensions?.field).toBe('email');
    const ok = await app.gql(M, { q: quote.rowId, e: 'riley@morgan.test', p: '3125550100' }, tokens['user@acme.test']);
    expect(ok.data.updateQuoteContact).toEqual({ email: 'riley@morgan.test', phone: '3125550100' });
  });

  it('sets shipping and makes shipping follow billing when sameAsBilling is set', async () => {
    const quote = await createQuote('user@acme.test');
    const token = tokens['user@acme.test'];
    const address = await app.gql(`mutation { createAddress(input: { address: "1 Main", city: "Evanston", state: "IL", zip: "60201", country: "US" }) { rowId } }`, {}, token);
    expect(address.errors).toBeUndefined();
    const U = `mutation($id: Int!, $i: UpdateQuoteInput!) { updateQuote(id: $id, input: $i) { shippingAddressId billingAddressId sameAsBilling } }`;
    const ship = await app.gql(U, { id: quote.rowId, i: { shippingAddressId: address.data.createAddress.rowId } }, token);
    expect(ship.data.updateQuote.shippingAddressId).toBe(address.data.createAddress.rowId);
    const same = await app.gql(U, { id: quote.rowId, i: { sameAsBilling: true } }, token);
    expect(same.data.updateQuote.shippingAddressId).toBe(same.data.updateQuote.billingAddressId);
    const foreign = await prisma().address.findFirstOrThrow({ where: { platform: { name: { not: 'Acme Lighting' } } } });
    const refused = await app.gql(U, { id: quote.rowId, i: { shippingAddressId: foreign.id } }, token);
    expect(refused.errors?.[0]?.extensions?.field).toBe('shippingAddressId');
  });

  it("deletes a shipping address from the Customer tab and answers the quote without it, its ship-to cleared", async () => {
    const quote = await createQuote('user@acme.test');
    const token = tokens['user@acme.test'];
    const C = `mutation($i: AddressInput!) { createAddress(input: $i) { rowId } }`;
    const first = (await app.gql(C, { i: { address: '1 Dock', city: 'Gary', state: 'IN', zip: '46402', country: 'US' } }, token)).data.createAddress.rowId;
    const second = (await app.gql(C, { i: { address: '2 Dock', city: 'Gary', state: 'IN', zip: '46402', country: 'US' } }, token)).data.createAddress.rowId;
    await app.gql(`mutation($id: Int!, $a: Int!) { updateQuote(id: $id, input: { shippingAddressId: $a }) { rowId } }`, { id: quote.rowId, a: second }, token);
    const D = `mutation($q: Int!, $id: Int!) { deleteQuoteShippingAddress(quoteId: $q, id: $id) { deletedAddressId quote { rowId shippingAddressId shippingAddress { rowId } shippingAddresses { rowId } } } }`;
    const deleted = await app.gql(D, { q: quote.rowId, id: second }, token);
    expect(deleted.errors).toBeUndefined();
    const answer = deleted.data.deleteQuoteShippingAddress;
    expect(answer.quote).toMatchObject({ rowId: quote.rowId, shippingAddressId: null, shippingAddress: null });
    expect(answer.quote.shippingAddresses.map((a: { rowId: number }) => a.rowId)).toContain(first);
    expect(answer.quote.shippingAddresses.map((a: { rowId: number }) => a.rowId)).not.toContain(second);
    expect(await prisma().address.findUnique({ where: { id: second } })).toBeNull();

    // another user's quote, or another customer's address, is refused and nothing is deleted
    const foreign = await prisma().address.findFirstOrThrow({ where: { platform: { name: { not: 'Acme Lighting' } } } });
    const refused = await app.gql(D, { q: quote.rowId, id: foreign.id }, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const othersQuote = await createQuote('dealer@acme.test');
    const notMine = await app.gql(D, { q: othersQuote.rowId, id: first }, token);
    expect(notMine.errors).toBeDefined();
    expect(await prisma().address.findUnique({ where: { id: first } })).not.toBeNull();
  });
});

describe('REST shims', () => {
  const base = '/api/v1/quoteManagement';
  it('creates, reads, updates, copies and deletes quotes and lines through the same rules', async () => {
    const token = tokens['user@acme.test'];
    const created = await app.rest(`${base}/createQuote`, { input: { _id: 'rest-guid-1' } }, token);
    expect(created.status).toBe(200);
    const id = created.body.result.quote.id;
    expect(created.body.result.quote).toMatchObject({ _id: 'rest-guid-1', type: 1 });
    const line = await app.rest(`${base}/createLine`, { input: { quoteId: id, productId: await productId('PC-120277'), quantity: 2 } }, token);
    expect(line.status).toBe(200);
    expect(line.body.result.configurationId).toBe(`${id}_1`);
    const qty = await app.rest(`${base}/updateLine`, { id: line.body.result.id, input: { quantity: 0 } }, token);
    expect(qty).toMatchObject({ status: 400, body: { success: false, error: 'Cannot set quantity to a number less than 1.' } });
    for (const quantity of [2.5, '2.5']) {
      const fraction = await app.rest(`${base}/updateLine`, { id: line.body.result.id, input: { quantity } }, token);
      expect(fraction).toMatchObject({ status: 400, body: { success: false, error: 'Quantity must be a whole number.', field: 'input.quantity' } });
    }
    const fractionAdded = await app.rest(`${base}/addProduct`, { quoteId: id, productId: await productId('PC-120277'), quantity: 1.5 }, token);
    expect(fractionAdded).toMatchObject({ status: 400, body: { error: 'Quantity must be a whole number.', field: 'quantity' } });
    const fractionCreated = await app.rest(`${base}/createLine`, { input: { quoteId: id, productId: await productId('PC-120277'), quantity: 0.5 } }, token);
    expect(fractionCreated).toMatchObject({ status: 400, body: { error: 'Quantity must be a whole number.' } });
    expect((await app.rest(`${base}/getLines`, { quoteId: id }, token)).body.result.rows.map((row: { quantity: number }) => row.quantity)).toEqual([2]);
    const qty3 = await app.rest(`${base}/updateLine`, { id: line.body.result.id, input: { quantity: 3 } }, token);
    expect(qty3.body.result.quantity).toBe(3);
    const job = await app.rest(`${base}/updateQuote`, { id, input: { jobName: '' } }, token);
    expect(job.body.error).toBe('Job Name is required.');
    const got = await app.rest(`${base}/getQuote`, { id }, token);
    expect(got.body.result).toMatchObject({ totalCost: '73.50', lineCount: 1 });
    const lines = await app.rest(`${base}/getLines`, { quoteId: id }, token);
    expect(lines.body.result.count).toBe(1);
    const comms = await app.rest(`${base}/getCommunications`, { quoteId: id }, token);
    expect(comms.body.result).toEqual([]);
    const list = await app.rest(`${base}/getQuotes`, { type: 1, limit: 5, order: ['createdDate', 'DESC'] }, token);
    expect(list.body.result.rows[0].id).toBe(id);
    const copy = await app.rest(`${base}/copyQuote`, { id }, token);
    expect(copy.body.result.lines).toHaveLength(1);
    const delLine = await app.rest(`${base}/deleteLine`, { id: line.body.result.id, quoteId: id }, token);
    expect(delLine.status).toBe(200);
    const deleted = await app.rest(`${base}/deleteQuote`, { id }, token);
    expect(deleted.status).toBe(200);
  });

  it('isolates platforms and users in every shim', async () => {
    const token = tokens['user@acme.test'];
    const created = await app.rest(`${base}/createQuote`, { input: {} }, token);
    const id = created.body.result.quote.id;
    const line = await app.rest(`${base}/createLine`, { input: { quoteId: id, productId: await productId('PC-120277') } }, token);
    for (const user of ['admin@borealis.test', 'dealer@acme.test']) {
      const t = tokens[user];
      const calls: [string, unknown][] = [
        ['getQuote', { id }],
        ['getQuoteById', { id }],
        ['updateQuote', { id, input: { jobName: 'X' } }],
        ['copyQuote', { id }],
        ['getLines', { quoteId: id }],
        ['createLine', { input: { quoteId: id, productId: await productId('PC-120277') } }],
        ['updateLine', { id: line.body.result.id, input: { quantity: 2 } }],
        ['deleteLine', { id: line.body.result.id }],
        ['copyLine', { id: line.body.result.id }],
        ['getCommunications', { quoteId: id }],
        ['deleteQuote', { id }],
      ];
      for (const [operation, body] of calls) {
        const result = await app.rest(`${base}/${operation}`, body, t);
        expect(result.status, `${user} ${operation}`).toBe(404);
      }
    }
    const list = await app.rest(`${base}/getQuotes`, { type: 1, limit: 200 }, tokens['admin@borealis.test']);
    expect(list.body.result.rows.some((r: { id: number }) => r.id === id)).toBe(false);
    const anonymous = await app.rest(`${base}/getQuote`, { id }, null);
    expect(anonymous.status).toBe(401);
  });
});
