import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { cardPaymentProvider } from './stripeClient.ts';
import { testPaymentProviderFor } from './testProvider.ts';

// The built-in test payment provider (development and demos): Stripe's test payment methods through
// the same checkout, webhook handling and order placement as a Stripe payment, with no Stripe at all.

const PAY = `mutation ($quoteId: Int!, $amount: Int!, $pm: String!) { payForQuote(quoteId: $quoteId, amount: $amount, paymentMethodId: $pm) { paymentIntentId status amount } }`;
const PREPARE = `mutation ($quoteId: Int!, $amount: Int) { prepareCardPayment(quoteId: $quoteId, amount: $amount) { paymentIntentId provider publishableKey status amount } }`;
const AUTHENTICATE = `mutation ($quoteId: Int!, $approve: Boolean!) { authenticateTestCardPayment(quoteId: $quoteId, approve: $approve) { paymentIntentId status } }`;
const STATE = `query ($quoteId: Int!) { cardCheckout(quoteId: $quoteId) { status orderNumber message } }`;

const centsOf = (quote: { totalCost: { toFixed(digits: number): string } }) => Number(quote.totalCost.toFixed(2).replace('.', ''));

describe('the test payment provider', () => {
  let app: TestApp;
  let payer: string;
  let other: string;

  beforeAll(async () => {
    app = await startTestApp({ config: { paymentProvider: 'test' } });
    [payer, other] = await Promise.all([app.login('public@acme.test'), app.login('user@acme.test')]);
  });
  afterAll(async () => app?.close());

  const quoteRow = (id: number) => app.services.prisma.quote.findUniqueOrThrow({ where: { id } });
  const newRequest = () => createQuoteWithLines(app.services.prisma, 'public@acme.test', { type: 3 });

  it("pays with the spec's call {amount, id} and pm_card_visa: the payment event is recorded and the order placed", async () => {
    expect((await app.gql(`{ cardPaymentConfigured }`)).data.cardPaymentConfigured).toBe(true);
    const quote = await newRequest();
    const cents = centsOf(quote);

    // an amount that is not the quote total is refused, and no payment is made
    const wrong = await app.rest('/api/v1/paymentManagement/payment', { amount: cents + 1, id: 'pm_card_visa', quoteId: quote.id }, payer);
    expect(wrong.body).toMatchObject({ success: false, error: 'The payment amount does not match the quote total.' });
    expect((await quoteRow(quote.id)).paymentIntentId).toBeNull();

    const paid = await app.rest('/api/v1/paymentManagement/payment', { amount: cents, id: 'pm_card_visa' }, payer);
    expect(paid.body.success).toBe(true);
    expect(paid.body.result).toMatchObject({ quoteId: quote.id, provider: 'test', status: 'succeeded', amount: cents, publishableKey: '' });
    const intentId = paid.body.result.paymentIntentId as string;
    expect(intentId).toMatch(/^pi_test_/);

    // the payment event places the order (as Stripe's webhook would, however it is processed)
    // the event's job (retried by the job queue, not by the provider) places it
    await app.jobsDone();
    expect((await quoteRow(quote.id)).type).toBe(2);
    const order = await quoteRow(quote.id);
    expect(order).toMatchObject({ type: 2, paymentIntentId: intentId });
    expect(order.erpOrderNo).toBeTruthy();
    // the event's processing (a job) records its outcome once the order is placed
    await app.jobsDone();
    const events = await app.services.prisma.paymentEvent.findMany({ where: { quoteId: quote.id } });
    expect(events).toMatchObject([{ type: 'payment_intent.succeeded', paymentIntentId: intentId, outcome: 'placed' }]);
    expect(await app.services.prisma.communication.count({ where: { quoteId: quote.id, subject: 'Card payment received' } })).toBe(1);
    expect((await app.gql(STATE, { quoteId: quote.id }, payer)).data.cardCheckout).toEqual({ status: 'paid', orderNumber: order.erpOrderNo, message: null });
    // the provider keeps the card's brand and last 4, nothing more
    expect(testPaymentProviderFor(app.services.config).cardOf(intentId)).toEqual({ brand: 'visa', last4: '4242' });

    // paid once: the same call does not pay again
    expect((await app.rest('/api/v1/paymentManagement/payment', { amount: cents, id: 'pm_card_visa', quoteId: quote.id }, payer)).body.error).toBe('This quote has already been ordered.');
  });

  it('declines pm_card_chargeDeclined with Stripe\'s message: the failure is recorded, nothing is ordered, another card may pay', async () => {
    const quote = await newRequest();
    const cents = centsOf(quote);
    const declined = await app.gql(PAY, { quoteId: quote.id, amount: cents, pm: 'pm_card_chargeDeclined' }, payer);
    expect(declined.errors?.[0]).toMatchObject({ message: 'Your card was declined.', extensions: { field: 'id' } });
    expect((await quoteRow(quote.id)).type).toBe(3);
    await app.jobsDone();
    expect(await app.services.prisma.paymentEvent.findMany({ where: { quoteId: quote.id } })).toMatchObject([{ type: 'payment_intent.payment_failed', outcome: 'failed' }]);
    expect((await app.gql(STATE, { quoteId: quote.id }, payer)).data.cardCheckout).toMatchObject({ status: 'failed', message: 'Your card payment failed. Return to checkout to try again.' });

    const paid = await app.gql(PAY, { quoteId: quote.id, amount: cents, pm: 'pm_card_mastercard' }, payer);
    expect(paid.data.payForQuote.status).toBe('succeeded');
    // the event's job (retried by the job queue, not by the provider) places it
    await app.jobsDone();
    expect((await quoteRow(quote.id)).type).toBe(2);
  });

  it('asks for authentication with pm_card_threeDSecure2Required: completed, the order is placed; failed, the card is refused', async () => {
    const quote = await newRequest();
    const cents = centsOf(quote);
    const asked = await app.gql(PAY, { quoteId: quote.id, amount: cents, pm: 'pm_card_threeDSecure2Required' }, payer);
    expect(asked.data.payForQuote.status).toBe('requires_action');
    expect((await quoteRow(quote.id)).type).toBe(3);
    expect((await app.gql(STATE, { quoteId: quote.id }, payer)).data.cardCheckout.status).toBe('processing');
    // only the payer answers it
    expect((await app.gql(AUTHENTICATE, { quoteId: quote.id, approve: true }, other)).errors?.[0]?.message).toBe('Quote not found.');

    const failed = await app.gql(AUTHENTICATE, { quoteId: quote.id, approve: false }, payer);
    expect(failed.errors?.[0]?.message).toBe('We are unable to authenticate your payment method. Please choose a different payment method and try again.');
    await app.jobsDone();
    expect((await app.gql(STATE, { quoteId: quote.id }, payer)).data.cardCheckout.status).toBe('failed');
    expect((await app.gql(AUTHENTICATE, { quoteId: quote.id, approve: true }, payer)).errors?.[0]?.message).toBe('This card payment is not waiting for authentication.');

    expect((await app.gql(PAY, { quoteId: quote.id, amount: cents, pm: 'pm_card_threeDSecure2Required' }, payer)).data.payForQuote.status).toBe('requires_action');
    const completed = await app.gql(AUTHENTICATE, { quoteId: quote.id, approve: true }, payer);
    expect(completed.data.authenticateTestCardPayment.status).toBe('succeeded');
    // the event's job (retried by the job queue, not by the provider) places it
    await app.jobsDone();
    expect((await quoteRow(quote.id)).type).toBe(2);
    expect((await app.gql(STATE, { quoteId: quote.id }, payer)).data.cardCheckout.status).toBe('paid');
  });

  it('prepares a checkout for its own form, and takes no card number nor unknown payment method', async () => {
    const quote = await newRequest();
    const cents = centsOf(quote);
    const prepared = (await app.gql(PREPARE, { quoteId: quote.id, amount: cents }, payer)).data.prepareCardPayment;
    expect(prepared).toMatchObject({ provider: 'test', publishableKey: '', status: 'requires_payment_method', amount: cents });

    const number = '4242424242424242';
    const refused = await app.gql(PAY, { quoteId: quote.id, amount: cents, pm: number }, payer);
    expect(refused.errors?.[0]?.message).toMatch(/^Use one of the test payment methods/);
    const stored = JSON.stringify([
      await app.services.prisma.quote.findMany({ where: { id: quote.id } }),
      await app.services.prisma.paymentEvent.findMany({}),
      await app.services.prisma.communication.findMany({ where: { quoteId: quote.id } }),
    ]);
    expect(stored).not.toContain(number);
    expect((await quoteRow(quote.id)).type).toBe(3);
  });
});

describe('choosing the payment provider', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qc-payments-'));
  const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    TOKEN_SECRET: randomBytes(48).toString('base64'),
    PUBLIC_URL: 'https://quotes.example.com',
    METRICS_TOKEN: randomBytes(24).toString('base64'),
  };
  const PARTIAL_STRIPE_KEYS = /^STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set as well: card checkout needs/;
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    return null;
  };

  it('is the test provider in development without Stripe keys, Stripe with them, none in tests unless asked', () => {
    expect(cardPaymentProvider(loadConfig({ DATA_DIR: dataDir }))).toBe('test');
    expect(cardPaymentProvider(loadConfig({ DATA_DIR: dataDir, ...STRIPE }))).toBe('stripe');
    expect(refusal({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_x' })).toMatch(PARTIAL_STRIPE_KEYS);
    expect(refusal({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'stripe' })).toBe('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.');
    expect(cardPaymentProvider(loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'none' }))).toBeNull();
    expect(cardPaymentProvider(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }))).toBeNull();
    expect(cardPaymentProvider(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PAYMENT_PROVIDER: 'test' }))).toBe('test');
    expect(refusal({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'dummy' })).toBe('PAYMENT_PROVIDER must be one of stripe, test, none, got "dummy"');
  });

  it('production refuses to start with the test provider or with Stripe keys missing', () => {
    expect(refusal({ ...production, PAYMENT_PROVIDER: 'test' })).toMatch(/^PAYMENT_PROVIDER=test is refused when NODE_ENV=production: the test payment provider takes no real card/);
    expect(refusal({ ...production, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' })).toMatch(PARTIAL_STRIPE_KEYS);
    expect(refusal({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toMatch(PARTIAL_STRIPE_KEYS);
    // without any Stripe key, production runs without card checkout, never with the test provider
    expect(cardPaymentProvider(loadConfig(production))).toBeNull();
    expect(cardPaymentProvider(loadConfig({ ...production, ...STRIPE }))).toBe('stripe');
    expect(cardPaymentProvider({ ...loadConfig(production), paymentProvider: 'test' })).toBeNull();
  });
});
