import Stripe from 'stripe';
import type { Config } from '../config.ts';

const clients = new Map<string, Stripe>();

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

/**
 * Card checkout needs all three keys: the secret key creates PaymentIntents, the publishable key lets
 * Stripe.js confirm them in the browser, and the webhook secret lets the server believe Stripe's word
 * that a payment succeeded (which is what places the order).
 */
export const cardPaymentConfigured = (config: Pick<Config, 'stripeSecretKey' | 'stripePublishableKey' | 'stripeWebhookSecret'>) =>
  !!config.stripeSecretKey && !!config.stripePublishableKey && !!config.stripeWebhookSecret;
