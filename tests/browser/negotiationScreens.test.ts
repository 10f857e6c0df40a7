import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotDir, startBrowserHarness, TAKE_SCREENSHOTS, type BrowserHarness } from './harness.ts';
import { createQuoteWithLines } from '../../api/src/documents/testHelpers.ts';

// The negotiation screens at both widths and in both color schemes: /Approvals with requests and
// empty, the Revisions panel with a difference open, the lines table's price field and the public
// quote page in each of its states. Each page is checked for horizontal overflow.
const OUT = join(screenshotDir, 'negotiation');
const SIZES = [
  [375, 800, 'light'],
  [375, 800, 'dark'],
  [1440, 900, 'light'],
  [1440, 900, 'dark'],
] as const;
const DAY = 24 * 3600 * 1000;

let harness: BrowserHarness;
const prisma = () => harness.app.services.prisma;
const t: Record<string, string> = {};

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  harness = await startBrowserHarness();
  for (const u of ['admin@acme.test', 'dealer@acme.test']) t[u] = await harness.app.login(u);
  const acme = await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  await harness.app.rest('/api/v1/platformManagement/updatePlatform', { id: acme.id, input: { marginFloorPercent: 20, maxDiscountPercents: { '3': 10, '5': 25 } } }, t['admin@acme.test']);
}, 300_000);
afterAll(async () => harness?.close());

async function shoot(name: string, open: (page: Page) => Promise<void>, user?: string) {
  for (const [width, height, colorScheme] of SIZES) {
    const { page } = await harness.newPage({ width, height, colorScheme });
    if (user) await harness.signIn(page, user, { path: '/QuoteDashboard' });
    await open(page);
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} ${width} ${colorScheme} overflows sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${OUT}/${name}-${width}-${colorScheme}.png`, fullPage: true });
    await page.context().close();
  }
}

async function costedQuote() {
  const quote = await createQuoteWithLines(prisma(), 'dealer@acme.test', { lines: 2 });
  const contact = await prisma().contact.findFirstOrThrow({ where: { pid: quote.pid, email: { not: null } }, orderBy: { id: 'asc' } });
  await prisma().quote.update({ where: { id: quote.id }, data: { contactId: contact.id } });
  const lines = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
  for (const line of lines) await prisma().quoteLine.update({ where: { id: line.id }, data: { cost: line.price.times(0.6).toDecimalPlaces(2) } });
  return { quote, lines };
}

async function send(quoteId: number) {
  const answer = await harness.app.gql(`mutation ($id: Int!) { sendQuote(id: $id) { shareUrl } }`, { id: quoteId }, t['dealer@acme.test']);
  expect(answer.errors).toBeUndefined();
  return answer.data.sendQuote.shareUrl.split('/SharedQuote/')[1] as string;
}

const setPrice = (lineId: number, price: string) =>
  harness.app.gql(`mutation($id: Int!, $p: Decimal!) { updateQuoteLine(id: $id, input: { price: $p }) { rowId } }`, { id: lineId, p: price }, t['dealer@acme.test']);

// screens for people to look at (each also checked for sideways overflow): with the other screenshots
describe.skipIf(!TAKE_SCREENSHOTS)('negotiation screens', () => {
  it('/Approvals empty and with a request', { timeout: 600_000 }, async () => {
    await shoot('approvals-empty', async (page) => {
      await page.goto('/Approvals');
      await page.getByText('No approval requests are waiting.').waitFor();
    }, 'admin@acme.test');
    const { quote, lines } = await costedQuote();
    await setPrice(lines[0]!.id, (Number(lines[0]!.price.toFixed(2)) / 2).toFixed(2));
    await harness.app.rest('/api/v1/quoteManagement/requestApproval', { id: quote.id, comment: 'Competitive bid against a national chain' }, t['dealer@acme.test']);
    await shoot('approvals-requests', async (page) => {
      await page.goto('/Approvals');
      await page.getByRole('link', { name: `Quote #${quote.id}` }).first().waitFor();
    }, 'admin@acme.test');
  });

  it('the lines table with price editing and the Revisions panel with a difference open', { timeout: 600_000 }, async () => {
    const { quote, lines } = await costedQuote();
    await setPrice(lines[1]!.id, (Number(lines[1]!.price.toFixed(2)) * 0.8).toFixed(2));
    await shoot('lines-price', async (page) => {
      await page.goto(`/Quote/${quote.id}`);
      await page.getByRole('tab', { name: /Lines/ }).click().catch(() => {});
      await page.getByRole('textbox', { name: 'Unit price of line 1' }).waitFor();
    }, 'dealer@acme.test');

    await harness.app.rest('/api/v1/quoteManagement/reviseQuote', { id: quote.id }, t['dealer@acme.test']);
    await harness.app.rest('/api/v1/quoteManagement/updateLine', { id: lines[0]!.id, input: { quantity: lines[0]!.quantity + 3 } }, t['dealer@acme.test']);
    await setPrice(lines[1]!.id, lines[1]!.price.toFixed(2));
    await shoot('revisions-diff', async (page) => {
      await page.goto(`/Quote/${quote.id}`);
      // The Revisions panel is on the Summary step; the quote screen reopens the step last used on the quote.
      await page.getByRole('tab', { name: /Summary/ }).click();
      await page.getByRole('button', { name: 'Compare' }).click();
      await page.locator('.revisions__diff').waitFor();
      await page.locator('.revisions').scrollIntoViewIfNeeded();
    }, 'dealer@acme.test');
  });

  it('/Print with Download PDF', { timeout: 600_000 }, async () => {
    const { quote } = await costedQuote();
    await shoot('print-download', async (page) => {
      await page.goto(`/Print/${quote.id}`);
      await page.getByRole('button', { name: 'Download PDF' }).waitFor();
      await page.getByRole('heading', { name: `Quote #${quote.id}, revision 1` }).waitFor();
    }, 'dealer@acme.test');
  });

  it('/SharedQuote in each state', { timeout: 600_000 }, async () => {
    const open = await costedQuote();
    const openToken = await send(open.quote.id);
    await shoot('shared-valid', async (page) => {
      await page.goto(`/SharedQuote/${openToken}`);
      await page.getByRole('form', { name: 'Accept' }).waitFor();
      await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    });
    await shoot('shared-validation', async (page) => {
      await page.goto(`/SharedQuote/${openToken}`);
      await page.getByRole('button', { name: 'Accept', exact: true }).click();
      await page.getByRole('button', { name: 'Request changes', exact: true }).click();
      await page.getByText('Type your full name to accept the quote.').waitFor();
    });

    await harness.app.gql(`mutation ($token: String!) { acceptSharedQuote(token: $token, fullName: "Pat Buyer", acceptTerms: true) { revision } }`, { token: openToken });
    await shoot('shared-accepted', async (page) => {
      await page.goto(`/SharedQuote/${openToken}`);
      await page.getByText(/^Accepted by Pat Buyer/).waitFor();
    });

    const expired = await costedQuote();
    const expiredToken = await send(expired.quote.id);
    await prisma().quote.update({ where: { id: expired.quote.id }, data: { revisionCreatedAt: new Date(Date.now() - 61 * DAY) } });
    const revoked = await costedQuote();
    const revokedToken = await send(revoked.quote.id);
    await harness.app.rest('/api/v1/quoteManagement/revokeQuoteLinks', { id: revoked.quote.id }, t['dealer@acme.test']);
    const superseded = await costedQuote();
    const supersededToken = await send(superseded.quote.id);
    await harness.app.rest('/api/v1/quoteManagement/reviseQuote', { id: superseded.quote.id }, t['dealer@acme.test']);
    for (const [state, token, sentence] of [
      ['expired', expiredToken, /^This quote expired on/],
      ['revoked', revokedToken, /revoked/],
      ['superseded', supersededToken, /revised since/],
      ['invalid', `${openToken.slice(0, -2)}xx`, /not valid/],
    ] as const) {
      await shoot(`shared-${state}`, async (page) => {
        await page.goto(`/SharedQuote/${token}`);
        await page.getByRole('alert').filter({ hasText: sentence }).waitFor();
      });
    }
  });
});
