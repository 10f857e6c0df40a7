import { z } from 'zod';
import { audited } from '../audit/record.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { administers, canReachPlatform, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { parseInput } from '../groups/validation.ts';
import { listPid, requireAdmin } from '../groups/service.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';

export const productListInputSchema = z.object({
  pid: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: 'Platform is required!' }).int().positive('Platform is required!')),
  name: z.string().trim().max(200).nullish().transform((v) => v ?? ''),
});

const productIds = z.array(z.coerce.number().int().positive()).max(10_000).default([]);

async function loadList(ctx: Context, viewer: Viewer, id: number) {
  const list = await ctx.prisma.productList.findUnique({ where: { id } });
  if (!list || !administers(viewer, list.pid)) throw notFound('Product list');
  return list;
}

export async function getProductList(ctx: Context, id: number) {
  const viewer = requireAdmin(ctx);
  const list = await loadList(ctx, viewer, id);
  const items = await ctx.prisma.productListItem.findMany({ where: { productListId: id }, select: { productId: true }, orderBy: { productId: 'asc' } });
  return { ...list, productIds: items.map((i) => i.productId) };
}

export async function listProductLists(ctx: Context, pid: number | null | undefined, page: ListPage) {
  const where = { pid: listPid(requireAdmin(ctx), pid) };
  const [rows, total] = await Promise.all([ctx.prisma.productList.findMany({ where, orderBy: { id: 'asc' }, ...pageArgs(page) }), ctx.prisma.productList.count({ where })]);
  return { rows, total };
}

async function checkProducts(tx: Prisma.TransactionClient, pid: number, ids: number[], field: string) {
  if (ids.length === 0) return;
  const found = await tx.product.count({ where: { id: { in: ids }, pid } });
  if (found !== ids.length) throw new AppError('Every product must belong to the list’s platform.', { field });
}

export async function createProductList(ctx: Context, rawInput: unknown, rawAdd: unknown) {
  const viewer = requireAdmin(ctx);
  const input = parseInput(productListInputSchema, rawInput);
  const add = [...new Set(parseInput(productIds, rawAdd ?? []))];
  if (!canReachPlatform(viewer, input.pid)) throw forbidden();
  return audited(ctx, { action: 'create', entity: 'ProductList' }, async (tx) => {
    await checkProducts(tx, input.pid, add, 'add');
    const list = await tx.productList.create({ data: input });
    await tx.productListItem.createMany({ data: add.map((productId) => ({ productListId: list.id, productId })) });
    return list;
  });
}

export async function updateProductList(ctx: Context, id: number, rawInput: unknown, rawAdd: unknown, rawRemove: unknown) {
  const viewer = requireAdmin(ctx);
  const existing = await loadList(ctx, viewer, id);
  const raw = (rawInput ?? {}) as Record<string, unknown>;
  const input = parseInput(productListInputSchema, { pid: existing.pid, name: existing.name, ...Object.fromEntries(Object.entries(raw).filter(([k]) => k in productListInputSchema.shape)) });
  const add = [...new Set(parseInput(productIds, rawAdd ?? []))];
  const remove = [...new Set(parseInput(productIds, rawRemove ?? []))];
  if (!canReachPlatform(viewer, input.pid)) throw forbidden();
  return audited(ctx, { action: 'update', entity: 'ProductList', ids: [id] }, async (tx) => {
    await checkProducts(tx, input.pid, add, 'add');
    if (input.pid !== existing.pid) {
      // Products of another platform cannot stay on the list; nor can groups of another platform use it.
      await tx.productListItem.deleteMany({ where: { productListId: id, product: { pid: { not: input.pid } } } });
      await tx.group.updateMany({ where: { productListId: id, pid: { not: input.pid } }, data: { productListId: null } });
    }
    if (remove.length) await tx.productListItem.deleteMany({ where: { productListId: id, productId: { in: remove } } });
    if (add.length) await tx.productListItem.createMany({ data: add.map((productId) => ({ productListId: id, productId })), skipDuplicates: true });
    return tx.productList.update({ where: { id }, data: input });
  });
}

export async function deleteProductList(ctx: Context, id: number) {
  const viewer = requireAdmin(ctx);
  const existing = await loadList(ctx, viewer, id);
  await audited(ctx, { action: 'delete', entity: 'ProductList', ids: [id] }, (tx) => tx.productList.delete({ where: { id } }));
  return existing;
}

/**
 * Products for the editor's tables: those on the list (`inList`) or those of the platform not on
 * it. Without a list (create) every product of the platform is a candidate.
 */
export async function productListCandidatesWhere(
  ctx: Context,
  args: { pid: number; productListId?: number | null; inList: boolean; search?: string | null },
): Promise<Prisma.ProductWhereInput> {
  const viewer = requireAdmin(ctx);
  let pid = listPid(viewer, args.pid);
  if (args.productListId != null) {
    const list = await loadList(ctx, viewer, args.productListId);
    pid = list.pid;
  }
  const where: Prisma.ProductWhereInput = { pid };
  if (args.productListId != null) {
    where.listItems = args.inList ? { some: { productListId: args.productListId } } : { none: { productListId: args.productListId } };
  } else if (args.inList) {
    where.id = -1;
  }
  const term = args.search?.trim();
  if (term) {
    const contains = { contains: term, mode: 'insensitive' as const };
    where.OR = [{ name: contains }, { productNumber: contains }, ...(/^\d{1,9}$/.test(term) ? [{ id: Number(term) }] : [])];
  }
  return where;
}
