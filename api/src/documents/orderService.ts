import { randomUUID } from 'node:crypto';
import { audited } from '../audit/record.ts';
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context, Services } from '../context.ts';
import { assertPlatformAccess, platformWhere, requireViewer, isAdmin, isSuperAdmin, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { QUOTE_TYPE } from './quoteService.ts';
import { recomputeQuoteTotals } from './totals.ts';
import { copyIntoNewQuote, loadQuoteForView } from './quoteDocuments.ts';
import { repriceLinesForOrder } from '../configurator/lineChecks.ts';
import { erpAdapterFor } from '../erp/adapters.ts';
import { admitPlatformMail } from '../users/mailRecipients.ts';
import type { ErpOrder, ErpOrderAddress } from '../erp/types.ts';
import { claimQuote, placingKeyFor, PLACING_MESSAGES, quoteRevision, releaseQuote, setPlacingKey } from './placing.ts';
import { awaitPlacement, enqueueOrderJob, nudgeOrderJob, orderJobSettled } from './orderJob.ts';
import { publishOrderEvents } from './events.ts';
import { recordOrderStatus, STATUS_ORDER_SELECT } from './statusChanges.ts';
import { actorOf, recordShipment, SYSTEM_ACTORS, trackingEntry } from '../orderEvents/service.ts';
import { assertNotExpired } from './expiry.ts';
import { verifyQuotePayment } from '../payments/service.ts';
import { firstOrderProblem, type OrderCheckQuote } from '@quotecraft/rules/orders';
import { JOB_FIELD_MAX, JOB_FIELDS, jobFieldTooLong } from '@quotecraft/rules/jobFields';
import { isEmailAddress, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';
import { logger } from '../observability/logger.ts';
import { assertQuoteApproved } from '../approvals/service.ts';

export { ORDER_CHECK_MESSAGES as ORDER_MESSAGES } from '@quotecraft/rules/orders';

/** Runs the §4.5 checks (`@quotecraft/rules/orders`) and throws the first failure, naming its field. */
export function assertOrderChecks(quote: OrderCheckQuote, options: { erp: boolean }) {
  const problem = firstOrderProblem(quote, options);
  if (problem) throw new AppError(problem.message, { field: problem.field });
}

export const placeOrderInput = z.object({
  jobName: z.string().optional().nullable(),
  specifier: z.string().optional().nullable(),
  specifierLocation: z.string().optional().nullable(),
});

export type PlaceOrderInput = z.infer<typeof placeOrderInput>;

const quoteForOrder = {
  lines: { orderBy: { lineNumber: 'asc' } },
  customer: true,
  contact: true,
  billingAddress: true,
  shippingAddress: true,
  platform: true,
} satisfies Prisma.QuoteInclude;

type QuoteForOrder = Prisma.QuoteGetPayload<{ include: typeof quoteForOrder }>;

/** Loads a document by id for the viewer: missing or unreachable ones are 'not found'. */
export async function loadQuoteFor(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  return { viewer, quote: await loadQuoteForView(ctx.prisma, viewer, id) };
}

async function checkoutTypeOf(ctx: Context, viewer: Viewer) {
  if (viewer.kind !== 'user' || viewer.userId == null) return 'order';
  const user = await ctx.prisma.user.findUnique({ where: { id: viewer.userId }, select: { checkoutType: true } });
  return user?.checkoutType ?? 'order';
}

const toErpAddress = (address: QuoteForOrder['billingAddress']): ErpOrderAddress | null =>
  address
    ? {
        name: address.name ?? null,
        address: address.address,
        address2: address.address2,
        city: address.city,
        state: address.state,
        zip: address.zip,
        country: address.country,
        shipCode: address.shipCode ?? null,
      }
    : null;

/** A second placement of an order: the one who placed it gets the order again; anyone else is told. */
async function alreadyOrdered(ctx: Context, viewer: Viewer, quoteId: number) {
  const order = await ctx.prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
  if (order.type === QUOTE_TYPE.order && viewer.userId != null && order.placingUserId === viewer.userId) return order;
  throw new AppError(PLACING_MESSAGES.ordered, { code: 'CONFLICT' });
}

/**
 * Turns a quote into an order, as one locked, idempotent transition:
 * 1. the quote is claimed in the database (placing.ts): a second placement meanwhile is told the
 *    quote is already being placed, and the quote and its lines cannot be changed;
 * 2. the §4.5 checks run in their order on the claimed quote, every line is re-priced from its
 *    source (not for a card payment's webhook, `paid`: the payment fixed the prices), and card
 *    checkout's payment is verified with Stripe against the claimed total and revision;
 * 3. an `erpOrder` job is written with the idempotency key derived from the quote; it sends the
 *    order to the platform's ERP (retried with backoff while the ERP is down or slow) and converts
 *    the quote in one transaction, only if nothing changed while it was sent (orders/orderJob.ts);
 * 4. the request waits for the job's first outcome: the order, the ERP's refusal (the quote given
 *    back), or word that the order is sent as soon as the ERP answers.
 * A failure before the job was written gives the claim back and leaves the quote as it was.
 */
export async function placeOrder(
  ctx: Context,
  quoteId: number,
  input: PlaceOrderInput = {},
  options: { paid?: boolean; /** a further condition checked on the claimed quote, before anything is sent */ onClaimed?: (quote: { id: number; revision: number }) => Promise<void> } = {},
) {
  const { viewer, quote: viewed } = await loadQuoteFor(ctx, quoteId);
  if (viewer.roleLevel < 0) throw forbidden();
  const checkoutType = await checkoutTypeOf(ctx, viewer);
  const stripe = checkoutType === 'stripe';
  if (viewed.type === QUOTE_TYPE.order) return alreadyOrdered(ctx, viewer, quoteId);
  if (viewed.type === QUOTE_TYPE.request && !stripe) throw new AppError('A quote request cannot be sent to the ERP.', { code: 'FORBIDDEN' });
  // A card payment's webhook places what was paid for before the quote expired.
  if (!options.paid) assertNotExpired(viewed);
  for (const { key } of JOB_FIELDS) {
    const value = input[key]?.trim();
    if (value && value.length > JOB_FIELD_MAX) throw new AppError(jobFieldTooLong(key), { field: key });
  }

  const claim = await claimQuote(ctx.prisma, quoteId, viewer.userId);
  if (claim.kind === 'ordered') return alreadyOrdered(ctx, viewer, quoteId);
  if (claim.kind === 'busy') {
    // A placement whose order job waits for the ERP: this one runs it now and waits with it.
    await orderJobSettled(ctx, quoteId);
    const pending = await nudgeOrderJob(ctx, quoteId);
    if (!pending) throw new AppError(PLACING_MESSAGES.placing, { code: 'CONFLICT' });
    return awaitPlacement(ctx, viewer, quoteId, pending, () => alreadyOrdered(ctx, viewer, quoteId)) as ReturnType<typeof alreadyOrdered>;
  }

  let key: string | null = claim.resumedKey;
  let enqueued = false;
  try {
    const quote = await ctx.prisma.quote.findUniqueOrThrow({ where: { id: quoteId }, include: quoteForOrder });
    if (options.onClaimed) await options.onClaimed(quote);
    const job = {
      jobName: (input.jobName ?? quote.jobName).trim(),
      specifier: (input.specifier ?? quote.specifier).trim(),
      specifierLocation: (input.specifierLocation ?? quote.specifierLocation).trim(),
    };

    let customer = quote.customer;
    if (!customer && viewer.roleLevel <= 1 && viewer.customerId != null) {
      customer = await ctx.prisma.customer.findUnique({ where: { id: viewer.customerId } });
    }

    assertOrderChecks({ lineCount: quote.lines.length, customerErpId: customer?.erpId, ...job }, { erp: !stripe });
    // Lines below the margin floor or a discount limit need an approval at their current prices (a
    // card payment's webhook passed this before the payment was taken).
    if (!options.paid) await assertQuoteApproved(ctx.prisma, quote.id);

    // Every line re-priced from its source: a configured line the model no longer accepts or
    // prices differently stops here; a fixed-price line takes its product's current price and
    // stops once, so the new total is seen before it is ordered. A claim taken over from a
    // placement that chose its key had passed this already, and the ERP may hold its order.
    // A quote paid for by card was re-priced before its PaymentIntent was made, and the payment is
    // verified against that revision below: it is ordered at the prices paid.
    if (!claim.resumedKey && !options.paid) await repriceLinesForOrder(ctx, quote, viewer.userId);

    if (stripe) await verifyQuotePayment(ctx, quote);

    const revision = quoteRevision(quote, job);
    key ??= placingKeyFor(quote.id, revision);
    const placingKey = key;

    const order: ErpOrder = {
      quoteId: quote.id,
      idempotencyKey: placingKey,
      clientId: quote.clientId,
      pid: quote.pid,
      customer: { erpId: customer?.erpId ?? null, companyName: customer?.companyName ?? quote.customerName },
      contact: quote.contact
        ? { firstName: quote.contact.firstName, lastName: quote.contact.lastName, email: quote.contact.email, phone: quote.contact.phone }
        : null,
      billTo: toErpAddress(quote.billingAddress),
      shipTo: toErpAddress(quote.sameAsBilling ? quote.billingAddress : quote.shippingAddress),
      lines: quote.lines.map((line) => ({
        lineNumber: line.lineNumber,
        partNumber: line.partNumber,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.price.toFixed(2),
        configurationId: line.configurationId,
        headerId: line.headerId,
      })),
      ...job,
      total: quote.totalCost.toFixed(2),
      placedBy: viewer.username,
    };

    // The key and the job that sends the order are written together: from here the job owns the claim.
    await orderJobSettled(ctx, quote.id);
    const jobId = await ctx.prisma.$transaction(async (tx) => {
      await setPlacingKey(tx, quote.id, placingKey);
      return enqueueOrderJob(
        tx,
        { quoteId: quote.id, key: placingKey, revision, job, order, customerId: customer?.id ?? null, placedBy: { userId: viewer.userId, username: viewer.username, name: actorOf(viewer).name } },
        quote.pid,
      );
    });
    enqueued = true;
    return (await awaitPlacement(ctx, viewer, quote.id, { id: jobId, attempts: 0 }, () => alreadyOrdered(ctx, viewer, quote.id))) as ReturnType<typeof alreadyOrdered>;
  } catch (error) {
    // Before the order job was written nothing left the building: the claim is given back.
    if (!enqueued) await releaseQuote(ctx.prisma, quoteId, [`pending-${quoteId}`, ...(key ? [key] : [])]);
    throw error;
  }
}

/** Copies a quote or order into a new quote of the viewer, lines and their configurations included. */
export async function copyDocumentToQuote(ctx: Context, sourceId: number, expectType: number) {
  const { viewer, quote } = await loadQuoteFor(ctx, sourceId);
  if (viewer.roleLevel <= 0) throw forbidden();
  if (quote.type !== expectType) throw notFound(expectType === QUOTE_TYPE.order ? 'Order' : 'Quote');
  return ctx.prisma.$transaction((tx) =>
    copyIntoNewQuote(tx, viewer, quote, { type: QUOTE_TYPE.quote, groupId: viewer.groupId ?? quote.groupId }),
  );
}

export const copyOrder = (ctx: Context, orderId: number) => copyDocumentToQuote(ctx, orderId, QUOTE_TYPE.order);

/** Only level 9 deletes orders. */
export async function deleteOrder(ctx: Context, orderId: number) {
  const viewer = requireViewer(ctx.viewer);
  if (!isSuperAdmin(viewer)) throw forbidden('Only a super administrator can delete orders.');
  const order = await ctx.prisma.quote.findUnique({ where: { id: orderId }, select: { id: true, type: true } });
  if (!order || order.type !== QUOTE_TYPE.order) throw notFound('Order');
  await audited(ctx, { action: 'delete', entity: 'Quote', ids: [order.id] }, (tx) => tx.quote.delete({ where: { id: order.id } }));
  return order.id;
}

export const orderStatusEmailsInput = z.object({
  emails: z.array(z.string().trim().refine(isEmailAddress, PASSWORD_MESSAGES.emailInvalid)).min(1).max(50),
  subject: z.string().trim().min(1).max(200),
  htmlBody: z.string().min(1).max(100_000),
  quoteId: z.coerce.number().int().positive().optional(),
});

/**
 * Administrators send order-status emails to users and contacts of the platform (the quote's, else
 * their own), rate-limited per sender and recipient; with a quoteId the message is kept among its
 * communications.
 */
export async function sendOrderStatusEmails(ctx: Context, input: z.infer<typeof orderStatusEmailsInput>) {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  let quote: { id: number; pid: number } | null = null;
  if (input.quoteId != null) quote = (await loadQuoteFor(ctx, input.quoteId)).quote;
  // only the platform's own users and contacts, and not too often (one rule with "email the new password")
  await admitPlatformMail(ctx, viewer, quote?.pid ?? viewer.pid, input.emails, (index) => `emails.${index}`);
  const pid = quote?.pid ?? viewer.pid;
  // The message (a mail job) and, with a quote, its record among the quote's communications: one change.
  const sent = await ctx.prisma.$transaction(async (tx) => {
    const job = await ctx.mailer.send(
      { to: input.emails, subject: input.subject, html: input.htmlBody },
      { db: tx, about: { pid, record: quote ? `Order #${quote.id}` : `Email "${input.subject}"`, quoteId: quote?.id ?? null } },
    );
    if (quote) {
      await tx.communication.create({
        data: {
          quoteId: quote.id,
          pid: quote.pid,
          kind: 'email',
          subject: input.subject,
          body: input.htmlBody,
          recipients: input.emails.join(','),
          createdByUserId: viewer.userId,
        },
      });
    }
    return job;
  });
  return { id: sent.id, recipients: input.emails.length };
}

export const orderStatusInput = z
  .object({
    swiftsellQuoteId: z.coerce.number().int().positive().optional(),
    erpOrderNo: z.string().trim().min(1).optional(),
    status: z.enum(['P', 'S', 'O', 'H']).optional(),
    csiStatus: z.string().trim().max(4).nullable().optional(),
    tracking: z.array(trackingEntry).max(500).optional().describe('tracking numbers (and URLs) of shipped lines, by line number'),
  })
  .refine((value) => value.swiftsellQuoteId != null || value.erpOrderNo != null, {
    message: 'swiftsellQuoteId or erpOrderNo is required',
    path: ['swiftsellQuoteId'],
  });

/**
 * The ERP (or an administrator) reports a status change of an order of their platform. An order is
 * found by quote id (swiftsellQuoteId) or by its ERP order number.
 */
export async function reportOrderStatus(ctx: Context, input: z.infer<typeof orderStatusInput>) {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  const order = await ctx.prisma.quote.findFirst({
    where: {
      type: QUOTE_TYPE.order,
      ...platformWhere(viewer),
      ...(input.swiftsellQuoteId != null ? { id: input.swiftsellQuoteId } : { erpOrderNo: input.erpOrderNo }),
    },
    select: STATUS_ORDER_SELECT,
  });
  if (!order) throw notFound('Order');
  assertPlatformAccess(viewer, order.pid);
  const orderStatus = input.status ?? order.orderStatus ?? 'O';
  const csiStatus = input.csiStatus === undefined ? (input.status ? null : order.csiStatus) : input.csiStatus || null;
  // A partner system reporting is the ERP; a person reporting is named.
  const actor = viewer.kind === 'apiToken' ? SYSTEM_ACTORS.erp : actorOf(viewer);
  let changed = false;
  if (input.tracking?.length) {
    const tracking = input.tracking;
    const notice = await ctx.prisma.$transaction((tx) => recordShipment(tx, order, tracking, actor));
    publishOrderEvents(ctx.pubsub, [notice]);
    changed = true;
  }
  if (input.status != null || input.csiStatus !== undefined || !input.tracking?.length) {
    changed = (await recordOrderStatus(ctx, order, { orderStatus, csiStatus, source: 'inbound', actor })) || changed;
  }
  return { id: order.id, changed };
}

/** Asks each ERP-integrated platform's ERP about its open orders and records what changed. */
export async function pollOrderStatuses(services: Services): Promise<number> {
  const platforms = await services.prisma.platform.findMany({
    where: { integration: { in: ['CSI', 'csi', 'visual', 'VISUAL'] } },
    select: { id: true, integration: true, integrationSettings: true },
  });
  let changes = 0;
  for (const platform of platforms) {
    let adapter;
    try {
      adapter = erpAdapterFor(platform, services.config);
    } catch {
      continue;
    }
    let cursor = 0;
    for (;;) {
      const open = await services.prisma.quote.findMany({
        where: { pid: platform.id, type: QUOTE_TYPE.order, erpOrderNo: { not: null }, id: { gt: cursor }, NOT: { orderStatus: 'H' } },
        select: { id: true, erpOrderNo: true },
        orderBy: { id: 'asc' },
        take: 100,
      });
      if (open.length === 0) break;
      cursor = open[open.length - 1]!.id;
      const byNo = new Map(open.map((o) => [o.erpOrderNo!, o.id]));
      let reports;
      try {
        reports = await adapter.fetchStatuses([...byNo.keys()]);
      } catch (error) {
        logger.error({ err: error, platform: platform.id }, `Order status poll for platform ${platform.id} failed`);
        break;
      }
      for (const report of reports) {
        const id = byNo.get(report.erpOrderNo);
        // read as it is now: the ERP's answer may have taken a while
        const order = id == null ? null : await services.prisma.quote.findUnique({ where: { id }, select: STATUS_ORDER_SELECT });
        if (order && (await recordOrderStatus(services, order, { orderStatus: report.orderStatus, csiStatus: report.csiStatus, source: 'poll' }))) changes++;
      }
    }
  }
  return changes;
}
