import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';
import { recomputeQuoteTotals } from '../documents/totals.ts';
import { startFakeStripe, type FakeStripe } from '../test/fakeStripe.ts';

const SECRET = 'sk_test_fake_0123456789';
const PUBLISHABLE = 'pk_test_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_test_fake_secret';
const PLACE = `mutation ($id: Int!) { placeOrder(id: $id) { rowId type erpOrderNo } }`;
const PAY = `mutation ($quoteId: Int!, $amount: Int!, $pm: String!) { payForQuote(quoteId: $quoteId, amount: $amount, paymentMethodId: $pm) { paymentIntentId status amount } }`;
const PREPARE = `mutation ($quoteId: Int!, $amount: Int) { prepareCardPayment(quoteId: $quoteId, amount: $amount) { quoteId paymentIntentId clientSecret publishableKey status amount } }`;
const STATE = `query ($quoteId: Int!) { cardCheckout(quoteId: $quoteId) { status orderNumber message } }`;

const centsOf = (quote: { totalCost: { toFixed(digits: number): string } }) => Number(quote.totalCost.toFixed(2).replace('.', ''));

describe('card checkout through the Stripe SDK against a local fake of the Stripe API', () => {
  let app: TestApp;
  let stripe: FakeStripe;
  let payer: string;
  let orderUser: string;
  let otherPlatform: string;
  let admin: string;

  beforeAll(async () => {
    stripe = await startFakeStripe(SECRET, { publishableKey: PUBLISHABLE });
    app = await startTestApp({ config: { stripeSecretKey: SECRET, stripePublishableKey: PUBLISHABLE, stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: stripe.url } });
    stripe.sendWebhooksTo(`${app.url}/api/v1/paymentManagement/webhook`, WEBHOOK_SECRET);
    [payer, orderUser, otherPlatform, admin] = await Promise.all([
      app.login('public@acme.test'),
      app.login('user@acme.test'),
      app.login('user@borealis.test'),
      app.login('admin@acme.test'),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });

  /** What Stripe.js does in the payer's browser: confirms the PaymentIntent with the publishable key and its client secret. */
  const confirmInBrowser = async (clientSecret: string, cardNumber: string) => {
    const id = clientSecret.split('_secret_')[0]!;
    const body = new URLSearchParams({ key: PUBLISHABLE, client_secret: clientSecret, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': cardNumber });
    const response = await fetch(`${stripe.url}/v1/payment_intents/${id}/confirm`, { method: 'POST', body });
    await stripe.settled();
    // and the webhook's processing job has run
    await app.jobsDone();
    return { status: response.status, body: await response.json() };
  };
  const quoteRow = (id: number) => app.services.prisma.quote.findUniqueOrThrow({ where: { id } });
  const creates = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

  it('makes the PaymentIntent for the total the server computes; the browser confirms it and the signed webhook places the order', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const cents = centsOf(quote);
    expect((await app.gql(`{ cardPaymentConfigured }`)).data.cardPaymentConfigured).toBe(true);

    // a client amount that disagrees with the quote total is refused, and nothing is made at Stripe
    const before = creates().length;
    const wrong = await app.gql(PREPARE, { quoteId: quote.id, amount: cents - 1 }, payer);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'The payment amount does not match the quote total.', extensions: { field: 'amount' } });
    expect(creates()).toHaveLength(before);

    const prepared = (await app.gql(PREPARE, { quoteId: quote.id, amount: cents }, payer)).data.prepareCardPayment;
    expect(prepared).toMatchObject({ quoteId: quote.id, publishableKey: PUBLISHABLE, status: 'requires_payment_method', amount: cents });
    expect(prepared.clientSecret).toMatch(new RegExp(`^${prepared.paymentIntentId}_secret_`));
    const create = creates().at(-1)!;
    expect(create.form).toMatchObject({ amount: String(cents), currency: 'usd', 'metadata[quoteId]': String(quote.id), 'automatic_payment_methods[enabled]': 'true' });
    expect(create.form).not.toHaveProperty('payment_method');
    // asked again (a reload of the checkout), the same PaymentIntent answers
    expect((await app.gql(PREPARE, { quoteId: quote.id }, payer)).data.prepareCardPayment.paymentIntentId).toBe(prepared.paymentIntentId);
    expect(creates()).toHaveLength(before + 1);

    // no order, and nothing paid, before Stripe says so
    expect((await app.gql(PLACE, { id: quote.id }, payer)).errors?.[0]?.message).toBe('The card payment has not been confirmed.');
    expect((await app.gql(STATE, { quoteId: quote.id }, payer)).data.cardCheckout).toEqual({ status: 'processing', orderNumber: null, message: null });

    // a declined card: Stripe's payment_failed webhook is recorded, nothing is ordered
    const declined = await confirmInBrowser(prepared.clientSecret, '4000000000000002');
    expect(declined.body.error.message).toBe('Your card was declined.');
    expect((await quoteRow(quote.id)).type).toBe(3);
    expect((await app.gql(STATE, { quoteId: quote.id }, payer)).data.cardCheckout.status).toBe('failed');

    const paid = await confirmInBrowser(prepared.clientSecret, '4242424242424242');
    expect(paid.body.status).toBe('succeeded');
    const delivery = stripe.deliveries.at(-1)!;
    expect(delivery.event.type).toBe('payment_intent.succeeded');
    expect({ status: delivery.status, body: JSON.parse(delivery.body) }).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const order = await quoteRow(quote.id);
    expect(order).toMatchObject({ type: 2, paymentIntentId: prepared.paymentIntentId });
    expect(order.erpOrderNo).toBeTruthy();
    expect((await app.gql(STATE, { quoteId: quote.id }, payer)).data.cardCheckout).toEqual({ status: 'paid', orderNumber: order.erpOrderNo, message: null });

    // Stripe delivers the same event again: one order, one note, one status event
    expect(await stripe.deliver(delivery.event)).toEqual({ status: 200, body: JSON.stringify({ received: true, duplicate: true }) });
    await Promise.all([stripe.deliver(delivery.event), stripe.deliver(delivery.event)]);
    expect(await app.services.prisma.paymentEvent.count({ where: { id: delivery.event.id } })).toBe(1);
    expect(await app.services.prisma.orderStatusEvent.count({ where: { quoteId: quote.id } })).toBe(1);
    expect(await app.services.prisma.communication.count({ where: { quoteId: quote.id, subject: 'Card payment received' } })).toBe(1);
    expect((await quoteRow(quote.id)).erpOrderNo).toBe(order.erpOrderNo);

    // an order is not paid for again
    expect((await app.gql(PREPARE, { quoteId: quote.id }, payer)).errors?.[0]?.message).toBe('This quote has already been ordered.');
  });

  it('locks the amount to the quote: a changed quote moves the same PaymentIntent to the new total, and a payment for the old one places no order', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const first = (await app.gql(PREPARE, { quoteId: quote.id }, payer)).data.prepareCardPayment;
    expect(first.amount).toBe(centsOf(quote));

    // a line's price changes: the amount the browser still shows is refused, the intent follows the quote
    const line = await app.services.prisma.quoteLine.findFirstOrThrow({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
    await app.services.prisma.quoteLine.update({ where: { id: line.id }, data: { price: line.price.plus(10), priceOverride: true } });
    await recomputeQuoteTotals(app.services.prisma, quote.id);
    const changed = await quoteRow(quote.id);
    expect(centsOf(changed)).not.toBe(first.amount);
    expect((await app.gql(PREPARE, { quoteId: quote.id, amount: first.amount }, payer)).errors?.[0]?.message).toBe('The payment amount does not match the quote total.');
    const second = (await app.gql(PREPARE, { quoteId: quote.id, amount: centsOf(changed) }, payer)).data.prepareCardPayment;
    expect(second).toMatchObject({ paymentIntentId: first.paymentIntentId, amount: centsOf(changed) });
    expect(stripe.intents.get(first.paymentIntentId)!.amount).toBe(centsOf(changed));

    // the quote changes again after the PaymentIntent was made, and then the payer pays it
    await app.services.prisma.quoteLine.update({ where: { id: line.id }, data: { quantity: line.quantity + 1 } });
    await recomputeQuoteTotals(app.services.prisma, quote.id);
    await confirmInBrowser(second.clientSecret, '4242424242424242');
    expect(stripe.deliveries.at(-1)).toMatchObject({ status: 200, event: { type: 'payment_intent.succeeded' } });
    expect((await quoteRow(quote.id)).type).toBe(3);
    const state = (await app.gql(STATE, { quoteId: quote.id }, payer)).data.cardCheckout;
    expect(state.status).toBe('refused');
    expect(state.message).toContain('The card payment does not match the quote total.');
    expect(await app.services.prisma.communication.count({ where: { quoteId: quote.id, subject: 'Card payment received, order not placed' } })).toBe(1);
  });

  it("refuses another user's quote, card payment to users without card checkout, and other platforms", async () => {
    const mine = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const cents = centsOf(mine);
    // another user of the same platform can neither pay nor read the payer's checkout
    expect((await app.gql(PREPARE, { quoteId: mine.id }, orderUser)).errors?.[0]?.message).toBe('Quote not found.');
    expect((await app.gql(STATE, { quoteId: mine.id }, orderUser)).errors?.[0]?.message).toBe('Quote not found.');
    // an administrator of the platform may read it, not pay it
    expect((await app.gql(STATE, { quoteId: mine.id }, admin)).data.cardCheckout.status).toBe('open');
    expect((await app.gql(PREPARE, { quoteId: mine.id }, admin)).errors?.[0]?.message).toBe('Quote not found.');
    expect((await app.rest('/api/v1/paymentManagement/payment', { amount: cents, id: 'pm_card_visa', quoteId: mine.id }, otherPlatform)).body.error).toBe('Quote not found.');
    expect((await app.gql(STATE, { quoteId: mine.id }, otherPlatform)).errors?.[0]?.message).toBe('Quote not found.');
    expect((await app.rest('/api/v1/paymentManagement/payment', { amount: cents, id: 'pm_card_visa', quoteId: mine.id }, null)).status).toBe(401);
    expect((await quoteRow(mine.id)).paymentIntentId).toBeNull();

    const theirs = await createQuoteWithLines(app.services.prisma, 'user@acme.test');
    expect((await app.gql(PAY, { quoteId: theirs.id, amount: centsOf(theirs), pm: 'pm_card_visa' }, orderUser)).errors?.[0]?.message).toBe('Card checkout is not enabled for this user.');

    // a PaymentIntent Stripe does not know is not reused
    const stale = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    await app.services.prisma.quote.update({ where: { id: stale.id }, data: { paymentIntentId: 'pi_unknown_to_stripe' } });
    const fresh = (await app.gql(PREPARE, { quoteId: stale.id }, payer)).data.prepareCardPayment;
    expect(fresh.paymentIntentId).toMatch(/^pi_[0-9a-f]+$/);
    expect((await quoteRow(stale.id)).paymentIntentId).toBe(fresh.paymentIntentId);

    // the §4.5 checks run before anything is charged
    const noSpecifier = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3, specifier: '' });
    expect((await app.gql(PREPARE, { quoteId: noSpecifier.id }, payer)).errors?.[0]?.message).toBe('You must provide a specifier on the Quote Summary before placing an Order.');
  });

  it('keeps the REST shim {amount, id}: the server confirms with the payment method, a retry charges once, and the webhook places the order', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const cents = centsOf(quote);
    const wrong = await app.rest('/api/v1/paymentManagement/payment', { amount: cents - 1, id: 'pm_card_visa', quoteId: quote.id }, payer);
    expect(wrong.body).toMatchObject({ success: false, error: 'The payment amount does not match the quote total.', field: 'amount' });

    const declined = await app.gql(PAY, { quoteId: quote.id, amount: cents, pm: 'pm_card_chargeDeclined' }, payer);
    expect(declined.errors?.[0]?.message).toBe('Your card was declined.');
    await stripe.settled();
    // and the webhook's processing job has run
    await app.jobsDone();
    expect((await quoteRow(quote.id)).type).toBe(3);

    const paid = await app.rest('/api/v1/paymentManagement/payment', { amount: cents, id: 'pm_card_visa', quoteId: quote.id }, payer);
    expect(paid.body.result).toMatchObject({ quoteId: quote.id, status: 'succeeded', amount: cents, publishableKey: PUBLISHABLE });
    const confirm = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${paid.body.result.paymentIntentId}/confirm`).at(-1)!;
    expect(confirm.form).toMatchObject({ payment_method: 'pm_card_visa' });
    expect(confirm.idempotencyKey).toMatch(new RegExp(`^quote-${quote.id}-[0-9a-f]{16}-confirm-pi_[0-9a-f]+-[0-9a-f]{16}$`));
    await stripe.settled();
    // and the webhook's processing job has run
    await app.jobsDone();
    expect((await quoteRow(quote.id)).type).toBe(2);

    // a retried payment finds the paid intent instead of charging twice
    const retried = await app.gql(PAY, { quoteId: quote.id, amount: cents, pm: 'pm_card_visa' }, payer);
    expect(retried.errors?.[0]?.message).toBe('This quote has already been ordered.');
    expect([...stripe.intents.values()].filter((i) => i.status === 'succeeded' && i.metadata.quoteId === String(quote.id))).toHaveLength(1);
    // placing it again gives the payer the same order
    const placed = await app.gql(PLACE, { id: quote.id }, payer);
    expect(placed.data.placeOrder).toMatchObject({ type: 2, erpOrderNo: (await quoteRow(quote.id)).erpOrderNo });
  });

  it('refuses to place an order on a PaymentIntent of another amount, currency or quote', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const other = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const cents = Number(quote.totalCost.toFixed(2).replace('.', ''));
    const sdk = new Stripe(SECRET, { host: '127.0.0.1', port: Number(new URL(stripe.url).port), protocol: 'http' });
    const intent = async (amount: number, currency: string, quoteId: number) => {
      const made = await sdk.paymentIntents.create({ amount, currency, payment_method: 'pm_card_visa', confirm: true, metadata: { quoteId: String(quoteId), pid: String(quote.pid) } });
      // its webhook has been handled (and refused the order) before the test goes on
      await stripe.settled();
      // and the webhook's processing job has run
      await app.jobsDone();
      return made;
    };
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
    // the right one: its webhook places the order, and placing it again gives the payer that order
    const right = await intent(cents, 'usd', quote.id);
    expect(await quoteRow(quote.id)).toMatchObject({ type: 2, paymentIntentId: right.id });
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

  it('checks webhook signatures on the raw body with the webhook secret and handles each event once', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const cents = centsOf(quote);
    // a succeeded PaymentIntent as Stripe holds it
    stripe.intents.set('pi_from_webhook', {
      id: 'pi_from_webhook',
      object: 'payment_intent',
      amount: cents,
      amount_received: cents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { quoteId: String(quote.id), pid: String(quote.pid) },
    });
    const event = {
      id: 'evt_test_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: stripe.intents.get('pi_from_webhook') },
    };
    const payload = JSON.stringify(event, null, 2);
    const post = (body: string, signature: string) =>
      fetch(`${app.url}/api/v1/paymentManagement/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    const sign = (body: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret });

    expect((await post(payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect((await post(payload, sign(payload, 'whsec_someone_else'))).status).toBe(400);
    // the same JSON re-serialized is not what was signed
    expect((await post(JSON.stringify(event), sign(payload))).status).toBe(400);
    expect(await quoteRow(quote.id)).toMatchObject({ type: 3, paymentIntentId: null });
    expect(await app.services.prisma.paymentEvent.count({ where: { id: 'evt_test_1' } })).toBe(0);

    const first = await post(payload, sign(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const again = await post(payload, sign(payload));
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await app.services.prisma.paymentEvent.count({ where: { id: 'evt_test_1' } })).toBe(1);
    // the event's processing job places the order
    await app.jobsDone();
    expect(await quoteRow(quote.id)).toMatchObject({ type: 2, paymentIntentId: 'pi_from_webhook' });
    expect(await app.services.prisma.communication.count({ where: { quoteId: quote.id, subject: 'Card payment received' } })).toBe(1);
  });

  it("puts the verified webhook's payment and refund on the order's timeline; an unsigned refund changes nothing", async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const cents = centsOf(quote);
    stripe.intents.set('pi_refunded', {
      id: 'pi_refunded',
      object: 'payment_intent',
      amount: cents,
      amount_received: cents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { quoteId: String(quote.id), pid: String(quote.pid) },
    });
    const post = (event: object, signed = true) => {
      const body = JSON.stringify(event);
      const signature = signed ? Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) : 't=1,v1=deadbeef';
      return fetch(`${app.url}/api/v1/paymentManagement/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    };
    expect((await post({ id: 'evt_paid_refunded', object: 'event', type: 'payment_intent.succeeded', data: { object: stripe.intents.get('pi_refunded') } })).status).toBe(200);
    await app.jobsDone();
    // a refund arrives as a charge event naming its PaymentIntent (and no metadata of ours)
    const refund = { id: 'evt_refund_1', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_refunded', object: 'charge', payment_intent: 'pi_refunded', amount_refunded: cents } } };
    expect((await post({ ...refund, id: 'evt_refund_forged' }, false)).status).toBe(400);
    expect((await post(refund)).status).toBe(200);
    await app.jobsDone();
    const timeline = await app.gql(`query ($id: Int!) { quote(id: $id) { timeline(first: 20) { edges { node { kind text actor } } } } }`, { id: quote.id }, payer);
    const payments = timeline.data.quote.timeline.edges.map((edge: any) => edge.node).filter((event: any) => event.kind === 'payment');
    const total = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // newest first
    expect(payments).toEqual([
      { kind: 'payment', text: `Card payment refunded ($${total} refunded in all)`, actor: 'Stripe' },
      { kind: 'payment', text: 'Card payment succeeded', actor: 'Stripe' },
    ]);
    expect(await app.services.prisma.paymentEvent.count({ where: { id: 'evt_refund_forged' } })).toBe(0);
  });
});

describe('card checkout without Stripe keys', () => {
  let app: TestApp;
  beforeAll(async () => {
    // a secret key alone is not enough: Stripe.js needs the publishable key, the order needs the webhook
    app = await startTestApp({ config: { stripeSecretKey: SECRET, stripePublishableKey: undefined, stripeWebhookSecret: undefined } });
  });
  afterAll(async () => app?.close());

  it('says card payment is not configured', async () => {
    const payer = await app.login('public@acme.test');
    const quote = await createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });
    const cents = Number(quote.totalCost.toFixed(2).replace('.', ''));
    expect((await app.gql(`{ cardPaymentConfigured }`)).data.cardPaymentConfigured).toBe(false);
    expect((await app.rest('/api/v1/paymentManagement/payment', { amount: cents, id: 'pm_card_visa', quoteId: quote.id }, payer)).body.error).toBe('Card payment is not configured.');
    expect((await app.gql(PREPARE, { quoteId: quote.id }, payer)).errors?.[0]?.message).toBe('Card payment is not configured.');
    const hook = await fetch(`${app.url}/api/v1/paymentManagement/webhook`, { method: 'POST', body: '{}' });
    expect(hook.status).toBe(409);
  });
});
