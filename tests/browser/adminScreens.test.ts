import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
let acmePid: number;
beforeAll(async () => {
  harness = await startBrowserHarness();
  acmePid = (await harness.app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
});
afterAll(async () => harness?.close());

const prisma = () => harness.app.services.prisma;

/** Whether an element sits inside the viewport's width, so it can be reached without scrolling sideways. */
async function withinWidth(page: Page, element: ReturnType<Page['getByRole']>) {
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  return box.x >= 0 && box.x + box.width <= width;
}

describe('a new user', () => {
  it("starts with the platform's level-0 role selected and is saved at level 0", async () => {
    for (const [width, colorScheme] of [[1440, 'light'], [375, 'dark']] as const) {
      const { page } = await harness.newPage({ width, height: 900, colorScheme });
      await harness.signIn(page, 'admin@acme.test', { path: '/Users/create' });
      const role = page.getByRole('combobox', { name: /^Role/ });
      await expect.poll(() => role.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Public User (0)');
      await harness.shot(page, `user-create-level-zero-${width}-${colorScheme}`);
      if (width !== 1440) continue;
      await page.getByRole('textbox', { name: /^Email Address/ }).fill('level.zero@acme.test');
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByLabel(/^Confirm Password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Create User' }).click();
      await expect
        .poll(async () => (await prisma().user.findUnique({ where: { username: 'level.zero@acme.test' }, include: { role: true } }))?.role.roleLevel)
        .toBe(0);
    }
  });
});

describe('the import cards', () => {
  it('list Products for a level-5 administrator with the reason it cannot be used; level 9 opens it', async () => {
    for (const [width, colorScheme] of [[1440, 'light'], [375, 'dark']] as const) {
      const { page } = await harness.newPage({ width, height: 900, colorScheme });
      await harness.signIn(page, 'admin@acme.test', { path: '/Imports' });
      const products = page.getByRole('navigation', { name: 'Import types' }).getByRole('group', { name: 'Products' });
      await products.getByText('Only a super administrator can import products.').waitFor();
      expect(await page.getByRole('link', { name: /Products/ }).count()).toBe(0);
      await harness.shot(page, `imports-products-reason-${width}-${colorScheme}`);
    }
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'super@acme.test', { path: '/Imports' });
    await page.getByRole('link', { name: /Products/ }).click();
    await page.waitForURL('**/Imports/Products');
  });
});

describe('returns', () => {
  it('a level-1 user finds Returns in the user menu, and a submitted RMA keeps the Model # entered; the detail table works at 375 px', { timeout: 180_000 }, async () => {
    const order = await prisma().quote.findFirstOrThrow({ where: { erpOrderNo: 'SO-100124' }, include: { lines: { orderBy: { lineNumber: 'asc' } } } });
    const line = order.lines[0]!;
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(page, 'user@acme.test');
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Returns' }).click();
    await page.waitForURL(`**/RMAs/${acmePid}`);
    await page.getByRole('heading', { name: 'RMA Requests' }).waitFor();

    const created = await harness.app.gql(`mutation($id: Int!) { createRmaFromOrder(orderId: $id) { rowId } }`, { id: order.id }, await harness.app.login('user@acme.test'));
    const rmaId = created.data.createRmaFromOrder.rowId as number;
    await page.goto(`/RMA/${rmaId}`);
    await page.getByRole('heading', { name: 'Create RMA from order #SO-100124' }).waitFor();
    await page.getByRole('button', { name: 'Edit Detail Line 1 (incomplete)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Product').selectOption(line.partNumber);
    await dialog.getByLabel('Model #').fill('MX-42 rev B');
    await dialog.getByLabel('Reason').fill('Hums at full power.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    // With the line's long Part # in it the table is wider than the phone; its actions stay in reach.
    await page.getByRole('cell', { name: 'Hums at full power.' }).waitFor();
    const edit = page.getByRole('button', { name: 'Edit Detail Line 1' });
    const remove = page.getByRole('button', { name: 'Delete Detail Line 1' });
    expect(await withinWidth(page, edit), 'the edit action fits the 375 px screen').toBe(true);
    expect(await withinWidth(page, remove), 'the delete action fits the 375 px screen').toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await harness.shot(page, 'rma-detail-lines-375-dark');
    await remove.click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete Detail Line 1?').waitFor();
    await page.getByRole('button', { name: 'No, Cancel' }).click();
    await edit.click();
    await page.getByRole('dialog', { name: 'RMA Detail #1' }).getByLabel('Model #').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'View RMA from order #SO-100124' }).waitFor();
    await harness.shot(page, 'rma-submitted-375-dark');

    // the list's Model # column, as a desktop shows it
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/RMAs/${acmePid}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `View RMA ${rmaId}` }) });
    await row.getByText('MX-42 rev B').waitFor();
    expect(await row.getByText(line.modelNo ?? line.partNumber, { exact: true }).count()).toBe(0);
    await harness.shot(page, 'rma-list-model-1440-dark');
  });

  it('the RMA detail table at 1440 px in the light', async () => {
    const rma = await prisma().rma.findFirstOrThrow({ where: { pid: acmePid }, orderBy: { id: 'asc' } });
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: `/RMA/${rma.id}` });
    await page.getByRole('region', { name: 'Detail Lines' }).getByRole('table').waitFor();
    await harness.shot(page, 'rma-detail-lines-1440-light');
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('theme files', () => {
  it('upload as soon as chosen, show their result, and are saved as /uploads/theme/{path}', { timeout: 180_000 }, async () => {
    const file = join(tmpdir(), `theme-logo-${process.pid}.png`);
    writeFileSync(file, PNG);
    for (const [width, colorScheme] of [[1440, 'light'], [375, 'dark']] as const) {
      const theme = await prisma().theme.findFirstOrThrow({ where: { pid: acmePid }, orderBy: { id: 'asc' } });
      const before = theme.emailLogo;
      const { page } = await harness.newPage({ width, height: 900, colorScheme });
      await harness.signIn(page, 'admin@acme.test', { path: `/Theme/${theme.id}` });
      await page.getByRole('heading', { name: 'Upload Theme Files' }).waitFor();
      // no Save pressed: the file is uploaded and saved on the theme once chosen
      await page.getByLabel('Email Header Logo', { exact: true }).setInputFiles(file);
      await page.getByRole('status', { name: 'Email Header Logo upload' }).getByText(/uploaded and saved on the theme/).waitFor();
      await expect.poll(async () => (await prisma().theme.findUniqueOrThrow({ where: { id: theme.id } })).emailLogo).not.toBe(before);
      const saved = (await prisma().theme.findUniqueOrThrow({ where: { id: theme.id } })).emailLogo!;
      expect(saved).toMatch(new RegExp(`^/uploads/theme/${acmePid}/[0-9a-f-]{36}\\.png$`));
      await page.getByRole('img', { name: 'Email Header Logo preview' }).waitFor();
      expect(await page.getByRole('img', { name: 'Email Header Logo preview' }).getAttribute('src')).toBe(saved);
      await page.getByRole('heading', { name: 'Upload Theme Files' }).scrollIntoViewIfNeeded();
      await harness.shot(page, `theme-file-uploaded-${width}-${colorScheme}`);
    }
  });

  it('a new theme keeps a file chosen before Save', { timeout: 120_000 }, async () => {
    const file = join(tmpdir(), `theme-new-logo-${process.pid}.png`);
    writeFileSync(file, PNG);
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: '/Theme/create' });
    await page.getByRole('textbox', { name: /^Name/ }).fill('Launch Theme');
    await page.getByLabel('Header Logo', { exact: true }).setInputFiles(file);
    await page.getByRole('status', { name: 'Header Logo upload' }).getByText(/uploaded; saved with the theme/).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await prisma().theme.findFirst({ where: { name: 'Launch Theme' } }))?.logo ?? null).toMatch(new RegExp(`^/uploads/theme/${acmePid}/[0-9a-f-]{36}\\.png$`));
  });
});
