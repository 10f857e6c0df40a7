import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';
import { createQuoteWithLines } from '../../api/src/documents/testHelpers.ts';

// Never a dead end for a buyer, and pages that tell the truth about orders: a level-0 buyer with no
// card payment set up sends the quote request to the sales team; /Checkout and /ThankYou of an
// order; a second tab on a quote that became an order; an order's lines in an administrator's hands;
// the live status alert on any page.

let harness: BrowserHarness;
const prisma = () => harness.app.services.prisma;
const outbox = () => readdirSync(harness.app.services.config.outboxDir).map((file) => readFileSync(`${harness.app.services.config.outboxDir}/${file}`, 'utf8'));

beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

describe('a level-0 buyer where card payment is not set up', () => {
  it('is stopped by the order checks in order, then submits the quote request to the sales team and sees it confirmed (375 px dark, 1440 px light)', async () => {
    const owner = await prisma().user.findUniqueOrThrow({ where: { username: 'public@acme.test' } });
    const request = await createQuoteWithLines(prisma(), 'public@acme.test', { type: 3, specifier: '' });
    expect(owner.checkoutType).toBe('stripe');
    const { page } = await harness.newPage({ width: 375, height: 812, colorScheme: 'dark' });
    await harness.signIn(page, 'public@acme.test', { path: `/Quote/${request.id}` });
    await page.getByRole('heading', { name: `Quote Request #${request.id}` }).waitFor();
    await page.getByRole('tab', { name: 'Summary' }).click();
    const panel = page.getByRole('region', { name: 'Submit to our sales team' });
    await panel.getByText('Card payment is not available here.').waitFor();
    expect(await page.getByText('Card payment is not configured.').count()).toBe(0);
    await panel.getByRole('button', { name: 'Submit Quote Request' }).click();
    await page.getByText('You must provide a specifier on the Quote Summary before placing an Order.').first().waitFor();
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: request.id } })).submittedAt).toBeNull();
    await harness.shot(page, 'buyer-request-check-375-dark');

    await page.getByLabel(/^Specifier\s*\*?$/).fill('Self');
    await page.getByLabel(/Job Name/).click();
    await expect.poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id: request.id } })).specifier).toBe('Self');
    await panel.getByRole('button', { name: 'Submit Quote Request' }).click();
    const done = page.getByRole('region', { name: 'Quote request submitted' });
    await done.getByText(new RegExp(`Quote Request #${request.id} was submitted on \\d{2}/\\d{2}/\\d{4}\\.`)).waitFor();
    await done.getByText('Our sales team has been notified by email and will contact you to complete your order.').waitFor();
    await harness.shot(page, 'buyer-request-submitted-375-dark');
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: request.id } })).submittedAt).not.toBeNull();
    // the sales team's email is a job of its own, which may run just after the page says so
    await harness.app.jobsDone();
    const mail = outbox().filter((text) => text.includes(`Quote Request #${request.id} submitted by public@acme.test`));
    expect(mail).toHaveLength(1);
    for (const address of ['admin@acme.test', 'orders@acme.test', 'sales@acme.test']) expect(mail[0]).toContain(address);

    // /Checkout says the same, never a dead end
    const wide = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(wide.page, 'public@acme.test', { path: `/Checkout/${request.id}` });
    await wide.page.getByRole('heading', { name: `Checkout: Quote Request #${request.id}` }).waitFor();
    await wide.page.getByRole('region', { name: 'Quote request submitted' }).waitFor();
    await harness.shot(wide.page, 'buyer-checkout-submitted-1440');
    const fresh = await createQuoteWithLines(prisma(), 'public@acme.test', { type: 3 });
    await wide.page.goto(`/Checkout/${fresh.id}`);
    await wide.page.getByRole('region', { name: 'Submit to our sales team' }).getByRole('button', { name: 'Submit Quote Request' }).waitFor();
    await harness.shot(wide.page, 'buyer-checkout-submit-1440');
  });
});

describe('pages that tell the truth about orders', () => {
  it('/Checkout of an order opens the order, /ThankYou opened by hand goes to /QuoteDashboard', async () => {
    const order = await prisma().quote.findFirstOrThrow({ where: { type: 2, createdBy: { username: 'user@acme.test' } } });
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test', { path: `/Checkout/${order.id}` });
    await page.waitForURL(`**/Quote/${order.id}`);
    await page.getByRole('heading', { name: new RegExp(`^Order #${order.erpOrderNo}`) }).waitFor();
    await page.goto('/ThankYou');
    await page.waitForURL('**/QuoteDashboard');
  });

  it('a second tab still showing the quote is told which order it became when it changes a line', async () => {
    const quote = await createQuoteWithLines(prisma(), 'user@acme.test');
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test', { path: `/Quote/${quote.id}` });
    await page.getByRole('heading', { name: `Quote #${quote.id}` }).waitFor();
    const placed = await harness.app.gql(`mutation ($id: Int!) { placeOrder(id: $id) { erpOrderNo } }`, { id: quote.id }, await harness.app.login('user@acme.test'));
    expect(placed.errors).toBeUndefined();
    await page.getByRole('button', { name: 'Delete Line 1' }).click();
    await page.getByText(`This quote is now Order #${placed.data.placeOrder.erpOrderNo}.`).waitFor();
    expect(await page.getByText('Line not found.').count()).toBe(0);
    await harness.shot(page, 'second-tab-now-order-1440');
    expect(await prisma().quoteLine.count({ where: { quoteId: quote.id } })).toBe(2);
  });
});

describe("an order's lines and status", () => {
  async function order(csiStatus: string | null) {
    const quote = await createQuoteWithLines(prisma(), 'user@acme.test');
    return prisma().quote.update({ where: { id: quote.id }, data: { type: 2, erpOrderNo: `SO-B${quote.id}`, orderStatus: csiStatus ? 'P' : 'O', csiStatus } });
  }

  it('level 5 deletes a line of an order the ERP has not accepted; once accepted the actions are disabled with the reason; level 1 has none', async () => {
    const submitted = await order('W');
    const accepted = await order(null);
    for (const [width, colorScheme] of [[1440, 'light'], [375, 'dark']] as const) {
      const { page } = await harness.newPage({ width, height: 900, colorScheme });
      await harness.signIn(page, 'admin@acme.test', { path: `/Quote/${accepted.id}` });
      await page.getByRole('heading', { name: `Order #${accepted.erpOrderNo} "Ordered"` }).waitFor();
      const reason = `Order #${accepted.erpOrderNo} has been accepted by the ERP and can no longer be changed.`;
      await page.getByRole('note').getByText(reason).waitFor();
      expect(await page.getByRole('button', { name: 'Delete Line 1' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Reconfigure Line 1' }).isDisabled()).toBe(true);
      await harness.shot(page, `order-lines-accepted-${width}-${colorScheme}`);
      await page.goto(`/Quote/${submitted.id}`);
      await page.getByRole('heading', { name: `Order #${submitted.erpOrderNo} "Submitted"` }).waitFor();
      await harness.shot(page, `order-lines-submitted-${width}-${colorScheme}`);
    }
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: `/Quote/${submitted.id}` });
    await page.getByRole('button', { name: 'Delete Line 1' }).click();
    await expect.poll(() => prisma().quoteLine.count({ where: { quoteId: submitted.id } })).toBe(1);
    await page.getByRole('button', { name: 'Delete Line 1' }).waitFor({ state: 'detached' });

    const owner = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(owner.page, 'user@acme.test', { path: `/Quote/${submitted.id}` });
    await owner.page.getByRole('heading', { name: `Order #${submitted.erpOrderNo} "Submitted"` }).waitFor();
    expect(await owner.page.getByRole('button', { name: /Delete Line/ }).count()).toBe(0);
  }, 240_000);

  it("raises 'Order #{id} status changed to {status}' on any page for the order's owner, with the word the order's page and lists show", async () => {
    const placed = await order('W');
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test');
    // the live feed is open once the page has asked for the order status subscription (by its operation name: the web sends persisted ids, not documents)
    const subscribed = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('OrderStatusListenerSubscription')));
    await page.goto('/Catalog');
    await subscribed;
    const erp = await harness.app.login('admin@acme.test');
    const reported = await harness.app.rest('/api/v1/orderManagement/updateOrderStatus', { erpOrderNo: placed.erpOrderNo, status: 'S' }, erp);
    expect(reported.body.result).toEqual({ id: placed.id, changed: true });
    await page.getByText(`Order #${placed.id} status changed to Stopped`).waitFor();
    await harness.shot(page, 'order-status-alert-catalog-1440');
    await page.goto(`/Quote/${placed.id}`);
    await page.getByRole('heading', { name: `Order #${placed.erpOrderNo} "Stopped"` }).waitFor();
    await page.goto('/MyOrders/user@acme.test');
    await page.getByRole('row').filter({ hasText: placed.erpOrderNo! }).getByText('Stopped').waitFor();
  }, 180_000);
});
