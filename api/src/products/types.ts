import { encodeGlobalID } from '@pothos/plugin-relay';
import { BulkResultRef } from '../schema/bulkTypes.ts';
import { bulkUpdateProducts, PRODUCT_BULK_ACTIONS } from './bulk.ts';
import { builder } from '../schema/builder.ts';
import { canReachPlatform } from '../schema/access.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { stripNulls } from '../schema/input.ts';
import { seesDealerCost } from '../schema/visibility.ts';
import type { Context } from '../context.ts';
import { createProduct, deleteProduct, getProduct, productAdminWhere, productOrderBy, updateProduct } from './service.ts';

/** A product the configurator can open; every other one is fixed-price (Add To Quote). */
export const isConfigurableProduct = (p: { isNonConfigurable: boolean; configuratorModelId: number | null; server: string | null }) =>
  !p.isNonConfigurable && (p.configuratorModelId != null || Boolean(p.server));

/** Visitors browse the default platform's catalog; signed-in users their own platform's; level 9 all. */
async function canSeeProduct(product: { pid: number }, ctx: Context) {
  if (ctx.viewer) return canReachPlatform(ctx.viewer, product.pid);
  const platform = await ctx.prisma.platform.findUnique({ where: { id: product.pid }, select: { isDefault: true } });
  return platform?.isDefault ?? false;
}

/**
 * The one Product node. Domains that need more product fields (catalog, administration,
 * configurator) add them with `builder.prismaObjectField(ProductRef, ...)` in their own folders.
 */
export const ProductRef = builder.prismaNode('Product', {
  id: { field: 'id' },
  authScopes: (product, ctx) => canSeeProduct(product, ctx),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    productNumber: t.exposeString('productNumber'),
    overview: t.exposeString('overview', { nullable: true }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    img: t.exposeString('img', { nullable: true }),
    base64Image: t.exposeString('base64Image', { nullable: true }),
    /** img, then base64Image, then imageUrl: the catalog's image order */
    displayImage: t.string({
      nullable: true,
      select: { img: true, base64Image: true, imageUrl: true },
      resolve: (p) => p.img || p.base64Image || p.imageUrl || null,
    }),
    defaultPrice: t.expose('defaultPrice', { type: 'Decimal', nullable: true }),
    /** dealer cost: administrators of the product's platform and dealers (level 3+) only (`seesDealerCost`) */
    cost: t.field({
      type: 'Decimal',
      nullable: true,
      select: { cost: true, pid: true },
      resolve: (p, _args, ctx) => (seesDealerCost(ctx.viewer, p.pid) ? p.cost : null),
    }),
    quantityInStock: t.exposeInt('quantityInStock', { nullable: true }),
    priceCode: t.exposeString('priceCode', { nullable: true }),
    discount: t.expose('discount', { type: 'Decimal', nullable: true }),
    relatedItem: t.exposeString('relatedItem', { nullable: true }),
    uom: t.exposeString('uom', { nullable: true }),
    isNonConfigurable: t.exposeBoolean('isNonConfigurable'),
    /** opens in the configurator: not fixed-price, and with a configurator model or a configurator server */
    isConfigurable: t.boolean({
      select: { isNonConfigurable: true, configuratorModelId: true, server: true },
      resolve: (p) => isConfigurableProduct(p),
    }),
    isQuickConfig: t.exposeBoolean('isQuickConfig'),
    headerId: t.exposeString('headerId', { nullable: true }),
    applicationInstance: t.exposeString('applicationInstance', { nullable: true }),
    applicationName: t.exposeString('applicationName', { nullable: true }),
    profile: t.exposeString('profile', { nullable: true }),
    ruleset: t.exposeString('ruleset', { nullable: true }),
    namespace: t.exposeString('namespace', { nullable: true }),
    server: t.exposeString('server', { nullable: true }),
    configuratorModelId: t.exposeInt('configuratorModelId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(ProductRef, (t) => ({
  createdByEmail: t.exposeString('createdByEmail', { nullable: true }),
  platformName: t.string({ select: { platform: { select: { name: true } } }, resolve: (p) => p.platform.name }),
}));

const ProductOrderField = builder.enumType('ProductOrderField', {
  values: ['id', 'productNumber', 'name', 'description', 'relatedItem', 'defaultPrice', 'quantityInStock'] as const,
});
const ProductOrder = builder.inputType('ProductOrder', {
  fields: (t) => ({
    field: t.field({ type: ProductOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

const ProductInput = builder.inputType('ProductInput', {
  description: 'Product fields. Fixed-price products (isNonConfigurable) are saved with isQuickConfig false; configurable ones without defaultPrice and quantityInStock.',
  fields: (t) => ({
    name: t.string(),
    productNumber: t.string(),
    description: t.string({ description: 'At most 250 characters, no line breaks' }),
    overview: t.string(),
    imageUrl: t.string(),
    img: t.string({ description: 'An image url returned by POST /api/uploadfile' }),
    defaultPrice: t.field({ type: 'Decimal' }),
    quantityInStock: t.int(),
    relatedItem: t.string(),
    uom: t.string(),
    isNonConfigurable: t.boolean(),
    isQuickConfig: t.boolean(),
    headerId: t.string(),
    applicationInstance: t.string(),
    applicationName: t.string(),
    profile: t.string(),
    ruleset: t.string(),
    namespace: t.string(),
    server: t.string(),
    configuratorModelId: t.int(),
    pid: t.int({ description: 'The platform (required; level 9 only)' }),
  }),
});

/** Nulls clear optional text fields; only absent fields stay unchanged. */
function productInput(input: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    out[key] = value != null && typeof value === 'object' && 'toFixed' in value ? String(value) : value;
  }
  return out;
}

builder.queryField('adminProducts', (t) =>
  t.connection(
    {
      type: ProductRef,
      description: 'Products for administration, default order ProductNumber ascending.',
      authScopes: { admin: true },
      args: {
        orderBy: t.arg({ type: ProductOrder, required: false }),
        search: t.arg.string({ required: false }),
        pid: t.arg.int({ required: false, description: 'Level 9 only: narrow to one platform' }),
        gid: t.arg.int({ required: false, description: "Only the products of this group's product list" }),
      },
      resolve: (_root, args, ctx, info) => {
        const where = productAdminWhere(ctx, args);
        const direction = args.orderBy?.direction === 'DESC' ? 'desc' : 'asc';
        const orderBy = productOrderBy(args.orderBy?.field ?? 'productNumber', direction);
        return resolvePrismaPage(ctx, info, ctx.prisma.product, args, { where, orderBy: orderBy as never });
      },
    },
    { name: 'AdminProductConnection' },
    { name: 'AdminProductEdge' },
  ),
);

builder.queryField('adminProduct', (t) =>
  t.prismaField({
    type: 'Product',
    description: 'One product for the administration form.',
    authScopes: { admin: true },
    args: { rowId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await getProduct(ctx, args.rowId);
      return ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: args.rowId } });
    },
  }),
);

builder.mutationField('createProduct', (t) =>
  t.prismaField({
    type: 'Product',
    authScopes: { superAdmin: true },
    args: { input: t.arg({ type: ProductInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const created = await createProduct(ctx, stripNulls(productInput(args.input)));
      return ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: created.id } });
    },
  }),
);

builder.mutationField('updateProduct', (t) =>
  t.prismaField({
    type: 'Product',
    authScopes: { superAdmin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ProductInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const updated = await updateProduct(ctx, args.id, productInput(args.input));
      return ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: updated.id } });
    },
  }),
);

builder.mutationField('deleteProduct', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes a product (level 9 only); returns its global node id.',
    authScopes: { superAdmin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteProduct(ctx, args.id);
      return encodeGlobalID('Product', args.id);
    },
  }),
);

const ProductBulkAction = builder.enumType('ProductBulkAction', { values: PRODUCT_BULK_ACTIONS });

builder.mutationField('bulkUpdateProducts', (t) =>
  t.field({
    type: BulkResultRef,
    description: 'Changes the price of each fixed-price product by a percentage, or deletes each product, by the single action\'s rules; a refused product is reported with the reason, the others are changed. Level 9.',
    authScopes: { superAdmin: true },
    args: {
      ids: t.arg.intList({ required: true }),
      action: t.arg({ type: ProductBulkAction, required: true }),
      percent: t.arg.float({ required: false, description: 'price: the change in percent, -100 to 1000' }),
    },
    resolve: (_root, args, ctx) => bulkUpdateProducts(ctx, args),
  }),
);
