import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
}, 400_000);
afterAll(async () => harness?.close());

/** The subjects of the emails to `to` in the app's outbox so far. */
function subjectsTo(to: string): string[] {
  const outbox = harness.app.services.config.outboxDir;
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((text) => new RegExp(`^To: .*${to.replace('.', '\\.')}`, 'mi').test(text))
    .map((text) => /^Subject: (.*)$/im.exec(text)?.[1]?.trim() ?? '');
}

/**
 * A buyer's notifications as they meet them: they choose in My Profile to be emailed of status
 * changes too; their order is moved on by the ERP, shipped and its return received, and each event
 * arrives live in the header's bell menu and as an email in the outbox; opening one goes to the order.
 */
describe('buyer notifications', () => {
  it('brings each order event to the bell menu live and to the mail outbox, as the buyer chose', async () => {
    const { app } = harness;
    const prisma = app.services.prisma;
    const buyer = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(buyer.page, 'user@acme.test');
    await buyer.page.goto('/MyProfile/user@acme.test');
    const statusChoice = buyer.page.getByRole('checkbox', { name: 'Other status changes' });
    await statusChoice.waitFor();
    expect(await statusChoice.isChecked()).toBe(false);
    await harness.shot(buyer.page, 'notifications-profile-1440-light');
    await statusChoice.check();
    await buyer.page.getByText('Your email notification choices were saved.').waitFor();

    // nothing yet: the empty menu
    const bell = buyer.page.locator('.notifications__button');
    await bell.click();
    const panel = buyer.page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText('No notifications yet.', { exact: false }).waitFor();
    await harness.shot(buyer.page, 'notifications-empty-1440-light', { viewport: true });
    await buyer.page.keyboard.press('Escape');

    const quote = await prisma.quote.findFirstOrThrow({ where: { jobName: 'Halsted Yard Perimeter', type: 1 } });
    const buyerToken = await app.login('user@acme.test');
    const placed = await app.gql(`mutation ($id: Int!) { placeOrder(id: $id) { rowId erpOrderNo } }`, { id: quote.id }, buyerToken);
    expect(placed.errors).toBeUndefined();
    const erpOrderNo = placed.data.placeOrder.erpOrderNo as string;
    await app.jobsDone();
    const adminToken = await app.login('admin@acme.test');
    const erp = (await app.gql(`mutation { createApiToken(name: "ERP status", scopes: ["orders:status"]) { token } }`, {}, adminToken)).data.createApiToken.token;

    // the ERP reports a status change: the count goes to 1 without a reload, and the email leaves
    expect((await app.rest('/api/v1/orderManagement/updateOrderStatus', { erpOrderNo, status: 'S' }, erp)).body.success).toBe(true);
    await buyer.page.getByRole('button', { name: 'Notifications: 1 unread' }).waitFor();
    await expect.poll(async () => (await app.jobsDone(), subjectsTo('user@acme.test')), { timeout: 15_000 }).toContain(`Order ${erpOrderNo}: other status changes`);

    // tracking from the ERP: 2
    const tracking = await app.rest('/api/v1/orderManagement/updateOrderStatus', { erpOrderNo, tracking: [{ lineNumber: 1, trackingNumber: '1Z999AA10123456784' }] }, erp);
    expect(tracking.body.success).toBe(true);
    await buyer.page.getByRole('button', { name: 'Notifications: 2 unread' }).waitFor();

    // the buyer's return, received by the platform: 3 (the buyer's own steps are not told to them)
    const rma = (await app.gql(`mutation ($id: Int!) { createRmaFromOrder(orderId: $id) { rowId details { rowId } } }`, { id: quote.id }, buyerToken)).data.createRmaFromOrder;
    const part = (await prisma.quoteLine.findFirstOrThrow({ where: { quoteId: quote.id, lineNumber: 1 } })).partNumber;
    await app.gql(`mutation ($id: Int!, $input: RmaDetailInput!) { updateRmaDetail(id: $id, input: $input) { rowId } }`, { id: rma.details[0].rowId, input: { productNumber: part, quantity: '1', reason: 'Cracked lens', modelNo: 'NA' } }, buyerToken);
    expect((await app.gql(`mutation ($id: Int!) { submitRma(id: $id) { status } }`, { id: rma.rowId }, buyerToken)).data.submitRma.status).toBe('Submitted');
    expect((await app.rest('/api/v1/RMAManagement/setRMAStatus', { id: rma.rowId, status: 'Received', comment: 'Arrived at the dock.' }, adminToken)).body.success).toBe(true);
    await buyer.page.getByRole('button', { name: 'Notifications: 3 unread' }).waitFor();

    await expect
      .poll(async () => (await app.jobsDone(), subjectsTo('user@acme.test').filter((subject) => subject.startsWith(`Order ${erpOrderNo}:`))), { timeout: 15_000 })
      .toEqual([`Order ${erpOrderNo}: other status changes`, `Order ${erpOrderNo}: shipped`, `Order ${erpOrderNo}: return updates`]);

    // the menu: newest first, each with its order and time
    await buyer.page.getByRole('button', { name: 'Notifications: 3 unread' }).click();
    const items = panel.getByRole('link');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(3);
    expect(await items.first().textContent()).toContain(`Return RMA-${String(rma.rowId).padStart(6, '0')} Received: Arrived at the dock.`);
    expect(await items.nth(1).textContent()).toContain('Shipped line 1, tracking 1Z999AA10123456784');
    expect(await items.nth(2).textContent()).toContain('Status changed to Stopped (S)');
    expect(await items.first().textContent()).toContain(`Order ${erpOrderNo}`);
    expect(await items.first().textContent()).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await harness.shot(buyer.page, 'notifications-unread-1440-light', { viewport: true });

    // the other sizes and schemes, for people to look at
    for (const [width, colorScheme] of [[375, 'light'], [375, 'dark'], [1440, 'dark']] as const) {
      const other = await harness.newPage({ width, height: 800, colorScheme });
      await harness.signIn(other.page, 'user@acme.test');
      await other.page.getByRole('button', { name: 'Notifications: 3 unread' }).click();
      await expect.poll(() => other.page.getByRole('dialog', { name: 'Notifications' }).getByRole('link').count(), { timeout: 10_000 }).toBe(3);
      await harness.shot(other.page, `notifications-unread-${width}-${colorScheme}`, { viewport: true });
      if (width === 375 && colorScheme === 'dark') {
        await other.page.keyboard.press('Escape');
        await other.page.goto('/MyProfile/user@acme.test');
        await other.page.getByRole('checkbox', { name: 'Other status changes' }).waitFor();
        await harness.shot(other.page, 'notifications-profile-375-dark');
      }
      await other.context.close();
    }

    // opening one marks it read and goes to its order; then Mark all read empties the count
    await items.nth(1).click();
    await buyer.page.waitForURL(`**/Quote/${quote.id}`);
    await buyer.page.getByRole('button', { name: 'Notifications: 2 unread' }).waitFor();
    await buyer.page.getByRole('button', { name: 'Notifications: 2 unread' }).click();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await buyer.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  }, 300_000);
});
