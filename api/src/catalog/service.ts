import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { platformWhere, type Viewer } from '../schema/access.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * The catalog a caller sees: visitors the default platform's products; signed-in users their
 * platform's (level 9 every platform's); a user filtering by a group only the products of that
 * group's product list.
 */
export async function catalogProductWhere(db: Db, viewer: Viewer | null): Promise<Prisma.ProductWhereInput> {
  if (!viewer) return { platform: { isDefault: true } };
  const where: Prisma.ProductWhereInput = { ...platformWhere(viewer) };
  if (viewer.groupId != null) {
    const group = await db.group.findUnique({ where: { id: viewer.groupId }, select: { productListId: true } });
    if (group?.productListId != null) where.listItems = { some: { productListId: group.productListId } };
  }
  return where;
}

export function catalogSearchWhere(search: string | null | undefined): Prisma.ProductWhereInput {
  const term = search?.trim();
  if (!term) return {};
  const contains = { contains: term, mode: 'insensitive' as const };
  return { OR: [{ name: contains }, { description: contains }, { productNumber: contains }] };
}
