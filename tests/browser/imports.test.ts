import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
let acme: number;
const workDir = mkdtempSync(join(tmpdir(), 'imports-browser-'));

beforeAll(async () => {
  harness = await startBrowserHarness();
  acme = (await harness.app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
});
afterAll(async () => harness?.close());

/** The computed form (rgb(…)) of a CSS colour, as the browser reports it. */
const cssColor = (color: string) => {
  const probe = document.createElement('div');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
};

/** Waits until the header is on the page (a navigation may still be rendering it) with this background. */
const waitForHeaderBackground = (page: Page, expected: string) =>
  page.waitForFunction((colour) => {
    const header = document.querySelector('.app-header');
    return header !== null && getComputedStyle(header).backgroundColor === colour;
  }, expected);
const headerBackground = (page: Page) => page.locator('.app-header').evaluate((element) => getComputedStyle(element).backgroundColor);

/** Downloads the template through the page and returns it as a workbook. */
async function downloadTemplate(page: Page, fileName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Template' }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  return workbook;
}

async function saveWorkbook(workbook: ExcelJS.Workbook, name: string) {
  const path = join(workDir, name);
  writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

describe('imports', () => {
  it('imports the downloaded customer template filled with rows', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: '/Imports' });
    // Products are changed at level 9 only, in the form and the import alike: the card is listed with the reason, not as a link.
    const cards = page.getByRole('navigation', { name: 'Import types' }).getByRole('link');
    await expect.poll(() => cards.allTextContents()).toEqual([
      expect.stringContaining('Customers'),
      expect.stringContaining('Shipping Addresses'),
      expect.stringContaining('Users'),
    ]);
    const products = page.getByRole('navigation', { name: 'Import types' }).getByRole('group', { name: 'Products' });
    await expect.poll(() => products.textContent()).toContain('Only a super administrator can import products.');
    await harness.shot(page, 'imports-cards-1440-light');
    await page.goto('/Imports/Products');
    await page.waitForURL('**/Imports');
    await page.getByRole('link', { name: /Customers/ }).click();
    await page.waitForURL('**/Imports/Customers');

    const workbook = await downloadTemplate(page, 'CustomerTemplate.xlsx');
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Company', 'ERP ID', 'Description', 'First', 'Last', 'Email', 'Phone', 'Address 1', 'Address 2', 'City', 'State', 'Zip', 'Country']);
    sheet.addRow(['Browser Lamps', 'BR-100', 'Imported in the browser', 'Grace', 'Hopper', 'grace@lamps.test', '555-0101', '7 Pier St', '', 'Boston', 'MA', '02110', 'US']);
    sheet.addRow(['Maple Source', 'BR-101', '', 'Alan', 'Turing', 'alan@source.test', '', '5 Queen St', '', 'Toronto', 'Texas', 'M5V', 'Canada']);
    const filled = await saveWorkbook(workbook, 'customers.xlsx');

    // dry run (the default): each row's outcome, nothing written
    await page.locator('input[type="file"]').setInputFiles(filled);
    await page.getByRole('heading', { name: /Dry run: nothing was written/ }).waitFor();
    await page.getByText('Dry run, nothing written: 1 customer to create, 0 to update, 0 unchanged, 1 row with errors (not imported).').waitFor();
    await page.getByRole('table').getByText('State must be a Canadian province or territory (two-letter code, e.g. ON).').waitFor();
    expect(await harness.app.services.prisma.customer.count({ where: { pid: acme, erpId: { in: ['BR-100', 'BR-101'] } } })).toBe(0);
    await harness.shot(page, 'imports-customers-dry-run-1440-light');

    // commit the valid row, then fetch the rejected one
    await page.getByRole('button', { name: 'Import 1 Valid Row' }).click();
    await page.getByText('1 customer created, 0 updated, 0 unchanged, 1 row with errors (in the rejected rows file).').first().waitFor();
    expect(await harness.app.services.prisma.customer.count({ where: { pid: acme, erpId: { in: ['BR-100', 'BR-101'] } } })).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Rejected Rows' }).click()]);
    const rejected = new ExcelJS.Workbook();
    await rejected.xlsx.readFile((await download.path())!);
    const rejectedSheet = rejected.worksheets[0];
    expect((rejectedSheet.getRow(1).values as unknown[]).slice(1).at(-1)).toBe('Error');
    expect(rejectedSheet.getRow(2).getCell(2).value).toBe('BR-101');
    // fixed, without the Error column, and uploaded again with the dry run off
    rejectedSheet.getRow(2).getCell(11).value = 'ON';
    rejectedSheet.spliceColumns(14, 1);
    await page.getByRole('checkbox', { name: /Dry run first/ }).uncheck();
    await page.locator('input[type="file"]').setInputFiles(await saveWorkbook(rejected, 'fixed.xlsx'));
    await page.getByText('1 customer created, 0 updated, 0 unchanged.').first().waitFor();
    expect(await harness.app.services.prisma.customer.count({ where: { pid: acme, erpId: { in: ['BR-100', 'BR-101'] } } })).toBe(2);

    // the history lists both imports
    await page.getByRole('link', { name: 'Import History' }).click();
    await page.waitForURL('**/Imports/History');
    await page.getByRole('button', { name: 'Download the rejected rows of customers.xlsx' }).waitFor();
    await page.getByRole('button', { name: 'Download fixed.xlsx' }).waitFor();
    await harness.shot(page, 'imports-history-1440-light');
  });

  it('shows a formatting error for a file that is not a spreadsheet', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    // products are imported, like edited, at level 9 only
    await harness.signIn(page, 'super@acme.test', { path: '/Imports' });
    await page.getByRole('link', { name: /Products/ }).click();
    await page.waitForURL('**/Imports/Products');
    const fake = join(workDir, 'products.xlsx');
    writeFileSync(fake, 'Name,Part #\nLamp,L-1\n');
    await page.locator('input[type="file"]').setInputFiles(fake);
    await page.getByText('The file is not an Excel spreadsheet (.xlsx).').waitFor();
    await harness.shot(page, 'imports-products-format-error-375-dark');
  });

  it('assigns imported addresses to the customer chosen in the typeable select', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900, colorScheme: 'dark' });
    await harness.signIn(page, 'admin@acme.test', { path: '/Imports/Address' });
    const customer = await harness.app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, companyName: { not: '' } }, orderBy: { id: 'asc' } });
    await page.getByRole('combobox', { name: 'Customer' }).fill(customer.companyName.slice(0, 5));
    await page.getByRole('option', { name: new RegExp(customer.companyName) }).first().click();
    const workbook = await downloadTemplate(page, 'AddressTemplate.xlsx');
    workbook.worksheets[0].addRow(['99 Harbor Rd', '', 'Portland', 'ME', '04101', 'US']);
    await page.getByRole('checkbox', { name: /Dry run first/ }).uncheck();
    await page.locator('input[type="file"]').setInputFiles(await saveWorkbook(workbook, 'addresses.xlsx'));
    await page.getByText('1 shipping address created, 0 updated, 0 unchanged.').first().waitFor();
    expect(await harness.app.services.prisma.address.count({ where: { customerId: customer.id, address: '99 Harbor Rd', addressType: 2 } })).toBe(1);
    await harness.shot(page, 'imports-address-1440-dark');
  });

  it('keeps an import that stopped part-way in the history, with the rows it did not write to upload again', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(page, 'admin@acme.test', { path: '/Imports/Customers' });
    const workbook = await downloadTemplate(page, 'CustomerTemplate.xlsx');
    const sheet = workbook.worksheets[0];
    for (let n = 1; n <= 300; n++) {
      sheet.addRow([`Stop Test ${n}`, `ST-${n}`, '', 'Pat', 'Lee', `pat${n}@stop.test`, '', `${n} Main St`, '', 'Boston', 'MA', '02110', 'US']);
    }
    const prisma = harness.app.services.prisma;
    // the database refuses one customer of the second batch, as a full disk or a broken constraint would
    await prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION browser_import_stop() RETURNS trigger AS $$
      BEGIN
        IF NEW."erpId" = 'ST-280' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await prisma.$executeRawUnsafe(`CREATE TRIGGER browser_import_stop BEFORE INSERT ON "Customer" FOR EACH ROW EXECUTE FUNCTION browser_import_stop()`);
    try {
      await page.getByRole('checkbox', { name: /Dry run first/ }).uncheck();
      await page.locator('input[type="file"]').setInputFiles(await saveWorkbook(workbook, 'stopped.xlsx'));
      await page.getByRole('heading', { name: 'The import stopped part-way' }).waitFor();
      const message = await page.getByRole('alert').filter({ hasText: 'The import stopped at row' }).first().textContent();
      expect(message).toMatch(/^The import stopped at row 251: before it, 249 customers were created and 0 updated;/);
      expect(message).not.toContain('refused by the test');
      await harness.shot(page, 'imports-stopped-375-dark');
      expect(await prisma.customer.count({ where: { pid: acme, erpId: { startsWith: 'ST-' } } })).toBe(249);

      await page.goto('/Imports/History');
      await page.getByText('Stopped at row 251').waitFor();
      await page.getByRole('button', { name: 'Download the rejected rows of stopped.xlsx' }).waitFor();
      await harness.shot(page, 'imports-history-stopped-375-dark');
      await page.setViewportSize({ width: 1440, height: 900 });
      await harness.shot(page, 'imports-history-stopped-1440-dark');

      // an import being written, and one whose server stopped with it, in the light theme
      const base = { pid: acme, type: 'Customers', username: 'admin@acme.test', status: 'running' };
      await prisma.importRun.create({ data: { ...base, fileName: 'interrupted.xlsx', updatedAt: new Date(Date.now() - 10 * 60_000) } });
      await prisma.importRun.create({ data: { ...base, fileName: 'running.xlsx' } });
      const light = (await harness.newPage({ width: 1440, height: 900 })).page;
      await harness.signIn(light, 'admin@acme.test', { path: '/Imports/History' });
      const interrupted = light.getByRole('row').filter({ hasText: 'interrupted.xlsx' });
      await interrupted.getByText('Interrupted', { exact: true }).waitFor();
      expect(await interrupted.getByRole('button').count()).toBe(0);
      await light.getByRole('row').filter({ hasText: 'running.xlsx' }).getByText('Running', { exact: true }).waitFor();
      await harness.shot(light, 'imports-history-running-1440-light');
      // a phone opens the history as cards
      await light.setViewportSize({ width: 375, height: 800 });
      await light.reload();
      await light.getByText('Interrupted', { exact: true }).waitFor();
      await harness.shot(light, 'imports-history-running-375-light');
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS browser_import_stop ON "Customer"`);
      await prisma.$executeRawUnsafe(`DROP FUNCTION IF EXISTS browser_import_stop()`);
    }
  });

  it('sends an unknown data type back to /Imports', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800 });
    await harness.signIn(page, 'admin@acme.test', { path: '/Imports/Invoices' });
    await page.waitForURL('**/Imports');
    await page.getByRole('link', { name: /Shipping Addresses/ }).waitFor();
    await harness.shot(page, 'imports-cards-375-light');
  });
});

describe('themes', () => {
  it("changes the header colour when the platform's theme changes, for that platform only", async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test');
    const before = await headerBackground(page);

    await page.goto(`/Themes/${acme}`);
    await page.getByRole('heading', { name: 'Themes' }).waitFor();
    await harness.shot(page, 'themes-list-1440-light');
    const active = await harness.app.services.prisma.theme.findFirstOrThrow({ where: { pid: acme, darkMode: false, isActive: true } });
    await page.getByRole('heading', { name: active.name }).click();
    await page.waitForURL(`**/Theme/${active.id}`);
    await page.getByRole('heading', { name: 'Colors' }).waitFor();
    await harness.shot(page, 'theme-editor-1440-light');

    const header = page.getByRole('textbox', { name: 'Header', exact: true });
    await header.fill('#aa0000');
    await page.getByRole('textbox', { name: 'Header Text', exact: true }).fill('#ffffff');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Successfully updated Theme: ${active.id}`).first().waitFor();
    await waitForHeaderBackground(page, 'rgb(170, 0, 0)');
    expect(before).not.toBe('rgb(170, 0, 0)');

    // Every screen follows: the dashboard after a reload.
    await page.goto('/QuoteDashboard');
    await waitForHeaderBackground(page, 'rgb(170, 0, 0)');

    // Dark mode switches to the platform's dark theme.
    const dark = await harness.app.services.prisma.theme.findFirstOrThrow({ where: { pid: acme, darkMode: true, isActive: true } });
    await page.getByRole('button', { name: 'Dark Mode' }).click();
    const darkHeader = await page.evaluate(cssColor, dark.headerColor);
    await waitForHeaderBackground(page, darkHeader);

    // Borealis keeps its own brand.
    const other = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(other.page, 'admin@borealis.test');
    const borealisTheme = await harness.app.services.prisma.theme.findFirstOrThrow({ where: { platform: { name: 'Borealis Supply' }, darkMode: false, isActive: true } });
    const borealisHeader = await other.page.evaluate(cssColor, borealisTheme.headerColor);
    await waitForHeaderBackground(other.page, borealisHeader);
    expect(borealisHeader).not.toBe('rgb(170, 0, 0)');
  });

  it('creates, copies and deletes a theme with warnings first', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900, colorScheme: 'dark' });
    await harness.signIn(page, 'admin@acme.test', { path: `/Themes/${acme}` });
    await page.getByRole('button', { name: 'Create Theme' }).click();
    await page.waitForURL('**/Theme/create');
    await page.getByRole('textbox', { name: 'Name' }).fill('Harbor Night');
    await page.getByRole('spinbutton', { name: 'Border Radius (px)' }).fill('20');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Border Radius must be between 0 and 15.').waitFor();
    await harness.shot(page, 'theme-create-error-1440-dark');
    await page.getByRole('spinbutton', { name: 'Border Radius (px)' }).fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Successfully created Theme: \d+/).first().waitFor();
    await page.waitForURL(/\/Theme\/\d+$/);
    const created = await harness.app.services.prisma.theme.findFirstOrThrow({ where: { name: 'Harbor Night' } });
    expect(created).toMatchObject({ pid: acme, borderRadius: 12 });

    await page.goto(`/Themes/${acme}`);
    await page.getByRole('button', { name: 'Copy Harbor Night' }).click();
    await page.getByText(`Copying Theme: ${created.id}`).first().waitFor();
    await page.getByText(`Successfully copied Theme: ${created.id}`).first().waitFor();
    await page.getByRole('heading', { name: 'Harbor Night (Copy)' }).waitFor();

    await page.getByRole('button', { name: 'Delete Harbor Night (Copy)' }).click();
    await page.getByText('Are you sure you want to delete Harbor Night (Copy)?').waitFor();
    await page.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText(/Deleting Theme: \d+/).first().waitFor();
    await page.getByText(/Successfully deleted Theme: \d+/).first().waitFor();
    expect(await harness.app.services.prisma.theme.count({ where: { name: 'Harbor Night (Copy)' } })).toBe(0);
    // The list stays on screen without the deleted card.
    await page.getByRole('heading', { name: 'Harbor Night', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Harbor Night (Copy)' }).waitFor({ state: 'detached' });
    await harness.shot(page, 'themes-list-1440-dark');
  });

  it('lays the theme editor out at 375 px', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(page, 'admin@borealis.test');
    const theme = await harness.app.services.prisma.theme.findFirstOrThrow({ where: { name: { contains: 'Borealis' }, darkMode: true } });
    await page.goto(`/Theme/${theme.id}`);
    await page.getByRole('heading', { name: 'Colors' }).waitFor();
    await harness.shot(page, 'theme-editor-375-dark');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    // Another platform's theme is not found.
    const acmeTheme = await harness.app.services.prisma.theme.findFirstOrThrow({ where: { pid: acme } });
    await page.goto(`/Theme/${acmeTheme.id}`);
    await page.getByRole('heading', { name: 'Theme not found.' }).waitFor();
    await harness.shot(page, 'theme-not-found-375-dark');
  });

  it('shows the empty grid and the built-in palette for a platform without themes', async () => {
    const borealis = await harness.app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } });
    await harness.app.services.prisma.theme.deleteMany({ where: { pid: borealis.id } });
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@borealis.test', { path: `/Themes/${borealis.id}` });
    await page.getByText('No Items Available').waitFor();
    // The built-in light header (#ffffff) shows when the platform has no theme.
    await waitForHeaderBackground(page, 'rgb(255, 255, 255)');
    await harness.shot(page, 'themes-empty-1440-light');
  });
});
