import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { requireViewer } from '../schema/access.ts';
import { forbidden } from '../schema/errors.ts';

/**
 * The quote's customer picker (level above 1): customers of the viewer's platform that have an ERP
 * identity; while filtering by a group, the group's default customer and the customers of its members.
 * Matches company names by prefix.
 */
export function listPickerCustomers(
  ctx: Context,
  options: { search?: string | null; first?: number | null; query?: { include?: unknown; select?: unknown } },
) {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.roleLevel <= 1) throw forbidden();
  const where: Prisma.CustomerWhereInput = { pid: viewer.pid, erpId: { not: null } };
  if (viewer.groupId != null) {
    where.OR = [
      { groupsDefault: { some: { id: viewer.groupId } } },
      { users: { some: { memberships: { some: { groupId: viewer.groupId } } } } },
    ];
  }
  const term = options.search?.trim();
  if (term) where.companyName = { startsWith: term, mode: 'insensitive' };
  return ctx.prisma.customer.findMany({
    ...(options.query as object),
    where,
    orderBy: [{ companyName: 'asc' }, { id: 'asc' }],
    take: Math.min(Math.max(options.first ?? 50, 1), 200),
  });
}
