import { administers, canReachPlatform, type Viewer } from './access.ts';
import { canSeeCustomer } from '../customers/access.ts';

/**
 * Who sees the restricted fields of records they may otherwise read, decided here once: the
 * GraphQL fields and the REST presenters (`api/src/documents/quotePresenters.ts`,
 * `api/src/customers/presenters.ts`) both ask these functions.
 */

/** Dealers: the lowest role level that sees dealer cost and margins. */
export const DEALER_LEVEL = 3;

/**
 * Dealer cost (of a line or a product), cost totals and margins of a record of platform `pid`:
 * the platform's dealers (level 3 and above), its administrators and API tokens, and level 9.
 */
export function seesDealerCost(viewer: Viewer | null, pid: number): boolean {
  return !!viewer && (administers(viewer, pid) || (viewer.pid === pid && viewer.roleLevel >= DEALER_LEVEL));
}

/**
 * ERP identities of a platform's records (a line's ERP id, the ERP ids of the platform's
 * customers): users above level 1 of the platform, who pick customers by them, and level 9.
 */
export function seesErpIds(viewer: Viewer | null, pid: number): boolean {
  return !!viewer && canReachPlatform(viewer, pid) && viewer.roleLevel > 1;
}

/**
 * A customer's ERP id goes with the customer: users above level 1 see their platform's, level 1
 * and below only their own customer's (Place Order needs it).
 */
export function seesCustomerErpId(viewer: Viewer | null, customer: { id: number | null; pid: number }): boolean {
  return seesErpIds(viewer, customer.pid) || canSeeCustomer(viewer, customer);
}
