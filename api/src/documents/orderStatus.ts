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
