/**
 * What a buyer is told about their orders: the topics of order events that email them (chosen in
 * My Profile) and put an entry in their notifications menu, with the labels both sides show.
 */
export const NOTIFICATION_TOPICS = ['placed', 'shipped', 'delivered', 'status', 'returns'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, string> = {
  placed: 'Order placed',
  shipped: 'Order shipped',
  delivered: 'Order delivered',
  status: 'Other status changes',
  returns: 'Return updates',
};

export const NOTIFICATION_TOPIC_HINTS: Record<NotificationTopic, string> = {
  placed: 'Someone placed an order you are the contact of.',
  shipped: 'Tracking numbers were added to lines of your order.',
  delivered: 'The ERP closed your order as fulfilled (status History).',
  status: 'Every other status the ERP reports (Planned, Stopped, Ordered...).',
  returns: 'A return on your order was created, submitted or moved on.',
};

/**
 * The choice of a user who never chose, and of an order's contact without an account: every topic
 * but the other status changes, which an order goes through several times on its way.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationTopic, boolean> = {
  placed: true,
  shipped: true,
  delivered: true,
  status: false,
  returns: true,
};

/** The ERP status code that means the order was fulfilled and closed: a change to it is "delivered". */
export const DELIVERED_ORDER_STATUS = 'H';

export const NOTIFICATION_MESSAGES = {
  saved: 'Your email notification choices were saved.',
  allRead: 'All notifications marked read.',
  empty: 'No notifications yet. Events of your orders (status changes, shipments, returns) show here.',
  notFound: 'Notification not found.',
} as const;
