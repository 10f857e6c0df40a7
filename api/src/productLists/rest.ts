import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { createProductList, deleteProductList, getProductList, listProductLists, updateProductList } from './service.ts';

const id = z.coerce.number().int().positive();
const input = z.record(z.string(), z.unknown());

defineRestOperation({
  family: 'productListManagement',
  operation: 'getProductLists',
  scope: 'admin',
  body: z.object({ pid: id.optional(), filters: z.unknown().optional() }).passthrough(),
  handler: (ctx, body) => listProductLists(ctx, body.pid),
});

defineRestOperation({
  family: 'productListManagement',
  operation: 'getProductList',
  scope: 'admin',
  body: z.object({ id }),
  handler: (ctx, body) => getProductList(ctx, body.id),
});

defineRestOperation({
  family: 'productListManagement',
  operation: 'createProductList',
  scope: 'admin',
  body: z.object({ input, add: z.unknown().optional() }),
  handler: (ctx, body) => createProductList(ctx, body.input, body.add ?? []),
});

defineRestOperation({
  family: 'productListManagement',
  operation: 'updateProductList',
  scope: 'admin',
  body: z.object({ id, input: input.optional(), add: z.unknown().optional(), remove: z.unknown().optional() }),
  handler: (ctx, body) => updateProductList(ctx, body.id, body.input ?? {}, body.add ?? [], body.remove ?? []),
});

defineRestOperation({
  family: 'productListManagement',
  operation: 'deleteProductList',
  scope: 'admin',
  body: z.object({ id }),
  handler: (ctx, body) => deleteProductList(ctx, body.id),
});
