// The /Jobs screen's data (failedJobs, retryJobs, REST jobManagement/*): failed jobs as the worker
// records them, by platform, and retried through graphile-worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { enqueueJob, PermanentJobError } from './queue.ts';
import { markJobFailed } from './testing.ts';
import { jobTask, startJobWorker } from './worker.ts';

const FAILED_JOBS = `{ failedJobs(first: 20) { totalCount edges { node { id kind kindLabel pid record error attempts maxAttempts nextTryAt } } } }`;
const RETRY = `mutation ($ids: [ID!], $all: Boolean) { retryJobs(ids: $ids, all: $all) }`;

let app: TestApp;
let acme: number;
let borealis: number;
beforeAll(async () => {
  // no worker of its own: each test runs the jobs it means to
  app = await startTestApp({ config: { jobConcurrency: 0 } });
  const platforms = await app.services.prisma.platform.findMany({ select: { id: true, name: true } });
  acme = platforms.find((p) => p.name.includes('Acme'))!.id;
  borealis = platforms.find((p) => p.name.includes('Borealis'))!.id;
});
afterAll(async () => {
  await app?.close();
});

const mail = (subject: string) => ({ to: ['user@acme.test'], subject, html: `<p>${subject}</p>` });
const inAnHour = () => new Date(Date.now() + 3_600_000);
const failedJobs = async (token: string) => {
  const result = await app.gql(FAILED_JOBS, {}, token);
  expect(result.errors).toBeUndefined();
  return result.data.failedJobs as { totalCount: number; edges: { node: any }[] };
};
const dueNow = async (id: string) =>
  (await app.services.prisma.$queryRaw<{ due: boolean }[]>`SELECT run_at <= now() AS due FROM graphile_worker.jobs WHERE id = ${BigInt(id)}`)[0]?.due;

describe('failed jobs by platform', () => {
  it('lists, counts and retries a platform administrator its own platform’s, level 9 every one', async () => {
    const prisma = app.services.prisma;
    const own = await enqueueJob(prisma, 'mail', mail('Acme status'), { about: { pid: acme, record: 'Order #1' }, runAt: inAnHour() });
    const other = await enqueueJob(prisma, 'mail', mail('Borealis status'), { about: { pid: borealis, record: 'Order #2' }, runAt: inAnHour() });
    const system = await enqueueJob(prisma, 'erpPoll', {}, { runAt: inAnHour() });
    // waiting jobs that have not failed are not listed
    const waiting = await enqueueJob(prisma, 'mail', mail('Not failed'), { about: { pid: acme }, runAt: inAnHour() });
    await markJobFailed(prisma, own, { error: 'connect ECONNREFUSED 127.0.0.1:2525' });
    await markJobFailed(prisma, other, { error: 'Greeting never received' });
    await markJobFailed(prisma, system, { error: 'CSI answered 503', forGood: true });

    const admin = await app.login('admin@acme.test');
    const superAdmin = await app.login('super@acme.test');
    const mine = await failedJobs(admin);
    expect(mine.totalCount).toBe(1);
    expect(mine.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ id: own, kind: 'mail', kindLabel: 'Email', pid: acme, record: 'Order #1', error: 'connect ECONNREFUSED 127.0.0.1:2525', attempts: 1, maxAttempts: 12 }),
    ]);
    const all = await failedJobs(superAdmin);
    expect(all.totalCount).toBe(3);
    expect(all.edges.map((e) => e.node.id).sort()).toEqual([own, other, system].sort());
    expect(all.edges.find((e) => e.node.id === system)!.node).toMatchObject({ kindLabel: 'ERP status poll', pid: null, error: 'CSI answered 503', nextTryAt: null });
    // the REST call answers the same page and total
    const rest = await app.rest('/api/v1/jobManagement/getFailedJobs', { limit: 10, offset: 0 }, admin);
    expect(rest.body).toMatchObject({ success: true, total: 1, result: [{ id: own, record: 'Order #1', error: 'connect ECONNREFUSED 127.0.0.1:2525' }] });
    // a user below level 5 sees none
    expect((await app.gql(FAILED_JOBS, {}, await app.login('user@acme.test'))).errors?.[0]?.message).toBeTruthy();

    // another platform's job is not found for a platform administrator; "all" retries only its own
    expect((await app.gql(RETRY, { ids: [other] }, admin)).errors?.[0]?.message).toBe('Job not found.');
    expect((await app.gql(RETRY, { ids: [waiting] }, admin)).errors?.[0]?.message).toBe('Job not found.');
    expect((await app.gql(RETRY, { all: true }, admin)).data?.retryJobs).toBe(1);
    expect(await dueNow(own)).toBe(true);
    expect(await dueNow(other)).toBe(false);
    expect((await failedJobs(admin)).totalCount).toBe(0);
    expect((await failedJobs(superAdmin)).totalCount).toBe(2);

    // level 9 retries another platform's and the system's, by REST
    const retried = await app.rest('/api/v1/jobManagement/retryJobs', { ids: [other, system] }, superAdmin);
    expect(retried.body).toMatchObject({ success: true, result: 2 });
    expect(await dueNow(system)).toBe(true);
    expect((await failedJobs(superAdmin)).totalCount).toBe(0);
    await prisma.$queryRaw`SELECT id FROM graphile_worker.permanently_fail_jobs(${[own, other, system, waiting].map(BigInt)}::bigint[], 'cleared')`;
    await prisma.jobRecord.deleteMany({});
  });

  it('shows the error of a job that fails for good, does not run it again by itself, and runs it on retry', async () => {
    const runs: string[] = [];
    const worker = await startJobWorker(app.services, {
      databaseUrl: app.databaseUrl,
      concurrency: 1,
      tasks: {
        mail: jobTask<{ subject: string }>(async (message) => {
          runs.push(message.subject);
          if (runs.length === 1) throw new PermanentJobError('Mailbox unavailable: 550 No such user');
        }),
      },
    });
    try {
      const id = await enqueueJob(app.services.prisma, 'mail', mail('Refused'), { about: { pid: acme, record: 'User nobody@acme.test' } });
      const admin = await app.login('admin@acme.test');
      await expect.poll(async () => (await failedJobs(admin)).totalCount, { timeout: 10_000, interval: 50 }).toBe(1);
      expect((await failedJobs(admin)).edges[0]!.node).toMatchObject({
        id,
        record: 'User nobody@acme.test',
        error: 'Mailbox unavailable: 550 No such user',
        attempts: 1,
        nextTryAt: null,
      });
      // graphile-worker has ended its attempts: nothing is due, it is not run again
      await expect
        .poll(async () => (await app.services.prisma.$queryRaw<{ done: boolean }[]>`SELECT attempts >= max_attempts AS done FROM graphile_worker.jobs WHERE id = ${BigInt(id)}`)[0]?.done, { timeout: 10_000, interval: 25 })
        .toBe(true);
      await app.jobsDone();
      expect(runs).toEqual(['Refused']);

      expect((await app.gql(RETRY, { ids: [id] }, admin)).data?.retryJobs).toBe(1);
      await app.jobsDone();
      expect(runs).toEqual(['Refused', 'Refused']);
      expect((await failedJobs(admin)).totalCount).toBe(0);
      // done: neither the job nor its record is left
      expect(await app.services.prisma.jobRecord.count({ where: { id: BigInt(id) } })).toBe(0);
    } finally {
      await worker.stop();
    }
  });
});
