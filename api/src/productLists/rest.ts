import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { idField, optionalIdField, listPageFields } from '../rest/fields.ts';
import { createProductList, deleteProductList, getProductList, listProductLists, updateProductList } from './service.ts';
import { presentProductList, productListAnswer } from './presenters.ts';

const productIds = z.array(z.union([z.number(), z.string()]));

const productListInput = z.object({
  name: z.string().nullish(),
  pid: z.union([z.number(), z.string()]).nullish().describe('the platform (required on create)'),
});

defineRestOperation({
  family: 'productListManagement',
  operation: 'getProductLists',
  scope: 'admin',
  summary: "The product lists of the caller's platform (level 9: of `pid`), by id.",
  body: z.object({ pid: optionalIdField, filters: z.object({ pid: optionalIdField }).optional(), ...listPageFields() }),
  answer: z.array(productListAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listProductLists(ctx, body.pid ?? body.filters?.pid, body);
    return restPage(rows.map(presentProductList), total);
  },
});

defineRestOperation({
  family: 'productListManagement',
  operation: 'getProductList',
  scope: 'admin',
  body: z.object({ id: idField }),
  answer: productListAnswer,
  handler: async (ctx, body) => presentProductList(await getProductList(ctx, body.id)),
});

defineRestOperation({
  family: 'productListManagement',
  operation: 'createProductList',
  scope: 'admin',
  body: z.object({ input: productListInput, add: productIds.optional().describe('product IDs to put on the list') }),
  answer: productListAnswer,
  handler: async (ctx, body) => presentProductList(await getProductList(ctx, (await createProductList(ctx, body.input, body.add ?? [])).id)),
});

defineRestOperation({
  family: 'productListManagement',
  operation: 'updateProductList',
  scope: 'admin',
  summary: 'Changes the fields sent, adds the products in `add` and takes off those in `remove`.',
  body: z.object({ id: idField, input: productListInput.optional(), add: productIds.optional(), remove: productIds.optional() }),
  answer: productListAnswer,
  handler: async (ctx, body) => {
    await updateProductList(ctx, body.id, body.input ?? {}, body.add ?? [], body.remove ?? []);
    return presentProductList(await getProductList(ctx, body.id));
  },
});

defineRestOperation({
  family: 'productListManagement',
  operation: 'deleteProductList',
  scope: 'admin',
  summary: 'Deletes the list (its groups keep no list) and answers it as it was.',
  body: z.object({ id: idField }),
  answer: productListAnswer,
  handler: async (ctx, body) => presentProductList(await deleteProductList(ctx, body.id)),
});
