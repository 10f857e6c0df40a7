import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { faArrowsRotate } from '@fortawesome/free-solid-svg-icons/faArrowsRotate';
import { faCartShopping } from '@fortawesome/free-solid-svg-icons/faCartShopping';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faComment } from '@fortawesome/free-solid-svg-icons/faComment';
import { faCreditCard } from '@fortawesome/free-solid-svg-icons/faCreditCard';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faRotateLeft } from '@fortawesome/free-solid-svg-icons/faRotateLeft';
import { faTruck } from '@fortawesome/free-solid-svg-icons/faTruck';
import { isOrderEventKind, ORDER_EVENT_KIND_LABELS, type OrderEventKind } from '@quotecraft/rules/orderEvents';
import { FontAwesomeIcon } from '../../ui/Icon';

const ICONS: Record<OrderEventKind, IconDefinition> = {
  placed: faCartShopping,
  acknowledged: faCircleCheck,
  status: faArrowsRotate,
  payment: faCreditCard,
  shipment: faTruck,
  rma: faRotateLeft,
  email: faEnvelope,
  comment: faComment,
};

/** The icon of an order event's kind, named for assistive technology. */
export function OrderEventIcon({ kind }: { kind: string }) {
  const known = isOrderEventKind(kind) ? kind : 'status';
  return (
    <span className={`order-event__icon order-event__icon--${known}`}>
      <FontAwesomeIcon icon={ICONS[known]} title={ORDER_EVENT_KIND_LABELS[known]} />
    </span>
  );
}

/** Tracking numbers (and links) a shipment event carries, per line. */
export function shipmentLines(data: unknown): { lineNumber: number; partNumber: string; trackingNumber: string; trackingUrl: string | null }[] {
  const lines = (data as { lines?: unknown } | null)?.lines;
  return Array.isArray(lines) ? (lines as ReturnType<typeof shipmentLines>) : [];
}
