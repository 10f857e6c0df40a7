import { z } from 'zod';
import { requiredError } from '../schema/zodMessages.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { platformWhere, requireViewer, isAdmin, isSuperAdmin, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { parseInput } from '../groups/validation.ts';
import { canViewQuote, QUOTE_TYPE } from '../documents/quoteService.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';
import { returnQuantityProblem, RMA_DETAIL_MESSAGES, submitProblems } from '@quotecraft/rules/rmas';

export const RMA_MESSAGES = {
  ...RMA_DETAIL_MESSAGES,
  submitted: 'Cannot delete RMA Detail, RMA has already been submitted.',
  editSubmitted: 'The RMA has already been submitted.',
} as const;

/** RMA routes need a role level above 0. */
export function requireRmaViewer(ctx: Context): Viewer {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.roleLevel <= 0) throw forbidden();
  return viewer;
}

/**
 * Which RMAs a viewer lists: with a group filter, that group's; otherwise administrators see their
 * platform's (level 9 every platform's) and everyone else their own.
 */
export function rmaListWhere(viewer: Viewer, pid?: number | null): Prisma.RmaWhereInput {
  const where: Prisma.RmaWhereInput = { ...platformWhere(viewer) };
  if (isSuperAdmin(viewer) && pid != null) where.pid = pid;
  if (viewer.groupId != null) where.groupId = viewer.groupId;
  else if (!isAdmin(viewer)) where.createdByUserId = viewer.userId ?? -1;
  return where;
}

export function canViewRma(viewer: Viewer | null, rma: { pid: number; createdByUserId: number | null; groupId: number | null }) {
  if (!viewer || viewer.roleLevel <= 0) return false;
  if (isSuperAdmin(viewer)) return true;
  if (viewer.pid !== rma.pid) return false;
  if (isAdmin(viewer)) return true;
  if (rma.createdByUserId != null && rma.createdByUserId === viewer.userId) return true;
  return rma.groupId != null && rma.groupId === viewer.groupId;
}

async function loadRma(db: Prisma.TransactionClient, viewer: Viewer, id: number) {
  const rma = await db.rma.findUnique({ where: { id } });
  if (!rma || !canViewRma(viewer, rma)) throw notFound('RMA');
  return rma;
}

export const isSubmitted = (rma: { rmaCreated: boolean; status: string | null }) => rma.rmaCreated || !!rma.status;

async function loadEditableRma(db: Prisma.TransactionClient, viewer: Viewer, id: number, message: string = RMA_MESSAGES.editSubmitted) {
  const rma = await loadRma(db, viewer, id);
  if (isSubmitted(rma)) throw new AppError(message, { code: 'CONFLICT' });
  return rma;
}

export async function getRma(ctx: Context, id: number) {
  return loadRma(ctx.prisma, requireRmaViewer(ctx), id);
}

export async function listRmas(ctx: Context, pid: number | null | undefined, page: ListPage) {
  const where = rmaListWhere(requireRmaViewer(ctx), pid);
  const [rows, total] = await Promise.all([ctx.prisma.rma.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageArgs(page) }), ctx.prisma.rma.count({ where })]);
  return { rows, total };
}

const blankDetail = (pid: number) => ({ pid, productNumber: '', quantity: 1, orderedQuantity: 0 });

/** A standalone RMA: not submitted, with one blank detail line. */
export async function createRma(ctx: Context) {
  const viewer = requireRmaViewer(ctx);
  return ctx.prisma.rma.create({
    data: {
      pid: viewer.pid,
      groupId: viewer.groupId,
      createdByUserId: viewer.userId,
      rmaCreated: false,
      details: { create: [blankDetail(viewer.pid)] },
    },
  });
}

/** An RMA against an order the viewer may see, carrying its ERP order number. */
export async function createRmaFromOrder(ctx: Context, orderId: number) {
  const viewer = requireRmaViewer(ctx);
  const order = await ctx.prisma.quote.findUnique({
    where: { id: orderId },
    select: { id: true, pid: true, type: true, groupId: true, createdByUserId: true, erpOrderNo: true, lines: { select: { modelNo: true }, orderBy: { lineNumber: 'asc' }, take: 1 } },
  });
  if (!order || !canViewQuote(viewer, order)) throw notFound('Order');
  if (order.type !== QUOTE_TYPE.order) throw new AppError('Only an order can be returned.', { field: 'quoteId' });
  return ctx.prisma.rma.create({
    data: {
      pid: order.pid,
      groupId: order.groupId ?? viewer.groupId,
      quoteId: order.id,
      createdByUserId: viewer.userId,
      erpOrderNum: order.erpOrderNo,
      modelNo: order.lines[0]?.modelNo ?? null,
      rmaCreated: false,
      details: { create: [blankDetail(order.pid)] },
    },
  });
}

const rmaInputSchema = z.object({
  modelNo: z.string().trim().max(200).nullish(),
  requestDate: z.coerce.date().optional(),
});

export async function updateRma(ctx: Context, id: number, rawInput: unknown) {
  const viewer = requireRmaViewer(ctx);
  await loadEditableRma(ctx.prisma, viewer, id);
  const input = parseInput(rmaInputSchema, rawInput);
  return ctx.prisma.rma.update({ where: { id }, data: input });
}

export async function deleteRma(ctx: Context, id: number) {
  const viewer = requireRmaViewer(ctx);
  if (!isSuperAdmin(viewer)) throw forbidden();
  const rma = await loadRma(ctx.prisma, viewer, id);
  await ctx.prisma.rma.delete({ where: { id } });
  return rma;
}

/**
 * An RMA's Model # (the list's column): the model numbers entered on its lines, in line order, or
 * null while none is entered (an RMA from an order then shows its first line's).
 */
export function enteredModelNo(details: readonly { modelNo: string }[]): string | null {
  const entered = [...new Set(details.map((detail) => detail.modelNo.trim()).filter(Boolean))].join(', ');
  return entered ? entered.slice(0, 200) : null;
}

/** Keeps the RMA's Model # on what its lines say, after one of them changed. */
async function keepEnteredModelNo(tx: Prisma.TransactionClient, rmaId: number) {
  const modelNo = enteredModelNo(await tx.rmaDetail.findMany({ where: { rmaId }, orderBy: { id: 'asc' }, select: { modelNo: true } }));
  if (modelNo) await tx.rma.update({ where: { id: rmaId }, data: { modelNo } });
}

/** Submits a complete RMA once, recording who submitted it and the Model # its lines were given. */
export async function submitRma(ctx: Context, id: number) {
  const viewer = requireRmaViewer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const rma = await loadEditableRma(tx, viewer, id);
    const details = await tx.rmaDetail.findMany({ where: { rmaId: id }, orderBy: { id: 'asc' } });
    const problems = submitProblems(details);
    if (problems.length) throw new AppError(problems[0]!, { field: 'details' });
    return tx.rma.update({
      where: { id: rma.id },
      data: {
        rmaCreated: true,
        status: 'Submitted',
        modelNo: enteredModelNo(details) ?? rma.modelNo,
        rmaNumber: `RMA-${String(rma.id).padStart(6, '0')}`,
        submittedAt: new Date(),
        submittedByFirstName: viewer.firstName,
        submittedByLastName: viewer.lastName,
      },
    });
  });
}

const text = (max: number) => z.string().trim().max(max);

export const rmaDetailInputSchema = z.object({
  productNumber: z.string({ error: requiredError(RMA_MESSAGES.productNumber) }).trim().min(1, RMA_MESSAGES.productNumber).max(200),
  quantity: z.unknown().transform((value, issue) => {
    const problem = returnQuantityProblem(value);
    if (problem) {
      issue.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return Number(typeof value === 'string' ? value.trim() : value);
  }),
  reason: z.string({ error: requiredError(RMA_MESSAGES.reason) }).trim().min(1, RMA_MESSAGES.reason).max(2000),
  modelNo: z.string({ error: requiredError(RMA_MESSAGES.modelNo) }).trim().min(1, RMA_MESSAGES.modelNo).max(200),
  timeInService: text(200).nullish(),
  orderedQuantity: z.coerce.number().int().min(0).nullish(),
});

/** The ordered quantity of a part on the RMA's order (0 when the part is not on it). */
async function orderedQuantityOf(db: Prisma.TransactionClient, quoteId: number, productNumber: string) {
  const lines = await db.quoteLine.aggregate({ where: { quoteId, partNumber: productNumber }, _sum: { quantity: true } });
  return lines._sum.quantity ?? 0;
}

async function validateDetail(db: Prisma.TransactionClient, rma: { pid: number; quoteId: number | null }, rawInput: unknown) {
  const input = parseInput(rmaDetailInputSchema, rawInput);
  let orderedQuantity = input.orderedQuantity ?? 0;
  if (rma.quoteId != null) {
    orderedQuantity = await orderedQuantityOf(db, rma.quoteId, input.productNumber);
    if (orderedQuantity === 0) throw new AppError(RMA_MESSAGES.productNumber, { field: 'productNumber' });
    const tooMany = returnQuantityProblem(input.quantity, orderedQuantity);
    if (tooMany) throw new AppError(tooMany, { field: 'quantity' });
  } else {
    const product = await db.product.findFirst({ where: { pid: rma.pid, productNumber: input.productNumber }, select: { id: true } });
    if (!product) throw new AppError(RMA_MESSAGES.productNumber, { field: 'productNumber' });
  }
  return { ...input, timeInService: input.timeInService || null, orderedQuantity };
}

export async function listRmaDetails(ctx: Context, rmaId: number, page: ListPage) {
  const viewer = requireRmaViewer(ctx);
  await loadRma(ctx.prisma, viewer, rmaId);
  const where = { rmaId };
  const [rows, total] = await Promise.all([ctx.prisma.rmaDetail.findMany({ where, orderBy: { id: 'asc' }, ...pageArgs(page) }), ctx.prisma.rmaDetail.count({ where })]);
  return { rows, total };
}

/** A new line: blank (quantity 1) unless fields are given, in which case they are validated. */
export async function createRmaDetail(ctx: Context, rmaId: number, rawInput: unknown) {
  const viewer = requireRmaViewer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const rma = await loadEditableRma(tx, viewer, rmaId);
    const { pid, ...raw } = (rawInput ?? {}) as Record<string, unknown>;
    if (pid != null && pid !== '' && Number(pid) !== rma.pid) throw new AppError("A detail line belongs to its RMA's platform.", { field: 'pid' });
    const blank = !raw.productNumber && !raw.reason && !raw.modelNo;
    if (blank) return tx.rmaDetail.create({ data: { ...blankDetail(rma.pid), rmaId } });
    const data = await validateDetail(tx, rma, raw);
    const created = await tx.rmaDetail.create({ data: { ...data, rmaId, pid: rma.pid } });
    await keepEnteredModelNo(tx, rmaId);
    return created;
  });
}

async function loadDetail(tx: Prisma.TransactionClient, viewer: Viewer, id: number) {
  const detail = await tx.rmaDetail.findUnique({ where: { id } });
  if (!detail) throw notFound('RMA Detail');
  const rma = await loadRma(tx, viewer, detail.rmaId);
  return { detail, rma };
}

export async function updateRmaDetail(ctx: Context, id: number, rawInput: unknown) {
  const viewer = requireRmaViewer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const { detail, rma } = await loadDetail(tx, viewer, id);
    if (isSubmitted(rma)) throw new AppError(RMA_MESSAGES.editSubmitted, { code: 'CONFLICT' });
    const data = await validateDetail(tx, rma, rawInput);
    const updated = await tx.rmaDetail.update({ where: { id: detail.id }, data });
    await keepEnteredModelNo(tx, rma.id);
    return updated;
  });
}

export async function deleteRmaDetail(ctx: Context, id: number) {
  const viewer = requireRmaViewer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const { detail, rma } = await loadDetail(tx, viewer, id);
    if (isSubmitted(rma)) throw new AppError(RMA_MESSAGES.submitted, { code: 'CONFLICT' });
    await tx.rmaDetail.delete({ where: { id: detail.id } });
    await keepEnteredModelNo(tx, rma.id);
    return detail;
  });
}

/** What the detail form's product select offers: the order's parts, or the platform's products. */
export async function rmaProductOptions(ctx: Context, rmaId: number) {
  const viewer = requireRmaViewer(ctx);
  const rma = await loadRma(ctx.prisma, viewer, rmaId);
  if (rma.quoteId != null) {
    const lines = await ctx.prisma.quoteLine.findMany({
      where: { quoteId: rma.quoteId },
      select: { partNumber: true, description: true, quantity: true, modelNo: true },
      orderBy: { lineNumber: 'asc' },
    });
    const byPart = new Map<string, { productNumber: string; name: string; orderedQuantity: number; modelNo: string | null }>();
    for (const line of lines) {
      if (!line.partNumber) continue;
      const existing = byPart.get(line.partNumber);
      if (existing) existing.orderedQuantity += line.quantity;
      else byPart.set(line.partNumber, { productNumber: line.partNumber, name: line.description, orderedQuantity: line.quantity, modelNo: line.modelNo });
    }
    return [...byPart.values()];
  }
  const products = await ctx.prisma.product.findMany({
    where: { pid: rma.pid, NOT: { productNumber: '' } },
    select: { productNumber: true, name: true },
    orderBy: [{ productNumber: 'asc' }, { id: 'asc' }],
    take: 2000,
  });
  return products.map((p) => ({ productNumber: p.productNumber, name: p.name, orderedQuantity: 0, modelNo: null }));
}
