import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
let acme: number;
const workDir = mkdtempSync(join(tmpdir(), 'export-round-trip-'));

beforeAll(async () => {
  harness = await startBrowserHarness();
  acme = (await harness.app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
});
afterAll(async () => harness?.close());

describe('an export re-imported', () => {
  it('an administrator exports the customers list and its dry run import finds every row unchanged', async () => {
    const token = await harness.app.login('admin@acme.test');
    for (const [company, erpId, state, country] of [
      ['Trip Lighting', 'TRIP-1', 'IL', 'US'],
      ['+Trip Signs Ltd', 'TRIP-2', 'ON', 'CA'],
      ['Trip GmbH', 'TRIP-3', 'Bayern', 'DE'],
    ]) {
      const created = await harness.app.gql(
        `mutation ($input: CustomerInput!) { createCustomer(input: $input) { rowId } }`,
        { input: { companyName: company, erpId, description: 'exported in the browser', pid: acme, contact: { firstName: 'Ada', lastName: 'Byron', email: `${erpId.toLowerCase()}@example.test`, phone: '312-555-0100' }, billingAddress: { address: '1 Main St', city: 'Springfield', state, zip: '62701', country } } },
        token,
      );
      expect(created.errors ?? null, JSON.stringify(created.errors)).toBeNull();
    }
    const before = await harness.app.services.prisma.customer.findMany({ where: { pid: acme, erpId: { startsWith: 'TRIP-' } }, orderBy: { id: 'asc' } });

    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: `/Customers/${acme}` });
    // the list shows the seed customers (C-10001…) until the search applies
    await page.getByText('C-10001').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('TRIP-');
    await expect.poll(() => page.getByText('C-10001').count()).toBe(0);
    await page.getByText('+Trip Signs Ltd').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Customers-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = join(workDir, download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const erpIds = workbook.worksheets[0]!.getColumn(2).values.slice(2);
    expect([...erpIds].sort()).toEqual(['TRIP-1', 'TRIP-2', 'TRIP-3']);

    await page.goto('/Imports/Customers');
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('heading', { name: /Dry run: nothing was written/ }).waitFor();
    await page.getByText('Dry run, nothing written: 0 customers to create, 0 to update, 3 unchanged.').waitFor();
    const outcomes = page.getByRole('table').locator('.import-outcome');
    await expect.poll(() => outcomes.allTextContents()).toEqual(['Unchanged', 'Unchanged', 'Unchanged']);
    await harness.shot(page, 'export-round-trip-dry-run-1440-light');
    expect(await harness.app.services.prisma.customer.findMany({ where: { pid: acme, erpId: { startsWith: 'TRIP-' } }, orderBy: { id: 'asc' } })).toEqual(before);
  });
});
