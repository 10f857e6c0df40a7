import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotDir, startBrowserHarness, TAKE_SCREENSHOTS, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
let filledFile = '';
const workDir = mkdtempSync(join(tmpdir(), 'line-import-browser-'));
/** Screenshots of the dialog, light and dark, narrow and wide, to look at. */
const shotsDir = join(screenshotDir, 'line-import');
mkdirSync(shotsDir, { recursive: true });

beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

async function newQuote(username: string): Promise<number> {
  const answer = await harness.app.rest('/api/v1/quoteManagement/createQuote', { input: {} }, await harness.app.login(username));
  return answer.body.result.quote.id;
}

async function openImport(page: Page, quoteId: number) {
  await page.getByRole('heading', { name: `Quote #${quoteId}` }).waitFor();
  const linesTab = page.getByRole('tab', { name: /Lines/ });
  if (await linesTab.count()) await linesTab.first().click();
  await page.getByRole('button', { name: 'Import lines' }).click();
  return page.getByRole('dialog', { name: 'Import lines' });
}

describe('configured lines from a spreadsheet', () => {
  it('downloads the template, fills it, checks the dry run, commits, and the lines appear on the quote', async () => {
    const quoteId = await newQuote('user@acme.test');
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test', { path: `/Quote/${quoteId}` });
    const dialog = await openImport(page, quoteId);
    await dialog.getByLabel(/Configurable product/).selectOption({ label: 'LED Area Light (ALX-AREA)' });

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /Download template/ }).click()]);
    expect(download.suggestedFilename()).toBe('LineTemplate-ALX-AREA.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('Lines')!;
    const columns = (sheet.getRow(1).values as string[]).slice(1);
    expect(columns[0]).toBe('Wattage');
    expect(columns.at(-1)).toBe('Quantity');
    expect(sheet.getCell('A2').dataValidation.type).toBe('list');
    const row = (cells: Record<string, unknown>) => columns.map((column) => cells[column] ?? null);
    sheet.getRow(2).values = row({ Wattage: '200 W (27,000 lm)', 'Color Temperature': '3000 K warm white', Quantity: 3 });
    sheet.getRow(3).values = row({ Wattage: '75 W (10,100 lm)', Mounting: 'Slip fitter', Quantity: 2 });
    sheet.getRow(4).values = row({ 'Dark-sky compliant (3000 K maximum)': 'Yes', 'Color Temperature': '5000 K daylight' });
    filledFile = join(workDir, 'lines.xlsx');
    const filled = filledFile;
    writeFileSync(filled, Buffer.from(await workbook.xlsx.writeBuffer()));

    await dialog.locator('input[type="file"]').setInputFiles(filled);
    await dialog.getByText('Dry run, nothing written: 2 lines to add, 1 row with errors (not imported).').waitFor();
    const rows = dialog.getByTestId('line-import-row');
    expect(await rows.count()).toBe(3);
    await expect.poll(() => rows.nth(0).textContent()).toContain('ALX-200-3000K');
    await expect.poll(() => rows.nth(2).textContent()).toContain('Dark-sky compliance limits color temperature to 3000 K.');
    await expect.poll(() => rows.nth(2).textContent()).toContain('Nearest valid value: 3000 K warm white.');
    expect(await harness.app.services.prisma.quoteLine.count({ where: { quoteId } })).toBe(0);

    if (TAKE_SCREENSHOTS) await page.screenshot({ path: join(shotsDir, 'line-import-dry-run-1440-light.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    if (TAKE_SCREENSHOTS) await page.screenshot({ path: join(shotsDir, 'line-import-dry-run-375-light.png') });
    await page.setViewportSize({ width: 1440, height: 900 });

    await dialog.getByRole('button', { name: 'Import 2 lines' }).click();
    await dialog.getByText('2 lines added to the quote, 1 row with errors (in the rejected rows file).', { exact: true }).first().waitFor();
    const [rejected] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /Download rejected rows/ }).click()]);
    expect(rejected.suggestedFilename()).toBe('lines-rejected-rows.xlsx');
    const rejectedBook = new ExcelJS.Workbook();
    await rejectedBook.xlsx.readFile((await rejected.path())!);
    const rejectedSheet = rejectedBook.worksheets[0];
    expect((rejectedSheet.getRow(1).values as string[]).slice(1).at(-1)).toBe('Error');
    expect(rejectedSheet.rowCount).toBe(2);

    if (TAKE_SCREENSHOTS) await page.screenshot({ path: join(shotsDir, 'line-import-committed-1440-light.png') });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    const lines = page.getByRole('region', { name: 'Quote lines' });
    await expect.poll(() => lines.textContent()).toContain('ALX-200-3000K');
    await expect.poll(() => lines.textContent()).toContain('ALX-75-');
    const stored = await harness.app.services.prisma.quoteLine.findMany({ where: { quoteId }, orderBy: { lineNumber: 'asc' } });
    expect(stored.map((line) => [line.quantity, line.modelVersion, line.isNonConfigurable])).toEqual([
      [3, 1, false],
      [1 + 1, 1, false],
    ]);
  });

  it('shows what is wrong with a file that is not the template, then the dry run, in the dark scheme', async () => {
    const quoteId = await newQuote('user@acme.test');
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
    await harness.signIn(page, 'user@acme.test', { path: `/Quote/${quoteId}` });
    const dialog = await openImport(page, quoteId);
    await dialog.getByLabel(/Configurable product/).selectOption({ label: 'LED Area Light (ALX-AREA)' });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['Name', 'Part #']);
    workbook.getWorksheet('Sheet1')!.addRow(['x', 'y']);
    const wrong = join(workDir, 'wrong.xlsx');
    writeFileSync(wrong, Buffer.from(await workbook.xlsx.writeBuffer()));
    await dialog.locator('input[type="file"]').setInputFiles(wrong);
    await dialog.getByText(/The first row must hold the template's columns/).waitFor();
    if (TAKE_SCREENSHOTS) await page.screenshot({ path: join(shotsDir, 'line-import-error-375-dark.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    if (TAKE_SCREENSHOTS) await page.screenshot({ path: join(shotsDir, 'line-import-error-1440-dark.png') });
    // the dry run's table in the dark scheme
    await dialog.locator('input[type="file"]').setInputFiles(filledFile);
    await dialog.getByText(/Dry run, nothing written/).waitFor();
    if (TAKE_SCREENSHOTS) await page.screenshot({ path: join(shotsDir, 'line-import-dry-run-1440-dark.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    if (TAKE_SCREENSHOTS) await page.screenshot({ path: join(shotsDir, 'line-import-dry-run-375-dark.png') });
  });
});
