import { builder } from '../schema/builder.ts';
import { canReachPlatform } from '../schema/access.ts';
import { seesDealerCost } from '../schema/visibility.ts';
import type { Context } from '../schema/context.ts';

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
