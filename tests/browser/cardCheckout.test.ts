import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeStripe, type FakeStripe } from '../../api/src/test/fakeStripe.ts';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';
import { cardField, routeStripe } from './stripe.ts';

// Card checkout with Stripe's Payment Element, offline (./stripe.ts): the Stripe.js stand-in at the
// network edge, the local fake of the Stripe API behind it, its signed webhooks to the app.

const SECRET = 'sk_test_browser_fake_key';
const PUBLISHABLE = 'pk_test_browser_fake_key';
const WEBHOOK_SECRET = 'whsec_browser';

let stripe: FakeStripe;
let harness: BrowserHarness;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET, { publishableKey: PUBLISHABLE });
  harness = await startBrowserHarness({
    config: { stripeSecretKey: SECRET, stripePublishableKey: PUBLISHABLE, stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: stripe.url },
  });
  stripe.sendWebhooksTo(`${harness.app.url}/api/v1/paymentManagement/webhook`, WEBHOOK_SECRET);
});
afterAll(async () => {
  await harness?.close();
  await stripe?.close();
});

/** A level-0 quote request of the payer, made through the API as the app's own screens make it. */
async function quoteRequest(token: string, job: { jobName: string; specifier?: string; specifierLocation: string }) {
  const { prisma } = harness.app.services;
  const product = await prisma.product.findFirstOrThrow({ where: { productNumber: 'PC-120277', platform: { name: 'Acme Lighting' } } });
  const created = await harness.app.gql(`mutation { createQuote(input: {}) { rowId type } }`, {}, token);
  const quoteId = created.data.createQuote.rowId as number;
  expect(created.data.createQuote.type).toBe(3);
  const added = await harness.app.gql(`mutation ($q: Int!, $p: Int!) { addProductToQuote(quoteId: $q, productId: $p, quantity: 3) { __typename } }`, { q: quoteId, p: product.id }, token);
  expect(added.errors).toBeUndefined();
  const updated = await harness.app.gql(`mutation ($id: Int!, $input: UpdateQuoteInput!) { updateQuote(id: $id, input: $input) { rowId } }`, { id: quoteId, input: job }, token);
  expect(updated.errors).toBeUndefined();
  return prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
}

const money = (total: { toFixed(digits: number): string }) => `$${Number(total.toFixed(2)).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('card checkout with the Payment Element', () => {
  it('a level-0 payer goes from the catalog to a paid order: configure, save, Summary, Checkout, the Payment Element, the webhook, ThankYou', async () => {
    const { prisma } = harness.app.services;
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await routeStripe(page, stripe);
    await harness.signIn(page, 'public@acme.test');

    // catalog → configurator → Finish saves a new quote request
    await page.goto('/Catalog');
    await page.getByRole('article', { name: 'Square Steel Pole' }).getByRole('button', { name: 'Configure' }).click();
    await page.waitForURL(/\/Configurator\//);
    await page.getByTestId('total-price').filter({ hasText: '613.00' }).waitFor();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/\/Quote\/\d+$/);
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());
    const request = await prisma.quote.findUniqueOrThrow({ where: { id: requestId } });
    expect(request).toMatchObject({ type: 3, lineCount: 1 });

    // Summary: job name and location, but no specifier yet
    await page.getByRole('tab', { name: 'Summary' }).click();
    await page.getByLabel(/Job Name/).fill('Carport lighting');
    await page.getByLabel(/Specifier Location/).fill('Madison, WI');
    await page.getByLabel(/Job Name/).click();
    await expect.poll(async () => (await prisma.quote.findUniqueOrThrow({ where: { id: requestId } })).specifierLocation).toBe('Madison, WI');
    // the order checks first, at the Summary's Checkout link: nothing is prepared at Stripe for a
    // quote that could not be ordered
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByText('You must provide a specifier on the Quote Summary before placing an Order.').first().waitFor();
    expect(page.url()).toMatch(new RegExp(`/Quote/${requestId}$`));
    expect(stripe.requests.filter((r) => r.path.startsWith('/v1/payment_intents'))).toHaveLength(0);

    await page.getByLabel(/^Specifier\s*\*?$/).fill('Self');
    await page.getByLabel(/Job Name/).click();
    await expect.poll(async () => (await prisma.quote.findUniqueOrThrow({ where: { id: requestId } })).specifier).toBe('Self');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(`**/Checkout/${requestId}`);
    await cardField(page).waitFor();
    const intentId = (await prisma.quote.findUniqueOrThrow({ where: { id: requestId } })).paymentIntentId!;
    expect(stripe.intents.get(intentId)).toMatchObject({ amount: Number(request.totalCost.toFixed(2).replace('.', '')), currency: 'usd' });
    await harness.shot(page, 'orders-checkout-card-1440-light');

    // a declined card: Stripe's message, the quote as it was, the form usable again
    await cardField(page).fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Checkout' }).isEnabled()).toBe(true);
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: requestId } })).type).toBe(3);

    await cardField(page).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(`**/ThankYou?quoteId=${requestId}`);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    const order = await prisma.quote.findUniqueOrThrow({ where: { id: requestId } });
    expect(order).toMatchObject({ type: 2, paymentIntentId: intentId });
    await page.getByText(`Order #${order.erpOrderNo}`).waitFor();
    await page.getByText('Your order was completed successfully.').waitFor();
    expect(stripe.deliveries.filter((d) => d.event.type === 'payment_intent.succeeded')).toMatchObject([{ status: 200 }]);
    await harness.shot(page, 'orders-thank-you-card-1440-light');
  });

  it('ThankYou shows the payment as processing until the webhook has landed, then the order', async () => {
    const { prisma } = harness.app.services;
    const token = await harness.app.login('public@acme.test');
    const quote = await quoteRequest(token, { jobName: 'Gate lights', specifier: 'Self', specifierLocation: 'Verona, WI' });
    const prepared = await harness.app.gql(`mutation ($q: Int!) { prepareCardPayment(quoteId: $q) { paymentIntentId } }`, { q: quote.id }, token);
    const intentId = prepared.data.prepareCardPayment.paymentIntentId as string;
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await routeStripe(page, stripe);
    await harness.signIn(page, 'public@acme.test', { path: `/Checkout/${quote.id}` });
    await cardField(page).waitFor();
    await harness.shot(page, 'orders-checkout-payment-element-375-dark');

    // paid at Stripe, but its webhook has not come yet
    const intent = stripe.intents.get(intentId)!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    await page.goto(`/ThankYou?quoteId=${quote.id}`);
    await page.getByRole('heading', { name: 'Processing your payment' }).waitFor();
    await harness.shot(page, 'orders-thank-you-processing-375-dark');
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).type).toBe(3);

    const event = { id: 'evt_browser_late', object: 'event', type: 'payment_intent.succeeded', data: { object: structuredClone(intent) } };
    expect((await stripe.deliver(event)).status).toBe(200);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    const order = await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    await page.getByText(`Order #${order.erpOrderNo}`).waitFor();
    await harness.shot(page, 'orders-thank-you-card-375-dark');
  });
});
