import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { idField, listPageFields } from '../rest/fields.ts';
import { createIssueReport, deleteIssueReport, ISSUE_REPORT_ORDER_FIELDS, listIssueReports, updateIssueReport } from './service.ts';
import { issueReportAnswer, presentIssueReport } from './presenters.ts';

const level = z.union([z.number(), z.string()]).optional();

const issueReportInput = z.object({
  title: z.string().optional(),
  report: z.string().nullish(),
  priority: level.describe('0 Very Low to 4 Very High; default 0'),
  status: level.describe('0 To Do to 4 In Production; default 0; only level 9 sets another'),
});

defineRestOperation({
  family: 'issueReportManagement',
  operation: 'getIssueReports',
  scope: 'admin',
  summary: "A page of the issue reports of the caller's platform (level 9: of every platform), newest first unless ordered.",
  body: z.object({
    ...listPageFields(),
    search: z.string().optional().describe('in the title or the report'),
    order: z.tuple([z.enum(ISSUE_REPORT_ORDER_FIELDS), z.enum(['ASC', 'DESC', 'asc', 'desc'])]).optional().describe('[field, "ASC" | "DESC"]; newest first by default'),
  }),
  answer: z.array(issueReportAnswer),
  handler: async (ctx, body) => {
    const order = body.order ? { field: body.order[0], direction: body.order[1].toLowerCase() as 'asc' | 'desc' } : null;
    const { rows, total } = await listIssueReports(ctx, { search: body.search, order }, body);
    return restPage(rows.map(presentIssueReport), total);
  },
});

defineRestOperation({
  family: 'issueReportManagement',
  operation: 'createIssueReport',
  scope: 'signedIn',
  body: z.object({ input: issueReportInput }),
  answer: issueReportAnswer,
  handler: async (ctx, body) => presentIssueReport(await createIssueReport(ctx, body.input)),
});

defineRestOperation({
  family: 'issueReportManagement',
  operation: 'updateIssueReport',
  scope: 'admin',
  summary: 'Changes the fields sent; the others keep their values.',
  body: z.object({ id: idField, input: issueReportInput }),
  answer: issueReportAnswer,
  handler: async (ctx, body) => presentIssueReport(await updateIssueReport(ctx, body.id, body.input)),
});

defineRestOperation({
  family: 'issueReportManagement',
  operation: 'deleteIssueReport',
  scope: 'admin',
  summary: 'Deletes the report and answers it as it was.',
  body: z.object({ id: idField }),
  answer: issueReportAnswer,
  handler: async (ctx, body) => presentIssueReport(await deleteIssueReport(ctx, body.id)),
});
