import { builder } from '../schema/builder.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { ProductRef } from '../products/types.ts';
import { catalogProductWhere, catalogSearchWhere } from './service.ts';
import { orderWithIdTieBreak } from '../db/listOrder.ts';

const ProductOrderField = builder.enumType('CatalogOrderField', { values: ['name', 'productNumber', 'defaultPrice', 'id'] as const });
const ProductOrder = builder.inputType('CatalogOrder', {
  fields: (t) => ({
    field: t.field({ type: ProductOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

builder.queryField('catalogProducts', (t) =>
  t.connection(
    {
      type: ProductRef,
      description:
        "The catalog: the default platform's products for visitors, the viewer's platform's otherwise, only the group's product list while filtering by a group.",
      authScopes: { public: true },
      args: {
        search: t.arg.string({ required: false }),
        orderBy: t.arg({ type: ProductOrder, required: false }),
        quickConfig: t.arg.boolean({ required: false, description: 'Only quick-config products' }),
        nonConfigurable: t.arg.boolean({ required: false }),
      },
      resolve: async (_root, args, ctx, info) => {
        const where = {
          AND: [
            await catalogProductWhere(ctx.prisma, ctx.viewer),
            catalogSearchWhere(args.search),
            args.quickConfig != null ? { isQuickConfig: args.quickConfig } : {},
            args.nonConfigurable != null ? { isNonConfigurable: args.nonConfigurable } : {},
          ],
        };
        const field = args.orderBy?.field ?? 'name';
        const direction = args.orderBy?.direction === 'DESC' ? 'desc' : 'asc';
        const orderBy = orderWithIdTieBreak(field, direction);
        return resolvePrismaPage(ctx, info, ctx.prisma.product, args, { where, orderBy: orderBy as never });
      },
    },
    { name: 'CatalogProductConnection' },
    { name: 'CatalogProductEdge' },
  ),
);
