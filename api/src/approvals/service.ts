import { z } from 'zod';
import { audited } from '../audit/record.ts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { administers, isAdmin, isSuperAdmin, requireViewer, ROLE_LEVEL, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { parseInput } from '../schema/input.ts';
import { seesDealerCost } from '../schema/visibility.ts';
import { loadQuoteForEdit } from '../documents/quoteDocuments.ts';
import { publishApprovalEvent } from '../documents/events.ts';
import type { ListPage } from '../schema/listPage.ts';
import { formatMoney } from '@quotecraft/rules/money';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_MESSAGES,
  APPROVAL_STATUSES,
  checkApprovalSettings,
  lineLimits,
  lineList,
  type ApprovalSettings,
  type ApprovalStatus,
} from '@quotecraft/rules/approvals';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Discounts under a margin floor, with approval. A platform sets a margin floor and, per role
 * level, the largest discount off list price that level may give (`@quotecraft/rules/approvals`).
 * A quote with a line below either limit needs approval: Place Order and card checkout refuse it
 * (`assertQuoteApproved`) until an approval covers each such line at its current price and
 * quantity. The quote's editor requests approval with a comment; another administrator of the
 * platform (level 5 and above; level 9 any platform) approves or rejects it with a comment. A change
 * to the price or quantity of a line a request covers voids the request. Every step is written to
 * the quote's communications and published live; the decision is also emailed to the requester.
 */

/** The level from which the approval queue is open (own platform; level 9 every platform). */
export const APPROVER_LEVEL = ROLE_LEVEL.admin;

export function approvalSettingsOf(platform: { marginFloorPercent: Prisma.Decimal | null; maxDiscountPercents: unknown }): ApprovalSettings {
  const raw = platform.maxDiscountPercents;
  const limits: Record<string, number> = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [level, value] of Object.entries(raw as Record<string, unknown>)) if (typeof value === 'number') limits[level] = value;
  }
  return { marginFloorPercent: platform.marginFloorPercent == null ? null : Number(platform.marginFloorPercent), maxDiscountPercents: limits };
}

/** The platform settings' approval part, checked by the one rule the platform form uses too. */
export const approvalSettingsInput = z
  .object({ marginFloorPercent: z.unknown().optional(), maxDiscountPercents: z.unknown().optional() })
  .transform((input, issue) => {
    const checked = checkApprovalSettings(input);
    if (checked.ok) return checked.value;
    issue.addIssue({ code: 'custom', message: checked.problem.message, path: checked.problem.field.split('.') });
    return z.NEVER;
  });

/** Dates in communications and emails: the app's MM/DD/YYYY with the time (UTC). */
export function formatWhen(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getUTCMonth() + 1)}/${pad(at.getUTCDate())}/${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}

const personName = (viewer: Viewer) => {
  const name = `${viewer.firstName} ${viewer.lastName}`.trim();
  return name ? `${name} (${viewer.username})` : viewer.username;
};

export interface LineRow {
  id: number;
  lineNumber: number;
  partNumber: string;
  description: string;
  quantity: number;
  price: Prisma.Decimal;
  listPrice: Prisma.Decimal | null;
  priceSetByLevel: number | null;
  cost: Prisma.Decimal | null;
  product?: { cost: Prisma.Decimal | null } | null;
}

/** A line that needs approval, as a request records it (and the queue shows it). */
export interface ApprovalLine {
  lineId: number;
  lineNumber: number;
  partNumber: string;
  description: string;
  quantity: number;
  price: string;
  listPrice: string | null;
  cost: string | null;
  discountPercent: number | null;
  marginPercent: number | null;
  reasons: ('marginFloor' | 'discountLimit')[];
}

const LINE_SELECT = {
  id: true,
  lineNumber: true,
  partNumber: true,
  description: true,
  quantity: true,
  price: true,
  listPrice: true,
  priceSetByLevel: true,
  cost: true,
  product: { select: { cost: true } },
} satisfies Prisma.QuoteLineSelect;

/** A line's discount and margin against the platform's settings (its own cost, else its product's). */
export function limitsOfLine(line: LineRow, settings: ApprovalSettings) {
  const cost = line.cost ?? line.product?.cost ?? null;
  return {
    cost,
    ...lineLimits(
      { price: line.price.toFixed(2), listPrice: line.listPrice?.toFixed(2) ?? null, cost: cost?.toFixed(2) ?? null, priceSetByLevel: line.priceSetByLevel },
      settings,
    ),
  };
}

/** The lines below the margin floor or their setter's discount limit. */
export function linesNeedingApproval(lines: readonly LineRow[], settings: ApprovalSettings): ApprovalLine[] {
  const needing: ApprovalLine[] = [];
  for (const line of [...lines].sort((a, b) => a.lineNumber - b.lineNumber)) {
    const limits = limitsOfLine(line, settings);
    if (!limits.belowFloor && !limits.overDiscount) continue;
    needing.push({
      lineId: line.id,
      lineNumber: line.lineNumber,
      partNumber: line.partNumber,
      description: line.description,
      quantity: line.quantity,
      price: line.price.toFixed(2),
      listPrice: line.listPrice?.toFixed(2) ?? null,
      cost: limits.cost?.toFixed(2) ?? null,
      discountPercent: limits.discountPercent,
      marginPercent: limits.marginPercent,
      reasons: [...(limits.belowFloor ? (['marginFloor'] as const) : []), ...(limits.overDiscount ? (['discountLimit'] as const) : [])],
    });
  }
  return needing;
}

const storedLines = (value: unknown): ApprovalLine[] => (Array.isArray(value) ? (value as ApprovalLine[]) : []);

/** Whether a request's lines are the quote's lines as they are now (same price and quantity). */
const covers = (recorded: readonly ApprovalLine[], line: ApprovalLine) =>
  recorded.some((r) => r.lineId === line.lineId && r.price === line.price && r.quantity === line.quantity);

export type ApprovalState = 'none' | 'needed' | 'pending' | 'approved' | 'rejected';

export interface QuoteApprovalState {
  state: ApprovalState;
  lines: ApprovalLine[];
  /** the latest request of the quote, whatever its status */
  latest: Prisma.QuoteApprovalGetPayload<object> | null;
  /** what Place Order and Checkout answer while the quote is not approved */
  message: string | null;
}

/** Where a quote stands: the lines that need approval and whether a request covers them. */
/** What a quote's approval state is worked out from (`approvalStateOf`), read in one statement. */
export const APPROVAL_STATE_SELECT = {
  revision: true,
  platform: { select: { marginFloorPercent: true, maxDiscountPercents: true } },
  lines: { select: LINE_SELECT },
  approvals: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
} satisfies Prisma.QuoteSelect;

/** A quote as `approvalStateOf` needs it: its revision, its platform's limits, its lines (each with its product's cost) and its approval requests, newest first. */
export interface ApprovalStateSource {
  revision: number;
  platform: { marginFloorPercent: Prisma.Decimal | null; maxDiscountPercents: unknown };
  lines: readonly LineRow[];
  approvals: readonly Prisma.QuoteApprovalGetPayload<object>[];
}

/** Where a quote stands against its platform's limits, from its rows (no read). */
export function approvalStateOf(quote: ApprovalStateSource): QuoteApprovalState {
  const lines = linesNeedingApproval(quote.lines, approvalSettingsOf(quote.platform));
  // An approval belongs to the revision it was asked in: a revised quote asks again.
  const approvals = quote.approvals.filter((a) => a.revision === quote.revision && (a.status === 'pending' || a.status === 'approved' || a.status === 'rejected'));
  const latest = approvals[0] ?? quote.approvals[0] ?? null;
  if (lines.length === 0) return { state: 'none', lines, latest, message: null };
  const approved = approvals.filter((a) => a.status === 'approved').map((a) => storedLines(a.lines));
  const uncovered = lines.filter((line) => !approved.some((recorded) => covers(recorded, line)));
  if (uncovered.length === 0) return { state: 'approved', lines, latest, message: null };
  const pending = approvals.find((a) => a.status === 'pending' && uncovered.every((line) => covers(storedLines(a.lines), line)));
  const names = lineList(uncovered);
  if (pending) return { state: 'pending', lines: uncovered, latest, message: APPROVAL_MESSAGES.pendingApproval(names) };
  const rejected = approvals.find((a) => a.status === 'rejected' && uncovered.every((line) => covers(storedLines(a.lines), line)));
  return { state: rejected ? 'rejected' : 'needed', lines: uncovered, latest, message: APPROVAL_MESSAGES.needsApproval(names) };
}

/** Where a quote stands against its platform's limits: one read of the quote with its lines and approval requests. */
export async function quoteApprovalState(db: Db, quoteId: number): Promise<QuoteApprovalState> {
  return approvalStateOf(await db.quote.findUniqueOrThrow({ where: { id: quoteId }, select: APPROVAL_STATE_SELECT }));
}

/** Place Order and card checkout: refused, naming the lines, while a line below a limit is not approved. */
export async function assertQuoteApproved(db: Db, quoteId: number) {
  const { message, lines } = await quoteApprovalState(db, quoteId);
  if (message) throw new AppError(message, { field: 'lines', code: 'CONFLICT', details: { lineNumbers: lines.map((l) => l.lineNumber) } });
}

const commentField = z
  .string()
  .trim()
  .max(APPROVAL_COMMENT_MAX, APPROVAL_MESSAGES.commentTooLong)
  .default('');

export const requestApprovalInput = z.object({ id: z.coerce.number().int().positive(), comment: z.string().nullish() });
export const decideApprovalInput = z.object({ id: z.coerce.number().int().positive(), approve: z.boolean(), comment: z.string().nullish() });

function parseComment(comment: unknown) {
  const parsed = commentField.safeParse(comment ?? '');
  if (!parsed.success) throw new AppError(parsed.error.issues[0]!.message, { field: 'comment' });
  return parsed.data;
}

const linesText = (lines: readonly ApprovalLine[]) =>
  lines
    .map(
      (l) =>
        `Line ${l.lineNumber}${l.partNumber ? ` (${l.partNumber})` : ''}: ${l.quantity} × ${formatMoney(l.price)}` +
        (l.listPrice ? `, list ${formatMoney(l.listPrice)}` : '') +
        (l.discountPercent != null ? `, discount ${l.discountPercent.toFixed(2)}%` : '') +
        (l.marginPercent != null ? `, margin ${l.marginPercent.toFixed(2)}%` : ''),
    )
    .join('; ');

/**
 * The quote's editor asks for approval of the lines below a limit, with a comment. A request
 * already waiting for the same lines is not repeated; an older one for other prices is voided.
 */
export async function requestApproval(ctx: Context, quoteId: number, rawComment: unknown) {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.kind !== 'user') throw forbidden();
  const comment = parseComment(rawComment);
  const approval = await ctx.prisma.$transaction(async (tx) => {
    const quote = await loadQuoteForEdit(tx, viewer, quoteId);
    const state = await quoteApprovalState(tx, quoteId);
    if (state.state === 'none' || state.state === 'approved') throw new AppError(APPROVAL_MESSAGES.noApprovalNeeded, { field: 'id', code: 'CONFLICT' });
    if (state.state === 'pending') throw new AppError(APPROVAL_MESSAGES.alreadyPending, { field: 'id', code: 'CONFLICT' });
    const at = new Date();
    await tx.quoteApproval.updateMany({ where: { quoteId, status: 'pending' }, data: { status: 'void', voidedAt: at } });
    const { totalCost, revision } = await tx.quote.findUniqueOrThrow({ where: { id: quoteId }, select: { totalCost: true, revision: true } });
    const created = await audited(ctx, { action: 'request', entity: 'QuoteApproval' }, (tx) => tx.quoteApproval.create({
      data: {
        quoteId,
        revision,
        pid: quote.pid,
        comment,
        lines: state.lines as unknown as Prisma.InputJsonValue,
        totalCost,
        requestedByUserId: viewer.userId,
        requestedByName: personName(viewer),
        createdAt: at,
      },
    }), { tx });
    await tx.communication.create({
      data: {
        quoteId,
        pid: quote.pid,
        kind: 'note',
        subject: 'Approval requested',
        body: `${personName(viewer)} requested approval on ${formatWhen(at)}: ${linesText(state.lines)}.${comment ? ` Comment: ${comment}` : ''}`,
        createdByUserId: viewer.userId,
        createdAt: at,
      },
    });
    return created;
  });
  publishApprovalEvent(ctx.pubsub, approval, 'requested');
  return approval;
}

/** The approval queue's filter: administrators their platform's requests, level 9 every platform's. */
export function approvalListWhere(viewer: Viewer, status?: ApprovalStatus | null): Prisma.QuoteApprovalWhereInput {
  if (!isAdmin(viewer)) throw forbidden();
  return { ...(isSuperAdmin(viewer) ? {} : { pid: viewer.pid }), ...(status ? { status } : {}) };
}

export const approvalStatusField = z.enum(APPROVAL_STATUSES as [ApprovalStatus, ...ApprovalStatus[]], {
  error: 'Status must be pending, approved, rejected or void.',
});

export async function listApprovals(ctx: Context, status: ApprovalStatus | null | undefined, page: ListPage) {
  const viewer = requireViewer(ctx.viewer);
  const where = approvalListWhere(viewer, status);
  const [rows, total] = await Promise.all([
    ctx.prisma.quoteApproval.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.offset, take: page.limit }),
    ctx.prisma.quoteApproval.count({ where }),
  ]);
  return { rows, total };
}

/** One request for an administrator of its platform (level 9 any); anyone else is answered as for a missing one. */
export async function loadApprovalFor(db: Db, viewer: Viewer, id: number) {
  const approval = await db.quoteApproval.findUnique({ where: { id } });
  if (!approval || !administers(viewer, approval.pid)) throw notFound('Approval request');
  return approval;
}

/**
 * Another administrator approves or rejects a pending request with a comment. Nobody decides
 * their own request. A request whose lines changed since it was made is voided instead. The
 * requester is told live and by email.
 */
export async function decideApproval(ctx: Context, input: { id: number; approve: boolean; comment?: string | null }) {
  const viewer = requireViewer(ctx.viewer);
  // A decision is a person's: API tokens do not decide.
  if (!isAdmin(viewer) || viewer.kind !== 'user') throw forbidden();
  const { id, approve } = parseInput(decideApprovalInput, input);
  const comment = parseComment(input.comment);
  if (!approve && !comment) throw new AppError(APPROVAL_MESSAGES.commentRequired, { field: 'comment' });
  const result = await ctx.prisma.$transaction(async (tx) => {
    const found = await loadApprovalFor(tx, viewer, id);
    // The request's row locked: two decisions at once are taken one after the other.
    await tx.$queryRaw`SELECT id FROM "QuoteApproval" WHERE id = ${id} FOR UPDATE`;
    const approval = await tx.quoteApproval.findUniqueOrThrow({ where: { id } });
    if (approval.requestedByUserId != null && approval.requestedByUserId === viewer.userId) {
      throw new AppError(APPROVAL_MESSAGES.ownRequest, { field: 'id', code: 'FORBIDDEN' });
    }
    if (approval.status === 'void') throw new AppError(APPROVAL_MESSAGES.voided, { field: 'id', code: 'CONFLICT' });
    if (approval.status !== 'pending') throw new AppError(APPROVAL_MESSAGES.decided, { field: 'id', code: 'CONFLICT' });
    const at = new Date();
    const quote = await tx.quote.findUniqueOrThrow({ where: { id: found.quoteId }, select: { id: true, pid: true, type: true, lines: { select: LINE_SELECT } } });
    const current = quote.lines;
    const still = storedLines(approval.lines).every((r) => current.some((l) => l.id === r.lineId && l.price.toFixed(2) === r.price && l.quantity === r.quantity));
    if (!still) {
      const voided = await tx.quoteApproval.update({ where: { id }, data: { status: 'void', voidedAt: at } });
      return { approval: voided, stale: true as const, quote };
    }
    const decided = await audited(ctx, { action: approve ? 'approve' : 'reject', entity: 'QuoteApproval', ids: [id] }, (tx) =>
      tx.quoteApproval.update({
        where: { id },
        data: { status: approve ? 'approved' : 'rejected', decidedByUserId: viewer.userId, decidedByName: personName(viewer), decisionComment: comment, decidedAt: at },
      }), { tx });
    const verb = approve ? 'approved' : 'rejected';
    const subject = `Approval ${verb}: Quote #${quote.id}`;
    const body =
      `${personName(viewer)} ${verb} the approval request of ${approval.requestedByName} (${formatWhen(approval.createdAt)}) on ${formatWhen(at)}: ` +
      `${linesText(storedLines(approval.lines))}.${comment ? ` Comment: ${comment}` : ''}`;
    const requester = approval.requestedByUserId == null ? null : await tx.user.findUnique({ where: { id: approval.requestedByUserId }, select: { username: true } });
    const link = `${ctx.config.publicUrl}/Quote/${quote.id}`;
    if (requester) {
      const html = `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">Open Quote #${quote.id}</a></p>`;
      await ctx.mailer.send({ to: [requester.username], subject, html, text: `${body}\n${link}` }, { db: tx, about: { pid: quote.pid, record: `Quote #${quote.id}` } });
    }
    await tx.communication.create({
      data: { quoteId: quote.id, pid: quote.pid, kind: 'email', subject, body, recipients: requester?.username ?? '', createdByUserId: viewer.userId, createdAt: at },
    });
    return { approval: decided, stale: false as const, quote };
  });
  if (result.stale) {
    publishApprovalEvent(ctx.pubsub, result.approval, 'voided');
    throw new AppError(APPROVAL_MESSAGES.voided, { field: 'id', code: 'CONFLICT' });
  }
  publishApprovalEvent(ctx.pubsub, result.approval, 'decided');
  return result.approval;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A line's price or quantity changed: the pending and approved requests that cover it no longer
 * apply. Recorded in the quote's communications; returns the voided requests (for their events).
 */
export async function voidApprovalsOfLine(db: Db, viewer: Viewer, lineId: number) {
  const line = await db.quoteLine.findUnique({ where: { id: lineId }, select: { id: true, quoteId: true, lineNumber: true, partNumber: true, price: true, quantity: true } });
  if (!line) return [];
  const open = await db.quoteApproval.findMany({ where: { quoteId: line.quoteId, status: { in: ['pending', 'approved'] } } });
  const affected = open.filter((a) =>
    storedLines(a.lines).some((r) => r.lineId === line.id && (r.price !== line.price.toFixed(2) || r.quantity !== line.quantity)),
  );
  if (affected.length === 0) return [];
  const at = new Date();
  await db.quoteApproval.updateMany({ where: { id: { in: affected.map((a) => a.id) } }, data: { status: 'void', voidedAt: at } });
  const first = affected[0]!;
  await db.communication.create({
    data: {
      quoteId: line.quoteId,
      pid: first.pid,
      kind: 'note',
      subject: 'Approval void',
      body:
        `Line ${line.lineNumber}${line.partNumber ? ` (${line.partNumber})` : ''} changed to ${line.quantity} × ${formatMoney(line.price)} ` +
        `by ${personName(viewer)} on ${formatWhen(at)}: the ${affected.map((a) => `${a.status} approval request of ${formatWhen(a.createdAt)}`).join(' and ')} no longer applies.`,
      createdByUserId: viewer.userId,
      createdAt: at,
    },
  });
  return affected.map((a) => ({ ...a, status: 'void', voidedAt: at }));
}

/** Voids in its own transaction and publishes (for changes made outside one, the quantity buttons). */
export async function voidApprovalsAfterChange(ctx: Context, viewer: Viewer, lineId: number) {
  const voided = await ctx.prisma.$transaction((tx) => voidApprovalsOfLine(tx, viewer, lineId));
  for (const approval of voided) publishApprovalEvent(ctx.pubsub, approval, 'voided');
}

/** Who sees a request's costs and margins: those who see the platform's dealer cost (always its approvers). */
export const seesApprovalCosts = (viewer: Viewer | null, pid: number) => seesDealerCost(viewer, pid);
