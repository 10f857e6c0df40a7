// For tests: a job as the worker leaves it after failed runs, without waiting for the runs.
import type { PrismaClient } from '../generated/prisma/client.ts';

/**
 * Records that the job's last run failed with `error`: retried by itself at `nextTryAt`, or, with
 * `forGood`, never again (its attempts ended with graphile-worker's `permanently_fail_jobs`).
 */
export async function markJobFailed(
  prisma: PrismaClient,
  id: string,
  options: { error: string; attempts?: number; forGood?: boolean; nextTryAt?: Date },
): Promise<void> {
  if (options.forGood) {
    await prisma.$queryRaw`SELECT id FROM graphile_worker.permanently_fail_jobs(ARRAY[${BigInt(id)}::bigint], ${options.error}::text)`;
  }
  const record = await prisma.jobRecord.findUniqueOrThrow({ where: { id: BigInt(id) } });
  await prisma.jobRecord.update({
    where: { id: BigInt(id) },
    data: {
      lastError: options.error,
      attempts: options.forGood ? record.maxAttempts : (options.attempts ?? 1),
      lastTriedAt: new Date(),
      nextTryAt: options.forGood ? null : (options.nextTryAt ?? new Date(Date.now() + 3_600_000)),
    },
  });
}
