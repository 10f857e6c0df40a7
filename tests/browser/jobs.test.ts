// /Jobs in the browser: an order confirmation that could not be sent (the SMTP server is down) is
// listed with its error and attempts for the platform's administrator, and Retry sends it once the
// server is back; the list is then empty. Screenshots of both states, light and dark, 375 and 1440 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuoteWithLines } from '../../api/src/documents/testHelpers.ts';
import { markJobFailed } from '../../api/src/jobs/testing.ts';
import { freePort, startFakeSmtp, type FakeSmtp } from '../../api/src/mail/fakeSmtp.ts';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
let smtpPort: number;
let smtp: FakeSmtp | null = null;
beforeAll(async () => {
  smtpPort = await freePort();
  harness = await startBrowserHarness({ config: { smtpUrl: `smtp://127.0.0.1:${smtpPort}` } });
});
afterAll(async () => {
  await harness?.close();
  await smtp?.close();
});

const VIEWS = [
  [1440, 'light'],
  [1440, 'dark'],
  [375, 'light'],
  [375, 'dark'],
] as const;

describe('/Jobs', () => {
  it('lists a failing email job with its error, and Retry sends it once the mail server is back', { timeout: 240_000 }, async () => {
    const { app } = harness;
    const quote = await createQuoteWithLines(app.services.prisma, 'user@acme.test', { lines: 1 });
    const placed = await app.gql(`mutation ($id: Int!) { placeOrder(id: $id) { erpOrderNo } }`, { id: quote.id }, await app.login('user@acme.test'));
    expect(placed.errors).toBeUndefined();
    const subject = `Order ${placed.data.placeOrder.erpOrderNo} confirmation`;
    // the confirmation's send failed; its attempts end so that only Retry runs it again
    const admin = await app.login('admin@acme.test');
    const failedIds = async () =>
      ((await app.gql(`{ failedJobs(first: 20) { edges { node { id } } } }`, {}, admin)).data?.failedJobs.edges ?? []).map((edge: { node: { id: string } }) => edge.node.id);
    await expect.poll(async () => (await failedIds()).length, { timeout: 30_000 }).toBe(1);
    const [jobId] = await failedIds();
    const row = await app.services.prisma.jobRecord.findFirstOrThrow();
    await markJobFailed(app.services.prisma, String(row.id), { error: `connect ECONNREFUSED 127.0.0.1:${smtpPort}`, forGood: true });

    for (const [width, colorScheme] of VIEWS) {
      const { page } = await harness.newPage({ width, height: 900, colorScheme });
      await harness.signIn(page, 'admin@acme.test', { path: '/Jobs' });
      await page.getByRole('heading', { name: 'Jobs' }).waitFor();
      await page.getByText(`connect ECONNREFUSED 127.0.0.1:${smtpPort}`).first().waitFor();
      await page.getByText(`Order #${quote.id}`).first().waitFor();
      await page.getByText('Gave up').first().waitFor();
      await harness.shot(page, `jobs-failed-${width}-${colorScheme}`);
    }

    // the mail server is back: Retry runs the job again, it is sent once and leaves the list
    smtp = await startFakeSmtp(smtpPort);
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: '/Jobs' });
    await page.getByRole('button', { name: `Retry job ${jobId}` }).click();
    await page.getByText('The job runs again now.').waitFor();
    await expect.poll(() => smtp!.received.filter((mail) => mail.subject === subject).length, { timeout: 30_000, interval: 200 }).toBe(1);
    await app.jobsDone();
    await page.reload();
    await page.getByText('No failed jobs.').waitFor();
    expect(smtp.received.filter((mail) => mail.subject === subject)).toHaveLength(1);

    for (const [width, colorScheme] of VIEWS) {
      const view = await harness.newPage({ width, height: 900, colorScheme });
      await harness.signIn(view.page, 'admin@acme.test', { path: '/Jobs' });
      await view.page.getByText('No failed jobs.').waitFor();
      await harness.shot(view.page, `jobs-empty-${width}-${colorScheme}`);
    }
  });
});
