import { builder } from '../schema/builder.ts';
import { resolveOffsetPage } from '../schema/connections.ts';
import { countFailedJobs, listFailedJobs, retryFailedJobs, type FailedJob } from './service.ts';

const FailedJobRef = builder.objectRef<FailedJob>('FailedJob').implement({
  description: 'A job (an email, an ERP call, a webhook processing) whose last run failed.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'the job id, for retryJobs' }),
    kind: t.exposeString('kind', { description: 'mail, erpPoll, stripeWebhook…' }),
    kindLabel: t.exposeString('kindLabel'),
    pid: t.exposeInt('pid', { nullable: true, description: 'the platform the job belongs to; none for jobs of the whole system' }),
    record: t.exposeString('record', { nullable: true, description: 'what the job is about, e.g. "Quote #12"' }),
    error: t.exposeString('error', { description: 'the error of its last run' }),
    attempts: t.exposeInt('attempts'),
    maxAttempts: t.exposeInt('maxAttempts'),
    lastTriedAt: t.expose('lastTriedAt', { type: 'DateTime' }),
    nextTryAt: t.expose('nextTryAt', { type: 'DateTime', nullable: true, description: 'when it is retried by itself; null once its attempts are used up' }),
  }),
});

builder.queryField('failedJobs', (t) =>
  t.connection(
    {
      type: FailedJobRef,
      description: "Failed jobs, most recently tried first: every platform's (and the system's) for level 9, the platform's for its administrators.",
      authScopes: { admin: true },
      resolve: (_root, args, ctx) =>
        resolveOffsetPage(
          args,
          (window) => listFailedJobs(ctx, window),
          () => countFailedJobs(ctx),
        ),
    },
    { name: 'FailedJobConnection' },
    { name: 'FailedJobEdge' },
  ),
);

builder.mutationField('retryJobs', (t) =>
  t.int({
    description: 'Runs failed jobs again now (the ones named, or all the viewer may see); answers how many.',
    authScopes: { admin: true },
    args: { ids: t.arg.idList({ required: false }), all: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) => retryFailedJobs(ctx, { ids: args.ids?.map(String) ?? undefined, all: args.all ?? undefined }),
  }),
);
