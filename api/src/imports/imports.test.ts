import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from '../test/app.ts';
import { TEMPLATE_COLUMNS, neutraliseCell, type ImportType } from './templates.ts';
import { brokenSecondSheetWorkbook, formulaWorkbook, productRows, templateWorkbook, twoSheetWorkbook, workbookBytes, zipBomb } from './testFiles.ts';
import { NOT_A_SPREADSHEET, TOO_LARGE, TOO_LARGE_UNPACKED } from './zip.ts';
import { FORMULA_REFUSED, FORMULA_TAKEN, IMPORT_BATCH, INTERRUPTED_AFTER_MS, NOT_WRITTEN, SERVER_STOPPING, type ImportAnswer, type RowResult } from './service.ts';
import { ROLE_ABOVE_OWN, USERNAME_TAKEN } from '../users/service.ts';
import { readSheet, wrongColumnsMessage } from './parse.ts';
import { tempDirectoryPrefix } from './tempFiles.ts';
import JSZip from 'jszip';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A directory of this test file's own for files handed to readSheet by path. */
const fixtures = mkdtempSync(join(tmpdir(), 'quotecraft-import-test-'));
let fixtureCount = 0;
const onDisk = (bytes: Buffer) => {
  const path = join(fixtures, `file${++fixtureCount}.xlsx`);
  writeFileSync(path, bytes);
  return path;
};
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

const importTempDirectories = () => readdirSync(tmpdir()).filter((name) => name.startsWith(tempDirectoryPrefix()));

let app: TestApp;
let acme: number;
let borealis: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  const platforms = await app.services.prisma.platform.findMany({ select: { id: true, name: true } });
  acme = platforms.find((p) => p.name === 'Acme Lighting')!.id;
  borealis = platforms.find((p) => p.name === 'Borealis Supply')!.id;
  for (const user of ['super@acme.test', 'admin@acme.test', 'dealer@acme.test', 'admin@borealis.test']) tokens[user] = await app.login(user);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function upload(operation: string, file: Buffer | Blob, id: number | string, token: string | null, options: { name?: string; dryRun?: boolean } = {}) {
  const form = new FormData();
  form.append('file', file instanceof Blob ? file : new Blob([new Uint8Array(file)]), options.name ?? 'import.xlsx');
  form.append('id', String(id));
  form.append('roleLevel', '9');
  if (options.dryRun !== undefined) form.append('dryRun', String(options.dryRun));
  const response = await fetch(`${app.url}/api/v1/importManagement/${operation}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

/** Uploads and answers the import's result (asserting the call itself succeeded). */
async function imported(operation: string, file: Buffer, id: number, token: string, dryRun = false): Promise<ImportAnswer> {
  const { status, body } = await upload(operation, file, id, token, { dryRun });
  expect(body.error ?? null, JSON.stringify(body)).toBeNull();
  expect(status).toBe(200);
  return body.result;
}

const errorsOf = (answer: ImportAnswer) => answer.results.filter((row) => row.outcome === 'error').map(({ row, column, message }) => ({ row, column, message }));
const outcomes = (answer: ImportAnswer) => answer.results.map((row: RowResult) => [row.row, row.outcome]);

async function download(operation: string, id: number, token: string) {
  const response = await fetch(`${app.url}/api/v1/importManagement/${operation}`, {
    method: 'POST',
    body: JSON.stringify({ id }),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') };
}

async function sheetValues(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? '' : String(value)))));
  return rows;
}

describe('template downloads', () => {
  it.each([
    ['downloadProductTemplate', 'ProductTemplate.xlsx', 'Products'],
    ['downloadCustomerTemplate', 'CustomerTemplate.xlsx', 'Customers'],
    ['downloadAddressTemplate', 'AddressTemplate.xlsx', 'Address'],
    ['downloadUserTemplate', 'UserTemplate.xlsx', 'Users'],
  ] as const)('%s returns %s with exactly the columns', async (operation, fileName, type: ImportType) => {
    const response = await fetch(`${app.url}/api/v1/importManagement/${operation}`, { headers: { authorization: `Bearer ${tokens['admin@acme.test']}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const [header, ...rest] = await sheetValues(Buffer.from(await response.arrayBuffer()));
    expect(header).toEqual(TEMPLATE_COLUMNS[type]);
    expect(rest).toEqual([]);
  });

  it('gives the customer and address templates a Country column', () => {
    expect(TEMPLATE_COLUMNS.Customers.at(-1)).toBe('Country');
    expect(TEMPLATE_COLUMNS.Address).toEqual(['Address 1', 'Address 2', 'City', 'State', 'Zip', 'Country']);
  });

  it('is refused to visitors and to users below level 5', async () => {
    expect((await fetch(`${app.url}/api/v1/importManagement/downloadProductTemplate`)).status).toBe(401);
    const dealer = await fetch(`${app.url}/api/v1/importManagement/downloadProductTemplate`, { headers: { authorization: `Bearer ${tokens['dealer@acme.test']}` } });
    expect(dealer.status).toBe(403);
  });

  it('neutralises cells that would start a formula', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\rx']) expect(neutraliseCell(text)).toBe(`'${text}`);
    expect(neutraliseCell('Name')).toBe('Name');
  });
});

describe('dry run, commit and upsert of products', () => {
  it('a dry run answers every row and writes nothing', async () => {
    const rows = productRows(3, 'DRY');
    rows[1][0] = '';
    const before = await app.services.prisma.product.count();
    const runsBefore = await app.services.prisma.importRun.count();
    const answer = await imported('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test'], true);
    expect(answer).toMatchObject({ ok: true, dryRun: true, importId: null, counts: { created: 2, updated: 0, unchanged: 0, error: 1 } });
    expect(answer.message).toBe('Dry run, nothing written: 2 products to create, 0 to update, 0 unchanged, 1 row with errors (not imported).');
    expect(answer.results).toEqual([
      { row: 2, outcome: 'created', column: null, message: null, note: null },
      { row: 3, outcome: 'error', column: 'Name', message: 'Name is required.', note: null },
      { row: 4, outcome: 'created', column: null, message: null, note: null },
    ]);
    expect(await app.services.prisma.product.count()).toBe(before);
    expect(await app.services.prisma.importRun.count()).toBe(runsBefore);
    expect(await app.services.prisma.importStagedRow.count()).toBe(0);
  });

  it('a commit writes the valid rows, keeps the rejected ones as a file with an Error column, and a fixed file goes in on re-upload', async () => {
    const rows = productRows(4, 'PART');
    rows[1][10] = 'many'; // Stock
    rows[2][1] = rows[0][1]; // Part # again
    const answer = await imported('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test']);
    expect(answer.message).toBe('2 products created, 0 updated, 0 unchanged, 2 rows with errors (in the rejected rows file).');
    expect(answer.counts).toEqual({ created: 2, updated: 0, unchanged: 0, error: 2 });
    expect(errorsOf(answer)).toEqual([
      { row: 3, column: 'Stock', message: 'Quantity In Stock must be a number.' },
      { row: 4, column: 'Part #', message: 'Part # PART-000001 appears more than once in the file (first on row 2).' },
    ]);
    expect(await app.services.prisma.product.count({ where: { productNumber: { startsWith: 'PART-' } } })).toBe(2);

    const rejected = await download('downloadRejectedRows', answer.importId!, tokens['super@acme.test']);
    expect(rejected.status).toBe(200);
    expect(rejected.disposition).toBe('attachment; filename="import-rejected-rows.xlsx"');
    const [header, ...bad] = await sheetValues(rejected.bytes);
    expect(header).toEqual([...TEMPLATE_COLUMNS.Products, 'Error']);
    expect(bad.map((row) => [row[1], row[10], row.at(-1)])).toEqual([
      ['PART-000002', 'many', 'Quantity In Stock must be a number.'],
      ['PART-000001', '2', 'Part # PART-000001 appears more than once in the file (first on row 2).'],
    ]);

    // fixed in the rejected rows file and uploaded again (the Error column removed)
    const fixed = bad.map((row) => row.slice(0, -1));
    fixed[0][10] = '7';
    fixed[1][1] = 'PART-000009';
    const again = await imported('importProducts', await templateWorkbook('Products', fixed), acme, tokens['super@acme.test']);
    expect(again.counts).toEqual({ created: 2, updated: 0, unchanged: 0, error: 0 });
    expect(await app.services.prisma.product.count({ where: { productNumber: { startsWith: 'PART-' } } })).toBe(4);
  });

  it('updates a product whose Part # exists (in any case), reports an equal one unchanged, and not on another platform', async () => {
    const rows = productRows(2, 'UPS');
    await imported('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test']);
    const changed = productRows(2, 'UPS');
    changed[1][0] = 'Renamed';
    changed[1][1] = String(changed[1][1]).toLowerCase();
    const answer = await imported('importProducts', await templateWorkbook('Products', changed), acme, tokens['super@acme.test']);
    expect(outcomes(answer)).toEqual([[2, 'unchanged'], [3, 'updated']]);
    // the row's Part # is written as the row gives it
    const renamed = await app.services.prisma.product.findFirstOrThrow({ where: { pid: acme, productNumber: 'ups-000002' } });
    expect(renamed.name).toBe('Renamed');
    expect(await app.services.prisma.product.count({ where: { pid: acme, productNumber: { in: ['UPS-000002', 'ups-000002'] } } })).toBe(1);
    const elsewhere = await imported('importProducts', await templateWorkbook('Products', rows), borealis, tokens['super@acme.test'], true);
    expect(elsewhere.counts.created).toBe(2);
  });

  it('gives a formatting error for the wrong columns and for a template without rows', async () => {
    const wrong = await imported('importProducts', await workbookBytes(['Name', 'Part Number'], [['A', 'B']]), acme, tokens['super@acme.test']);
    expect(wrong.ok).toBe(false);
    expect(wrong.message).toMatch(/^The first row must hold the template's columns, in this order: Name, Part #, Description/);
    const empty = await imported('importProducts', await templateWorkbook('Products', []), acme, tokens['super@acme.test']);
    expect([empty.ok, empty.message]).toEqual([false, 'The spreadsheet has no rows to import.']);
  });

  it('imports 10,000 rows', async () => {
    const answer = await imported('importProducts', await templateWorkbook('Products', productRows(10_000, 'BULK')), acme, tokens['super@acme.test']);
    expect(answer.counts.created).toBe(10_000);
    expect(await app.services.prisma.product.count({ where: { productNumber: { startsWith: 'BULK-' } } })).toBe(10_000);
    expect(importTempDirectories()).toEqual([]);
  }, 120_000);
});

describe('formula cells', () => {
  const row = ['Formula lamp', 'FORM-1', '', '', '', '', '', '', '', '', 5, '', ''];
  it('refuses a formula with a clear message, or takes its value with a note where the platform allows it', async () => {
    const file = await formulaWorkbook(TEMPLATE_COLUMNS.Products, row, { Price: { formula: '10*2', result: 20 } });
    const refused = await imported('importProducts', file, acme, tokens['super@acme.test'], true);
    expect(errorsOf(refused)).toEqual([{ row: 2, column: 'Price', message: FORMULA_REFUSED('Price') }]);

    await app.services.prisma.platform.update({ where: { id: acme }, data: { importFormulaResults: true } });
    try {
      const taken = await imported('importProducts', file, acme, tokens['super@acme.test']);
      expect(taken.results).toEqual([{ row: 2, outcome: 'created', column: null, message: null, note: FORMULA_TAKEN(['Price']) }]);
      const product = await app.services.prisma.product.findFirstOrThrow({ where: { pid: acme, productNumber: 'FORM-1' } });
      expect(product.defaultPrice?.toFixed(2)).toBe('20.00');
    } finally {
      await app.services.prisma.platform.update({ where: { id: acme }, data: { importFormulaResults: false } });
    }
  });
});

describe('malformed and hostile files', () => {
  it('refuses a text file renamed .xlsx', async () => {
    const answer = await imported('importProducts', Buffer.from('Name,Part #\nLamp,L-1\n'), acme, tokens['super@acme.test']);
    expect([answer.ok, answer.message]).toEqual([false, NOT_A_SPREADSHEET]);
  });

  it('refuses a zip that is not a spreadsheet', async () => {
    const zip = new JSZip();
    zip.file('readme.txt', 'hello');
    const answer = await imported('importProducts', await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), acme, tokens['super@acme.test']);
    expect([answer.ok, answer.message]).toEqual([false, NOT_A_SPREADSHEET]);
  });

  it('refuses a zip bomb by its directory before unpacking it', async () => {
    const bomb = await zipBomb(256);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const answer = await imported('importProducts', bomb, acme, tokens['super@acme.test']);
    expect([answer.ok, answer.message]).toEqual([false, TOO_LARGE_UNPACKED]);
  }, 60_000);

  it('refuses a zip bomb whose directory understates its size', async () => {
    const answer = await imported('importProducts', await zipBomb(64, true), acme, tokens['super@acme.test']);
    expect([answer.ok, answer.message]).toEqual([false, TOO_LARGE_UNPACKED]);
  }, 60_000);

  it('refuses a 20 MB file with HTTP 413', async () => {
    const { status, body } = await upload('importProducts', Buffer.alloc(20 * 1024 * 1024, 1), acme, tokens['super@acme.test']);
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, result: null, error: TOO_LARGE });
  });

  it('asks for a file when none is sent, and refuses a dryRun that is not true or false', async () => {
    const form = new FormData();
    form.append('id', String(acme));
    const response = await fetch(`${app.url}/api/v1/importManagement/importProducts`, { method: 'POST', body: form, headers: { authorization: `Bearer ${tokens['admin@acme.test']}` } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: 'Choose a spreadsheet to upload.', field: 'file' });
    const { status, body } = await upload('importCustomers', await templateWorkbook('Customers', [['X']]), acme, tokens['admin@acme.test'], { dryRun: 'maybe' as never });
    expect([status, body.error]).toEqual([400, 'dryRun must be true or false.']);
  });

  it('lets a failure of the row handler through as itself', async () => {
    const file = onDisk(await templateWorkbook('Products', productRows(2, 'FAIL')));
    const failure = new Error('row handler failed');
    await expect(readSheet(file, TEMPLATE_COLUMNS.Products, () => { throw failure; })).rejects.toBe(failure);
    const rows: number[] = [];
    expect(await readSheet(file, TEMPLATE_COLUMNS.Products, (row) => rows.push(row.row))).toBeNull();
    expect(rows).toEqual([2, 3]);
  });

  // A file left open by each import would, over days, leave the server unable to open any file.
  it.runIf(existsSync('/proc/self/fd'))('leaves no file open after reading a spreadsheet, a refused one or one of two sheets', async () => {
    const good = onDisk(await templateWorkbook('Products', productRows(3, 'OPEN')));
    const wrongColumns = onDisk(await workbookBytes(['Name', 'Part Number'], [['A', 'B']]));
    const withNotes = onDisk(await twoSheetWorkbook(TEMPLATE_COLUMNS.Products, productRows(2, 'TWO')));
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (let i = 0; i < 20; i++) {
      expect(await readSheet(good, TEMPLATE_COLUMNS.Products, () => {})).toBeNull();
      expect(await readSheet(wrongColumns, TEMPLATE_COLUMNS.Products, () => {})).toBe(wrongColumnsMessage(TEMPLATE_COLUMNS.Products));
      const rows: number[] = [];
      expect(await readSheet(withNotes, TEMPLATE_COLUMNS.Products, (row) => rows.push(row.row))).toBeNull();
      expect(rows).toEqual([2, 3]);
    }
    // 60 reads; other work of this process (its database connections) may open a few files meanwhile
    expect(openFiles()).toBeLessThan(before + 10);
  });

  it('reads a file once more when the reader fails part-way, handing on each row only once', async () => {
    const broken = onDisk(await brokenSecondSheetWorkbook(TEMPLATE_COLUMNS.Products, productRows(3, 'HALF')));
    const rows: number[] = [];
    expect(await readSheet(broken, TEMPLATE_COLUMNS.Products, (row) => rows.push(row.row))).toBe(NOT_A_SPREADSHEET);
    expect(rows).toEqual([2, 3, 4]);
  });
});

describe('access and tenant isolation', () => {
  it('refuses visitors and users below level 5', async () => {
    const file = await templateWorkbook('Products', productRows(1, 'DENIED'));
    expect((await upload('importProducts', file, acme, null)).status).toBe(401);
    expect((await upload('importProducts', file, acme, tokens['dealer@acme.test'])).status).toBe(403);
  });

  it('keeps a Borealis admin out of Acme, for every import type', async () => {
    const token = tokens['admin@borealis.test'];
    expect((await upload('importProducts', await templateWorkbook('Products', productRows(1, 'X')), acme, token)).status).toBe(403);
    expect((await upload('importCustomers', await templateWorkbook('Customers', [['Intruder Inc']]), acme, token)).status).toBe(403);
    expect((await upload('importUsers', await templateWorkbook('Users', [['x@y.test', 'X', 'Y', 'Registered User', 'order', 'Aa1!aaaa']]), acme, token)).status).toBe(403);
    const acmeCustomer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme } });
    const address = await upload('importAddress', await templateWorkbook('Address', [['1 Main St', '', 'Springfield', 'IL', '62701', 'US']]), acmeCustomer.id, token);
    expect([address.status, address.body.error]).toEqual([404, 'Customer not found.']);
  });
});

describe('customer imports', () => {
  it('creates customers with contact and billing address, non-US addresses as the address form takes them, and updates by ERP ID', async () => {
    const file = await templateWorkbook('Customers', [
      ['Lumen Works', 'ERP-9001', 'Lighting retailer', 'Ada', 'Lovelace', 'ada@lumen.test', '555-0100', '1 Light Way', 'Suite 2', 'Austin', 'texas', '73301', ''],
      ['Maple Lights', 'ERP-9002', '', '', '', '', '', '5 Queen St', '', 'Toronto', 'Ontario', 'M5V 2T6', 'Canada'],
      ['Rhein Licht', 'ERP-9003', '', '', '', '', '', 'Hauptstr. 1', '', 'Köln', 'NRW', '50667', 'Germany'],
      ['Bare Co', '', '', '', '', '', '', '', '', '', '', '', ''],
      ['Nova Co', 'ERP-9004', '', 'Nia', 'Nova', '', '', '', '', '', '', '', ''],
    ]);
    const answer = await imported('importCustomers', file, acme, tokens['admin@acme.test']);
    expect(answer.counts).toEqual({ created: 5, updated: 0, unchanged: 0, error: 0 });
    const lumen = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, erpId: 'ERP-9001' }, include: { billingAddress: true, primaryContact: true } });
    expect(lumen.primaryContact).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@lumen.test', phone: '555-0100' });
    expect(lumen.billingAddress).toMatchObject({ address: '1 Light Way', city: 'Austin', state: 'TX', zip: '73301', country: 'US', addressType: 1 });
    const maple = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, erpId: 'ERP-9002' }, include: { billingAddress: true } });
    expect(maple.billingAddress).toMatchObject({ state: 'ON', country: 'Canada' });
    const rhein = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, erpId: 'ERP-9003' }, include: { billingAddress: true } });
    expect(rhein.billingAddress).toMatchObject({ state: 'NRW', country: 'Germany', city: 'Köln' });
    // each contact and billing address belongs to its own customer; a row without them leaves none
    expect([lumen.primaryContact?.customerId, lumen.billingAddress?.customerId]).toEqual([lumen.id, lumen.id]);
    expect([maple.primaryContactId, maple.billingAddress?.customerId]).toEqual([null, maple.id]);
    const bare = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, companyName: 'Bare Co' }, include: { contacts: true, addresses: true } });
    expect([bare.primaryContactId, bare.billingAddressId, bare.contacts, bare.addresses]).toEqual([null, null, [], []]);

    const again = await imported('importCustomers', await templateWorkbook('Customers', [
      ['Lumen Works', 'ERP-9001', 'Lighting retailer', 'Ada', 'Lovelace', 'ada@lumen.test', '555-0100', '1 Light Way', 'Suite 2', 'Austin', 'TX', '73301', 'US'],
      ['Maple Lights Ltd', 'ERP-9002', '', 'Guy', 'Lafleur', '', '', '5 Queen St', '', 'Toronto', 'ON', 'M5V 2T6', 'Canada'],
      ['Rhein Licht', 'ERP-9003', '', '', '', '', '', 'Hauptstr. 2', '', 'Köln', 'NRW', '50667', 'Germany'],
      ['Nova Co', 'ERP-9004', '', 'Nia', 'Novak', '', '', '9 Star Rd', '', 'Austin', 'TX', '73301', 'US'],
    ]), acme, tokens['admin@acme.test']);
    expect(outcomes(again)).toEqual([[2, 'unchanged'], [3, 'updated'], [4, 'updated'], [5, 'updated']]);
    const customer = (id: number) => app.services.prisma.customer.findFirstOrThrow({ where: { id }, include: { primaryContact: true, billingAddress: true, contacts: true, addresses: true } });
    // a contact or billing address the customer lacks is added and linked; one it has is updated in place
    const updated = await customer(maple.id);
    expect(updated.companyName).toBe('Maple Lights Ltd');
    expect(updated.primaryContact).toMatchObject({ firstName: 'Guy', lastName: 'Lafleur', customerId: maple.id });
    expect(updated.billingAddressId).toBe(maple.billingAddressId);
    const rheinUpdated = await customer(rhein.id);
    expect([rheinUpdated.billingAddressId, rheinUpdated.billingAddress?.address, rheinUpdated.addresses.length]).toEqual([rhein.billingAddressId, 'Hauptstr. 2', 1]);
    const nova = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, erpId: 'ERP-9004' } });
    const novaUpdated = await customer(nova.id);
    expect([novaUpdated.primaryContactId, novaUpdated.primaryContact?.lastName, novaUpdated.contacts.length]).toEqual([nova.primaryContactId, 'Novak', 1]);
    expect(novaUpdated.billingAddress).toMatchObject({ address: '9 Star Rd', city: 'Austin', addressType: 1, customerId: nova.id });
  });

  it("refuses what the customer form refuses, with the form's messages", async () => {
    const answer = await imported('importCustomers', await templateWorkbook('Customers', [
      ['', 'E-1', '', '', '', 'not-an-email', '', '', '', '', '', '', ''],
      ['Half Address', 'E-2', '', '', '', '', '', '9 Road', '', 'Dallas', '', '', 'US'],
      ['Wrong Province', 'E-3', '', '', '', '', '', '9 Road', '', 'Ottawa', 'Texas', 'K1A', 'Canada'],
    ]), acme, tokens['admin@acme.test'], true);
    const form = await app.gql(`mutation($input: CustomerInput!) { createCustomer(input: $input) { rowId } }`, { input: { companyName: 'X', contact: { email: 'not-an-email' } } }, tokens['admin@acme.test']);
    expect(errorsOf(answer)).toEqual([
      { row: 2, column: 'Company, Email', message: `Company Name is required. ${form.errors?.[0]?.message}` },
      { row: 3, column: 'Zip', message: 'Zip Code is required.' },
      { row: 4, column: 'State', message: 'State must be a Canadian province or territory (two-letter code, e.g. ON).' },
    ]);
  });
});

describe('the import accepts exactly what the forms accept', () => {
  const ADDRESS = `mutation($input: AddressInput!) { createAddress(input: $input) { rowId } }`;
  const cases: [string, Record<string, string>][] = [
    ['a US state by name', { city: 'Austin', state: 'Texas', zip: '73301', country: 'US' }],
    ['a US address without a State', { city: 'Austin', state: '', zip: '73301', country: 'US' }],
    ['a Canadian province', { city: 'Toronto', state: 'ON', zip: 'M5V', country: 'Canada' }],
    ['a US state in Canada', { city: 'Toronto', state: 'TX', zip: 'M5V', country: 'Canada' }],
    ['a German region as text', { city: 'Köln', state: 'NRW', zip: '50667', country: 'Germany' }],
    ['no Country', { city: 'Köln', state: '', zip: '50667', country: '' }],
    ['no City', { city: '', state: 'IL', zip: '62701', country: 'US' }],
  ];
  it.each(cases)('shipping address: %s', async (_name, address) => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, erpId: 'ERP-9001' } });
    const form = await app.gql(ADDRESS, { input: { ...address, customerId: customer.id, addressType: 2 } }, tokens['admin@acme.test']);
    const answer = await imported('importAddress', await templateWorkbook('Address', [['1 Parity Rd', '', address.city, address.state, address.zip, address.country]]), customer.id, tokens['admin@acme.test'], true);
    const row = answer.results[0];
    expect(row.outcome === 'error' ? row.message : null).toBe(form.errors?.[0]?.message ?? null);
  });

  const productCases: [string, Partial<Record<'name' | 'stock' | 'price' | 'description', string>>][] = [
    ['a negative price', { price: '-4' }],
    ['a price with a currency sign', { price: '$5' }],
    ['a fractional stock', { stock: '2.5' }],
    ['no name', { name: '' }],
    ['a long description', { description: 'x'.repeat(251) }],
    ['a valid product', {}],
  ];
  it.each(productCases)('product: %s', async (_name, change) => {
    const values = { name: 'Parity', stock: '3', price: '9.50', description: 'Fine', ...change };
    const form = await app.rest('/api/v1/productManagement/createProduct', {
      input: { name: values.name, description: values.description, defaultPrice: values.price, quantityInStock: values.stock, isNonConfigurable: '1', pid: borealis },
    }, tokens['super@acme.test']);
    const answer = await imported('importProducts', await templateWorkbook('Products', [[values.name, `PAR-${Math.random()}`, values.description, '', '', '', '', '', '', '', values.stock, values.price, '']]), borealis, tokens['super@acme.test'], true);
    const row = answer.results[0];
    expect(row.outcome === 'error' ? row.message : null).toBe(form.body.error ?? null);
  });
});

describe('address imports', () => {
  it('adds shipping addresses to the chosen customer, and reports one it already has as unchanged', async () => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, erpId: 'ERP-9001' } });
    const file = await templateWorkbook('Address', [
      ['10 Dock Rd', '', 'Houston', 'TX', '77001', 'US'],
      ['11 Dock Rd', 'Bay 4', 'Montréal', 'Quebec', 'H2X', 'Canada'],
    ]);
    expect((await imported('importAddress', file, customer.id, tokens['admin@acme.test'])).counts).toMatchObject({ created: 2, error: 0 });
    const addresses = await app.services.prisma.address.findMany({ where: { customerId: customer.id, address: { in: ['10 Dock Rd', '11 Dock Rd'] } }, orderBy: { id: 'asc' } });
    expect(addresses.map((a) => [a.address, a.state, a.country, a.addressType])).toEqual([['10 Dock Rd', 'TX', 'US', 2], ['11 Dock Rd', 'QC', 'Canada', 2]]);
    expect(outcomes(await imported('importAddress', file, customer.id, tokens['admin@acme.test'], true))).toEqual([[2, 'unchanged'], [3, 'unchanged']]);
  });
});

describe('user imports', () => {
  it('creates users who can sign in, and updates one of the platform by email', async () => {
    const file = await templateWorkbook('Users', [
      ['New.Dealer@Acme.test', 'New', 'Dealer', 'Dealer', 'stripe', 'Imported!1a'],
      ['new.user@acme.test', 'New', 'User', '1', '', 'Imported!1b'],
    ]);
    expect((await imported('importUsers', file, acme, tokens['admin@acme.test'])).counts).toMatchObject({ created: 2, error: 0 });
    const dealer = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'new.dealer@acme.test' }, include: { role: true } });
    expect(dealer).toMatchObject({ pid: acme, firstName: 'New', lastName: 'Dealer', checkoutType: 'stripe' });
    expect(await app.login('new.user@acme.test', 'Imported!1b')).toBeTruthy();

    // a blank Password keeps the user's
    const update = await imported('importUsers', await templateWorkbook('Users', [
      ['new.dealer@acme.test', 'Renamed', 'Dealer', 'Dealer', 'stripe', ''],
      ['new.user@acme.test', 'New', 'User', '1', 'order', ''],
    ]), acme, tokens['admin@acme.test']);
    expect(outcomes(update)).toEqual([[2, 'updated'], [3, 'unchanged']]);
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'new.dealer@acme.test' } })).firstName).toBe('Renamed');
    expect(await app.login('new.user@acme.test', 'Imported!1b')).toBeTruthy();
  }, 60_000);

  it('refuses users the importer may not edit, and the user form\'s refusals', async () => {
    const answer = await imported('importUsers', await templateWorkbook('Users', [
      ['boss@acme.test', 'Big', 'Boss', 'Super Admin', 'order', 'Imported!1a'],
      ['admin@borealis.test', 'A', 'B', 'Registered User', 'order', 'Imported!1a'],
      ['super@acme.test', 'S', 'A', 'Registered User', 'order', ''],
      ['fresh@acme.test', 'F', 'R', 'Registered User', 'order', ''],
    ]), acme, tokens['admin@acme.test']);
    expect(errorsOf(answer)).toEqual([
      { row: 2, column: 'User Role', message: ROLE_ABOVE_OWN },
      { row: 3, column: 'Email Address', message: USERNAME_TAKEN },
      { row: 4, column: 'Email Address', message: 'You cannot change a user above your own level.' },
      { row: 5, column: 'Password', message: 'Password is required!' },
    ]);
    expect(await app.services.prisma.user.count({ where: { username: { in: ['boss@acme.test', 'fresh@acme.test'] } } })).toBe(0);
    // passwords are never kept: not in the rejected rows, not in the kept file
    for (const operation of ['downloadRejectedRows', 'downloadImportFile']) {
      const { bytes } = await download(operation, answer.importId!, tokens['admin@acme.test']);
      const rows = await sheetValues(bytes);
      expect(rows.slice(1).every((row) => (row[5] ?? '') === '')).toBe(true);
    }
  });
});

describe('import history', () => {
  const HISTORY = `query($pid: Int) { importRuns(first: 50, pid: $pid) { totalCount edges { node { id type username fileName created updated unchanged errors createdAt } } } }`;

  it('lists who imported which file when, with counts; the file and rejected rows download; other platforms see none of it', async () => {
    const rows = productRows(2, 'HIST');
    rows[1][0] = '';
    const answer = (await upload('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test'], { name: 'spring.xlsx' })).body.result as ImportAnswer;
    const { data } = await app.gql(HISTORY, { pid: acme }, tokens['super@acme.test']);
    const run = data.importRuns.edges.map((edge: { node: { id: string } }) => edge.node).find((node: { id: string }) => Number(node.id) === answer.importId);
    expect(run).toMatchObject({ type: 'Products', username: 'super@acme.test', fileName: 'spring.xlsx', created: 1, updated: 0, unchanged: 0, errors: 1 });

    const file = await download('downloadImportFile', answer.importId!, tokens['admin@acme.test']);
    expect([file.status, file.disposition]).toEqual([200, 'attachment; filename="spring.xlsx"']);
    expect((await sheetValues(file.bytes)).length).toBe(3);

    const rest = await app.rest('/api/v1/importManagement/getImportHistory', { limit: 5 }, tokens['admin@acme.test']);
    expect(rest.status).toBe(200);
    expect(rest.body.result.every((row: { pid: number }) => row.pid === acme)).toBe(true);
    expect(rest.body.result[0]).toMatchObject({ id: answer.importId, fileName: 'spring.xlsx', errors: 1 });

    const borealisView = await app.gql(HISTORY, {}, tokens['admin@borealis.test']);
    expect(borealisView.data.importRuns.edges.some((edge: { node: { id: string } }) => Number(edge.node.id) === answer.importId)).toBe(false);
    expect((await download('downloadRejectedRows', answer.importId!, tokens['admin@borealis.test'])).status).toBe(404);
    expect((await download('downloadImportFile', answer.importId!, tokens['dealer@acme.test'])).status).toBe(403);
    expect((await app.gql(HISTORY, {}, tokens['dealer@acme.test'])).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
describe('a commit that stops part-way', () => {
  const HISTORY = `query($pid: Int) { importRuns(first: 50, pid: $pid) { edges { node { id status stoppedAtRow created updated unchanged errors } } } }`;
  const REFUSED = 'the test refuses this product';

  /** A trigger on Product that fails the insert of one Part #, as a constraint or a failing disk would fail a batch. */
  async function refuseProduct(productNumber: string) {
    await app.services.prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION import_stop_test_refuse() RETURNS trigger AS $$
      BEGIN
        IF NEW."productNumber" = '${productNumber}' THEN RAISE EXCEPTION '${REFUSED}'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await app.services.prisma.$executeRawUnsafe(
      `CREATE TRIGGER import_stop_test_refuse BEFORE INSERT ON "Product" FOR EACH ROW EXECUTE FUNCTION import_stop_test_refuse()`,
    );
  }
  afterEach(async () => {
    await app.services.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS import_stop_test_refuse ON "Product"`);
    await app.services.prisma.$executeRawUnsafe(`DROP FUNCTION IF EXISTS import_stop_test_refuse()`);
  });

  it('keeps the import as stopped, with what its first batch wrote, and the unwritten rows in its rejected rows file', async () => {
    // row 2 + IMPORT_BATCH + 50 (in the second batch) fails; one row of the first batch has an error anyway
    const rows = productRows(IMPORT_BATCH + 150, 'STOP');
    rows[4][0] = ''; // row 6: Name
    const failing = IMPORT_BATCH + 50;
    await refuseProduct(String(rows[failing - 2][1]));
    const stoppedAt = IMPORT_BATCH + 1;
    const written = IMPORT_BATCH - 2; // rows 2 to IMPORT_BATCH, but for row 6
    const answer = await imported('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test']);

    expect(answer.ok).toBe(false);
    expect(answer.importId).not.toBeNull();
    expect(answer.message).toBe(
      `The import stopped at row ${stoppedAt}: before it, ${written} products were created and 0 updated; download the rejected rows to upload the rest again.`,
    );
    expect(JSON.stringify(answer)).not.toContain(REFUSED);
    expect(answer.counts).toEqual({ created: written, updated: 0, unchanged: 0, error: 1 + 151 });
    expect(answer.results.find((row) => row.row === 6)).toMatchObject({ outcome: 'error', column: 'Name' });
    expect(answer.results.find((row) => row.row === stoppedAt - 1)).toMatchObject({ outcome: 'created' });
    expect(answer.results.find((row) => row.row === stoppedAt)).toMatchObject({ outcome: 'error', message: NOT_WRITTEN(stoppedAt) });

    // the first batch's products exist, none of the later ones
    const imported_ = await app.services.prisma.product.findMany({ where: { pid: acme, productNumber: { startsWith: 'STOP-' } }, select: { productNumber: true } });
    expect(imported_.length).toBe(written);
    expect(imported_.map((p) => p.productNumber)).toContain(rows[stoppedAt - 3][1]);
    expect(imported_.map((p) => p.productNumber)).not.toContain(rows[stoppedAt - 2][1]);
    expect(await app.services.prisma.importStagedRow.count({ where: { runId: answer.importId! } })).toBe(0);

    const { data } = await app.gql(HISTORY, { pid: acme }, tokens['super@acme.test']);
    const run = data.importRuns.edges.map((edge: { node: { id: string } }) => edge.node).find((node: { id: string }) => Number(node.id) === answer.importId);
    expect(run).toMatchObject({ status: 'stopped', stoppedAtRow: stoppedAt, created: written, updated: 0, unchanged: 0, errors: 152 });
    const rest = await app.rest('/api/v1/importManagement/getImportHistory', { pid: acme, limit: 50 }, tokens['super@acme.test']);
    expect(rest.body.result.find((row: { id: number }) => row.id === answer.importId)).toMatchObject({ status: 'stopped', stoppedAtRow: stoppedAt });

    // the rejected rows: the row with an error, then every row not written, saying why, to fix and upload again
    const [header, ...rejected] = await sheetValues((await download('downloadRejectedRows', answer.importId!, tokens['super@acme.test'])).bytes);
    expect(header).toEqual([...TEMPLATE_COLUMNS.Products, 'Error']);
    expect(rejected.length).toBe(152);
    expect(rejected[0].at(-1)).toBe('Name is required.');
    expect(rejected.slice(1).map((row) => row[1])).toEqual(rows.slice(stoppedAt - 2).map((row) => row[1]));
    expect(new Set(rejected.slice(1).map((row) => row.at(-1)))).toEqual(new Set([NOT_WRITTEN(stoppedAt)]));
    expect(NOT_WRITTEN(stoppedAt)).toBe(`Not written: the import stopped at row ${stoppedAt} before this row was written. Upload it again.`);
    // the upload is kept as for a completed import
    expect((await sheetValues((await download('downloadImportFile', answer.importId!, tokens['super@acme.test'])).bytes)).length).toBe(rows.length + 1);
    const audit = await app.services.prisma.auditEntry.findFirst({ where: { action: 'import', entity: 'ImportRun', entityId: String(answer.importId) } });
    expect(audit).not.toBeNull();

    // the unwritten rows, uploaded again once the fault is gone, go in
    await app.services.prisma.$executeRawUnsafe(`DROP TRIGGER import_stop_test_refuse ON "Product"`);
    const again = await imported('importProducts', await templateWorkbook('Products', rejected.slice(1).map((row) => row.slice(0, -1))), acme, tokens['super@acme.test']);
    expect([again.ok, again.counts.created]).toEqual([true, 151]);
  }, 120_000);

  it('leaves no record and no rows when the first batch fails, as any failed commit', async () => {
    const rows = productRows(IMPORT_BATCH + 50, 'STOPFIRST');
    await refuseProduct(String(rows[10][1]));
    const runsBefore = await app.services.prisma.importRun.count();
    const { status, body } = await upload('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test']);
    expect(status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(body)).not.toContain(REFUSED);
    expect(await app.services.prisma.importRun.count()).toBe(runsBefore);
    expect(await app.services.prisma.product.count({ where: { productNumber: { startsWith: 'STOPFIRST-' } } })).toBe(0);
    expect(await app.services.prisma.importStagedRow.count()).toBe(0);
  }, 120_000);
});

describe('the server stopping during an import', () => {
  // the graceful stop ends the app's requests: each case drains an app of its own
  let own: TestApp;
  let token: string;
  beforeEach(async () => {
    own = await startTestApp();
    token = await own.login('super@acme.test');
  }, 120_000);
  afterEach(async () => {
    await own?.close();
  });

  async function uploadTo(target: TestApp, file: Buffer, name: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    form.append('id', String(acme));
    const response = await fetch(`${target.url}/api/v1/importManagement/importProducts`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
  }

  /** Drains the app as SIGTERM does once `ready` holds; checked at every turn of the event loop, as the import gives one between its statements. */
  async function drainWhen(ready: () => Promise<boolean>) {
    while (!(await ready())) await new Promise((resolve) => setImmediate(resolve));
    await own.drain();
  }

  it('stops a commit between batches and keeps it as stopped, with what it wrote; the rest is in the rejected rows file', async () => {
    const rows = productRows(IMPORT_BATCH * 12, 'DRAIN');
    const answered = uploadTo(own, await templateWorkbook('Products', rows), 'drain.xlsx');
    await drainWhen(async () => (await own.services.prisma.product.count({ where: { productNumber: { startsWith: 'DRAIN-' } } })) > 0);
    const { status, body } = await answered;

    expect(status).toBe(200);
    const answer = body.result as ImportAnswer;
    expect(answer.ok).toBe(false);
    const stoppedAt = Number(/^The import stopped at row ([\d,]+) because the server is restarting: before it, /.exec(answer.message)?.[1].replace(/,/g, ''));
    expect(answer.message).toBe(
      `The import stopped at row ${stoppedAt.toLocaleString('en-US')} because the server is restarting: before it, ${answer.counts.created.toLocaleString('en-US')} products were created and 0 updated; download the rejected rows to upload the rest again.`,
    );
    // between two batches: after the first, before the last
    expect((stoppedAt - 1) % IMPORT_BATCH).toBe(0);
    expect(stoppedAt).toBeGreaterThan(IMPORT_BATCH);
    expect(stoppedAt).toBeLessThanOrEqual(rows.length);
    const written = await own.services.prisma.product.count({ where: { productNumber: { startsWith: 'DRAIN-' } } });
    expect(answer.counts).toEqual({ created: written, updated: 0, unchanged: 0, error: rows.length - written });
    expect(written).toBe(stoppedAt - 2);
    expect(answer.results.find((row) => row.row === stoppedAt)).toMatchObject({ outcome: 'error', message: NOT_WRITTEN(stoppedAt) });

    const run = await own.services.prisma.importRun.findUniqueOrThrow({ where: { id: answer.importId! } });
    expect(run).toMatchObject({ status: 'stopped', stoppedAtRow: stoppedAt, created: written, errors: rows.length - written });
    expect(run.rejectedFile).not.toBeNull();
    expect(await own.services.prisma.importStagedRow.count()).toBe(0);
  }, 120_000);

  it('ends an import still reading its file with 503 and a Retry-After, writing nothing and keeping no record', async () => {
    const rows = productRows(3000, 'DRAINEARLY');
    const answered = uploadTo(own, await templateWorkbook('Products', rows), 'drain-early.xlsx');
    // as soon as the import has begun (its run exists), long before its 3,000 rows are read and checked
    await drainWhen(async () => (await own.services.prisma.importRun.count({ where: { fileName: 'drain-early.xlsx' } })) > 0);
    const { status, retryAfter, body } = await answered;

    expect([status, retryAfter, body.error]).toEqual([503, '60', SERVER_STOPPING]);
    expect(await own.services.prisma.importRun.count({ where: { fileName: 'drain-early.xlsx' } })).toBe(0);
    expect(await own.services.prisma.product.count({ where: { productNumber: { startsWith: 'DRAINEARLY-' } } })).toBe(0);
    expect(await own.services.prisma.importStagedRow.count()).toBe(0);
  }, 120_000);
});

describe('the history of imports being written or cut short', () => {
  const HISTORY = `query($pid: Int) { importRuns(first: 50, pid: $pid) { edges { node { id status created errors } } } }`;

  it('shows a commit being written as running, and one whose server died with it as interrupted', async () => {
    const base = { pid: acme, type: 'Products', username: 'super@acme.test', fileName: 'cut-short.xlsx', status: 'running' };
    const running = await app.services.prisma.importRun.create({ data: base });
    const cutShort = await app.services.prisma.importRun.create({ data: { ...base, updatedAt: new Date(Date.now() - INTERRUPTED_AFTER_MS - 1000) } });
    try {
      const { data } = await app.gql(HISTORY, { pid: acme }, tokens['admin@acme.test']);
      const statusOf = (id: number) => data.importRuns.edges.find((edge: { node: { id: string } }) => Number(edge.node.id) === id)?.node.status;
      expect([statusOf(running.id), statusOf(cutShort.id)]).toEqual(['running', 'interrupted']);
      const rest = await app.rest('/api/v1/importManagement/getImportHistory', { pid: acme, limit: 50 }, tokens['admin@acme.test']);
      expect(rest.body.result.find((row: { id: number }) => row.id === cutShort.id)).toMatchObject({ status: 'interrupted' });
      // neither has a file to give yet
      expect((await download('downloadImportFile', running.id, tokens['admin@acme.test'])).status).toBe(404);
    } finally {
      await app.services.prisma.importRun.deleteMany({ where: { id: { in: [running.id, cutShort.id] } } });
    }
  });

  it('touches a long import\'s run while it reads its file, so that it is not taken for one cut short', async () => {
    const rows = productRows(3000, 'HEARTBEAT');
    const answered = upload('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test'], { name: 'heartbeat.xlsx' });
    const run = () => app.services.prisma.importRun.findFirst({ where: { fileName: 'heartbeat.xlsx' }, select: { id: true, createdAt: true, updatedAt: true } });
    await expect.poll(run, { timeout: 30_000, interval: 5 }).not.toBeNull();
    // the import's clock moves on past the heartbeat's ten seconds while it still reads the file
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + 11_000);
      const { status } = await answered;
      expect(status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    const touched = (await run())!;
    // the run was created with both times equal; only the heartbeat moves updatedAt
    expect(touched.updatedAt.getTime()).toBeGreaterThan(touched.createdAt.getTime());
    await app.services.prisma.product.deleteMany({ where: { productNumber: { startsWith: 'HEARTBEAT-' } } });
  }, 120_000);

  it('clears up after imports cut short: their staged rows go, a dry run with its record, a commit keeping its record', async () => {
    const base = { pid: acme, type: 'Products', username: 'super@acme.test', fileName: 'swept.xlsx', status: 'running' };
    const longAgo = new Date(Date.now() - INTERRUPTED_AFTER_MS - 1000);
    // each run with its staged rows at once: the sweep may come between two statements
    const staged = { rows: { createMany: { data: [2, 3].map((row) => ({ row, cells: ['A'], outcome: 'created' })) } } };
    const running = await app.services.prisma.importRun.create({ data: { ...base, ...staged } });
    const cutShort = await app.services.prisma.importRun.create({ data: { ...base, ...staged, updatedAt: longAgo } });
    const dryCutShort = await app.services.prisma.importRun.create({ data: { ...base, ...staged, dryRun: true, updatedAt: longAgo } });
    const runs = [running.id, cutShort.id, dryCutShort.id];
    try {
      // every instance's job heartbeat (each second in tests) clears them up
      const state = async () => ({
        runs: (await app.services.prisma.importRun.findMany({ where: { id: { in: runs } }, orderBy: { id: 'asc' }, select: { id: true } })).map((run) => run.id),
        staged: await app.services.prisma.importStagedRow.count({ where: { runId: { in: runs } } }),
      });
      await expect.poll(state, { timeout: 15_000 }).toEqual({ runs: [running.id, cutShort.id], staged: 2 });
      expect(await app.services.prisma.importStagedRow.count({ where: { runId: running.id } })).toBe(2);
    } finally {
      await app.services.prisma.importRun.deleteMany({ where: { id: { in: runs } } });
    }
  });

  it("keeps the record of a commit whose files cannot be saved, with its counts, and says so", async () => {
    // the record's update with the files fails, as a full disk or a too large row would fail it
    await app.services.prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION import_files_test_refuse() RETURNS trigger AS $$
      BEGIN
        IF NEW.file IS NOT NULL THEN RAISE EXCEPTION 'the test refuses the files'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await app.services.prisma.$executeRawUnsafe(`CREATE TRIGGER import_files_test_refuse BEFORE UPDATE ON "ImportRun" FOR EACH ROW EXECUTE FUNCTION import_files_test_refuse()`);
    try {
      const rows = productRows(3, 'NOFILES');
      rows[1][0] = '';
      const answer = await imported('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test']);
      expect(answer.ok).toBe(false);
      expect(answer.message).toBe('2 products created, 0 updated, 0 unchanged, 1 row with errors (in the rejected rows file). Its files could not be kept: the rows with errors are listed below.');
      expect(errorsOf(answer)).toEqual([{ row: 3, column: 'Name', message: 'Name is required.' }]);
      expect(await app.services.prisma.product.count({ where: { productNumber: { startsWith: 'NOFILES-' } } })).toBe(2);
      const run = await app.services.prisma.importRun.findUniqueOrThrow({ where: { id: answer.importId! } });
      expect(run).toMatchObject({ status: 'completed', created: 2, errors: 1, file: null, rejectedFile: null });
      expect(await app.services.prisma.importStagedRow.count({ where: { runId: run.id } })).toBe(0);
    } finally {
      await app.services.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS import_files_test_refuse ON "ImportRun"`);
      await app.services.prisma.$executeRawUnsafe(`DROP FUNCTION IF EXISTS import_files_test_refuse()`);
    }
  });
});

describe('pickers of the import screens', () => {
  const CUSTOMERS = `query($search: String, $pid: Int) { importAddressCustomers(search: $search, pid: $pid) { rowId pid companyName } }`;
  const PLATFORMS = `query { adminPlatformChoices { rowId name } }`;

  it("offers a system admin only their own platform's customers and platform", async () => {
    const { data } = await app.gql(CUSTOMERS, { pid: acme }, tokens['admin@borealis.test']);
    expect(data.importAddressCustomers.length).toBeGreaterThan(0);
    expect(new Set(data.importAddressCustomers.map((c: { pid: number }) => c.pid))).toEqual(new Set([borealis]));
    const platforms = await app.gql(PLATFORMS, {}, tokens['admin@borealis.test']);
    expect(platforms.data.adminPlatformChoices.map((p: { rowId: number }) => p.rowId)).toEqual([borealis]);
  });

  it('searches by company name, and lets level 9 pick any platform', async () => {
    const { data } = await app.gql(CUSTOMERS, { search: 'lumen' }, tokens['admin@acme.test']);
    expect(data.importAddressCustomers.map((c: { companyName: string }) => c.companyName)).toEqual(['Lumen Works']);
    const platforms = await app.gql(PLATFORMS, {}, tokens['super@acme.test']);
    expect(platforms.data.adminPlatformChoices.map((p: { rowId: number }) => p.rowId).sort()).toEqual([acme, borealis].sort());
  });

  it('is refused below level 5', async () => {
    const result = await app.gql(CUSTOMERS, {}, tokens['dealer@acme.test']);
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('MFA as in the user form', () => {
  it('turns MFA on for users imported into a platform that requires it', async () => {
    await app.services.prisma.platform.update({ where: { id: borealis }, data: { requireMFA: true } });
    try {
      const file = await templateWorkbook('Users', [['mfa.import@borealis.test', 'M', 'F', 'Registered User', 'order', 'Imported!1d']]);
      expect((await imported('importUsers', file, borealis, tokens['admin@borealis.test'])).counts.created).toBe(1);
      expect((await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'mfa.import@borealis.test' } })).enableMFA).toBe(true);
      expect((await upload('importUsers', file, acme, tokens['admin@borealis.test'])).status).toBe(403);
    } finally {
      await app.services.prisma.platform.update({ where: { id: borealis }, data: { requireMFA: false } });
    }
  });
});
