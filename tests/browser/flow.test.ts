import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';
import { LED_AREA_LIGHT_MODEL } from '../../api/src/db/seedConfigurator.ts';

// The quote screens and the configurator end to end: catalog → configure → finish onto the quote →
// edit the configuration → place the order; and a line flagged after the model changes.
let harness: BrowserHarness;
let ledId: number;
let quoteId: number;

const prisma = () => harness.app.services.prisma;
const waitForPrice = (page: Page, text: string) => page.getByTestId('total-price').filter({ hasText: text }).waitFor();

beforeAll(async () => {
  harness = await startBrowserHarness();
  const acme = await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  ledId = (await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'ALX-AREA' } })).id;
  quoteId = (await prisma().quote.findFirstOrThrow({ where: { jobName: 'Halsted Yard Perimeter', type: 1 } })).id;
});
afterAll(async () => harness?.close());

describe('quote and configurator', () => {
  it('a level-1 user adds the LED area light from the catalog, configures it, edits it and places the order', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test', { path: `/Quote/${quoteId}` });
    await page.getByRole('heading', { name: `Quote #${quoteId}` }).waitFor();
    const before = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId }, include: { lines: true } });
    const next = Math.max(...before.lines.map((l) => l.lineNumber)) + 1;

    await page.getByRole('button', { name: 'Catalog', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Product Catalog' });
    await dialog.getByRole('searchbox').fill('ALX-AREA');
    const card = dialog.getByRole('article', { name: 'LED Area Light' });
    await expect.poll(() => dialog.getByRole('article').count()).toBe(1);
    await card.getByRole('button', { name: 'Configure' }).click();

    // Adding a configurable product opens a new configuration for the next line number.
    await page.waitForURL(`**/Configurator/${ledId}/${quoteId}/${quoteId}_${next}?lineNumber=${next}`);
    await waitForPrice(page, '869.00');
    await page.getByLabel('300 W (40,500 lm)').check();
    await page.getByRole('heading', { name: 'Light Engine' }).click();
    await waitForPrice(page, '1,109.00');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();

    await page.waitForURL(`**/Quote/${quoteId}`);
    const row = page.getByTestId('quote-line').filter({ hasText: 'ALX-300-4000K-T3-DBZ' });
    await row.waitFor();
    await row.getByText('$1,109.00').first().waitFor();
    await harness.shot(page, 'flow-quote-configured-line-1440');
    const added = await prisma().quoteLine.findFirstOrThrow({ where: { quoteId, lineNumber: next } });
    expect([added.configurationId, added.price.toFixed(2)]).toEqual([`${quoteId}_${next}`, '1109.00']);

    // Edit Configuration reopens the line in reconfigure mode with its saved choices.
    await page.getByRole('button', { name: `Edit Configuration of line ${next}` }).click();
    await page.waitForURL((url) => url.pathname === `/Configurator/${ledId}/${quoteId}/${quoteId}_${next}`);
    const query = new URL(page.url()).searchParams;
    expect([query.get('lineNumber'), query.get('LineId'), query.get('configurationId')]).toEqual([String(next), String(added.id), `${quoteId}_${next}`]);
    expect(query.get('headerId')).toBe(added.headerId);
    await waitForPrice(page, '1,109.00');
    expect(await page.getByLabel('300 W (40,500 lm)').isChecked()).toBe(true);
    await page.getByLabel('200 W (27,000 lm)').check();
    await page.getByRole('heading', { name: 'Light Engine' }).click();
    await waitForPrice(page, '949.00');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();

    await page.waitForURL(`**/Quote/${quoteId}`);
    await page.getByTestId('quote-line').filter({ hasText: 'ALX-200-4000K-T3-DBZ' }).getByText('$949.00').first().waitFor();
    const lines = await prisma().quoteLine.findMany({ where: { quoteId } });
    expect(lines).toHaveLength(before.lines.length + 1);
    expect((await prisma().quoteLine.findUniqueOrThrow({ where: { id: added.id } })).price.toFixed(2)).toBe('949.00');

    // Place the order from the Summary (default ERP) and land on /ThankYou.
    await page.getByRole('tab', { name: /Summary/ }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/ThankYou**');
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    const order = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect([order.type, order.erpOrderNo]).toEqual([2, `QC-${String(quoteId).padStart(8, '0')}`]);
  });

  it('flags a configured line the current model prices differently, with a one-click Reconfigure', async () => {
    const token = await harness.app.login('user@acme.test');
    const started = await harness.app.rest('/api/v1/configurator/start', { productId: ledId, quoteId: 'new' }, token);
    const finished = await harness.app.rest('/api/v1/configurator/finish', { sessionId: started.body.result.prepare.SessionId, username: 'user@acme.test' }, token);
    const newQuote = finished.body.result.quoteId as number;

    const admin = await harness.app.login('admin@acme.test');
    const product = await prisma().product.findUniqueOrThrow({ where: { id: ledId }, select: { configuratorModelId: true } });
    const saved = await harness.app.gql('mutation($id: Int!, $doc: JSON!) { updateConfiguratorModel(rowId: $id, document: $doc) { latestVersion } }', { id: product.configuratorModelId, doc: { ...LED_AREA_LIGHT_MODEL, basePrice: 700 } }, admin);
    expect(saved.errors).toBeUndefined();

    const { page } = await harness.newPage({ width: 375, height: 800 });
    await harness.signIn(page, 'user@acme.test', { path: `/Quote/${newQuote}` });
    const notice = page.getByRole('status').filter({ hasText: /prices this line at/ });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Model version 2 prices this line at $');
    await harness.shot(page, 'flow-line-repriced-375');
    await notice.getByRole('link', { name: 'Reconfigure' }).click();
    await page.waitForURL((url) => url.pathname === `/Configurator/${ledId}/${newQuote}/${newQuote}_1` && url.searchParams.has('LineId'));
    await page.getByTestId('total-price').waitFor();
  });
});
