import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.ts';
import { administers } from '../schema/access.ts';
import { resolvePrismaPage, withPageSize } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { ProductRef } from '../products/types.ts';
import { listPid, requireAdmin } from '../groups/service.ts';
import { createProductList, deleteProductList, productListCandidatesWhere, updateProductList } from './service.ts';
import { orderWithIdTieBreak } from '../db/listOrder.ts';

/** Product lists are administered per platform; level 9 reaches every platform. */
export const ProductListRef = builder.prismaNode('ProductList', {
  id: { field: 'id' },
  authScopes: (list, ctx) => administers(ctx.viewer, list.pid),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    name: t.exposeString('name'),
    productCount: t.relationCount('items'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Group', 'productList', (t) => t.relation('productList', { nullable: true }));

builder.queryField('productLists', (t) =>
  t.connection({
    type: ProductListRef,
    description: "A platform's product lists by id (administrators; level 9 may name any platform).",
    authScopes: { admin: true },
    args: { pid: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx, info) => {
      const viewer = requireAdmin(ctx);
      const where = { pid: listPid(viewer, args.pid) };
      return resolvePrismaPage(ctx, info, ctx.prisma.productList, withPageSize(args, 200), { where, orderBy: { id: 'asc' } });
    },
  }, { name: 'ProductListConnection' }, { name: 'ProductListEdge' }),
);

const ProductListProductOrderField = builder.enumType('ProductListProductOrderField', {
  values: ['id', 'name', 'productNumber', 'defaultPrice'] as const,
});

const ProductListProductOrder = builder.inputType('ProductListProductOrder', {
  fields: (t) => ({
    field: t.field({ type: ProductListProductOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

builder.queryField('productListProducts', (t) =>
  t.connection({
    type: ProductRef,
    description: 'Products on a list (inList) or products of the platform not on it, for the list editor.',
    authScopes: { admin: true },
    args: {
      pid: t.arg.int({ required: true }),
      productListId: t.arg.int({ required: false }),
      inList: t.arg.boolean({ required: true }),
      search: t.arg.string({ required: false }),
      orderBy: t.arg({ type: ProductListProductOrder, required: false }),
    },
    resolve: async (_root, args, ctx, info) => {
      const where = await productListCandidatesWhere(ctx, args);
      const field = args.orderBy?.field ?? 'id';
      const direction = args.orderBy?.direction === 'DESC' ? 'desc' : 'asc';
      const orderBy = orderWithIdTieBreak(field, direction);
      return resolvePrismaPage(ctx, info, ctx.prisma.product, args, { where, orderBy: orderBy as never });
    },
  }, { name: 'ProductListProductConnection' }, { name: 'ProductListProductEdge' }),
);

const ProductListInput = builder.inputType('ProductListInput', {
  fields: (t) => ({
    pid: t.int({ required: false }),
    name: t.string({ required: false }),
  }),
});

builder.mutationField('createProductList', (t) =>
  t.prismaField({
    type: 'ProductList',
    authScopes: { admin: true },
    args: {
      input: t.arg({ type: ProductListInput, required: true }),
      add: t.arg.intList({ required: false, description: 'product row ids to put on the list' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const list = await createProductList(ctx, args.input, args.add ?? []);
      return ctx.prisma.productList.findUniqueOrThrow({ ...query, where: { id: list.id } });
    },
  }),
);

builder.mutationField('updateProductList', (t) =>
  t.prismaField({
    type: 'ProductList',
    authScopes: { admin: true },
    args: {
      id: t.arg.int({ required: true }),
      input: t.arg({ type: ProductListInput, required: true }),
      add: t.arg.intList({ required: false }),
      remove: t.arg.intList({ required: false }),
    },
    resolve: async (query, _root, args, ctx) => {
      const list = await updateProductList(ctx, args.id, args.input, args.add ?? [], args.remove ?? []);
      return ctx.prisma.productList.findUniqueOrThrow({ ...query, where: { id: list.id } });
    },
  }),
);

builder.mutationField('deleteProductList', (t) =>
  t.field({
    type: 'ID',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteProductList(ctx, args.id);
      return encodeGlobalID('ProductList', args.id);
    },
  }),
);
