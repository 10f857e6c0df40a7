import { z } from 'zod';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import type { OrderEventNotice } from '../live/pubsub.ts';
import { administers, canReachPlatform, isAdmin, isSuperAdmin, platformWhere, requireViewer, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { canViewQuote, QUOTE_TYPE } from '../documents/quoteService.ts';
import { notifyOrderEvent } from '../notifications/notify.ts';
import { publishOrderEvents } from '../documents/events.ts';
import {
  isOrderEventKind,
  ORDER_COMMENT_MAX,
  ORDER_EVENT_KINDS,
  ORDER_EVENT_MESSAGES,
  orderCommentProblem,
  trackingProblem,
  type OrderEventKind,
} from '@quotecraft/rules/orderEvents';

/**
 * An order's timeline: one append-only OrderEvent row per thing that happened to the order (placed,
 * acknowledged by the ERP, a status change, a payment, a shipment, a return, an email, a comment),
 * written with `recordOrderEvent` in the transaction of the change that caused it, and published
 * with `publishOrderEvents` (documents/events.ts, with the other document events) once that
 * transaction has committed. The live `orderEvent` topic
 * carries the event's id and its order's audience (platform, group, creator, customer), so each
 * subscriber is checked against the order without a read, on every instance (Redis with REDIS_URL).
 */

type Db = PrismaClient | Prisma.TransactionClient;

export { ORDER_EVENT_KINDS, type OrderEventKind };

/** Who or what caused an event: a user (their id and name) or a system by name. */
export interface OrderEventActor {
  userId: number | null;
  name: string;
}

export const SYSTEM_ACTORS = {
  erp: { userId: null, name: 'ERP' },
  stripe: { userId: null, name: 'Stripe' },
  system: { userId: null, name: 'System' },
} as const satisfies Record<string, OrderEventActor>;

/** The caller as an event's actor: a person by name, an API token as its platform's partner system. */
export function actorOf(viewer: Viewer): OrderEventActor {
  if (viewer.kind === 'apiToken') return { userId: null, name: `API token ${viewer.username}`.trim() };
  const name = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username;
  return { userId: viewer.userId, name };
}

/** The order an event is about, as a subscriber's rights need it. */
export interface OrderAudience {
  quoteId: number;
  pid: number;
  groupId: number | null;
  createdByUserId: number | null;
  customerId: number | null;
}

export type { OrderEventNotice };

/** The order's columns an event is written and told with. */
export const EVENT_ORDER_SELECT = { id: true, pid: true, groupId: true, createdByUserId: true, customerId: true, contactId: true } as const satisfies Prisma.QuoteSelect;
export type EventOrder = Prisma.QuoteGetPayload<{ select: typeof EVENT_ORDER_SELECT }>;

export interface OrderEventInput {
  quoteId: number;
  /** the order's row when the caller has just read it (else it is read here) */
  order?: EventOrder;
  kind: OrderEventKind;
  text: string;
  actor: OrderEventActor;
  data?: Prisma.InputJsonValue;
}

/**
 * Appends an event to an order's timeline in `db` (the caller's transaction) and answers the notice
 * to publish once it has committed.
 */
export async function recordOrderEvent(db: Db, input: OrderEventInput): Promise<OrderEventNotice> {
  const order = input.order ?? (await db.quote.findUniqueOrThrow({ where: { id: input.quoteId }, select: EVENT_ORDER_SELECT }));
  const row = await db.orderEvent.create({
    data: {
      quoteId: order.id,
      pid: order.pid,
      kind: input.kind,
      text: input.text.slice(0, 4000),
      actor: input.actor.name.slice(0, 200),
      actorUserId: input.actor.userId,
      data: input.data ?? {},
    },
    select: { id: true },
  });
  // the buyer's notifications and emails, written with the event
  const notifyUserIds = await notifyOrderEvent(db, order, { id: row.id, kind: input.kind, text: input.text, actorUserId: input.actor.userId, data: input.data ?? {} });
  return {
    id: row.id,
    kind: input.kind,
    quoteId: order.id,
    pid: order.pid,
    groupId: order.groupId,
    createdByUserId: order.createdByUserId,
    customerId: order.customerId,
    ...(notifyUserIds.length > 0 ? { notifyUserIds } : {}),
  };
}

/** Whether the viewer may see this order's events: whoever may see the order. */
export const canSeeOrderEvent = (viewer: Viewer | null, event: OrderAudience) =>
  canViewQuote(viewer, { pid: event.pid, groupId: event.groupId, createdByUserId: event.createdByUserId, type: QUOTE_TYPE.order });

/** An order the viewer may see, or 'Order not found.' (for a quote, too: it has no timeline yet). */
export async function loadOrderFor(ctx: Context, quoteId: number) {
  const viewer = requireViewer(ctx.viewer);
  const order = await ctx.prisma.quote.findUnique({
    where: { id: quoteId },
    select: { id: true, pid: true, type: true, groupId: true, createdByUserId: true, customerId: true },
  });
  if (!order || !canViewQuote(viewer, order)) throw notFound('Order');
  if (order.type !== QUOTE_TYPE.order) throw new AppError(ORDER_EVENT_MESSAGES.notAnOrder, { field: 'quoteId', code: 'CONFLICT' });
  return { viewer, order };
}

/** An order's timeline, newest first (the id breaks ties of the same instant). */
export const timelineOrderBy: Prisma.OrderEventOrderByWithRelationInput[] = [{ at: 'desc' }, { id: 'desc' }];

export async function orderTimelineWhere(ctx: Context, quoteId: number): Promise<Prisma.OrderEventWhereInput> {
  const { order } = await loadOrderFor(ctx, quoteId);
  return { quoteId: order.id };
}

/** The REST rows of an order's timeline, newest first (at most `limit`). */
export async function listOrderTimeline(ctx: Context, quoteId: number, limit = 500) {
  const where = await orderTimelineWhere(ctx, quoteId);
  return ctx.prisma.orderEvent.findMany({ where, orderBy: timelineOrderBy, take: limit });
}

export const orderFeedFilter = z.object({
  pid: z.coerce.number().int().positive().nullish(),
  kind: z
    .string()
    .refine(isOrderEventKind, { message: `kind must be one of ${ORDER_EVENT_KINDS.join(', ')}.` })
    .nullish(),
  customerId: z.coerce.number().int().positive().nullish(),
});
export type OrderFeedFilter = z.infer<typeof orderFeedFilter>;

/** Checks a feed filter, naming the field of its first problem. */
export function parseFeedFilter(raw: unknown): OrderFeedFilter {
  const parsed = orderFeedFilter.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(issue.message, { field: String(issue.path[0] ?? '') });
  }
  return parsed.data;
}

/**
 * The administrators' feed: the events of the platform's orders (level 9: every platform's, or the
 * one chosen), by kind and customer. Administrators, and partner systems with a `read` or
 * `orders:status` token, only.
 */
export function orderFeedWhere(viewer: Viewer, filter: OrderFeedFilter): Prisma.OrderEventWhereInput {
  if (!isAdmin(viewer)) throw forbidden();
  const where: Prisma.OrderEventWhereInput = { ...platformWhere(viewer) };
  if (isSuperAdmin(viewer) && filter.pid != null) where.pid = filter.pid;
  if (filter.kind) where.kind = filter.kind;
  if (filter.customerId != null) where.quote = { customerId: filter.customerId };
  return where;
}

/**
 * An order's fields that read the same for everyone who may see the order (checked per subscriber
 * before an answer is shared), with its platform's status type (read alike by one platform's
 * callers of one role level).
 */
export const sharedOrderFields = {
  Quote: ['id', 'rowId', 'type', 'pid', 'erpOrderNo', 'orderStatus', 'csiStatus', 'orderStatusLabel', 'dateOrderPlaced', 'statusType'],
  StatusType: ['id', 'rowId', 'pid', 'name'],
} as const;

/** Subscribers of the same kind (user or API token), platform and role level share an order's answers. */
export const orderAudienceKey = (viewer: Viewer) => `${viewer.kind} ${viewer.pid} ${viewer.roleLevel}`;

/**
 * Who shares the answer to a live order event (live/audiences.ts). An event's own fields depend on
 * the caller only through whether they may see its order, which each subscriber's filter has
 * checked before; the key still keeps platforms and role levels apart. Of its `order`, only
 * `sharedOrderFields` are shared: an answer reaching any other field of it is worked out per subscriber.
 */
export const orderEventAudience = { types: ['OrderEvent'], fields: sharedOrderFields, key: orderAudienceKey } as const;

/** Whether a live event passes a feed subscriber's rights and filter. */
export function feedAdmits(viewer: Viewer, filter: OrderFeedFilter, event: OrderEventNotice): boolean {
  if (!isAdmin(viewer) || !canReachPlatform(viewer, event.pid) || !canSeeOrderEvent(viewer, event)) return false;
  if (filter.pid != null && event.pid !== filter.pid) return false;
  if (filter.kind && event.kind !== filter.kind) return false;
  if (filter.customerId != null && event.customerId !== filter.customerId) return false;
  return true;
}

export const orderCommentInput = z.object({
  quoteId: z.coerce.number().int().positive(),
  text: z.string().max(ORDER_COMMENT_MAX * 2),
});

/** A comment on an order by anyone who may see it: the buyer, their group, the platform's staff. */
export async function addOrderComment(ctx: Context, input: z.infer<typeof orderCommentInput>) {
  const { viewer, order } = await loadOrderFor(ctx, input.quoteId);
  if (viewer.roleLevel <= 0) throw forbidden();
  const problem = orderCommentProblem(input.text);
  if (problem) throw new AppError(problem, { field: 'text' });
  const notice = await recordOrderEvent(ctx.prisma, {
    quoteId: order.id,
    kind: 'comment',
    text: input.text.trim(),
    actor: actorOf(viewer),
    data: { staff: administers(viewer, order.pid) },
  });
  publishOrderEvents(ctx.pubsub, [notice]);
  return ctx.prisma.orderEvent.findUniqueOrThrow({ where: { id: notice.id } });
}

export const trackingEntry = z.object({
  lineNumber: z.coerce.number().int().positive(),
  trackingNumber: z.string().max(1000),
  trackingUrl: z.string().max(2000).nullish(),
});
export type TrackingEntry = z.infer<typeof trackingEntry>;

export const orderShipmentInput = z.object({
  quoteId: z.coerce.number().int().positive(),
  lines: z.array(trackingEntry).max(500),
});

/**
 * Records tracking numbers (and URLs) on lines of an order, in `tx`, and the shipment on its
 * timeline. Answers the notice to publish. Lines are named by their line number.
 */
export async function recordShipment(tx: Prisma.TransactionClient, order: { id: number }, lines: readonly TrackingEntry[], actor: OrderEventActor) {
  if (lines.length === 0) throw new AppError(ORDER_EVENT_MESSAGES.trackingLines, { field: 'lines' });
  const existing = await tx.quoteLine.findMany({ where: { quoteId: order.id }, select: { id: true, lineNumber: true, partNumber: true } });
  const byNumber = new Map(existing.map((line) => [line.lineNumber, line]));
  const shipped: { lineNumber: number; partNumber: string; trackingNumber: string; trackingUrl: string | null }[] = [];
  for (const [index, entry] of lines.entries()) {
    const line = byNumber.get(entry.lineNumber);
    if (!line) throw new AppError(ORDER_EVENT_MESSAGES.trackingLine, { field: `lines.${index}.lineNumber` });
    const problem = trackingProblem(entry);
    if (problem) throw new AppError(problem.message, { field: `lines.${index}.${problem.field}` });
    const trackingNumber = entry.trackingNumber.trim();
    const trackingUrl = entry.trackingUrl?.trim() || null;
    await tx.quoteLine.update({ where: { id: line.id }, data: { trackingNumber, trackingUrl } });
    shipped.push({ lineNumber: line.lineNumber, partNumber: line.partNumber, trackingNumber, trackingUrl });
  }
  const numbers = [...new Set(shipped.map((line) => line.trackingNumber))];
  const text = `Shipped ${shipped.length === 1 ? `line ${shipped[0]!.lineNumber}` : `lines ${shipped.map((line) => line.lineNumber).join(', ')}`}, tracking ${numbers.join(', ')}`;
  return recordOrderEvent(tx, { quoteId: order.id, kind: 'shipment', text, actor, data: { lines: shipped } });
}

/** An administrator of the order's platform enters tracking for lines of the order. */
export async function addOrderShipment(ctx: Context, input: z.infer<typeof orderShipmentInput>) {
  const { viewer, order } = await loadOrderFor(ctx, input.quoteId);
  if (!administers(viewer, order.pid)) throw forbidden();
  const notice = await ctx.prisma.$transaction((tx) => recordShipment(tx, order, input.lines, actorOf(viewer)));
  publishOrderEvents(ctx.pubsub, [notice]);
  return ctx.prisma.orderEvent.findUniqueOrThrow({ where: { id: notice.id } });
}

/** An event as partners read it (REST): kind, when, what, who. */
export const presentOrderEvent = (event: { id: number; quoteId: number; kind: string; at: Date; text: string; actor: string; data: unknown }) => ({
  id: event.id,
  quoteId: event.quoteId,
  kind: event.kind,
  at: event.at.toISOString(),
  text: event.text,
  actor: event.actor,
  data: event.data,
});
