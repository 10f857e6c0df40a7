import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

export interface PresenceEvent {
  userId: number;
  pid: number;
  username: string;
  isLoggedIn: boolean;
}

export interface OrderStatusEvent {
  quoteId: number;
  pid: number;
  groupId: number | null;
  createdByUserId: number | null;
  status: string;
  csiStatus: string | null;
}

/** A customer's action on a sent quote (sent, viewed, changes requested, accepted), for those who may see the quote. */
export interface QuoteCustomerEvent {
  quoteId: number;
  pid: number;
  groupId: number | null;
  createdByUserId: number | null;
  type: number;
  /** the status word: Sent, Viewed, Changes requested or Accepted */
  status: string;
  /** the name that accepted, or the change request's comment */
  detail: string;
}

/**
 * An event appended to an order's timeline (orderEvents/service.ts): the row's id and kind, and the
 * order's audience, so each subscriber is checked without a read.
 */
export interface OrderEventNotice {
  id: number;
  kind: string;
  quoteId: number;
  pid: number;
  groupId: number | null;
  createdByUserId: number | null;
  customerId: number | null;
  /** the users told of it in their notifications menu (notifications/notify.ts) */
  notifyUserIds?: number[];
}

/** A user's notifications changed: one arrived (`orderEventId`), or some were read (null). */
export interface NotificationEvent {
  userId: number;
  orderEventId: number | null;
}

/** An approval request was made, decided or voided (documents/events.ts `publishApprovalEvent`). */
export interface ApprovalEvent {
  approvalId: number;
  quoteId: number;
  pid: number;
  requestedByUserId: number | null;
  status: string;
  kind: 'requested' | 'decided' | 'voided';
}

/**
 * Sessions ended (sign-out, revocation, a password or an administrator's change): one session of
 * the user, or all of them (`sessionId` null) but `exceptSessionId`. Each instance closes the
 * matching live connections.
 */
export interface SessionsEndedEvent {
  userId: number;
  sessionId: string | null;
  exceptSessionId: string | null;
}

/** Every live topic and its payload. Payloads carry ids so clients can normalize them. */
export type LiveTopics = {
  presence: [PresenceEvent];
  orderStatus: [OrderStatusEvent];
  orderEvent: [OrderEventNotice];
  notification: [NotificationEvent];
  quoteCustomer: [QuoteCustomerEvent];
  approval: [ApprovalEvent];
  sessionsEnded: [SessionsEndedEvent];
};

export type LivePubSub = ReturnType<typeof createPubSub<LiveTopics>>;

/**
 * In-memory pub/sub, or Redis-backed so events raised on one API instance reach clients of another.
 * On Redis every topic is a channel named `channelPrefix` + topic (ioredis's keyPrefix does not
 * reach pub/sub channels).
 */
export function createLivePubSub(redisUrl?: string, channelPrefix = ''): { pubsub: LivePubSub; close(): Promise<void> } {
  if (!redisUrl) {
    // Every open subscription listens on its topic: many listeners are the normal state, not a leak
    // (Node warns past 10 per event type otherwise).
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<LiveTopics>({ eventTarget }), close: async () => {} };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const redisTarget = createRedisEventTarget({ publishClient, subscribeClient });
  const eventTarget: typeof redisTarget = {
    addEventListener: (topic, listener) => redisTarget.addEventListener(channelPrefix + topic, listener),
    removeEventListener: (topic, listener) => redisTarget.removeEventListener(channelPrefix + topic, listener),
    dispatchEvent: (event) =>
      redisTarget.dispatchEvent(new CustomEvent(channelPrefix + event.type, { detail: (event as CustomEvent).detail })),
  };
  return {
    pubsub: createPubSub<LiveTopics>({ eventTarget: eventTarget as never }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
