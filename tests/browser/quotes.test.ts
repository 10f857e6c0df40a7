import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

const prisma = () => harness.app.services.prisma;

async function quoteIdFromUrl(page: Page) {
  await page.waitForURL(/\/Quote\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('a level-1 user builds a quote', () => {
  it('creates a quote, adds a fixed-price product from the catalog, changes quantity and fills the job fields', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test');
    await page.getByRole('button', { name: 'New Quote' }).first().click();
    const id = await quoteIdFromUrl(page);
    await page.getByRole('heading', { name: `Quote #${id}` }).waitFor();
    await page.getByText('Total: $0.00').waitFor();
    await harness.shot(page, 'quote-empty-1440-light');

    await page.getByRole('button', { name: 'Catalog', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Product Catalog' });
    await dialog.waitFor();
    await dialog.getByRole('searchbox').fill('PC-120277');
    const card = dialog.getByRole('article', { name: 'Photocell Sensor 120-277V' });
    await expect.poll(() => dialog.getByRole('article').count()).toBe(1);
    await card.waitFor();
    await harness.shot(page, 'catalog-dialog');
    await card.getByRole('button', { name: 'Add To Quote' }).click();
    await page.getByText(`Added PC-120277 to Quote #${id}`).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const quantity = page.getByRole('spinbutton', { name: 'Quantity of line 1' });
    await expect.poll(() => quantity.inputValue()).toBe('1');
    await page.getByText('Total: $24.50').waitFor();

    // Minus at 1 is refused with the spec's message.
    await page.getByRole('button', { name: 'Decrease Quantity of line 1' }).click();
    await page.getByText('Cannot set quantity to a number less than 1.').first().waitFor();
    await page.getByRole('button', { name: 'Increase Quantity of line 1' }).click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await page.getByText('Total: $49.00').waitFor();
    await expect.poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id } })).totalCost.toFixed(2)).toBe('49.00');
    await harness.shot(page, 'quote-lines-1440-light');

    // A typed fraction is refused as such, not cut to a whole number; nothing is saved.
    await quantity.fill('2.5');
    await page.getByText('Quantity must be a whole number.').first().waitFor();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await page.getByText('Total: $49.00').waitFor();
    await harness.shot(page, 'quote-lines-fraction-1440-light');
    const phone = (await harness.newPage({ width: 375, height: 800 })).page;
    await harness.signIn(phone, 'user@acme.test', { path: `/Quote/${id}` });
    const phoneQuantity = phone.getByRole('spinbutton', { name: 'Quantity of line 1' });
    await phoneQuantity.fill('0.5');
    await phone.getByText('Quantity must be a whole number.').first().waitFor();
    await expect.poll(() => phoneQuantity.inputValue()).toBe('2');
    await harness.shot(phone, 'quote-lines-fraction-375-light');
    expect((await prisma().quoteLine.findFirstOrThrow({ where: { quoteId: id } })).quantity).toBe(2);

    // Summary: job fields are checked and saved as each field loses focus.
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('tab', { name: /Summary/, selected: true }).waitFor();
    const jobName = page.getByRole('textbox', { name: /Job Name/ });
    await jobName.focus();
    await page.getByRole('textbox', { name: /^Specifier\b/ }).first().focus();
    await page.getByText('Job Name is required.').waitFor();
    await jobName.fill('Warehouse retrofit');
    await jobName.blur();
    await page.getByRole('textbox', { name: /^Specifier$|^Specifier \*/ }).fill('A. Lee');
    await page.getByRole('textbox', { name: /Specifier Location/ }).fill('Chicago, IL');
    await page.getByRole('textbox', { name: /Specifier Location/ }).blur();
    await expect
      .poll(async () => {
        const row = await prisma().quote.findUniqueOrThrow({ where: { id } });
        return [row.jobName, row.specifier, row.specifierLocation].join('|');
      })
      .toBe('Warehouse retrofit|A. Lee|Chicago, IL');
    await harness.shot(page, 'quote-summary-1440-light');

    // The tab is remembered for this quote after a reload.
    await page.reload();
    await page.getByRole('tab', { name: /Summary/, selected: true }).waitFor();
    expect(await page.getByRole('textbox', { name: /Job Name/ }).inputValue()).toBe('Warehouse retrofit');
  });
});

describe('a level-0 user raises a quote request', () => {
  it('configures a product from the catalog with no quote until it is saved, which raises the quote request', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'public@acme.test');
    const owner = await prisma().user.findUniqueOrThrow({ where: { username: 'public@acme.test' } });
    const before = await prisma().quote.count({ where: { createdByUserId: owner.id } });
    await page.goto('/Catalog');
    const product = await prisma().product.findFirstOrThrow({ where: { productNumber: 'ALX-AREA', platform: { isDefault: true } } });
    const card = page.getByRole('article', { name: product.name });
    await card.getByRole('button', { name: 'Configure' }).click();
    await page.waitForURL(`**/Configurator/${product.id}/new/new_1?lineNumber=1`);
    expect(await prisma().quote.count({ where: { createdByUserId: owner.id } })).toBe(before);
    await page.getByTestId('total-price').filter({ hasText: '869.00' }).waitFor();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/\/Quote\/\d+$/);
    const quoteId = Number(new URL(page.url()).pathname.split('/').pop());
    const quote = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId }, include: { createdBy: true } });
    expect(quote.type).toBe(3);
    expect(quote.createdBy?.username).toBe('public@acme.test');

    await page.goto('/');
    await page.getByRole('heading', { name: 'Quote Requests' }).waitFor();
    await page.getByRole('cell', { name: String(quoteId), exact: true }).first().waitFor();
    await harness.shot(page, 'landing-level0-1440-light');
  });

  it('lets a visitor configure from the catalog preview, with no quote request until the configuration is saved', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800 });
    const before = await prisma().quote.count();
    await page.goto('/Catalog');
    const product = await prisma().product.findFirstOrThrow({
      where: { isNonConfigurable: false, configuratorModelId: { not: null }, platform: { isDefault: true } },
      orderBy: { name: 'asc' },
    });
    await page.getByRole('button', { name: product.name, exact: true }).click();
    const preview = page.getByRole('dialog', { name: product.name });
    await preview.getByText('Product Overview').waitFor();
    await harness.shot(page, 'catalog-preview-375-light');
    await preview.getByRole('button', { name: 'Configure' }).click();
    await page.waitForURL(`**/Configurator/${product.id}/new/new_1**`);
    await page.getByTestId('total-price').waitFor();
    expect(await prisma().quote.count()).toBe(before);
  });
});

describe('dashboard row actions', () => {
  it('copies a quote and opens the copy, which tops the list; deletes it at once, and asks before internal documents', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test');
    const source = await prisma().quote.findFirstOrThrow({ where: { type: 1, createdBy: { username: 'user@acme.test' } }, orderBy: { createdAt: 'desc' } });
    await page.getByRole('button', { name: `Copy Quote #${source.id}` }).click();
    await page.getByText(`Copying Quote #${source.id}...`).first().waitFor();
    const copied = page.getByText(new RegExp(`^New Quote #(\\d+) copied from Quote #${source.id}\\.$`)).first();
    await copied.waitFor();
    const copyId = Number(/#(\d+)/.exec((await copied.textContent()) ?? '')![1]);
    // §4.6: the copy opens, as a copied order does.
    await page.waitForURL(`**/Quote/${copyId}`);
    await page.getByRole('heading', { name: `Quote #${copyId}` }).waitFor();
    await page.goBack();
    await page.waitForURL('**/QuoteDashboard');
    await page.getByRole('button', { name: `Delete Quote #${copyId}` }).waitFor();
    const firstRowCell = page.getByRole('row').nth(1).getByRole('cell').first();
    await expect.poll(() => firstRowCell.textContent()).toBe(String(copyId));

    await page.getByRole('button', { name: `Delete Quote #${copyId}` }).click();
    await page.getByRole('button', { name: `Delete Quote #${copyId}` }).waitFor({ state: 'detached' });
    await expect.poll(async () => prisma().quote.findUnique({ where: { id: copyId } })).toBeNull();

    await page.getByRole('button', { name: `Internal Documents of Quote #${source.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'INTERNAL DOCUMENTS' });
    await dialog.getByText('Are you sure you want to view this page?').waitFor();
    await harness.shot(page, 'internal-documents-dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**/DealerQuote/${source.id}`);
  });
});

describe('screens', () => {
  it('shows the dealer landing, the dashboard and the customer tab in light and dark, wide and narrow', async () => {
    for (const [width, colorScheme] of [
      [1440, 'light'],
      [375, 'dark'],
    ] as const) {
      const { page } = await harness.newPage({ width, height: 900, colorScheme });
      await harness.signIn(page, 'dealer@acme.test');
      await page.getByRole('heading', { name: 'Quick Configure' }).waitFor();
      await page.getByRole('heading', { name: 'Quotes', exact: true }).waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => {});
      await harness.shot(page, `dashboard-dealer-${width}-${colorScheme}`);
      await page.goto('/');
      await page.getByRole('heading', { name: 'Products' }).waitFor();
      await page.getByRole('table').first().waitFor();
      await harness.shot(page, `landing-dealer-${width}-${colorScheme}`);
      await page.goto('/QuoteDashboard');
      await page.getByRole('button', { name: 'New Quote' }).first().click();
      const id = await quoteIdFromUrl(page);
      await page.getByRole('tab', { name: /Customer/ }).click();
      await page.getByRole('combobox', { name: 'Customer' }).waitFor();
      await harness.shot(page, `quote-customer-${width}-${colorScheme}`);
      if (width === 1440) {
        // Pick the first customer, then try the address form's rules.
        const picker = page.getByRole('combobox', { name: 'Customer' });
        await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
        const value = await picker.locator('option').nth(1).getAttribute('value');
        await picker.selectOption(value!);
        await page.getByRole('status').getByText(/Refreshing in/).waitFor();
        await expect.poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id } })).customerId).toBe(Number(value));
        await page.getByRole('button', { name: 'Add shipping address' }).click();
        const form = page.getByRole('dialog', { name: 'Add Shipping Address' });
        await form.getByRole('textbox', { name: /^City/ }).fill('');
        await form.getByRole('button', { name: 'Save' }).click();
        await form.getByText('City is required.').waitFor();
        await form.getByText('Zip Code is required.').waitFor();
        await harness.shot(page, 'quote-address-form-errors');
        await form.getByRole('textbox', { name: /^City/ }).fill('Evanston');
        await form.getByRole('combobox', { name: /State/ }).selectOption('IL');
        await form.getByRole('textbox', { name: /^Zip/ }).fill('60201');
        await form.getByRole('textbox', { name: /^Zip/ }).press('Enter');
        await page.getByText('Successfully updated shipping address.').first().waitFor();
        await expect
          .poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id }, include: { shippingAddress: true } })).shippingAddress?.city)
          .toBe('Evanston');
        await page.getByRole('button', { name: 'Add shipping address' }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Add Shipping Address' }).waitFor({ state: 'hidden' });
      }
      await page.goto(`/Quote/${id}`);
      await page.getByRole('tab', { name: /Customer/, selected: true }).waitFor();

      const token = await harness.app.login('dealer@acme.test');
      for (const productNumber of ['PC-120277', 'SP-10KV']) {
        const product = await prisma().product.findFirstOrThrow({ where: { productNumber, platform: { name: 'Acme Lighting' } } });
        const added = await harness.app.gql(`mutation($q: Int!, $p: Int!) { addProductToQuote(quoteId: $q, productId: $p) { created } }`, { q: id, p: product.id }, token);
        expect(added.errors).toBeUndefined();
      }
      await page.getByRole('tab', { name: /Lines/ }).click();
      await page.reload();
      await page.getByRole('spinbutton', { name: 'Quantity of line 2' }).waitFor();
      await harness.shot(page, `quote-lines-${width}-${colorScheme}`);
    }
  });

  it('shows an order read-only with its status word', async () => {
    const order = await prisma().quote.findFirstOrThrow({ where: { type: 2, platform: { name: 'Acme Lighting' } } });
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: `/Quote/${order.id}` });
    await page.getByRole('heading', { name: new RegExp(`^Order #${order.erpOrderNo ?? order.id} "(Ordered|Submitted)"$`) }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(1);
    await page.getByRole('tab', { name: /Summary/, selected: true }).waitFor();
    await harness.shot(page, 'order-summary-1440-light');
    await page.goto(`/Quotes/${order.pid}`);
    await page.getByRole('heading', { name: 'All Quotes' }).waitFor();
  });
});
