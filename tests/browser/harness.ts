import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { repoRoot } from '../../api/src/config.ts';
import { startTestApp, type TestApp } from '../../api/src/test/app.ts';
import type { Config } from '../../api/src/config.ts';

export const DEMO_PASSWORD = 'Demo!2345';
/** Where the web client keeps the session token (web/src/app/sessionToken.ts) */
const SESSION_TOKEN_KEY = 'token';
export const screenshotDir = join(repoRoot, 'tests', '.artifacts');

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('Chromium not found: install it with `apt-get install chromium` or set CHROMIUM_PATH');
  return found;
}

/** Whether two boxes on the page (as `boundingBox()` and `getBoundingClientRect()` give them) overlap. */
export const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export interface BrowserHarness {
  app: TestApp;
  browser: Browser;
  /**
   * A fresh browser profile (own storage) at the given viewport. Opened in a test, it is closed
   * when the test ends: a page left open keeps its timers, socket and repaints going (a few per
   * cent of a core each) for the rest of the file.
   */
  newPage(options?: { width?: number; height?: number; colorScheme?: 'light' | 'dark' }): Promise<{ page: Page; context: BrowserContext }>;
  /**
   * Signs a demo account in and opens /QuoteDashboard. The session is started over the API and
   * handed to the page as the login form would store it; `withForm` (or `stayLoggedIn`) fills in
   * the form instead, for the tests of signing in itself. With `path` the page opens that address
   * instead of the dashboard, as `page.goto(path)` would (a test that starts on another screen
   * does not load the dashboard first), and does not wait for the header.
   */
  signIn(page: Page, username: string, options?: { stayLoggedIn?: boolean; withForm?: boolean; path?: string }): Promise<void>;
  /** A screenshot of the whole page, or with `viewport` of what the window shows. */
  shot(page: Page, name: string, options?: { viewport?: boolean }): Promise<void>;
  /** Content-Security-Policy violations any page of this harness reported so far */
  cspViolations(): string[];
  /** Closes everything; fails when a page reported a Content-Security-Policy violation. */
  close(): Promise<void>;
}

/**
 * Every page reports what the Content-Security-Policy refused: the `securitypolicyviolation` event
 * (written to the console under a marker) and Chromium's own "Refused to …" console messages.
 */
const CSP_MARKER = 'CSP violation:';
async function watchCspViolations(context: BrowserContext, violations: string[]) {
  await context.addInitScript((marker) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${marker} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}${event.sample ? ` (${event.sample})` : ''}`);
    });
  }, CSP_MARKER);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_MARKER) || /^Refused to .*Content Security Policy/.test(text)) violations.push(text.slice(0, 400));
  });
}

/** Screenshots are for people to look at: taken on a developer's machine, and in CI only with SCREENSHOTS=1. */
export const TAKE_SCREENSHOTS = process.env.SCREENSHOTS ? process.env.SCREENSHOTS === '1' : !process.env.CI;

/** The whole app (built web client + API on a fresh seeded database) and a headless Chromium. */
export async function startBrowserHarness(options: { config?: Partial<Config> } = {}): Promise<BrowserHarness> {
  if (!existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) throw new Error('Build the web client first: npm run build');
  const app = await startTestApp({ seed: true, config: options.config });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  mkdirSync(screenshotDir, { recursive: true });
  const contexts: BrowserContext[] = [];
  const violations: string[] = [];
  return {
    app,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        colorScheme: options.colorScheme ?? 'light',
      });
      contexts.push(context);
      try {
        onTestFinished(() => context.close().catch(() => {}));
      } catch {
        // opened outside a test (in a hook): closed with the harness
      }
      await watchCspViolations(context, violations);
      const page = await context.newPage();
      return { page, context };
    },
    async signIn(page, username, options = {}) {
      if (options.path && (options.withForm || options.stayLoggedIn)) throw new Error('signIn: path goes with a session handed over, not with the login form');
      if (options.withForm || options.stayLoggedIn) {
        await page.goto('/Login');
        await page.getByLabel(/email/i).fill(username);
        await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
        if (options.stayLoggedIn) await page.getByLabel(/stay logged in/i).check();
        await page.getByRole('button', { name: /^(login|sign in|log in)$/i }).click();
        await page.waitForURL('**/QuoteDashboard');
      } else {
        const token = await app.login(username, DEMO_PASSWORD);
        // Session storage belongs to the app's origin: an empty page at an address of that origin,
        // answered by the browser itself, is where the token is written. It names an icon of its own:
        // without one Chromium asks the app for /favicon.ico, and the 404 it logs (when the request
        // is not cut short by the next page) lands among the next screen's console errors.
        const blank = '/sign-in-by-token';
        await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Signing in</title><link rel="icon" href="data:,">' }));
        await page.goto(blank);
        await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [SESSION_TOKEN_KEY, token] as const);
        await page.unroute(blank);
        if (options.path) {
          await page.goto(options.path);
          return;
        }
        await page.goto('/QuoteDashboard');
      }
      // The header is rebuilt for the signed-in viewer after the redirect; a click before that is lost.
      await page.getByRole('button', { name: 'User menu' }).waitFor();
    },
    async shot(page, name, options = {}) {
      if (!TAKE_SCREENSHOTS) return;
      await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: !options.viewport });
    },
    cspViolations: () => [...violations],
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await app.close();
      if (violations.length) throw new Error(`Content-Security-Policy violations:\n${[...new Set(violations)].join('\n')}`);
    },
  };
}

/**
 * Clicks what opens a dialog and waits for the dialog. When it has not opened within 10 s, the page
 * it showed is logged and the click is made once more, as a user would: on a loaded machine a click
 * that lands while the screen re-renders after a save can be lost.
 */
export async function clickToOpen(page: Page, opener: Locator, dialog: Locator): Promise<Locator> {
  await opener.click();
  try {
    await dialog.waitFor({ timeout: 10_000 });
  } catch {
    const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 600);
    console.warn(`A dialog did not open on the first click; the page showed: ${shown}`);
    await opener.click();
    await dialog.waitFor();
  }
  return dialog;
}
