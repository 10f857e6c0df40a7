import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { stripNulls } from '../platforms/adminTypes.ts';
import { ProductRef } from './types.ts';
import { createProduct, deleteProduct, getProduct, productAdminWhere, updateProduct } from './admin.ts';

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
        const field = args.orderBy?.field ?? 'productNumber';
        const direction = args.orderBy?.direction === 'DESC' ? 'desc' : 'asc';
        const orderBy =
          field === 'id'
            ? [{ id: direction }]
            : field === 'defaultPrice' || field === 'quantityInStock' || field === 'relatedItem'
              ? [{ [field]: { sort: direction, nulls: 'last' } }, { id: direction }]
              : [{ [field]: direction }, { id: direction }];
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
