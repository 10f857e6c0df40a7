import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
let ledId: number;
let poleId: number;

const prisma = () => harness.app.services.prisma;
const price = (page: Page) => page.getByTestId('total-price');

/** A real user's pick focuses the control; in auto-continue modes 0 and 1 leaving it sends the value. */
async function choose(page: Page, name: RegExp | string, value: string) {
  const select = page.getByRole('combobox', { name });
  await select.focus();
  await select.selectOption(value);
  await page.locator('h1').first().click();
}

async function waitForPrice(page: Page, text: string) {
  await page.getByTestId('total-price').filter({ hasText: text }).waitFor();
}

beforeAll(async () => {
  harness = await startBrowserHarness();
  const acme = await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  ledId = (await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'ALX-AREA' } })).id;
  poleId = (await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'POLE-SQ' } })).id;
});
afterAll(async () => harness?.close());

describe('configuring the LED area light', () => {
  it('changes the price, blocks an incompatible choice with a one-click fix, finishes onto a quote and reconfigures the line', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test', { path: `/Configurator/${ledId}/new/new_1` });
    await waitForPrice(page, '869.00');
    await page.getByText('Total Price: $').waitFor();
    await page.getByRole('heading', { name: 'Configuration Details' }).waitFor();
    await harness.shot(page, 'configurator-led-light-1440');

    // A radio choice is sent as soon as it changes, in every mode.
    await page.getByLabel('300 W (40,500 lm)').check();
    await waitForPrice(page, '1,109.00');
    await choose(page, /^Voltage/, '347-480V');
    await waitForPrice(page, '1,174.00');

    // The configuration is complete, so Finish shows instead of Continue; the arrows walk the pages.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('heading', { name: 'Optics' }).waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('heading', { name: 'Mounting & Finish' }).waitFor();
    await page.getByRole('button', { name: /Controls/ }).click();
    await page.getByRole('heading', { name: 'Controls', level: 1 }).waitFor();

    // A blocked value explains itself and offers the nearest valid configuration.
    const wireless = page.getByText('Wireless node').locator('..');
    expect(await wireless.getAttribute('title')).toBe('Wireless controls are not available at 347-480 V.');
    // The server refuses the choice at once, so the radio stays unchecked and the fix is offered.
    await page.getByRole('radio', { name: 'Wireless node' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Wireless controls are not available at 347-480 V.').waitFor();
    await dialog.getByText('120-277 V').waitFor();
    await harness.shot(page, 'configurator-blocked-choice');
    await dialog.getByRole('button', { name: 'Apply these changes' }).click();
    await waitForPrice(page, '1,319.00');

    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/\/Quote\/\d+$/);
    const quoteId = Number(new URL(page.url()).pathname.split('/').pop());
    const quote = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId }, include: { lines: true } });
    expect(quote.type).toBe(1);
    expect(quote.totalCost.toFixed(2)).toBe('1319.00');
    const line = quote.lines[0]!;
    expect(line.partNumber).toBe('ALX-300-4000K-T3-DBZ');

    // Reconfigure the line from its saved session.
    await page.goto(`/Configurator/${ledId}/${quoteId}/${quoteId}_1?lineNumber=1&LineId=${line.id}&headerId=ALX&configurationId=${quoteId}_1`);
    await waitForPrice(page, '1,319.00');
    expect(await page.getByLabel('300 W (40,500 lm)').isChecked()).toBe(true);
    await page.getByRole('button', { name: /Mounting & Finish/ }).click();
    await choose(page, /^Finish/, 'BLK');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(`**/Quote/${quoteId}`);
    const updated = await prisma().quoteLine.findUniqueOrThrow({ where: { id: line.id } });
    expect(updated.partNumber).toBe('ALX-300-4000K-T3-BLK');
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } })).lineCount).toBe(1);

    // Copy the line's configuration (the quote screen's copy-line call) and reconfigure the copy.
    const token = await harness.app.login('user@acme.test');
    const copied = await harness.app.rest('/api/v1/configurator/copyLineConfiguration', { sourceHeaderId: 'ALX', sourceDetailId: `${quoteId}_1`, headerId: 'ALX', detailId: `${quoteId}_2`, productId: ledId }, token);
    expect(copied.status).toBe(200);
    await page.goto(`/Configurator/${ledId}/${quoteId}/${quoteId}_2?configurationId=${quoteId}_2&headerId=ALX`);
    await waitForPrice(page, '869.00');
  });

  it('cancels back to the quote dashboard after confirming', async () => {
    const { page } = await harness.newPage();
    await harness.signIn(page, 'dealer@acme.test', { path: `/Configurator/${ledId}/new/new_1` });
    await waitForPrice(page, '869.00');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Are you sure you want to cancel?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/QuoteDashboard');
  });

  it('shows the required-field rule on Continue and the error state for an unknown product', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800 });
    await page.goto(`/Configurator/${ledId}/new/new_1`);
    await waitForPrice(page, '869.00');
    await page.getByRole('button', { name: /Mounting & Finish/ }).click();
    await choose(page, /^Finish/, 'CUS');
    await page.getByLabel(/Paint Color/).waitFor();
    // Incomplete: Continue replaces Finish, and Enter runs it with the field rules.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('This field is required.').waitFor();
    await harness.shot(page, 'configurator-required-375');
    await page.getByLabel(/Paint Color/).fill('RAL 5003');
    await page.getByRole('button', { name: 'Finish', exact: true }).waitFor();
    await waitForPrice(page, '1,019.00');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByRole('heading', { name: 'Optics' }).waitFor();
    await page.goto('/Configurator/999999/new/new_1');
    await page.getByText('The configuration could not be started: Product not found.').waitFor();
    await harness.shot(page, 'configurator-error-375');
  });

  it('shows a loading indicator until the configuration has started', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/configurator/start', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/Configurator/${ledId}/new/new_1`);
    await page.getByRole('status', { name: 'Loading configuration' }).waitFor();
    await harness.shot(page, 'configurator-loading-1440');
    release();
    await waitForPrice(page, '869.00');
  });

  it('renders in dark mode on a phone', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
    await page.goto(`/Configurator/${ledId}/new/new_1`);
    await waitForPrice(page, '869.00');
    await harness.shot(page, 'configurator-led-light-375-dark');
    const { page: wide } = await harness.newPage({ width: 1440, height: 900, colorScheme: 'dark' });
    await wide.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
    await wide.goto(`/Configurator/${ledId}/new/new_1`);
    await waitForPrice(wide, '869.00');
    await wide.getByRole('button', { name: /Optics/ }).click();
    await wide.getByRole('heading', { name: 'Optics' }).waitFor();
    await harness.shot(wide, 'configurator-optics-1440-dark');
  });
});

describe('field rules (part 1 §5)', () => {
  for (const [width, height, colorScheme] of [
    [1440, 900, 'light'],
    [375, 800, 'dark'],
  ] as const) {
    it(`checks on Continue or Finish only, one message per fault, and keeps what the user typed (${width} px, ${colorScheme})`, async () => {
      const { page } = await harness.newPage({ width, height, colorScheme });
      if (colorScheme === 'dark') await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
      await harness.signIn(page, 'user@acme.test', { path: `/Configurator/${poleId}/new/new_1` });
      await waitForPrice(page, '613.00');
      const heightField = page.getByLabel(/^Height \(ft\)/);
      const submit = page.getByRole('button', { name: /^(Continue|Finish)$/ });
      const messages = (text: string) => page.getByText(text, { exact: true });

      // A typed non-number: nothing is said while typing or on leaving the field, one message on Finish.
      await heightField.fill('tall');
      await heightField.blur();
      expect(await messages('This field must be a number.').count()).toBe(0);
      await submit.click();
      await messages('This field must be a number.').waitFor();
      expect(await messages('This field must be a number.').count()).toBe(1);
      expect(await page.locator('.alert').count()).toBe(0);
      expect(await heightField.inputValue()).toBe('tall');
      await harness.shot(page, `configurator-not-a-number-${width}-${colorScheme}`);

      // An emptied required field stays empty through another change, and says so on Finish.
      await heightField.fill('');
      await heightField.blur();
      await page.getByLabel('5 in square').check();
      await price(page).filter({ hasNotText: '613.00' }).waitFor();
      expect(await heightField.inputValue()).toBe('');
      await submit.click();
      await messages('This field is required.').waitFor();
      expect(await messages('This field is required.').count()).toBe(1);
      expect(await page.locator('.alert').count()).toBe(0);
      expect(page.url()).toContain('/Configurator/');
      await harness.shot(page, `configurator-required-emptied-${width}-${colorScheme}`);

      // The engine's step rule, checked on the screen with the same words.
      await heightField.fill('20 1/8');
      await heightField.blur();
      await submit.click();
      await messages('This field must be in steps of 1/4 from 10.').waitFor();
      expect(await page.locator('.alert').count()).toBe(0);

      // A valid fraction goes to the engine; Finish then puts the configuration on a quote.
      await heightField.fill('24 1/2');
      await heightField.blur();
      await page.getByText('This field must be in steps of 1/4 from 10.').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Finish', exact: true }).click();
      await page.waitForURL(/\/Quote\/\d+$/);
      const quoteId = Number(new URL(page.url()).pathname.split('/').pop());
      const line = await prisma().quoteLine.findFirstOrThrow({ where: { quoteId } });
      expect(JSON.stringify(line.details)).toContain('24 1/2');
    });
  }

  it("takes the configurator's alerts away when the user goes on to the quote", async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test', { path: `/Configurator/${ledId}/new/new_1` });
    await waitForPrice(page, '869.00');
    await page.getByLabel('300 W (40,500 lm)').check();
    await page.locator('.alert', { hasText: /lumens/ }).waitFor();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/\/Quote\/\d+$/);
    await page.getByText('ALX-300-4000K-T3-DBZ').first().waitFor();
    // gone on arrival (allowing its exit animation), long before its own lifetime would end it
    await expect.poll(() => page.locator('.alert', { hasText: /lumens/ }).count(), { timeout: 2_000 }).toBe(0);
  });
});

describe('a reload or Back', () => {
  it('keeps the configuration: F5 goes on with the session, leaving with choices asks first', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test', { path: '/Catalog' });
    await page.getByRole('article', { name: 'Square Steel Pole' }).getByRole('button', { name: 'Configure' }).click();
    await page.waitForURL(/\/Configurator\//);
    const address = page.url();
    await waitForPrice(page, '613.00');
    await page.getByLabel('5 in square').check();
    await price(page).filter({ hasNotText: '613.00' }).waitFor();
    const changed = (await price(page).textContent())!;
    await page.getByRole('button', { name: /Base/ }).click();
    await page.getByRole('heading', { name: 'Base', level: 1 }).waitFor();

    // An accidental Back inside the app asks first; staying keeps everything.
    await page.goBack();
    const leave = page.getByRole('dialog').filter({ hasText: 'Your choices are not on a quote yet. Leave the configurator?' });
    await leave.waitFor();
    await harness.shot(page, 'configurator-leave-question-1440');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toBe(address);
    await waitForPrice(page, changed);

    // A reload asks the browser's question first, then goes on with the same session, on the same page.
    const sessionsBefore = await prisma().configuratorSession.count();
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await waitForPrice(page, changed);
    await page.getByRole('heading', { name: 'Base', level: 1 }).waitFor();
    expect(asked).toEqual(['beforeunload']);
    expect(await prisma().configuratorSession.count()).toBe(sessionsBefore);
    await page.getByRole('button', { name: /Shaft/ }).click();
    expect(await page.getByLabel('5 in square').isChecked()).toBe(true);

    // Finish needs no question, and the finished session is not resumed again.
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/\/Quote\/\d+$/);
    expect(asked).toEqual(['beforeunload']);
    await page.goto(address);
    await waitForPrice(page, '613.00');
  });
});

describe('the anonymous visitor', () => {
  it('saves the configuration with an email and ends with a quote request', async () => {
    const { page } = await harness.newPage();
    await page.goto(`/Configurator/${ledId}/new/new_1`);
    await waitForPrice(page, '869.00');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Please enter your email to save your configuration.').waitFor();
    await dialog.getByLabel(/Email/).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter a valid email address.').waitFor();
    await harness.shot(page, 'configurator-save-email');
    await dialog.getByLabel(/Email/).fill('visitor@example.test');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The new account's quote request opens, with a confirmation.
    await page.waitForURL(/\/Quote\/\d+$/);
    await page.getByText(/Your configuration is saved on Quote Request #\d+\./).waitFor();
    const user = await prisma().user.findUniqueOrThrow({ where: { username: 'visitor@example.test' }, include: { role: true } });
    expect(user.role.roleLevel).toBe(0);
    expect(user.checkoutType).toBe('stripe');
    const requests = await prisma().quote.findMany({ where: { createdByUserId: user.id } });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.type).toBe(3);
    expect(requests[0]!.totalCost.toFixed(2)).toBe('869.00');
  });

  it('saves at once with an email query parameter', async () => {
    const { page } = await harness.newPage();
    await page.goto(`/Configurator/${ledId}/new/new_1?email=linked@example.test`);
    await waitForPrice(page, '869.00');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(/\/Quote\/\d+$/);
    const user = await prisma().user.findUniqueOrThrow({ where: { username: 'linked@example.test' } });
    expect(await prisma().quote.count({ where: { createdByUserId: user.id, type: 3 } })).toBe(1);
  });
});

describe('configurator models admin', () => {
  it('lists the models, shows a bad rule by path, previews the model and saves a new version', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 1000 });
    await harness.signIn(page, 'admin@acme.test', { path: '/Administration' });
    await page.getByRole('link', { name: 'Configurator Models' }).click();
    await page.waitForURL('**/ConfiguratorModels');
    await page.getByText('Square Steel Pole').first().click();
    await page.waitForURL(/\/ConfiguratorModel\/\d+$/);
    const preview = page.getByRole('region', { name: 'Live preview' });
    await preview.getByText('Total Price: $').waitFor();
    await page.getByText('No problems found.').waitFor();

    // Typing a fractional height in the preview reprices it.
    await preview.getByLabel(/Height/).fill('30 1/2');
    await preview.getByLabel(/Height/).blur();
    await preview.getByText('Shipping length 30 1/2 ft.').waitFor();
    await harness.shot(page, 'configurator-model-editor-1440');

    const editor = page.getByLabel('Document (JSON)');
    const original = await editor.inputValue();
    await editor.fill(original.replace('"completeWhen": "height >= 10"', '"completeWhen": "height >= "'));
    await page.getByText('completeWhen').first().waitFor();
    await page.getByText("the rule ended where a value was expected at position 11").waitFor();
    await harness.shot(page, 'configurator-model-editor-error');

    await editor.fill(original.replace('"basePrice": 285', '"basePrice": 300'));
    await page.getByText('No problems found.').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/as version 2\./).waitFor();
  });

  it('shows the model list on a phone in dark mode', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
    await harness.signIn(page, 'admin@borealis.test', { path: '/ConfiguratorModels' });
    await page.getByText('Cold-Weather Flood Light').first().waitFor();
    expect(await page.getByText('LED Area Light').count()).toBeGreaterThan(0);
    await harness.shot(page, 'configurator-models-375-dark');
  });
});
