import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickToOpen, startBrowserHarness, type BrowserHarness } from './harness.ts';
import { createQuoteWithLines } from '../../api/src/documents/testHelpers.ts';
import { SHARED_LINK_CLOSED } from '@quotecraft/rules/sharing';

// A quote negotiated to an order: a dealer's discount below the margin floor stops Place Order and is
// approved by an administrator in another browser; the quote is sent, the buyer asks for a change
// through the mailed link, the dealer revises and sends again, the buyer accepts the new revision and
// the dealer places it in one step. Each step reaches the other side live.

let harness: BrowserHarness;
const prisma = () => harness.app.services.prisma;

/** The messages in the mail outbox, soft line breaks of quoted-printable undone. */
const outbox = () =>
  readdirSync(harness.app.services.config.outboxDir).map((file) =>
    readFileSync(`${harness.app.services.config.outboxDir}/${file}`, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  );

/** The link of the mail about the quote's revision, once the mail job has written it. */
async function mailedLink(quoteId: number, revision: number) {
  const subject = `Quote #${quoteId}, revision ${revision}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    await harness.app.jobsDone();
    const mail = outbox().find((text) => text.includes(subject) && /\/SharedQuote\//.test(text));
    const token = mail?.match(/\/SharedQuote\/([A-Za-z0-9_-]{43})/)?.[1];
    if (token) return `/SharedQuote/${token}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail for ${subject}`);
}

/** A quote of the dealer for a customer with an ERP id and a contact with an email; dealer cost 60% of list. */
async function dealerQuote() {
  const customer = await prisma().customer.findFirstOrThrow({ where: { pid: (await prisma().user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } })).pid, erpId: { not: null } }, orderBy: { id: 'asc' } });
  const contact =
    (await prisma().contact.findFirst({ where: { customerId: customer.id, email: { not: null } }, orderBy: { id: 'asc' } })) ??
    (await prisma().contact.create({ data: { pid: customer.pid, customerId: customer.id, firstName: 'Casey', lastName: 'Buyer', email: 'casey.buyer@example.test' } as never }));
  const quote = await createQuoteWithLines(prisma(), 'dealer@acme.test', { customerId: customer.id, lines: 2 });
  await prisma().quote.update({ where: { id: quote.id }, data: { contactId: contact.id } });
  const lines = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
  for (const line of lines) await prisma().quoteLine.update({ where: { id: line.id }, data: { cost: line.price.times(0.6).toDecimalPlaces(2) } });
  return { quote, lines, contact };
}

async function setUnitPrice(page: Page, lineNumber: number, price: string) {
  await page.getByRole('tab', { name: /Lines/ }).click();
  const input = page.getByLabel(`Unit price of line ${lineNumber}`);
  await input.fill(price);
  await input.press('Tab');
  await page.waitForFunction(
    ([label, value]) => {
      const field = [...document.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent === label) as HTMLInputElement | undefined;
      return !!field && !field.disabled && Number(field.value.replace(/[^0-9.]/g, '')) === Number(value);
    },
    [`Unit price of line ${lineNumber}`, price] as const,
  );
}

/** Opens the send dialog; a second click if the first did not open it, with what the page showed then. */
function openSendDialog(page: Page, button: string) {
  const panel = page.getByRole('region', { name: 'Customer status' });
  return clickToOpen(page, panel.getByRole('button', { name: button }), page.getByRole('dialog', { name: /^Send Quote #/ }));
}

async function sendQuote(page: Page, button: string) {
  const dialog = await openSendDialog(page, button);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  const link = await dialog.getByLabel('Link').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return link;
}

beforeAll(async () => {
  harness = await startBrowserHarness();
  const dealer = await prisma().user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
  await prisma().platform.update({ where: { id: dealer.pid }, data: { marginFloorPercent: 20, maxDiscountPercents: { '3': 10, '5': 25 } } });
}, 300_000);
afterAll(async () => harness?.close());

describe('negotiating a quote to an order', () => {
  it('discount → approval in a second browser → send → change request → revise and send again → accept → place in one step', async () => {
    const { quote, lines } = await dealerQuote();
    const list = lines[0]!.price;
    const dealer = await harness.newPage({ width: 1440, height: 900 });
    const page = dealer.page;
    await harness.signIn(page, 'dealer@acme.test', { path: `/Quote/${quote.id}` });
    await page.getByRole('heading', { name: `Quote #${quote.id}` }).waitFor();

    // A discount of half the list price: below the 20% margin floor and the dealer's 10% limit.
    await setUnitPrice(page, 1, list.times(0.5).toFixed(2));
    await page.getByRole('tab', { name: /Summary/ }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Needs approval' }).first();
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/Needs approval: Line 1\b.*below the margin floor or discount limit/);
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } })).type).toBe(1);

    const approval = page.getByRole('region', { name: 'Approval' });
    await approval.getByLabel('Comment').fill('Matching a competitor for this job');
    await approval.getByRole('button', { name: 'Request Approval' }).click();
    await approval.getByRole('heading', { name: 'Waiting for approval' }).waitFor();

    // An administrator in a second browser approves; the dealer hears it as an alert.
    const admin = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(admin.page, 'admin@acme.test', { path: '/Approvals' });
    await admin.page.getByRole('button', { name: `Approve Quote #${quote.id}` }).click();
    const decide = admin.page.getByRole('dialog');
    await decide.getByRole('button', { name: 'Approve' }).click();
    await decide.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: `Quote #${quote.id} was approved by` }).first().waitFor();
    await approval.getByRole('heading', { name: 'Approved' }).waitFor();
    await admin.context.close();

    // Sent: the dialog answers the link the mail carries.
    const firstLink = await sendQuote(page, 'Send to customer');
    const firstPath = await mailedLink(quote.id, 1);
    expect(firstLink.endsWith(firstPath)).toBe(true);
    const statusPanel = page.getByRole('region', { name: 'Customer status' });
    await statusPanel.getByText('Customer status: Sent').waitFor();

    // The buyer (no sign-in) opens the link and asks for a change; the dealer sees it live.
    const buyer = await harness.newPage({ width: 1280, height: 900 });
    await buyer.page.goto(firstPath);
    await buyer.page.getByRole('heading', { name: `Quote #${quote.id}, revision 1` }).waitFor();
    await statusPanel.getByText('Customer status: Viewed').waitFor();
    const changes = buyer.page.getByRole('form', { name: 'Request changes' });
    await changes.getByLabel('Comment').fill('Can you do a little better on line 2, and less on line 1?');
    await changes.getByRole('button', { name: 'Request changes' }).click();
    await buyer.page.getByText(/Your request was sent to/).waitFor();
    await statusPanel.getByText('Customer status: Changes requested').waitFor();
    await statusPanel.getByText(/Can you do a little better on line 2/).waitFor();
    await page.getByRole('status').filter({ hasText: `Quote #${quote.id}: the customer asked for changes` }).first().waitFor();

    // The dealer revises (revision 2), prices line 1 within the limits and sends again.
    await page.getByRole('tab', { name: /Summary/ }).click();
    await page.getByRole('region', { name: 'Revisions' }).getByRole('button', { name: 'Revise' }).click();
    await page.getByText(`Quote #${quote.id} is now revision 2.`).waitFor();
    await setUnitPrice(page, 1, list.times(0.95).toFixed(2));
    await statusPanel.getByText('Customer status: Not sent').waitFor();
    await sendQuote(page, 'Send to customer');
    const secondPath = await mailedLink(quote.id, 2);
    expect(secondPath).not.toBe(firstPath);

    // The old link says it was superseded; the new one is accepted.
    await buyer.page.goto(firstPath);
    await buyer.page.getByRole('alert').filter({ hasText: SHARED_LINK_CLOSED.superseded }).waitFor();
    await buyer.page.goto(secondPath);
    await buyer.page.getByRole('heading', { name: `Quote #${quote.id}, revision 2` }).waitFor();
    // Download PDF saves the server's PDF of this revision.
    const [download] = await Promise.all([buyer.page.waitForEvent('download'), buyer.page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`quote-${quote.id}-rev-2.pdf`);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    const accept = buyer.page.getByRole('form', { name: 'Accept' });
    await accept.getByLabel('Full name').fill('Casey Buyer');
    await accept.getByLabel('I accept the terms and conditions').check();
    await accept.getByRole('button', { name: 'Accept' }).click();
    await buyer.page.getByText(/Thank you, Casey Buyer/).waitFor();

    // The dealer sees Accepted live and places the order in one step.
    await statusPanel.getByText('Customer status: Accepted').waitFor();
    await statusPanel.getByText(/Accepted by Casey Buyer on \d{2}\/\d{2}\/\d{4}/).waitFor();
    await page.getByRole('status').filter({ hasText: `Quote #${quote.id} was accepted by Casey Buyer` }).first().waitFor();
    await statusPanel.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/ThankYou/);
    const order = await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(order).toMatchObject({ type: 2, orderedRevision: 2 });
  }, 300_000);

  it('shows each customer status on the quote, the send dialog and the Status column (375 and 1440 px, light and dark)', async () => {
    const DAY = 24 * 3600 * 1000;
    const at = new Date('2026-11-20T15:30:00.000Z');
    const made = async (status: string | null, extra: (id: number, pid: number) => Promise<unknown> = async () => {}) => {
      const { quote } = await dealerQuote();
      await prisma().quote.update({ where: { id: quote.id }, data: { customerStatus: status, customerStatusAt: status ? at : null, jobName: `Status ${status ?? 'none'}` } });
      await extra(quote.id, quote.pid);
      return quote.id;
    };
    const quotes = {
      'not-sent': await made(null),
      sent: await made('sent'),
      viewed: await made('viewed'),
      'changes-requested': await made('changes_requested', (id, pid) =>
        prisma().communication.create({ data: { quoteId: id, pid, kind: 'status', subject: 'Changes requested', body: 'On revision 1: Can you do a little better on line 2?' } }),
      ),
      accepted: await made('accepted', (id) => prisma().quoteAcceptance.create({ data: { quoteId: id, revision: 1, fullName: 'Casey Buyer', ipAddress: '127.0.0.1' } })),
      expired: await made('sent', (id) => {
        const old = new Date(Date.now() - 70 * DAY);
        return prisma().quote.update({ where: { id }, data: { createdAt: old, revisionCreatedAt: old } });
      }),
    };
    for (const width of [375, 1440]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, context } = await harness.newPage({ width, height: 900, colorScheme });
        await harness.signIn(page, 'dealer@acme.test', { path: `/Quote/${quotes['not-sent']}` });
        for (const [name, id] of Object.entries(quotes)) {
          if (name !== 'not-sent') await page.goto(`/Quote/${id}`);
          const panel = page.getByRole('region', { name: 'Customer status' });
          await panel.waitFor();
          if (name === 'expired') await panel.getByText(/Expired on \d{2}\/\d{2}\/\d{4}/).waitFor();
          if (name === 'accepted') await panel.getByText(/Accepted by Casey Buyer on 11\/20\/2026/).waitFor();
          await harness.shot(page, `negotiation-quote-${name}-${width}-${colorScheme}`, { viewport: true });
        }
        await page.goto(`/Quote/${quotes['not-sent']}`);
        await page.getByRole('region', { name: 'Customer status' }).getByRole('button', { name: 'Send to customer' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Add a contact or user').waitFor();
        await dialog.getByLabel('Add an email address').fill('admin@acme.test');
        await dialog.getByRole('button', { name: 'Add' }).click();
        await harness.shot(page, `negotiation-send-dialog-${width}-${colorScheme}`, { viewport: true });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await page.goto('/QuoteDashboard');
        await page.getByText('Changes requested').first().waitFor();
        await harness.shot(page, `negotiation-quote-list-${width}-${colorScheme}`, { viewport: true });
        await context.close();
      }
    }
  }, 300_000);
});
