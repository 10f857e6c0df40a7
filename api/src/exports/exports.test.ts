import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { startTestApp, type TestApp } from '../test/app.ts';
import { TEMPLATE_COLUMNS } from '../imports/templates.ts';
import type { ImportAnswer } from '../imports/service.ts';
import { EXPORT_LISTS, EXPORT_LIST_NAMES } from './lists.ts';
import { productOrderBy } from '../products/service.ts';

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

async function exported(body: Record<string, unknown>, token: string | null) {
  const response = await fetch(`${app.url}/api/v1/exportManagement/exportList`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition') };
}

/** The export's rows as text (the header first), as a spreadsheet program shows them. */
async function sheetOf(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const rows: string[][] = [];
  const sheet = workbook.worksheets[0];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let index = 1; index <= sheet.columnCount; index++) {
      const value = row.getCell(index).value;
      cells.push(value == null ? '' : value instanceof Date ? value.toISOString() : String(value));
    }
    rows.push(cells);
  });
  return rows;
}

async function exportedSheet(body: Record<string, unknown>, token: string) {
  const answer = await exported(body, token);
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 300)).toBe(200);
  return sheetOf(answer.bytes);
}

async function dryRun(operation: string, file: Buffer, id: number, token: string): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'export.xlsx');
  form.append('id', String(id));
  form.append('dryRun', 'true');
  const response = await fetch(`${app.url}/api/v1/importManagement/${operation}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  expect(body.error ?? null, JSON.stringify(body)).toBeNull();
  return body.result;
}

describe('exportManagement/exportList', () => {
  it('answers every admin list as an .xlsx with its columns, for level 9', async () => {
    for (const list of EXPORT_LIST_NAMES) {
      const answer = await exported({ list }, tokens['super@acme.test']);
      expect(answer.status, `${list}: ${answer.bytes.toString('utf8').slice(0, 300)}`).toBe(200);
      expect(answer.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(answer.disposition).toMatch(/^attachment; filename="[\w-]+-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const [header] = await sheetOf(answer.bytes);
      expect(header, list).toEqual(EXPORT_LISTS[list].columns.map((column) => column.header));
    }
  });

  it('keeps to the list\'s scope: a platform administrator gets their platform\'s rows, a dealer and a visitor are refused', async () => {
    const acmeUsers = await app.services.prisma.user.findMany({ where: { pid: acme }, select: { username: true } });
    const borealisUsers = await app.services.prisma.user.findMany({ where: { pid: borealis }, select: { username: true } });
    const [, ...rows] = await exportedSheet({ list: 'users', order: ['username', 'ASC'] }, tokens['admin@acme.test']);
    expect(rows.map((row) => row[0])).toEqual(acmeUsers.map((u) => u.username).sort());
    const [, ...theirs] = await exportedSheet({ list: 'users' }, tokens['admin@borealis.test']);
    expect(theirs.map((row) => row[0]).sort()).toEqual(borealisUsers.map((u) => u.username).sort());
    // another platform named as a filter: refused (or answered within the caller's own platform)
    const named = await exported({ list: 'groups', filters: { pid: borealis } }, tokens['admin@acme.test']);
    expect(named.status).toBe(403);
    const customers = await exportedSheet({ list: 'customers', filters: { pid: borealis } }, tokens['admin@acme.test']);
    const acmeCompanies = new Set((await app.services.prisma.customer.findMany({ where: { pid: acme }, select: { companyName: true } })).map((c) => c.companyName));
    for (const row of customers.slice(1)) expect(acmeCompanies.has(row[0])).toBe(true);

    expect((await exported({ list: 'users' }, tokens['dealer@acme.test'])).status).toBe(403);
    expect((await exported({ list: 'users' }, null)).status).toBe(401);
  });

  it('level 9 narrows to one platform with the pid filter', async () => {
    const [, ...rows] = await exportedSheet({ list: 'products', filters: { pid: borealis } }, tokens['super@acme.test']);
    const count = await app.services.prisma.product.count({ where: { pid: borealis } });
    expect(rows).toHaveLength(count);
  });

  it('honours the search and the sort, as the list screen shows them', async () => {
    const prisma = app.services.prisma;
    await prisma.product.createMany({
      data: ['b', 'c', 'a'].map((letter, index) => ({ pid: acme, name: `Export lamp ${letter}`, productNumber: `EXPSORT-${letter}`, defaultPrice: 10 + index, quantityInStock: 5, isNonConfigurable: true })),
    });
    const [, ...desc] = await exportedSheet({ list: 'products', search: 'expsort', order: ['productNumber', 'DESC'] }, tokens['admin@acme.test']);
    expect(desc.map((row) => row[1])).toEqual(['EXPSORT-c', 'EXPSORT-b', 'EXPSORT-a']);
    const [, ...byPrice] = await exportedSheet({ list: 'products', search: 'Export lamp', order: ['defaultPrice', 'ASC'] }, tokens['admin@acme.test']);
    expect(byPrice.map((row) => [row[1], row[11]])).toEqual([
      ['EXPSORT-b', '10'],
      ['EXPSORT-c', '11'],
      ['EXPSORT-a', '12'],
    ]);
    // the same rows, in the same order, as the admin product list answers
    const screen = await app.gql(
      `query { adminProducts(first: 50, search: "Export lamp", orderBy: { field: defaultPrice, direction: ASC }) { edges { node { productNumber } } } }`,
      {},
      tokens['admin@acme.test'],
    );
    expect(screen.data.adminProducts.edges.map((edge: { node: { productNumber: string } }) => edge.node.productNumber)).toEqual(byPrice.map((row) => row[1]));
  });

  it('writes every row once across pages, in the sort order, when the sort column has empty values', async () => {
    const prisma = app.services.prisma;
    // more than a page of products whose stock is often empty (sorted with the empty ones last)
    await prisma.product.createMany({
      data: Array.from({ length: 1500 }, (_, n) => ({
        pid: acme,
        name: `Paged lamp ${n}`,
        productNumber: `EXPPAGE-${String(n).padStart(4, '0')}`,
        quantityInStock: n % 3 === 0 ? null : n % 7,
        isNonConfigurable: true,
      })),
    });
    for (const [field, direction] of [['quantityInStock', 'ASC'], ['quantityInStock', 'DESC'], ['productNumber', 'DESC']] as const) {
      const [, ...rows] = await exportedSheet({ list: 'products', search: 'Paged lamp', order: [field, direction] }, tokens['admin@acme.test']);
      const parts = rows.map((row) => row[1]);
      expect(new Set(parts).size).toBe(1500);
      // the order the admin product list sorts in
      const screen = await prisma.product.findMany({
        where: { pid: acme, name: { startsWith: 'Paged lamp' } },
        orderBy: productOrderBy(field, direction === 'ASC' ? 'asc' : 'desc'),
        select: { productNumber: true },
      });
      expect(parts).toEqual(screen.map((product) => product.productNumber));
    }
  }, 120_000);

  it('writes only the visible columns, in their order, for a list without an import template', async () => {
    const [header, ...rows] = await exportedSheet({ list: 'quotes', columns: ['jobName', 'rowId'], order: ['id', 'ASC'] }, tokens['super@acme.test']);
    expect(header).toEqual(['Job Name', '#']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^\d+$/.test(row[1]))).toBe(true);
  });

  it('writes cells beginning with =, +, - or @ as text, never as formulas', async () => {
    const prisma = app.services.prisma;
    const texts = ['=HYPERLINK("http://evil.test","x")', '+1+2', '-3+4', '@SUM(A1:A2)'];
    for (const [index, text] of texts.entries()) {
      await prisma.group.create({ data: { pid: acme, name: `Injection ${index}`, description: text } });
    }
    const answer = await exported({ list: 'groups', columns: ['name', 'description'] }, tokens['admin@acme.test']);
    const rows = await sheetOf(answer.bytes);
    for (const text of texts) expect(rows.some((row) => row[1] === text)).toBe(true);
    const zip = await JSZip.loadAsync(answer.bytes);
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).not.toContain('<f>');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as never);
    workbook.worksheets[0].eachRow((row) => {
      const cell = row.getCell(2);
      if (typeof cell.value === 'string' && /^[=+\-@]/.test(cell.value)) {
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.numFmt).toBe('@');
      }
    });
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ list: 'planets' }, 'list', /^list must be one of users, customers/],
      [{ list: 'users', order: ['password', 'ASC'] }, 'order', /^The users list sorts by id, username/],
      [{ list: 'users', order: ['username', 'UP'] }, 'order', /ASC or DESC/],
      [{ list: 'groups', filters: { status: 'x' } }, 'filters.status', /^The groups list has no filter status/],
      [{ list: 'addresses', filters: { addressType: 7 } }, 'filters.addressType', /addressType must be 1 \(Billing\) or 2 \(Shipping\)/],
      [{ list: 'quotes', columns: ['secret'] }, 'columns', /^The quotes list has no column secret/],
      [{ list: 'users', extra: 1 }, 'extra', /^Unknown field: extra/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await exported(body, tokens['super@acme.test']);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const json = JSON.parse(answer.bytes.toString('utf8'));
      expect(json.field, JSON.stringify(body)).toBe(field);
      expect(json.error).toMatch(message);
    }
  });
});

describe('an export imports back unchanged', () => {
  it('products', async () => {
    const prisma = app.services.prisma;
    await prisma.product.createMany({
      data: [
        { pid: acme, name: 'Round trip fixed', productNumber: 'RT-1', description: '-dash first', defaultPrice: '12.50', quantityInStock: 3, isNonConfigurable: true, relatedItem: 'RT-2' },
        { pid: acme, name: 'Round trip configured', productNumber: 'RT-2', headerId: 'H1', applicationInstance: 'inst', applicationName: 'app', profile: 'Default', ruleset: 'RS', namespace: 'NS', server: 'https://cfg.example.test' },
      ],
    });
    const file = await exported({ list: 'products', search: 'Round trip' }, tokens['super@acme.test']);
    const [header, ...rows] = await sheetOf(file.bytes);
    expect(header).toEqual([...TEMPLATE_COLUMNS.Products]);
    expect(rows).toHaveLength(2);
    const answer = await dryRun('importProducts', file.bytes, acme, tokens['super@acme.test']);
    expect(answer.results.map((row) => [row.outcome, row.message])).toEqual(rows.map(() => ['unchanged', null]));
  });

  it('customers, with their contact and billing address', async () => {
    for (const [company, erpId, state, country] of [
      ['Round Trip Lighting', 'RT-C1', 'IL', 'US'],
      ['+Plus Signs Ltd', 'RT-C2', 'ON', 'CA'],
      ['Rundreise GmbH', 'RT-C3', 'Bayern', 'DE'],
    ]) {
      const created = await app.gql(
        `mutation ($input: CustomerInput!) { createCustomer(input: $input) { rowId } }`,
        { input: { companyName: company, erpId, description: 'exported', pid: acme, contact: { firstName: 'Ada', lastName: 'Byron', email: `${erpId.toLowerCase()}@example.test`, phone: '312-555-0100' }, billingAddress: { address: '1 Main St', city: 'Springfield', state, zip: '62701', country } } },
        tokens['admin@acme.test'],
      );
      expect(created.errors ?? null, JSON.stringify(created.errors)).toBeNull();
    }
    const file = await exported({ list: 'customers', search: 'RT-C', order: ['erpId', 'ASC'] }, tokens['admin@acme.test']);
    const [header, ...rows] = await sheetOf(file.bytes);
    expect(header).toEqual([...TEMPLATE_COLUMNS.Customers]);
    expect(rows.map((row) => row[1])).toEqual(['RT-C1', 'RT-C2', 'RT-C3']);
    expect(rows[1][0]).toBe('+Plus Signs Ltd');
    const answer = await dryRun('importCustomers', file.bytes, acme, tokens['admin@acme.test']);
    expect(answer.results.map((row) => [row.outcome, row.message])).toEqual(rows.map(() => ['unchanged', null]));
  });

  it("a customer's shipping addresses", async () => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acme, erpId: 'RT-C1' }, select: { id: true } });
    for (const [address, state, country] of [
      ['10 Dock Rd', 'IL', 'US'],
      ['=20 Quay St', 'BC', 'CA'],
    ]) {
      const created = await app.gql(
        `mutation ($input: AddressInput!) { createAddress(input: $input) { rowId } }`,
        { input: { customerId: customer.id, addressType: 2, address, city: 'Harbour', state, zip: '12345', country } },
        tokens['admin@acme.test'],
      );
      expect(created.errors ?? null, JSON.stringify(created.errors)).toBeNull();
    }
    const file = await exported({ list: 'addresses', filters: { customerId: customer.id, addressType: 2 } }, tokens['admin@acme.test']);
    const [header, ...rows] = await sheetOf(file.bytes);
    expect(header).toEqual([...TEMPLATE_COLUMNS.Address]);
    expect(rows.map((row) => row[0]).sort()).toEqual(['10 Dock Rd', '=20 Quay St']);
    const answer = await dryRun('importAddress', file.bytes, customer.id, tokens['admin@acme.test']);
    expect(answer.results.map((row) => [row.outcome, row.message])).toEqual(rows.map(() => ['unchanged', null]));
  });

  it('users (a blank Password keeps theirs)', async () => {
    const prisma = app.services.prisma;
    const role = await prisma.role.findFirstOrThrow({ where: { OR: [{ pid: acme }, { pid: null }], roleLevel: 1 }, orderBy: [{ pid: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }] });
    for (const name of ['one', 'two']) {
      await prisma.user.create({ data: { pid: acme, username: `roundtrip-${name}@example.test`, firstName: 'Round', lastName: name, roleId: role.id, checkoutType: 'order', passwordHash: 'x' } });
    }
    const file = await exported({ list: 'users', search: 'roundtrip-' }, tokens['admin@acme.test']);
    const [header, ...rows] = await sheetOf(file.bytes);
    expect(header).toEqual([...TEMPLATE_COLUMNS.Users]);
    expect(rows.map((row) => [row[0], row[3], row[5]]).sort()).toEqual([
      ['roundtrip-one@example.test', role.name, ''],
      ['roundtrip-two@example.test', role.name, ''],
    ]);
    const answer = await dryRun('importUsers', file.bytes, acme, tokens['admin@acme.test']);
    expect(answer.results.map((row) => [row.outcome, row.message])).toEqual(rows.map(() => ['unchanged', null]));
  });
});
