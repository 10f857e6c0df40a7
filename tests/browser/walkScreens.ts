import type { Page } from 'playwright-core';

export const WALK_ACCOUNTS: ReadonlyArray<readonly [string, number]> = [
  ['super@acme.test', 9],
  ['admin@acme.test', 5],
  ['dealer@acme.test', 3],
  ['user@acme.test', 1],
  ['public@acme.test', 0],
  ['admin@borealis.test', 5],
  ['user@borealis.test', 1],
];

export interface ScreenProblems {
  path: string;
  problems: string[];
}

/** Records what a user would notice going wrong on a page: console errors, page errors, failed requests, GraphQL errors. */
export function watchProblems(page: Page) {
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /React|Warning:/.test(message.text()))) {
      problems.push(`console ${message.type()}: ${message.text().slice(0, 400)}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 400)}`));
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.request().method()} ${url.pathname}`);
    if (url.pathname === '/graphql' && response.request().method() === 'POST') {
      try {
        const body = (await response.json()) as { errors?: Array<{ message: string; path?: unknown[] }> };
        for (const error of body.errors ?? []) problems.push(`GraphQL error: ${error.message} at ${JSON.stringify(error.path ?? [])}`);
      } catch {
        // a non-JSON body is already reported by its status
      }
    }
  });
  return {
    take() {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

/** Waits for the page to settle: no spinner, network quiet. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .locator('[role="progressbar"], .spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
}

/** Every path reachable from the header, the user menu and /Administration for the signed-in viewer. */
export async function reachablePaths(page: Page, roleLevel: number): Promise<string[]> {
  const paths = new Set<string>(['/', '/Catalog', '/QuoteDashboard']);
  await page.goto('/QuoteDashboard');
  await settle(page);
  for (const href of await page.locator('header a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
    paths.add(href);
  }
  await page.getByRole('button', { name: 'User menu' }).click();
  for (const href of await page.locator('[role="menu"] a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
    paths.add(href);
  }
  await page.keyboard.press('Escape');
  if (roleLevel >= 4) {
    await page.goto('/Administration');
    await settle(page);
    paths.add('/Administration');
    for (const href of await page.locator('nav[aria-label="Administration"] a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      paths.add(href);
    }
  }
  return [...paths];
}

export async function errorScreenShown(page: Page) {
  return (await page.getByText('Oops! Something went wrong...').count()) > 0;
}

export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
