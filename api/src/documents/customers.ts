import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { requireViewer } from '../schema/access.ts';
import { forbidden } from '../schema/errors.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';

/**
 * The quote's customer picker (level above 1): customers of the viewer's platform that have an ERP
 * identity; while filtering by a group, the group's default customer and the customers of its members.
 * Matches company names by prefix.
 */
export function listPickerCustomers(
  ctx: Context,
  options: { search?: string | null; first?: number | null; query?: { include?: unknown; select?: unknown } },
) {
  return ctx.prisma.customer.findMany({
    ...(options.query as object),
    where: pickerCustomerWhere(ctx, options.search),
    orderBy: PICKER_ORDER,
    take: Math.min(Math.max(options.first ?? 50, 1), 200),
  });
}

const PICKER_ORDER: Prisma.CustomerOrderByWithRelationInput[] = [{ companyName: 'asc' }, { id: 'asc' }];

function pickerCustomerWhere(ctx: Context, search: string | null | undefined): Prisma.CustomerWhereInput {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.roleLevel <= 1) throw forbidden();
  const where: Prisma.CustomerWhereInput = { pid: viewer.pid, erpId: { not: null } };
  if (viewer.groupId != null) {
    where.OR = [
      { groupsDefault: { some: { id: viewer.groupId } } },
      { users: { some: { memberships: { some: { groupId: viewer.groupId } } } } },
    ];
  }
  const term = search?.trim();
  if (term) where.companyName = { startsWith: term, mode: 'insensitive' };
  return where;
}

/** A page of the picker's customers and how many match in all (the REST list call). */
export async function pagePickerCustomers(ctx: Context, search: string | null | undefined, page: ListPage) {
  const where = pickerCustomerWhere(ctx, search);
  const [rows, total] = await Promise.all([
    ctx.prisma.customer.findMany({ where, orderBy: PICKER_ORDER, ...pageArgs(page) }),
    ctx.prisma.customer.count({ where }),
  ]);
  return { rows, total };
}
