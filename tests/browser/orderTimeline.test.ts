import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

/**
 * One order's life, watched live: the buyer on the order page and an administrator on /OrderFeed,
 * in two browser contexts. The order is placed, the ERP reports a status change and then tracking
 * through its inbound call (an `orders:status` token), the buyer opens a return and comments; each
 * event arrives on both pages without a reload.
 */
describe('the order timeline and the order feed', () => {
  it('shows each event of an order live on its page and in the administrators\u2019 feed', async () => {
    const { app } = harness;
    const prisma = app.services.prisma;
    const quote = await prisma.quote.findFirstOrThrow({ where: { jobName: 'Halsted Yard Perimeter', type: 1 } });
    const buyerToken = await app.login('user@acme.test');
    const placed = await app.gql(`mutation ($id: Int!) { placeOrder(id: $id) { rowId erpOrderNo } }`, { id: quote.id }, buyerToken);
    expect(placed.errors).toBeUndefined();
    const erpOrderNo = placed.data.placeOrder.erpOrderNo as string;
    await app.jobsDone();

    // the administrator's feed (dark, phone width): the placement is already on it
    const admin = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(admin.page, 'admin@acme.test');
    await admin.page.goto('/OrderFeed');
    await admin.page.getByRole('heading', { name: 'Order Feed' }).waitFor();
    const feed = admin.page.getByRole('region', { name: 'Order events, newest first' });
    await feed.getByText(`Order placed by user@acme.test, sent to the order desk`).waitFor();
    await harness.shot(admin.page, 'order-feed-375-dark');

    // the buyer's order page (light, desktop)
    const buyer = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(buyer.page, 'user@acme.test');
    await buyer.page.goto(`/Quote/${quote.id}`);
    const timeline = buyer.page.getByRole('list', { name: 'Order events, newest first' });
    await timeline.getByText(`ERP acknowledged order ${erpOrderNo} as Ordered (O)`).waitFor();
    await timeline.getByText(`Email "Order ${erpOrderNo} confirmation" sent to user@acme.test`).waitFor();
    // both pages subscribe once loaded
    await buyer.page.waitForTimeout(1000);

    // the ERP reports a status change, then tracking, through its inbound call
    const token = (await app.gql(`mutation { createApiToken(name: "ERP status", scopes: ["orders:status"]) { token } }`, {}, await app.login('admin@acme.test'))).data.createApiToken.token;
    const status = await app.rest('/api/v1/orderManagement/updateOrderStatus', { erpOrderNo, status: 'S' }, token);
    expect(status.body.result).toEqual({ id: quote.id, changed: true });
    await timeline.getByText('Status changed to Stopped (S)').waitFor();
    await feed.getByText('Status changed to Stopped (S)').waitFor();
    const tracking = await app.rest(
      '/api/v1/orderManagement/updateOrderStatus',
      { erpOrderNo, tracking: [{ lineNumber: 1, trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' }] },
      token,
    );
    expect(tracking.body.success).toBe(true);
    await timeline.getByRole('link', { name: '1Z999AA10123456784' }).waitFor();
    await feed.getByText('Shipped line 1, tracking 1Z999AA10123456784').waitFor();

    // the buyer opens a return (through the order page's Create RMA) and comments on the order
    await buyer.page.getByRole('button', { name: /Create RMA/i }).click();
    await buyer.page.waitForURL('**/RMA/*');
    const rmaId = Number(new URL(buyer.page.url()).pathname.split('/').pop());
    await feed.getByText(`Return RMA #${rmaId} created`).waitFor();
    await buyer.page.goBack();
    await timeline.getByText(`Return RMA #${rmaId} created`).waitFor();
    await buyer.page.getByRole('textbox', { name: 'Comment' }).fill('Please deliver to dock 4.');
    await buyer.page.getByRole('button', { name: 'Add Comment' }).click();
    await timeline.getByText('Please deliver to dock 4.').waitFor();
    await feed.getByText('Please deliver to dock 4.').waitFor();

    // newest first on both pages
    const firstTimeline = await timeline.locator('.order-event__text').first().textContent();
    expect(firstTimeline).toBe('Please deliver to dock 4.');
    expect(await feed.locator('.order-event__text').first().textContent()).toBe('Please deliver to dock 4.');
    await harness.shot(buyer.page, 'order-timeline-1440-light');
    await harness.shot(admin.page, 'order-feed-live-375-dark');

    // the other sizes and schemes, for people to look at
    for (const [width, colorScheme] of [[375, 'light'], [1440, 'dark']] as const) {
      const other = await harness.newPage({ width, height: 900, colorScheme });
      await harness.signIn(other.page, 'admin@acme.test');
      await other.page.goto(`/Quote/${quote.id}`);
      await other.page.getByRole('list', { name: 'Order events, newest first' }).getByText('Please deliver to dock 4.').waitFor();
      await harness.shot(other.page, `order-timeline-${width}-${colorScheme}`);
      await other.page.goto('/OrderFeed');
      await other.page.getByRole('heading', { name: 'Order Feed' }).waitFor();
      await other.page.getByLabel('Kind').selectOption('payment');
      await other.page.getByText('No order events yet. New ones appear here as they happen.').waitFor();
      await harness.shot(other.page, `order-feed-empty-${width}-${colorScheme}`);
      await other.context.close();
    }
  }, 240_000);
});
