import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSettled } from '../jobs/service.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';
import { startLiveInstances, subscribe, type Instance, type LiveInstances } from '../test/liveInstances.ts';

/**
 * The order timeline and the administrators' feed, as their users meet them: an order placed,
 * moved on by the ERP, shipped, returned, emailed and commented on, each event on the timeline (and
 * its REST rows); and who receives each live event, subscribed on a second instance (through Redis
 * with TEST_REDIS_URL; on the same instance without it).
 */

let live: LiveInstances;
let database: LiveInstances['database'];
let a: Instance;
/** where subscribers connect: the other instance when events travel through Redis */
let b: Instance;
const tokens: Record<string, string> = {};
const login = (on: Instance, username: string) => live.login(username, on);

beforeAll(async () => {
  live = await startLiveInstances();
  ({ database, a, b } = live);
  for (const username of ['user@acme.test', 'dealer@acme.test', 'admin@acme.test', 'super@acme.test', 'admin@borealis.test']) tokens[username] = await login(a, username);
  for (const [name, scopes] of [['status', ['orders:status']], ['read', ['read']], ['write', ['write']]] as const) {
    const created = await a.gql(`mutation ($name: String!, $scopes: [String!]) { createApiToken(name: $name, scopes: $scopes) { token } }`, { name: `Feed ${name}`, scopes }, tokens['admin@acme.test']);
    if (!created.data?.createApiToken) throw new Error(JSON.stringify(created.errors));
    tokens[`token:${name}`] = created.data.createApiToken.token;
  }
}, 120_000);

afterAll(async () => {
  await live?.close();
});

const PLACE = `mutation ($id: Int!) { placeOrder(id: $id) { rowId type erpOrderNo } }`;
const TIMELINE = `query ($id: Int!) { quote(id: $id) { timeline(first: 50) { edges { node { kind text actor at data } } } } }`;

async function placeOrder() {
  const quote = await createQuoteWithLines(database.prisma, 'user@acme.test', { lines: 2 });
  const placed = await a.gql(PLACE, { id: quote.id }, tokens['user@acme.test']);
  expect(placed.errors).toBeUndefined();
  // its confirmation email has left (and is on the timeline) before a test listens
  await jobsSettled(database.prisma);
  return { id: quote.id as number, erpOrderNo: placed.data.placeOrder.erpOrderNo as string };
}

const timeline = async (id: number, token = tokens['user@acme.test']) =>
  ((await a.gql(TIMELINE, { id }, token)).data.quote.timeline.edges as { node: { kind: string; text: string; actor: string } }[]).map((e) => e.node);

describe('an order timeline', () => {
  it('records the placement, the ERP, shipments, returns, emails and comments, newest first, over GraphQL and REST', async () => {
    const order = await placeOrder();
    const user = tokens['user@acme.test']!;
    const admin = tokens['admin@acme.test']!;
    await jobsSettled(database.prisma);
    // the ERP reports a status change, with tracking for line 1
    const reported = await a.rest('/api/v1/orderManagement/updateOrderStatus', { swiftsellQuoteId: order.id, status: 'S' }, tokens['token:status']);
    expect(reported.body).toMatchObject({ success: true, result: { id: order.id, changed: true } });
    const tracked = await a.rest(
      '/api/v1/orderManagement/updateOrderStatus',
      { swiftsellQuoteId: order.id, tracking: [{ lineNumber: 1, trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' }] },
      tokens['token:status'],
    );
    expect(tracked.body.success).toBe(true);
    // an administrator enters tracking for line 2; a bad URL is refused, naming the field
    const badUrl = await a.gql(`mutation ($id: Int!, $lines: [TrackingLineInput!]!) { addOrderShipment(quoteId: $id, lines: $lines) { kind } }`, { id: order.id, lines: [{ lineNumber: 2, trackingNumber: '794611112222', trackingUrl: 'fedex' }] }, admin);
    expect(badUrl.errors?.[0]).toMatchObject({ message: 'The tracking URL must start with http:// or https://.', extensions: { field: 'lines.0.trackingUrl' } });
    const shipped = await a.gql(`mutation ($id: Int!, $lines: [TrackingLineInput!]!) { addOrderShipment(quoteId: $id, lines: $lines) { kind text } }`, { id: order.id, lines: [{ lineNumber: 2, trackingNumber: '794611112222' }] }, admin);
    expect(shipped.data.addOrderShipment).toEqual({ kind: 'shipment', text: 'Shipped line 2, tracking 794611112222' });
    // the buyer may not enter tracking
    const refused = await a.gql(`mutation ($id: Int!) { addOrderShipment(quoteId: $id, lines: [{ lineNumber: 1, trackingNumber: 'X' }]) { kind } }`, { id: order.id }, user);
    expect(refused.errors?.[0]?.message).toBeTruthy();
    // a return, submitted, then received by the platform
    const rma = (await a.gql(`mutation ($id: Int!) { createRmaFromOrder(orderId: $id) { rowId details { rowId } } }`, { id: order.id }, user)).data.createRmaFromOrder;
    const part = (await database.prisma.quoteLine.findFirstOrThrow({ where: { quoteId: order.id, lineNumber: 1 } })).partNumber;
    const detail = await a.gql(`mutation ($id: Int!, $input: RmaDetailInput!) { updateRmaDetail(id: $id, input: $input) { rowId } }`, { id: rma.details[0].rowId, input: { productNumber: part, quantity: '1', reason: 'Cracked lens', modelNo: 'NA' } }, user);
    expect(detail.errors).toBeUndefined();
    expect((await a.gql(`mutation ($id: Int!) { submitRma(id: $id) { status } }`, { id: rma.rowId }, user)).data.submitRma.status).toBe('Submitted');
    const buyerSets = await a.gql(`mutation ($id: Int!) { setRmaStatus(id: $id, status: "Received", comment: "Got it") { status } }`, { id: rma.rowId }, user);
    expect(buyerSets.errors?.[0]?.message).toBeTruthy();
    const received = await a.rest('/api/v1/RMAManagement/setRMAStatus', { id: rma.rowId, status: 'Received', comment: 'Arrived at the dock.' }, admin);
    expect(received.body).toMatchObject({ success: true, result: { status: 'Received' } });
    const backwards = await a.rest('/api/v1/RMAManagement/setRMAStatus', { id: rma.rowId, status: 'Submitted', comment: 'Back' }, admin);
    expect(backwards.body.error).toMatch(/^Status must be one of Received/);
    const approved = await a.gql(`mutation ($id: Int!) { setRmaStatus(id: $id, status: "Approved (credit)", comment: "Credit issued") { status nextStatuses comments { author status text } } }`, { id: rma.rowId }, admin);
    expect(approved.data.setRmaStatus).toMatchObject({ status: 'Approved (credit)', nextStatuses: ['Rejected', 'Closed'] });
    expect(approved.data.setRmaStatus.comments.map((c: any) => c.status)).toEqual(['Received', 'Approved (credit)']);
    const comment = await a.rest('/api/v1/RMAManagement/addRMAComment', { id: rma.rowId, text: 'Thanks!' }, user);
    expect(comment.body).toMatchObject({ success: true, result: { author: 'Riley Morgan', text: 'Thanks!', photoUrl: null } });
    // a foreign photo is refused
    const file = await database.prisma.uploadedFile.create({ data: { pid: (await database.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } })).id, path: `x/${order.id}.png`, mimeType: 'image/png', size: 1 } });
    const foreignPhoto = await a.rest('/api/v1/RMAManagement/addRMAComment', { id: rma.rowId, text: 'Photo', photoFileId: file.id }, user);
    expect(foreignPhoto.body).toMatchObject({ success: false, error: 'The photo must be an image uploaded to this platform.' });
    // comments by the buyer and by staff; an empty one is refused
    expect((await a.gql(`mutation ($id: Int!) { addOrderComment(quoteId: $id, text: "  ") { kind } }`, { id: order.id }, user)).errors?.[0]).toMatchObject({ message: 'Please enter a comment.', extensions: { field: 'text' } });
    await a.rest('/api/v1/orderManagement/addOrderComment', { quoteId: order.id, text: 'Please deliver to dock 4.' }, user);
    await a.gql(`mutation ($id: Int!) { addOrderComment(quoteId: $id, text: "Noted.") { kind } }`, { id: order.id }, admin);
    // every notification email sent (and recorded), so that GraphQL and REST below read the same timeline
    await jobsSettled(database.prisma);

    const events = await timeline(order.id);
    // the buyer's notification emails are recorded when their jobs run, so their places vary: the rest in order, then the emails
    expect(events.filter((e) => e.kind !== 'email').map((e) => e.kind)).toEqual(['comment', 'comment', 'rma', 'rma', 'rma', 'rma', 'rma', 'shipment', 'shipment', 'status', 'acknowledged', 'placed']);
    expect(events.findLastIndex((e) => e.kind === 'email')).toBe(events.length - 3);
    expect(events.at(-1)).toMatchObject({ kind: 'placed', text: 'Order placed by Riley Morgan from revision 1, sent to the order desk', actor: 'Riley Morgan' });
    expect(events.at(-2)).toMatchObject({ kind: 'acknowledged', text: `ERP acknowledged order ${order.erpOrderNo} as Ordered (O)`, actor: 'ERP' });
    expect(events.at(-3)).toMatchObject({ kind: 'email', text: `Email "Order ${order.erpOrderNo} confirmation" sent to user@acme.test`, actor: 'System' });
    expect(events.find((e) => e.kind === 'status')).toMatchObject({ text: 'Status changed to Stopped (S)', actor: 'ERP' });
    expect(events.filter((e) => e.kind === 'shipment').map((e) => [e.text, e.actor])).toEqual([
      ['Shipped line 2, tracking 794611112222', 'Alex Chen'],
      ['Shipped line 1, tracking 1Z999AA10123456784', 'ERP'],
    ]);
    expect(events.filter((e) => e.kind === 'rma').map((e) => e.text)).toEqual([
      'Comment on return RMA-' + String(rma.rowId).padStart(6, '0') + ': Thanks!',
      `Return RMA-${String(rma.rowId).padStart(6, '0')} Approved (credit): Credit issued`,
      `Return RMA-${String(rma.rowId).padStart(6, '0')} Received: Arrived at the dock.`,
      `Return RMA-${String(rma.rowId).padStart(6, '0')} submitted`,
      `Return RMA #${rma.rowId} created`,
    ]);
    expect(events.filter((e) => e.kind !== 'email').slice(0, 2).map((e) => [e.text, e.actor])).toEqual([
      ['Noted.', 'Alex Chen'],
      ['Please deliver to dock 4.', 'Riley Morgan'],
    ]);
    const lines = await database.prisma.quoteLine.findMany({ where: { quoteId: order.id }, orderBy: { lineNumber: 'asc' } });
    expect(lines.map((l) => [l.trackingNumber, l.trackingUrl])).toEqual([
      ['1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
      ['794611112222', null],
    ]);

    // REST: rows with kind, at, text, actor; the same order for the buyer, refused to another platform
    const rest = await a.rest('/api/v1/orderManagement/getOrderTimeline', { quoteId: order.id }, user);
    expect(rest.body.result.map((r: any) => r.kind)).toEqual(events.map((e) => e.kind));
    // the newest row but the emails, whose places vary (above)
    expect(rest.body.result.find((r: any) => r.kind !== 'email')).toMatchObject({ kind: 'comment', text: 'Noted.', actor: 'Alex Chen', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const foreign = await a.rest('/api/v1/orderManagement/getOrderTimeline', { quoteId: order.id }, tokens['admin@borealis.test']);
    expect(foreign).toMatchObject({ status: 404, body: { success: false, error: 'Order not found.' } });
    // the RMA list filters by status
    const listed = await a.rest('/api/v1/RMAManagement/getRMAs', { status: 'Approved (credit)' }, admin);
    expect(listed.body.result.map((r: any) => r.id)).toContain(rma.rowId);
    expect((await a.rest('/api/v1/RMAManagement/getRMAs', { status: 'Received' }, admin)).body.result.map((r: any) => r.id)).not.toContain(rma.rowId);
  }, 120_000);
});

describe("the platform's status types on an order", () => {
  const SET = `mutation ($id: Int!, $type: Int!) { setOrderStatusType(quoteId: $id, statusTypeId: $type) { kind text actor order { statusType { name } } } }`;
  const CHOICES = `query ($id: Int!) { quote(id: $id) { statusType { name } assignableStatusTypes { rowId name } } }`;

  it("an administrator sets one their role level reaches: live on the order's timeline (on another instance) and in the buyer's notifications; a higher minimum, a hidden type, another platform's and the buyer are refused", async () => {
    const order = await placeOrder();
    const pid = (await database.prisma.quote.findUniqueOrThrow({ where: { id: order.id } })).pid;
    const type = async (name: string) => (await database.prisma.statusType.findFirstOrThrow({ where: { pid, name } })).id;
    const approved = await type('Approved'); // minimum level 5
    const inReview = await type('In Review'); // minimum level 3
    const audit = (await database.prisma.statusType.create({ data: { pid, name: `Audit hold ${order.id}`, roleLevel: 9, displayOrder: 8 } })).id;
    const retired = (await database.prisma.statusType.create({ data: { pid, name: `Retired ${order.id}`, roleLevel: 0, visible: false, displayOrder: 9 } })).id;
    const borealisType = (await database.prisma.statusType.findFirstOrThrow({ where: { pid: { not: pid } } })).id;
    const admin = tokens['admin@acme.test']!;
    const buyer = tokens['user@acme.test']!;

    // the choices offered: the visible types up to the viewer's level, none to the buyer
    const offered = await a.gql(CHOICES, { id: order.id }, admin);
    expect(offered.data.quote.statusType).toBeNull();
    const names = offered.data.quote.assignableStatusTypes.map((t: any) => t.name);
    expect(names).toEqual(expect.arrayContaining(['New', 'In Review', 'Approved', 'Closed']));
    expect(names).not.toContain(`Audit hold ${order.id}`);
    expect(names).not.toContain(`Retired ${order.id}`);
    expect((await a.gql(CHOICES, { id: order.id }, tokens['super@acme.test'])).data.quote.assignableStatusTypes.map((t: any) => t.name)).toContain(`Audit hold ${order.id}`);
    expect((await a.gql(CHOICES, { id: order.id }, buyer)).data.quote.assignableStatusTypes).toEqual([]);

    const timelineLive = subscribe(b, buyer, `subscription ($id: Int!) { orderTimeline(quoteId: $id) { kind text actor } }`, { id: order.id });
    await timelineLive.ready;
    const set = await a.gql(SET, { id: order.id, type: approved }, admin);
    expect(set.errors).toBeUndefined();
    expect(set.data.setOrderStatusType).toEqual({ kind: 'status', text: 'Status set to Approved by Alex Chen', actor: 'Alex Chen', order: { statusType: { name: 'Approved' } } });
    await expect.poll(() => timelineLive.events.length, { timeout: 5000 }).toBe(1);
    expect(timelineLive.events[0]).toEqual({ kind: 'status', text: 'Status set to Approved by Alex Chen', actor: 'Alex Chen' });
    timelineLive.close();

    // the role-level rule, on the server: level 5 may not set a level 9 type, level 9 may
    const tooHigh = await a.gql(SET, { id: order.id, type: audit }, admin);
    expect(tooHigh.errors?.[0]).toMatchObject({ message: 'Setting this status type needs role level 9 or higher.', extensions: { field: 'statusTypeId' } });
    const restTooHigh = await a.rest('/api/v1/orderManagement/setOrderStatusType', { quoteId: order.id, statusTypeId: audit }, admin);
    expect(restTooHigh).toMatchObject({ status: 403, body: { success: false, error: 'Setting this status type needs role level 9 or higher.' } });
    const hidden = await a.gql(SET, { id: order.id, type: retired }, admin);
    expect(hidden.errors?.[0]).toMatchObject({ message: 'This status type is hidden and cannot be set on an order.', extensions: { field: 'statusTypeId' } });
    const foreignType = await a.gql(SET, { id: order.id, type: borealisType }, admin);
    expect(foreignType.errors?.[0]).toMatchObject({ message: 'Status type not found on this platform.', extensions: { field: 'statusTypeId' } });
    const again = await a.gql(SET, { id: order.id, type: approved }, admin);
    expect(again.errors?.[0]).toMatchObject({ message: 'The order already has this status type.', extensions: { field: 'statusTypeId' } });
    expect((await a.gql(SET, { id: order.id, type: inReview }, buyer)).errors?.[0]?.message).toBeTruthy();
    expect((await a.gql(SET, { id: order.id, type: inReview }, tokens['dealer@acme.test'])).errors?.[0]?.message).toBeTruthy();
    expect((await a.gql(SET, { id: order.id, type: inReview }, tokens['admin@borealis.test'])).errors?.[0]?.message).toBe('Order not found.');
    // nothing of the refusals was written: the order keeps Approved, with one status type event
    expect((await a.gql(CHOICES, { id: order.id }, buyer)).data.quote.statusType).toEqual({ name: 'Approved' });
    const rest = await a.rest('/api/v1/orderManagement/setOrderStatusType', { quoteId: order.id, statusTypeId: audit }, tokens['super@acme.test']);
    expect(rest.body).toMatchObject({ success: true, result: { kind: 'status', text: `Status set to Audit hold ${order.id} by ${rest.body.result?.actor}`, quoteId: order.id } });
    const texts = (await timeline(order.id)).filter((e) => e.kind === 'status').map((e) => e.text);
    expect(texts).toEqual([`Status set to Audit hold ${order.id} by ${rest.body.result.actor}`, 'Status set to Approved by Alex Chen']);

    // the buyer is told, as of any status change
    const told = await a.gql(`query { notifications(first: 10) { edges { node { topic text quoteId } } } }`, {}, buyer);
    expect(told.data.notifications.edges.map((e: any) => e.node).filter((n: any) => n.quoteId === order.id && n.topic === 'status').map((n: any) => n.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('Status set to Approved by Alex Chen')]),
    );
  }, 90_000);
});

describe('who receives an order event, across instances', () => {
  it('the order timeline: its buyer and the platform staff; not another user of the platform, nor another platform', async () => {
    const order = await placeOrder();
    const TIMELINE_SUB = `subscription ($id: Int!) { orderTimeline(quoteId: $id) { id kind text actor quoteId } }`;
    const buyer = subscribe(b, tokens['user@acme.test']!, TIMELINE_SUB, { id: order.id });
    const admin = subscribe(b, tokens['admin@acme.test']!, TIMELINE_SUB, { id: order.id });
    const dealer = subscribe(b, tokens['dealer@acme.test']!, TIMELINE_SUB, { id: order.id });
    const borealis = subscribe(b, tokens['admin@borealis.test']!, TIMELINE_SUB, { id: order.id });
    const other = await placeOrder();
    const buyerOther = subscribe(b, tokens['user@acme.test']!, TIMELINE_SUB, { id: other.id });
    await Promise.all([buyer, admin, dealer, borealis, buyerOther].map((s) => s.ready));
    await a.gql(`mutation ($id: Int!) { addOrderComment(quoteId: $id, text: "Live?") { kind } }`, { id: order.id }, tokens['user@acme.test']);
    await expect.poll(() => buyer.events.length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => admin.events.length, { timeout: 5000 }).toBe(1);
    expect(buyer.events[0]).toMatchObject({ kind: 'comment', text: 'Live?', actor: 'Riley Morgan', quoteId: order.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dealer.events).toEqual([]);
    expect(dealer.failure()).toBe('Order not found.');
    expect(borealis.events).toEqual([]);
    expect(borealis.failure()).toBe('Order not found.');
    expect(buyerOther.events).toEqual([]);
    await Promise.all([buyer, admin, dealer, borealis, buyerOther].map((s) => s.close()));
  }, 60_000);

  it('the order timeline by group scope, level 9 and API tokens, each with the event as they may see it; a demoted administrator stops receiving', async () => {
    const order = await placeOrder();
    const { prisma } = database;
    // the order belongs to the buyer's group; the dealer (level 3) works in that group
    const group = await prisma.group.findFirstOrThrow({ where: { members: { some: { user: { username: 'user@acme.test' } } } } });
    await prisma.quote.update({ where: { id: order.id }, data: { groupId: group.id } });
    const dealer = await prisma.user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
    await prisma.user.update({ where: { id: dealer.id }, data: { groupId: group.id } });
    const dealerInGroup = await login(a, 'dealer@acme.test');
    const TIMELINE_SUB = `subscription ($id: Int!) { orderTimeline(quoteId: $id) { id kind text actor quoteId pid customerName } }`;
    // a document that reaches into the order is answered for each subscriber with their own rights
    const WITH_ORDER = `subscription ($id: Int!) { orderTimeline(quoteId: $id) { kind text order { rowId viewerCanEdit } } }`;
    const subscribers = {
      buyer: subscribe(b, tokens['user@acme.test']!, TIMELINE_SUB, { id: order.id }),
      buyerWithOrder: subscribe(b, tokens['user@acme.test']!, WITH_ORDER, { id: order.id }),
      dealerInGroup: subscribe(b, dealerInGroup, TIMELINE_SUB, { id: order.id }),
      admin: subscribe(b, tokens['admin@acme.test']!, TIMELINE_SUB, { id: order.id }),
      superAdmin: subscribe(b, tokens['super@acme.test']!, TIMELINE_SUB, { id: order.id }),
      superWithOrder: subscribe(b, tokens['super@acme.test']!, WITH_ORDER, { id: order.id }),
      readToken: subscribe(b, tokens['token:read']!, TIMELINE_SUB, { id: order.id }),
      statusToken: subscribe(b, tokens['token:status']!, TIMELINE_SUB, { id: order.id }),
      writeToken: subscribe(b, tokens['token:write']!, TIMELINE_SUB, { id: order.id }),
      borealisAdmin: subscribe(b, tokens['admin@borealis.test']!, TIMELINE_SUB, { id: order.id }),
    };
    await Promise.all(Object.values(subscribers).map((s) => s.ready));
    await a.gql(`mutation ($id: Int!) { addOrderComment(quoteId: $id, text: "Group?") { kind } }`, { id: order.id }, tokens['user@acme.test']);
    for (const name of ['buyer', 'dealerInGroup', 'admin', 'superAdmin', 'readToken'] as const) {
      await expect.poll(() => subscribers[name].events.length, { timeout: 5000 }).toBe(1);
      expect(subscribers[name].events[0]).toMatchObject({ kind: 'comment', text: 'Group?', actor: 'Riley Morgan', quoteId: order.id });
    }
    await expect.poll(() => subscribers.buyerWithOrder.events.length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => subscribers.superWithOrder.events.length, { timeout: 5000 }).toBe(1);
    // each has the order as they may see it themselves (the buyer and level 9 differ on what they may edit)
    const own = await a.gql(`query ($id: Int!) { quote(id: $id) { rowId viewerCanEdit } }`, { id: order.id }, tokens['user@acme.test']);
    const superOwn = await a.gql(`query ($id: Int!) { quote(id: $id) { rowId viewerCanEdit } }`, { id: order.id }, tokens['super@acme.test']);
    expect(subscribers.buyerWithOrder.events[0]).toEqual({ kind: 'comment', text: 'Group?', order: own.data.quote });
    expect(subscribers.superWithOrder.events[0]).toEqual({ kind: 'comment', text: 'Group?', order: superOwn.data.quote });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subscribers.statusToken.events).toEqual([]);
    expect(subscribers.statusToken.failure()).toBeTruthy();
    expect(subscribers.writeToken.events).toEqual([]);
    expect(subscribers.writeToken.failure()).toBe('This API token does not have the read scope.');
    expect(subscribers.borealisAdmin.events).toEqual([]);
    expect(subscribers.borealisAdmin.failure()).toBe('Order not found.');

    // the administrator is demoted to level 1 (not the buyer, not in the order's group): their timeline stops
    const administrator = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
    const level1 = await prisma.role.findFirstOrThrow({ where: { roleLevel: 1 } });
    await prisma.user.update({ where: { id: administrator.id }, data: { roleId: level1.id } });
    try {
      const shipped = await a.gql(`mutation ($id: Int!) { addOrderShipment(quoteId: $id, lines: [{ lineNumber: 1, trackingNumber: "1Z9" }]) { kind } }`, { id: order.id }, tokens['super@acme.test']);
      expect(shipped.errors).toBeUndefined();
      for (const name of ['buyer', 'dealerInGroup', 'superAdmin'] as const) {
        // the buyer's shipment email, a timeline event of its own, may arrive too (when its job runs)
        await expect.poll(() => subscribers[name].events.filter((e) => e.kind !== 'email').map((e) => e.kind), { timeout: 5000 }).toEqual(['comment', 'shipment']);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(subscribers.admin.events.map((e) => e.kind)).toEqual(['comment']);
      // a token its creator made stands for them: it loses the order with them
      expect(subscribers.readToken.events.map((e) => e.kind)).toEqual(['comment']);
    } finally {
      await prisma.user.update({ where: { id: administrator.id }, data: { roleId: administrator.roleId } });
      await prisma.user.update({ where: { id: dealer.id }, data: { groupId: dealer.groupId } });
      await Promise.all(Object.values(subscribers).map((s) => s.close()));
    }
  }, 60_000);

  it("the feed: the platform's administrators, level 9, and tokens with orders:status or read; filters by kind and customer", async () => {
    const order = await placeOrder();
    const FEED = `subscription ($pid: Int, $kind: String, $customerId: Int) { orderEvents(pid: $pid, kind: $kind, customerId: $customerId) { id kind text quoteId pid } }`;
    const acme = await database.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
    const borealisPlatform = await database.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } });
    const customerId = (await database.prisma.quote.findUniqueOrThrow({ where: { id: order.id } })).customerId;
    const subscribers = {
      admin: subscribe(b, tokens['admin@acme.test']!, FEED),
      adminShipments: subscribe(b, tokens['admin@acme.test']!, FEED, { kind: 'shipment' }),
      adminCustomer: subscribe(b, tokens['admin@acme.test']!, FEED, { customerId }),
      adminOtherCustomer: subscribe(b, tokens['admin@acme.test']!, FEED, { customerId: 999_999 }),
      superAcme: subscribe(b, tokens['super@acme.test']!, FEED, { pid: acme.id }),
      superBorealis: subscribe(b, tokens['super@acme.test']!, FEED, { pid: borealisPlatform.id }),
      borealisAdmin: subscribe(b, tokens['admin@borealis.test']!, FEED),
      statusToken: subscribe(b, tokens['token:status']!, FEED),
      readToken: subscribe(b, tokens['token:read']!, FEED),
      writeToken: subscribe(b, tokens['token:write']!, FEED),
      buyer: subscribe(b, tokens['user@acme.test']!, FEED),
    };
    await Promise.all(Object.values(subscribers).map((s) => s.ready));
    await a.gql(`mutation ($id: Int!) { addOrderComment(quoteId: $id, text: "Feed?") { kind } }`, { id: order.id }, tokens['user@acme.test']);
    await a.gql(`mutation ($id: Int!) { addOrderShipment(quoteId: $id, lines: [{ lineNumber: 1, trackingNumber: "1Z1" }]) { kind } }`, { id: order.id }, tokens['admin@acme.test']);
    // the notification emails these events cause reach the feed when their jobs run; the events themselves are compared here
    const kinds = (name: keyof typeof subscribers) => subscribers[name].events.filter((e) => e.kind !== 'email').map((e) => e.kind);
    for (const name of ['admin', 'adminCustomer', 'superAcme', 'statusToken', 'readToken'] as const) {
      await expect.poll(() => kinds(name), { timeout: 5000 }).toEqual(['comment', 'shipment']);
    }
    await expect.poll(() => kinds('adminShipments'), { timeout: 5000 }).toEqual(['shipment']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kinds('adminOtherCustomer')).toEqual([]);
    expect(kinds('superBorealis')).toEqual([]);
    expect(kinds('borealisAdmin')).toEqual([]);
    expect(kinds('writeToken')).toEqual([]);
    expect(subscribers.writeToken.failure()).toBe('This API token does not have the read scope.');
    expect(kinds('buyer')).toEqual([]);
    expect(subscribers.buyer.failure()).toBeTruthy();
    expect(subscribers.admin.events[0]).toMatchObject({ text: 'Feed?', quoteId: order.id, pid: acme.id });

    // a demoted administrator's feed stops with the change (the socket is closed for a new sign-in)
    const demotedUser = await database.prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
    const level1 = await database.prisma.role.findFirstOrThrow({ where: { roleLevel: 1 } });
    await database.prisma.user.update({ where: { id: demotedUser.id }, data: { roleId: level1.id } });
    await a.gql(`mutation ($id: Int!) { addOrderComment(quoteId: $id, text: "After") { kind } }`, { id: order.id }, tokens['user@acme.test']);
    await expect.poll(() => kinds('readToken'), { timeout: 5000 }).toEqual(['comment', 'shipment']);
    await expect.poll(() => kinds('superAcme'), { timeout: 5000 }).toEqual(['comment', 'shipment', 'comment']);
    expect(kinds('admin')).toEqual(['comment', 'shipment']);
    await database.prisma.user.update({ where: { id: demotedUser.id }, data: { roleId: demotedUser.roleId } });
    await Promise.all(Object.values(subscribers).map((s) => s.close()));
  }, 60_000);
});
