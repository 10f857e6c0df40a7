import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

describe('signing in', () => {
  it.each([
    ['super@acme.test', 9],
    ['admin@acme.test', 5],
    ['dealer@acme.test', 3],
    ['user@acme.test', 1],
    ['public@acme.test', 0],
    ['admin@borealis.test', 5],
    ['user@borealis.test', 1],
  ])('%s (level %i) signs in and lands on the quote dashboard with the menu of its level', async (username, level) => {
    const { page } = await harness.newPage();
    await harness.signIn(page, username);
    expect(new URL(page.url()).pathname).toBe('/QuoteDashboard');

    // Level 0 gets the catalog link, everyone else the Quotes link.
    const topLink = level === 0 ? 'Product Catalog' : 'Quotes';
    await page.locator('header').getByRole('link', { name: topLink }).first().waitFor();
    // Level 0 raises quote requests and has no quote list; admins see both lists.
    if (level > 0) await page.getByRole('heading', { name: 'Quotes', exact: true }).waitFor();
    if (level === 0 || level >= 5) await page.getByRole('heading', { name: 'Quote Requests' }).waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    const adminEntry = page.getByTitle('System Administration Panel');
    expect(await adminEntry.count()).toBe(level >= 5 ? 1 : 0);
    const ordersEntry = page.getByTitle('View past Orders.');
    expect(await ordersEntry.count()).toBe(level > 0 ? 1 : 0);
    await harness.shot(page, `dashboard-${username.replace(/[@.]/g, '-')}`);
  });

  it('shows "Login failed!" for a wrong password and stays on /Login', async () => {
    const { page } = await harness.newPage();
    await page.goto('/Login');
    await page.getByLabel(/email/i).fill('user@acme.test');
    await page.getByLabel(/^password/i).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login failed!').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/Login');
  });
});

describe('route guards', () => {
  it('sends a visitor from a guarded or admin route to /Login', async () => {
    const { page } = await harness.newPage();
    for (const path of ['/QuoteDashboard', '/MyOrders/someone', '/Administration', '/Users']) {
      await page.goto(path);
      await page.waitForURL('**/Login');
    }
  });

  it('sends a level-1 user from admin routes to /QuoteDashboard', async () => {
    const { page } = await harness.newPage();
    await harness.signIn(page, 'user@acme.test');
    for (const path of ['/Administration', '/Users', '/Platforms', `/Orders/1`]) {
      await page.goto(path);
      await page.waitForURL('**/QuoteDashboard');
    }
  });

  it('redirects a signed-in user away from /Login and lets an admin into /Administration', async () => {
    const { page } = await harness.newPage();
    await harness.signIn(page, 'admin@acme.test');
    await page.goto('/Login');
    await page.waitForURL('**/QuoteDashboard');
    await page.goto('/Administration');
    await page.getByText('Status Types').first().waitFor();
    expect(await page.getByText('Role Management').count()).toBe(0); // level 9 only
    await harness.shot(page, 'administration-admin');
  });

  it('keeps a "stay logged in" session across a reload, and signing out returns to /Login', async () => {
    const { page } = await harness.newPage();
    await harness.signIn(page, 'dealer@acme.test', { stayLoggedIn: true });
    await page.reload();
    await page.getByRole('heading', { name: 'Quotes', exact: true }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByTitle('Sign out of your account').click();
    await page.waitForURL('**/Login');
    const stored = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
    expect(Object.values(stored.local).concat(Object.values(stored.session)).some((v) => v.split('.').length === 3)).toBe(false);
  });
});

describe('dark mode', () => {
  it('persists across a reload and changes the page colours', async () => {
    const { page } = await harness.newPage();
    await harness.signIn(page, 'user@acme.test');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.locator('header').getByRole('button', { name: 'Dark Mode' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await harness.shot(page, 'dashboard-dark');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.getByRole('heading', { name: 'Quotes', exact: true }).waitFor();
    expect(await background()).not.toBe(light);
  });
});
