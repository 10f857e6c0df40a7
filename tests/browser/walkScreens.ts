import type { Page, Request } from 'playwright-core';
import axe from 'axe-core';
import type { BrowserHarness } from './harness.ts';

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

/** The requests a page has under way, and how many it has started: what settle() waits on. */
interface RequestLog {
  open: Set<Request>;
  started: number;
}
const requestLogs = new WeakMap<Page, RequestLog>();

/** Follows a page's requests from now on, for settle(); called before the page loads anything. */
export function followRequests(page: Page) {
  const log: RequestLog = { open: new Set(), started: 0 };
  requestLogs.set(page, log);
  page.on('request', (request) => {
    log.open.add(request);
    log.started += 1;
  });
  page.on('requestfinished', (request) => log.open.delete(request));
  page.on('requestfailed', (request) => log.open.delete(request));
}

/** How long no request may start, once the page's main thread is idle, for its loading to count as done. */
const QUIET_MS = 100;
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Until no request is under way and none starts while the page handles what the last answers set
 * off: the main thread has gone idle (requestIdleCallback) and stayed without a new request for
 * QUIET_MS. Playwright's 'networkidle' waits for a fixed half second of silence after every load
 * instead, most of a screen's visit.
 */
async function networkQuiet(page: Page, log: RequestLog) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (log.open.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    const started = log.started;
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }))).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    if (log.open.size === 0 && log.started === started) return;
  }
}

/** Waits for the page to settle: no spinner, network quiet. */
export async function settle(page: Page) {
  const log = requestLogs.get(page);
  const quiet = () => (log ? networkQuiet(page, log) : page.waitForLoadState('networkidle').catch(() => {}));
  await quiet();
  const spinner = page.locator('[role="progressbar"], .spinner').first();
  if ((await spinner.count()) === 0) return;
  await spinner.waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
  await quiet();
}

/** Opens /QuoteDashboard, unless the page shows it already (signed in there), and lets it settle. */
async function openDashboard(page: Page) {
  if (new URL(page.url()).pathname !== '/QuoteDashboard') await page.goto('/QuoteDashboard');
  await settle(page);
}

/** Every path reachable from the header, the user menu and /Administration for the signed-in viewer. */
export async function reachablePaths(page: Page, roleLevel: number): Promise<string[]> {
  const paths = new Set<string>(['/', '/Catalog', '/QuoteDashboard']);
  await openDashboard(page);
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

/** The WCAG 2.0 and 2.1 A/AA rules, plus the check that an accessible name holds the visible text. */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
  // Only the failing elements' selectors are read: skip what would cost time and is not used.
  iframes: false,
  xpath: false,
  absolutePaths: false,
  performanceTimer: false,
};

/** The rules of that set whose outcome depends on the colours: all a switch of light/dark can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now, one
 * line per violation and element: rule id, the element's selector and axe's summary of the failure.
 * `coloursOnly` runs only the colour rules, for a page already scanned in the other colour scheme.
 * axe is put into a document once and run there as often as needed (after a dark mode switch too).
 */
export async function accessibilityViolations(page: Page, options: { coloursOnly?: boolean } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOptions: axe.RunOptions = options.coloursOnly ? { ...AXE_OPTIONS, runOnly: { type: 'rule', values: COLOUR_RULES }, rules: {} } : AXE_OPTIONS;
  const run = (options: axe.RunOptions) => page.evaluate((run) => (window as unknown as { axe: typeof axe }).axe.run(document, run), options);
  const results = await run(runOptions);
  let violations = results.violations;
  // Colours read while the theme is still being applied are not the page's: let it settle and look again.
  if (violations.some((violation) => COLOUR_RULES.includes(violation.id))) {
    await page.waitForTimeout(500);
    await page
      .waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'), undefined, { timeout: 2000 })
      .catch(() => {});
    const again = await run({ ...AXE_OPTIONS, runOnly: { type: 'rule', values: COLOUR_RULES }, rules: {} });
    violations = [...violations.filter((violation) => !COLOUR_RULES.includes(violation.id)), ...again.violations];
  }
  const found: string[] = [];
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes) {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '').slice(0, 200);
      found.push(`${violation.id} at ${node.target.join(' > ')}: ${summary}`);
    }
  }
  return found;
}

export type ColorScheme = 'light' | 'dark';

export async function currentColorScheme(page: Page): Promise<ColorScheme> {
  return (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark' ? 'dark' : 'light';
}

/**
 * Switches light/dark with the header's Dark Mode button on the page as loaded (no reload), and
 * waits for the platform theme of the new mode and for colour transitions to finish.
 */
export async function toggleColorScheme(page: Page): Promise<ColorScheme> {
  const next: ColorScheme = (await currentColorScheme(page)) === 'dark' ? 'light' : 'dark';
  const themeLoaded = page
    .waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"ThemeProviderQuery"'), { timeout: 10_000 })
    .catch(() => null);
  await page.locator('header').getByRole('button', { name: 'Dark Mode' }).first().click();
  // A theme of this mode seen before on this page applies at once; a new one once it has loaded,
  // and a platform without one keeps the built-in palette.
  const applied = () =>
    page.waitForFunction((scheme) => document.documentElement.dataset.theme === scheme && document.documentElement.style.getPropertyValue('--color-bg') !== '', next, {
      timeout: 1000,
    });
  await applied().catch(async () => {
    const response = await themeLoaded;
    const body = (await response?.json().catch(() => null)) as { data?: { activeTheme?: unknown } } | null;
    if (body?.data?.activeTheme) await applied().catch(() => {});
  });
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'), undefined, { timeout: 2000 })
    .catch(() => {});
  return next;
}

// Every screen a user reaches from the header, the user menu and /Administration, for every demo
// role and a visitor, plus each step of the first quote on the dashboard: no error screen, no
// GraphQL error, no failed request, no console error, nothing wider than a 375 px phone, and no
// serious or critical accessibility violation (axe-core, WCAG 2.0/2.1 A and AA) in light or dark
// mode at 1440 or 375 px. Each screen is scanned in the mode it loaded in, then the header's Dark
// Mode button switches the mode in place and it is scanned again; the next screen loads in that
// mode, so the screenshots alternate between light and dark.

const shotName = (who: string, path: string, variant: string) =>
  `walk-${who.replace(/[@.]/g, '-')}${decodeURIComponent(path).replace(/[/:@.]/g, '_')}-${variant}`;

/** The screens of the walk: the reachable paths plus the first quote the dashboard lists. */
async function walkPaths(page: Page, roleLevel: number): Promise<string[]> {
  const paths = await reachablePaths(page, roleLevel);
  await openDashboard(page);
  const editQuote = page.getByRole('button', { name: /^Edit Quote #/ }).first();
  if ((await editQuote.count()) > 0) {
    await editQuote.click();
    await page.waitForURL('**/Quote/*');
    paths.push(new URL(page.url()).pathname);
  }
  return paths;
}

async function visit(page: Page, path: string, options: { loaded?: boolean } = {}) {
  if (!options.loaded) await page.goto(path);
  await settle(page);
  // A guard may redirect; the user must still land on a working screen.
  await page.locator('header').first().waitFor();
}

/**
 * Walks every screen one account reaches (a visitor when roleLevel is null) at 1440 px light and
 * 375 px dark, switching each screen to the other mode in place; returns the paths and every problem found.
 */
export async function walk(harness: BrowserHarness, who: string, roleLevel: number | null) {
  const found: string[] = [];
  let paths: string[] = ['/', '/Catalog'];
  for (const variant of [
    { width: 1440, colorScheme: 'light' as const },
    { width: 375, colorScheme: 'dark' as const },
  ]) {
    const { page, context } = await harness.newPage({ width: variant.width, height: 900, colorScheme: variant.colorScheme });
    followRequests(page);
    const problems = watchProblems(page);
    // Signed in on the dashboard to gather the paths (what happens there is not checked: the walk
    // visits the dashboard again), or, once the paths are known, straight on the first of them.
    let landed = false;
    if (roleLevel !== null) {
      if (variant.width === 1440) {
        await harness.signIn(page, who);
        paths = await walkPaths(page, roleLevel);
        problems.take();
      } else {
        await harness.signIn(page, who, { path: paths[0] });
        landed = true;
      }
    }
    for (const path of paths) {
      await visit(page, path, { loaded: landed && path === paths[0] });
      const scheme = await currentColorScheme(page);
      const where = `${who} ${path} at ${variant.width} px ${scheme}`;
      if (await errorScreenShown(page)) found.push(`${where}: error screen`);
      for (const problem of problems.take()) found.push(`${where}: ${problem}`);
      if (variant.width === 375) {
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) found.push(`${where}: ${overflow} px wider than the screen`);
      }
      await harness.shot(page, shotName(who, path, `${variant.width}-${scheme}`));
      for (const violation of await accessibilityViolations(page)) found.push(`${where}: ${violation}`);
      const otherScheme = await toggleColorScheme(page);
      for (const violation of await accessibilityViolations(page, { coloursOnly: true })) found.push(`${who} ${path} at ${variant.width} px ${otherScheme}: ${violation}`);
      for (const problem of problems.take()) found.push(`${who} ${path} at ${variant.width} px ${otherScheme}: ${problem}`);
      // The quote detail joins several areas' panels (lines, customer, summary with order placement): open each step.
      if (path.startsWith('/Quote/')) {
        const tabs = page.getByRole('tab');
        const count = await tabs.count();
        for (let index = 0; index < count; index++) {
          const name = (await tabs.nth(index).textContent())?.replace(/^\d+/, '').trim() ?? String(index);
          await tabs.nth(index).click();
          await settle(page);
          const step = `${who} ${path} at ${variant.width} px ${otherScheme}, step ${name}`;
          if (await errorScreenShown(page)) found.push(`${step}: error screen`);
          for (const problem of problems.take()) found.push(`${step}: ${problem}`);
          if (variant.width === 375 && (await horizontalOverflow(page)) > 0) found.push(`${step}: wider than the screen`);
          for (const violation of await accessibilityViolations(page)) found.push(`${step}: ${violation}`);
          await harness.shot(page, shotName(who, `${path}-${name}`, `${variant.width}-${otherScheme}`));
        }
      }
    }
    await context.close();
  }
  return { paths, found };
}
