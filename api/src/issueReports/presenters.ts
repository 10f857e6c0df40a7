import { z } from 'zod';

export const issueReportAnswer = z.object({
  id: z.number(),
  pid: z.number().describe('the platform it was reported on'),
  title: z.string(),
  report: z.string(),
  priority: z.number().describe('0 Very Low, 1 Low, 2 Medium, 3 High, 4 Very High'),
  status: z.number().describe('0 To Do, 1 In Progress, 2 Ready For QA, 3 Awaiting Deployment, 4 In Production'),
  createdAt: z.string().describe('ISO 8601 time'),
});

/** An issue report in the spec's names (part 3 §3): priority and status as numbers 0 to 4. */
export const presentIssueReport = (report: { id: number; pid: number; title: string; report: string; priority: number; status: number; createdAt: Date }): z.infer<typeof issueReportAnswer> => ({
  id: report.id,
  pid: report.pid,
  title: report.title,
  report: report.report,
  priority: report.priority,
  status: report.status,
  createdAt: report.createdAt.toISOString(),
});
