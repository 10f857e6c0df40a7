import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context, Services } from '../context.ts';
import { administers, requireViewer, type Viewer } from '../schema/access.ts';
import { AppError, forbidden } from '../schema/errors.ts';
import { actorOf, EVENT_ORDER_SELECT, loadOrderFor, recordOrderEvent, SYSTEM_ACTORS, type OrderEventActor } from '../orderEvents/service.ts';
import { QUOTE_TYPE } from './quoteService.ts';
import { orderStatusLabel } from './orderStatus.ts';
import { publishOrderEvents, publishOrderStatus, type EventDocument } from './events.ts';
import { erpStatusChangeText, erpStatusText, ORDER_STATUS_TYPE_MESSAGES, statusTypeSetText } from '@quotecraft/rules/orderEvents';

/**
 * An order's status changes, both kinds: the ERP's status codes (spec part 2: P Planned, S Stopped,
 * O Ordered, H History, and csiStatus W while it waits), reported by the ERP's poll or its token,
 * and the platform's own status types (/StatusTypes), which an administrator sets on an order when
 * their role level is at least the status type's minimum. Both land on the order's timeline as a
 * `status` event, live and told to the buyer like any status change.
 */

export interface StatusChange {
  orderStatus: string;
  csiStatus: string | null;
  source: 'poll' | 'inbound' | 'placement';
  /** who reported it (the ERP by default) */
  actor?: OrderEventActor;
}

/** Writes the order's status history row, in the transaction that changes its status. */
export function recordStatusHistory(tx: Prisma.TransactionClient, order: Pick<EventDocument, 'id' | 'pid'>, change: StatusChange) {
  return tx.orderStatusEvent.create({
    data: { quoteId: order.id, pid: order.pid, status: change.orderStatus, csiStatus: change.csiStatus, source: change.source },
    select: { id: true },
  });
}

/** The order's columns a status change is checked, written and published with. */
export const STATUS_ORDER_SELECT = {
  ...EVENT_ORDER_SELECT,
  type: true,
  orderStatus: true,
  csiStatus: true,
  platform: { select: { csiOrderCompleteString: true } },
} as const satisfies Prisma.QuoteSelect;
export type StatusOrder = Prisma.QuoteGetPayload<{ select: typeof STATUS_ORDER_SELECT }>;

/**
 * Stores an ERP status change of an order (quote row, status history, a status communication) and
 * publishes it to the live feed. `quote` is the order as just read (STATUS_ORDER_SELECT). Returns
 * false when nothing changed.
 */
export async function recordOrderStatus(services: Services, quote: StatusOrder, change: StatusChange): Promise<boolean> {
  if (quote.type !== QUOTE_TYPE.order) return false;
  if (quote.orderStatus === change.orderStatus && (quote.csiStatus ?? null) === change.csiStatus) return false;
  const label = orderStatusLabel(change.orderStatus, change.csiStatus, quote.platform.csiOrderCompleteString);
  const notice = await services.prisma.$transaction(async (tx) => {
    await tx.quote.update({ where: { id: quote.id }, data: { orderStatus: change.orderStatus, csiStatus: change.csiStatus }, select: { id: true } });
    await recordStatusHistory(tx, quote, change);
    await tx.communication.create({
      data: {
        quoteId: quote.id,
        pid: quote.pid,
        kind: 'status',
        subject: `Status changed to ${label}`,
        body: `ERP status ${erpStatusText(label, change.orderStatus, change.csiStatus)}.`,
      },
      select: { id: true },
    });
    return recordOrderEvent(tx, {
      quoteId: quote.id,
      order: quote,
      kind: 'status',
      text: erpStatusChangeText(label, change.orderStatus, change.csiStatus),
      actor: change.actor ?? SYSTEM_ACTORS.erp,
      data: { orderStatus: change.orderStatus, csiStatus: change.csiStatus, label, source: change.source, previous: { orderStatus: quote.orderStatus, csiStatus: quote.csiStatus } },
    });
  });
  publishOrderStatus(services.pubsub, quote, change);
  publishOrderEvents(services.pubsub, [notice]);
  return true;
}

/** The status types of a platform that `viewer` may set on its orders: visible ones up to their role level, for its administrators. */
export function assignableStatusTypesWhere(viewer: Viewer | null, pid: number) {
  if (!viewer || !administers(viewer, pid)) return null;
  return { pid, visible: true, roleLevel: { lte: viewer.roleLevel } };
}

export const orderStatusTypeInput = z.object({
  quoteId: z.coerce.number().int().positive(),
  statusTypeId: z.coerce.number({ error: ORDER_STATUS_TYPE_MESSAGES.required }).int(ORDER_STATUS_TYPE_MESSAGES.required).positive(ORDER_STATUS_TYPE_MESSAGES.required),
});

/**
 * An administrator of the order's platform sets one of the platform's status types on the order:
 * refused below the status type's minimum role level, for a hidden status type or one of another
 * platform, and when the order has it already. Answers the timeline's new event.
 */
export async function setOrderStatusType(ctx: Context, input: z.infer<typeof orderStatusTypeInput>) {
  const { order } = await loadOrderFor(ctx, input.quoteId);
  const viewer = requireViewer(ctx.viewer);
  if (!administers(viewer, order.pid)) throw forbidden();
  const statusType = await ctx.prisma.statusType.findUnique({ where: { id: input.statusTypeId } });
  if (!statusType || statusType.pid !== order.pid) throw new AppError(ORDER_STATUS_TYPE_MESSAGES.notFound, { field: 'statusTypeId', code: 'NOT_FOUND' });
  if (!statusType.visible) throw new AppError(ORDER_STATUS_TYPE_MESSAGES.hidden, { field: 'statusTypeId' });
  if (viewer.roleLevel < statusType.roleLevel) throw new AppError(ORDER_STATUS_TYPE_MESSAGES.roleLevel(statusType.roleLevel), { field: 'statusTypeId', code: 'FORBIDDEN' });
  const actor = actorOf(viewer);
  const notice = await ctx.prisma.$transaction(async (tx) => {
    const current = await tx.quote.findUniqueOrThrow({ where: { id: order.id }, select: { statusTypeId: true, statusType: { select: { name: true } } } });
    if (current.statusTypeId === statusType.id) throw new AppError(ORDER_STATUS_TYPE_MESSAGES.unchanged, { field: 'statusTypeId', code: 'CONFLICT' });
    // only while the order still has the status type just read, so two administrators cannot both change it from the same one
    const changed = await tx.quote.updateMany({ where: { id: order.id, statusTypeId: current.statusTypeId }, data: { statusTypeId: statusType.id } });
    if (changed.count !== 1) throw new AppError(ORDER_STATUS_TYPE_MESSAGES.unchanged, { field: 'statusTypeId', code: 'CONFLICT' });
    return recordOrderEvent(tx, {
      quoteId: order.id,
      kind: 'status',
      text: statusTypeSetText(statusType.name, actor.name),
      actor,
      data: {
        statusTypeId: statusType.id,
        statusType: statusType.name,
        roleLevel: statusType.roleLevel,
        source: 'statusType',
        previous: { statusTypeId: current.statusTypeId, statusType: current.statusType?.name ?? null },
      },
    });
  });
  publishOrderEvents(ctx.pubsub, [notice]);
  return ctx.prisma.orderEvent.findUniqueOrThrow({ where: { id: notice.id } });
}
