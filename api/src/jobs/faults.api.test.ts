// Durable jobs under faults, against real local servers: an SMTP server (smtp-server) that is down
// or hangs, a CSI ERP (the fake CSI) that answers too late, and a worker process killed while it
// runs a job. Nothing is lost and nothing is sent twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';

// these tests wait out real backoff (e^attempts seconds) and start a worker process
vi.setConfig({ testTimeout: 90_000 });
import { repoRoot } from '../config.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';
import { freePort, startFakeSmtp, type FakeSmtp } from '../mail/fakeSmtp.ts';
import { startFakeCsi } from '../erp/fakeErp.ts';
import { PLACING_MESSAGES } from '../documents/placing.ts';
import { startJobWorker } from './worker.ts';
import { inheritedEnvironment } from '../config.ts';
import { jobGauges } from './service.ts';
import { markJobFailed } from './testing.ts';

const PLACE = `mutation ($id: Int!) { placeOrder(id: $id) { rowId type erpOrderNo } }`;
const FAILED_JOBS = `{ failedJobs(first: 20) { totalCount edges { node { id kind record error attempts nextTryAt } } } }`;

let app: TestApp | null = null;
let smtp: FakeSmtp | null = null;
let child: ChildProcess | null = null;
afterEach(async () => {
  child?.kill('SIGKILL');
  child = null;
  await app?.close();
  app = null;
  await smtp?.close();
  smtp = null;
});

describe('SMTP down while an order is placed', () => {
  it('places the order, keeps the confirmation as a failed job, and delivers it once SMTP is back', async () => {
    const port = await freePort();
    app = await startTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    const user = await app.login('user@acme.test');
    const admin = await app.login('admin@acme.test');
    const quote = await createQuoteWithLines(app.services.prisma, 'user@acme.test', { lines: 1 });
    const placed = await app.gql(PLACE, { id: quote.id }, user);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.type).toBe(2);
    const subject = `Order ${placed.data.placeOrder.erpOrderNo} confirmation`;

    // the send failed: the administrator sees the job, its record and its error on /Jobs
    const failed = async () => (await app!.gql(FAILED_JOBS, {}, admin)).data?.failedJobs.edges.map((e: any) => e.node) ?? [];
    await expect.poll(async () => (await failed()).length, { timeout: 15_000 }).toBe(1);
    const [job] = await failed();
    expect(job).toMatchObject({ kind: 'mail', record: `Order #${quote.id}` });
    expect(job.attempts).toBeGreaterThanOrEqual(1);
    expect(job.error).toMatch(/ECONNREFUSED|connect/i);
    expect(job.nextTryAt).toBeTruthy();
    // and the metrics' job gauges count it
    expect((await jobGauges(app.services.prisma)).find((gauge) => gauge.kind === 'mail')).toMatchObject({ failed: 1, running: 0 });
    // another platform's administrator does not
    expect((await app.gql(FAILED_JOBS, {}, await app.login('admin@borealis.test'))).data.failedJobs.totalCount).toBe(0);

    // SMTP comes back: the retry (after e^1 s of backoff) delivers the confirmation, once
    smtp = await startFakeSmtp(port);
    await expect.poll(() => smtp!.received.filter((m) => m.subject === subject).length, { timeout: 20_000, interval: 100 }).toBe(1);
    await app.jobsDone();
    expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['user@acme.test']);
    expect((await failed()).length).toBe(0);
  });

  it('retries a job that ran out of attempts from /Jobs, one or all, and the message goes out once', async () => {
    const port = await freePort();
    app = await startTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    const admin = await app.login('admin@acme.test');
    const sent = await app.gql(
      `mutation { sendOrderStatusEmails(emails: ["user@acme.test"], subject: "Order shipped", htmlBody: "<p>Shipped</p>") }`,
      {},
      admin,
    );
    expect(sent.errors).toBeUndefined();
    const failed = async () => (await app!.gql(FAILED_JOBS, {}, admin)).data?.failedJobs.edges.map((e: any) => e.node) ?? [];
    await expect.poll(async () => (await failed()).length, { timeout: 15_000 }).toBe(1);
    // its attempts run out
    const [waiting] = await failed();
    await markJobFailed(app.services.prisma, waiting.id, { error: waiting.error, forGood: true });
    const [job] = await failed();
    expect(job.nextTryAt).toBeNull();

    smtp = await startFakeSmtp(port);
    // another platform's administrator cannot retry it
    const foreign = await app.gql(`mutation ($ids: [ID!]) { retryJobs(ids: $ids) }`, { ids: [job.id] }, await app.login('admin@borealis.test'));
    expect(foreign.errors?.[0]?.message).toBe('Job not found.');
    const retried = await app.gql(`mutation ($ids: [ID!]) { retryJobs(ids: $ids) }`, { ids: [job.id] }, admin);
    expect(retried.data?.retryJobs).toBe(1);
    await expect.poll(() => smtp!.received.length, { timeout: 10_000, interval: 50 }).toBe(1);
    await app.jobsDone();
    expect(smtp.received.map((m) => m.subject)).toEqual(['Order shipped']);
    expect((await app.gql(`mutation { retryJobs(all: true) }`, {}, admin)).data?.retryJobs).toBe(0);
  });
});

describe('SMTP down while a user acts', () => {
  it('keeps each email with the change that causes it and delivers it, once, when SMTP is back', async () => {
    const port = await freePort();
    app = await startTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    const prisma = app.services.prisma;
    const requester = await app.login('public@acme.test');
    const request = await createQuoteWithLines(prisma, 'public@acme.test', { type: 3 });
    // a quote request sent to the sales team, and a password reset asked for
    const submitted = await app.gql(`mutation ($id: Int!) { submitQuoteRequest(id: $id) { submittedAt } }`, { id: request.id }, requester);
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data.submitQuoteRequest.submittedAt).toBeTruthy();
    const reset = await app.rest('/api/v1/auth/forgotPassword', { username: 'user@acme.test' }, null);
    expect(reset.body.success).toBe(true);
    const submission = `Quote Request #${request.id} submitted by public@acme.test`;

    // both changes are made, each with its email waiting as a failed job
    const admin = await app.login('super@acme.test');
    const failed = async () => (await app!.gql(FAILED_JOBS, {}, admin)).data?.failedJobs.edges.map((e: any) => e.node) ?? [];
    await expect.poll(async () => (await failed()).length, { timeout: 20_000, interval: 100 }).toBe(2);
    expect((await failed()).map((job: any) => job.record).sort()).toEqual([`Quote #${request.id}`, 'User user@acme.test']);
    expect(await prisma.communication.count({ where: { quoteId: request.id, subject: submission } })).toBe(1);
    const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    expect(await prisma.passwordResetRequest.count({ where: { userId: user.id } })).toBe(1);

    // SMTP is back: each arrives by the jobs' own retry, once
    smtp = await startFakeSmtp(port);
    await expect.poll(() => smtp!.received.length, { timeout: 30_000, interval: 100 }).toBe(2);
    await app.jobsDone();
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([submission, 'Acme Lighting: reset your password'].sort());
    expect((await failed()).length).toBe(0);
  });
});

describe('the ERP timing out', () => {
  it('sends the order once the ERP answers, under the same key, without a second order', async () => {
    const csi = await startFakeCsi({ token: 'csi-token-1', config: 'BOREALIS_LIVE' });
    try {
      app = await startTestApp({ config: { erpTimeoutSeconds: 1 } });
      const prisma = app.services.prisma;
      const platform = await prisma.platform.findFirstOrThrow({ where: { name: { contains: 'Borealis' } } });
      await prisma.platform.update({
        where: { id: platform.id },
        data: { integration: 'CSI', integrationSettings: { baseUrl: csi.url, config: 'BOREALIS_LIVE', token: 'csi-token-1' } },
      });
      const token = await app.login('user@borealis.test');
      const quote = await createQuoteWithLines(prisma, 'user@borealis.test', { lines: 2 });

      // The ERP takes the order but answers after the 1 s timeout.
      const release = csi.holdUpdates();
      const slow = await app.gql(PLACE, { id: quote.id }, token);
      expect(slow.errors?.[0]?.message).toBe(`The ERP could not be reached. The details are in the server log. ${PLACING_MESSAGES.uncertain}`);
      expect((await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).type).toBe(1);
      release();

      // the job's retry finds the order the ERP took under the key, and records it
      await expect.poll(async () => (await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).type, { timeout: 20_000, interval: 100 }).toBe(2);
      await app.jobsDone();
      const order = await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
      expect(csi.orders.size).toBe(1);
      expect(csi.inserted()).toBe(1);
      expect(order.erpOrderNo).toBe([...csi.orders.keys()][0]);
      expect([...csi.orders.values()][0]!.lines).toHaveLength(2);
      expect(await prisma.orderStatusEvent.count({ where: { quoteId: quote.id, source: 'placement' } })).toBe(1);
      expect(await prisma.communication.count({ where: { quoteId: quote.id, kind: 'email' } })).toBe(1);
      // the one who placed it gets the order from Place Order now
      expect((await app.gql(PLACE, { id: quote.id }, token)).data?.placeOrder.erpOrderNo).toBe(order.erpOrderNo);
    } finally {
      await csi.close();
    }
  });
});

describe('an instance killed in the middle of a job', () => {
  it('leaves the job to another instance, which completes it: the message arrives once', async () => {
    smtp = await startFakeSmtp();
    // This instance runs no jobs at first: the worker process below takes the job.
    app = await startTestApp({ config: { smtpUrl: smtp.url, jobConcurrency: 0 } });
    child = spawn(process.execPath, ['--import', 'tsx', 'api/src/jobs/workerMain.ts'], {
      cwd: repoRoot,
      env: { ...inheritedEnvironment(), NODE_ENV: 'test', LOG_LEVEL: 'info', DATABASE_URL: app.databaseUrl, SMTP_URL: smtp.url, JOB_CONCURRENCY: '1', JOB_HEARTBEAT_MS: '500', REDIS_URL: '', TOKEN_SECRET: 'test-secret-test-secret-test-secret-0123456789' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    await expect.poll(() => output, { timeout: 30_000, interval: 100 }).toContain('job worker running');

    // The SMTP server takes the message's data and hangs: the worker process is in the middle of the send.
    smtp.stallNext = true;
    const admin = await app.login('admin@acme.test');
    const sent = await app.gql(`mutation { sendOrderStatusEmails(emails: ["user@acme.test"], subject: "Order shipped", htmlBody: "<p>Shipped</p>") }`, {}, admin);
    expect(sent.errors).toBeUndefined();
    const locked = async () =>
      Number((await app!.services.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs WHERE locked_at IS NOT NULL`)[0]!.n);
    await expect.poll(locked, { timeout: 15_000, interval: 50 }).toBe(1);
    await expect.poll(() => smtp!.stallNext, { timeout: 15_000, interval: 50 }).toBe(false);

    // killed: no clean-up of any kind
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = null;
    expect(smtp.received).toHaveLength(0);

    // another instance's worker finds the silent worker dead, takes its job and sends the message
    const other = await startJobWorker(app.services, { databaseUrl: app.databaseUrl, concurrency: 2 });
    try {
      await expect.poll(() => smtp!.received.length, { timeout: 20_000, interval: 100 }).toBe(1);
      await app.jobsDone();
      expect(smtp.received.map((m) => m.subject)).toEqual(['Order shipped']);
      expect(await locked()).toBe(0);
    } finally {
      await other.stop();
    }
  });
});
