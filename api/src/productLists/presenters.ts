import { z } from 'zod';

export const productListAnswer = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  productIds: z.array(z.number()).optional().describe('getProductList only: the IDs of its products'),
});

/** A product list in the spec's names (part 3 §3), with the IDs of its products when they were loaded. */
export const presentProductList = (list: { id: number; pid: number; name: string; productIds?: number[] }): z.infer<typeof productListAnswer> => ({
  id: list.id,
  pid: list.pid,
  name: list.name,
  ...(list.productIds ? { productIds: list.productIds } : {}),
});
