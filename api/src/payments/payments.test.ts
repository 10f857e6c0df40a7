import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from '../orders/testHelpers.ts';
import { startFakeStripe, type FakeStripe } from './fakeStripe.ts';

const SECRET = 'sk_test_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_test_fake_secret';
const PLACE = `mutation ($id: Int!) { placeOrder(id: $id) { rowId type erpOrderNo } }`;
const PAY = `mutation ($quoteId: Int!, $amount: Int!, $pm: String!) { payForQuote(quoteId: $quoteId, amount: $amount, paymentMethodId: $pm) { paymentIntentId status amount } }`;

describe('card checkout through the Stripe SDK against a local fake of the Stripe API', () => {
  let app: TestApp;
  let stripe: FakeStripe;
  let payer: string;
  let orderUser: string;
  let otherPlatform: string;

  beforeAll(async () => {
    stripe = await startFakeStripe(SECRET);
    app = await startTestApp({ config: { stripeSecretKey: SECRET, stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: stripe.url } });
    [payer, orderUser, otherPlatform] = await Promise.all([app.login('public@acme.test'), app.login('user@acme.test'), app.login('user@borealis.test')]);
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });

  it('charges the total in cents with an idempotency key per quote, then places the order without an ERP ID', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const cents = Number(quote.totalCost.toFixed(2).replace('.', ''));
    expect((await app.gql(`{ cardPaymentConfigured }`)).data.cardPaymentConfigured).toBe(true);

    // no order before the payment is confirmed
    expect((await app.gql(PLACE, { id: quote.id }, payer)).errors?.[0]?.message).toBe('The card payment has not been confirmed.');

    const wrong = await app.rest('/api/v1/paymentManagement/payment', { amount: cents - 1, id: 'pm_card_visa', quoteId: quote.id }, payer);
    expect(wrong.body).toMatchObject({ success: false, error: 'The payment amount does not match the quote total.', field: 'amount' });

    const declined = await app.gql(PAY, { quoteId: quote.id, amount: cents, pm: 'pm_card_chargeDeclined' }, payer);
    expect(declined.errors?.[0]?.message).toBe('Your card was declined.');

    const paid = await app.rest('/api/v1/paymentManagement/payment', { amount: cents, id: 'pm_card_visa', quoteId: quote.id }, payer);
    expect(paid.body.result).toMatchObject({ status: 'succeeded', amount: cents });
    const create = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)!;
    expect(create.form).toMatchObject({ amount: String(cents), currency: 'usd', payment_method: 'pm_card_visa', confirm: 'true', 'metadata[quoteId]': String(quote.id) });
    // derived from the quote and its revision (lines, prices, total), and the card
    expect(create.idempotencyKey).toMatch(new RegExp(`^quote-${quote.id}-[0-9a-f]{16}-[0-9a-f]{16}$`));

    // a retried payment replays the same intent instead of charging twice
    const retried = await app.gql(PAY, { quoteId: quote.id, amount: cents, pm: 'pm_card_visa' }, payer);
    expect(retried.data.payForQuote.paymentIntentId).toBe(paid.body.result.paymentIntentId);
    expect([...stripe.intents.values()].filter((i) => i.status === 'succeeded' && (i.metadata as any).quoteId === String(quote.id))).toHaveLength(1);

    const placed = await app.gql(PLACE, { id: quote.id }, payer);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.type).toBe(2);
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${paid.body.result.paymentIntentId}`)).toBe(true);
  });

  it('refuses card payment to users without card checkout, to other platforms, and on a changed total', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'user@acme.test');
    const cents = Number(quote.totalCost.toFixed(2).replace('.', ''));
    expect((await app.gql(PAY, { quoteId: quote.id, amount: cents, pm: 'pm_card_visa' }, orderUser)).errors?.[0]?.message).toBe('Card checkout is not enabled for this user.');
    const mine = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    expect((await app.rest('/api/v1/paymentManagement/payment', { amount: 100, id: 'pm_card_visa', quoteId: mine.id }, otherPlatform)).body.error).toBe('Quote not found.');
    expect((await app.rest('/api/v1/paymentManagement/payment', { amount: 100, id: 'pm_card_visa', quoteId: mine.id }, null)).status).toBe(401);

    const myCents = Number(mine.totalCost.toFixed(2).replace('.', ''));
    await app.gql(PAY, { quoteId: mine.id, amount: myCents, pm: 'pm_card_visa' }, payer);
    await app.services.prisma.quote.update({ where: { id: mine.id }, data: { totalCost: mine.totalCost.plus(10) } });
    expect((await app.gql(PLACE, { id: mine.id }, payer)).errors?.[0]?.message).toBe('The card payment does not match the quote total.');
    expect((await app.services.prisma.quote.findUniqueOrThrow({ where: { id: mine.id } })).type).toBe(3);
  });

  it('refuses to place an order on a PaymentIntent of another amount, currency or quote', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const other = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const cents = Number(quote.totalCost.toFixed(2).replace('.', ''));
    const sdk = new Stripe(SECRET, { host: '127.0.0.1', port: Number(new URL(stripe.url).port), protocol: 'http' });
    const intent = (amount: number, currency: string, quoteId: number) =>
      sdk.paymentIntents.create({ amount, currency, payment_method: 'pm_card_visa', confirm: true, metadata: { quoteId: String(quoteId), pid: String(quote.pid) } });
    const placeWith = async (paymentIntentId: string | null) => {
      // as a payment_intent.succeeded webhook would remember it
      await app.services.prisma.quote.update({ where: { id: quote.id }, data: { paymentIntentId } });
      return (await app.gql(PLACE, { id: quote.id }, payer)).errors?.[0]?.message;
    };
    expect(await placeWith((await intent(cents - 100, 'usd', quote.id)).id)).toBe('The card payment does not match the quote total.');
    expect(await placeWith((await intent(cents, 'cad', quote.id)).id)).toBe('The card payment does not match the quote total.');
    expect(await placeWith((await intent(cents, 'usd', other.id)).id)).toBe('The card payment does not belong to this quote.');
    expect((await app.services.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).type).toBe(3);
    expect(await placeWith(null)).toBe('The card payment has not been confirmed.');
    const right = await intent(cents, 'usd', quote.id);
    await app.services.prisma.quote.update({ where: { id: quote.id }, data: { paymentIntentId: right.id } });
    const ordered = await app.gql(PLACE, { id: quote.id }, payer);
    expect(ordered.errors).toBeUndefined();
    expect(ordered.data.placeOrder.type).toBe(2);
  });

  it('replays a repeated Idempotency-Key as Stripe does, and refuses it with other parameters', async () => {
    const sdk = new Stripe(SECRET, { host: '127.0.0.1', port: Number(new URL(stripe.url).port), protocol: 'http' });
    const params = { amount: 1234, currency: 'usd', payment_method: 'pm_card_visa', confirm: true };
    const first = await sdk.paymentIntents.create(params, { idempotencyKey: 'quote-test-replay' });
    const again = await sdk.paymentIntents.create(params, { idempotencyKey: 'quote-test-replay' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(sdk.paymentIntents.create({ ...params, amount: 999 }, { idempotencyKey: 'quote-test-replay' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('checks webhook signatures on the raw body and handles each event once', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const event = {
      id: 'evt_test_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_from_webhook', object: 'payment_intent', status: 'succeeded', metadata: { quoteId: String(quote.id), pid: String(quote.pid) } } },
    };
    const payload = JSON.stringify(event, null, 2);
    const post = (body: string, signature: string) =>
      fetch(`${app.url}/api/v1/paymentManagement/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    const sign = (body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });

    expect((await post(payload, 't=1,v1=deadbeef')).status).toBe(400);
    // the same JSON re-serialized is not what was signed
    expect((await post(JSON.stringify(event), sign(payload))).status).toBe(400);
    const first = await post(payload, sign(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const again = await post(payload, sign(payload));
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await app.services.prisma.paymentEvent.count({ where: { id: 'evt_test_1' } })).toBe(1);
    expect((await app.services.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).paymentIntentId).toBe('pi_from_webhook');
    expect(await app.services.prisma.communication.count({ where: { quoteId: quote.id, subject: 'Card payment received' } })).toBe(1);
  });
});

describe('card checkout without Stripe keys', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ config: { stripeSecretKey: undefined, stripeWebhookSecret: undefined } });
  });
  afterAll(async () => app?.close());

  it('says card payment is not configured', async () => {
    const payer = await app.login('public@acme.test');
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const cents = Number(quote.totalCost.toFixed(2).replace('.', ''));
    expect((await app.gql(`{ cardPaymentConfigured }`)).data.cardPaymentConfigured).toBe(false);
    expect((await app.rest('/api/v1/paymentManagement/payment', { amount: cents, id: 'pm_card_visa', quoteId: quote.id }, payer)).body.error).toBe('Card payment is not configured.');
    const hook = await fetch(`${app.url}/api/v1/paymentManagement/webhook`, { method: 'POST', body: '{}' });
    expect(hook.status).toBe(409);
  });
});
