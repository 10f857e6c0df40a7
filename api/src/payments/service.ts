import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Context, Services } from '../schema/context.ts';
import { requireViewer, platformWhere } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { canViewQuote, QUOTE_TYPE } from '../quotes/service.ts';
import { stripeFor } from './stripeClient.ts';
import { assertQuoteEditable, placingKeyFor, quoteRevision } from '../orders/placing.ts';
import { repriceLinesForOrder } from '../configurator/lineChecks.ts';

export const CARD_NOT_CONFIGURED = 'Card payment is not configured.';

export const paymentInput = z.object({
  /** amount in cents: the quote total times 100 */
  amount: z.coerce.number().int().positive(),
  /** the card payment method id */
  id: z.string().trim().min(1).max(255),
  quoteId: z.coerce.number().int().positive(),
});

/** The quote total in cents, exactly (totalCost has two decimals). */
export const totalInCents = (total: { toFixed(digits: number): string }) => Number(total.toFixed(2).replace('.', ''));

function stripeOrFail(ctx: Pick<Services, 'config'>) {
  const stripe = stripeFor(ctx.config);
  if (!stripe) throw new AppError(CARD_NOT_CONFIGURED, { code: 'CONFLICT' });
  return stripe;
}

function paymentError(error: unknown): AppError {
  if (error instanceof Stripe.errors.StripeError) return new AppError(error.message || 'The card payment failed.', { field: 'id', code: 'CONFLICT' });
  throw error;
}

/**
 * Charges the viewer's card for a quote: the amount must be the quote total in cents, the payment
 * intent is created and confirmed with an idempotency key per quote, amount and card, and a succeeded
 * payment is remembered on the quote so placing the order can verify it.
 */
export async function payForQuote(ctx: Context, input: z.infer<typeof paymentInput>) {
  const viewer = requireViewer(ctx.viewer);
  const quote = await ctx.prisma.quote.findFirst({ where: { id: input.quoteId, ...platformWhere(viewer) }, include: { lines: { orderBy: { lineNumber: 'asc' } } } });
  if (!quote || !canViewQuote(viewer, quote)) throw notFound('Quote');
  const user = viewer.userId != null ? await ctx.prisma.user.findUnique({ where: { id: viewer.userId }, select: { checkoutType: true } }) : null;
  if (user?.checkoutType !== 'stripe') throw forbidden('Card checkout is not enabled for this user.');
  if (quote.type === QUOTE_TYPE.order) throw new AppError('This quote has already been ordered.', { code: 'CONFLICT' });
  if (quote.lineCount === 0) throw new AppError('You must have at least one Quote Line to place an order.', { field: 'lines' });
  // Nothing is charged while the quote is being placed, or for prices its lines no longer have.
  await assertQuoteEditable(ctx.prisma, quote.id);
  await repriceLinesForOrder(ctx, quote, viewer.userId);
  const expected = totalInCents(quote.totalCost);
  if (input.amount !== expected) throw new AppError('The payment amount does not match the quote total.', { field: 'amount' });
  const stripe = stripeOrFail(ctx);
  const revision = quoteRevision(quote, quote);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: expected,
        currency: 'usd',
        payment_method: input.id,
        confirm: true,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        description: `Quote #${quote.id}`,
        metadata: { quoteId: String(quote.id), pid: String(quote.pid), quoteGuid: quote.clientId },
      },
      // One key per quote revision (its lines, prices and total) and card: a retry replays the
      // charge; a changed quote or another card is a new attempt.
      { idempotencyKey: `${placingKeyFor(quote.id, revision)}-${createHash('sha256').update(input.id).digest('hex').slice(0, 16)}` },
    );
  } catch (error) {
    throw paymentError(error);
  }
  if (intent.status !== 'succeeded') throw new AppError('The card payment was not completed.', { field: 'id', code: 'CONFLICT' });
  await ctx.prisma.quote.update({ where: { id: quote.id }, data: { paymentIntentId: intent.id } });
  return { paymentIntentId: intent.id, status: intent.status, amount: intent.amount };
}

export const PAYMENT_MESSAGES = {
  notConfirmed: 'The card payment has not been confirmed.',
  amount: 'The card payment does not match the quote total.',
  otherQuote: 'The card payment does not belong to this quote.',
} as const;

/**
 * Asks Stripe about the quote's PaymentIntent and checks it against the quote as the placement
 * locked it: succeeded, for this quote (metadata quoteId and pid), in dollars, for its total in
 * cents. Anything else refuses the order.
 */
export async function verifyQuotePayment(
  ctx: Pick<Services, 'config'>,
  quote: { id: number; pid: number; paymentIntentId: string | null; totalCost: { toFixed(digits: number): string } },
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
  return intent;
}

/**
 * A Stripe webhook delivery: the signature is checked on the raw body, each event is handled once
 * (PaymentEvent by event id), and a succeeded payment intent is remembered on its quote.
 */
export async function handleStripeWebhook(services: Services, rawBody: Buffer, signature: string | undefined) {
  const stripe = stripeFor(services.config);
  if (!stripe || !services.config.stripeWebhookSecret) throw new AppError(CARD_NOT_CONFIGURED, { code: 'CONFLICT' });
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', services.config.stripeWebhookSecret);
  } catch {
    throw new AppError('Invalid webhook signature.', { code: 'BAD_USER_INPUT' });
  }
  const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string>; status?: string };
  const quoteId = Number(object.metadata?.quoteId) || null;
  try {
    await services.prisma.paymentEvent.create({ data: { id: event.id, type: event.type, quoteId } });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') return { received: true, duplicate: true };
    throw error;
  }
  if (event.type === 'payment_intent.succeeded' && quoteId && object.id) {
    const quote = await services.prisma.quote.findUnique({ where: { id: quoteId }, select: { id: true, pid: true, type: true } });
    if (quote && String(quote.pid) === object.metadata?.pid) {
      await services.prisma.quote.updateMany({ where: { id: quote.id, type: { not: QUOTE_TYPE.order } }, data: { paymentIntentId: object.id } });
      await services.prisma.communication.create({
        data: { quoteId: quote.id, pid: quote.pid, kind: 'note', subject: 'Card payment received', body: `Payment ${object.id} succeeded.` },
      });
    }
  } else if (event.type === 'payment_intent.payment_failed' && quoteId) {
    const quote = await services.prisma.quote.findUnique({ where: { id: quoteId }, select: { id: true, pid: true } });
    if (quote && String(quote.pid) === object.metadata?.pid) {
      await services.prisma.communication.create({
        data: { quoteId: quote.id, pid: quote.pid, kind: 'note', subject: 'Card payment failed', body: `Payment ${object.id} failed.` },
      });
    }
  }
  return { received: true, duplicate: false };
}
