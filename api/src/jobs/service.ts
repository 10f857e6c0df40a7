import { jobsFailed, jobsQueued, jobsRunning } from '../observability/metrics.ts';
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { isAdmin, isSuperAdmin, requireViewer, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { JOB_KINDS, type JobKind } from './queue.ts';

/** A job whose last run failed: waiting for its next retry, or out of attempts. */
export interface FailedJob {
  id: string;
  kind: string;
  kindLabel: string;
  pid: number | null;
  record: string | null;
  error: string;
  attempts: number;
  maxAttempts: number;
  lastTriedAt: Date;
  /** when it is tried again by itself; null when its attempts are used up */
  nextTryAt: Date | null;
}

/** Only administrators: level 9 sees every platform's jobs (and those of none), level 5 its platform's. */
function jobsViewer(ctx: Context): Viewer {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  return viewer;
}

/** The failed jobs the viewer may see: their record says their last run failed. */
const failedWhere = (viewer: Viewer): Prisma.JobRecordWhereInput => ({
  lastError: { not: null },
  ...(isSuperAdmin(viewer) ? {} : { pid: viewer.pid }),
});

const summarise = (error: string) => {
  const first = error.split('\n')[0]!.trim();
  return first.length > 500 ? `${first.slice(0, 497)}...` : first;
};

type JobRecordRow = Awaited<ReturnType<PrismaClient['jobRecord']['findFirstOrThrow']>>;

const toFailedJob = (row: JobRecordRow): FailedJob => ({
  id: String(row.id),
  kind: row.kind,
  kindLabel: JOB_KINDS[row.kind as JobKind]?.label ?? row.kind,
  pid: row.pid,
  record: row.record,
  error: summarise(row.lastError ?? ''),
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  lastTriedAt: row.lastTriedAt ?? row.createdAt,
  nextTryAt: row.nextTryAt,
});

/** The failed jobs the viewer may see, most recently tried first. */
export async function listFailedJobs(ctx: Context, window: { offset: number; limit: number }): Promise<FailedJob[]> {
  const viewer = jobsViewer(ctx);
  const rows = await ctx.prisma.jobRecord.findMany({
    where: failedWhere(viewer),
    orderBy: [{ lastTriedAt: 'desc' }, { id: 'desc' }],
    skip: window.offset,
    take: window.limit,
  });
  return rows.map(toFailedJob);
}

export async function countFailedJobs(ctx: Context): Promise<number> {
  const viewer = jobsViewer(ctx);
  return ctx.prisma.jobRecord.count({ where: failedWhere(viewer) });
}

export const retryJobsInput = z
  .object({
    ids: z.array(z.string().regex(/^\d+$/, 'ids must be job ids')).max(500).optional(),
    all: z.boolean().optional(),
  })
  .refine((value) => value.all === true || (value.ids?.length ?? 0) > 0, { message: 'Send ids or all: true.', path: ['ids'] });

/**
 * Runs failed jobs again now, with their attempts counted afresh (graphile-worker's
 * `reschedule_jobs`): the ones named (`ids`), or every failed job the viewer may see (`all`). Jobs
 * of another platform are not found; running ones are left alone. A job retried leaves the list
 * until it fails again. Answers how many were rescheduled.
 */
export async function retryFailedJobs(ctx: Context, input: z.infer<typeof retryJobsInput>): Promise<number> {
  const viewer = jobsViewer(ctx);
  const parsed = retryJobsInput.safeParse(input);
  if (!parsed.success) throw new AppError(parsed.error.issues[0]!.message, { field: 'ids' });
  const named: Prisma.JobRecordWhereInput = parsed.data.all ? {} : { id: { in: parsed.data.ids!.map((id) => BigInt(id)) } };
  return ctx.prisma.$transaction(async (tx) => {
    const records = await tx.jobRecord.findMany({ where: { ...failedWhere(viewer), ...named }, select: { id: true } });
    // A job named that is not a failed job the viewer may see (another platform's, done) is not found.
    if (!parsed.data.all && records.length < new Set(parsed.data.ids).size) throw notFound('Job');
    if (records.length === 0) return 0;
    const rescheduled = await tx.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM graphile_worker.reschedule_jobs(${records.map((row) => row.id)}::bigint[], run_at => now(), attempts => 0)`;
    if (rescheduled.length === 0) return 0;
    await tx.jobRecord.updateMany({
      where: { id: { in: rescheduled.map((row) => row.id) } },
      data: { attempts: 0, lastError: null, nextTryAt: null },
    });
    // graphile-worker's workers are told of new jobs on this channel; they take these at once
    await tx.$executeRaw`SELECT pg_notify('jobs:insert', json_build_object('count', ${rescheduled.length}::int)::text)`;
    return rescheduled.length;
  });
}

/**
 * Resolves once no job is due now or running (tests and scripts: what an operation set going has
 * been done). Jobs waiting for a later retry do not count.
 */
export async function jobsSettled(prisma: PrismaClient, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await prisma.$queryRaw<{ busy: bigint }[]>`
      SELECT count(*) AS busy FROM graphile_worker.jobs
       WHERE locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts)`;
    if (Number(rows[0]?.busy ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`Jobs still due or running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The job queue's figures for metrics (`/metrics` gauges): jobs waiting to run (due now or later),
 * running, and failed (last run failed, retry pending or attempts used up), by kind.
 */
export async function jobGauges(prisma: PrismaClient): Promise<{ kind: string; queued: number; running: number; failed: number }[]> {
  const rows = await prisma.$queryRaw<{ kind: string; queued: bigint; running: bigint; failed: bigint }[]>`
    SELECT j.task_identifier AS kind,
           count(*) FILTER (WHERE j.locked_at IS NULL AND j.attempts < j.max_attempts) AS queued,
           count(*) FILTER (WHERE j.locked_at IS NOT NULL) AS running,
           count(*) FILTER (WHERE j.locked_at IS NULL AND j.last_error IS NOT NULL) AS failed
      FROM graphile_worker.jobs j
     GROUP BY j.task_identifier`;
  return rows.map((row) => ({ kind: row.kind, queued: Number(row.queued), running: Number(row.running), failed: Number(row.failed) }));
}

/** Sets the job gauges of /metrics (queued, running, failed per kind) from the queue as it is now. */
export async function refreshJobMetrics(prisma: PrismaClient): Promise<void> {
  for (const gauge of [jobsQueued, jobsRunning, jobsFailed]) gauge.reset();
  for (const row of await jobGauges(prisma)) {
    jobsQueued.set({ queue: row.kind }, row.queued);
    jobsRunning.set({ queue: row.kind }, row.running);
    jobsFailed.set({ queue: row.kind }, row.failed);
  }
}
