import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeStripe, type FakeStripe } from '../../api/src/test/fakeStripe.ts';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';
import { cardField, routeStripe } from './stripe.ts';

// Level 0 (and visitors, who become level 0 by saving) from the catalog to a paid order. Card
// payment runs offline (./stripe.ts): Stripe.js is the stand-in script and Stripe's API the local
// fake, which sends its signed webhook to the app.

const SECRET = 'sk_test_level0_fake_key';
const PUBLISHABLE = 'pk_test_level0_fake_key';
const WEBHOOK_SECRET = 'whsec_level0';

let stripe: FakeStripe;
let harness: BrowserHarness;
let ledId: number;
let poleId: number;

const prisma = () => harness.app.services.prisma;


async function waitForPrice(page: Page, text: string) {
  await page.getByTestId('total-price').filter({ hasText: text }).waitFor();
}

/** The product card of the catalog grid named `name`. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET, { publishableKey: PUBLISHABLE });
  harness = await startBrowserHarness({
    config: { stripeSecretKey: SECRET, stripePublishableKey: PUBLISHABLE, stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: stripe.url },
  });
  stripe.sendWebhooksTo(`${harness.app.url}/api/v1/paymentManagement/webhook`, WEBHOOK_SECRET);
  const acme = await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  ledId = (await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'ALX-AREA' } })).id;
  poleId = (await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'POLE-SQ' } })).id;
});
afterAll(async () => {
  await harness?.close();
  await stripe?.close();
});

describe('Finish saves what the configurator shows', () => {
  it('refuses Finish while the typed height is refused, with the message under the field, and saves the height on screen once valid', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test');
    const user = await prisma().user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    const quotesBefore = await prisma().quote.count({ where: { createdByUserId: user.id } });
    await page.goto(`/Configurator/${poleId}/new/new_1`);
    await page.getByRole('heading', { name: 'Shaft', level: 1 }).waitFor();
    const height = page.getByLabel(/Height \(ft\)/);
    await height.fill('45');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    // The server's refusal and the screen's rule read the same, under the field.
    await page.getByText('This field can be no larger than 39').first().waitFor();
    expect(await height.getAttribute('aria-invalid')).toBe('true');
    await harness.shot(page, 'configurator-refused-height-1440');
    // Pressing Finish again still refuses: nothing is saved with the previous height.
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.getByText('This field can be no larger than 39').first().waitFor();
    expect(page.url()).toContain('/Configurator/');
    expect(await prisma().quote.count({ where: { createdByUserId: user.id } })).toBe(quotesBefore);

    await height.fill('22 1/2');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/\/Quote\/\d+$/);
    const quoteId = Number(new URL(page.url()).pathname.split('/').pop());
    const line = await prisma().quoteLine.findFirstOrThrow({ where: { quoteId } });
    expect(line.partNumber).toMatch(/^SSS-22 1\/2-/);
  });
});

describe('the catalog for visitors', () => {
  it('offers Add To Quote (asking to sign in) for fixed-price products and Configure for configurable ones, and creates no quote request before a save', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    const quotesBefore = await prisma().quote.count();
    await page.goto('/Catalog');
    const photocell = card(page, 'Photocell Sensor 120-277V');
    await photocell.waitFor();
    expect(await photocell.getByRole('button', { name: 'Configure' }).count()).toBe(0);
    await photocell.getByRole('button', { name: 'Add To Quote' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in to add to a quote' });
    await signIn.getByText('Please sign in to add Photocell Sensor 120-277V to a quote.').waitFor();
    expect(await page.locator('.alert--failure').count()).toBe(0);
    await harness.shot(page, 'catalog-visitor-sign-in-1440');
    await signIn.getByRole('button', { name: 'Cancel' }).click();

    // The preview of a fixed-price product: Add To Quote, never Configure.
    await photocell.getByRole('button', { name: 'Photocell Sensor 120-277V', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Photocell Sensor 120-277V' });
    await preview.getByRole('button', { name: 'Add To Quote' }).waitFor();
    expect(await preview.getByRole('button', { name: 'Configure' }).count()).toBe(0);
    await preview.getByRole('button', { name: 'Close' }).first().click();

    // A configurable product's preview offers Configure; it opens the configurator with no quote.
    await card(page, 'Square Steel Pole').getByRole('button', { name: 'Square Steel Pole', exact: true }).click();
    await page.getByRole('dialog', { name: 'Square Steel Pole' }).getByRole('button', { name: 'Configure' }).click();
    await page.waitForURL(`**/Configurator/${poleId}/new/new_1**`);
    await waitForPrice(page, '613.00');
    expect(await prisma().quote.count()).toBe(quotesBefore);
  });
});

describe('level 0 from the catalog to checkout', () => {
  it('a visitor configures, saves with an email, lands on the new quote request, adds a second configured line from inside it, pays at checkout and sees ThankYou', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await routeStripe(page, stripe);
    const quotesBefore = await prisma().quote.count();
    await page.goto('/Catalog');
    await card(page, 'LED Area Light').getByRole('button', { name: 'Configure' }).click();
    await page.waitForURL(`**/Configurator/${ledId}/new/new_1**`);
    await waitForPrice(page, '869.00');
    expect(await prisma().quote.count()).toBe(quotesBefore);

    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    const save = page.getByRole('dialog', { name: 'Save your configuration' });
    await save.getByText('Please enter your email to save your configuration.').waitFor();
    await save.getByLabel('Email').fill('new-visitor@example.test');
    await save.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/Quote\/\d+$/);
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText(`Your configuration is saved on Quote Request #${requestId}.`).waitFor();
    await page.getByRole('heading', { name: `Quote Request #${requestId}` }).waitFor();
    await harness.shot(page, 'level0-saved-request-1440');
    const owner = await prisma().user.findUniqueOrThrow({ where: { username: 'new-visitor@example.test' } });
    const request = await prisma().quote.findUniqueOrThrow({ where: { id: requestId } });
    expect(request).toMatchObject({ type: 3, createdByUserId: owner.id, lineCount: 1 });
    expect(await prisma().quote.count()).toBe(quotesBefore + 1);

    // Configuring from inside the open request adds the line to it.
    await page.getByRole('button', { name: 'Catalog', exact: true }).click();
    const catalog = page.getByRole('dialog', { name: 'Product Catalog' });
    await catalog.getByRole('article', { name: 'Square Steel Pole' }).getByRole('button', { name: 'Configure' }).click();
    await page.waitForURL(`**/Configurator/${poleId}/${requestId}/${requestId}_2**`);
    await waitForPrice(page, '613.00');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(`**/Quote/${requestId}`);
    await expect.poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id: requestId } })).lineCount).toBe(2);
    expect(await prisma().quote.count()).toBe(quotesBefore + 1);

    // Summary: the job fields the checkout checks, and the way to checkout.
    await page.getByRole('tab', { name: 'Summary' }).click();
    await page.getByLabel(/Job Name/).fill('Backyard lights');
    await page.getByLabel(/^Specifier\s*\*?$/).fill('Self');
    await page.getByLabel(/Specifier Location/).fill('Madison, WI');
    await page.getByLabel(/Job Name/).click();
    await expect.poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id: requestId } })).specifierLocation).toBe('Madison, WI');
    await harness.shot(page, 'level0-request-summary-1440');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(`**/Checkout/${requestId}`);
    await page.getByRole('heading', { name: new RegExp(`Checkout: Quote Request #${requestId}`) }).waitFor();
    const review = page.getByRole('region', { name: 'Order review' });
    await review.getByText('Backyard lights').waitFor();
    await review.getByText('Total: $1,482.00').first().waitFor();
    await cardField(page).waitFor();
    await harness.shot(page, 'level0-checkout-1440');

    // Paid by card: Stripe's webhook places the order, and ThankYou names it.
    await cardField(page).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`**/ThankYou?quoteId=${requestId}`);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await expect.poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id: requestId } })).type).toBe(2);
    const order = await prisma().quote.findUniqueOrThrow({ where: { id: requestId } });
    expect(order.totalCost.toFixed(2)).toBe('1482.00');
    await page.getByText(`Order #${order.erpOrderNo}`).waitFor();
    await harness.shot(page, 'level0-thank-you-1440');
  });

  it('a level-0 user configures from the catalog, lands on the new request with a confirmation and reaches checkout from its Summary, on a phone and in dark mode', async () => {
    const { page } = await harness.newPage({ width: 375, height: 812, colorScheme: 'dark' });
    await routeStripe(page, stripe);
    await harness.signIn(page, 'public@acme.test');
    const owner = await prisma().user.findUniqueOrThrow({ where: { username: 'public@acme.test' } });
    const before = await prisma().quote.count({ where: { createdByUserId: owner.id } });
    await page.goto('/Catalog');
    await card(page, 'Square Steel Pole').getByRole('button', { name: 'Configure' }).click();
    await page.waitForURL(`**/Configurator/${poleId}/new/new_1**`);
    expect(await prisma().quote.count({ where: { createdByUserId: owner.id } })).toBe(before);
    await waitForPrice(page, '613.00');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/\/Quote\/\d+$/);
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText(`Your configuration is saved on Quote Request #${requestId}.`).waitFor();
    expect(await prisma().quote.count({ where: { createdByUserId: owner.id } })).toBe(before + 1);
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: requestId } })).type).toBe(3);
    await harness.shot(page, 'level0-saved-request-375-dark');
    await page.getByRole('tab', { name: 'Summary' }).click();
    await page.getByRole('link', { name: 'Checkout' }).waitFor();
    await harness.shot(page, 'level0-request-summary-375-dark');
    // Checkout runs the order checks first: the job fields are still empty.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByText('You must provide a job name on the Quote Summary before placing an Order.').first().waitFor();
    expect(page.url()).toMatch(new RegExp(`/Quote/${requestId}$`));
    await page.getByLabel(/Job Name/).fill('Garden');
    await page.getByLabel(/^Specifier\s*\*?$/).fill('Self');
    await page.getByLabel(/Specifier Location/).fill('Madison, WI');
    await page.getByLabel(/Job Name/).click();
    await expect.poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id: requestId } })).specifierLocation).toBe('Madison, WI');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(`**/Checkout/${requestId}`);
    await page.getByRole('region', { name: 'Order review' }).waitFor();
    await harness.shot(page, 'level0-checkout-375-dark');
  });
});
