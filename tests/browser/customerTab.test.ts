import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

const prisma = () => harness.app.services.prisma;

/** A dealer's new quote with the first customer picked, open on its Customer tab. */
async function quoteWithCustomer(page: Page) {
  await harness.signIn(page, 'dealer@acme.test');
  await page.getByRole('button', { name: 'New Quote' }).first().click();
  await page.waitForURL(/\/Quote\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('tab', { name: /Customer/ }).click();
  const picker = page.getByRole('combobox', { name: 'Customer' });
  await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
  const value = await picker.locator('option').nth(1).getAttribute('value');
  await picker.selectOption(value!);
  await expect.poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id } })).customerId).toBe(Number(value));
  // the tab refetches the quote after its countdown
  await page.getByRole('status').getByText(/Refreshing in/).waitFor();
  await page.getByRole('status').getByText(/Refreshing in/).waitFor({ state: 'detached' });
  return id;
}

async function addShippingAddress(page: Page, fields: { address: string; city: string; zip: string; country?: string; state?: string }) {
  await page.getByRole('button', { name: 'Add shipping address' }).click();
  const form = page.getByRole('dialog', { name: 'Add Shipping Address' });
  await form.getByRole('textbox', { name: /^Address Line 1/ }).fill(fields.address);
  await form.getByRole('textbox', { name: /^City/ }).fill(fields.city);
  await form.getByRole('textbox', { name: /^Zip/ }).fill(fields.zip);
  if (fields.country) await form.getByRole('textbox', { name: /^Country/ }).fill(fields.country);
  // a US or Canadian address picks its State from the list; another country's is free text
  if (fields.state) {
    const select = form.getByRole('combobox', { name: /^State/ });
    if (await select.count()) await select.selectOption({ label: fields.state });
    else await form.getByRole('textbox', { name: /^State/ }).fill(fields.state);
  }
  await form.getByRole('button', { name: 'Save' }).click();
  return form;
}

describe('the Customer tab of a quote', () => {
  it('deletes a shipping address that was just added, and the page stays', { timeout: 120_000 }, async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const id = await quoteWithCustomer(page);

    // A US ship-to needs its State: without one the form stays open and names the field.
    const unsaved = await addShippingAddress(page, { address: '12 Harbor Rd', city: 'Evanston', zip: '60201' });
    await unsaved.getByText('State is required.').waitFor();
    await harness.shot(page, 'quote-address-form-state-required-1440-light');
    await unsaved.getByRole('combobox', { name: /^State/ }).selectOption({ label: 'Illinois' });
    await unsaved.getByRole('button', { name: 'Save' }).click();
    await unsaved.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id }, include: { shippingAddress: true } })).shippingAddress)
      .toMatchObject({ address: '12 Harbor Rd', state: 'IL', country: 'US' });
    // A second one, in Canada, takes its place as the ship-to, so the first is listed under the other addresses.
    const canadian = await addShippingAddress(page, { address: '40 Bay St', city: 'Toronto', zip: 'M5J 2X2', country: 'CA', state: 'Ontario' });
    await canadian.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await prisma().quote.findUniqueOrThrow({ where: { id }, include: { shippingAddress: true } })).shippingAddress)
      .toMatchObject({ address: '40 Bay St', state: 'ON', country: 'CA' });
    const added = await prisma().address.findFirstOrThrow({ where: { address: '12 Harbor Rd' }, orderBy: { id: 'desc' } });

    // Deleting asks first, and says the address goes from the customer everywhere, not only from this quote.
    const remove = page.getByRole('button', { name: /^Delete address 12 Harbor Rd/ });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address from the customer?' });
    await confirm.getByText(/12 Harbor Rd, Evanston, IL 60201, US will be deleted from .+'s addresses everywhere, not just from this quote\./).waitFor();
    await confirm.getByText('Every quote that ships to it is left without a shipping address.', { exact: false }).waitFor();
    await harness.shot(page, 'quote-customer-delete-address-confirm-1440-light');
    await confirm.getByRole('button', { name: 'Keep address' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await prisma().address.findUnique({ where: { id: added.id } })).not.toBeNull();

    await remove.click();
    await confirm.getByRole('button', { name: 'Delete from customer' }).click();
    // the route's error screen, as the crash showed it: "Cannot read properties of null (reading 'rowId')"
    const oops = page.getByText(/Oops! Something went wrong|Cannot read properties/);
    await page.getByText('Address deleted successfully.').or(oops).first().waitFor();
    await remove.waitFor({ state: 'detached' });
    expect(await oops.count(), `the page was replaced: ${pageErrors.join('; ')}`).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.getByRole('heading', { name: 'Shipping' }).waitFor();
    await page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Shipping' }) }).getByText('Toronto, ON M5J 2X2').waitFor();
    await expect.poll(async () => prisma().address.findUnique({ where: { id: added.id } })).toBeNull();
    await harness.shot(page, 'quote-customer-after-address-delete');
  });

  it('at 375 px in the dark, the delete confirmation reads whole and its buttons are in reach', { timeout: 120_000 }, async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await quoteWithCustomer(page);
    await (await addShippingAddress(page, { address: '7 Quay St', city: 'Halifax', zip: 'B3J 1S9', country: 'Canada', state: 'Nova Scotia' })).waitFor({ state: 'detached' });
    await (await addShippingAddress(page, { address: '9 Mill Rd', city: 'Peoria', zip: '61602', state: 'Illinois' })).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Delete address 7 Quay St/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address from the customer?' });
    const button = confirm.getByRole('button', { name: 'Delete from customer' });
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await harness.shot(page, 'quote-customer-delete-address-confirm-375-dark');
    await confirm.getByRole('button', { name: 'Keep address' }).click();
  });

  it('refuses a US State that is no state, naming the field', { timeout: 120_000 }, async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await quoteWithCustomer(page);
    await page.getByRole('button', { name: 'Add shipping address' }).click();
    const form = page.getByRole('dialog', { name: 'Add Shipping Address' });
    await form.getByRole('textbox', { name: /^City/ }).fill('Springfield');
    await form.getByRole('textbox', { name: /^Zip/ }).fill('62701');
    // a foreign state typed while the Country was another keeps its text when the Country becomes US
    await form.getByRole('textbox', { name: /^Country/ }).fill('GB');
    await form.getByRole('textbox', { name: /^State/ }).fill('Ontario');
    await form.getByRole('textbox', { name: /^Country/ }).fill('US');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('State must be a US state (two-letter code, e.g. IL).').waitFor();
    await harness.shot(page, 'quote-address-form-state-error-375-dark');
    await form.getByRole('combobox', { name: /^State/ }).selectOption('IL');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Successfully updated shipping address.').first().waitFor();
  });
});
