import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotDir, startBrowserHarness, TAKE_SCREENSHOTS, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

const SHOTS = join(screenshotDir, 'audit');
mkdirSync(SHOTS, { recursive: true });

/** The screen at both widths and in both modes. */
async function shots(name: string, path: string, user: string, prepare?: (page: Page) => Promise<void>) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      const { page } = await harness.newPage({ width, height: 900, colorScheme });
      await harness.signIn(page, user, { path });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (prepare) await prepare(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}-${width}.png`, fullPage: true });
      await page.context().close();
    }
  }
}

describe('audit log and bulk actions', () => {
  it("an administrator changes a user's role from the users list and sees it in the audit log", async () => {
    const prisma = harness.app.services.prisma;
    const pid = (await prisma.platform.findFirstOrThrow({ where: { name: { startsWith: 'Acme' } } })).id;
    const registered = await prisma.role.findFirstOrThrow({ where: { roleLevel: 1, OR: [{ pid }, { pid: null }] } });
    const dealer = await prisma.role.findFirstOrThrow({ where: { roleLevel: 3, OR: [{ pid }, { pid: null }] } });
    const user = await prisma.user.create({ data: { username: 'bulk-role@acme.test', pid, roleId: registered.id, passwordHash: 'x' } });

    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: '/Users' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('bulk-role');
    await page.getByLabel('Select bulk-role@acme.test').check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('1 selected').waitFor();
    await bar.getByLabel('New role').selectOption(String(dealer.id));
    await bar.getByRole('button', { name: 'Change role' }).click();
    await bar.getByText('1 row changed').waitFor();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).roleId).toBe(dealer.id);

    await page.goto('/AuditLog');
    const row = page.getByRole('row').filter({ hasText: `User #${user.id}` }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('role');
    expect(await row.textContent()).toContain('admin@acme.test');
    await row.getByRole('link', { name: `User #${user.id}` }).click();
    await page.waitForURL('**/Users/edit/**');
  });

  it('a bulk price change shows in the product list and in the audit log', async () => {
    const prisma = harness.app.services.prisma;
    const pid = (await prisma.platform.findFirstOrThrow({ where: { name: { startsWith: 'Acme' } } })).id;
    const product = await prisma.product.create({ data: { pid, name: 'Bulk lamp', productNumber: '000-BULK', isNonConfigurable: true, defaultPrice: '80.00' } });

    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'super@acme.test', { path: '/Products' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('000-BULK');
    await page.getByLabel('Select 000-BULK').check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByLabel('Price change in percent').fill('25');
    await bar.getByRole('button', { name: 'Change prices' }).click();
    await bar.getByText('1 row changed').waitFor();
    await page.getByRole('row').filter({ hasText: '000-BULK' }).getByText('$100.00').waitFor();

    await page.goto('/AuditLog');
    const row = page.getByRole('row').filter({ hasText: `Product #${product.id}` }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('price');
  });

  it.skipIf(!TAKE_SCREENSHOTS)('screenshots: the audit log with entries and empty, the bulk bars', async () => {
    await shots('auditlog', '/AuditLog', 'super@acme.test');
    await shots('auditlog-empty', '/AuditLog', 'super@acme.test', async (page) => {
      await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-at-all');
      await page.getByText('No changes match these filters.').waitFor();
    });
    await shots('users-bulk', '/Users', 'admin@acme.test', async (page) => {
      await page.getByLabel('Select all on this page').check();
      await page.getByRole('button', { name: 'Change role' }).waitFor();
    });
    await shots('products-bulk', '/Products', 'super@acme.test', async (page) => {
      await page.getByLabel('Select all on this page').check();
      await page.getByRole('button', { name: 'Change prices' }).waitFor();
    });
  });
});
