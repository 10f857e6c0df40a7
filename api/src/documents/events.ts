import type { ApprovalEvent, LivePubSub, OrderEventNotice } from '../live/pubsub.ts';
import { orderStatusLabel } from './orderStatus.ts';
import { customerStatusLabel } from './revisions.ts';

/**
 * A document's live events, published here only: an order's live `orderStatus` event, for a
 * placement and for an ERP status change (poll or inbound report, recorded in statusChanges.ts) alike;
 * each committed event of an order's timeline (the `orderEvent` event, and the `notification` of
 * each user it was told to); a quote's approval request made, decided or voided (the `approval`
 * event); a quote sent to its customer or opened by them through a shared link (the `quoteCustomer` event).
 */

/** The document an event is about, as the live feed's rights need it (its platform, group and owner). */
export interface EventDocument {
  id: number;
  pid: number;
  groupId: number | null;
  createdByUserId: number | null;
  platform: { csiOrderCompleteString: string };
}

/** Publishes an order's new status to the live feed (every instance's subscribers, through the pub/sub). */
export function publishOrderStatus(pubsub: LivePubSub, order: EventDocument, change: { orderStatus: string; csiStatus: string | null }): void {
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
 * Publishes committed order events (orderEvents/service.ts `recordOrderEvent`) to the live feed:
 * each order's timeline and the administrators' feed, and the notifications menu of each user the
 * event was told to.
 */
export function publishOrderEvents(pubsub: LivePubSub, notices: readonly (OrderEventNotice | null | undefined)[]): void {
  for (const notice of notices) {
    if (!notice) continue;
    pubsub.publish('orderEvent', notice);
    for (const userId of notice.notifyUserIds ?? []) pubsub.publish('notification', { userId, orderEventId: notice.id });
  }
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
