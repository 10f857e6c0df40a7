import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

// The app started without Stripe keys, with the built-in test payment provider (as `npm start` runs
// in development): a level-0 payer checks out with Stripe's test cards through the app's own form,
// and nothing is fetched from Stripe or any other site.

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness({ config: { paymentProvider: 'test' } });
});
afterAll(async () => harness?.close());

/** A level-0 quote request of the payer, ready to order, made through the API as the app's screens make it. */
async function quoteRequest(token: string, jobName: string) {
  const { prisma } = harness.app.services;
  const product = await prisma.product.findFirstOrThrow({ where: { productNumber: 'PC-120277', platform: { name: 'Acme Lighting' } } });
  const created = await harness.app.gql(`mutation { createQuote(input: {}) { rowId } }`, {}, token);
  const quoteId = created.data.createQuote.rowId as number;
  await harness.app.gql(`mutation ($q: Int!, $p: Int!) { addProductToQuote(quoteId: $q, productId: $p, quantity: 2) { __typename } }`, { q: quoteId, p: product.id }, token);
  const updated = await harness.app.gql(`mutation ($id: Int!, $input: UpdateQuoteInput!) { updateQuote(id: $id, input: $input) { rowId } }`, {
    id: quoteId,
    input: { jobName, specifier: 'Self', specifierLocation: 'Madison, WI' },
  }, token);
  expect(updated.errors).toBeUndefined();
  return quoteId;
}

/** Every request the page makes off this machine is refused and remembered. */
async function offline(page: Page) {
  const outside: string[] = [];
  await page.route(/^(?!https?:\/\/127\.0\.0\.1[:/]).*/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  return outside;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Checkout' }).click();
}

describe('card checkout with the test payment provider', () => {
  it('a level-0 payer is declined with 4000 0000 0000 0002, then pays with 4242 4242 4242 4242 and sees the order', async () => {
    const { prisma } = harness.app.services;
    const token = await harness.app.login('public@acme.test');
    const quoteId = await quoteRequest(token, 'Test card lighting');
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    const outside = await offline(page);
    await harness.signIn(page, 'public@acme.test');

    await page.goto(`/Checkout/${quoteId}`);
    await page.getByText('Test payments: no card is charged').waitFor();
    await harness.shot(page, 'orders-checkout-test-provider-1440-light');

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).type).toBe(3);
    await expect.poll(() => page.getByRole('button', { name: 'Checkout' }).isEnabled()).toBe(true);

    await fillCard(page, '4242 4242 4242 4242');
    await page.waitForURL(`**/ThankYou?quoteId=${quoteId}`);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await expect.poll(async () => (await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).type).toBe(2);
    const order = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
    await page.getByText(`Order #${order.erpOrderNo}`).waitFor();
    await expect.poll(() => prisma.paymentEvent.findMany({ where: { quoteId }, orderBy: { receivedAt: 'asc' }, select: { type: true, outcome: true } })).toEqual([
      { type: 'payment_intent.payment_failed', outcome: 'failed' },
      { type: 'payment_intent.succeeded', outcome: 'placed' },
    ]);
    expect(outside).toEqual([]);
  });

  it('4000 0000 0000 3220 asks for authentication: completing it pays', async () => {
    const { prisma } = harness.app.services;
    const token = await harness.app.login('public@acme.test');
    const quoteId = await quoteRequest(token, 'Authenticated lighting');
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await offline(page);
    await harness.signIn(page, 'public@acme.test', { path: `/Checkout/${quoteId}` });
    await fillCard(page, '4000 0000 0000 3220');
    const step = page.getByRole('region', { name: 'Authenticate the payment' });
    await step.waitFor();
    await harness.shot(page, 'orders-checkout-test-authentication-375-dark');
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).type).toBe(3);
    await step.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(`**/ThankYou?quoteId=${quoteId}`);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await expect.poll(async () => (await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).type).toBe(2);
  });
});
