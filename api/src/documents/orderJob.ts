// Sending an order to the ERP is an `erpOrder` job (jobs/worker.ts). Place Order claims the quote,
// checks and prices it, and writes the job with the claim's idempotency key in one transaction;
// the job sends the order (any instance may run it; a timeout or an unreachable ERP is retried with
// backoff, always with the same key, so the ERP answers a repeat with the order it already holds)
// and converts the quote in the transaction that also writes its confirmation email's job. Place
// Order waits for the job's first outcome, so an ERP that answers is seen at once.
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context, Services } from '../context.ts';
import type { Viewer } from '../schema/access.ts';
import { AppError } from '../schema/errors.ts';
import { QUOTE_TYPE } from './quoteService.ts';
import { erpAdapterFor } from '../erp/adapters.ts';
import { ERP_UNREACHABLE, ErpError, type ErpOrder, type ErpSubmission } from '../erp/types.ts';
import { enqueueJob, PermanentJobError } from '../jobs/queue.ts';
import { PLACING_LEASE_SECONDS, PLACING_MESSAGES, quoteRevision, releaseQuote } from './placing.ts';
import { erpStatusText } from '@quotecraft/rules/orderEvents';
import { publishOrderEvents, publishOrderStatus } from './events.ts';
import { recordStatusHistory } from './statusChanges.ts';
import { orderStatusLabel } from './orderStatus.ts';
import { recordOrderEvent, SYSTEM_ACTORS, type OrderEventNotice } from '../orderEvents/service.ts';
import { formatMoney } from '@quotecraft/rules/money';

type Db = Services['prisma'] | Prisma.TransactionClient;

export interface OrderJob {
  quoteId: number;
  key: string;
  revision: string;
  job: { jobName: string; specifier: string; specifierLocation: string };
  order: ErpOrder;
  customerId: number | null;
  /** who placed it: `name` as the timeline shows them (absent in jobs queued before it was kept) */
  placedBy: { userId: number | null; username: string; name?: string };
}

const erpRetryable = (error: ErpError) =>
  error.uncertain ||
  error.message === ERP_UNREACHABLE ||
  (error.httpStatus != null && (error.httpStatus >= 500 || error.httpStatus === 429 || error.httpStatus === 408));

export const orderJobKey = (quoteId: number) => `erp-order-${quoteId}`;

/** Writes the quote's `erpOrder` job in `tx` (one waiting job per quote: a later one replaces it). */
export const enqueueOrderJob = (tx: Db, data: OrderJob, pid: number) =>
  enqueueJob(tx, 'erpOrder', data, { key: orderJobKey(data.quoteId), about: { pid, record: `Quote #${data.quoteId}` } });

const quoteForOrder = {
  lines: { orderBy: { lineNumber: 'asc' } },
  contact: true,
  platform: true,
} satisfies Prisma.QuoteInclude;

type QuoteForJob = Prisma.QuoteGetPayload<{ include: typeof quoteForOrder }>;

/** The `erpOrder` job: sends the order and converts the quote, once in effect. */
export async function runOrderJob(services: Services, data: OrderJob): Promise<void> {
  const { prisma } = services;
  const quote = await prisma.quote.findUnique({ where: { id: data.quoteId }, include: quoteForOrder });
  // Ordered already (by an earlier run or another placement with the same key), or the claim was given back: done.
  if (!quote || quote.type === QUOTE_TYPE.order || quote.placingKey !== data.key) return;
  // The claim is held for as long as the job tries.
  await prisma.$executeRaw`
    UPDATE "Quote" SET "placingUntil" = now() + make_interval(secs => ${PLACING_LEASE_SECONDS})
     WHERE id = ${quote.id} AND "placingKey" = ${data.key} AND type <> ${QUOTE_TYPE.order}`;

  let accepted: ErpSubmission;
  try {
    accepted = await erpAdapterFor(quote.platform, services.config).submitOrder(data.order);
  } catch (error) {
    // A refusal, an ERP that is not configured or not allowed, is final: the quote is given back.
    // An ERP not reached, timed out, dropped or busy (5xx, 429, 408) is retried with the same key.
    if (error instanceof ErpError && !erpRetryable(error)) {
      await releaseQuote(prisma, quote.id, [data.key]);
      throw new PermanentJobError(error.message);
    }
    throw error instanceof ErpError ? new Error(error.message) : error;
  }

  const placedAt = new Date();
  let notices: OrderEventNotice[] = [];
  const converted = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Quote" WHERE id = ${quote.id} FOR UPDATE`;
    const current = await tx.quote.findUniqueOrThrow({ where: { id: quote.id }, include: { lines: { orderBy: { lineNumber: 'asc' } } } });
    // Another run with the same key (same ERP order) got there first.
    if (current.type === QUOTE_TYPE.order) return 'done' as const;
    if (current.placingKey !== data.key || quoteRevision(current, data.job) !== data.revision) return 'changed' as const;
    await tx.quote.update({
      where: { id: quote.id },
      data: {
        type: QUOTE_TYPE.order,
        ...data.job,
        erpOrderNo: accepted.erpOrderNo,
        orderStatus: accepted.orderStatus,
        csiStatus: accepted.csiStatus,
        dateOrderPlaced: placedAt,
        integration: quote.platform.integration,
        customerId: quote.customerId ?? data.customerId,
        placingUntil: null,
        placingUserId: data.placedBy.userId,
        // The revision that became the order (an order is never revised again).
        orderedRevision: current.revision,
      },
    });
    await recordStatusHistory(tx, quote, { orderStatus: accepted.orderStatus, csiStatus: accepted.csiStatus, source: 'placement' });
    notices = await recordPlacement(tx, quote, accepted, data);
    // The confirmation is a mail job written with the order: it is sent (and retried while the SMTP
    // server is down) exactly when the order exists.
    await sendOrderConfirmation(services, tx, quote, accepted.erpOrderNo ?? '', data.placedBy);
    return 'converted' as const;
  });

  if (converted === 'changed') {
    // Only a change around the placement's guards gets here: the ERP holds an order the quote no
    // longer matches, so the quote is not converted and the order is named for someone to cancel.
    await prisma.communication.create({
      data: {
        quoteId: quote.id,
        pid: quote.pid,
        kind: 'note',
        subject: 'Order not recorded',
        body: `The ERP accepted order ${accepted.erpOrderNo} (key ${data.key}), but the quote changed while it was being placed, so the quote was not converted. Cancel ERP order ${accepted.erpOrderNo} before placing the quote again.`,
        createdByUserId: data.placedBy.userId,
      },
    });
    await releaseQuote(prisma, quote.id, [data.key]);
    throw new PermanentJobError(PLACING_MESSAGES.changed);
  }
  if (converted === 'done') return;
  publishOrderStatus(services.pubsub, quote, accepted);
  publishOrderEvents(services.pubsub, notices);
}

/** Where an order went, as its timeline says it: the platform's ERP, or card payment. */
function placedText(quote: QuoteForJob, placedBy: OrderJob['placedBy']) {
  const who = `${placedBy.name || placedBy.username || 'a user'} from revision ${quote.revision}`;
  const integration = quote.platform.integration?.trim();
  const erp = integration && !['none', 'default'].includes(integration.toLowerCase()) ? `${integration.toUpperCase()} ERP` : 'the order desk';
  return quote.paymentIntentId ? `Order placed by ${who}, paid by card, sent to ${erp}` : `Order placed by ${who}, sent to ${erp}`;
}

/** The placement and the ERP's acknowledgement on the order's timeline, in the converting transaction. */
async function recordPlacement(tx: Prisma.TransactionClient, quote: QuoteForJob, accepted: ErpSubmission, data: OrderJob) {
  const placed = await recordOrderEvent(tx, {
    quoteId: quote.id,
    kind: 'placed',
    text: placedText(quote, data.placedBy),
    actor: { userId: data.placedBy.userId, name: data.placedBy.name || data.placedBy.username },
    data: { integration: quote.platform.integration, revision: quote.revision, card: !!quote.paymentIntentId, paymentIntentId: quote.paymentIntentId, key: data.key, total: quote.totalCost.toFixed(2) },
  });
  const label = orderStatusLabel(accepted.orderStatus, accepted.csiStatus, quote.platform.csiOrderCompleteString);
  const acknowledged = await recordOrderEvent(tx, {
    quoteId: quote.id,
    kind: 'acknowledged',
    text: `ERP acknowledged order ${accepted.erpOrderNo ? `${accepted.erpOrderNo} ` : ''}as ${erpStatusText(label, accepted.orderStatus, accepted.csiStatus)}`,
    actor: SYSTEM_ACTORS.erp,
    data: { erpOrderNo: accepted.erpOrderNo, orderStatus: accepted.orderStatus, csiStatus: accepted.csiStatus, label },
  });
  return [placed, acknowledged];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function sendOrderConfirmation(services: Services, tx: Prisma.TransactionClient, quote: QuoteForJob, erpOrderNo: string, placedBy: OrderJob['placedBy']) {
  const to = [...new Set([quote.contact?.email || placedBy.username].filter((a): a is string => !!a && a.includes('@')))];
  if (to.length === 0) return;
  const subject = `Order ${erpOrderNo} confirmation`;
  const rows = quote.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.partNumber)}</td><td>${escapeHtml(line.description)}</td><td style="text-align:right">${line.quantity}</td><td style="text-align:right">${formatMoney(line.price)}</td></tr>`,
    )
    .join('');
  const html =
    `<h1>Thank you for your order</h1>` +
    `<p>Your order ${escapeHtml(erpOrderNo)} (Quote #${quote.id}) was completed successfully.</p>` +
    `<p>Job Name: ${escapeHtml(quote.jobName)}</p>` +
    `<table><thead><tr><th>Part #</th><th>Description</th><th>Qty.</th><th>Unit Price</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<p>Total: ${formatMoney(quote.totalCost)}</p>`;
  await services.mailer.send(
    { to, subject, html, text: `Your order ${erpOrderNo} (Quote #${quote.id}) was completed successfully.` },
    { db: tx, about: { pid: quote.pid, record: `Order #${quote.id}`, quoteId: quote.id } },
  );
  await tx.communication.create({
    data: { quoteId: quote.id, pid: quote.pid, kind: 'email', subject, body: html, recipients: to.join(','), createdByUserId: placedBy.userId },
  });
}

/**
 * Waits (up to five seconds) while the quote's order job has failed for good but its attempts are
 * not ended yet: graphile-worker releases a failed job first, and the worker ends its attempts a
 * moment later (jobs/worker.ts, failForGood). A new placement or a retry that changed the job in
 * between would have that late end stop it with the earlier refusal.
 */
export async function orderJobSettled(ctx: Context, quoteId: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const [ending] = await ctx.prisma.$queryRaw<{ id: bigint }[]>`
      SELECT j.id FROM graphile_worker.jobs j JOIN "JobRecord" r ON r.id = j.id
       WHERE j.key = ${orderJobKey(quoteId)} AND j.locked_at IS NULL AND j.attempts < j.max_attempts
         AND r."lastError" IS NOT NULL AND r."nextTryAt" IS NULL`;
    if (!ending) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The quote's `erpOrder` job waiting for a retry, run now (a second Place Order while the ERP is
 * retried means "try again now"); null when the quote has none or it is running. Answers the job
 * and its attempts so far.
 */
export async function nudgeOrderJob(ctx: Context, quoteId: number): Promise<{ id: string; attempts: number } | null> {
  // One statement: the waiting job (none while it runs) is rescheduled to now, its attempts counted
  // afresh if they had run out, and the workers are told.
  const rows = await ctx.prisma.$queryRaw<{ id: bigint; attempts: number }[]>`
    WITH waiting AS (
      SELECT id, CASE WHEN attempts >= max_attempts THEN 0 END AS fresh
        FROM graphile_worker.jobs WHERE key = ${orderJobKey(quoteId)} AND locked_at IS NULL
    ), rescheduled AS (
      SELECT r.id, r.attempts FROM waiting, graphile_worker.reschedule_jobs(ARRAY[waiting.id], run_at => now(), attempts => waiting.fresh) r
    ), recorded AS (
      UPDATE "JobRecord" SET attempts = rescheduled.attempts, "nextTryAt" = now() AT TIME ZONE 'UTC' FROM rescheduled WHERE "JobRecord".id = rescheduled.id
    )
    SELECT id, attempts, pg_notify('jobs:insert', '{"count":1}') IS NULL AS told FROM rescheduled`;
  const job = rows[0];
  return job ? { id: String(job.id), attempts: job.attempts } : null;
}

/** Whether a Place Order error means the order is being sent by its job (retried until the ERP answers). */
export const isOrderPending = (error: unknown) =>
  error instanceof AppError && (error.message === PLACING_MESSAGES.sending || error.message.endsWith(PLACING_MESSAGES.uncertain));

/**
 * Waits for the quote's order job to run once past `attempts`: the order (to the one who placed it),
 * the job's refusal, or, while the ERP is retried or slow, that the order will be sent when it answers.
 */
export async function awaitPlacement(
  ctx: Context,
  viewer: Viewer,
  quoteId: number,
  job: { id: string; attempts: number },
  alreadyOrdered: () => Promise<unknown>,
): Promise<unknown> {
  const deadline = Date.now() + ctx.config.orderWaitSeconds * 1000;
  for (let round = 0; ; round += 1) {
    // A job that failed for good says so in its record (written before the job is released) at
    // once; graphile-worker's attempts catch up a moment later.
    const rows = await ctx.prisma.$queryRaw<{ type: number; found: boolean; attempts: number | null; max_attempts: number | null; last_error: string | null; locked: boolean | null; final: boolean | null }[]>`
      SELECT q.type, j.id IS NOT NULL AS found, j.attempts, j.max_attempts, j.last_error, j.locked_at IS NOT NULL AS locked,
             r."lastError" IS NOT NULL AND r."nextTryAt" IS NULL AS final
        FROM "Quote" q LEFT JOIN graphile_worker.jobs j ON j.id = ${BigInt(job.id)} LEFT JOIN "JobRecord" r ON r.id = j.id
       WHERE q.id = ${quoteId}`;
    const row = rows[0];
    if (!row) throw new AppError('Quote not found.', { code: 'NOT_FOUND' });
    if (row.type === QUOTE_TYPE.order) return alreadyOrdered();
    if (!row.found) throw new AppError(PLACING_MESSAGES.changed, { code: 'CONFLICT' });
    if (!row.locked && row.last_error && (row.attempts ?? 0) > job.attempts) {
      const message = row.last_error.split('\n')[0]!;
      if (row.final || (row.attempts ?? 0) >= (row.max_attempts ?? 0)) throw new AppError(message, { code: 'CONFLICT' });
      throw new AppError(`${message} ${PLACING_MESSAGES.uncertain}`, { code: 'CONFLICT' });
    }
    if (Date.now() > deadline) throw new AppError(PLACING_MESSAGES.sending, { code: 'CONFLICT' });
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, 25 + round * 10)));
  }
}
