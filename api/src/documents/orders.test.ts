import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/app.ts';
import { startLegacyChannel } from '../live/legacyChannel.ts';
import { createQuoteWithLines } from './testHelpers.ts';
import { ORDER_MESSAGES, pollOrderStatuses } from './orderService.ts';
import { startFakeCsi, startFakeVisual } from '../erp/fakeErp.ts';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { createAppServer } from '../server.ts';
import { createTestDatabase } from '../test/db.ts';
import { formatMoney } from '@quotecraft/rules/money';
import { testSettings } from '../test/settings.ts';

const PLACE = `mutation ($id: Int!, $input: PlaceOrderInput) { placeOrder(id: $id, input: $input) { rowId type erpOrderNo orderStatusLabel jobName dateOrderPlaced } }`;

function subscribe(url: string, token: string, query: string) {
  const events: any[] = [];
  const client = createClient({
    url: url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    retryAttempts: 0,
    lazy: false,
  });
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  client.on('connected', () => setTimeout(started, 150));
  const waiters: (() => void)[] = [];
  client.subscribe({ query }, {
    next: (value) => {
      events.push(value);
      waiters.splice(0).forEach((w) => w());
    },
    error: () => {},
    complete: () => {},
  });
  return {
    ready,
    events,
    waitFor: (count: number, ms = 4000) =>
      new Promise<void>((resolve) => {
        const check = () => (events.length >= count ? resolve() : waiters.push(check));
        check();
        setTimeout(resolve, ms);
      }),
    close: () => client.dispose(),
  };
}

describe('placing orders', () => {
  let app: TestApp;
  let user: string;
  let borealisUser: string;
  let admin: string;
  let borealisAdmin: string;
  let superAdmin: string;

  beforeAll(async () => {
    app = await startTestApp();
    [user, borealisUser, admin, borealisAdmin, superAdmin] = await Promise.all([
      app.login('user@acme.test'),
      app.login('user@borealis.test'),
      app.login('admin@acme.test'),
      app.login('admin@borealis.test'),
      app.login('super@acme.test'),
    ]);
  });
  afterAll(async () => app?.close());

  it('runs the checks in the spec order with their exact messages, over GraphQL and the REST shim', async () => {
    const prisma = app.services.prisma;
    const customer = await prisma.customer.create({ data: { pid: 1, companyName: 'No ERP Co' } });
    const quote = await createQuoteWithLines(prisma, 'user@acme.test', { lines: 0, jobName: '', specifier: '', specifierLocation: '', customerId: customer.id });
    const attempt = async () => {
      const graph = await app.gql(PLACE, { id: quote.id }, user);
      const rest = await app.rest('/api/v1/quoteManagement/placeOrder', { id: quote.id, input: {} }, user);
      expect(rest.body.success).toBe(false);
      expect(rest.body.error).toBe(graph.errors?.[0]?.message);
      return { message: graph.errors?.[0]?.message, field: graph.errors?.[0]?.extensions?.field };
    };
    expect(await attempt()).toEqual({ message: ORDER_MESSAGES.noLines, field: 'lines' });
    expect(ORDER_MESSAGES.noLines).toBe('You must have at least one Quote Line to place an order.');
    await prisma.quoteLine.create({ data: { clientId: crypto.randomUUID(), quoteId: quote.id, lineNumber: 1, partNumber: 'X-1', price: '10.00', isNonConfigurable: true } });
    expect(await attempt()).toEqual({ message: 'An ERP ID is required to submit quotes to the ERP', field: 'customer' });
    await prisma.customer.update({ where: { id: customer.id }, data: { erpId: 'C-777' } });
    expect(await attempt()).toEqual({ message: 'You must provide a job name on the Quote Summary before placing an Order.', field: 'jobName' });
    await prisma.quote.update({ where: { id: quote.id }, data: { jobName: 'Job' } });
    expect(await attempt()).toEqual({ message: 'You must provide a specifier on the Quote Summary before placing an Order.', field: 'specifier' });
    await prisma.quote.update({ where: { id: quote.id }, data: { specifier: 'Spec' } });
    expect(await attempt()).toEqual({
      message: 'You must provide a specifier location on the Quote Summary before placing an Order.',
      field: 'specifierLocation',
    });
    const long = await app.gql(PLACE, { id: quote.id, input: { specifierLocation: 'x'.repeat(51) } }, user);
    expect(long.errors?.[0]?.message).toBe('Specifier Location must be at most 50 characters.');
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).type).toBe(1);
  });

  it('records an order in the default ERP, emails a confirmation and keeps it among the communications', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'user@acme.test', { jobName: '' });
    const placed = await app.gql(PLACE, { id: quote.id, input: { jobName: 'Dock lighting', specifier: 'Lumen', specifierLocation: 'Gary, IN' } }, user);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder).toMatchObject({ rowId: quote.id, type: 2, erpOrderNo: `QC-${String(quote.id).padStart(8, '0')}`, orderStatusLabel: 'Ordered', jobName: 'Dock lighting' });
    expect(placed.data.placeOrder.dateOrderPlaced).toBeTruthy();
    const events = await app.services.prisma.orderStatusEvent.findMany({ where: { quoteId: quote.id } });
    expect(events.map((e) => [e.status, e.source])).toEqual([['O', 'placement']]);

    const comms = await app.rest('/api/v1/quoteManagement/getCommunications', { quoteId: quote.id }, user);
    expect(comms.body.result[0]).toMatchObject({ kind: 'email', subject: `Order ${placed.data.placeOrder.erpOrderNo} confirmation`, recipients: 'user@acme.test' });
    await app.jobsDone();
    const outbox = readdirSync(app.services.config.outboxDir).map((f) => readFileSync(`${app.services.config.outboxDir}/${f}`, 'utf8'));
    expect(outbox.some((m) => m.includes(`Order ${placed.data.placeOrder.erpOrderNo} confirmation`) && m.includes('user@acme.test'))).toBe(true);
    // Money in the email is written as on the screens and the printed quote: $1,109.00.
    const order = await app.services.prisma.quote.findUniqueOrThrow({ where: { id: quote.id }, include: { lines: true } });
    const email = await app.services.prisma.communication.findFirstOrThrow({ where: { quoteId: quote.id, kind: 'email' } });
    expect(email.body).toContain(`Total: ${formatMoney(order.totalCost)}`);
    for (const line of order.lines) expect(email.body).toContain(`>${formatMoney(line.price)}<`);
    expect(email.body).not.toMatch(/\$\d{4}/);
    const graph = await app.gql(`query ($id: ID!) { node(id: $id) { ... on Quote { communications { kind subject } } } }`, { id: Buffer.from(`Quote:${quote.id}`).toString('base64') }, user);
    expect(graph.data.node.communications[0].kind).toBe('email');

    // Placing it again answers the one who placed it with the same order, and sends nothing again;
    // anyone else is told it has been ordered.
    const again = await app.gql(PLACE, { id: quote.id }, user);
    expect(again.errors).toBeUndefined();
    expect(again.data.placeOrder).toMatchObject({ rowId: quote.id, type: 2, erpOrderNo: placed.data.placeOrder.erpOrderNo });
    expect(await app.services.prisma.orderStatusEvent.count({ where: { quoteId: quote.id } })).toBe(1);
    expect(await app.services.prisma.communication.count({ where: { quoteId: quote.id, kind: 'email' } })).toBe(1);
    expect((await app.gql(PLACE, { id: quote.id }, admin)).errors?.[0]?.message).toBe('This quote has already been ordered.');
  });

  it('keeps every operation inside the platform and the viewer', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'user@acme.test');
    expect((await app.gql(PLACE, { id: quote.id }, borealisUser)).errors?.[0]?.message).toBe('Quote not found.');
    expect((await app.gql(PLACE, { id: quote.id }, borealisAdmin)).errors?.[0]?.message).toBe('Quote not found.');
    expect((await app.rest('/api/v1/quoteManagement/placeOrder', { id: quote.id }, borealisUser)).status).toBe(404);
    expect((await app.gql(PLACE, { id: quote.id }, null)).errors?.[0]?.message).toBe('You must be signed in.');
    expect((await app.rest('/api/v1/quoteManagement/getCommunications', { quoteId: quote.id }, borealisAdmin)).body.error).toBe('Quote not found.');
    expect((await app.gql(`{ quoteCommunications(quoteId: ${quote.id}) { kind } }`, {}, borealisUser)).errors?.[0]?.message).toBe('Quote not found.');

    const order = await app.services.prisma.quote.findFirstOrThrow({ where: { erpOrderNo: 'SO-100125' } });
    expect((await app.gql(`mutation { copyOrder(id: ${order.id}) { rowId } }`, {}, borealisAdmin)).errors?.[0]?.message).toBe('Quote not found.');
    expect((await app.rest('/api/v1/quoteManagement/copyOrder', { id: order.id }, borealisUser)).body.error).toBe('Quote not found.');
    expect((await app.rest('/api/v1/orderManagement/updateOrderStatus', { swiftsellQuoteId: order.id, status: 'H' }, borealisAdmin)).body.error).toBe('Order not found.');
    expect((await app.rest('/api/v1/orderManagement/updateOrderStatus', { swiftsellQuoteId: order.id, status: 'H' }, user)).status).toBe(403);
    expect((await app.rest('/api/v1/quoteManagement/sendOrderStatusEmails', { emails: ['a@b.test'], subject: 's', htmlBody: '<p>x</p>', quoteId: order.id }, borealisAdmin)).body.error).toBe('Quote not found.');
    expect((await app.rest('/api/v1/quoteManagement/sendOrderStatusEmails', { emails: ['a@b.test'], subject: 's', htmlBody: 'x' }, user)).status).toBe(403);
    // another user of the same platform sees nothing of a level-1 user's quote
    const dealer = await app.login('dealer@acme.test');
    await app.services.prisma.quote.update({ where: { id: quote.id }, data: { groupId: null } });
    expect((await app.gql(PLACE, { id: quote.id }, dealer)).errors?.[0]?.message).toBe('Quote not found.');
  });

  it('lets only level 9 delete orders', async () => {
    const order = await app.services.prisma.quote.findFirstOrThrow({ where: { erpOrderNo: 'SO-100123' } });
    const del = `mutation { deleteOrder(id: ${order.id}) }`;
    expect((await app.gql(del, {}, admin)).errors?.[0]?.message).toBe('You do not have access to this.');
    expect((await app.rest('/api/v1/quoteManagement/deleteOrder', { id: order.id }, admin)).status).toBe(403);
    expect((await app.gql(del, {}, user)).errors?.[0]?.message).toBe('You do not have access to this.');
    const quote = await app.services.prisma.quote.findFirstOrThrow({ where: { type: 1, pid: 1 } });
    expect((await app.gql(`mutation { deleteOrder(id: ${quote.id}) }`, {}, superAdmin)).errors?.[0]?.message).toBe('Order not found.');
    expect((await app.gql(del, {}, superAdmin)).errors).toBeUndefined();
    expect(await app.services.prisma.quote.findUnique({ where: { id: order.id } })).toBeNull();
  });

  it('copies an order with its lines and configurations into a new quote of the viewer', async () => {
    const prisma = app.services.prisma;
    const order = await prisma.quote.findFirstOrThrow({ where: { erpOrderNo: 'SO-100125' }, include: { lines: { orderBy: { lineNumber: 'asc' } } } });
    const source = order.lines.find((l) => !l.isNonConfigurable);
    const sessionsBefore = source ? await prisma.configuratorSession.count({ where: { configurationId: source.configurationId } }) : 0;
    const copied = await app.gql(`mutation { copyOrder(id: ${order.id}) { rowId type totalCost lineCount createdByFirstName } }`, {}, admin);
    expect(copied.errors).toBeUndefined();
    const copy = copied.data.copyOrder;
    expect(copy).toMatchObject({ type: 1, totalCost: order.totalCost.toFixed(2), lineCount: order.lines.length, createdByFirstName: 'Alex' });
    const lines = await prisma.quoteLine.findMany({ where: { quoteId: copy.rowId }, orderBy: { lineNumber: 'asc' } });
    expect(lines.map((l) => [l.partNumber, l.quantity, l.configurationId])).toEqual(order.lines.map((l, i) => [l.partNumber, l.quantity, `${copy.rowId}_${i + 1}`]));
    if (source && sessionsBefore > 0) {
      const target = lines.find((l) => l.sourceConfigurationId === source.configurationId)!;
      expect(await prisma.configuratorSession.count({ where: { configurationId: target.configurationId } })).toBe(1);
    }
    // copying a quote through copyOrder is refused
    expect((await app.gql(`mutation { copyOrder(id: ${copy.rowId}) { rowId } }`, {}, admin)).errors?.[0]?.message).toBe('Order not found.');
    const rest = await app.rest('/api/v1/quoteManagement/copyOrder', { id: order.id }, admin);
    expect(rest.body.result.id).toBeGreaterThan(copy.rowId);
  });

  it('publishes an inbound status change to subscribers, the legacy channel and the order row', async () => {
    const order = await app.services.prisma.quote.findFirstOrThrow({ where: { erpOrderNo: 'SO-100124' } });
    const query = `subscription { orderStatusChanged { rowId orderStatus csiStatus orderStatusLabel } }`;
    const acme = subscribe(app.url, admin, query);
    const borealis = subscribe(app.url, borealisAdmin, query);
    const owner = subscribe(app.url, user, query);
    const legacy = await startLegacyChannel(app.services, 0, '127.0.0.1');
    const legacyMessages: any[] = [];
    const { ticket } = (await app.rest('/api/v1/auth/liveTicket', {}, admin)).body.result;
    const socket = new WebSocket(`ws://127.0.0.1:${legacy.port}/?ticket=${ticket}`);
    socket.on('message', (data) => legacyMessages.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.on('open', resolve));
    await Promise.all([acme.ready, borealis.ready, owner.ready]);

    const response = await app.rest('/api/v1/orderManagement/updateOrderStatus', { swiftsellQuoteId: order.id, status: 'S' }, admin);
    expect(response.body.result).toEqual({ id: order.id, changed: true });
    await acme.waitFor(1);
    await owner.waitFor(1);
    await borealis.waitFor(1, 600);
    expect(acme.events.map((e) => e.data.orderStatusChanged)).toEqual([{ rowId: order.id, orderStatus: 'S', csiStatus: null, orderStatusLabel: 'Stopped' }]);
    expect(owner.events).toHaveLength(1);
    expect(borealis.events).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(legacyMessages).toContainEqual({ type: 'contentchange', activeOrders: [{ id: order.id, status: 'Stopped', csiStatus: null }], numItemsUpdated: 1 });

    // the same status again changes nothing; W shows Submitted; O uses the platform's label
    expect((await app.rest('/api/v1/orderManagement/updateOrderStatus', { erpOrderNo: 'SO-100124', status: 'S' }, admin)).body.result.changed).toBe(false);
    await app.services.prisma.platform.update({ where: { id: order.pid }, data: { csiOrderCompleteString: 'Complete' } });
    await app.gql(`mutation { reportOrderStatus(erpOrderNo: "SO-100124", status: "O", csiStatus: "W") { changed } }`, {}, admin);
    await app.gql(`mutation { reportOrderStatus(erpOrderNo: "SO-100124", status: "O", csiStatus: "") { changed } }`, {}, admin);
    await acme.waitFor(3);
    expect(acme.events.slice(1).map((e) => e.data.orderStatusChanged.orderStatusLabel)).toEqual(['Submitted', 'Complete']);
    const stored = await app.services.prisma.orderStatusEvent.findMany({ where: { quoteId: order.id, source: 'inbound' }, orderBy: { id: 'asc' } });
    expect(stored.map((e) => [e.status, e.csiStatus, e.source])).toEqual([['S', null, 'inbound'], ['O', 'W', 'inbound'], ['O', null, 'inbound']]);
    await app.services.prisma.platform.update({ where: { id: order.pid }, data: { csiOrderCompleteString: 'Ordered' } });

    socket.close();
    await legacy.close();
    await Promise.all([acme.close(), borealis.close(), owner.close()]);
  });

  it('shows internal cost and margin to dealers and above only, and the print fields to the owner', async () => {
    const quote = await app.services.prisma.quote.findFirstOrThrow({ where: { jobName: 'Halsted Yard Perimeter' } });
    const id = Buffer.from(`Quote:${quote.id}`).toString('base64');
    const query = `query ($id: ID!) { node(id: $id) { ... on Quote { expirationDate customerErpId documentLines { partNumber quantity unitPrice total unitCost costTotal margin } } } }`;
    const own = await app.gql(query, { id }, user);
    expect(own.errors).toBeUndefined();
    expect(own.data.node.customerErpId).toBe('C-10090');
    expect(new Date(own.data.node.expirationDate).getTime() - quote.createdAt.getTime()).toBe(60 * 24 * 3600 * 1000);
    expect(own.data.node.documentLines.length).toBeGreaterThan(0);
    expect(own.data.node.documentLines.every((l: any) => l.unitCost === null && l.margin === null)).toBe(true);

    const byAdmin = await app.gql(query, { id }, admin);
    const line = byAdmin.data.node.documentLines[0];
    const stored = await app.services.prisma.quoteLine.findFirstOrThrow({ where: { quoteId: quote.id, partNumber: line.partNumber }, include: { product: true } });
    const cost = (stored.cost ?? stored.product?.cost)!;
    expect(line.unitCost).toBe(cost.toFixed(2));
    expect(line.costTotal).toBe(cost.times(stored.quantity).toFixed(2));
    expect(line.margin).toBeCloseTo((Number(stored.price) - Number(cost)) / Number(stored.price), 4);

    expect((await app.gql(query, { id }, borealisAdmin)).data?.node ?? null).toBeNull();
    expect((await app.gql(`mutation { copyOrder(id: ${quote.id}) { rowId } }`, {}, await app.login('public@acme.test'))).errors?.[0]?.message).toBe('You do not have access to this.');
  });

  it('sends order-status emails and keeps them with the order', async () => {
    const order = await app.services.prisma.quote.findFirstOrThrow({ where: { erpOrderNo: 'SO-100124' } });
    const result = await app.rest('/api/v1/quoteManagement/sendOrderStatusEmails', { emails: ['sales@acme.test'], subject: 'Order shipped', htmlBody: '<p>Shipped</p>', quoteId: order.id }, admin);
    expect(result.body.result.recipients).toBe(1);
    const bad = await app.rest('/api/v1/quoteManagement/sendOrderStatusEmails', { emails: ['not-an-email'], subject: 's', htmlBody: 'x' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('emails.0');
    const comms = await app.services.prisma.communication.findMany({ where: { quoteId: order.id, kind: 'email', subject: 'Order shipped' } });
    expect(comms[0]?.recipients).toBe('sales@acme.test');
  });
});

describe('ERP adapters against local fakes', () => {
  let app: TestApp;
  let user: string;
  beforeAll(async () => {
    app = await startTestApp();
    user = await app.login('user@borealis.test');
  });
  afterAll(async () => app?.close());

  it('sends an order to CSI (SLCos header, SLCoitems lines, job fields, ship-to) and polls its status', async () => {
    const csi = await startFakeCsi({ token: 'csi-token-1', config: 'BOREALIS_LIVE' });
    try {
      const prisma = app.services.prisma;
      const platform = await prisma.platform.findFirstOrThrow({ where: { integration: 'CSI' } });
      await prisma.platform.update({ where: { id: platform.id }, data: { integrationSettings: { baseUrl: csi.url, config: 'BOREALIS_LIVE', token: 'csi-token-1' } } });
      const me = await prisma.user.findUniqueOrThrow({ where: { username: 'user@borealis.test' } });
      const ship = await prisma.address.findFirstOrThrow({ where: { customerId: me.customerId!, addressType: 2 } });
      const quote = await createQuoteWithLines(prisma, 'user@borealis.test', { lines: 2 });
      await prisma.quote.update({ where: { id: quote.id }, data: { shippingAddressId: ship.id } });

      const placed = await app.gql(PLACE, { id: quote.id }, user);
      expect(placed.errors).toBeUndefined();
      const erpOrderNo = placed.data.placeOrder.erpOrderNo;
      expect(erpOrderNo).toMatch(/^CO\d{8}$/);
      expect(placed.data.placeOrder.orderStatusLabel).toBe('Submitted');
      const held = csi.orders.get(erpOrderNo)!;
      expect(held.header).toMatchObject({ CustNum: 'B-2090', Uf_JobName: 'Test Job', Uf_Specifier: 'Test Specifier', Uf_SpecifierLocation: 'Chicago, IL', Uf_SwiftsellQuoteId: String(quote.id), ShipToCity: ship.city, ShipToZip: ship.zip, ShipCode: ship.shipCode });
      const lines = await prisma.quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
      expect(held.lines.map((l) => [l.CoNum, l.CoLine, l.Item, l.QtyOrderedConv, l.PriceConv])).toEqual(
        lines.map((l) => [erpOrderNo, String(l.lineNumber), l.partNumber, String(l.quantity), l.price.toFixed(2)]),
      );

      held.stat = 'O';
      held.csiStatus = null;
      expect(await pollOrderStatuses(app.services)).toBeGreaterThanOrEqual(1);
      const after = await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
      expect([after.orderStatus, after.csiStatus]).toEqual(['O', null]);
      expect(await prisma.orderStatusEvent.count({ where: { quoteId: quote.id, source: 'poll' } })).toBe(1);
      expect(await pollOrderStatuses(app.services)).toBe(0);

      // a refusal leaves the quote as it was; the ERP's own text stays in the server log
      const second = await createQuoteWithLines(prisma, 'user@borealis.test', { lines: 1, jobName: 'Before' });
      csi.failNext = 'Credit hold on customer B-2090.';
      const refused = await app.gql(PLACE, { id: second.id, input: { jobName: 'After' } }, user);
      expect(refused.errors?.[0]?.message).toBe('The ERP refused the order. The details are in the server log.');
      const unchanged = await prisma.quote.findUniqueOrThrow({ where: { id: second.id } });
      expect([unchanged.type, unchanged.jobName, unchanged.erpOrderNo]).toEqual([1, 'Before', null]);

      // wrong credentials are refused too
      await prisma.platform.update({ where: { id: platform.id }, data: { integrationSettings: { baseUrl: csi.url, config: 'BOREALIS_LIVE', token: 'stale' } } });
      expect((await app.gql(PLACE, { id: second.id }, user)).errors?.[0]?.message).toBe('The ERP refused the order (HTTP 401). The details are in the server log.');
      await prisma.platform.update({ where: { id: platform.id }, data: { integrationSettings: {} } });
      expect((await app.gql(PLACE, { id: second.id }, user)).errors?.[0]?.message).toBe('The CSI integration is not configured for this platform.');
    } finally {
      await csi.close();
    }
  });

  it('sends an order to VISUAL as XML with basic authentication and polls its status', async () => {
    const visual = await startFakeVisual({ username: 'qc', password: 's3cret', site: 'BOR01' });
    try {
      const prisma = app.services.prisma;
      const platform = await prisma.platform.findFirstOrThrow({ where: { name: { contains: 'Borealis' } } });
      await prisma.platform.update({
        where: { id: platform.id },
        data: { integration: 'visual', integrationSettings: { baseUrl: visual.url, site: 'BOR01', username: 'qc', password: 's3cret' } },
      });
      const quote = await createQuoteWithLines(prisma, 'user@borealis.test', { lines: 2, jobName: 'Pier & Dock <B>' });
      const placed = await app.gql(PLACE, { id: quote.id }, user);
      expect(placed.errors).toBeUndefined();
      expect(placed.data.placeOrder.erpOrderNo).toMatch(/^V\d+$/);
      const xml = visual.orders.get(placed.data.placeOrder.erpOrderNo)!.xml;
      expect(xml).toContain('<CustomerID>B-2090</CustomerID>');
      expect(xml).toContain('<JobName>Pier &amp; Dock &lt;B&gt;</JobName>');
      expect(xml).toContain('<SpecifierLocation>Chicago, IL</SpecifierLocation>');
      expect(xml.match(/<Line>/g)).toHaveLength(2);
      expect(visual.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from('qc:s3cret').toString('base64')}`);
      expect(placed.data.placeOrder.orderStatusLabel).toBe('Planned');

      visual.orders.get(placed.data.placeOrder.erpOrderNo)!.status = 'C';
      await pollOrderStatuses(app.services);
      expect((await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).orderStatus).toBe('H');

      await prisma.platform.update({ where: { id: platform.id }, data: { integrationSettings: { baseUrl: visual.url, site: 'NOPE', username: 'qc', password: 's3cret' } } });
      const other = await createQuoteWithLines(prisma, 'user@borealis.test', { lines: 1 });
      expect((await app.gql(PLACE, { id: other.id }, user)).errors?.[0]?.message).toBe('The ERP refused the order (HTTP 422). The details are in the server log.');
      expect((await prisma.quote.findUniqueOrThrow({ where: { id: other.id } })).type).toBe(1);
    } finally {
      await visual.close();
    }
  });
});

describe.runIf(testSettings().TEST_REDIS_URL)('order status across API instances through Redis', () => {
  it('a status change reported to instance A reaches a subscriber of instance B', async () => {
    const database = await createTestDatabase({ seed: true });
    const config = loadConfig({ NODE_ENV: 'test' }, {
      tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
      redisUrl: testSettings().TEST_REDIS_URL,
      legacyLivePort: null,
    });
    const instances = [createServices(config, database), createServices(config, database)];
    const servers = instances.map((i) => createAppServer(i.services));
    const [portA, portB] = await Promise.all(servers.map((s) => s.listen(0, '127.0.0.1')));
    try {
      const login = async (port: number, username: string) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'Demo!2345' }),
        });
        return (await response.json()).result.token as string;
      };
      const subscriber = subscribe(`http://127.0.0.1:${portB}`, await login(portB, 'admin@acme.test'), `subscription { orderStatusChanged { rowId orderStatusLabel } }`);
      await subscriber.ready;
      await new Promise((r) => setTimeout(r, 300));
      const token = await login(portA, 'admin@acme.test');
      const response = await fetch(`http://127.0.0.1:${portA}/api/v1/orderManagement/updateOrderStatus`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ erpOrderNo: 'SO-100125', status: 'H' }),
      });
      const { result } = await response.json();
      await subscriber.waitFor(1, 5000);
      expect(subscriber.events.map((e) => e.data.orderStatusChanged)).toEqual([{ rowId: result.id, orderStatusLabel: 'History' }]);
      await subscriber.close();
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      await Promise.all(instances.map((i) => i.close()));
      await database.close();
    }
  });
});
