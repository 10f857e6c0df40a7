import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.ts';
import { administers } from '../schema/access.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { requireViewer } from '../schema/access.ts';
import {
  createIssueReport,
  deleteIssueReport,
  ISSUE_PRIORITY,
  ISSUE_STATUS,
  issueReportListQuery,
  ISSUE_REPORT_ORDER_FIELDS,
  updateIssueReport,
} from './service.ts';

export const IssueReportRef = builder.prismaNode('IssueReport', {
  id: { field: 'id' },
  authScopes: (report, ctx) => administers(ctx.viewer, report.pid) || (ctx.viewer?.userId != null && report.createdByUserId === ctx.viewer.userId),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    title: t.exposeString('title'),
    report: t.exposeString('report'),
    priority: t.exposeInt('priority'),
    priorityName: t.string({ select: { priority: true }, resolve: (r) => ISSUE_PRIORITY[r.priority] ?? String(r.priority) }),
    status: t.exposeInt('status'),
    statusName: t.string({ select: { status: true }, resolve: (r) => ISSUE_STATUS[r.status] ?? String(r.status) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdByName: t.string({
      nullable: true,
      select: { createdBy: { select: { firstName: true, lastName: true } } },
      resolve: (r) => (r.createdBy ? `${r.createdBy.firstName} ${r.createdBy.lastName}`.trim() : null),
    }),
  }),
});

const IssueReportOrderField = builder.enumType('IssueReportOrderField', { values: ISSUE_REPORT_ORDER_FIELDS });
const IssueReportOrder = builder.inputType('IssueReportOrder', {
  fields: (t) => ({
    field: t.field({ type: IssueReportOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

builder.queryField('issueReports', (t) =>
  t.connection({
    type: IssueReportRef,
    description: "Issue reports: every platform's for level 9, the platform's for its administrators.",
    authScopes: { admin: true },
    args: { orderBy: t.arg({ type: IssueReportOrder, required: false }), search: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx, info) => {
      const order = args.orderBy ? { field: args.orderBy.field, direction: args.orderBy.direction === 'ASC' ? ('asc' as const) : ('desc' as const) } : null;
      const { where, orderBy } = issueReportListQuery(requireViewer(ctx.viewer), { search: args.search, order });
      return resolvePrismaPage(ctx, info, ctx.prisma.issueReport, args, { where, orderBy });
    },
  }, { name: 'IssueReportConnection' }, { name: 'IssueReportEdge' }),
);

const IssueReportInput = builder.inputType('IssueReportInput', {
  fields: (t) => ({
    title: t.string({ required: false }),
    report: t.string({ required: false }),
    priority: t.int({ required: false, description: '0 Very Low .. 4 Very High' }),
    status: t.int({ required: false, description: '0 To Do .. 4 In Production (level 9 only)' }),
  }),
});

builder.mutationField('createIssueReport', (t) =>
  t.prismaField({
    type: 'IssueReport',
    description: 'Any signed-in user may report a problem with the app.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: IssueReportInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const report = await createIssueReport(ctx, stripNulls(args.input));
      return ctx.prisma.issueReport.findUniqueOrThrow({ ...query, where: { id: report.id } });
    },
  }),
);

builder.mutationField('updateIssueReport', (t) =>
  t.prismaField({
    type: 'IssueReport',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: IssueReportInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const report = await updateIssueReport(ctx, args.id, stripUndefined(args.input));
      return ctx.prisma.issueReport.findUniqueOrThrow({ ...query, where: { id: report.id } });
    },
  }),
);

builder.mutationField('deleteIssueReport', (t) =>
  t.field({
    type: 'ID',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteIssueReport(ctx, args.id);
      return encodeGlobalID('IssueReport', args.id);
    },
  }),
);

/** On create, omitted priority and status take their defaults. */
function stripNulls(input: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && !(value === null && (key === 'priority' || key === 'status'))));
}

function stripUndefined(input: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
