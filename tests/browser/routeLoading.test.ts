import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../api/src/config.ts';
import { DEMO_PASSWORD, startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

const dist = join(repoRoot, 'web', 'dist');
const readManifest = () => JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;

/** The built file of a screen's chunk, from Vite's manifest. */
function chunkOf(source: string): string {
  const chunk = readManifest()[source];
  if (!chunk) throw new Error(`${source} is not a chunk of the build`);
  return chunk.file;
}

const operationOf = (request: Request) => {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return null;
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? null;
};

/**
 * Holds the screen's chunk back until the page has sent the operation, recording the order of
 * events: 'query sent', 'chunk released' and, with `noteRequest`, 'chunk requested' first. (On a
 * first visit the chunk and the query are asked for together, in no fixed order.)
 */
async function holdChunkUntilQuerySent(page: Page, source: string, operation: string, { noteRequest = false } = {}): Promise<string[]> {
  const chunk = chunkOf(source);
  let querySent!: () => void;
  const queryStarted = new Promise<void>((resolve) => (querySent = resolve));
  const events: string[] = [];
  page.on('request', (request) => {
    if (operationOf(request) === operation) {
      events.push('query sent');
      querySent();
    }
  });
  await page.route(`**/${chunk}`, async (route) => {
    if (noteRequest) events.push('chunk requested');
    await queryStarted;
    events.push('chunk released');
    await route.continue();
  });
  return events;
}

describe('route loading', () => {
  it('a first visit to /Login downloads at most 150 kB of JavaScript and no Relay runtime, which comes once the form is filled in', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800 });
    const relayFiles = [chunkOf('src/app/relayScope.tsx'), ...Object.values(readManifest()).filter((chunk) => chunk.name === 'relay').map((chunk) => chunk.file)];
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
    });
    await page.goto('/Login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');

    const gzipKb = [...scripts].reduce((total, file) => total + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1000;
    expect(gzipKb).toBeLessThanOrEqual(150);
    expect(relayFiles.filter((file) => scripts.has(file))).toEqual([]);

    await page.getByLabel(/email/i).fill('user@acme.test');
    await expect.poll(() => relayFiles.every((file) => scripts.has(file))).toBe(true);
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/QuoteDashboard');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  });

  it("starts a screen's query when navigation starts, while its chunk is still loading", async () => {
    const { page } = await harness.newPage();
    await harness.signIn(page, 'admin@acme.test', { path: '/Administration' });
    await page.getByRole('link', { name: /Users/ }).first().waitFor();

    // Hold the Users screen's chunk back until its query has been sent.
    const events = await holdChunkUntilQuerySent(page, 'src/features/users/UsersPage.tsx', 'UsersPageQuery', { noteRequest: true });

    await page.getByRole('link', { name: /Users/ }).first().click();
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'admin@acme.test' }).first().waitFor();

    expect(events).toEqual(['chunk requested', 'query sent', 'chunk released']);
  });

  it('a first visit sends the query of the page along with its chunk', async () => {
    const { page } = await harness.newPage();
    await harness.signIn(page, 'admin@acme.test');
    const events = await holdChunkUntilQuerySent(page, 'src/features/products/ProductListPage.tsx', 'ProductListPageQuery');
    await page.goto('/Products');
    await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
    expect(events).toEqual(['query sent', 'chunk released']);
  });

  it("an edit screen's record is asked for when navigation to it starts, not after its chunk has rendered", async () => {
    const group = await harness.app.services.prisma.group.findFirstOrThrow({ where: { name: 'Midwest Dealers' } });
    const { page } = await harness.newPage();
    await harness.signIn(page, 'admin@acme.test', { path: `/Groups/${group.pid}` });
    await page.getByRole('heading', { name: 'Group Management' }).waitFor();

    const events = await holdChunkUntilQuerySent(page, 'src/features/groups/GroupPage.tsx', 'GroupPageQuery', { noteRequest: true });

    await page.getByText('Midwest Dealers').first().click();
    await page.waitForURL(`**/Group/${group.id}`);
    await page.getByRole('heading', { name: 'Edit Group' }).waitFor();
    expect(events).toEqual(['chunk requested', 'query sent', 'chunk released']);
  });

  it('a reset link is checked with the server along with the chunk, and a bad one says so', async () => {
    const { page } = await harness.newPage();
    const events = await holdChunkUntilQuerySent(page, 'src/features/auth/ResetPasswordPage.tsx', 'ResetPasswordPageQuery');
    await page.goto('/ResetPassword?request=not-a-request');
    await page.getByText('Invalid password reset request.').waitFor();
    expect(events).toEqual(['query sent', 'chunk released']);
  });
});
