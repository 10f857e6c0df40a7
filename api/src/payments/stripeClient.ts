import Stripe from 'stripe';
import type { Config } from '../config.ts';

const clients = new Map<string, Stripe>();

/**
 * The part of Stripe's PaymentIntents API the checkout uses: the Stripe SDK, or the built-in test
 * payment provider (testProvider.ts) that answers it in memory.
 */
export interface PaymentGateway {
  paymentIntents: {
    retrieve(id: string): Promise<Stripe.PaymentIntent>;
    create(params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions): Promise<Stripe.PaymentIntent>;
    update(id: string, params: Stripe.PaymentIntentUpdateParams): Promise<Stripe.PaymentIntent>;
    confirm(id: string, params: Stripe.PaymentIntentConfirmParams, options?: Stripe.RequestOptions): Promise<Stripe.PaymentIntent>;
  };
}

/** The Stripe SDK for the configured key, pointed at STRIPE_API_BASE when set; null without a key. */
export function stripeFor(config: Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>): Stripe | null {
  if (!config.stripeSecretKey) return null;
  const key = `${config.stripeSecretKey}|${config.stripeApiBase ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
    if (config.stripeApiBase) {
      const base = new URL(config.stripeApiBase);
      options.host = base.hostname;
      options.port = base.port ? Number(base.port) : base.protocol === 'https:' ? 443 : 80;
      options.protocol = base.protocol === 'http:' ? 'http' : 'https';
    }
    client = new Stripe(config.stripeSecretKey, options);
    clients.set(key, client);
  }
  return client;
}

type PaymentSettings = Pick<Config, 'env' | 'paymentProvider' | 'stripeSecretKey' | 'stripePublishableKey' | 'stripeWebhookSecret'>;

/**
 * Who takes card payments: Stripe, the built-in test payment provider (development and demos), or
 * nobody (null: card checkout is off). Stripe needs all three keys: the secret key creates
 * PaymentIntents, the publishable key lets Stripe.js confirm them in the browser, and the webhook
 * secret lets the server believe Stripe's word that a payment succeeded (which is what places the
 * order). Without PAYMENT_PROVIDER, Stripe when its secret key is set, else the test provider in
 * development; production never runs the test provider (config.ts refuses it).
 */
export function cardPaymentProvider(config: PaymentSettings): 'stripe' | 'test' | null {
  const chosen = config.paymentProvider ?? (config.stripeSecretKey ? 'stripe' : config.env === 'development' ? 'test' : 'none');
  if (chosen === 'test') return config.env === 'production' ? null : 'test';
  if (chosen === 'stripe') return config.stripeSecretKey && config.stripePublishableKey && config.stripeWebhookSecret ? 'stripe' : null;
  return null;
}

export const cardPaymentConfigured = (config: PaymentSettings) => cardPaymentProvider(config) !== null;
