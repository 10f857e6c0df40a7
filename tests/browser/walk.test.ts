import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';
import { errorScreenShown, horizontalOverflow, reachablePaths, settle, WALK_ACCOUNTS, watchProblems } from './walkScreens.ts';

// Every screen a user reaches from the header, the user menu and /Administration, for every demo
// role and a visitor, plus each step of the first quote on the dashboard: no error screen, no
// GraphQL error, no failed request, no console error, and nothing wider than a 375 px phone.

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

const shotName = (who: string, path: string, variant: string) =>
  `walk-${who.replace(/[@.]/g, '-')}${decodeURIComponent(path).replace(/[/:@.]/g, '_')}-${variant}`;

/** The screens of the walk: the reachable paths plus the first quote the dashboard lists. */
async function walkPaths(page: Page, roleLevel: number): Promise<string[]> {
  const paths = await reachablePaths(page, roleLevel);
  await page.goto('/QuoteDashboard');
  await settle(page);
  const editQuote = page.getByRole('button', { name: /^Edit Quote #/ }).first();
  if ((await editQuote.count()) > 0) {
    await editQuote.click();
    await page.waitForURL('**/Quote/*');
    paths.push(new URL(page.url()).pathname);
  }
  return paths;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  // A guard may redirect; the user must still land on a working screen.
  await page.locator('header').first().waitFor();
}

async function walk(who: string, roleLevel: number | null) {
  const found: string[] = [];
  let paths: string[] = ['/', '/Catalog'];
  for (const variant of [
    { width: 1440, colorScheme: 'light' as const },
    { width: 375, colorScheme: 'dark' as const },
  ]) {
    const { page, context } = await harness.newPage({ width: variant.width, height: 900, colorScheme: variant.colorScheme });
    const problems = watchProblems(page);
    if (roleLevel !== null) {
      await harness.signIn(page, who);
      if (variant.width === 1440) paths = await walkPaths(page, roleLevel);
    }
    problems.take();
    for (const path of paths) {
      await visit(page, path);
      const where = `${who} ${path} at ${variant.width} px ${variant.colorScheme}`;
      if (await errorScreenShown(page)) found.push(`${where}: error screen`);
      for (const problem of problems.take()) found.push(`${where}: ${problem}`);
      if (variant.width === 375) {
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) found.push(`${where}: ${overflow} px wider than the screen`);
      }
      await harness.shot(page, shotName(who, path, `${variant.width}-${variant.colorScheme}`));
      // The quote detail joins several areas' panels (lines, customer, summary with order placement): open each step.
      if (path.startsWith('/Quote/')) {
        const tabs = page.getByRole('tab');
        const count = await tabs.count();
        for (let index = 0; index < count; index++) {
          const name = (await tabs.nth(index).textContent())?.replace(/^\d+/, '').trim() ?? String(index);
          await tabs.nth(index).click();
          await settle(page);
          const step = `${where}, step ${name}`;
          if (await errorScreenShown(page)) found.push(`${step}: error screen`);
          for (const problem of problems.take()) found.push(`${step}: ${problem}`);
          if (variant.width === 375 && (await horizontalOverflow(page)) > 0) found.push(`${step}: wider than the screen`);
          await harness.shot(page, shotName(who, `${path}-${name}`, `${variant.width}-${variant.colorScheme}`));
        }
      }
    }
    await context.close();
  }
  return { paths, found };
}

describe('walking every screen', () => {
  it('a visitor sees the landing page and the catalog without errors', async () => {
    const { found } = await walk('visitor', null);
    expect(found).toEqual([]);
  }, 120_000);

  it.each(WALK_ACCOUNTS)(
    '%s (level %i) reaches every screen of its menus without an error',
    async (username, level) => {
      const { paths, found } = await walk(username, level);
      expect(paths).toContain('/QuoteDashboard');
      if (level >= 5) expect(paths).toContain('/Administration');
      if (level > 0) expect(paths.some((path) => path.startsWith('/MyOrders/'))).toBe(true);
      expect(found).toEqual([]);
    },
    300_000,
  );
});
