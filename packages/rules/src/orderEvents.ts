/** What can happen to an order, as its timeline and the administrators' feed name it. */
export const ORDER_EVENT_KINDS = ['placed', 'acknowledged', 'status', 'payment', 'shipment', 'rma', 'email', 'comment'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const ORDER_EVENT_KIND_LABELS: Record<OrderEventKind, string> = {
  placed: 'Placed',
  acknowledged: 'ERP acknowledgement',
  status: 'Status change',
  payment: 'Payment',
  shipment: 'Shipment',
  rma: 'Return',
  email: 'Email',
  comment: 'Comment',
};

export const isOrderEventKind = (value: string): value is OrderEventKind => (ORDER_EVENT_KINDS as readonly string[]).includes(value);

export const ORDER_COMMENT_MAX = 2000;
export const TRACKING_NUMBER_MAX = 100;
export const TRACKING_URL_MAX = 500;

export const ORDER_EVENT_MESSAGES = {
  commentRequired: 'Please enter a comment.',
  commentTooLong: `A comment can be at most ${ORDER_COMMENT_MAX} characters.`,
  trackingNumberRequired: 'Please enter a tracking number.',
  trackingNumberTooLong: `A tracking number can be at most ${TRACKING_NUMBER_MAX} characters.`,
  trackingUrl: 'The tracking URL must start with http:// or https://.',
  trackingLines: 'Choose at least one line of the order.',
  trackingLine: 'The line is not a line of this order.',
  notAnOrder: 'Only an order has a timeline.',
} as const;

/** The first problem of a comment's text, or null. */
export function orderCommentProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return ORDER_EVENT_MESSAGES.commentRequired;
  if (trimmed.length > ORDER_COMMENT_MAX) return ORDER_EVENT_MESSAGES.commentTooLong;
  return null;
}

/** The first problem of a tracking entry (number and optional URL), with the field it concerns. */
export function trackingProblem(entry: { trackingNumber: string; trackingUrl?: string | null }): { field: 'trackingNumber' | 'trackingUrl'; message: string } | null {
  const number = entry.trackingNumber.trim();
  if (!number) return { field: 'trackingNumber', message: ORDER_EVENT_MESSAGES.trackingNumberRequired };
  if (number.length > TRACKING_NUMBER_MAX) return { field: 'trackingNumber', message: ORDER_EVENT_MESSAGES.trackingNumberTooLong };
  const url = entry.trackingUrl?.trim();
  if (url && (!/^https?:\/\/\S+$/i.test(url) || url.length > TRACKING_URL_MAX)) return { field: 'trackingUrl', message: ORDER_EVENT_MESSAGES.trackingUrl };
  return null;
}

/** An ERP status as the timeline names it: its word and its codes, as in "Stopped (S)" or "Submitted (O, W)". */
export function erpStatusText(label: string, orderStatus: string | null | undefined, csiStatus?: string | null): string {
  const codes = [orderStatus, csiStatus].filter((code): code is string => Boolean(code));
  return codes.length > 0 ? `${label} (${codes.join(', ')})` : label;
}

/** The timeline's sentence for an ERP status change. */
export const erpStatusChangeText = (label: string, orderStatus: string | null | undefined, csiStatus?: string | null) =>
  `Status changed to ${erpStatusText(label, orderStatus, csiStatus)}`;

/** The timeline's sentence for a platform status type set on an order by an administrator. */
export const statusTypeSetText = (statusTypeName: string, actorName: string) => `Status set to ${statusTypeName} by ${actorName}`;

export const ORDER_STATUS_TYPE_MESSAGES = {
  required: 'Please choose a status type.',
  notFound: 'Status type not found on this platform.',
  hidden: 'This status type is hidden and cannot be set on an order.',
  roleLevel: (minimum: number) => `Setting this status type needs role level ${minimum} or higher.`,
  unchanged: 'The order already has this status type.',
} as const;
