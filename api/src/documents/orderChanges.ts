import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { isAdmin, type Viewer } from '../schema/access.ts';
import { AppError } from '../schema/errors.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Changes to a document that became an order. The quote's own screens (a second tab, a stale page)
 * are told what it became; an order's lines can still be reconfigured or deleted by the platform's
 * administrators (level 5 and above, spec part 1 §2.5 and §6) while the ERP has not accepted it yet:
 * it holds the order as submitted (csiStatus W, the 'Submitted' status word).
 */

type OrderFacts = { id: number; erpOrderNo: string | null; csiStatus: string | null };

/** The number an order is shown by: its ERP order number, else its id. */
export const orderNumber = (order: { id: number; erpOrderNo: string | null }) => order.erpOrderNo || String(order.id);

export const ORDER_CHANGE_MESSAGES = {
  nowOrder: (order: OrderFacts) => `This quote is now Order #${orderNumber(order)}.`,
  accepted: (order: OrderFacts) => `Order #${orderNumber(order)} has been accepted by the ERP and can no longer be changed.`,
  onlyAdmins: 'Only an administrator can change the lines of an order.',
} as const;

/** The ERP has not accepted the order yet: it still waits as submitted. */
export const orderStillOpen = (order: { csiStatus: string | null }) => order.csiStatus === 'W';

/** Why the viewer may not reconfigure or delete the order's lines, or null when they may. */
export function orderLineRefusal(viewer: Viewer | null, order: OrderFacts): string | null {
  if (!viewer || !isAdmin(viewer)) return ORDER_CHANGE_MESSAGES.onlyAdmins;
  if (!orderStillOpen(order)) return ORDER_CHANGE_MESSAGES.accepted(order);
  return null;
}

const readOrder = (db: Db, quoteId: number) => db.quote.findUniqueOrThrow({ where: { id: quoteId }, select: { id: true, erpOrderNo: true, csiStatus: true } });

/** The refusal of a change to a quote the viewer may see that is now an order (its screens may still show it as a quote). */
export async function quoteBecameOrder(db: Db, quoteId: number) {
  return new AppError(ORDER_CHANGE_MESSAGES.nowOrder(await readOrder(db, quoteId)), { code: 'CONFLICT' });
}

/**
 * A change to a line of an order the viewer may see: reconfiguring or deleting it is for an
 * administrator while the ERP has not accepted the order (refused with the reason once it has);
 * anything else, and anyone else, is told what the quote became.
 */
export async function assertOrderLineChange(db: Db, viewer: Viewer, quoteId: number, action: 'reconfigure' | 'delete' | 'other') {
  const order = await readOrder(db, quoteId);
  if (action === 'other' || !isAdmin(viewer)) throw new AppError(ORDER_CHANGE_MESSAGES.nowOrder(order), { code: 'CONFLICT' });
  const refusal = orderLineRefusal(viewer, order);
  if (refusal) throw new AppError(refusal, { code: 'CONFLICT' });
}
