import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overlaps, startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

const MISSING = 999_999;

/** The not-found screen: its heading, and no form to edit. */
async function expectNotFound(page: Page, path: string, text: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: text, exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Save' }).count(), `${path} shows no form`).toBe(0);
  expect(await page.locator('form input, form select, form textarea').count(), `${path} shows no fields`).toBe(0);
}

describe('a missing or foreign record', () => {
  it('shows "… not found." on every detail screen, for a missing id, another platform\'s record and an id that is no id', async () => {
    const prisma = harness.app.services.prisma;
    const borealis = await prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } });
    const pid = borealis.id;
    const foreign = {
      quote: (await prisma.quote.findFirstOrThrow({ where: { pid } })).id,
      customer: (await prisma.customer.findFirstOrThrow({ where: { pid } })).id,
      product: (await prisma.product.findFirstOrThrow({ where: { pid } })).id,
      user: (await prisma.user.findFirstOrThrow({ where: { pid } })).username,
      group: (await prisma.group.findFirstOrThrow({ where: { pid } })).id,
      productList: (await prisma.productList.findFirstOrThrow({ where: { pid } })).id,
      theme: (await prisma.theme.findFirstOrThrow({ where: { pid } })).id,
      model: (await prisma.configuratorModel.findFirstOrThrow({ where: { pid } })).id,
    };
    const rma = await prisma.rma.findFirst({ where: { pid } });

    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test');
    const screens: [string, string, (string | number)[]][] = [
      ['/Quote/', 'Quote not found.', [MISSING, foreign.quote, 'bogus']],
      ['/Print/', 'Quote not found.', [MISSING, foreign.quote]],
      ['/DealerQuote/', 'Quote not found.', [MISSING, foreign.quote]],
      ['/Checkout/', 'Quote not found.', [MISSING, foreign.quote]],
      ['/ThankYou?quoteId=', 'Quote not found.', [MISSING, foreign.quote]],
      ['/Customer/', 'Customer not found.', [MISSING, foreign.customer, 'bogus']],
      ['/Products/edit/', 'Product not found.', [MISSING, foreign.product, 'bogus']],
      ['/Platforms/edit/', 'Platform not found.', [MISSING, pid, 'bogus']],
      ['/Users/edit/', 'User not found.', ['nobody@nowhere.test', foreign.user]],
      ['/Group/', 'Group not found.', [MISSING, foreign.group, 'bogus']],
      ['/ProductList/', 'Product list not found.', [MISSING, foreign.productList, 'bogus']],
      ['/Theme/', 'Theme not found.', [MISSING, foreign.theme, 'bogus']],
      ['/RMA/', 'RMA not found.', [MISSING, ...(rma ? [rma.id] : []), 'bogus']],
      ['/ConfiguratorModel/', 'Configurator model not found.', [MISSING, foreign.model, 'bogus']],
      ['/Role/', 'Platform not found.', [pid, 'bogus']],
    ];
    for (const [prefix, text, ids] of screens) {
      for (const id of ids) await expectNotFound(page, `${prefix}${id}`, text);
    }
    // /Users/{anything but create or edit} is no user either.
    await expectNotFound(page, '/Users/bogus', 'User not found.');
    await harness.shot(page, 'not-found-1440-light');

    const small = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(small.page, 'admin@acme.test');
    await expectNotFound(small.page, `/Customer/${foreign.customer}`, 'Customer not found.');
    await harness.shot(small.page, 'not-found-375-dark');
    await small.page.getByRole('link', { name: 'Go back' }).click();
    await small.page.waitForURL('**/Administration');
  });

  it('an unexpected failure shows the Oops screen, never the raw error', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900, colorScheme: 'dark' });
    await harness.signIn(page, 'admin@acme.test');
    const customer = await harness.app.services.prisma.customer.findFirstOrThrow({ where: { platform: { name: 'Acme Lighting' } } });
    // The screen's own query fails as a broken server would: HTTP 500 with a body that is no JSON.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (/"operationName":"(ViewerProviderQuery|ThemeProviderQuery|reportClientErrorMutation)"/.test(body)) return route.fallback();
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'TypeError: undefined is not a function' });
    });
    await page.goto(`/Customer/${customer.id}`);
    await page.getByRole('heading', { name: 'Oops! Something went wrong...' }).waitFor();
    await page.getByText("Try refreshing the page, if that doesn't work please come back and try again later.").waitFor();
    expect(await page.getByText(/TypeError|500|Internal Server Error/).count()).toBe(0);
    await harness.shot(page, 'error-screen-1440-dark');
  });
});

describe('alerts', () => {
  for (const [width, height, colorScheme] of [
    [1440, 900, 'light'],
    [1440, 900, 'dark'],
    [375, 800, 'light'],
    [375, 800, 'dark'],
  ] as const) {
    it(`never cover the page's header actions, and at most three show (${width} px, ${colorScheme})`, async () => {
      const { page } = await harness.newPage({ width, height, colorScheme });
      await harness.signIn(page, 'admin@acme.test', { path: '/StatusTypes' });
      // A table at 1440 px, cards at 375 px. The last status type: at 375 px the alert stack sits
      // over the first cards, and a tap there lands on an alert, as a user's would.
      const closed = page.getByText('Closed', { exact: true }).first();
      await closed.waitFor();
      // Four saves in a row, each with its success alert.
      for (let i = 0; i < 4; i++) {
        await closed.click();
        const panel = page.getByRole('dialog', { name: /Edit Status Type/ });
        await panel.getByRole('button', { name: 'Save' }).click();
        await panel.waitFor({ state: 'detached' });
        await page.locator('.alert').first().waitFor();
        expect(await page.locator('.alert').count()).toBeLessThanOrEqual(3);
      }
      // Alerts dismiss themselves after a while: measure them and the actions in one go.
      const { alertBoxes, actionBoxes } = await page.evaluate(() => {
        const boxes = (selector: string) =>
          [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0).map(({ x, y, width, height }) => ({ x, y, width, height }));
        return {
          alertBoxes: boxes('.alert'),
          actionBoxes: boxes('.page-header__actions button, .page-header__actions a, .list-screen__toolbar button, .list-screen__toolbar input'),
        };
      });
      expect(alertBoxes.length).toBeGreaterThan(0);
      expect(actionBoxes.length).toBeGreaterThan(0);
      for (const box of alertBoxes) {
        for (const target of actionBoxes) expect(overlaps(box, target), 'an alert covers a header action').toBe(false);
      }
      await harness.shot(page, `alerts-${width}-${colorScheme}`);
      // The page's own Create button stays clickable while the alerts show.
      await page.getByRole('button', { name: 'Create' }).click({ trial: true, timeout: 2000 });
      // Each alert is dismissed on its own.
      const shown = await page.locator('.alert').elementHandles();
      expect(shown.length).toBeGreaterThan(1);
      await (await shown[0]!.$('button[aria-label="Dismiss"]'))!.click();
      await shown[0]!.waitForElementState('hidden', { timeout: 2000 });
      const othersStay = await Promise.all(shown.slice(1).map((alert) => alert.evaluate((element) => element.isConnected)));
      expect(othersStay).toContain(true);
    });
  }
});

describe('alerts keep clear of row actions and dialogs', () => {
  type Box = { x: number; y: number; width: number; height: number };
  /** The alert stack's box and the boxes of what must stay pressable, measured in one go. */
  const measure = (page: Page, targets: string) =>
    page.evaluate((selector) => {
      const inView = (box: DOMRect) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      const plain = ({ x, y, width, height }: DOMRect) => ({ x, y, width, height });
      const stack = document.querySelector('.alert-stack')!.getBoundingClientRect();
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      const scope = dialogs.length ? dialogs[dialogs.length - 1]! : document;
      return {
        stack: plain(stack),
        targets: [...scope.querySelectorAll(selector)].map((element) => element.getBoundingClientRect()).filter(inView).map(plain),
        scrolled: window.scrollY,
      };
    }, targets);
  const expectClear = (stack: Box, targets: Box[], what: string) => {
    expect(targets.length, `no ${what} measured`).toBeGreaterThan(0);
    for (const target of targets) expect(overlaps(stack, target), `the alerts cover ${what}`).toBe(false);
  };

  for (const [width, height, colorScheme] of [
    [1440, 900, 'light'],
    [375, 800, 'dark'],
  ] as const) {
    it(`cover no row action after scrolling and no button of a dialog (${width} px, ${colorScheme})`, async () => {
      const { prisma } = harness.app.services;
      const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
      // Enough quotes for the list to scroll.
      await prisma.quote.createMany({
        data: Array.from({ length: 30 }, (_, index) => ({
          clientId: `alerts-${width}-${index}`,
          type: 1,
          pid: admin.pid,
          createdByUserId: admin.id,
          username: admin.username,
          createdByFirstName: admin.firstName,
          createdByLastName: admin.lastName,
          jobName: `Alert clearance ${width} #${index}`,
        })),
      });
      const gone = await prisma.quote.findFirstOrThrow({ where: { clientId: `alerts-${width}-20` } });
      const goneToo = await prisma.quote.findFirstOrThrow({ where: { clientId: `alerts-${width}-19` } });
      const { page } = await harness.newPage({ width, height, colorScheme });
      if (colorScheme === 'dark') await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
      await harness.signIn(page, 'admin@acme.test');
      const quotes = page.locator('section.list-screen').filter({ has: page.getByRole('heading', { name: 'Quotes', exact: true }) });
      await quotes.getByLabel('Page size').first().selectOption('48');
      const remove = quotes.getByRole('button', { name: `Delete Quote #${gone.id}` });
      await remove.waitFor();
      // Someone else deletes the quote meanwhile: deleting it here fails with an alert, the row stays.
      await prisma.quote.deleteMany({ where: { id: { in: [gone.id, goneToo.id] } } });
      await remove.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 120));
      await remove.click();
      await page.locator('.alert', { hasText: 'Quote not found.' }).waitFor();
      await remove.waitFor();
      const list = await measure(page, '.data-table__actions button, .grid-card__actions button');
      expect(list.scrolled).toBeGreaterThan(0);
      expectClear(list.stack, list.targets, "a row's actions");
      await harness.shot(page, `alerts-row-actions-${width}-${colorScheme}`, { viewport: true });
      await remove.click({ trial: true, timeout: 2000 });

      // A dialog opened while an alert shows: none of its buttons is covered.
      await page.locator('.alert').first().waitFor({ state: 'detached' });
      const removeToo = quotes.getByRole('button', { name: `Delete Quote #${goneToo.id}` });
      await removeToo.click();
      await page.locator('.alert', { hasText: 'Quote not found.' }).waitFor();
      await quotes.getByRole('button', { name: `Internal Documents of Quote #${goneToo.id}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.locator('.alert', { hasText: 'Quote not found.' }).waitFor();
      const inDialog = await measure(page, 'button, a[href]');
      expectClear(inDialog.stack, inDialog.targets, "a dialog's buttons");
      await harness.shot(page, `alerts-dialog-${width}-${colorScheme}`, { viewport: true });
    });
  }
});

describe('side panels', () => {
  it('close on browser Back like modals, asking first when there are unsaved changes', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: '/StatusTypes' });
    await page.getByRole('row', { name: /In Review/ }).first().click();
    const panel = page.getByRole('dialog', { name: /Edit Status Type/ });
    await panel.waitFor();
    await page.goBack();
    await panel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/StatusTypes');

    await page.getByRole('row', { name: /In Review/ }).first().click();
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('In Review (edited)');
    await page.goBack();
    const question = page.getByText('Changes have been made are you sure you want to cancel?');
    await question.waitFor();
    await harness.shot(page, 'side-panel-back-asks-1440-light');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    expect(await panel.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('In Review (edited)');
    await page.goBack();
    await question.waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/StatusTypes');
    await page.getByRole('row', { name: /In Review/ }).first().waitFor();
  });

  it('the issue report and role editors are side panels that close on Back too', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(page, 'super@acme.test', { path: '/IssueReports' });
    await page.getByRole('button', { name: 'Create' }).click();
    const report = page.getByRole('dialog', { name: 'Create Issue Report' });
    await report.getByRole('textbox', { name: /Title/ }).fill('Printer jams');
    await page.goBack();
    await page.getByText('Changes have been made are you sure you want to cancel?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await report.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/IssueReports');

    const pid = (await harness.app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
    await page.goto(`/Role/${pid}`);
    await page.getByRole('button', { name: 'Create Role' }).click();
    const role = page.getByRole('dialog', { name: 'Create Role' });
    await role.waitFor();
    await harness.shot(page, 'role-panel-375-dark');
    await page.goBack();
    await role.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/Role/${pid}`);
  });
});

describe('a session the server revoked', () => {
  it('lands on /Login with "Your login token has expired." like an expired one, at once', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800 });
    await harness.signIn(page, 'dealer@acme.test');
    const prisma = harness.app.services.prisma;
    const user = await prisma.user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
    // The session ends in the database, as when every session of a user is revoked.
    await prisma.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
    await page.getByText('Your login token has expired.').first().waitFor();
    await page.waitForURL('**/Login');
    expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
  });

  it('a token the server does not take at all (signed with another secret) ends the same way', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'dealer@acme.test');
    await page.evaluate(() => {
      const key = localStorage.getItem('token') ? localStorage : sessionStorage;
      const [head, body] = key.getItem('token')!.split('.');
      key.setItem('token', `${head}.${body}.c2lnbmVkLWVsc2V3aGVyZQ`);
    });
    await page.goto('/');
    await page.getByText('Your login token has expired.').first().waitFor();
    await page.waitForURL('**/Login');
    await harness.shot(page, 'session-refused-login-1440-light');
  });
});

describe('the Thank-you page', () => {
  it('opened without an order just placed, goes to /QuoteDashboard instead of thanking for one', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(page, 'user@acme.test', { path: '/ThankYou?order=QC-00000042' });
    await page.waitForURL('**/QuoteDashboard');
    expect(await page.getByRole('heading', { name: 'Thank you!' }).count()).toBe(0);
  });
});
