import type { Prisma } from '../generated/prisma/client.ts';
import { administers, platformWhere, type Viewer } from '../schema/access.ts';
import type { Loaders } from '../schema/loaders.ts';

/**
 * Customers, their contacts and addresses: administrators see their platform's, users above
 * level 1 (dealers picking a customer for a quote) their platform's, level 1 and below only
 * their own customer's.
 */
export function canSeeCustomer(viewer: Viewer | null, customer: { id: number | null; pid: number }) {
  if (!viewer) return false;
  if (administers(viewer, customer.pid)) return true;
  if (viewer.pid !== customer.pid) return false;
  return viewer.roleLevel > 1 || (customer.id != null && customer.id === viewer.customerId);
}

/**
 * Below level 2, a member filtering by a group also sees the group's default customer, its contacts
 * and addresses: their new quotes carry that customer (see documents/quoteDocuments.ts `startingCustomer`).
 */
export async function seesGroupCustomer(ctx: { viewer: Viewer | null; loaders: Loaders }, customer: { id: number | null; pid: number }) {
  const viewer = ctx.viewer;
  if (!viewer || viewer.groupId == null || customer.id == null || viewer.pid !== customer.pid) return false;
  return (await ctx.loaders.groupDefaultCustomer.load(viewer.groupId)) === customer.id;
}

/** Writing addresses and contacts follows the same rule as seeing them. */
export const canEditCustomer = canSeeCustomer;

export function customerScopeWhere(viewer: Viewer): { pid?: number; id?: number } {
  if (viewer.roleLevel > 1) return platformWhere(viewer);
  return { pid: viewer.pid, id: viewer.customerId ?? -1 };
}

export function addressScopeWhere(viewer: Viewer): Prisma.AddressWhereInput {
  if (viewer.roleLevel > 1) return platformWhere(viewer);
  return { pid: viewer.pid, customerId: viewer.customerId ?? -1 };
}
