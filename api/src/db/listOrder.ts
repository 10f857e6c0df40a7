export type SortDirection = 'asc' | 'desc';

type ListOrder<F extends string> = Partial<Record<F | 'id', SortDirection>>[];

/**
 * A list's order for Prisma: `field` in `direction`, then the id in the same direction, so that rows
 * tied on `field` keep one order and every page boundary is stable.
 */
export function orderWithIdTieBreak<F extends string>(field: F, direction: SortDirection): ListOrder<F> {
  const byId = { id: direction } as ListOrder<F>[number];
  return field === 'id' ? [byId] : [{ [field]: direction } as ListOrder<F>[number], byId];
}
