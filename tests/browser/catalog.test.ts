import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlaps, startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
let acme: number;
const workDir = mkdtempSync(join(tmpdir(), 'catalog-browser-'));

const prisma = () => harness.app.services.prisma;

beforeAll(async () => {
  harness = await startBrowserHarness();
  acme = (await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
});
afterAll(async () => harness?.close());

async function waitForPrice(page: Page, text: string) {
  await page.getByTestId('total-price').filter({ hasText: text }).waitFor();
}

async function productId(productNumber: string) {
  return (await prisma().product.findFirstOrThrow({ where: { pid: acme, productNumber } })).id;
}

async function newQuote(page: Page) {
  await page.getByRole('button', { name: 'New Quote' }).first().click();
  await page.waitForURL(/\/Quote\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('an imported fixed-price product', () => {
  it('is offered with Add To Quote in the catalog, not Configure', async () => {
    const admin = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(admin.page, 'super@acme.test', { path: '/Imports/Products' });
    const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('button', { name: 'Download Template' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    // Name, Part #, Description, Header, App. Instance, App. Name, Profile, Ruleset, Namespace, Server, Stock, Price, Related
    workbook.worksheets[0]!.addRow(['Slip Fitter Adapter Kit', 'SFA-KIT-IMP', 'Adapts a 2 3/8 in tenon to a slip fitter', '', '', '', '', '', '', '', 48, '18.75', '']);
    const file = join(workDir, 'products.xlsx');
    writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
    await admin.page.getByRole('checkbox', { name: /Dry run first/ }).uncheck();
    await admin.page.locator('input[type="file"]').setInputFiles(file);
    await admin.page.getByText('1 product created, 0 updated, 0 unchanged.').first().waitFor();

    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test');
    const id = await newQuote(page);
    await page.getByRole('button', { name: 'Catalog', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Product Catalog' });
    await dialog.getByRole('searchbox').fill('SFA-KIT-IMP');
    await expect.poll(() => dialog.getByRole('article').count()).toBe(1);
    const card = dialog.getByRole('article', { name: 'Slip Fitter Adapter Kit' });
    await card.getByRole('button', { name: 'Add To Quote' }).waitFor();
    expect(await card.getByRole('button', { name: 'Configure' }).count()).toBe(0);
    await harness.shot(page, 'catalog-imported-fixed-price-1440');
    await card.getByRole('button', { name: 'Add To Quote' }).click();
    await page.getByText(`Added SFA-KIT-IMP to Quote #${id}`).first().waitFor();
    const quote = await prisma().quote.findUniqueOrThrow({ where: { id }, include: { lines: true } });
    expect(quote.lines.map((line) => [line.partNumber, line.price.toFixed(2), line.isNonConfigurable])).toEqual([['SFA-KIT-IMP', '18.75', true]]);
  });
});

describe('the demo catalog configures for real', () => {
  it('configures the LED Wall Pack at 80 W without a photocell and finishes to a line with those details', async () => {
    const wallPack = await productId('WP-LED');
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test', { path: `/Configurator/${wallPack}/new/new_1` });
    await waitForPrice(page, '189.00');
    await page.getByRole('heading', { name: 'Configuration Details' }).waitFor();
    expect(await page.getByRole('radio').count()).toBeGreaterThan(3);

    // Mode 1 sends a choice when the control loses focus.
    await page.getByLabel('80 W', { exact: true }).check();
    await page.getByRole('heading', { name: 'Fixture', level: 1 }).click();
    await waitForPrice(page, '239.00');
    // The change's message comes as an alert too, placed clear of the page navigation it would cover.
    const alert = page.getByRole('status').filter({ hasText: 'About 10400 lumens at 5000K.' });
    // once it has slid in
    await (await alert.elementHandle())!.waitForElementState('stable');
    const nextPage = page.getByRole('button', { name: 'Next page' });
    expect(overlaps((await alert.boundingBox())!, (await nextPage.boundingBox())!), 'the alert covers Next page').toBe(false);
    await harness.shot(page, 'configurator-wall-pack-1440');

    await nextPage.click();
    await page.getByRole('heading', { name: 'Controls & Finish', level: 1 }).waitFor();
    await page.getByLabel('No', { exact: true }).check();
    await page.getByRole('heading', { name: 'Controls & Finish', level: 1 }).click();
    await waitForPrice(page, '214.00');

    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/\/Quote\/\d+$/);
    const quoteId = Number(new URL(page.url()).pathname.split('/').pop());
    const line = (await prisma().quote.findUniqueOrThrow({ where: { id: quoteId }, include: { lines: true } })).lines[0]!;
    expect([line.partNumber, line.price.toFixed(2)]).toEqual(['WPK-80-5000K-BZ', '214.00']);
    await page.getByText('WPK-80-5000K-BZ').first().waitFor();

    await page.getByRole('tab', { name: /Summary/ }).click();
    await page.getByRole('button', { name: 'Details of line 1' }).click();
    const details = page.locator('dl.line-details');
    await details.waitFor();
    const rows = await details.evaluate((list) =>
      Object.fromEntries([...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent])),
    );
    expect(rows).toMatchObject({ Wattage: '80 W', Photocell: 'No', Price: expect.stringContaining('214.00') });
    await harness.shot(page, 'quote-wall-pack-details-1440');
  });

  it('asks for the High Bay mounting height with Continue before it offers Finish', async () => {
    const highBay = await productId('HB-LED');
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
    await harness.signIn(page, 'user@acme.test', { path: `/Configurator/${highBay}/new/new_1` });
    await waitForPrice(page, '312.00');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await page.getByRole('button', { name: 'Finish', exact: true }).count()).toBe(0);
    await harness.shot(page, 'configurator-high-bay-continue-375-dark');
    const height = page.getByLabel(/Mounting Height/);
    await height.fill('35');
    await height.blur();
    await waitForPrice(page, '347.00');
    await page.getByRole('button', { name: 'Finish', exact: true }).waitFor();
  });
});
