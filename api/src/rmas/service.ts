import { z } from 'zod';
import { audited } from '../audit/record.ts';
import { requiredError } from '../schema/zodMessages.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { platformWhere, requireViewer, isAdmin, isSuperAdmin, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { parseInput } from '../groups/validation.ts';
import { canViewQuote, QUOTE_TYPE } from '../documents/quoteService.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';
import { orderWithIdTieBreak } from '../db/listOrder.ts';
import {
  nextRmaStatuses,
  returnQuantityProblem,
  RMA_ADMIN_STATUSES,
  RMA_COMMENT_MAX,
  RMA_DETAIL_MESSAGES,
  RMA_STATUS_MESSAGES,
  RMA_STATUSES,
  submitProblems,
  type RmaStatus,
} from '@quotecraft/rules/rmas';
import { actorOf, recordOrderEvent, type OrderEventNotice } from '../orderEvents/service.ts';
import { publishOrderEvents } from '../documents/events.ts';
import { administers } from '../schema/access.ts';

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
export function rmaListWhere(viewer: Viewer, pid?: number | null, status?: string | null): Prisma.RmaWhereInput {
  const where: Prisma.RmaWhereInput = { ...platformWhere(viewer) };
  if (status) where.status = status === 'Not Submitted' ? null : status;
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

/** The RMA list's status filter: a status of RMA_STATUSES, or 'Not Submitted'. */
export function rmaStatusFilter(status: string | null | undefined): string | null {
  const value = status?.trim();
  if (!value) return null;
  if (value !== 'Not Submitted' && !(RMA_STATUSES as readonly string[]).includes(value)) {
    throw new AppError(`Status must be Not Submitted or one of ${RMA_STATUSES.join(', ')}.`, { field: 'status' });
  }
  return value;
}

export type RmaOrderField = 'createdAt' | 'id' | 'erpOrderNum' | 'rmaNumber' | 'status' | 'modelNo';

/**
 * The RMA list a viewer sees (rmaListWhere), narrowed by status and a search of the order, RMA and
 * model numbers (or the id), in its order (Created descending unless given), the id breaking ties.
 */
export function rmaListQuery(
  viewer: Viewer,
  options: { pid?: number | null; status?: string | null; search?: string | null; order?: { field: RmaOrderField; direction: 'asc' | 'desc' } | null },
) {
  const term = options.search?.trim();
  const contains = { contains: term ?? '', mode: 'insensitive' as const };
  const where: Prisma.RmaWhereInput = {
    AND: [
      rmaListWhere(viewer, options.pid, rmaStatusFilter(options.status)),
      term ? { OR: [{ erpOrderNum: contains }, { rmaNumber: contains }, { modelNo: contains }, ...(/^\d{1,9}$/.test(term) ? [{ id: Number(term) }] : [])] } : {},
    ],
  };
  const orderBy = orderWithIdTieBreak(options.order?.field ?? 'createdAt', options.order?.direction ?? 'desc') as Prisma.RmaOrderByWithRelationInput[];
  return { where, orderBy };
}

export async function listRmas(ctx: Context, pid: number | null | undefined, page: ListPage, status?: string | null) {
  const where = rmaListWhere(requireRmaViewer(ctx), pid, rmaStatusFilter(status));
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
  const { rma, notice } = await ctx.prisma.$transaction(async (tx) => {
    const created = await tx.rma.create({
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
    const event = await recordOrderEvent(tx, { quoteId: order.id, kind: 'rma', text: `Return RMA #${created.id} created`, actor: actorOf(viewer), data: { rmaId: created.id, status: null } });
    return { rma: created, notice: event };
  });
  publishOrderEvents(ctx.pubsub, [notice]);
  return rma;
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
  await audited(ctx, { action: 'delete', entity: 'Rma', ids: [id] }, (tx) => tx.rma.delete({ where: { id } }));
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
  let notice: OrderEventNotice | null = null;
  const submitted = await ctx.prisma.$transaction(async (tx) => {
    const rma = await loadEditableRma(tx, viewer, id);
    const details = await tx.rmaDetail.findMany({ where: { rmaId: id }, orderBy: { id: 'asc' } });
    const problems = submitProblems(details);
    if (problems.length) throw new AppError(problems[0]!, { field: 'details' });
    const rmaNumber = `RMA-${String(rma.id).padStart(6, '0')}`;
    if (rma.quoteId != null) {
      notice = await recordOrderEvent(tx, { quoteId: rma.quoteId, kind: 'rma', text: `Return ${rmaNumber} submitted`, actor: actorOf(viewer), data: { rmaId: rma.id, rmaNumber, status: 'Submitted' } });
    }
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
  publishOrderEvents(ctx.pubsub, [notice]);
  return submitted;
}

export const rmaStatusInput = z.object({
  status: z.string().trim(),
  comment: z.string().max(RMA_COMMENT_MAX * 2),
});

export const rmaCommentInput = z.object({
  text: z.string().max(RMA_COMMENT_MAX * 2),
  photoFileId: z.coerce.number().int().positive().nullish(),
});

function commentText(text: string) {
  const trimmed = text.trim();
  if (!trimmed) throw new AppError(RMA_STATUS_MESSAGES.commentRequired, { field: 'comment' });
  if (trimmed.length > RMA_COMMENT_MAX) throw new AppError(RMA_STATUS_MESSAGES.commentTooLong, { field: 'comment' });
  return trimmed;
}

/**
 * An administrator of the RMA's platform moves a submitted RMA on (Received, Inspected, Approved
 * for credit or replacement, Rejected, Closed) with a comment. The change is kept among the RMA's
 * comments and goes on its order's timeline.
 */
export async function setRmaStatus(ctx: Context, id: number, input: z.infer<typeof rmaStatusInput>) {
  const viewer = requireRmaViewer(ctx);
  if (!(RMA_ADMIN_STATUSES as readonly string[]).includes(input.status)) throw new AppError(RMA_STATUS_MESSAGES.unknownStatus, { field: 'status' });
  const status = input.status as RmaStatus;
  const comment = commentText(input.comment);
  let notice: OrderEventNotice | null = null;
  const updated = await ctx.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Rma" WHERE id = ${id} FOR UPDATE`;
    const rma = await loadRma(tx, viewer, id);
    if (!administers(viewer, rma.pid)) throw forbidden();
    if (!isSubmitted(rma)) throw new AppError(RMA_STATUS_MESSAGES.notSubmitted, { field: 'status', code: 'CONFLICT' });
    if (!nextRmaStatuses(rma.status).includes(status)) throw new AppError(RMA_STATUS_MESSAGES.status(rma.status, status), { field: 'status', code: 'CONFLICT' });
    const actor = actorOf(viewer);
    await tx.rmaComment.create({ data: { rmaId: rma.id, pid: rma.pid, authorUserId: actor.userId, author: actor.name, status, text: comment } });
    if (rma.quoteId != null) {
      const name = rma.rmaNumber ?? `RMA #${rma.id}`;
      notice = await recordOrderEvent(tx, { quoteId: rma.quoteId, kind: 'rma', text: `Return ${name} ${status}: ${comment}`, actor, data: { rmaId: rma.id, rmaNumber: rma.rmaNumber, status, previous: rma.status } });
    }
    return tx.rma.update({ where: { id: rma.id }, data: { status } });
  });
  publishOrderEvents(ctx.pubsub, [notice]);
  return updated;
}

/**
 * A comment on a submitted RMA by anyone who may see it, the buyer with an optional photo (an image
 * uploaded to the RMA's platform through /api/uploadfile). It goes on the order's timeline too.
 */
export async function addRmaComment(ctx: Context, id: number, input: z.infer<typeof rmaCommentInput>) {
  const viewer = requireRmaViewer(ctx);
  const text = input.text.trim();
  if (text.length > RMA_COMMENT_MAX) throw new AppError(RMA_STATUS_MESSAGES.commentTooLong, { field: 'text' });
  if (!text && input.photoFileId == null) throw new AppError(RMA_STATUS_MESSAGES.commentRequired, { field: 'text' });
  let notice: OrderEventNotice | null = null;
  const comment = await ctx.prisma.$transaction(async (tx) => {
    const rma = await loadRma(tx, viewer, id);
    if (!isSubmitted(rma)) throw new AppError(RMA_STATUS_MESSAGES.notSubmitted, { field: 'text', code: 'CONFLICT' });
    if (rma.status === 'Closed') throw new AppError(RMA_STATUS_MESSAGES.closed, { field: 'text', code: 'CONFLICT' });
    let photoPath: string | null = null;
    if (input.photoFileId != null) {
      const file = await tx.uploadedFile.findUnique({ where: { id: input.photoFileId }, select: { pid: true, path: true, mimeType: true } });
      if (!file || file.pid !== rma.pid || !file.mimeType.startsWith('image/')) throw new AppError(RMA_STATUS_MESSAGES.photo, { field: 'photoFileId' });
      photoPath = file.path;
    }
    const actor = actorOf(viewer);
    const created = await tx.rmaComment.create({ data: { rmaId: rma.id, pid: rma.pid, authorUserId: actor.userId, author: actor.name, text, photoPath } });
    if (rma.quoteId != null) {
      const name = rma.rmaNumber ?? `RMA #${rma.id}`;
      notice = await recordOrderEvent(tx, {
        quoteId: rma.quoteId,
        kind: 'rma',
        text: `Comment on return ${name}${text ? `: ${text}` : ''}${photoPath ? ' (photo attached)' : ''}`,
        actor,
        data: { rmaId: rma.id, rmaNumber: rma.rmaNumber, commentId: created.id, photoUrl: photoPath ? `/uploads/${photoPath}` : null },
      });
    }
    return created;
  });
  publishOrderEvents(ctx.pubsub, [notice]);
  return comment;
}

export async function listRmaComments(ctx: Context, id: number) {
  const viewer = requireRmaViewer(ctx);
  const rma = await loadRma(ctx.prisma, viewer, id);
  return ctx.prisma.rmaComment.findMany({ where: { rmaId: rma.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
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
    await audited(ctx, { action: 'delete', entity: 'RmaDetail', ids: [detail.id] }, (tx) => tx.rmaDetail.delete({ where: { id: detail.id } }), { tx });
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
