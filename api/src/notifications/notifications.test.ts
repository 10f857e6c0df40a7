import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { jobsSettled } from '../jobs/service.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';
import { sendOrderNotice } from './mail.ts';
import { startLiveInstances, type Instance, type LiveInstances } from '../test/liveInstances.ts';
import { API_TOKEN_IDENTITY_REFUSAL } from '../apiTokens/scopes.ts';

/**
 * Buyer notifications as buyers meet them: which order events email the order's creator and its
 * contact (as each chose in My Profile; a contact without an account gets the defaults), the
 * notifications menu's rows and unread count (live, heard on a second instance through Redis with
 * TEST_REDIS_URL), each email sent once, and nobody else's notifications within reach.
 */

let live: LiveInstances;
let database: LiveInstances['database'];
let a: Instance;
/** where subscribers connect: the other instance when events travel through Redis */
let b: Instance;
let outbox: string;
const tokens: Record<string, string> = {};
const login = (username: string) => live.login(username);

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'qc-notify-outbox-'));
  live = await startLiveInstances({ outboxDir: outbox });
  ({ database, a, b } = live);
  for (const username of ['user@acme.test', 'dealer@acme.test', 'admin@acme.test', 'admin@borealis.test']) tokens[username] = await login(username);
  const created = await a.gql(`mutation { createApiToken(name: "Notices", scopes: ["read", "write"]) { token } }`, {}, tokens['admin@acme.test']);
  tokens.token = created.data.createApiToken.token;
}, 400_000);

afterAll(async () => {
  await live?.close();
});

/** Every email in the outbox so far: its recipients and subject. */
function mails(): { to: string; subject: string; html: string }[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const text = readFileSync(join(outbox, file), 'utf8');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(text)?.[1]?.trim() ?? '';
    return { to: header('To'), subject: header('Subject'), html: text };
  });
}

/** An order of user@acme.test (placed through the app), with `contactId` as its contact. */
async function placeOrder(contactId?: number | null) {
  const quote = await createQuoteWithLines(database.prisma, 'user@acme.test', { lines: 2 });
  if (contactId !== undefined) await database.prisma.quote.update({ where: { id: quote.id }, data: { contactId } });
  const placed = await a.gql(`mutation ($id: Int!) { placeOrder(id: $id) { rowId erpOrderNo } }`, { id: quote.id }, tokens['user@acme.test']);
  expect(placed.errors).toBeUndefined();
  await jobsSettled(database.prisma);
  return { id: quote.id as number, erpOrderNo: placed.data.placeOrder.erpOrderNo as string };
}

const setStatus = (id: number, status: string) => a.rest('/api/v1/orderManagement/updateOrderStatus', { swiftsellQuoteId: id, status }, tokens['admin@acme.test']);
const ship = (id: number, trackingNumber = '1Z999AA10123456784') =>
  a.gql(`mutation ($id: Int!) { addOrderShipment(quoteId: $id, lines: [{ lineNumber: 1, trackingNumber: "${trackingNumber}" }]) { rowId } }`, { id }, tokens['admin@acme.test']);
const NOTIFICATIONS = `query { notifications(first: 50) { edges { node { id rowId topic text quoteId orderNumber readAt } } } me { unreadNotificationCount notificationPreferences { placed shipped delivered status returns } } }`;
const menu = async (token: string) => {
  const result = await a.gql(NOTIFICATIONS, {}, token);
  expect(result.errors).toBeUndefined();
  return { rows: result.data.notifications.edges.map((e: any) => e.node), unread: result.data.me.unreadNotificationCount as number, preferences: result.data.me.notificationPreferences };
};
const mailsAbout = (erpOrderNo: string) => mails().filter((mail) => mail.subject.startsWith(`Order ${erpOrderNo}:`));

describe('buyer notifications', () => {
  it('emails the creator as they chose (defaults: all but other status changes) and lists every told event in their menu', async () => {
    const buyer = tokens['user@acme.test']!;
    const before = await menu(buyer);
    expect(before.preferences).toEqual({ placed: true, shipped: true, delivered: true, status: false, returns: true });
    const order = await placeOrder();
    // a status change: in the menu, no email (not chosen by default)
    expect((await setStatus(order.id, 'S')).body.success).toBe(true);
    await ship(order.id);
    await jobsSettled(database.prisma);
    expect(mailsAbout(order.erpOrderNo).map((mail) => [mail.to, mail.subject])).toEqual([['user@acme.test', `Order ${order.erpOrderNo}: shipped`]]);
    const shippedMail = mailsAbout(order.erpOrderNo)[0]!;
    expect(shippedMail.html).toContain('Shipped line 1, tracking 1Z999AA10123456784');
    expect(shippedMail.html).toMatch(/\$[\d,]+\.\d\d/);
    expect(shippedMail.html).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d UTC/);
    const after = await menu(buyer);
    expect(after.unread).toBe(before.unread + 2);
    expect(after.rows.slice(0, 2).map((row: any) => [row.topic, row.text, row.orderNumber, row.readAt])).toEqual([
      ['shipped', 'Shipped line 1, tracking 1Z999AA10123456784', order.erpOrderNo, null],
      ['status', 'Status changed to Stopped (S)', order.erpOrderNo, null],
    ]);
    // the placement was the buyer's own doing: not told to them
    expect(after.rows.some((row: any) => row.quoteId === order.id && row.topic === 'placed')).toBe(false);

    // the buyer chooses status changes and leaves shipments out (REST), then H is "delivered"
    const saved = await a.rest('/api/v1/userManagement/updateNotificationPreferences', { status: true, shipped: false }, buyer);
    expect(saved.body.result).toEqual({ placed: true, shipped: false, delivered: true, status: true, returns: true });
    expect((await a.rest('/api/v1/userManagement/updateNotificationPreferences', { status: 'yes' }, buyer)).body).toMatchObject({ success: false, field: 'status' });
    await setStatus(order.id, 'O');
    await ship(order.id, '794611112222');
    await setStatus(order.id, 'H');
    await jobsSettled(database.prisma);
    expect(mailsAbout(order.erpOrderNo).map((mail) => mail.subject)).toEqual([
      `Order ${order.erpOrderNo}: shipped`,
      `Order ${order.erpOrderNo}: other status changes`,
      `Order ${order.erpOrderNo}: delivered`,
    ]);
    const latest = await menu(buyer);
    expect(latest.rows.slice(0, 3).map((row: any) => row.topic)).toEqual(['delivered', 'shipped', 'status']);
    await a.rest('/api/v1/userManagement/updateNotificationPreferences', { status: false, shipped: true }, buyer);
  }, 120_000);

  it("tells the order's contact: a user of the platform by their choice, a contact without an account by the defaults, each once", async () => {
    const acme = await database.prisma.user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
    const dealerContact = await database.prisma.contact.create({ data: { pid: acme.pid, firstName: 'Dana', lastName: 'Brooks', email: 'Dealer@Acme.test' } });
    const order = await placeOrder(dealerContact.id);
    // placed by the buyer: the contact (a user) is told, in the menu and by email
    const dealer = await menu(tokens['dealer@acme.test']!);
    expect(dealer.rows[0]).toMatchObject({ topic: 'placed', quoteId: order.id, orderNumber: order.erpOrderNo });
    expect(mailsAbout(order.erpOrderNo).map((mail) => [mail.to, mail.subject])).toEqual([['dealer@acme.test', `Order ${order.erpOrderNo}: placed`]]);
    // the dealer turns shipments off: the creator still gets theirs
    await a.gql(`mutation { updateNotificationPreferences(input: { shipped: false }) { notificationPreferences { shipped } } }`, {}, tokens['dealer@acme.test']);
    await ship(order.id);
    await jobsSettled(database.prisma);
    expect(mailsAbout(order.erpOrderNo).filter((mail) => mail.subject.endsWith('shipped')).map((mail) => mail.to)).toEqual(['user@acme.test']);
    expect((await menu(tokens['dealer@acme.test']!)).rows[0]).toMatchObject({ topic: 'shipped', quoteId: order.id });

    // a contact with no account: the defaults (placed yes, other status changes no)
    const stranger = await database.prisma.contact.create({ data: { pid: acme.pid, firstName: 'Morgan', lastName: 'Walsh', email: 'morgan@brightline.test' } });
    const second = await placeOrder(stranger.id);
    await setStatus(second.id, 'S');
    await jobsSettled(database.prisma);
    expect(mailsAbout(second.erpOrderNo).map((mail) => [mail.to, mail.subject])).toEqual([['morgan@brightline.test', `Order ${second.erpOrderNo}: placed`]]);

    // the notice job run again (a retry) sends nothing twice
    const events = await database.prisma.orderEvent.findMany({ where: { quoteId: second.id, kind: { in: ['placed', 'status'] } } });
    for (const event of events) await sendOrderNotice(live.services, { orderEventId: event.id });
    await jobsSettled(database.prisma);
    expect(mailsAbout(second.erpOrderNo)).toHaveLength(1);
    expect(await database.prisma.notification.count({ where: { quoteId: second.id } })).toBe(1);
  }, 120_000);

  it('updates the unread count live on another instance, marks read, and keeps each user to their own', async () => {
    const buyer = tokens['user@acme.test']!;
    const counts: number[] = [];
    const client = createClient({ url: b.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authToken: buyer }, retryAttempts: 0, lazy: false });
    const dealerCounts: unknown[] = [];
    const dealerClient = createClient({ url: b.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authToken: tokens['dealer@acme.test'] }, retryAttempts: 0, lazy: false });
    client.subscribe({ query: `subscription { notificationsChanged { id unreadNotificationCount } }` }, { next: (value: any) => counts.push(value.data?.notificationsChanged?.unreadNotificationCount), error: () => {}, complete: () => {} });
    dealerClient.subscribe({ query: `subscription { notificationsChanged { unreadNotificationCount } }` }, { next: (value) => dealerCounts.push(value), error: () => {}, complete: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const order = await placeOrder();
    const start = (await menu(buyer)).unread;
    await setStatus(order.id, 'S');
    await expect.poll(() => counts.at(-1), { timeout: 5000 }).toBe(start + 1);

    const rows = (await menu(buyer)).rows;
    // another user cannot read or mark the buyer's notification
    const foreignNode = await a.gql(`query ($id: ID!) { node(id: $id) { id ... on Notification { text } } }`, { id: rows[0].id }, tokens['dealer@acme.test']);
    expect(foreignNode.data?.node ?? null).toBeNull();
    const foreignMark = await a.rest('/api/v1/userManagement/markNotificationsRead', { ids: [rows[0].rowId] }, tokens['dealer@acme.test']);
    expect(foreignMark).toMatchObject({ status: 404, body: { success: false, error: 'Notification not found.', field: 'ids' } });
    const foreignAdmin = await a.rest('/api/v1/userManagement/getNotifications', {}, tokens['admin@borealis.test']);
    expect(foreignAdmin.body.result.rows.some((row: any) => row.quoteId === order.id)).toBe(false);
    // an API token has no notifications of its own
    expect((await a.rest('/api/v1/userManagement/getNotifications', {}, tokens.token)).body.error).toBe(API_TOKEN_IDENTITY_REFUSAL);

    // the buyer opens one (GraphQL), then marks all read (REST): the count follows live
    const opened = await a.gql(`mutation ($ids: [Int!]) { markNotificationsRead(ids: $ids) { rowId readAt user { unreadNotificationCount } } }`, { ids: [rows[0].rowId] }, buyer);
    expect(opened.data.markNotificationsRead[0]).toMatchObject({ rowId: rows[0].rowId, readAt: expect.any(String), user: { unreadNotificationCount: start } });
    await expect.poll(() => counts.at(-1), { timeout: 5000 }).toBe(start);
    const listed = await a.rest('/api/v1/userManagement/getNotifications', { limit: 1, unreadOnly: false }, buyer);
    expect(listed.body).toMatchObject({ success: true, total: expect.any(Number), result: { unread: start, rows: [{ quoteId: order.id, topic: 'status', orderNumber: order.erpOrderNo }] } });
    const all = await a.rest('/api/v1/userManagement/markNotificationsRead', { all: true }, buyer);
    expect(all.body.success).toBe(true);
    await expect.poll(() => counts.at(-1), { timeout: 5000 }).toBe(0);
    expect((await menu(buyer)).unread).toBe(0);
    expect((await a.rest('/api/v1/userManagement/markNotificationsRead', {}, buyer)).body).toMatchObject({ success: false, field: 'ids' });
    expect(dealerCounts).toEqual([]);
    await client.dispose();
    await dealerClient.dispose();
  }, 120_000);
});
