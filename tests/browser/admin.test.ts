import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
let acmePid: number;
const pngPath = join(tmpdir(), `admin-browser-${process.pid}.png`);
// A 2x2 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001649444154789c63f8cfc0f09f8181e13f03c37f0600200e04fd2c1e5f3a0000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  harness = await startBrowserHarness();
  acmePid = (await harness.app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  writeFileSync(pngPath, PNG);
});
afterAll(async () => harness?.close());

/** The screen in light and dark, wide and narrow: one signed-in page per colour scheme, resized. */
async function screens(name: string, path: string, username: string, ready: (page: Page) => Promise<unknown>) {
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page, context } = await harness.newPage({ width: 1440, height: 900, colorScheme });
    await harness.signIn(page, username, { path: path });
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await ready(page);
      await harness.shot(page, `admin-${name}-${colorScheme}-${width}`);
    }
    await context.close();
  }
}

describe('products', () => {
  it('a super administrator creates a product with an uploaded image and sees it in the list', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'super@acme.test', { path: '/Products' });
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/Products/create');
    await page.getByRole('heading', { name: 'Create Product' }).waitFor();

    await page.getByRole('radio', { name: 'Fixed Price' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Anchor Bolt Kit');
    await page.getByLabel('Part #').fill('AAA-BOLT');
    await page.getByLabel('Description').fill('Four galvanized anchor bolts with nuts and washers.');
    await page.getByLabel('Price', { exact: true }).fill('42.50');
    await page.getByLabel('In Stock (#)').fill('120');
    await page.locator('.drop-zone input[type=file]').setInputFiles(pngPath);
    await page.locator('img.product-form__image-preview[src^="/uploads/"]').waitFor();
    await harness.shot(page, 'admin-product-form-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/Products\/edit\/\d+$/);
    await page.getByText(/Successfully created Product: \d+/).first().waitFor();

    const saved = await harness.app.services.prisma.product.findFirstOrThrow({ where: { productNumber: 'AAA-BOLT' } });
    expect(saved).toMatchObject({ pid: acmePid, isNonConfigurable: true, isQuickConfig: false, quantityInStock: 120 });
    expect(saved.img).toMatch(/^\/uploads\//);

    await page.goto('/Products');
    const row = page.getByRole('row', { name: /AAA-BOLT/ });
    await row.waitFor();
    await row.locator(`img[src="${saved.img}"]`).waitFor();
    expect(await row.textContent()).toContain('$42.50');
    // Default sort is ProductNumber ascending: AAA-BOLT comes first.
    expect(await page.locator('tbody tr').first().textContent()).toContain('AAA-BOLT');
    await harness.shot(page, 'admin-products-list-with-new-product');
  });

  it('shows a level-5 administrator the product read-only', async () => {
    const product = await harness.app.services.prisma.product.findFirstOrThrow({ where: { pid: acmePid } });
    const { page } = await harness.newPage();
    await harness.signIn(page, 'admin@acme.test', { path: `/Products/edit/${product.id}` });
    await page.getByText(/editable only by a super administrator/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });

  it('shows the mobile card view with an edit link', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800 });
    await harness.signIn(page, 'super@acme.test', { path: '/Products' });
    const edit = page.getByRole('link', { name: 'Edit' }).first();
    await edit.waitFor();
    await edit.click();
    await page.waitForURL(/\/Products\/edit\/\d+$/);
  });

  it('screens', { timeout: 240_000 }, async () => {
    await screens('products', '/Products', 'super@acme.test', (p) => p.getByText('ALX-AREA').first().waitFor());
    const product = await harness.app.services.prisma.product.findFirstOrThrow({ where: { productNumber: 'ALX-AREA' } });
    await screens('product-form', `/Products/edit/${product.id}`, 'super@acme.test', (p) => p.getByRole('textbox', { name: 'Name', exact: true }).waitFor());
    const { page } = await harness.newPage();
    await harness.signIn(page, 'super@acme.test', { path: '/Products' });
    await page.getByRole('searchbox').fill('no-such-product-zzz');
    await page.getByText('No Items Available').first().waitFor();
    await harness.shot(page, 'admin-products-empty');

    // Loading: the list query is held back; error: it fails.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('ProductListPageQuery')) await held;
      await route.continue().catch(() => {});
    });
    await page.goto('/Products');
    await page.locator('[data-testid="skeleton-card"], .skeleton').first().waitFor();
    await harness.shot(page, 'admin-products-loading');
    release();
    await page.getByText('ALX-AREA').first().waitFor();
    await page.unroute('**/graphql');
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('ProductListPageQuery')) await route.fulfill({ status: 500, body: 'Internal Server Error' });
      else await route.continue().catch(() => {});
    });
    await page.goto('/Products');
    await page.getByText(/went wrong/i).first().waitFor();
    await harness.shot(page, 'admin-products-error');
  });
});

describe('customers', () => {
  it('an administrator edits a customer and adds a shipping address', async () => {
    const customer = await harness.app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid, companyName: 'Harbor Lighting Distributors' } });
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: `/Customers/${acmePid}` });
    await page.getByRole('row', { name: /Harbor Lighting Distributors/ }).click();
    await page.waitForURL(`**/Customer/${customer.id}`);
    const company = page.getByRole('textbox', { name: 'Company Name' });
    await company.waitFor();
    expect(await company.inputValue()).toBe('Harbor Lighting Distributors');

    await page.getByRole('button', { name: 'Add Shipping Address' }).click();
    const panel = page.getByRole('dialog', { name: 'Create Address' });
    await panel.waitFor();
    expect(await panel.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await panel.getByLabel('Address Type').locator('option').allTextContents()).toEqual(['Shipping']);
    await panel.getByLabel('Address Line 1').fill('77 Pier Rd');
    await panel.getByLabel('City').fill('Annapolis');
    await panel.getByRole('button', { name: 'Save' }).click();
    // A US address needs its State, as it needs its Zip.
    await panel.getByText('Zip Code is required.').waitFor();
    await panel.getByText('State is required.').waitFor();
    await panel.getByLabel('State').selectOption('MD');
    await panel.getByLabel('Zip Code').fill('21401');
    await harness.shot(page, 'admin-address-panel');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Successfully created Address: \d+/).first().waitFor();
    await page.getByText(/77 Pier Rd, Annapolis, MD 21401/).waitFor();

    await company.fill('Harbor Lighting Distributors Inc.');
    await page.getByLabel('Phone').fill('4105550199');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Successfully updated Customer: ${customer.id}`).first().waitFor();
    const saved = await harness.app.services.prisma.customer.findUniqueOrThrow({ where: { id: customer.id }, include: { primaryContact: true, addresses: true } });
    expect(saved.companyName).toBe('Harbor Lighting Distributors Inc.');
    expect(saved.primaryContact?.phone).toBe('4105550199');
    expect(saved.addresses.some((a) => a.address === '77 Pier Rd' && a.state === 'MD' && a.addressType === 2)).toBe(true);
    await harness.shot(page, 'admin-customer-form-saved');

    // Deleting it leaves the form in place.
    const added = saved.addresses.find((a) => a.address === '77 Pier Rd')!;
    await page.getByRole('button', { name: `Delete shipping address ${added.id}` }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`Successfully deleted Address with the ID of ${added.id}`).first().waitFor();
    await page.getByRole('button', { name: `Delete shipping address ${added.id}` }).waitFor({ state: 'detached' });
    expect(await page.getByText(/Oops! Something went wrong|Cannot read properties/).count()).toBe(0);
    await company.waitFor();
  });

  it('creates a customer and shows the failure message for a taken ERP id', async () => {
    const { page } = await harness.newPage();
    await harness.signIn(page, 'admin@acme.test', { path: '/Customer/create' });
    await page.getByRole('textbox', { name: 'Company Name' }).fill('Copycat Supply');
    await page.getByLabel('ERP ID').fill('C-10001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Failed to create customer.').first().waitFor();
    await page.getByText('ERP ID C-10001 is already used by another customer.').waitFor();
    await page.getByLabel('ERP ID').fill('C-30001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/Customer\/\d+$/);
    await page.getByText(/Successfully created Customer: \d+/).first().waitFor();
  });

  it('screens', { timeout: 240_000 }, async () => {
    await screens('customers', `/Customers/${acmePid}`, 'admin@acme.test', (p) => p.getByText('C-10003').first().waitFor());
    await screens('addresses', '/Addresses', 'admin@acme.test', (p) => p.getByText(/Elston/).first().waitFor());
    const customer = await harness.app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid, erpId: 'C-10001' } });
    await screens('customer-form', `/Customer/${customer.id}`, 'admin@acme.test', (p) => p.getByRole('textbox', { name: 'Company Name' }).waitFor());
  });
});

describe('platform settings and status types', () => {
  it('an administrator edits the email list of the platform settings', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: '/Administration' });
    await page.getByRole('link', { name: 'Platform Settings' }).click();
    await page.waitForURL(`**/Platforms/edit/${acmePid}`);
    await page.getByRole('heading', { name: 'Edit System Settings' }).waitFor();
    expect(await page.getByLabel('Email address 2', { exact: true }).inputValue()).toBe('sales@acme.test');
    await page.getByRole('button', { name: 'Add Email Address' }).click();
    await page.getByLabel('Email address 3', { exact: true }).fill('not an email');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid email address.').waitFor();
    await harness.shot(page, 'admin-platform-invalid-email');
    await page.getByLabel('Email address 3', { exact: true }).fill('ops@acme.test');
    await page.getByLabel('Integration').selectOption('CSI');
    await page.getByLabel('Require HTTPS').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Successfully updated Platform: ${acmePid}`).first().waitFor();
    const platform = await harness.app.services.prisma.platform.findUniqueOrThrow({ where: { id: acmePid } });
    expect(platform).toMatchObject({ emailAddresses: 'orders@acme.test,sales@acme.test,ops@acme.test', integration: 'CSI', requireHttps: true });
    await page.reload();
    expect(await page.getByLabel('Email address 3', { exact: true }).inputValue()).toBe('ops@acme.test');
    expect(await page.getByLabel('Integration').inputValue()).toBe('CSI');
  });

  it('a super administrator lists the platforms and opens one', async () => {
    const { page } = await harness.newPage();
    await harness.signIn(page, 'super@acme.test', { path: '/Platforms' });
    await page.getByRole('row', { name: /Borealis Supply/ }).click();
    await page.waitForURL(/\/Platforms\/edit\/\d+$/);
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Borealis Supply');
  });

  it('status types: the side panel validates the role level and saves', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: '/StatusTypes' });
    await page.getByRole('row', { name: /In Review/ }).waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    const panel = page.getByRole('dialog', { name: 'Create Status Type' });
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Shipped');
    await panel.getByLabel('Role Level').fill('10');
    await panel.getByLabel('Display Order').fill('-1');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Nine is the highest access level built into the system. Please select a number from zero through nine.').waitFor();
    await panel.getByText('The lowest value for this field is zero.').waitFor();
    await harness.shot(page, 'admin-status-type-panel-errors');
    await panel.getByLabel('Role Level').fill('5');
    await panel.getByLabel('Display Order').fill('0');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Successfully updated Status Type: Shipped').first().waitFor();
    await panel.waitFor({ state: 'detached' });
    // Re-sorted by displayOrder: the new type (0) comes first.
    await page.locator('tbody tr').first().filter({ hasText: 'Shipped' }).waitFor();
  });

  it('screens', { timeout: 240_000 }, async () => {
    await screens('status-types', '/StatusTypes', 'admin@acme.test', (p) => p.getByText('In Review').first().waitFor());
    await screens('platform-settings', `/Platforms/edit/${acmePid}`, 'admin@acme.test', (p) => p.getByRole('textbox', { name: 'Name', exact: true }).waitFor());
    await screens('platforms', '/Platforms', 'super@acme.test', (p) => p.getByText('Borealis Supply').first().waitFor());
  });
});
