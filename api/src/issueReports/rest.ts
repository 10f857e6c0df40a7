import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { createIssueReport, deleteIssueReport, listIssueReports, updateIssueReport } from './service.ts';

const id = z.coerce.number().int().positive();
const input = z.record(z.string(), z.unknown());

defineRestOperation({
  family: 'issueReportManagement',
  operation: 'getIssueReports',
  scope: 'admin',
  body: z.object({}).passthrough(),
  handler: (ctx) => listIssueReports(ctx),
});

defineRestOperation({
  family: 'issueReportManagement',
  operation: 'createIssueReport',
  scope: 'signedIn',
  body: z.object({ input }),
  handler: (ctx, body) => createIssueReport(ctx, body.input),
});

defineRestOperation({
  family: 'issueReportManagement',
  operation: 'updateIssueReport',
  scope: 'admin',
  body: z.object({ id, input }),
  handler: (ctx, body) => updateIssueReport(ctx, body.id, body.input),
});

defineRestOperation({
  family: 'issueReportManagement',
  operation: 'deleteIssueReport',
  scope: 'admin',
  body: z.object({ id }),
  handler: (ctx, body) => deleteIssueReport(ctx, body.id),
});
