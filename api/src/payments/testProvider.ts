import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { TEST_CARD_MESSAGES, testPaymentMethod } from '@quotecraft/rules/testCards';
import type { Config } from '../config.ts';

/**
 * The built-in test payment provider, for development and demos (never production, config.ts):
 * the part of Stripe's PaymentIntents API the checkout uses, answered in memory with the outcomes
 * Stripe gives its test payment methods (`pm_card_visa` succeeds, `pm_card_chargeDeclined` is
 * declined, `pm_card_threeDSecure2Required` asks for authentication, @quotecraft/rules/testCards).
 * Its refusals are the Stripe SDK's own error classes, and every outcome is also a
 * `payment_intent.*` event signed with a secret of its own, handed to the same webhook handling as
 * Stripe's (checkout.ts), so the payment record, the amount check against the locked total and the
 * order follow the very path a real payment takes. No card number ever reaches it: the checkout
 * form sends the payment method id of a test card, and an intent keeps only the card's brand and last 4.
 */
export interface TestPaymentEvent {
  payload: string;
  signature: string;
}

type Intent = Stripe.PaymentIntent & { card?: { brand: string; last4: string } };

const CONFIRMABLE = new Set<Stripe.PaymentIntent.Status>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

const missing = (id: string) =>
  new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'`, param: 'intent' });

const unexpectedState = (intent: Intent) =>
  new Stripe.errors.StripeInvalidRequestError({
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `This PaymentIntent's status is ${intent.status}: it cannot be confirmed.`,
  });

const copy = (intent: Intent): Stripe.Response<Stripe.PaymentIntent> => {
  const { card: _card, ...rest } = structuredClone(intent);
  return rest as Stripe.Response<Stripe.PaymentIntent>;
};

export class TestPaymentProvider {
  /** signs this provider's events; random per process, so nobody else can make one */
  readonly webhookSecret = `whsec_test_provider_${randomBytes(24).toString('hex')}`;
  private readonly intents = new Map<string, Intent>();
  private readonly replays = new Map<string, string>();
  private readonly outbox: TestPaymentEvent[] = [];
  /** The SDK only for its webhook signing (no request ever leaves through it). */
  private readonly signer = new Stripe('sk_test_local_test_payment_provider');

  readonly webhooks = {
    constructEvent: (payload: string | Buffer, header: string, secret: string) => this.signer.webhooks.constructEvent(payload, header, secret),
  };

  readonly paymentIntents = {
    retrieve: async (id: string) => copy(this.intent(id)),
    create: async (params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions) => {
      const replayed = options?.idempotencyKey ? this.replays.get(`create:${options.idempotencyKey}`) : undefined;
      if (replayed) return copy(this.intent(replayed));
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount: params.amount,
        amount_received: 0,
        currency: params.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        description: params.description ?? null,
        metadata: { ...(params.metadata as Record<string, string>) },
        payment_method: null,
        last_payment_error: null,
        next_action: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      } as unknown as Intent;
      this.intents.set(id, intent);
      if (options?.idempotencyKey) this.replays.set(`create:${options.idempotencyKey}`, id);
      return copy(intent);
    },
    update: async (id: string, params: Stripe.PaymentIntentUpdateParams) => {
      const intent = this.intent(id);
      if (!CONFIRMABLE.has(intent.status)) throw unexpectedState(intent);
      if (params.amount !== undefined) intent.amount = params.amount;
      if (params.currency !== undefined) intent.currency = params.currency;
      if (params.metadata) intent.metadata = { ...(params.metadata as Record<string, string>) };
      return copy(intent);
    },
    confirm: async (id: string, params: Stripe.PaymentIntentConfirmParams, options?: Stripe.RequestOptions) => {
      const key = options?.idempotencyKey ? `confirm:${options.idempotencyKey}` : null;
      const intent = this.intent(id);
      // A retried confirmation answers as the first did, while nothing happened to the intent since
      // (after a failed authentication, the same card may be tried again).
      if (key && this.replays.get(key) === `${id}:${intent.status}`) return copy(intent);
      if (!CONFIRMABLE.has(intent.status)) throw unexpectedState(intent);
      const methodId = typeof params.payment_method === 'string' ? params.payment_method : '';
      const method = testPaymentMethod(methodId);
      if (!method) {
        throw new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', code: 'resource_missing', message: TEST_CARD_MESSAGES.unknownMethod, param: 'payment_method' });
      }
      intent.payment_method = method.id;
      intent.card = { brand: method.brand, last4: method.last4 };
      if (method.outcome === 'declines') {
        this.fail(intent, method.declineMessage ?? TEST_CARD_MESSAGES.declined);
        if (key) this.replays.delete(key);
        throw new Stripe.errors.StripeCardError({ type: 'card_error', code: 'card_declined', message: method.declineMessage ?? TEST_CARD_MESSAGES.declined });
      }
      if (method.outcome === 'authenticates') {
        intent.status = 'requires_action';
        intent.next_action = { type: 'use_stripe_sdk' } as Stripe.PaymentIntent.NextAction;
      } else {
        this.succeed(intent);
      }
      if (key) this.replays.set(key, `${id}:${intent.status}`);
      return copy(intent);
    },
  };

  /** The payer's answer to the authentication a card asked for: the payment succeeds, or fails as Stripe's does. */
  authenticate(id: string, approve: boolean): Stripe.PaymentIntent {
    const intent = this.intent(id);
    if (intent.status !== 'requires_action') throw unexpectedState(intent);
    if (!approve) {
      this.fail(intent, TEST_CARD_MESSAGES.authenticationFailed);
      throw new Stripe.errors.StripeCardError({ type: 'card_error', code: 'payment_intent_authentication_failure', message: TEST_CARD_MESSAGES.authenticationFailed });
    }
    this.succeed(intent);
    return copy(intent);
  }

  /** The card an intent was paid (or tried) with: brand and last 4 only. */
  cardOf(id: string) {
    return this.intents.get(id)?.card ?? null;
  }

  /** The events made since the last call, oldest first, each signed with `webhookSecret`. */
  takeEvents(): TestPaymentEvent[] {
    return this.outbox.splice(0);
  }

  /** Events taken but not delivered, delivered first next time. */
  giveBack(events: TestPaymentEvent[]) {
    this.outbox.unshift(...events);
  }

  private intent(id: string): Intent {
    const intent = this.intents.get(id);
    if (!intent) throw missing(id);
    return intent;
  }

  private succeed(intent: Intent) {
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null, last_payment_error: null });
    this.emit('payment_intent.succeeded', intent);
  }

  private fail(intent: Intent, message: string) {
    Object.assign(intent, {
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: { type: 'card_error', code: 'card_declined', message },
    });
    this.emit('payment_intent.payment_failed', intent);
  }

  private emit(type: string, intent: Intent) {
    const event = {
      id: `evt_test_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: copy(intent) },
    };
    const payload = JSON.stringify(event);
    this.outbox.push({ payload, signature: this.signer.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret }) });
  }
}

const providers = new WeakMap<object, TestPaymentProvider>();

/** The test payment provider of a configuration (one per running app, so apps in one process stay apart). */
export function testPaymentProviderFor(config: Config): TestPaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = new TestPaymentProvider();
    providers.set(config, provider);
  }
  return provider;
}
