import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../api/src/payments/fakeStripe.ts';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

const SECRET = 'sk_test_browser_fake_key';
let stripe: FakeStripe;
let harness: BrowserHarness;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET);
  harness = await startBrowserHarness({ config: { stripeSecretKey: SECRET, stripeWebhookSecret: 'whsec_browser', stripeApiBase: stripe.url } });
});
afterAll(async () => {
  await harness?.close();
  await stripe?.close();
});

describe('card checkout', () => {
  it('a card checkout user pays the quote total by card and the quote becomes an order', async () => {
    const prisma = harness.app.services.prisma;
    const request = await prisma.quote.findFirstOrThrow({ where: { jobName: 'Driveway lighting', type: 3 } });
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'public@acme.test');
    await page.goto(`/Checkout/${request.id}`);
    const card = page.getByLabel('Card number');
    await card.waitFor();
    await page.getByText('Total: $1,740.50').first().waitFor();

    // the job-field checks run first, before any payment
    await card.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByText('You must provide a specifier on the Quote Summary before placing an Order.').waitFor();
    expect(stripe.requests).toHaveLength(0);

    await prisma.quote.update({ where: { id: request.id }, data: { specifier: 'Self', specifierLocation: 'Madison, WI' } });
    await page.reload();
    await harness.shot(page, 'orders-checkout-loading-1440-light');
    await page.getByLabel('Card number').waitFor();
    await page.getByText('Madison, WI').waitFor();
    await harness.shot(page, 'orders-checkout-card-1440-light');

    // a declined card leaves the quote as it was and the form usable
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect.poll(() => stripe.requests.length).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Checkout' }).isEnabled()).toBe(true);
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: request.id } })).type).toBe(3);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/ThankYou');
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    const order = await prisma.quote.findUniqueOrThrow({ where: { id: request.id } });
    expect(order.type).toBe(2);
    expect(order.paymentIntentId).toMatch(/^pi_/);
    const charge = stripe.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(charge.form.amount).toBe('174050');
    expect(charge.form.payment_method).toBe('pm_card_visa');
  });
});
