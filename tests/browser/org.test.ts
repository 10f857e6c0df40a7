import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;
let acmePid: number;

beforeAll(async () => {
  harness = await startBrowserHarness();
  acmePid = (await harness.app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
});
afterAll(async () => harness?.close());

const alert = (page: Page, text: string) => page.locator('.alert').filter({ hasText: text }).first().waitFor();

describe('groups', () => {
  it('assigning a user to a group lets them filter the dashboard and RMAs by it, and "See only my content" clears it', async () => {
    const { prisma } = harness.app.services;
    const midwest = await prisma.group.findFirstOrThrow({ where: { name: 'Midwest Dealers' } });
    const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
    await prisma.user.update({ where: { id: admin.id }, data: { groupId: null } });
    await prisma.quote.create({ data: { clientId: 'org-browser-midwest', type: 1, pid: acmePid, groupId: midwest.id, jobName: 'Midwest shared job' } });
    const other = await prisma.quote.findFirstOrThrow({
      where: { type: 1, pid: acmePid, jobName: { not: '' }, OR: [{ groupId: null }, { groupId: { not: midwest.id } }] },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: `/Groups/${acmePid}` });
    await page.getByRole('heading', { name: 'Group Management' }).waitFor();
    await harness.shot(page, 'org-groups-grid');
    await page.getByText('Midwest Dealers').first().click();
    await page.waitForURL(`**/Group/${midwest.id}`);
    await page.getByRole('heading', { name: 'Assigned Users' }).waitFor();
    await expect.poll(() => page.getByLabel('Default Customer').inputValue()).not.toBe('');
    await page.getByText('Users in this group will have new quotes automatically generated with this customer.').waitFor();
    await harness.shot(page, 'org-group-edit');

    const add = page.getByRole('button', { name: 'Add admin@acme.test to the group' });
    const remove = page.getByRole('button', { name: 'Remove admin@acme.test from the group' });
    expect(await remove.isDisabled()).toBe(true);
    await add.click();
    await alert(page, 'Successfully added admin@acme.test to the group [Midwest Dealers].');
    await expect.poll(() => add.isDisabled()).toBe(true);
    expect(await remove.isDisabled()).toBe(false);
    const membership = await prisma.groupMembership.findUnique({ where: { groupId_userId: { groupId: midwest.id, userId: admin.id } } });
    expect(membership).not.toBeNull();

    // The header's group menu now offers the new group.
    await page.goto('/QuoteDashboard');
    await page.getByRole('cell', { name: other.jobName, exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Group' }).click();
    await page.getByRole('menuitem', { name: 'Midwest Dealers' }).click();
    await page.getByText('Midwest shared job').waitFor();
    await page.getByRole('cell', { name: other.jobName, exact: true }).first().waitFor({ state: 'detached' });
    await harness.shot(page, 'org-dashboard-filtered-by-new-group');

    // RMAs follow the group filter too: the seeded RMA belongs to Coastal Accounts.
    await page.goto(`/RMAs/${acmePid}`);
    await page.getByRole('heading', { name: 'RMA Requests' }).waitFor();
    await page.getByText('No Items Available').first().waitFor();
    await harness.shot(page, 'org-rmas-empty');
    await page.getByRole('button', { name: 'Group' }).click();
    await page.getByTitle('See only my content.').click();
    await page.waitForURL('**/QuoteDashboard');
    await page.goto(`/RMAs/${acmePid}`);
    await page.getByText('SO-100123').first().waitFor();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).groupId).toBeNull();

    // and removing takes the user out again
    await page.goto(`/Group/${midwest.id}`);
    await remove.click();
    await alert(page, 'Successfully removed admin@acme.test from the group [Midwest Dealers].');
    await expect.poll(() => add.isDisabled()).toBe(false);
  });

  it('creating a group needs a platform', async () => {
    const { page } = await harness.newPage();
    await harness.signIn(page, 'admin@acme.test', { path: '/Group/create' });
    await page.getByLabel('Name').fill('Browser Group');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Platform is required!').waitFor();
    await page.getByLabel('Assign to Platform').selectOption({ label: 'Acme Lighting' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/Group\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await alert(page, `Successfully created Group: ${id}`);
    expect((await harness.app.services.prisma.group.findUniqueOrThrow({ where: { id } })).name).toBe('Browser Group');
  });
});

describe('product lists', () => {
  it('builds a list with pending additions, deselects one, saves it and removes a product', async () => {
    const { prisma } = harness.app.services;
    const products = await prisma.product.findMany({ where: { pid: acmePid }, orderBy: { id: 'asc' }, take: 3 });
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'admin@acme.test', { path: `/ProductLists/${acmePid}` });
    await page.getByRole('heading', { name: 'Product List Management' }).waitFor();
    await page.getByText('Dealer Essentials').first().waitFor();
    await harness.shot(page, 'org-product-lists-grid');
    await page.getByRole('button', { name: 'Create Product List' }).click();
    await page.waitForURL('**/ProductList/create');
    await page.getByRole('heading', { name: 'Create Product List' }).waitFor();
    expect(await page.getByRole('button', { name: 'View / Remove Products' }).count()).toBe(0);

    await page.getByLabel('Assign to Platform').selectOption({ label: 'Acme Lighting' });
    await page.getByLabel('Name').fill('Browser Picks');
    await page.getByRole('button', { name: 'Add Products' }).click();
    for (const product of products) await page.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
    await harness.shot(page, 'org-product-list-add-panel');
    await page.getByRole('button', { name: 'Add Products' }).click();
    const entry = (p: (typeof products)[number]) => page.getByRole('button', { name: `+ ${p.name} (${p.productNumber})` });
    for (const product of products) await entry(product).waitFor();
    expect(await entry(products[0]!).evaluate((el) => getComputedStyle(el).color)).not.toBe(await page.evaluate(() => getComputedStyle(document.body).color));
    await harness.shot(page, 'org-product-list-pending');
    await entry(products[2]!).click();
    await entry(products[2]!).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/ProductList\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await alert(page, `Successfully created ProductList: ${id}`);
    const saved = await prisma.productListItem.findMany({ where: { productListId: id }, orderBy: { productId: 'asc' } });
    expect(saved.map((item) => item.productId)).toEqual([products[0]!.id, products[1]!.id]);

    await page.getByRole('heading', { name: 'Edit Product List' }).waitFor();
    await page.getByRole('button', { name: 'View / Remove Products' }).click();
    await page.getByRole('button', { name: `Remove ${products[0]!.name}`, exact: true }).click();
    await page.getByRole('button', { name: 'View / Remove Products' }).click();
    await page.getByRole('button', { name: `- ${products[0]!.name} (${products[0]!.productNumber})` }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await alert(page, `Successfully updated ProductList: ${id}`);
    await expect.poll(() => prisma.productListItem.count({ where: { productListId: id } })).toBe(1);
    await page.getByRole('button', { name: 'View / Remove Products' }).click();
    await page.getByRole('button', { name: `Remove ${products[1]!.name}`, exact: true }).waitFor();
    await harness.shot(page, 'org-product-list-remove-panel');
  });
});

describe('RMAs', () => {
  it('an RMA from a seeded order goes through validation to submission', async () => {
    const { prisma } = harness.app.services;
    const order = await prisma.quote.findFirstOrThrow({ where: { erpOrderNo: 'SO-100124' }, include: { lines: { orderBy: { lineNumber: 'asc' } } } });
    const line = order.lines[0]!;

    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'user@acme.test');
    // The order screen's Create RMA button belongs to the quote detail; the same mutation is called here.
    const created = await harness.app.gql(`mutation($id: Int!) { createRmaFromOrder(orderId: $id) { rowId } }`, { id: order.id }, await harness.app.login('user@acme.test'));
    const rmaId = created.data.createRmaFromOrder.rowId as number;

    await page.goto(`/RMA/${rmaId}`);
    await page.getByRole('heading', { name: 'Create RMA from order #SO-100124' }).waitFor();
    await page.getByText(/Request Date: \d{2}\/\d{2}\/\d{4}, Status: Not Submitted/).waitFor();
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText('Please set a Product Number for the RMA Detail #1').first().waitFor();
    expect(await page.locator('.rma-incomplete').count()).toBe(1);
    await harness.shot(page, 'org-rma-incomplete');

    await page.getByRole('button', { name: 'Edit Detail Line 1 (incomplete)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Quantity').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('You must select a product to return.').waitFor();
    await dialog.getByText('Quantity is required.').waitFor();
    await dialog.getByText('You must provide a reason for the return.').waitFor();
    await dialog.getByText('Please enter a model number, or NA if there is no Model Number').waitFor();
    await harness.shot(page, 'org-rma-detail-errors');

    await dialog.getByLabel('Product').selectOption(line.partNumber);
    await dialog.getByLabel('Quantity').fill(String(line.quantity + 1));
    await dialog.getByLabel('Model #').fill('NA');
    await dialog.getByLabel('Reason').fill('Fixtures flicker after an hour.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('You cannot return more items than were ordered.').waitFor();
    await dialog.getByLabel('Quantity').fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Quantity must be a number.').waitFor();
    await dialog.getByLabel('Quantity').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The minimum quantity to return is 1.').waitFor();
    await dialog.getByLabel('Quantity').fill(String(line.quantity));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Fixtures flicker after an hour.' }).waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    expect(await page.locator('.rma-incomplete').count()).toBe(0);
    await harness.shot(page, 'org-rma-ready');

    await submit.click();
    await page.getByRole('heading', { name: 'View RMA from order #SO-100124' }).waitFor();
    await page.getByText(/Status: Submitted/).waitFor();
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create RMA Detail' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Delete Detail Line/ }).count()).toBe(0);
    const rma = await prisma.rma.findUniqueOrThrow({ where: { id: rmaId } });
    expect(rma.rmaCreated).toBe(true);
    expect(rma.submittedByFirstName).not.toBe('');
    await harness.shot(page, 'org-rma-submitted');

    await page.goto(`/RMAs/${acmePid}`);
    await page.getByRole('button', { name: `View RMA ${rmaId}` }).waitFor();
    expect(await page.getByRole('button', { name: /Delete RMA/ }).count()).toBe(0);

    await page.goto('/RMA/999999');
    await page.getByText('RMA not found.').waitFor();
    await harness.shot(page, 'org-rma-not-found');
  });
});

describe('issue reports', () => {
  it('a user files a report from the user menu and level 9 sees and updates it in /IssueReports', async () => {
    const user = await harness.newPage();
    await harness.signIn(user.page, 'user@acme.test');
    await user.page.getByRole('button', { name: 'User menu' }).click();
    await user.page.getByRole('menuitem', { name: 'Report an issue' }).click();
    const dialog = user.page.getByRole('dialog', { name: 'Report an issue' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Title is required!').waitFor();
    await dialog.getByLabel('Title').fill('Totals wrap on small phones');
    await dialog.getByLabel('Report').fill('On a 375px screen the quote total wraps under the label.');
    await dialog.getByLabel('Priority').selectOption({ label: 'High' });
    await harness.shot(user.page, 'org-report-issue-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const report = await (async () => {
      await user.page.locator('.alert').filter({ hasText: /Successfully created IssueReport: \d+/ }).first().waitFor();
      return harness.app.services.prisma.issueReport.findFirstOrThrow({ where: { title: 'Totals wrap on small phones' } });
    })();
    expect(report.priority).toBe(3);

    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(page, 'super@acme.test', { path: '/IssueReports' });
    await page.getByRole('heading', { name: 'Issue Reports' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Totals wrap on small phones' });
    await row.waitFor();
    expect(await row.textContent()).toContain('High');
    expect(await row.textContent()).toContain('To Do');
    await harness.shot(page, 'org-issue-reports');
    await row.click();
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Status').selectOption({ label: 'In Progress' });
    await harness.shot(page, 'org-issue-report-panel');
    await panel.getByRole('button', { name: 'Save' }).click();
    await alert(page, `Successfully updated IssueReport: ${report.id}`);
    await expect.poll(() => row.textContent()).toContain('In Progress');
  });
});

describe('screens at phone and desktop widths, light and dark', () => {
  const looks = (['light', 'dark'] as const).flatMap((colorScheme) => [375, 1440].map((width) => [width, colorScheme] as const));
  it.each(looks)('renders every screen without overflowing at %i px in the %s', async (width, colorScheme) => {
    const { prisma } = harness.app.services;
    const group = await prisma.group.findFirstOrThrow({ where: { pid: acmePid } });
    const list = await prisma.productList.findFirstOrThrow({ where: { pid: acmePid } });
    const rma = await prisma.rma.findFirstOrThrow({ where: { pid: acmePid, erpOrderNum: 'SO-100123' }, orderBy: { id: 'asc' } });
    const screens: [string, string, string][] = [
      ['groups', `/Groups/${acmePid}`, 'Group Management'],
      ['group', `/Group/${group.id}`, 'Edit Group'],
      ['product-lists', `/ProductLists/${acmePid}`, 'Product List Management'],
      ['product-list', `/ProductList/${list.id}`, 'Edit Product List'],
      ['rmas', `/RMAs/${acmePid}`, 'RMA Requests'],
      ['rma', `/RMA/${rma.id}`, 'Create RMA from order #SO-100123'],
      ['issue-reports', '/IssueReports', 'Issue Reports'],
    ];
    const { page } = await harness.newPage({ width, height: 900, colorScheme });
    await harness.signIn(page, 'super@acme.test');
    for (const [name, path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"], .spinner'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(1);
      await harness.shot(page, `org-${name}-${width}-${colorScheme}`);
    }
  });
});
