import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

const QUOTES = `{ quotes(type: 1) { totalCount } }`;

describe('API tokens screen', () => {
  it('an administrator creates a token, sees it once, and revokes it', async () => {
    const { page, context } = await harness.newPage({ width: 1440, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await harness.signIn(page, 'admin@acme.test', { path: '/Administration' });
    await page.getByRole('link', { name: 'API Tokens' }).click();
    await page.waitForURL('**/ApiTokens');
    await page.getByRole('heading', { name: 'API Tokens' }).waitFor();

    await page.getByRole('button', { name: 'New API Token' }).click();
    const form = page.getByRole('form', { name: 'API token' });
    await form.getByLabel('Name').fill('ERP bridge');
    await form.getByLabel('write').uncheck();
    await form.getByLabel('Expires in (days)').fill('30');
    await harness.shot(page, 'api-tokens-create-light-1440');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'API Token Created' });
    await dialog.waitFor();
    const token = await dialog.getByLabel('New API token').inputValue();
    expect(token).toMatch(/^qct_[\w-]{40,}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await harness.shot(page, 'api-tokens-created-light-1440');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The new token heads the list at once, without the list being fetched again.
    await page.getByRole('row').filter({ hasText: 'ERP bridge' }).waitFor();

    // The token works with the read scope it was given, and only that.
    expect((await harness.app.gql(QUOTES, {}, token)).errors).toBeUndefined();
    const write = await harness.app.gql(`mutation { createStatusType(input: { name: "x" }) { rowId } }`, {}, token);
    expect(write.errors?.[0].message).toBe('This API token does not have the write scope.');

    // Shown once: after a reload the list has the token's row, never its value.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'ERP bridge' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('read');
    expect(await row.textContent()).not.toContain('Never'); // it was used above
    expect(await page.content()).not.toContain(token);

    await row.getByRole('button', { name: 'Revoke ERP bridge' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API Token' });
    await confirm.getByText('Revoke ERP bridge? Systems using it are refused from now on').waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Revoked API token: ERP bridge').first().waitFor();
    await expect.poll(() => row.textContent()).toContain('Revoked');
    expect(await row.getByRole('button', { name: 'Revoke ERP bridge' }).count()).toBe(0);
    expect((await harness.app.gql(QUOTES, {}, token)).errors?.[0].message).toBe('You must be signed in.');
  });

  it("level 9 creates a token for another platform and sees every platform's tokens", async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'super@acme.test', { path: '/ApiTokens' });
    await page.getByRole('button', { name: 'New API Token' }).click();
    const form = page.getByRole('form', { name: 'API token' });
    await form.getByLabel('Name').fill('Borealis ERP');
    await form.getByLabel('Platform').selectOption({ label: 'Borealis Supply' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'API Token Created' });
    const token = await dialog.getByLabel('New API token').inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const platform = await harness.app.gql(`{ activePlatform { name } }`, {}, token);
    expect(platform.data.activePlatform.name).toBe('Borealis Supply');
    const row = page.getByRole('row').filter({ hasText: 'Borealis ERP' });
    await expect.poll(() => row.textContent()).toContain('Borealis Supply');
    await page.getByRole('row').filter({ hasText: 'ERP bridge' }).waitFor(); // Acme's, from the first test
  });

  it('looks right in light and dark, wide and narrow', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1440, 375]) {
        const { page } = await harness.newPage({ width, height: 900, colorScheme });
        await harness.signIn(page, 'super@acme.test', { path: '/ApiTokens' });
        await page.getByRole('heading', { name: 'API Tokens' }).waitFor();
        await page.getByText('ERP bridge').first().waitFor();
        await harness.shot(page, `api-tokens-${colorScheme}-${width}`);
      }
    }
  });
});
