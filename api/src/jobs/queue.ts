// Durable jobs on graphile-worker (https://worker.graphile.org): a job is a row in the database's
// graphile_worker schema, written with `graphile_worker.add_job` in the same transaction as the
// change that causes it, so it exists exactly when the change does. Any instance's worker runs it
// (worker.ts); a failure is retried with exponential backoff (e^attempts seconds, graphile-worker's
// own schedule) until the kind's attempts run out, and then it waits on the /Jobs screen. What the
// app shows of a job (its kind, platform, record, error, attempts) is kept in its own JobRecord
// table: the app reaches graphile-worker only through its public functions and `jobs` view.
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { traceHeaders } from '../observability/tracing.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** The kinds of job, the task names the worker knows, with how many attempts each gets. */
export const JOB_KINDS = {
  /** one email message (mail/queuedMailer.ts) */
  mail: { maxAttempts: 12, label: 'Email' },
  /** sending one quote's order to its platform's ERP (orders/orderJob.ts) */
  erpOrder: { maxAttempts: 12, label: 'ERP order' },
  /** one ERP order-status poll round over every ERP-integrated platform */
  erpPoll: { maxAttempts: 3, label: 'ERP status poll' },
  /** the processing of one Stripe webhook event */
  stripeWebhook: { maxAttempts: 12, label: 'Stripe webhook' },
  /** the emails of one order event to the order's creator and contact, as each chose (notifications/mail.ts) */
  orderNotice: { maxAttempts: 12, label: 'Order notification' },
} as const;

export type JobKind = keyof typeof JOB_KINDS;

/** What every job's payload carries for the /Jobs screen: the platform it belongs to and the record it is about. */
export interface JobAbout {
  pid?: number | null;
  /** e.g. "Quote #12", "Order #40", "Stripe event evt_…" */
  record?: string | null;
  /** the order a mail is about: once sent, it goes on the order's timeline */
  quoteId?: number | null;
}

export interface JobPayload<T> {
  about: JobAbout;
  data: T;
  /** the trace the job was written in (W3C trace context), when tracing */
  trace?: Record<string, string>;
}

/**
 * Writes a job in `db`'s transaction (or on its own with the client): it runs once the transaction
 * commits and never if it rolls back. A `key` makes the job unique while it waits (a second one
 * with the same key replaces it); the jobs of one named `queue` run one at a time. Answers the job's id.
 */
export async function enqueueJob<T>(
  db: Db,
  kind: JobKind,
  data: T,
  options: { about?: JobAbout; key?: string | null; runAt?: Date; queue?: string | null } = {},
): Promise<string> {
  const trace = traceHeaders();
  const payload: JobPayload<T> = { about: options.about ?? {}, data, ...(trace.traceparent ? { trace } : {}) };
  // One statement: the job and its record exist together or not at all, even outside a transaction.
  // A second job with the same key while the first waits replaces it (same id): its record follows.
  const rows = await db.$queryRaw<{ id: bigint }[]>`
    WITH job AS (
      SELECT (graphile_worker.add_job(
        ${kind}::text,
        ${JSON.stringify(payload)}::json,
        queue_name => ${options.queue ?? null}::text,
        max_attempts => ${JOB_KINDS[kind].maxAttempts}::int,
        job_key => ${options.key ?? null}::text,
        run_at => ${options.runAt ?? null}::timestamptz
      )).id
    )
    INSERT INTO "JobRecord" (id, kind, pid, record, "maxAttempts")
    SELECT job.id, ${kind}, ${payload.about.pid ?? null}::int, ${payload.about.record ?? null}, ${JOB_KINDS[kind].maxAttempts}::int FROM job
    ON CONFLICT (id) DO UPDATE SET pid = EXCLUDED.pid, record = EXCLUDED.record, attempts = 0, "lastError" = NULL, "nextTryAt" = NULL
    RETURNING id`;
  return String(rows[0]!.id);
}

/** A failure that retrying cannot mend (the ERP refused the order): the job is not tried again by itself. */
export class PermanentJobError extends Error {}
