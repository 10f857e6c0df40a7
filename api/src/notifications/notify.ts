import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { DELIVERED_ORDER_STATUS, NOTIFICATION_DEFAULTS, type NotificationTopic } from '@quotecraft/rules/notifications';

/**
 * Who is told of an order event, written in the event's own transaction: a Notification row for the
 * order's creator and for its contact when the contact has an account on the order's platform, and
 * one `orderNotice` job that emails each of them (and a contact without an account) as they chose.
 * Whoever caused the event is not told of it.
 */

type Db = PrismaClient | Prisma.TransactionClient;

/** The topic an order event is told under, or null for events nobody is told of (emails, comments, payments). */
export function notificationTopicOf(kind: string, data: unknown): NotificationTopic | null {
  switch (kind) {
    case 'placed':
      return 'placed';
    case 'shipment':
      return 'shipped';
    case 'rma':
      return 'returns';
    case 'status':
      return (data as { orderStatus?: unknown } | null)?.orderStatus === DELIVERED_ORDER_STATUS ? 'delivered' : 'status';
    default:
      return null;
  }
}

/** The columns of a user's choices, by topic. */
export const PREFERENCE_COLUMNS = {
  placed: 'notifyPlaced',
  shipped: 'notifyShipped',
  delivered: 'notifyDelivered',
  status: 'notifyStatus',
  returns: 'notifyReturns',
} as const satisfies Record<NotificationTopic, string>;

export type PreferenceColumns = { [K in (typeof PREFERENCE_COLUMNS)[NotificationTopic]]: boolean };

export const PREFERENCE_SELECT = { notifyPlaced: true, notifyShipped: true, notifyDelivered: true, notifyStatus: true, notifyReturns: true } as const;

/** A user's choice for a topic; a contact without an account has the defaults. */
export const wantsEmail = (topic: NotificationTopic, user: PreferenceColumns | null) => (user ? user[PREFERENCE_COLUMNS[topic]] : NOTIFICATION_DEFAULTS[topic]);

export interface OrderForNotice {
  id: number;
  pid: number;
  createdByUserId: number | null;
  contactId: number | null;
}

/** The users of the order's platform its contact is: linked to the contact, or signing in with its email. */
export async function contactUsers<S extends Prisma.UserSelect>(db: Db, order: Pick<OrderForNotice, 'pid' | 'contactId'>, email: string | null | undefined, select: S) {
  if (order.contactId == null) return [];
  const address = email?.trim().toLowerCase();
  return db.user.findMany({
    where: { pid: order.pid, OR: [{ contactId: order.contactId }, ...(address ? [{ username: { equals: address, mode: 'insensitive' as const } }] : [])] },
    select,
  });
}

/**
 * Writes the notifications of an event of a told topic and its `orderNotice` job, in `db` (the
 * event's transaction). Answers the users notified, for the live count.
 */
export async function notifyOrderEvent(
  db: Db,
  order: OrderForNotice,
  event: { id: number; kind: string; text: string; actorUserId: number | null; data: unknown },
): Promise<number[]> {
  const topic = notificationTopicOf(event.kind, event.data);
  if (!topic) return [];
  const contact = order.contactId == null ? null : await db.contact.findUnique({ where: { id: order.contactId }, select: { email: true } });
  const contacts = await contactUsers(db, order, contact?.email, { id: true });
  const userIds = [...new Set([order.createdByUserId, ...contacts.map((user) => user.id)])].filter(
    (id): id is number => id != null && id !== event.actorUserId,
  );
  if (userIds.length > 0) {
    await db.notification.createMany({
      data: userIds.map((userId) => ({ userId, pid: order.pid, orderEventId: event.id, quoteId: order.id, topic, text: event.text.slice(0, 1000) })),
      skipDuplicates: true,
    });
  }
  if (userIds.length > 0 || contact?.email) {
    await enqueueJob(db, 'orderNotice', { orderEventId: event.id }, { about: { pid: order.pid, record: `Order #${order.id}` }, key: `orderNotice:${event.id}` });
  }
  return userIds;
}
