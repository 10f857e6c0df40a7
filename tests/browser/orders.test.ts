import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, screenshotDir, type BrowserHarness } from './harness.ts';
import { LED_AREA_LIGHT_MODEL } from '../../api/src/db/seedConfigurator.ts';
import { formatMoney } from '@quotecraft/rules/money';

let harness: BrowserHarness;
let quoteId: number;

beforeAll(async () => {
  harness = await startBrowserHarness();
  const quote = await harness.app.services.prisma.quote.findFirstOrThrow({ where: { jobName: 'Halsted Yard Perimeter', type: 1 } });
  quoteId = quote.id;
});
afterAll(async () => harness?.close());

describe('ordering', () => {
  it('a level-1 user places a seeded quote with lines, customer and job fields to the default ERP and sees /ThankYou', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test', { path: `/Checkout/${quoteId}` });
    await page.getByRole('heading', { name: `Checkout: Quote #${quoteId}` }).waitFor();
    await page.getByText('Halsted Yard Perimeter').waitFor();
    await harness.shot(page, 'orders-checkout-1440-light');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/ThankYou?order=*');
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    // The page names the order number.
    await page.getByText(`Order #QC-${String(quoteId).padStart(8, '0')}`).waitFor();
    await page.getByText('Your order was completed successfully.').waitFor();
    await page.getByText('An email confirmation has been sent to the email address provided.').waitFor();
    await harness.shot(page, 'orders-thankyou-1440-light');
    await page.getByRole('link', { name: 'Back to Quotes' }).click();
    await page.waitForURL('**/QuoteDashboard');

    const order = await harness.app.services.prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect([order.type, order.erpOrderNo]).toEqual([2, `QC-${String(quoteId).padStart(8, '0')}`]);

    // the user's own orders list shows it
    await page.goto('/MyOrders/user@acme.test');
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    await page.getByRole('cell', { name: order.erpOrderNo!, exact: true }).waitFor();
    await harness.shot(page, 'orders-myorders-1440-light');
  });

  it('an admin sees the order in All Orders and its status change live when the ERP reports it', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    // the live feed is open once the page has asked for the order status subscription (by its operation name: the web sends persisted ids, not documents)
    // It is matched on any socket the page opens, with no timeout of its own: the test's bounds it.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framesent', (frame) => {
          if (String(frame.payload).includes('OrderStatusListenerSubscription')) resolve();
        }),
      );
    });
    await harness.signIn(page, 'admin@acme.test', { path: '/Orders/1' });
    await page.getByRole('heading', { name: 'All Orders' }).waitFor();
    await page.getByText('Order status updates arrive automatically, without a page refresh.').waitFor();
    const erpOrderNo = `QC-${String(quoteId).padStart(8, '0')}`;
    const row = page.getByRole('row').filter({ hasText: erpOrderNo });
    await row.getByText('Ordered').waitFor();
    await harness.shot(page, 'orders-all-1440-light');
    await subscribed;

    const erp = await harness.app.login('admin@acme.test');
    const response = await harness.app.rest('/api/v1/orderManagement/updateOrderStatus', { erpOrderNo, status: 'S' }, erp);
    expect(response.body.result).toEqual({ id: quoteId, changed: true });
    await page.getByText(`Order #${quoteId} status changed to Stopped`).waitFor();
    await row.getByText('Stopped').waitFor();
    await harness.shot(page, 'orders-all-live-1440-light');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  it('lists, copies and (level 9) deletes orders, at 375 px and in dark mode', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(page, 'super@acme.test', { path: '/Orders/1' });
    await page.getByRole('heading', { name: 'All Orders' }).waitFor();
    await page.getByText('SO-100125').first().waitFor();
    await harness.shot(page, 'orders-all-375-dark');

    const wide = await harness.newPage({ width: 1440, height: 900, colorScheme: 'dark' });
    await harness.signIn(wide.page, 'super@acme.test', { path: '/Orders/1' });
    await wide.page.getByRole('cell', { name: 'SO-100125', exact: true }).waitFor();
    await harness.shot(wide.page, 'orders-all-1440-dark');
    await wide.page.getByRole('button', { name: 'Copy Order #SO-100125' }).click();
    await wide.page.getByText('Copying Order #SO-100125 to a new Quote...').waitFor();
    await wide.page.getByText(/^New Quote #\d+ copied from Order #SO-100125\.$/).waitFor();
    await wide.page.waitForURL(/\/Quote\/\d+$/);

    await wide.page.goto('/Orders/1');
    await wide.page.getByRole('cell', { name: 'SO-100123', exact: true }).waitFor();
    await wide.page.getByRole('button', { name: 'Delete Order #SO-100123' }).click();
    await wide.page.getByRole('cell', { name: 'SO-100123', exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => harness.app.services.prisma.quote.count({ where: { erpOrderNo: 'SO-100123' } })).toBe(0);

    // a level-5 admin has no delete action
    const admin = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(admin.page, 'admin@acme.test', { path: '/Orders/1' });
    await admin.page.getByRole('cell', { name: 'SO-100125', exact: true }).waitFor();
    expect(await admin.page.getByRole('button', { name: /^Delete Order/ }).count()).toBe(0);
  });

  it('shows the empty orders list', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'dealer@acme.test', { path: '/MyOrders/dealer@acme.test' });
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    await page.getByText('No Items Available').first().waitFor();
    await harness.shot(page, 'orders-myorders-empty-1440-light');
  });

  for (const [width, height, colorScheme] of [
    [1440, 900, 'light'],
    [375, 800, 'dark'],
  ] as const) {
    it(`a level-1 user's Orders say which group filters them and clear it there (${width} px, ${colorScheme})`, async () => {
      const { prisma } = harness.app.services;
      const group = await prisma.group.findFirstOrThrow({ where: { name: 'Midwest Dealers' } });
      const user = await prisma.user.update({ where: { username: 'user@acme.test' }, data: { groupId: group.id } });
      const groupOrders = await prisma.quote.count({ where: { type: 2, groupId: group.id } });
      const { page } = await harness.newPage({ width, height, colorScheme });
      if (colorScheme === 'dark') await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
      await harness.signIn(page, 'user@acme.test', { path: '/MyOrders/user@acme.test' });
      await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
      const notice = page.getByRole('status').filter({ hasText: 'Showing the orders of the group Midwest Dealers.' });
      await notice.waitFor();
      await page.getByText('Orders of the group Midwest Dealers. Order status updates arrive automatically, without a page refresh.').waitFor();
      expect(await page.getByText(/Administrators see the orders of all registered users/).count()).toBe(0);
      if (groupOrders === 0) await page.getByText('No orders in the group Midwest Dealers.').first().waitFor();
      await harness.shot(page, `orders-group-filter-${width}-${colorScheme}`);

      await notice.getByRole('button', { name: 'Show only my orders' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.getByText('Your orders. Order status updates arrive automatically, without a page refresh.').waitFor();
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).groupId).toBeNull();
      const ownOrders = await prisma.quote.findMany({ where: { type: 2, createdByUserId: user.id, erpOrderNo: { not: null } } });
      for (const order of ownOrders.slice(0, 1)) await page.getByText(order.erpOrderNo!).first().waitFor();
      await harness.shot(page, `orders-own-${width}-${colorScheme}`);
    });
  }
});

describe('printing', () => {
  it('prints the quote layout and the terms page; the PDF has the terms on its own page', async () => {
    const quote = await harness.app.services.prisma.quote.findFirstOrThrow({ where: { jobName: 'Riverside Commons Parking Lot' } });
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'dealer@acme.test', { path: `/Print/${quote.id}` });
    await page.getByRole('heading', { name: `Quote #${quote.id}` }).waitFor();
    await page.getByText('Quotes are full commission with no discount.').waitFor();
    await page.getByText(/Small order surcharge: orders below \$5,000 USD/).waitFor();
    await harness.shot(page, 'print-screen-1440-light');
    const expiration = new Date(quote.createdAt.getTime() + 60 * 24 * 3600 * 1000);
    const mmddyyyy = `${String(expiration.getMonth() + 1).padStart(2, '0')}/${String(expiration.getDate()).padStart(2, '0')}/${expiration.getFullYear()}`;
    await page.getByText(mmddyyyy).waitFor();

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('header.app-header').isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    await page.getByText('Terms version 2024.10.16').waitFor();
    await harness.shot(page, 'print-media-1440');

    const pdfPath = join(screenshotDir, 'print-quote.pdf');
    await page.pdf({ path: pdfPath, format: 'Letter', printBackground: true });
    if (existsSync('/usr/bin/pdftoppm')) {
      execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, join(screenshotDir, 'print-quote-page')]);
      const pages = readdirSync(screenshotDir).filter((f) => f.startsWith('print-quote-page'));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
      const pagesText = text.split('\f');
      expect(pagesText.findIndex((p) => p.includes('Terms and Conditions'))).toBeGreaterThan(0);
      expect(text).toContain('Terms version 2024.10.16');
      expect(text).toContain('33-1/3%');
      expect(text).not.toContain('Place Order');
    }
  });

  it('prints in dark mode at 375 px and shows a missing quote', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(page, 'dealer@acme.test');
    const quote = await harness.app.services.prisma.quote.findFirstOrThrow({ where: { jobName: 'Riverside Commons Parking Lot' } });
    await page.goto(`/Print/${quote.id}`);
    await page.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    await harness.shot(page, 'print-screen-375-dark');
    await page.goto('/Print/999999');
    await page.getByRole('heading', { name: 'Quote not found.' }).waitFor();
    await harness.shot(page, 'print-missing-375-dark');
  });
});

describe('internal documents', () => {
  it('shows the dealer cost and margin of the lines and the communications', async () => {
    const quote = await harness.app.services.prisma.quote.findFirstOrThrow({ where: { jobName: 'Riverside Commons Parking Lot' } });
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'dealer@acme.test', { path: `/DealerQuote/${quote.id}` });
    await page.getByRole('heading', { name: `Internal Documents: Quote #${quote.id}` }).waitFor();
    await page.getByRole('columnheader', { name: 'Unit Cost' }).waitFor();
    await page.getByText('Customer asked for dark bronze on all poles and heads.').waitFor();
    expect(await page.getByText('%').count()).toBeGreaterThan(0);
    await harness.shot(page, 'dealer-quote-1440-light');
    const small = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(small.page, 'dealer@acme.test', { path: `/DealerQuote/${quote.id}` });
    await small.page.getByRole('heading', { name: 'Communications' }).waitFor();
    await harness.shot(small.page, 'dealer-quote-375-dark');
  });
});

describe('re-pricing at order time', () => {
  it('stops an order whose configured line the model now prices differently, with the message and a Reconfigure button', async () => {
    const app = harness.app;
    const prisma = app.services.prisma;
    const led = await prisma.product.findFirstOrThrow({ where: { pid: 1, productNumber: 'ALX-AREA' } });
    const token = await app.login('user@acme.test');
    const started = await app.rest('/api/v1/configurator/start', { productId: led.id, quoteId: 'new' }, token);
    const finished = await app.rest('/api/v1/configurator/finish', { sessionId: started.body.result.prepare.SessionId, username: 'user@acme.test' }, token);
    const quoteId = finished.body.result.quoteId as number;
    await prisma.quote.update({ where: { id: quoteId }, data: { jobName: 'Depot lot', specifier: 'R. Lee', specifierLocation: 'Chicago, IL' } });
    const line = await prisma.quoteLine.findFirstOrThrow({ where: { quoteId } });

    const admin = await app.login('admin@acme.test');
    const saveModel = (doc: object) =>
      app.gql('mutation($id: Int!, $doc: JSON!) { updateConfiguratorModel(rowId: $id, document: $doc) { latestVersion } }', { id: led.configuratorModelId, doc }, admin);
    expect((await saveModel({ ...LED_AREA_LIGHT_MODEL, basePrice: 700 })).errors).toBeUndefined();
    try {
      const current = (await app.gql('query($id: Int!) { configurationCheck(lineId: $id) { currentPrice } }', { id: line.id }, token)).data.configurationCheck.currentPrice;
      const message = `Line 1 (${line.partNumber}) is priced at ${formatMoney(current)} by the current configurator model (quoted at ${formatMoney(line.price)}). Reconfigure it before placing the order.`;
      for (const [viewport, colorScheme, name] of [
        [{ width: 1440, height: 900 }, 'light', 'orders-repriced-stop-1440-light'],
        [{ width: 375, height: 800 }, 'dark', 'orders-repriced-stop-375-dark'],
      ] as const) {
        const { page } = await harness.newPage({ ...viewport, colorScheme });
        await harness.signIn(page, 'user@acme.test', { path: `/Quote/${quoteId}` });
        await page.getByRole('heading', { name: `Quote #${quoteId}` }).waitFor();
        await page.getByRole('tab', { name: /Summary/ }).click();
        await page.getByRole('button', { name: 'Place Order' }).click();
        const stop = page.getByRole('alert', { name: 'Order stopped' });
        await stop.getByText(message).waitFor();
        await harness.shot(page, name);
        expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).type).toBe(1);
        await stop.getByRole('link', { name: 'Reconfigure Line 1' }).click();
        await page.waitForURL((url) => url.pathname === `/Configurator/${led.id}/${quoteId}/${quoteId}_1` && url.searchParams.get('LineId') === String(line.id));
        await page.getByTestId('total-price').filter({ hasText: current.replace(/\B(?=(\d{3})+(?!\d))/g, ',') }).waitFor();
      }
    } finally {
      await saveModel(LED_AREA_LIGHT_MODEL);
    }
  });
});
