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
    await harness.signIn(page, username, { withForm: true });
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
    await harness.signIn(page, 'admin@acme.test', { path: '/Login' });
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

describe('group filter', () => {
  it("choosing a group shows the group's quotes on the dashboard, and 'See only my content' goes back", async () => {
    const { prisma } = harness.app.services;
    const user = await prisma.user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' }, include: { memberships: { include: { group: true } } } });
    await prisma.user.update({ where: { id: user.id }, data: { groupId: null } });
    const group = user.memberships[0].group;
    const ownCount = await prisma.quote.count({ where: { type: 1, createdByUserId: user.id } });
    // a quote of the group that the dealer did not create
    await prisma.quote.create({ data: { clientId: 'group-filter-test', type: 1, pid: group.pid, groupId: group.id, jobName: 'Shared group job' } });
    const groupCount = await prisma.quote.count({ where: { type: 1, groupId: group.id } });

    const { page } = await harness.newPage();
    await harness.signIn(page, 'dealer@acme.test');
    const rows = page.locator('main table tbody tr');
    await page.getByRole('heading', { name: 'Quotes', exact: true }).waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('main table tbody tr').length === n, Math.max(ownCount, 1));
    expect(await page.getByText('Shared group job').count()).toBe(0);

    await page.getByRole('button', { name: 'Group' }).click();
    await page.getByRole('menuitem', { name: group.name }).click();
    await page.waitForURL('**/QuoteDashboard');
    await page.getByText('Shared group job').waitFor();
    expect(await rows.count()).toBe(groupCount);
    expect(await page.getByRole('button', { name: 'Group' }).getAttribute('title')).toBe(`Filtering pages by group: ${group.name}`);
    await harness.shot(page, 'dashboard-group-filter');

    await page.getByRole('button', { name: 'Group' }).click();
    await page.getByTitle('See only my content.').click();
    await page.getByText('Shared group job').waitFor({ state: 'detached' });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).groupId).toBeNull();
  });
});
