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
 * A task over a job's data. A PermanentJobError ends the job's attempts (it waits on /Jobs, and is
 * not tried again by itself); any other error is retried with backoff.
 */
const task =
  <T>(run: (data: T, job: { id: string; attempts: number; about: JobPayload<T>['about'] }) => Promise<void>): Task =>
  async (payload, helpers) => {
    try {
      const job = payload as JobPayload<T>;
      await continueTrace(job.trace, `job ${helpers.job.task_identifier}`, () => run(job.data, { id: helpers.job.id, attempts: helpers.job.attempts, about: job.about ?? {} }));
    } catch (error) {
      if (error instanceof PermanentJobError) {
        await helpers.query('UPDATE graphile_worker._private_jobs SET max_attempts = attempts WHERE id = $1', [helpers.job.id]);
      }
      throw error;
    }
  };

export function jobTasks(services: Services): Record<JobKind, Task> {
  return {
    mail: task<StoredMailMessage>(async (message, job) => {
      await services.mailTransport.send(restoreMessage(message), { messageId: `<job-${job.id}@quotecraft.local>` });
      // A message about an order goes on its timeline once it has left.
      if (job.about.quoteId != null) await recordMailSent(services, job.about.quoteId, message).catch((error: unknown) => log.error({ err: error }, 'Recording a sent email on its order failed'));
    }),
    erpOrder: task<OrderJob>((order) => runOrderJob(services, order)),
    erpPoll: task<Record<string, never>>(async () => {
      await pollOrderStatuses(services);
    }),
    stripeWebhook: task<StripeEventJob>((event) => processStripeEvent(services, event)),
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
    if (dead.rows.length > 0) {
      await heart.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [dead.rows.map((row) => row.id)]);
      log.warn(`jobs: gave back the jobs of stopped worker(s) ${dead.rows.map((row) => row.id).join(', ')}`);
    }
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
