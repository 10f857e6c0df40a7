import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

// The app works entirely under its Content-Security-Policy: a whole journey (sign in, catalog,
// configurator, quote, profile, theme switch, admin screens) reports no violation. The harness
// records every `securitypolicyviolation` event and "Refused to …" message of every page.

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

const waitForPrice = (page: Page, text: string) => page.getByTestId('total-price').filter({ hasText: text }).waitFor();

describe('Content-Security-Policy', () => {
  it('every page is served with the strict policy and the security headers', async () => {
    const { page } = await harness.newPage();
    const response = await page.goto('/Catalog');
    const headers = response!.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect([headers['x-content-type-options'], headers['referrer-policy'], headers['x-frame-options']]).toEqual([
      'nosniff',
      'strict-origin-when-cross-origin',
      'DENY',
    ]);
  });

  it('a whole journey runs without a single violation', async () => {
    const { prisma } = harness.app.services;
    const acme = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
    const ledId = (await prisma.product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'ALX-AREA' } })).id;
    const quoteId = (await prisma.quote.findFirstOrThrow({ where: { jobName: 'Halsted Yard Perimeter', type: 1 } })).id;

    // A visitor configures a product without signing in.
    const visitor = await harness.newPage({ width: 1440, height: 900 });
    await visitor.page.goto('/Configurator');
    await visitor.page.getByTestId('total-price').waitFor();

    // A level-1 user: sign in, the catalog, a configured line on a quote, the profile, dark mode.
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test', { path: '/Catalog' });
    await page.getByRole('article').first().waitFor();

    await page.goto(`/Quote/${quoteId}`);
    await page.getByRole('heading', { name: `Quote #${quoteId}` }).waitFor();
    await page.getByRole('button', { name: 'Catalog', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Product Catalog' });
    await dialog.getByRole('searchbox').fill('ALX-AREA');
    await expect.poll(() => dialog.getByRole('article').count()).toBe(1);
    await dialog.getByRole('article', { name: 'LED Area Light' }).getByRole('button', { name: 'Configure' }).click();
    await page.waitForURL(`**/Configurator/${ledId}/${quoteId}/**`);
    await waitForPrice(page, '869.00');
    await page.getByLabel('300 W (40,500 lm)').check();
    await page.getByRole('heading', { name: 'Light Engine' }).click();
    await waitForPrice(page, '1,109.00');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(`**/Quote/${quoteId}`);
    await page.getByTestId('quote-line').filter({ hasText: 'ALX-300-4000K-T3-DBZ' }).waitFor();
    await page.getByRole('tab', { name: /Summary/ }).click();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByTitle('Edit your profile settings.').click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    await page.locator('header').getByRole('button', { name: 'Dark Mode' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    // An administrator: the administration menu, users and themes.
    const admin = await harness.newPage({ width: 1440, height: 900, colorScheme: 'dark' });
    await harness.signIn(admin.page, 'admin@acme.test', { path: '/Administration' });
    await admin.page.locator('nav[aria-label="Administration"] a').first().waitFor();
    await admin.page.goto('/Users');
    await admin.page.getByRole('heading', { name: 'Users' }).waitFor();
    await admin.page.goto(`/Themes/${acme.id}`);
    await admin.page.getByRole('heading', { name: 'Themes' }).waitFor();
    await admin.page.goto('/ApiTokens');
    await admin.page.getByRole('heading', { name: 'API Tokens' }).waitFor();
    await admin.page.waitForLoadState('networkidle');

    expect(harness.cspViolations()).toEqual([]);
  });

  it('GraphiQL in development runs from the app\'s own files, offline, with no inline script, and answers { __typename }', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    // nothing may come from a CDN or any other site
    const outside: string[] = [];
    await page.route(/^(?!https?:\/\/127\.0\.0\.1[:/]).*/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    const response = await page.goto('/graphql');
    expect(response!.headers()['content-type']).toContain('text/html');
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    // inline: style attributes only (the editor positions its lines with them), never a script or style element
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+';/);
    expect(csp).toContain("style-src-attr 'unsafe-inline';");
    expect(csp.match(/'unsafe-inline'/g)).toHaveLength(1);
    expect(await page.evaluate(() => document.querySelectorAll('script:not([src])').length)).toBe(0);

    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.waitFor({ timeout: 30_000 });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('{ __typename');
    const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('__typename'));
    await page.getByRole('button', { name: /Execute query/i }).click();
    expect(await (await answered).json()).toEqual({ data: { __typename: 'Query' } });
    await page.locator('.graphiql-response').getByText('"Query"').waitFor();
    await harness.shot(page, 'graphiql-offline-1440-light');
    expect(outside).toEqual([]);
    expect(harness.cspViolations()).toEqual([]);
  });

  it('the REST API reference at /api/docs renders the OpenAPI document from local files, offline, without a violation', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    const outside: string[] = [];
    await page.route(/^(?!https?:\/\/127\.0\.0\.1[:/]).*/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    const response = await page.goto('/api/docs');
    expect(response!.headers()['content-security-policy']).not.toContain('unsafe-inline');
    await page.getByRole('heading', { name: /QuoteCraft REST API for partner systems/ }).waitFor();
    // the sections open collapsed (the document is large); a partner opens one to read its calls
    await page.locator('#operations-tag-quoteManagement').click();
    await page.getByText('/api/v1/quoteManagement/createQuote').first().waitFor();
    await harness.shot(page, 'api-docs-1440-light');
    expect(outside).toEqual([]);
    expect(harness.cspViolations()).toEqual([]);
  });
});
