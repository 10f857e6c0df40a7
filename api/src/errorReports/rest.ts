import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { reportClientError } from './service.ts';

defineRestOperation({
  family: 'errorReports',
  operation: 'report',
  scope: 'public',
  body: z.object({
    message: z.string().min(1),
    stack: z.string().nullish(),
    url: z.string().nullish(),
    operation: z.string().nullish(),
  }),
  handler: (ctx, body) => reportClientError(ctx, body),
});
