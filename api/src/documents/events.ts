import type { Prisma } from '../generated/prisma/client.ts';
import type { Services } from '../context.ts';
import type { ApprovalEvent, LivePubSub } from '../live/pubsub.ts';
import { orderStatusLabel } from './orderStatus.ts';
import { customerStatusLabel } from './revisions.ts';
import { publishOrderEvents, recordOrderEvent, SYSTEM_ACTORS, type OrderEventActor } from '../orderEvents/service.ts';

/**
 * A document's events, built and published here only: an order's status history row and its live
 * `orderStatus` event, for a placement and for an ERP status change (poll or inbound report) alike;
 * a quote's approval request made, decided or voided (the `approval` event); a quote sent to its
 * customer or opened by them through a shared link (the `quoteCustomer` event).
 */

export interface StatusChange {
  orderStatus: string;
  csiStatus: string | null;
  source: 'poll' | 'inbound' | 'placement';
  /** who reported it (the ERP by default) */
  actor?: OrderEventActor;
}

/** A status change as the order's timeline says it: the word shown for the order, and the ERP's codes. */
export function statusChangeText(label: string, change: Pick<StatusChange, 'orderStatus' | 'csiStatus'>) {
  return `Status changed to ${label} (ERP status ${change.orderStatus}${change.csiStatus ? `, ${change.csiStatus}` : ''})`;
}

/** The document an event is about, as the live feed's rights need it (its platform, group and owner). */
export interface EventDocument {
  id: number;
  pid: number;
  groupId: number | null;
  createdByUserId: number | null;
  platform: { csiOrderCompleteString: string };
}

/** Writes the order's status history row, in the transaction that changes its status. */
export function recordStatusHistory(tx: Prisma.TransactionClient, order: Pick<EventDocument, 'id' | 'pid'>, change: StatusChange) {
  return tx.orderStatusEvent.create({
    data: { quoteId: order.id, pid: order.pid, status: change.orderStatus, csiStatus: change.csiStatus, source: change.source },
  });
}

/** Publishes an order's new status to the live feed (every instance's subscribers, through the pub/sub). */
export function publishOrderStatus(pubsub: LivePubSub, order: EventDocument, change: Pick<StatusChange, 'orderStatus' | 'csiStatus'>): void {
  pubsub.publish('orderStatus', {
    quoteId: order.id,
    pid: order.pid,
    groupId: order.groupId,
    createdByUserId: order.createdByUserId,
    status: orderStatusLabel(change.orderStatus, change.csiStatus, order.platform.csiOrderCompleteString),
    csiStatus: change.csiStatus,
  });
}

/**
 * Stores an ERP status change of an order (quote row, status history, a status communication) and
 * publishes it to the live feed. Returns false when nothing changed.
 */
export async function recordOrderStatus(services: Services, quoteId: number, change: StatusChange): Promise<boolean> {
  const { prisma } = services;
  const quote = await prisma.quote.findUnique({
    where: { id: quoteId },
    select: { id: true, pid: true, type: true, groupId: true, createdByUserId: true, orderStatus: true, csiStatus: true, platform: { select: { csiOrderCompleteString: true } } },
  });
  if (!quote || quote.type !== 2) return false;
  if (quote.orderStatus === change.orderStatus && (quote.csiStatus ?? null) === change.csiStatus) return false;
  const label = orderStatusLabel(change.orderStatus, change.csiStatus, quote.platform.csiOrderCompleteString);
  const notice = await prisma.$transaction(async (tx) => {
    await tx.quote.update({ where: { id: quote.id }, data: { orderStatus: change.orderStatus, csiStatus: change.csiStatus } });
    await recordStatusHistory(tx, quote, change);
    await tx.communication.create({
      data: {
        quoteId: quote.id,
        pid: quote.pid,
        kind: 'status',
        subject: `Status changed to ${label}`,
        body: `ERP status ${change.orderStatus}${change.csiStatus ? ` (${change.csiStatus})` : ''}: ${label}.`,
      },
    });
    return recordOrderEvent(tx, {
      quoteId: quote.id,
      kind: 'status',
      text: statusChangeText(label, change),
      actor: change.actor ?? SYSTEM_ACTORS.erp,
      data: { orderStatus: change.orderStatus, csiStatus: change.csiStatus, label, source: change.source, previous: { orderStatus: quote.orderStatus, csiStatus: quote.csiStatus } },
    });
  });
  publishOrderStatus(services.pubsub, quote, change);
  publishOrderEvents(services.pubsub, [notice]);
  return true;
}

/**
 * Publishes an approval request's change to the live feed: a new request reaches the platform's
 * administrators (the approval queue), a decision or a voided request its requester as well.
 */
export function publishApprovalEvent(
  pubsub: LivePubSub,
  approval: { id: number; quoteId: number; pid: number; requestedByUserId: number | null; status: string },
  kind: ApprovalEvent['kind'],
): void {
  pubsub.publish('approval', {
    approvalId: approval.id,
    quoteId: approval.quoteId,
    pid: approval.pid,
    requestedByUserId: approval.requestedByUserId,
    status: approval.status,
    kind,
  });
}

/** A quote sent to its customer, or viewed by them through a shared link: the `quoteCustomer` event. */
export function publishCustomerEvent(
  pubsub: LivePubSub,
  quote: { id: number; pid: number; groupId: number | null; createdByUserId: number | null; type: number },
  status: string,
  detail = '',
): void {
  pubsub.publish('quoteCustomer', {
    quoteId: quote.id,
    pid: quote.pid,
    groupId: quote.groupId,
    createdByUserId: quote.createdByUserId,
    type: quote.type,
    status: customerStatusLabel(status),
    detail,
  });
}
