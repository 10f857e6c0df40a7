import Stripe from 'stripe';
import { z } from 'zod';
import type { Services } from '../context.ts';
import { AppError } from '../schema/errors.ts';
import { cardPaymentProvider, stripeFor, type PaymentGateway } from './stripeClient.ts';
import { testPaymentProviderFor } from './testProvider.ts';
import { quoteRevision } from '../documents/placing.ts';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export const CARD_NOT_CONFIGURED = 'Card payment is not configured.';

/** The quote total in cents, exactly (totalCost has two decimals). */
export const totalInCents = (total: { toFixed(digits: number): string }) => Number(total.toFixed(2).replace('.', ''));

/**
 * The card payment provider's PaymentIntents: the Stripe SDK (all three Stripe keys set) or the
 * built-in test payment provider; else 'Card payment is not configured.'
 */
export function stripeOrFail(ctx: Pick<Services, 'config'>): PaymentGateway {
  const provider = cardPaymentProvider(ctx.config);
  const gateway = provider === 'stripe' ? stripeFor(ctx.config) : provider === 'test' ? testPaymentProviderFor(ctx.config) : null;
  if (!gateway) throw new AppError(CARD_NOT_CONFIGURED, { code: 'CONFLICT' });
  return gateway;
}

/** A Stripe refusal (a declined card, an intent in the wrong state) as the caller's error. */
export function paymentError(error: unknown): AppError {
  if (error instanceof Stripe.errors.StripeError) return new AppError(error.message || FORM_MESSAGES.cardPaymentFailed, { field: 'id', code: 'CONFLICT' });
  throw error;
}

/**
 * What a card payment pays for: the quote's lines, prices, quantities, customer, addresses and total
 * (its job fields may still be filled in). A PaymentIntent carries it in its metadata, and the order
 * is placed only for a quote that is still this revision.
 */
export const paymentRevision = (quote: Parameters<typeof quoteRevision>[0]) => quoteRevision(quote, { jobName: '', specifier: '', specifierLocation: '' });

export const PAYMENT_MESSAGES = {
  notConfirmed: 'The card payment has not been confirmed.',
  amount: 'The card payment does not match the quote total.',
  otherQuote: 'The card payment does not belong to this quote.',
  changed: 'The quote changed after it was paid for.',
} as const;

/**
 * Asks Stripe about the quote's PaymentIntent and checks it against the quote as the placement
 * locked it: succeeded, for this quote (metadata quoteId and pid), in dollars, for its total in
 * cents. Anything else refuses the order.
 */
export async function verifyQuotePayment(
  ctx: Pick<Services, 'config'>,
  quote: Parameters<typeof quoteRevision>[0] & { pid: number; paymentIntentId: string | null },
) {
  if (!quote.paymentIntentId) throw new AppError(PAYMENT_MESSAGES.notConfirmed, { field: 'payment', code: 'CONFLICT' });
  const stripe = stripeOrFail(ctx);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(quote.paymentIntentId);
  } catch (error) {
    throw paymentError(error);
  }
  if (intent.metadata?.quoteId !== String(quote.id) || intent.metadata?.pid !== String(quote.pid)) {
    throw new AppError(PAYMENT_MESSAGES.otherQuote, { field: 'payment', code: 'CONFLICT' });
  }
  if (intent.status !== 'succeeded') throw new AppError(PAYMENT_MESSAGES.notConfirmed, { field: 'payment', code: 'CONFLICT' });
  if (intent.currency !== 'usd' || intent.amount !== totalInCents(quote.totalCost) || intent.amount_received !== intent.amount) {
    throw new AppError(PAYMENT_MESSAGES.amount, { field: 'payment', code: 'CONFLICT' });
  }
  if (intent.metadata.revision && intent.metadata.revision !== paymentRevision(quote)) {
    throw new AppError(PAYMENT_MESSAGES.changed, { field: 'payment', code: 'CONFLICT' });
  }
  return intent;
}
