import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { bulkResultAnswer, flagField, idField, optionalIdField, withAliases, listPageFields } from '../rest/fields.ts';
import { bulkUpdateProducts, PRODUCT_BULK_ACTIONS } from './bulk.ts';
import { AppError } from '../schema/errors.ts';
import { presentProduct, productAnswer } from './presenters.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './service.ts';

const family = 'productManagement';

const text = z.string().nullish();
const amount = z.union([z.number(), z.string()]).nullish();

/**
 * The product form's fields; each also under the spec's name (Name, ProductNumber, HeaderId, …).
 * The product service checks the values; the types here are what the docs show.
 */
const productInput = withAliases(
  z.object({
    ID: idField.optional().describe('read-only; when sent to updateProduct it must be the id'),
    pid: idField.nullish().describe("the platform; createProduct: the caller's own when left out"),
    name: z.string().optional(),
    description: text.describe('at most 250 characters, no line breaks'),
    productNumber: text,
    overview: text,
    imageUrl: text,
    img: text.describe('an uploaded image path (/uploads/...)'),
    base64Image: text,
    defaultPrice: amount.describe('fixed-price products only'),
    quantityInStock: amount.describe('fixed-price products only'),
    priceCode: text,
    discount: amount.describe('percent'),
    relatedItem: text,
    uom: text,
    isNonConfigurable: flagField.optional(),
    isQuickConfig: flagField.optional(),
    headerId: text,
    applicationInstance: text,
    applicationName: text,
    profile: text,
    ruleset: text,
    namespace: text,
    server: text,
    configuratorModelId: idField.nullish(),
    createdByEmail: z.string().nullish().describe('read-only (as getProduct answers it); not changed'),
    createdAt: z.string().nullish().describe('read-only (as getProduct answers it); not changed'),
    cost: z.string().nullish().describe('read-only here (as getProduct answers it); not changed'),
  }),
  {
    Name: 'name',
    Description: 'description',
    ProductNumber: 'productNumber',
    Overview: 'overview',
    ImageUrl: 'imageUrl',
    Discount: 'discount',
    RelatedItem: 'relatedItem',
    UOM: 'uom',
    HeaderId: 'headerId',
    ApplicationInstance: 'applicationInstance',
    ApplicationName: 'applicationName',
    Profile: 'profile',
    Ruleset: 'ruleset',
    Namespace: 'namespace',
    Server: 'server',
  },
);

/** The service's input: the form fields as sent (the service parses them), without the read-only ones. */
function serviceInput(input: z.output<typeof productInput>) {
  const { ID: _id, createdByEmail: _email, createdAt: _createdAt, cost: _cost, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

defineRestOperation({
  family,
  operation: 'getProducts',
  scope: 'signedIn',
  summary: "The products of the caller's platform (role level 9: of any platform, or of filters.pid), by product number.",
  body: z.object({
    filters: z
      .object({
        pid: optionalIdField.describe('role level 9: this platform'),
        gid: optionalIdField.describe("only the products of this group's product list"),
        search: z.string().optional().describe('name, product number, description or related item contains'),
      })
      .optional(),
    ...listPageFields(),
  }),
  answer: z.array(productAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listProducts(ctx, body.filters ?? {}, body);
    return restPage(rows.map((product) => presentProduct(ctx.viewer, product)), total);
  },
});

defineRestOperation({
  family,
  operation: 'getProduct',
  scope: 'signedIn',
  body: z.object({ id: idField }),
  answer: productAnswer,
  handler: async (ctx, body) => presentProduct(ctx.viewer, await getProduct(ctx, body.id)),
});

defineRestOperation({
  family,
  operation: 'createProduct',
  scope: 'superAdmin',
  summary: "Creates a product on input.pid, the caller's own platform when left out.",
  body: z.object({ input: productInput }),
  answer: productAnswer,
  handler: async (ctx, body) =>
    presentProduct(ctx.viewer, await createProduct(ctx, { ...serviceInput(body.input), pid: body.input.pid ?? ctx.viewer!.pid })),
});

defineRestOperation({
  family,
  operation: 'updateProduct',
  scope: 'superAdmin',
  summary: 'Changes the fields sent; a product as getProduct answers it can be sent back as it is (its read-only fields are not changed).',
  body: z.object({ id: idField, input: productInput }),
  answer: productAnswer,
  handler: async (ctx, body) => {
    if (body.input.ID !== undefined && body.input.ID !== body.id) throw new AppError('input.ID must be the id of the product.', { field: 'input.ID' });
    return presentProduct(ctx.viewer, await updateProduct(ctx, body.id, serviceInput(body.input)));
  },
});

defineRestOperation({
  family,
  operation: 'deleteProduct',
  scope: 'superAdmin',
  body: z.object({ id: idField }),
  answer: productAnswer,
  handler: async (ctx, body) => presentProduct(ctx.viewer, await deleteProduct(ctx, body.id)),
});

defineRestOperation({
  family,
  operation: 'bulkUpdateProducts',
  scope: 'superAdmin',
  summary:
    "Changes the price of each fixed-price product by percent, or deletes each product, by the single action's rules and each audited; a refused product is reported in rows with the reason, the others are changed.",
  body: z.object({
    ids: z.array(idField).describe('the products, at most 500'),
    action: z.enum(PRODUCT_BULK_ACTIONS),
    percent: z.number().optional().describe('action price: the change in percent, -100 to 1000 (10 raises by 10%)'),
  }),
  answer: bulkResultAnswer,
  handler: (ctx, body) => bulkUpdateProducts(ctx, body),
});
