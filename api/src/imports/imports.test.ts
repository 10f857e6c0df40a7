import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from '../test/app.ts';
import { TEMPLATE_COLUMNS, neutraliseCell } from './templates.ts';
import { productRows, reorderedZip, templateWorkbook, workbookBytes, zipBomb } from './testFiles.ts';
import { NOT_A_SPREADSHEET, TOO_LARGE, TOO_LARGE_UNPACKED } from './zip.ts';
import { IMPORT_BATCH, MAX_LISTED_ERRORS, PASSWORD_RULE, writeInBatches } from './service.ts';
import { bulkInsert } from './bulkInsert.ts';
import { ROLE_ABOVE_OWN } from '../users/service.ts';
import { readSheet } from './parse.ts';
import { tempDirectoryPrefix } from './tempFiles.ts';
import http from 'node:http';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A directory of this test file's own for files handed to readSheet and writeInBatches by path. */
const fixtures = mkdtempSync(join(tmpdir(), 'quotecraft-import-test-'));
let fixtureCount = 0;
const onDisk = (bytes: Buffer) => {
  const path = join(fixtures, `file${++fixtureCount}.xlsx`);
  writeFileSync(path, bytes);
  return path;
};
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** The imports' temporary directories that exist now. */
const importTempDirectories = () => readdirSync(tmpdir()).filter((name) => name.startsWith(tempDirectoryPrefix()));
/** Waits (polling, up to a minute) until `condition` holds; whether it did is for the caller to assert. */
async function eventually(condition: () => boolean) {
  for (let tries = 0; tries < 600 && !condition(); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
  return condition();
}

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

async function upload(operation: string, file: Buffer | Blob, id: number | string, token: string | null, name = 'import.xlsx') {
  const form = new FormData();
  form.append('file', file instanceof Blob ? file : new Blob([new Uint8Array(file)]), name);
  form.append('id', String(id));
  form.append('roleLevel', '9');
  const response = await fetch(`${app.url}/api/v1/importManagement/${operation}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

describe('template downloads', () => {
  it.each([
    ['downloadProductTemplate', 'ProductTemplate.xlsx', 'Products'],
    ['downloadCustomerTemplate', 'CustomerTemplate.xlsx', 'Customers'],
    ['downloadAddressTemplate', 'AddressTemplate.xlsx', 'Address'],
    ['downloadUserTemplate', 'UserTemplate.xlsx', 'Users'],
  ] as const)('%s returns %s with exactly the spec columns', async (operation, fileName, type) => {
    const response = await fetch(`${app.url}/api/v1/importManagement/${operation}`, { headers: { authorization: `Bearer ${tokens['admin@acme.test']}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const header = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(TEMPLATE_COLUMNS[type]);
    expect(workbook.worksheets[0].rowCount).toBe(1);
  });

  it('is refused to visitors and to users below level 5', async () => {
    const anonymous = await fetch(`${app.url}/api/v1/importManagement/downloadProductTemplate`);
    expect(anonymous.status).toBe(401);
    const dealer = await fetch(`${app.url}/api/v1/importManagement/downloadProductTemplate`, { headers: { authorization: `Bearer ${tokens['dealer@acme.test']}` } });
    expect(dealer.status).toBe(403);
  });

  it('neutralises cells that would start a formula', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\rx']) expect(neutraliseCell(text)).toBe(`'${text}`);
    expect(neutraliseCell('Name')).toBe('Name');
    expect(neutraliseCell(12)).toBe(12);
  });
});

describe('product imports', () => {
  it('imports a valid file in one go and reports the count', async () => {
    const file = await templateWorkbook('Products', productRows(3, 'GOOD'));
    const { status, body } = await upload('importProducts', file, acme, tokens['super@acme.test']);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, result: [true, 'Successfully imported 3 products.'], error: null });
    const rows = await app.services.prisma.product.findMany({ where: { productNumber: { startsWith: 'GOOD-' } }, orderBy: { productNumber: 'asc' } });
    expect(rows.map((p) => [p.pid, p.name, p.quantityInStock, p.defaultPrice?.toFixed(2)])).toEqual([
      [acme, 'Product GOOD 1', 0, '0.99'],
      [acme, 'Product GOOD 2', 1, '1.99'],
      [acme, 'Product GOOD 3', 2, '2.99'],
    ]);
  });

  it('imports a row with a price and a stock and no configurator fields as a fixed-price product', async () => {
    const blank = ['', '', '', '', '', '', ''];
    const rows = [
      ['Mounting Kit', 'FIXED-KIT', 'Hardware kit', ...blank, 25, '14.50', ''],
      ['Flood Light', 'FIXED-CFG', 'Configured', 'FL', ...blank.slice(1), 5, '99.00', ''],
      ['Price Only', 'FIXED-NOSTOCK', 'No stock given', ...blank, '', '9.00', ''],
    ];
    const { body } = await upload('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test']);
    expect(body.result).toEqual([true, 'Successfully imported 3 products.']);
    const written = await app.services.prisma.product.findMany({ where: { productNumber: { startsWith: 'FIXED-' } }, orderBy: { productNumber: 'asc' } });
    expect(written.map((p) => [p.productNumber, p.isNonConfigurable, p.defaultPrice?.toFixed(2) ?? null, p.quantityInStock])).toEqual([
      ['FIXED-CFG', false, '99.00', 5],
      ['FIXED-KIT', true, '14.50', 25],
      ['FIXED-NOSTOCK', false, '9.00', null],
    ]);
  });

  it('lists every row error and imports nothing when any row is wrong', async () => {
    const before = await app.services.prisma.product.count();
    const rows = productRows(5, 'BAD');
    rows[0][0] = ''; // name missing (row 2)
    rows[1][10] = 'many'; // stock not a number (row 3)
    rows[2][11] = '-4'; // negative price (row 4)
    rows[3][1] = rows[4][1]; // duplicate Part # in the file (row 6 repeats row 5)
    const { body } = await upload('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test']);
    expect(body.success).toBe(true);
    expect(body.result[0]).toBe(false);
    expect(body.result[1]).toEqual([
      { row: 2, column: 'Name', value: '', message: 'Name is required.' },
      { row: 3, column: 'Stock', value: 'many', message: 'Stock must be a whole number of 0 or more.' },
      { row: 4, column: 'Price', value: '-4', message: 'Price must be a number of 0 or more.' },
      { row: 6, column: 'Part #', value: 'BAD-000005', message: 'Part # BAD-000005 appears more than once in the file (first on row 5).' },
    ]);
    expect(await app.services.prisma.product.count()).toBe(before);
  });

  it('refuses a Part # that already exists on the platform, but not on another platform', async () => {
    const file = await templateWorkbook('Products', productRows(1, 'GOOD'));
    const { body } = await upload('importProducts', file, acme, tokens['super@acme.test']);
    expect(body.result).toEqual([false, [{ row: 2, column: 'Part #', value: 'GOOD-000001', message: 'A product with Part # GOOD-000001 already exists.' }]]);
    const elsewhere = await upload('importProducts', file, borealis, tokens['super@acme.test']);
    expect(elsewhere.body.result).toEqual([true, 'Successfully imported 1 product.']);
  });

  it('gives a formatting error when the columns are not the template', async () => {
    const file = await workbookBytes(['Name', 'Part Number'], [['A', 'B']]);
    const { body } = await upload('importProducts', file, acme, tokens['super@acme.test']);
    expect(body.result[0]).toBe(false);
    expect(body.result[1]).toMatch(/^The first row must hold the template's columns, in this order: Name, Part #, Description/);
  });

  it('gives a formatting error for a template without rows', async () => {
    const { body } = await upload('importProducts', await templateWorkbook('Products', []), acme, tokens['super@acme.test']);
    expect(body.result).toEqual([false, 'The spreadsheet has no rows to import.']);
  });

  it('imports 10,000 rows', async () => {
    const file = await templateWorkbook('Products', productRows(10_000, 'BULK'));
    const { body } = await upload('importProducts', file, acme, tokens['super@acme.test']);
    expect(body.result).toEqual([true, 'Successfully imported 10,000 products.']);
    expect(await app.services.prisma.product.count({ where: { productNumber: { startsWith: 'BULK-' } } })).toBe(10_000);
  }, 120_000);
});

describe('large files, checked whole and written in batches', () => {
  it('writes a file of several batches whole and counts every row', async () => {
    const rows = IMPORT_BATCH * 2 + 17;
    const file = await templateWorkbook('Products', productRows(rows, 'BATCHES'));
    const { body } = await upload('importProducts', file, acme, tokens['super@acme.test']);
    expect(body.result).toEqual([true, `Successfully imported ${rows.toLocaleString('en-US')} products.`]);
    const written = await app.services.prisma.product.findMany({ where: { productNumber: { startsWith: 'BATCHES-' } }, orderBy: { id: 'asc' }, select: { productNumber: true } });
    expect(written.map((product) => product.productNumber)).toEqual(productRows(rows, 'BATCHES').map((row) => row[1]));
  }, 120_000);

  it('lists the first 500 errors, counts the rest, and puts clashes with existing products last', async () => {
    const valid = productRows(1200, 'LARGE');
    const invalid = valid.map((row) => row.map((cell, index) => (index === 10 ? 'many' : cell)));
    const takenPart = valid[1148][1] as string; // row 1,150 of the sheet
    await app.services.prisma.product.create({ data: { pid: acme, name: 'Taken', productNumber: takenPart } });
    const before = await app.services.prisma.product.count();
    const { body } = await upload('importProducts', await templateWorkbook('Products', invalid), acme, tokens['super@acme.test']);
    expect(body.result[0]).toBe(false);
    const errors = body.result[1];
    expect(errors).toHaveLength(MAX_LISTED_ERRORS + 1);
    expect(errors[0]).toEqual({ row: 2, column: 'Stock', value: 'many', message: 'Stock must be a whole number of 0 or more.' });
    expect(errors[MAX_LISTED_ERRORS - 1]).toMatchObject({ row: MAX_LISTED_ERRORS + 1, column: 'Stock' });
    // 1,200 row errors and the taken Part #, of which 500 are listed
    expect(errors[MAX_LISTED_ERRORS]).toEqual({ row: 0, column: '', value: '', message: '701 more errors are not listed.' });
    expect(await app.services.prisma.product.count()).toBe(before);

    const second = await upload('importProducts', await templateWorkbook('Products', valid), acme, tokens['super@acme.test']);
    expect(second.body.result).toEqual([false, [{ row: 1150, column: 'Part #', value: takenPart, message: `A product with Part # ${takenPart} already exists.` }]]);
    expect(await app.services.prisma.product.count()).toBe(before);
  }, 120_000);

  it('deletes the batches already written when a later batch fails, and lets the failure through', async () => {
    const { prisma } = app.services;
    const rows = IMPORT_BATCH * 2 + 1;
    const file = await templateWorkbook('Products', productRows(rows, 'UNDONE'));
    const missingPlatform = 2_000_000_000;
    let batches = 0;
    const writing = writeInBatches(
      onDisk(file),
      TEMPLATE_COLUMNS.Products,
      // the last row names a platform that does not exist, which the database refuses
      (row) => ({ pid: row.row === rows + 1 ? missingPlatform : acme, name: row.cells[0], productNumber: row.cells[1] }),
      (batch) => {
        batches += 1;
        return bulkInsert(app.services.sql, 'Product', [['pid', 'int'], ['name', 'text'], ['productNumber', 'text']], batch.map((p) => [p.pid, p.name, p.productNumber]));
      },
      (ids) => prisma.product.deleteMany({ where: { id: { in: ids } } }),
    );
    await expect(writing).rejects.toThrow(/foreign key|Product_pid_fkey/i);
    expect(batches).toBe(3);
    expect(await prisma.product.count({ where: { productNumber: { startsWith: 'UNDONE-' } } })).toBe(0);
  }, 120_000);
});

describe('temporary files', () => {
  it('removes the upload and the files made while reading it after an import', async () => {
    expect(importTempDirectories()).toEqual([]);
    const { body } = await upload('importProducts', await templateWorkbook('Products', productRows(3, 'TEMPOK')), acme, tokens['super@acme.test']);
    expect(body.result).toEqual([true, 'Successfully imported 3 products.']);
    expect(importTempDirectories()).toEqual([]);
  });

  it('removes them after an import that fails, whether the rows or the file are wrong', async () => {
    const rows = productRows(3, 'TEMPBAD');
    rows[1][0] = '';
    const refused = await upload('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test']);
    expect(refused.body.result).toEqual([false, [{ row: 3, column: 'Name', value: '', message: 'Name is required.' }]]);
    expect(importTempDirectories()).toEqual([]);
    const notSpreadsheet = await upload('importProducts', Buffer.from('not a spreadsheet'), acme, tokens['super@acme.test']);
    expect(notSpreadsheet.body.result).toEqual([false, NOT_A_SPREADSHEET]);
    expect(importTempDirectories()).toEqual([]);
    const tooLarge = await upload('importProducts', Buffer.alloc(11 * 1024 * 1024, 1), acme, tokens['super@acme.test']);
    expect(tooLarge.status).toBe(413);
    expect(importTempDirectories()).toEqual([]);
  });

  it('removes the part of an upload received before the client went away', async () => {
    const boundary = 'abortedupload';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="id"\r\n\r\n${acme}\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="products.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`;
    const request = http.request(`${app.url}/api/v1/importManagement/importProducts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens['super@acme.test']}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 5 * 1024 * 1024 },
    });
    request.on('error', () => {});
    request.write(head);
    request.write(Buffer.alloc(256 * 1024, 7));
    // the upload is being stored while it arrives
    expect(await eventually(() => importTempDirectories().length === 1)).toBe(true);
    request.destroy();
    expect(await eventually(() => importTempDirectories().length === 0)).toBe(true);
  });
});

describe('a key given twice in one file', () => {
  it('reports the later row with the first, however far apart and in whatever case', async () => {
    const rows = productRows(3000, 'TWICE');
    rows[2997][1] = 'twice-000001'; // row 2999 repeats row 2's Part # in lower case
    rows[2998][1] = rows[1499][1]; // row 3000 repeats row 1501
    const { body } = await upload('importProducts', await templateWorkbook('Products', rows), acme, tokens['super@acme.test']);
    expect(body.result).toEqual([false, [
      { row: 2999, column: 'Part #', value: 'twice-000001', message: 'Part # twice-000001 appears more than once in the file (first on row 2).' },
      { row: 3000, column: 'Part #', value: 'TWICE-001500', message: 'Part # TWICE-001500 appears more than once in the file (first on row 1501).' },
    ]]);
  }, 120_000);

  it('reports both rows of a user file that gives an email address twice', async () => {
    const { body } = await upload('importUsers', await templateWorkbook('Users', [
      ['twice@acme.test', 'Ann', 'One', 'Registered User', 'order', 'Imported!1a'],
      ['other@acme.test', 'Bob', 'Two', 'Registered User', 'order', 'Imported!1a'],
      ['Twice@Acme.test', 'Cat', 'Three', 'Registered User', 'order', 'Imported!1a'],
    ]), acme, tokens['super@acme.test']);
    expect(body.result).toEqual([false, [
      { row: 4, column: 'Email Address', value: 'Twice@Acme.test', message: 'Email Address twice@acme.test appears more than once in the file (first on row 2).' },
    ]]);
  });
});

describe('valid files in any entry order', () => {
  it('imports a workbook whose zip stores the sheet list after the worksheet', async () => {
    const written = await templateWorkbook('Products', productRows(2, 'ORDER'));
    // relationships and shared strings first, then the worksheet, then xl/workbook.xml
    const file = reorderedZip(written, ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml']);
    const { body } = await upload('importProducts', file, acme, tokens['super@acme.test']);
    expect(body.result).toEqual([true, 'Successfully imported 2 products.']);
  });
});

describe('reading a sheet', () => {
  it("lets a failure of the row handler through as itself, not as a file that is not a spreadsheet", async () => {
    const file = await templateWorkbook('Products', productRows(2, 'FAIL'));
    const failure = new Error('row handler failed');
    await expect(readSheet(onDisk(file), TEMPLATE_COLUMNS.Products, () => { throw failure; })).rejects.toBe(failure);
    const rows: number[] = [];
    expect(await readSheet(onDisk(file), TEMPLATE_COLUMNS.Products, (row) => rows.push(row.row))).toBeNull();
    expect(rows).toEqual([2, 3]);
  });
});

describe('malformed and hostile files', () => {
  it('refuses a text file renamed .xlsx', async () => {
    const { body } = await upload('importProducts', Buffer.from('Name,Part #\nLamp,L-1\n'), acme, tokens['super@acme.test'], 'products.xlsx');
    expect(body.result).toEqual([false, NOT_A_SPREADSHEET]);
  });

  it('refuses a zip that is not a spreadsheet', async () => {
    const { zipFile } = await import('./testFiles.ts');
    const { deflateRawSync, crc32 } = await import('node:zlib');
    const text = Buffer.from('hello');
    const file = zipFile([{ name: 'readme.txt', data: deflateRawSync(text), crc: crc32(text), size: text.length }]);
    const { body } = await upload('importProducts', file, acme, tokens['super@acme.test']);
    expect(body.result).toEqual([false, NOT_A_SPREADSHEET]);
  });

  it('refuses a zip bomb by its directory before unpacking it', async () => {
    const bomb = await zipBomb(256);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const { body } = await upload('importProducts', bomb, acme, tokens['super@acme.test']);
    expect(body.result).toEqual([false, TOO_LARGE_UNPACKED]);
  }, 60_000);

  it('refuses a zip bomb whose directory understates its size', async () => {
    const { body } = await upload('importProducts', await zipBomb(64, true), acme, tokens['super@acme.test']);
    expect(body.result).toEqual([false, TOO_LARGE_UNPACKED]);
  }, 60_000);

  it('refuses a file over the size limit with HTTP 413', async () => {
    const { status, body } = await upload('importProducts', Buffer.alloc(11 * 1024 * 1024, 1), acme, tokens['super@acme.test']);
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, result: null, error: TOO_LARGE });
  });

  it('asks for a file when none is sent', async () => {
    const form = new FormData();
    form.append('id', String(acme));
    const response = await fetch(`${app.url}/api/v1/importManagement/importProducts`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${tokens['admin@acme.test']}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: 'Choose a spreadsheet to upload.', field: 'file' });
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
    const products = await upload('importProducts', await templateWorkbook('Products', productRows(1, 'X')), acme, token);
    expect(products.status).toBe(403);
    const customers = await upload('importCustomers', await templateWorkbook('Customers', [['Intruder Inc']]), acme, token);
    expect(customers.status).toBe(403);
    const users = await upload('importUsers', await templateWorkbook('Users', [['x@y.test', 'X', 'Y', 'Registered User', 'order', 'Aa1!aaaa']]), acme, token);
    expect(users.status).toBe(403);
    const acmeCustomer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme } });
    const address = await upload('importAddress', await templateWorkbook('Address', [['1 Main St', '', 'Springfield', 'IL', '62701']]), acmeCustomer.id, token);
    expect(address.status).toBe(404);
    expect(address.body.error).toBe('Customer not found.');
    expect(await app.services.prisma.product.count({ where: { productNumber: 'X-000001' } })).toBe(0);
  });

  it('lets level 9 import into another platform', async () => {
    const { body } = await upload('importProducts', await templateWorkbook('Products', productRows(2, 'SUPER')), borealis, tokens['super@acme.test']);
    expect(body.result).toEqual([true, 'Successfully imported 2 products.']);
    expect(await app.services.prisma.product.count({ where: { pid: borealis, productNumber: { startsWith: 'SUPER-' } } })).toBe(2);
  });
});

describe('customer imports', () => {
  it('creates each customer with its contact and billing address', async () => {
    const file = await templateWorkbook('Customers', [
      ['Lumen Works', 'ERP-9001', 'Lighting retailer', 'Ada', 'Lovelace', 'ada@lumen.test', '555-0100', '1 Light Way', 'Suite 2', 'Austin', 'TX', '73301'],
      ['Bare Co', '', '', '', '', '', '', '', '', '', '', ''],
    ]);
    const { body } = await upload('importCustomers', file, acme, tokens['admin@acme.test']);
    expect(body.result).toEqual([true, 'Successfully imported 2 customers.']);
    const lumen = await app.services.prisma.customer.findFirstOrThrow({
      where: { pid: acme, erpId: 'ERP-9001' },
      include: { billingAddress: true, primaryContact: true },
    });
    expect(lumen).toMatchObject({ companyName: 'Lumen Works', description: 'Lighting retailer' });
    expect(lumen.primaryContact).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@lumen.test', phone: '555-0100', customerId: lumen.id });
    expect(lumen.billingAddress).toMatchObject({ address: '1 Light Way', address2: 'Suite 2', city: 'Austin', state: 'TX', zip: '73301', addressType: 1, customerId: lumen.id });
    const bare = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, companyName: 'Bare Co' } });
    expect(bare).toMatchObject({ billingAddressId: null, primaryContactId: null });
  });

  it('checks emails, required fields, partial addresses and ERP ids', async () => {
    const file = await templateWorkbook('Customers', [
      ['', 'E-1', '', '', '', 'not-an-email', '', '', '', '', '', ''],
      ['Half Address', 'ERP-9001', '', '', '', '', '', '9 Road', '', 'Dallas', '', ''],
      ['Twin', 'E-1', '', '', '', '', '', '', '', '', '', ''],
    ]);
    const { body } = await upload('importCustomers', file, acme, tokens['admin@acme.test']);
    expect(body.result).toEqual([
      false,
      [
        { row: 2, column: 'Company', value: '', message: 'Company is required.' },
        { row: 2, column: 'Email', value: 'not-an-email', message: 'Email must be a valid email address.' },
        { row: 3, column: 'State', value: '', message: 'State is required.' },
        { row: 3, column: 'Zip', value: '', message: 'Zip is required.' },
        { row: 4, column: 'ERP ID', value: 'E-1', message: 'ERP ID E-1 appears more than once in the file (first on row 2).' },
        { row: 3, column: 'ERP ID', value: 'ERP-9001', message: 'A customer with ERP ID ERP-9001 already exists.' },
      ],
    ]);
  });
});

describe('address imports', () => {
  it('assigns shipping addresses to the chosen customer', async () => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, erpId: 'ERP-9001' } });
    const file = await templateWorkbook('Address', [
      ['10 Dock Rd', '', 'Houston', 'TX', '77001'],
      ['11 Dock Rd', 'Bay 4', 'Houston', 'TX', '77002'],
    ]);
    const { body } = await upload('importAddress', file, customer.id, tokens['admin@acme.test']);
    expect(body.result).toEqual([true, 'Successfully imported 2 shipping addresses.']);
    const addresses = await app.services.prisma.address.findMany({ where: { customerId: customer.id, addressType: 2 }, orderBy: { id: 'asc' } });
    expect(addresses.map((a) => [a.address, a.city, a.zip, a.pid])).toEqual([
      ['10 Dock Rd', 'Houston', '77001', acme],
      ['11 Dock Rd', 'Houston', '77002', acme],
    ]);
  });

  it('requires City, State and Zip, the State a US state, as the address form does', async () => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, erpId: 'ERP-9001' } });
    const rows = [['1 Road', '', '', 'TX', ''], ['2 Road', '', 'Houston', 'default', '77001'], ['3 Road', '', 'Toronto', 'Ontario', 'M5V'], ['4 Road', '', 'Dallas', '', '75201']];
    const { body } = await upload('importAddress', await templateWorkbook('Address', rows), customer.id, tokens['admin@acme.test']);
    expect(body.result).toEqual([
      false,
      [
        { row: 2, column: 'City', value: '', message: 'City is required.' },
        { row: 2, column: 'Zip', value: '', message: 'Zip is required.' },
        // "default", the address form's State placeholder, is no state here as in the form and the REST shims
        { row: 3, column: 'State', value: 'default', message: 'State is required.' },
        { row: 4, column: 'State', value: 'Ontario', message: 'State must be a US state (two-letter code, e.g. IL).' },
        { row: 5, column: 'State', value: '', message: 'State is required.' },
      ],
    ]);

    // a state's name is kept as its code
    const valid = [['5 Road', '', 'Houston', 'TX', '77001'], ['6 Road', '', 'Austin', 'texas', '73301']];
    const imported = await upload('importAddress', await templateWorkbook('Address', valid), customer.id, tokens['admin@acme.test']);
    expect(imported.body.result).toEqual([true, 'Successfully imported 2 shipping addresses.']);
    const addresses = await app.services.prisma.address.findMany({ where: { customerId: customer.id, address: { in: ['5 Road', '6 Road'] } }, orderBy: { id: 'asc' } });
    expect(addresses.map((a) => [a.address, a.state])).toEqual([['5 Road', 'TX'], ['6 Road', 'TX']]);
  });
});

describe('user imports', () => {
  it('creates users who can sign in with the imported password', async () => {
    const file = await templateWorkbook('Users', [
      ['New.Dealer@Acme.test', 'New', 'Dealer', 'Dealer', 'stripe', 'Imported!1a'],
      ['new.user@acme.test', 'New', 'User', '1', '', 'Imported!1b'],
    ]);
    const { body } = await upload('importUsers', file, acme, tokens['admin@acme.test']);
    expect(body.result).toEqual([true, 'Successfully imported 2 users.']);
    const dealer = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'new.dealer@acme.test' }, include: { role: true } });
    expect(dealer).toMatchObject({ pid: acme, firstName: 'New', lastName: 'Dealer', checkoutType: 'stripe' });
    expect(dealer.role.roleLevel).toBe(3);
    expect(await app.login('new.user@acme.test', 'Imported!1b')).toBeTruthy();
  }, 60_000);

  it("refuses roles above the importer's level, bad emails, passwords and checkout types, and taken usernames", async () => {
    const file = await templateWorkbook('Users', [
      ['boss@acme.test', 'Big', 'Boss', 'Super Admin', 'order', 'Imported!1a'],
      ['bad-email', 'A', 'B', 'Registered User', 'invoice', 'short'],
      ['admin@borealis.test', 'A', 'B', 'Nobody', 'order', ''],
    ]);
    const { body } = await upload('importUsers', file, acme, tokens['admin@acme.test']);
    expect(body.result).toEqual([
      false,
      [
        { row: 2, column: 'User Role', value: 'Super Admin', message: ROLE_ABOVE_OWN },
        { row: 3, column: 'Email Address', value: 'bad-email', message: 'Email Address must be a valid email address.' },
        { row: 3, column: 'Checkout Type (order or stripe)', value: 'invoice', message: 'Checkout Type must be order or stripe.' },
        { row: 3, column: 'Password', value: '', message: PASSWORD_RULE },
        { row: 4, column: 'User Role', value: 'Nobody', message: 'User Role Nobody is not a role of this platform.' },
        { row: 4, column: 'Password', value: '', message: 'Password is required!' },
        { row: 4, column: 'Email Address', value: 'admin@borealis.test', message: 'A user with Email Address admin@borealis.test already exists.' },
      ],
    ]);
    expect(await app.services.prisma.user.count({ where: { username: 'boss@acme.test' } })).toBe(0);
  });

  it('lets level 9 import a level 9 user', async () => {
    const file = await templateWorkbook('Users', [['chief@acme.test', 'Chief', 'Admin', 'Super Admin', 'order', 'Imported!1c']]);
    const { body } = await upload('importUsers', file, acme, tokens['super@acme.test']);
    expect(body.result).toEqual([true, 'Successfully imported 1 user.']);
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

describe('imports follow the rules of the forms', () => {
  const CREATE_PRODUCT = `mutation($input: ProductInput!) { createProduct(input: $input) { rowId } }`;
  const CREATE_USER = `mutation($input: UserInput!) { createUser(input: $input) { rowId enableMFA } }`;

  it('products: level 5 may not create them in the form nor import them; level 9 may do both', async () => {
    const file = await templateWorkbook('Products', productRows(1, 'RULE'));
    const imported = await upload('importProducts', file, acme, tokens['admin@acme.test']);
    // the reason the Products import card gives a level-5 administrator
    expect([imported.status, imported.body.error]).toEqual([403, 'Only a super administrator can import products.']);
    const form = await app.rest('/api/v1/productManagement/createProduct', { input: { name: 'Rule lamp', productNumber: 'RULE-FORM', pid: acme } }, tokens['admin@acme.test']);
    expect(form.status).toBe(403);
    expect((await app.gql(CREATE_PRODUCT, { input: { name: 'Rule lamp', productNumber: 'RULE-FORM', pid: acme } }, tokens['admin@acme.test'])).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await app.services.prisma.product.count({ where: { productNumber: { startsWith: 'RULE-' } } })).toBe(0);

    expect((await upload('importProducts', file, acme, tokens['super@acme.test'])).body.result).toEqual([true, 'Successfully imported 1 product.']);
    expect((await app.gql(CREATE_PRODUCT, { input: { name: 'Rule lamp', productNumber: 'RULE-FORM', pid: acme } }, tokens['super@acme.test'])).errors).toBeUndefined();
  });

  it('users: the same role limit and password rules as the user form', async () => {
    const roles = await app.services.prisma.role.findMany({ where: { OR: [{ pid: null }, { pid: acme }] }, select: { id: true, roleLevel: true } });
    const superRole = roles.find((role) => role.roleLevel === 9)!.id;
    const form = await app.gql(CREATE_USER, { input: { username: 'form.boss@acme.test', firstName: 'F', lastName: 'B', password: 'Imported!1a', roleId: superRole, checkoutType: 'order' } }, tokens['admin@acme.test']);
    const file = await templateWorkbook('Users', [
      ['file.boss@acme.test', 'F', 'B', '9', 'order', 'Imported!1a'],
      ['common@acme.test', 'C', 'P', 'Registered User', 'order', 'Password1!'],
    ]);
    const imported = await upload('importUsers', file, acme, tokens['admin@acme.test']);
    expect(imported.body.result[1][0].message).toBe(form.errors?.[0]?.message);
    expect(form.errors?.[0]?.message).toBe(ROLE_ABOVE_OWN);
    const common = await app.gql(CREATE_USER, { input: { username: 'common.form@acme.test', firstName: 'C', lastName: 'P', password: 'Password1!', roleId: roles.find((r) => r.roleLevel === 1)!.id, checkoutType: 'order' } }, tokens['admin@acme.test']);
    expect(common.errors?.[0]?.message).toBe('This password is too common. Please choose a less predictable one.');
    expect(imported.body.result[1][1]).toMatchObject({ row: 3, column: 'Password', message: common.errors?.[0]?.message });
  });

  it('users: MFA is on for users imported into a platform that requires it, as for the form', async () => {
    await app.services.prisma.platform.update({ where: { id: borealis }, data: { requireMFA: true } });
    try {
      const file = await templateWorkbook('Users', [['mfa.import@borealis.test', 'M', 'F', 'Registered User', 'order', 'Imported!1d']]);
      expect((await upload('importUsers', file, borealis, tokens['admin@borealis.test'])).body.result).toEqual([true, 'Successfully imported 1 user.']);
      expect((await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'mfa.import@borealis.test' } })).enableMFA).toBe(true);
      // a level-5 admin names only their own platform, in the import as in the form
      expect((await upload('importUsers', file, acme, tokens['admin@borealis.test'])).status).toBe(403);
    } finally {
      await app.services.prisma.platform.update({ where: { id: borealis }, data: { requireMFA: false } });
    }
  });
});
