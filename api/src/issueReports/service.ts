import { z } from 'zod';
import { audited } from '../audit/record.ts';
import { requiredError } from '../schema/zodMessages.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { administers, platformWhere, requireViewer, isAdmin, isSuperAdmin, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { parseInput } from '../groups/validation.ts';
import { orderWithIdTieBreak } from '../db/listOrder.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';
import { ISSUE_REPORT_MESSAGES, ISSUE_TITLE_MAX_LENGTH, issueLevelProblem } from '@quotecraft/rules/issueReports';

export { ISSUE_PRIORITIES as ISSUE_PRIORITY, ISSUE_STATUSES as ISSUE_STATUS } from '@quotecraft/rules/issueReports';

/** A status or priority, 0 to 4, by the rule the report forms share. */
const level = (field: 'priority' | 'status') =>
  z.unknown().transform((value, issue) => {
    const problem = issueLevelProblem(value, field);
    if (problem) {
      issue.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return Number(value);
  });

export const issueReportInputSchema = z.object({
  title: z
    .string({ error: requiredError(ISSUE_REPORT_MESSAGES.title) })
    .trim()
    .min(1, ISSUE_REPORT_MESSAGES.title)
    .max(ISSUE_TITLE_MAX_LENGTH),
  report: z.string().trim().max(10_000).nullish().transform((v) => v ?? ''),
  priority: level('priority'),
  status: level('status'),
});

/** Level 9 tracks every platform's reports; a platform's administrators see their platform's. */
export function issueReportListWhere(viewer: Viewer): Prisma.IssueReportWhereInput {
  if (!isAdmin(viewer)) throw forbidden();
  return platformWhere(viewer);
}

export const ISSUE_REPORT_ORDER_FIELDS = ['createdAt', 'id', 'title', 'priority', 'status'] as const;

export interface IssueReportListOptions {
  search?: string | null;
  /** newest first unless told */
  order?: { field: (typeof ISSUE_REPORT_ORDER_FIELDS)[number]; direction: 'asc' | 'desc' } | null;
}

/** The list's filter and order, for the GraphQL connection and the REST page alike. */
export function issueReportListQuery(viewer: Viewer, options: IssueReportListOptions = {}) {
  const term = options.search?.trim();
  const contains = { contains: term ?? '', mode: 'insensitive' as const };
  const where: Prisma.IssueReportWhereInput = { AND: [issueReportListWhere(viewer), term ? { OR: [{ title: contains }, { report: contains }] } : {}] };
  const field = options.order?.field ?? 'createdAt';
  const direction = options.order?.direction ?? 'desc';
  const orderBy: Prisma.IssueReportOrderByWithRelationInput[] = orderWithIdTieBreak(field, direction);
  return { where, orderBy };
}

export async function listIssueReports(ctx: Context, options: IssueReportListOptions, page: ListPage) {
  const { where, orderBy } = issueReportListQuery(requireViewer(ctx.viewer), options);
  const [rows, total] = await Promise.all([ctx.prisma.issueReport.findMany({ where, orderBy, ...pageArgs(page) }), ctx.prisma.issueReport.count({ where })]);
  return { rows, total };
}

/** Any signed-in user may report a problem; only level 9 sets a status other than To Do. */
export async function createIssueReport(ctx: Context, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const raw = (rawInput ?? {}) as Record<string, unknown>;
  const input = parseInput(issueReportInputSchema, { priority: 0, status: 0, ...raw });
  if (!isSuperAdmin(viewer) && input.status !== 0) throw new AppError('Only a super administrator sets the status.', { field: 'status', code: 'FORBIDDEN' });
  return ctx.prisma.issueReport.create({ data: { ...input, pid: viewer.pid, createdByUserId: viewer.userId } });
}

async function loadReport(ctx: Context, viewer: Viewer, id: number) {
  const report = await ctx.prisma.issueReport.findUnique({ where: { id } });
  if (!report || !administers(viewer, report.pid)) throw notFound('Issue report');
  return report;
}

export async function updateIssueReport(ctx: Context, id: number, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  const existing = await loadReport(ctx, viewer, id);
  const raw = (rawInput ?? {}) as Record<string, unknown>;
  const input = parseInput(issueReportInputSchema, {
    title: existing.title,
    report: existing.report,
    priority: existing.priority,
    status: existing.status,
    ...Object.fromEntries(Object.entries(raw).filter(([k]) => k in issueReportInputSchema.shape)),
  });
  if (!isSuperAdmin(viewer) && input.status !== existing.status) {
    throw new AppError('Only a super administrator sets the status.', { field: 'status', code: 'FORBIDDEN' });
  }
  return ctx.prisma.issueReport.update({ where: { id }, data: input });
}

export async function deleteIssueReport(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  const existing = await loadReport(ctx, viewer, id);
  await audited(ctx, { action: 'delete', entity: 'IssueReport', ids: [id] }, (tx) => tx.issueReport.delete({ where: { id } }));
  return existing;
}
