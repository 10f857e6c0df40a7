// Each instance runs a graphile-worker pool over the shared database: new jobs are announced with
// LISTEN/NOTIFY and taken with SELECT … FOR UPDATE SKIP LOCKED, so any instance may run any job and
// no two run the same one. graphile-worker gives back the jobs of a worker that stopped cleanly;
// those of an instance that died (killed, its machine lost) it would keep locked for four hours. So
// each pool also beats a heartbeat (JobWorker rows): a pool silent for four heartbeats is dead, and
// its jobs are given back with graphile-worker's `force_unlock_workers` for another instance to run.
import pg from 'pg';
import { EventEmitter } from 'node:events';
import { Logger, run, type Runner, type Task, type TaskList, type WorkerEvents } from 'graphile-worker';
import type { Services } from '../context.ts';
import { pollOrderStatuses } from '../documents/orderService.ts';
import { runOrderJob, type OrderJob } from '../documents/orderJob.ts';
import { processStripeEvent, type StripeEventJob } from '../payments/checkout.ts';
import { restoreMessage, type StoredMailMessage } from '../mail/queuedMailer.ts';
import { recordMailSent } from '../orderEvents/mailEvents.ts';
import { sendOrderNotice, type OrderNoticeJob } from '../notifications/mail.ts';
import { sweepInterruptedImports } from '../imports/service.ts';
import { PermanentJobError, type JobKind, type JobPayload } from './queue.ts';
import { logger as log } from '../observability/logger.ts';
import { continueTrace } from '../observability/tracing.ts';

export interface JobWorker {
  /** graphile-worker's id of this instance's pool (what `locked_by` holds on the jobs it runs) */
  readonly poolId: string | null;
  /** stops taking jobs, lets running ones finish and signs the pool off */
  stop(): Promise<void>;
}

/**
 * A task over a job's data. Its JobRecord follows each run: removed once it succeeds; on a failure,
 * the error, the attempts and the next try (graphile-worker's backoff, e^attempts seconds) are
 * written before graphile-worker releases the job, so whoever sees the job released sees its record.
 * A PermanentJobError ends the job's attempts (it waits on /Jobs, and is not tried again by itself);
 * any other error is retried with backoff.
 */
export const jobTask =
  <T>(run: (data: T, job: { id: string; attempts: number; about: JobPayload<T>['about'] }) => Promise<void>): Task =>
  async (payload, helpers) => {
    const job = payload as JobPayload<T>;
    const { id, attempts, max_attempts: maxAttempts, task_identifier: kind } = helpers.job;
    try {
      await continueTrace(job.trace, `job ${kind}`, () => run(job.data, { id, attempts, about: job.about ?? {} }));
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      const message = (error instanceof Error ? error.message : String(error)) || 'The job failed.';
      await helpers
        .query(
          `INSERT INTO "JobRecord" (id, kind, pid, record, attempts, "maxAttempts", "lastError", "lastTriedAt", "nextTryAt")
           VALUES ($1::bigint, $2, $3::int, $4, $5::int, $6::int, $7, now() AT TIME ZONE 'UTC',
                   CASE WHEN $8::boolean OR $5::int >= $6::int THEN NULL
                        ELSE (now() + exp(least($5::int, 10)) * interval '1 second') AT TIME ZONE 'UTC' END)
           ON CONFLICT (id) DO UPDATE SET attempts = EXCLUDED.attempts, "maxAttempts" = EXCLUDED."maxAttempts",
             "lastError" = EXCLUDED."lastError", "lastTriedAt" = EXCLUDED."lastTriedAt", "nextTryAt" = EXCLUDED."nextTryAt"`,
          [id, kind, job.about?.pid ?? null, job.about?.record ?? null, attempts, maxAttempts, message, permanent],
        )
        .catch((recordError) => log.warn({ err: recordError }, `jobs: could not record the failure of job ${id}`));
      throw error;
    }
    // done: not to be run again for a failure to forget it (the heartbeat sweeps records left behind)
    await helpers
      .query(`DELETE FROM "JobRecord" WHERE id = $1::bigint`, [id])
      .catch((recordError) => log.warn({ err: recordError }, `jobs: could not forget the record of job ${id}`));
  };

/**
 * Ends the attempts of a job that failed for good, with graphile-worker's `permanently_fail_jobs`
 * once it has released the job (it leaves running jobs alone): until then it is retried shortly.
 * Only that run's job is ended: one replaced meanwhile by a new placement of the same key, or
 * rescheduled by a retry, has a new revision and goes on.
 */
async function failForGood(pool: pg.Pool, job: { id: string; revision: number }, message: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const failed = await pool
      .query(
        `SELECT id FROM graphile_worker.permanently_fail_jobs(
           ARRAY(SELECT id FROM graphile_worker.jobs WHERE id = $1::bigint AND revision = $2::int AND locked_at IS NULL), $3::text)`,
        [job.id, job.revision, message],
      )
      .catch(() => ({ rows: [] }));
    if (failed.rows.length > 0) return;
    const current = await pool.query<{ revision: number }>('SELECT revision FROM graphile_worker.jobs WHERE id = $1::bigint', [job.id]).catch(() => null);
    if (current && (current.rows.length === 0 || current.rows[0]!.revision !== job.revision)) return; // gone, or replaced or retried since
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  log.warn(`jobs: could not end the attempts of job ${job.id}`);
}

export function jobTasks(services: Services): Record<JobKind, Task> {
  return {
    mail: jobTask<StoredMailMessage>(async (message, job) => {
      await services.mailTransport.send(restoreMessage(message), { messageId: `<job-${job.id}@quotecraft.local>` });
      // A message about an order goes on its timeline once it has left.
      if (job.about.quoteId != null) await recordMailSent(services, job.about.quoteId, message).catch((error: unknown) => log.error({ err: error }, 'Recording a sent email on its order failed'));
    }),
    erpOrder: jobTask<OrderJob>((order) => runOrderJob(services, order)),
    erpPoll: jobTask<Record<string, never>>(async () => {
      await pollOrderStatuses(services);
    }),
    stripeWebhook: jobTask<StripeEventJob>((event) => processStripeEvent(services, event)),
    orderNotice: jobTask<OrderNoticeJob>((notice) => sendOrderNotice(services, notice)),
  };
}

/** Failures of jobs are told (they are retried, and listed on /Jobs); graphile-worker's chatter is not. */
const workerLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') log.warn(`jobs: ${message}`);
});

export async function startJobWorker(
  services: Services,
  options: { databaseUrl: string; tasks?: Partial<Record<JobKind, Task>>; concurrency?: number },
): Promise<JobWorker> {
  const { jobPollMs, jobHeartbeatMs } = services.config;
  const jobConcurrency = options.concurrency ?? services.config.jobConcurrency;
  // One connection listens for new jobs; the others run them (and the heartbeat). Idle ones close soon:
  // several instances and test apps share one server's connection limit.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Math.min(jobConcurrency, 4) + 1, idleTimeoutMillis: 2000 });
  // a dropped connection is replaced; the worker retries what it was doing
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  let poolId: string | null = null;
  let runner: Runner | null = null;
  let timer: NodeJS.Timeout | null = null;
  let beating: Promise<void> | null = null;
  const deadAfterMs = jobHeartbeatMs * 4;
  // The heartbeat's few statements take a connection of the pool between jobs.
  const heart = pool;

  const beat = async () => {
    if (poolId) {
      await heart.query(`INSERT INTO "JobWorker" (id, "seenAt") VALUES ($1, now()) ON CONFLICT (id) DO UPDATE SET "seenAt" = now()`, [poolId]);
    }
    // Pools silent too long, and jobs locked for as long by a pool that never signed on.
    const dead = await heart.query<{ id: string }>(
      `SELECT DISTINCT locked_by AS id FROM graphile_worker.jobs
        WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => $1)
          AND locked_by NOT IN (SELECT id FROM "JobWorker" WHERE "seenAt" >= now() - make_interval(secs => $1))`,
      [deadAfterMs / 1000],
    );
    await heart.query(`DELETE FROM "JobWorker" WHERE "seenAt" < now() - make_interval(secs => $1)`, [deadAfterMs / 1000]);
    // records of jobs that are no more (succeeded while their record could not be removed, or removed by hand)
    await heart.query(
      `DELETE FROM "JobRecord" r WHERE r."createdAt" < (now() - interval '1 minute') AT TIME ZONE 'UTC'
          AND NOT EXISTS (SELECT 1 FROM graphile_worker.jobs j WHERE j.id = r.id)`,
    );
    if (dead.rows.length > 0) {
      await heart.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [dead.rows.map((row) => row.id)]);
      log.warn(`jobs: gave back the jobs of stopped worker(s) ${dead.rows.map((row) => row.id).join(', ')}`);
    }
    // and imports cut short with their server (imports/service.ts)
    await sweepInterruptedImports(heart);
  };
  const tick = () => {
    beating ??= beat()
      .catch(() => {})
      .finally(() => (beating = null));
  };

  if (jobConcurrency > 0) {
    const taskList: TaskList = { ...jobTasks(services), ...options.tasks };
    const events = new EventEmitter() as WorkerEvents;
    // the pool's id is the one its workers lock jobs with
    events.on('pool:create', ({ workerPool }) => {
      poolId = workerPool.id;
    });
    // a job that failed for good runs no more: its attempts end once graphile-worker has released it
    events.on('job:complete', ({ job, error }) => {
      if (error instanceof PermanentJobError) void failForGood(pool, job, error.message);
    });
    runner = await run({
      events,
      pgPool: pool,
      taskList,
      concurrency: jobConcurrency,
      pollInterval: jobPollMs,
      noHandleSignals: true,
      logger: workerLogger,
    });
  }
  tick();
  timer = setInterval(tick, jobHeartbeatMs);
  timer.unref();

  return {
    get poolId() {
      return poolId;
    },
    async stop() {
      if (timer) clearInterval(timer);
      await beating;
      await runner?.stop().catch(() => {});
      if (poolId) await heart.query(`DELETE FROM "JobWorker" WHERE id = $1`, [poolId]).catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}
