import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { listPageFields } from '../rest/fields.ts';
import { countFailedJobs, listFailedJobs, retryFailedJobs } from './service.ts';

const failedJobAnswer = z.object({
  id: z.string().describe('the job id'),
  kind: z.string().describe('mail, erpOrder, erpPoll or stripeWebhook'),
  kindLabel: z.string(),
  pid: z.number().nullable().describe('the platform; null for jobs of the whole system'),
  record: z.string().nullable().describe('what the job is about, e.g. "Quote #12"'),
  error: z.string().describe('the error of its last run'),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastTriedAt: z.string().describe('ISO 8601'),
  nextTryAt: z.string().nullable().describe('ISO 8601; null once its attempts are used up'),
});

defineRestOperation({
  family: 'jobManagement',
  operation: 'getFailedJobs',
  scope: 'admin',
  summary: "A page of the jobs whose last run failed, most recently tried first: the caller's platform's (level 9: every platform's and the system's).",
  body: z.object({ ...listPageFields() }),
  answer: z.array(failedJobAnswer),
  handler: async (ctx, body) => {
    const [rows, total] = await Promise.all([listFailedJobs(ctx, { offset: body.offset, limit: body.limit }), countFailedJobs(ctx)]);
    return restPage(
      rows.map((row) => ({ ...row, lastTriedAt: row.lastTriedAt.toISOString(), nextTryAt: row.nextTryAt?.toISOString() ?? null })),
      total,
    );
  },
});

defineRestOperation({
  family: 'jobManagement',
  operation: 'retryJobs',
  scope: 'admin',
  summary: 'Runs failed jobs again now, their attempts counted afresh: the ones named, or all the caller may see. Answers how many.',
  body: z.object({
    ids: z.array(z.union([z.string(), z.number()]).transform(String)).optional().describe('job ids'),
    all: z.boolean().optional().describe('true: every failed job the caller may see'),
  }),
  answer: z.number(),
  handler: (ctx, body) => retryFailedJobs(ctx, body),
});
