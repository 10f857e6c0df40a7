import { z } from 'zod';
import type { Context } from '../context.ts';
import { AppError, notFound } from '../schema/errors.ts';
import { parseInput } from '../schema/input.ts';
import { bulkIds, perRow, type BulkResult } from '../schema/bulk.ts';
import { deleteProduct, requireProductEditor, updateProduct } from './service.ts';

export const PRODUCT_BULK_ACTIONS = ['price', 'delete'] as const;
export const NO_PRICE_TO_CHANGE = 'This product has no price to change: a configurable product is priced by its configuration.';
const PERCENT_MESSAGE = 'Percent must be a number between -100 and 1000.';

const bulkProductsSchema = z.object({
  ids: z.array(z.coerce.number().int().positive(), { error: 'ids must be a list of product ids.' }),
  action: z.enum(PRODUCT_BULK_ACTIONS, { error: `Action must be one of ${PRODUCT_BULK_ACTIONS.join(', ')}.` }),
  percent: z.coerce.number({ error: PERCENT_MESSAGE }).refine(Number.isFinite, PERCENT_MESSAGE).refine((v) => v >= -100 && v <= 1000, PERCENT_MESSAGE).nullish(),
});

/** A price changed by a percentage, to the cent (half away from zero). */
export function changedPrice(price: { toString(): string }, percent: number): string {
  const cents = Math.round(Number(price.toString()) * (100 + percent));
  return (Math.max(0, cents) / 100).toFixed(2);
}

/**
 * A bulk action on the product list (level 9, as every product change): change fixed prices by a
 * percentage, or delete. Each product goes through updateProduct / deleteProduct with their rules and
 * audit entries; a product refused is reported with the reason, the others are changed.
 */
export async function bulkUpdateProducts(ctx: Context, rawInput: unknown): Promise<BulkResult> {
  requireProductEditor(ctx);
  const input = parseInput(bulkProductsSchema, rawInput);
  const ids = bulkIds(input.ids, 'product');
  if ((await ctx.prisma.product.count({ where: { id: { in: ids } } })) !== ids.length) throw notFound('Product');
  if (input.action === 'delete') return perRow(ids, (id) => deleteProduct(ctx, id));
  const percent = input.percent;
  if (percent == null) throw new AppError(PERCENT_MESSAGE, { field: 'percent' });
  return perRow(ids, async (id) => {
    const product = await ctx.prisma.product.findUnique({ where: { id }, select: { defaultPrice: true, isNonConfigurable: true } });
    if (!product) throw notFound('Product');
    if (!product.isNonConfigurable || product.defaultPrice == null) throw new AppError(NO_PRICE_TO_CHANGE, { field: 'ids' });
    return updateProduct(ctx, id, { defaultPrice: changedPrice(product.defaultPrice, percent) });
  });
}
