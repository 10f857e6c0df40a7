import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { reportClientError } from './service.ts';

defineRestOperation({
  family: 'errorReports',
  operation: 'report',
  scope: 'public',
  summary: 'Reports a client-side error to the error-reporting service.',
  body: z.object({
    message: z.string().min(1),
    stack: z.string().nullish(),
    url: z.string().nullish(),
    operation: z.string().nullish(),
  }),
  answer: z.literal(true),
  handler: (ctx, body) => reportClientError(ctx, body),
});
