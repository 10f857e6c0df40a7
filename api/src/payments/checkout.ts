import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Context, Services } from '../context.ts';
import { isAdmin, platformWhere, requireViewer, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { QUOTE_TYPE } from '../documents/quoteService.ts';
import { loadQuoteForView } from '../documents/quoteDocuments.ts';
import { assertNotExpired } from '../documents/expiry.ts';
import { assertQuoteEditable, placingKeyFor, PLACING_MESSAGES } from '../documents/placing.ts';
import { repriceLinesForOrder } from '../configurator/lineChecks.ts';
import { createLoaders } from '../schema/loaders.ts';
import { assertOrderChecks, placeOrder } from '../documents/orderService.ts';
import { assertQuoteApproved } from '../approvals/service.ts';
import { CARD_NOT_CONFIGURED, paymentError, paymentRevision, stripeOrFail, totalInCents } from './service.ts';
import { cardPaymentProvider, stripeFor } from './stripeClient.ts';
import { testPaymentProviderFor, type TestPaymentEvent } from './testProvider.ts';
import { currentLog } from '../observability/logger.ts';
import { isOrderPending } from '../documents/orderJob.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { recordOrderEvent, SYSTEM_ACTORS } from '../orderEvents/service.ts';
import { publishOrderEvents } from '../documents/events.ts';
import { formatMoney } from '@quotecraft/rules/money';

/**
 * Card checkout with Stripe's Payment Element:
 * 1. the payer asks for a payment (`prepareCardPayment`): the server checks the quote as placing it
 *    would, computes the amount from the quote total and creates (or reuses) a PaymentIntent for it,
 *    bound to the quote's revision, and answers its client secret and the publishable key;
 * 2. Stripe.js confirms the PaymentIntent in the browser: card details go to Stripe, never here;
 * 3. Stripe's signed `payment_intent.succeeded` webhook places the order; the browser only reads
 *    the outcome (`cardCheckoutState`).
 */

export const cardPaymentInput = z.object({
  /** amount in cents: the quote total times 100; refused when it is not the server's figure */
  amount: z.coerce.number().int().positive().optional(),
  /** a card payment method id to confirm with on the server (partners); without it Stripe.js confirms */
  id: z.string().trim().min(1).max(255).optional(),
  /** the quote paid for; without it, the payer's open checkout (`openCheckoutQuoteId`) */
  quoteId: z.coerce.number().int().positive().optional(),
});

export type CardPaymentInput = z.infer<typeof cardPaymentInput>;

export const CARD_MESSAGES = {
  noOpenCheckout: 'No open quote of yours totals this amount; send quoteId.',
  notEnabled: 'Card checkout is not enabled for this user.',
  amount: 'The payment amount does not match the quote total.',
  paid: 'This quote has already been paid for.',
  notCompleted: 'The card payment was not completed.',
} as const;

/** A PaymentIntent in one of these states can still take a card (and change its amount). */
const OPEN_INTENT = new Set<Stripe.PaymentIntent.Status>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

async function isCardPayer(ctx: Pick<Context, 'prisma'>, viewer: Viewer) {
  if (viewer.kind !== 'user' || viewer.userId == null) return false;
  const user = await ctx.prisma.user.findUnique({ where: { id: viewer.userId }, select: { checkoutType: true } });
  return user?.checkoutType === 'stripe';
}

/**
 * The quote a payer is checking out when the call does not name it (the spec's body is
 * `{amount, id}`): the payer's own quote or quote request, not ordered, with lines, whose total in
 * cents is the amount; the most recently changed one if several are.
 */
async function openCheckoutQuoteId(ctx: Context, viewer: Viewer, amount: number | undefined): Promise<number> {
  if (amount === undefined) throw new AppError('Send quoteId.', { field: 'quoteId' });
  const candidates = await ctx.prisma.quote.findMany({
    where: { ...platformWhere(viewer), createdByUserId: viewer.userId ?? -1, type: { not: QUOTE_TYPE.order }, lineCount: { gt: 0 } },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    select: { id: true, totalCost: true },
    take: 50,
  });
  const quote = candidates.find((candidate) => totalInCents(candidate.totalCost) === amount);
  if (!quote) throw new AppError(CARD_MESSAGES.noOpenCheckout, { field: 'quoteId' });
  return quote.id;
}

const shortHash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

/**
 * Creates or reuses the PaymentIntent for the payer's quote, for the quote total as the server
 * computes it (a client amount that differs is refused), and answers what Stripe.js needs to
 * confirm it. Only the quote's creator pays for it, and only card checkout users do; the §4.5
 * checks and the line re-pricing run first, so nothing is charged for a quote that could not be
 * ordered or for prices its lines no longer have. With a payment method id (`id`) the server
 * confirms the payment itself.
 */
export async function prepareCardPayment(ctx: Context, input: CardPaymentInput) {
  const viewer = requireViewer(ctx.viewer);
  const quoteId = input.quoteId ?? (await openCheckoutQuoteId(ctx, viewer, input.amount));
  const quote = await ctx.prisma.quote.findFirst({ where: { id: quoteId, ...platformWhere(viewer) }, include: { lines: { orderBy: { lineNumber: 'asc' } } } });
  // Another user's quote is not theirs to pay, nor to learn about.
  if (!quote || viewer.userId == null || quote.createdByUserId !== viewer.userId) throw notFound('Quote');
  if (!(await isCardPayer(ctx, viewer))) throw forbidden(CARD_MESSAGES.notEnabled);
  const stripe = stripeOrFail(ctx);
  if (quote.type === QUOTE_TYPE.order) throw new AppError(PLACING_MESSAGES.ordered, { code: 'CONFLICT' });
  assertOrderChecks({ ...quote, lineCount: quote.lines.length, customerErpId: null }, { erp: false });
  assertNotExpired(quote);
  // Nothing is charged for lines below the margin floor or a discount limit until they are approved.
  await assertQuoteApproved(ctx.prisma, quote.id);
  // Nothing is charged while the quote is being placed, or for prices its lines no longer have.
  await assertQuoteEditable(ctx.prisma, quote.id);
  await repriceLinesForOrder(ctx, quote, viewer.userId);
  const amount = totalInCents(quote.totalCost);
  if (input.amount !== undefined && input.amount !== amount) throw new AppError(CARD_MESSAGES.amount, { field: 'amount' });
  const revision = paymentRevision(quote);
  const metadata = { quoteId: String(quote.id), pid: String(quote.pid), quoteGuid: quote.clientId, revision };

  let intent: Stripe.PaymentIntent | null = null;
  try {
    // An intent Stripe does not know (another account's, a deleted test one) is not reused.
    const current = quote.paymentIntentId
      ? await stripe.paymentIntents.retrieve(quote.paymentIntentId).catch((error: unknown) => {
          if ((error as { code?: string }).code === 'resource_missing') return null;
          throw error;
        })
      : null;
    if (current) {
      const same = current.metadata?.quoteId === metadata.quoteId && current.metadata?.revision === revision && current.amount === amount && current.currency === 'usd';
      if (current.status === 'succeeded' || current.status === 'processing') {
        // Paid (or being paid) already: the webhook places the order, or has found it changed.
        if (!same) throw new AppError(CARD_MESSAGES.paid, { code: 'CONFLICT' });
        intent = current;
      } else if (OPEN_INTENT.has(current.status)) {
        // The quote changed since: the same intent now asks for the new total.
        intent = same ? current : await stripe.paymentIntents.update(current.id, { amount, currency: 'usd', metadata });
      }
    }
    // One key per quote revision and previous intent: a retry finds the same intent, a changed
    // quote or a canceled intent gets a new one.
    intent ??= await stripe.paymentIntents.create(
      { amount, currency: 'usd', automatic_payment_methods: { enabled: true }, description: `Quote #${quote.id}`, metadata },
      { idempotencyKey: `${placingKeyFor(quote.id, revision)}-after-${quote.paymentIntentId ?? 'none'}` },
    );
    if (intent.id !== quote.paymentIntentId) await ctx.prisma.quote.update({ where: { id: quote.id }, data: { paymentIntentId: intent.id } });
    if (input.id && OPEN_INTENT.has(intent.status)) {
      intent = await stripe.paymentIntents.confirm(
        intent.id,
        { payment_method: input.id },
        { idempotencyKey: `${placingKeyFor(quote.id, revision)}-confirm-${intent.id}-${shortHash(input.id)}` },
      );
      // requires_action: the card asks the payer to authenticate the payment first (3-D Secure).
      if (intent.status !== 'succeeded' && intent.status !== 'processing' && intent.status !== 'requires_action') {
        throw new AppError(CARD_MESSAGES.notCompleted, { field: 'id', code: 'CONFLICT' });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw paymentError(error);
  } finally {
    await deliverTestPaymentEvents(ctx);
  }
  return {
    provider: cardPaymentProvider(ctx.config) ?? 'stripe',
    quoteId: quote.id,
    paymentIntentId: intent.id,
    clientSecret: intent.client_secret ?? '',
    publishableKey: cardPaymentProvider(ctx.config) === 'stripe' ? (ctx.config.stripePublishableKey ?? '') : '',
    status: intent.status,
    amount: intent.amount,
  };
}

export type CardCheckoutStatus = 'open' | 'processing' | 'paid' | 'failed' | 'refused';

/**
 * What became of the payer's card checkout, as the server knows it from Stripe's webhooks: 'paid'
 * once the order is placed (with its order number), 'processing' until the webhook of the quote's
 * PaymentIntent has landed, 'failed' when Stripe reported the payment failed, 'refused' when the
 * payment came in but the order could not be placed (the message says why), 'open' before a payment.
 */
export async function cardCheckoutState(ctx: Context, quoteId: number) {
  const viewer = requireViewer(ctx.viewer);
  const quote = await loadQuoteForView(ctx.prisma, viewer, quoteId);
  if (quote.createdByUserId !== viewer.userId && !isAdmin(viewer)) throw notFound('Quote');
  const answer = (status: CardCheckoutStatus, message: string | null = null) => ({
    quoteId: quote.id,
    status,
    orderNumber: quote.type === QUOTE_TYPE.order ? quote.erpOrderNo : null,
    message,
  });
  if (quote.type === QUOTE_TYPE.order) return answer('paid');
  if (!quote.paymentIntentId) return answer('open');
  const last = await ctx.prisma.paymentEvent.findFirst({
    where: { paymentIntentId: quote.paymentIntentId, quoteId: quote.id, outcome: { not: null } },
    orderBy: { receivedAt: 'desc' },
  });
  if (!last) return answer('processing');
  if (last.outcome === 'failed') {
    // A declined card may be followed by another on the same PaymentIntent: Stripe knows which came last.
    const intent = await stripeOrFail(ctx).paymentIntents.retrieve(quote.paymentIntentId).catch(() => null);
    if (intent?.status === 'succeeded' || intent?.status === 'processing') return answer('processing');
    return answer('failed', 'Your card payment failed. Return to checkout to try again.');
  }
  if (last.outcome === 'placed') return answer('processing');
  return answer('refused', `Your payment was received, but the order could not be placed: ${last.outcome} We will contact you.`);
}

/**
 * The test payment provider's events (a payment succeeded or failed), handled as Stripe's webhook
 * deliveries are, by handleStripeWebhook: the event is recorded with its `stripeWebhook` job, and
 * the job's own retries (with backoff, on any instance) see its processing through. An event that
 * could not even be recorded (the database failing) stays with the provider for the next delivery.
 */
async function deliverTestPaymentEvents(services: Services) {
  if (cardPaymentProvider(services.config) !== 'test') return;
  const provider = testPaymentProviderFor(services.config);
  const events = provider.takeEvents();
  for (const [index, event] of events.entries()) {
    try {
      await handleStripeWebhook(services, Buffer.from(event.payload), event.signature);
    } catch (error) {
      currentLog().error({ err: error }, 'A test payment event could not be recorded; it is delivered with the next payment call');
      provider.giveBack(events.slice(index));
      return;
    }
  }
}

export const TEST_PROVIDER_MESSAGES = {
  notInUse: 'The test payment provider is not in use on this server.',
  nothingToAuthenticate: 'This card payment is not waiting for authentication.',
} as const;

/**
 * The test payment provider's authentication step (what 3-D Secure asks of a payer at their bank):
 * the payer of the quote completes it (the payment succeeds and the order is placed as Stripe's
 * webhook places it) or fails it (the card is refused, the checkout may be tried again).
 */
export async function authenticateTestCardPayment(ctx: Context, input: { quoteId: number; approve: boolean }) {
  const viewer = requireViewer(ctx.viewer);
  const quote = await ctx.prisma.quote.findFirst({ where: { id: input.quoteId, ...platformWhere(viewer) }, select: { id: true, createdByUserId: true, paymentIntentId: true } });
  if (!quote || viewer.userId == null || quote.createdByUserId !== viewer.userId) throw notFound('Quote');
  if (cardPaymentProvider(ctx.config) !== 'test') throw new AppError(TEST_PROVIDER_MESSAGES.notInUse, { code: 'CONFLICT' });
  const provider = testPaymentProviderFor(ctx.config);
  let intent: Stripe.PaymentIntent;
  try {
    if (!quote.paymentIntentId || (await provider.paymentIntents.retrieve(quote.paymentIntentId)).status !== 'requires_action') {
      throw new AppError(TEST_PROVIDER_MESSAGES.nothingToAuthenticate, { field: 'quoteId', code: 'CONFLICT' });
    }
    intent = provider.authenticate(quote.paymentIntentId, input.approve);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw paymentError(error);
  } finally {
    await deliverTestPaymentEvents(ctx);
  }
  return { quoteId: quote.id, paymentIntentId: intent.id, status: intent.status, amount: intent.amount };
}

/** The payer of a quote as the viewer the placement runs for (the webhook has no caller of its own). */
async function payerViewer(services: Services, userId: number): Promise<Viewer | null> {
  const user = await services.prisma.user.findUnique({ where: { id: userId }, include: { role: { select: { roleLevel: true } } } });
  if (!user) return null;
  return {
    kind: 'user',
    userId: user.id,
    username: user.username,
    pid: user.pid,
    roleLevel: user.role.roleLevel,
    groupId: user.groupId,
    firstName: user.firstName,
    lastName: user.lastName,
    customerId: user.customerId,
    contactId: user.contactId,
  };
}

/** Places the paid quote's order as its payer; answers the outcome recorded on the event. */
async function placePaidOrder(services: Services, quote: { id: number; createdByUserId: number | null }): Promise<string> {
  const viewer = quote.createdByUserId != null ? await payerViewer(services, quote.createdByUserId) : null;
  if (!viewer) return 'The payer of the quote no longer exists.';
  const ctx: Context = { ...services, viewer, tokenExpired: false, clientAddress: 'stripe-webhook', loaders: createLoaders(services.prisma), log: currentLog() };
  try {
    await placeOrder(ctx, quote.id, {}, { paid: true });
    return 'placed';
  } catch (error) {
    // The ERP has not answered yet: the order's own job sends it as soon as it does.
    if (isOrderPending(error)) return 'placed';
    // Another placement of the quote is under way: the job is retried later.
    if (error instanceof AppError && error.message === PLACING_MESSAGES.placing) throw error;
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/**
 * A Stripe webhook delivery: the signature is checked on the raw body with the webhook secret, each
 * event is recorded once (PaymentEvent by event id; a repeated delivery answers `duplicate`) with a
 * `stripeWebhook` job that processes it (processStripeEvent).
 */
export async function handleStripeWebhook(services: Services, rawBody: Buffer, signature: string | undefined) {
  // The test payment provider's events come signed with its own secret (deliverTestPaymentEvents).
  const testProvider = cardPaymentProvider(services.config) === 'test' ? testPaymentProviderFor(services.config) : null;
  const secret = testProvider ? testProvider.webhookSecret : services.config.stripeWebhookSecret;
  const stripe = testProvider ?? (secret ? stripeFor(services.config) : null);
  if (!stripe || !secret) throw new AppError(CARD_NOT_CONFIGURED, { code: 'CONFLICT' });
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    throw new AppError('Invalid webhook signature.', { code: 'BAD_USER_INPUT' });
  }
  const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string>; payment_intent?: string | { id: string } | null; amount_refunded?: number };
  // A refund comes as a charge event, naming its PaymentIntent.
  const chargeIntent = object.object === 'charge' ? (typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? null)) : null;
  const paymentIntentId = object.object === 'payment_intent' && object.id ? object.id : chargeIntent;
  const metadataQuoteId = Number(object.metadata?.quoteId) || null;
  const select = { id: true, pid: true, type: true, createdByUserId: true, paymentIntentId: true } as const;
  const quote = metadataQuoteId
    ? await services.prisma.quote.findUnique({ where: { id: metadataQuoteId }, select })
    : null;
  // An event names its quote in the intent's metadata; one of another platform is not that quote.
  // A charge without the metadata is the quote's that holds its PaymentIntent.
  const ours =
    quote && String(quote.pid) === object.metadata?.pid
      ? quote
      : !metadataQuoteId && chargeIntent
        ? await services.prisma.quote.findFirst({ where: { paymentIntentId: chargeIntent }, select })
        : null;
  // The event is recorded (a repeat delivery is answered as a duplicate) and its processing written
  // as a job in the same transaction: Stripe's delivery is acknowledged once the job exists, and the
  // job (placing the paid order) is retried until it succeeds, on whichever instance takes it.
  const job: StripeEventJob = {
    eventId: event.id,
    type: event.type,
    quoteId: ours?.id ?? null,
    paymentIntentId,
    ...(object.object === 'charge' && typeof object.amount_refunded === 'number' ? { amountRefunded: object.amount_refunded } : {}),
  };
  try {
    await services.prisma.$transaction(async (tx) => {
      await tx.paymentEvent.create({ data: { id: event.id, type: event.type, quoteId: ours?.id ?? null, paymentIntentId } });
      await enqueueJob(tx, 'stripeWebhook', job, { about: { pid: ours?.pid ?? null, record: ours ? `Quote #${ours.id}` : `Stripe event ${event.id}` } });
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') return { received: true, duplicate: true };
    throw error;
  }
  return { received: true, duplicate: false };
}

export interface StripeEventJob {
  eventId: string;
  type: string;
  quoteId: number | null;
  paymentIntentId: string | null;
  /** a refund's amount so far, in cents */
  amountRefunded?: number;
}

/**
 * The `stripeWebhook` job: what a verified event does. A succeeded payment places its quote's order
 * (noted among its communications), a failed one is noted. Once in effect: an event whose outcome is
 * recorded is done, and the placement itself is idempotent (an order is not placed twice).
 */
export async function processStripeEvent(services: Services, job: StripeEventJob) {
  const recorded = await services.prisma.paymentEvent.findUnique({ where: { id: job.eventId }, select: { outcome: true } });
  if (!recorded || recorded.outcome) return;
  const ours = job.quoteId
    ? await services.prisma.quote.findUnique({ where: { id: job.quoteId }, select: { id: true, pid: true, type: true, createdByUserId: true, paymentIntentId: true } })
    : null;
  const { paymentIntentId } = job;
  let outcome: string | null = null;
  if (ours && paymentIntentId && job.type === 'payment_intent.succeeded') {
    // The paid intent is the one the placement verifies with Stripe.
    await services.prisma.quote.updateMany({ where: { id: ours.id, type: { not: QUOTE_TYPE.order } }, data: { paymentIntentId } });
    outcome = ours.type === QUOTE_TYPE.order ? 'placed' : await placePaidOrder(services, ours);
    const paid = outcome;
    const notice = await services.prisma.$transaction(async (tx) => {
      await tx.communication.create({
        data: {
          quoteId: ours.id,
          pid: ours.pid,
          kind: 'note',
          subject: outcome === 'placed' ? 'Card payment received' : 'Card payment received, order not placed',
          body: paid === 'placed' ? `Payment ${paymentIntentId} succeeded.` : `Payment ${paymentIntentId} succeeded, but the order was not placed: ${paid} Refund or place it by hand.`,
        },
      });
      await tx.paymentEvent.update({ where: { id: job.eventId }, data: { outcome: paid } });
      return recordOrderEvent(tx, {
        quoteId: ours.id,
        kind: 'payment',
        text: paid === 'placed' ? 'Card payment succeeded' : `Card payment succeeded, but the order was not placed: ${paid}`,
        actor: SYSTEM_ACTORS.stripe,
        data: { paymentIntentId, outcome: 'succeeded', eventId: job.eventId },
      });
    });
    publishOrderEvents(services.pubsub, [notice]);
  } else if (ours && paymentIntentId && job.type === 'payment_intent.payment_failed') {
    outcome = 'failed';
    const notice = await services.prisma.$transaction(async (tx) => {
      await tx.communication.create({
        data: { quoteId: ours.id, pid: ours.pid, kind: 'note', subject: 'Card payment failed', body: `Payment ${paymentIntentId} failed.` },
      });
      await tx.paymentEvent.update({ where: { id: job.eventId }, data: { outcome: 'failed' } });
      return recordOrderEvent(tx, { quoteId: ours.id, kind: 'payment', text: 'Card payment failed', actor: SYSTEM_ACTORS.stripe, data: { paymentIntentId, outcome: 'failed', eventId: job.eventId } });
    });
    publishOrderEvents(services.pubsub, [notice]);
  } else if (ours && paymentIntentId && job.type === 'charge.refunded') {
    const amount = job.amountRefunded != null ? ` (${formatMoney((job.amountRefunded / 100).toFixed(2))} refunded in all)` : '';
    const notice = await services.prisma.$transaction(async (tx) => {
      await tx.communication.create({
        data: { quoteId: ours.id, pid: ours.pid, kind: 'note', subject: 'Card payment refunded', body: `Payment ${paymentIntentId} was refunded${amount}.` },
      });
      await tx.paymentEvent.update({ where: { id: job.eventId }, data: { outcome: 'refunded' } });
      return recordOrderEvent(tx, {
        quoteId: ours.id,
        kind: 'payment',
        text: `Card payment refunded${amount}`,
        actor: SYSTEM_ACTORS.stripe,
        data: { paymentIntentId, outcome: 'refunded', amountRefunded: job.amountRefunded ?? null, eventId: job.eventId },
      });
    });
    publishOrderEvents(services.pubsub, [notice]);
  }
}
