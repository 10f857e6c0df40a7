import type { Viewer } from '../schema/context.ts';
import { seesCustomerErpId } from '../schema/visibility.ts';

/**
 * A customer row as a viewer may see it: the ERP id only where `seesCustomerErpId` allows it
 * (null otherwise). The one place a REST answer's customer shape is decided.
 */
export function presentCustomer<T extends { id: number; pid: number; erpId?: string | null }>(viewer: Viewer | null, customer: T): T {
  if (!('erpId' in customer) || customer.erpId == null || seesCustomerErpId(viewer, customer)) return customer;
  return { ...customer, erpId: null };
}
