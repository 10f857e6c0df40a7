import type { Services } from '../context.ts';

export const ORDER_STATUS_NAMES: Record<string, string> = { P: 'Planned', S: 'Stopped', O: 'Ordered', H: 'History' };

/**
 * The word shown for an order: 'Submitted' while the ERP holds it waiting (csiStatus W), otherwise
 * the name of its ERP status code, with the platform's csiOrderCompleteString for a completed (O) order.
 */
export function orderStatusLabel(orderStatus: string | null, csiStatus: string | null, completeString = 'Ordered'): string {
  if (csiStatus === 'W') return 'Submitted';
  if (!orderStatus || orderStatus === 'O') return completeString || 'Ordered';
  return ORDER_STATUS_NAMES[orderStatus] ?? orderStatus;
}

export interface StatusChange {
  orderStatus: string;
  csiStatus: string | null;
  source: 'poll' | 'inbound' | 'placement';
}

/**
 * Stores an ERP status change of an order (quote row, status event, a status communication) and
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
  await prisma.$transaction(async (tx) => {
    await tx.quote.update({ where: { id: quote.id }, data: { orderStatus: change.orderStatus, csiStatus: change.csiStatus } });
    await tx.orderStatusEvent.create({
      data: { quoteId: quote.id, pid: quote.pid, status: change.orderStatus, csiStatus: change.csiStatus, source: change.source },
    });
    await tx.communication.create({
      data: {
        quoteId: quote.id,
        pid: quote.pid,
        kind: 'status',
        subject: `Status changed to ${label}`,
        body: `ERP status ${change.orderStatus}${change.csiStatus ? ` (${change.csiStatus})` : ''}: ${label}.`,
      },
    });
  });
  services.pubsub.publish('orderStatus', {
    quoteId: quote.id,
    pid: quote.pid,
    groupId: quote.groupId,
    createdByUserId: quote.createdByUserId,
    status: label,
    csiStatus: change.csiStatus,
  });
  return true;
}
