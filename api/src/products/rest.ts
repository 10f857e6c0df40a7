import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import type { Context } from '../schema/context.ts';
import { seesDealerCost } from '../schema/visibility.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './admin.ts';

const id = z.coerce.number().int().positive();
const input = z.record(z.string(), z.unknown());
/** A product as the viewer may see it: the dealer cost only where `seesDealerCost` allows it. */
function withoutCost<T extends { cost: unknown; pid: number }>(ctx: Context, product: T) {
  return seesDealerCost(ctx.viewer, product.pid) ? product : { ...product, cost: null };
}

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());

defineRestOperation({
  family: 'productManagement',
  operation: 'getProducts',
  scope: 'signedIn',
  body: z.object({ filters: z.object({ pid: optionalId, gid: optionalId }).passthrough().optional() }).passthrough(),
  handler: async (ctx, body) => (await listProducts(ctx, { pid: body.filters?.pid, gid: body.filters?.gid })).map((p) => withoutCost(ctx, p)),
});

defineRestOperation({
  family: 'productManagement',
  operation: 'getProduct',
  scope: 'signedIn',
  body: z.object({ id }),
  handler: async (ctx, body) => withoutCost(ctx, await getProduct(ctx, body.id)),
});

defineRestOperation({
  family: 'productManagement',
  operation: 'createProduct',
  scope: 'superAdmin',
  body: z.object({ input }),
  handler: (ctx, body) => createProduct(ctx, body.input),
});

defineRestOperation({
  family: 'productManagement',
  operation: 'updateProduct',
  scope: 'superAdmin',
  body: z.object({ id, input }),
  handler: (ctx, body) => updateProduct(ctx, body.id, body.input),
});

defineRestOperation({
  family: 'productManagement',
  operation: 'deleteProduct',
  scope: 'superAdmin',
  body: z.object({ id }),
  handler: (ctx, body) => deleteProduct(ctx, body.id),
});
