import { z } from 'zod';
import { audited } from '../audit/record.ts';
import { requiredError } from '../schema/zodMessages.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { platformWhere, requireViewer, isSuperAdmin } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { flag, parseInput } from '../schema/input.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export const DESCRIPTION_MAX = 250;
export const DESCRIPTION_LENGTH_MESSAGE = `Description must be at most ${DESCRIPTION_MAX} characters.`;
export const DESCRIPTION_LINE_BREAK_MESSAGE = 'Description cannot contain line breaks.';
export const PLATFORM_REQUIRED_MESSAGE = FORM_MESSAGES.platformRequired;

const text = (max = 200) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));
const number = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number({ error: message }).refine(Number.isFinite, message).nullable());

/** The product form's rules (its REST shims, GraphQL mutations and the product import parse with it). */
export const productSchema = z.object({
  name: z.string({ error: requiredError(FORM_MESSAGES.nameRequired) }).trim().min(1, FORM_MESSAGES.nameRequired).max(200),
  productNumber: z.string().trim().max(100).nullish().transform((v) => v ?? ''),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? '')
    .refine((v) => !/[\r\n]/.test(v), DESCRIPTION_LINE_BREAK_MESSAGE)
    .refine((v) => v.length <= DESCRIPTION_MAX, DESCRIPTION_LENGTH_MESSAGE),
  overview: text(4000),
  imageUrl: text(1000),
  img: text(1000),
  defaultPrice: number(FORM_MESSAGES.defaultPriceNumber).refine((v) => v == null || (v >= 0 && v < 1e10), 'Default Price must be between 0 and 9,999,999,999.'),
  quantityInStock: number(FORM_MESSAGES.quantityInStockNumber).refine((v) => v == null || Number.isInteger(v), 'Quantity In Stock must be a whole number.'),
  relatedItem: text(),
  uom: text(20),
  priceCode: text(50),
  discount: number('Discount must be a number.').refine((v) => v == null || (v >= 0 && v <= 100), 'Discount must be between 0 and 100.'),
  base64Image: text(2_000_000),
  isNonConfigurable: z.preprocess(flag, z.boolean()).default(false),
  isQuickConfig: z.preprocess(flag, z.boolean()).default(false),
  headerId: text(),
  applicationInstance: text(),
  applicationName: text(),
  profile: text(),
  ruleset: text(),
  namespace: text(),
  server: text(1000),
  configuratorModelId: z.coerce.number().int().positive().nullish().transform((v) => v ?? null),
  pid: z.coerce.number().int().positive().nullish(),
});
export type ProductAdminInput = z.input<typeof productSchema>;

export interface ProductFilter {
  pid?: number | null;
  /** a group: only the products of its product list */
  gid?: number | null;
  search?: string | null;
}

export function productAdminWhere(ctx: Context, filter: ProductFilter = {}): Prisma.ProductWhereInput {
  const viewer = requireViewer(ctx.viewer);
  const where: Prisma.ProductWhereInput = { ...platformWhere(viewer) };
  if (isSuperAdmin(viewer) && filter.pid != null) where.pid = filter.pid;
  if (filter.gid != null) where.listItems = { some: { productList: { groups: { some: { id: filter.gid } } } } };
  const term = filter.search?.trim();
  if (term) {
    const contains = { contains: term, mode: 'insensitive' as const };
    where.OR = [{ name: contains }, { productNumber: contains }, { description: contains }, { relatedItem: contains }];
  }
  return where;
}

export type ProductOrderField = 'id' | 'productNumber' | 'name' | 'description' | 'relatedItem' | 'defaultPrice' | 'quantityInStock';

/** The product list's order: a column (price, stock and related item blank last), the id breaking ties. */
export function productOrderBy(field: ProductOrderField, direction: 'asc' | 'desc'): Prisma.ProductOrderByWithRelationInput[] {
  if (field === 'id') return [{ id: direction }];
  if (field === 'defaultPrice' || field === 'quantityInStock' || field === 'relatedItem') return [{ [field]: { sort: direction, nulls: 'last' } }, { id: direction }];
  return [{ [field]: direction }, { id: direction }];
}

export async function listProducts(ctx: Context, filter: ProductFilter, page: ListPage) {
  const where = productAdminWhere(ctx, filter);
  const [rows, total] = await Promise.all([
    ctx.prisma.product.findMany({ where, orderBy: [{ productNumber: 'asc' }, { id: 'asc' }], ...pageArgs(page) }),
    ctx.prisma.product.count({ where }),
  ]);
  return { rows, total };
}

export async function getProduct(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  const product = await ctx.prisma.product.findFirst({ where: { id, ...platformWhere(viewer) } });
  if (!product) throw notFound('Product');
  return product;
}

export const PRODUCT_EDITOR_ONLY = 'Only a super administrator can change products.';

/**
 * Product fields are editable at level 9 only (spec part 2 §6): the one check of the product form
 * (create, update, delete) and the product import.
 */
export function requireProductEditor(ctx: Context, refusal: string = PRODUCT_EDITOR_ONLY) {
  const viewer = requireViewer(ctx.viewer);
  if (!isSuperAdmin(viewer)) throw forbidden(refusal);
  return viewer;
}

/** Fixed-price products are never quick-configured; configurable products carry no price or stock. */
/** What saving does with a product's fields: a configurable product keeps no price or stock (form and import). */
export function applySaveRules<T extends { isNonConfigurable: boolean; isQuickConfig: boolean; defaultPrice: number | null; quantityInStock: number | null }>(input: T): T {
  if (input.isNonConfigurable) return { ...input, isQuickConfig: false };
  return { ...input, defaultPrice: null, quantityInStock: null };
}

/** The one message for a Part # already used on the platform: the product form, its REST shims and the import. */
export const partNumberTakenMessage = (productNumber: string) => `A product with Part # ${productNumber} already exists.`;

/**
 * A Part # names one product of a platform, compared without case as the import compares it
 * (migration import_key_indexes indexes its lower case). An empty Part # is not checked.
 */
async function checkPartNumberFree(ctx: Context, pid: number, productNumber: string, exceptId?: number) {
  if (!productNumber) return;
  const clash = await ctx.prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Product" WHERE pid = ${pid} AND lower("productNumber") = lower(${productNumber}) AND id <> ${exceptId ?? 0} LIMIT 1`;
  if (clash.length) throw new AppError(partNumberTakenMessage(productNumber), { field: 'productNumber' });
}

async function checkReferences(ctx: Context, pid: number, input: { configuratorModelId: number | null; img: string | null }) {
  if (input.configuratorModelId != null) {
    const model = await ctx.prisma.configuratorModel.findUnique({ where: { id: input.configuratorModelId }, select: { pid: true } });
    if (!model || model.pid !== pid) throw new AppError('Configurator model not found on this platform.', { field: 'configuratorModelId' });
  }
  if (input.img?.startsWith('/uploads/')) {
    const upload = await ctx.prisma.uploadedFile.findUnique({ where: { path: input.img.slice('/uploads/'.length) }, select: { pid: true } });
    if (!upload || upload.pid !== pid) throw new AppError('The image was not uploaded to this platform.', { field: 'img' });
  }
}

export async function createProduct(ctx: Context, rawInput: unknown) {
  const viewer = requireProductEditor(ctx);
  const { pid: requested, ...input } = applySaveRules(parseInput(productSchema, rawInput));
  if (requested == null) throw new AppError(PLATFORM_REQUIRED_MESSAGE, { field: 'pid' });
  const platform = await ctx.prisma.platform.findUnique({ where: { id: requested }, select: { id: true } });
  if (!platform) throw new AppError(PLATFORM_REQUIRED_MESSAGE, { field: 'pid' });
  await checkReferences(ctx, requested, input);
  await checkPartNumberFree(ctx, requested, input.productNumber);
  return audited(ctx, { action: 'create', entity: 'Product' }, (tx) => tx.product.create({ data: { ...input, pid: requested, createdByEmail: viewer.username } }));
}

export async function updateProduct(ctx: Context, id: number, rawInput: unknown) {
  requireProductEditor(ctx);
  const existing = await ctx.prisma.product.findUnique({ where: { id } });
  if (!existing) throw notFound('Product');
  const merged = {
    ...existing,
    defaultPrice: existing.defaultPrice == null ? null : existing.defaultPrice.toString(),
    discount: existing.discount == null ? null : existing.discount.toString(),
    ...(rawInput as object),
  };
  const { pid: requested, ...input } = applySaveRules(parseInput(productSchema, merged));
  if (requested == null) throw new AppError(PLATFORM_REQUIRED_MESSAGE, { field: 'pid' });
  if (requested !== existing.pid) {
    const platform = await ctx.prisma.platform.findUnique({ where: { id: requested }, select: { id: true } });
    if (!platform) throw new AppError(PLATFORM_REQUIRED_MESSAGE, { field: 'pid' });
  }
  await checkReferences(ctx, requested, input);
  await checkPartNumberFree(ctx, requested, input.productNumber, id);
  const priceChanged = String(input.defaultPrice ?? '') !== String(existing.defaultPrice ?? '') || String(input.discount ?? '') !== String(existing.discount ?? '');
  return audited(ctx, { action: priceChanged ? 'price' : 'update', entity: 'Product', ids: [id] }, (tx) =>
    tx.product.update({ where: { id }, data: { ...input, pid: requested } }),
  );
}

export async function deleteProduct(ctx: Context, id: number) {
  requireProductEditor(ctx);
  const existing = await ctx.prisma.product.findUnique({ where: { id } });
  if (!existing) throw notFound('Product');
  await audited(ctx, { action: 'delete', entity: 'Product', ids: [id] }, (tx) => tx.product.delete({ where: { id } }));
  return existing;
}
