import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from '../test/app.ts';
import { formulaWorkbook, templateWorkbook, workbookBytes } from '../imports/testFiles.ts';
import { FORMULA_REFUSED } from '../imports/service.ts';
import { wrongColumnsMessage } from '../imports/parse.ts';
import { OPTION_MESSAGES } from '@quotecraft/rules/configurator';
import { QUANTITY_MESSAGES } from '@quotecraft/rules/quantities';
import { checkLinesConfiguration } from '../configurator/service.ts';
import type { LineImportAnswer, LineRowResult } from './service.ts';

let app: TestApp;
let acme: number;
let ledId: number;
let borealisLedId: number;
const tokens: Record<string, string> = {};

const prisma = () => app.services.prisma;

beforeAll(async () => {
  app = await startTestApp();
  const platforms = await prisma().platform.findMany({ select: { id: true, name: true } });
  acme = platforms.find((p) => p.name === 'Acme Lighting')!.id;
  const borealis = platforms.find((p) => p.name === 'Borealis Supply')!.id;
  ledId = (await prisma().product.findFirstOrThrow({ where: { pid: acme, productNumber: 'ALX-AREA' } })).id;
  borealisLedId = (await prisma().product.findFirstOrThrow({ where: { pid: borealis, configuratorModelId: { not: null } } })).id;
  for (const user of ['user@acme.test', 'dealer@acme.test', 'user@borealis.test']) tokens[user] = await app.login(user);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function newQuote(token: string): Promise<number> {
  const { status, body } = await app.rest('/api/v1/quoteManagement/createQuote', { input: {} }, token);
  expect(status).toBe(200);
  return body.result.quote.id;
}

async function template(productId: number, token: string | null) {
  const response = await fetch(`${app.url}/api/v1/quoteManagement/downloadLineTemplate`, {
    method: 'POST',
    body: JSON.stringify({ productId }),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return response;
}

async function headings(): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await template(ledId, tokens['user@acme.test'])).arrayBuffer());
  return (workbook.getWorksheet('Lines')!.getRow(1).values as string[]).slice(1);
}

/** A filled template: each row names its cells by heading; the others are blank. */
async function filled(rows: Record<string, unknown>[]): Promise<Buffer> {
  const columns = await headings();
  return workbookBytes(columns, rows.map((row) => columns.map((column) => row[column] ?? '')));
}

async function upload(file: Buffer, fields: { quoteId: number; productId?: number; dryRun?: boolean }, token: string | null) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'lines.xlsx');
  form.append('quoteId', String(fields.quoteId));
  form.append('productId', String(fields.productId ?? ledId));
  if (fields.dryRun !== undefined) form.append('dryRun', String(fields.dryRun));
  const response = await fetch(`${app.url}/api/v1/quoteManagement/importLines`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

async function imported(file: Buffer, quoteId: number, dryRun: boolean, token = tokens['user@acme.test']): Promise<LineImportAnswer> {
  const { status, body } = await upload(file, { quoteId, dryRun }, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result;
}

const cell = (row: LineRowResult, column: string) => row.cells.find((c) => c.column === column)!;

describe('line template', () => {
  it('has a column per option caption and Quantity, dropdowns of the allowed values, and each option\'s rules', async () => {
    const response = await template(ledId, tokens['user@acme.test']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('LineTemplate-ALX-AREA.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Lines')!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Wattage', 'Dark-sky compliant (3000 K maximum)', 'Color Temperature']);
    expect(header.at(-1)).toBe('Quantity');
    const wattage = sheet.getCell('A2').dataValidation;
    expect(wattage.type).toBe('list');
    const values = workbook.getWorksheet('Values')!;
    const listed = [1, 2, 3, 4].map((row) => values.getCell(`A${row}`).value);
    expect(listed).toEqual(['75 W (10,100 lm)', '150 W (20,250 lm)', '200 W (27,000 lm)', '300 W (40,500 lm)']);
    expect(String(sheet.getCell('A1').note)).toContain('Wall mounts carry at most 200 W.');
    const rules = workbook.getWorksheet('Rules')!;
    const ruleRows = rules.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(ruleRows).toContainEqual(['Color Temperature', expect.stringContaining('4000 K neutral white (4000K): Dark-sky compliance limits color temperature to 3000 K')]);
    expect(ruleRows).toContainEqual(['Quantity', 'A whole number of at least 1; blank is 1.']);
  });

  it('is refused for a product of another platform, a fixed-price product and a visitor', async () => {
    const foreign = await template(borealisLedId, tokens['user@acme.test']);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ success: false, error: 'Product not found.' });
    const fixed = await prisma().product.findFirstOrThrow({ where: { pid: acme, isNonConfigurable: true } });
    const refused = await template(fixed.id, tokens['user@acme.test']);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'This product is not configurable.' });
    expect((await template(ledId, null)).status).toBe(401);
  });
});

describe('line import', () => {
  it('a dry run answers each row: part number and price of good rows, why a value is refused and the nearest valid one; it writes nothing', async () => {
    const quoteId = await newQuote(tokens['user@acme.test']);
    const [linesBefore, sessionsBefore] = await Promise.all([prisma().quoteLine.count(), prisma().configuratorSession.count()]);
    const file = await filled([
      { Wattage: '200 W (27,000 lm)', 'Color Temperature': '3000K', Quantity: 4 },
      { Wattage: 75, Mounting: 'Wall mount', Distribution: 'T2', Quantity: '' },
      { 'Dark-sky compliant (3000 K maximum)': 'Yes', 'Color Temperature': '4000 K neutral white' },
      { Wattage: '250' },
      { 'Factory Output Level': 0.73 },
      { Wattage: '300', Mounting: 'wall' },
    ]);
    const answer = await imported(file, quoteId, true);
    expect(answer).toMatchObject({ ok: true, dryRun: true, counts: { created: 2, error: 4 }, lineIds: [], rejectedFile: null, modelVersion: 1 });
    expect(answer.message).toBe('Dry run, nothing written: 2 lines to add, 4 rows with errors (not imported).');
    const [good, wall, darkSky, wattage, level, heavyWall] = answer.results;
    expect(good).toMatchObject({ row: 2, outcome: 'created', partNumber: 'ALX-200-3000K-T3-DBZ', quantity: 4, message: null });
    expect(Number(good.price)).toBe(869 - 180 + 260);
    expect(wall).toMatchObject({ row: 3, outcome: 'created', quantity: 1 });
    expect(wall.partNumber).toMatch(/^ALX-75-/);
    expect(darkSky).toMatchObject({ outcome: 'error', column: 'Color Temperature', price: null, partNumber: null });
    expect(cell(darkSky, 'Color Temperature')).toMatchObject({
      outcome: 'error',
      value: '4000 K neutral white',
      message: 'Dark-sky compliance limits color temperature to 3000 K.',
      nearest: '3000 K warm white',
      suggestion: expect.stringContaining('Dark-sky compliant (3000 K maximum) to No'),
    });
    expect(darkSky.message).toContain('Nearest valid value: 3000 K warm white.');
    expect(cell(wattage, 'Wattage')).toMatchObject({ outcome: 'error', message: "'250' is not a value of Wattage.", nearest: '200 W (27,000 lm)' });
    expect(cell(level, 'Factory Output Level')).toMatchObject({ outcome: 'error', nearest: '0.7' });
    expect(cell(heavyWall, 'Mounting')).toMatchObject({ outcome: 'error', message: 'Wall mounts carry at most 200 W.', suggestion: 'Wattage to 75 W (10,100 lm)' });
    expect(cell(heavyWall, 'Mounting').nearest).toBe('Arm mount');
    expect(await prisma().quoteLine.count()).toBe(linesBefore);
    expect(await prisma().configuratorSession.count()).toBe(sessionsBefore);
  });

  it('refuses bad quantities and an empty required option, row by row', async () => {
    const quoteId = await newQuote(tokens['user@acme.test']);
    const answer = await imported(
      await filled([{ Quantity: 0 }, { Quantity: 1.5 }, { Quantity: 'many' }, { Finish: 'Custom paint color' }, { Quantity: 2 }]),
      quoteId,
      true,
    );
    expect(answer.results.map((row) => row.outcome)).toEqual(['error', 'error', 'error', 'error', 'created']);
    expect(cell(answer.results[0], 'Quantity').message).toBe(QUANTITY_MESSAGES.belowOne);
    expect(cell(answer.results[1], 'Quantity').message).toBe(QUANTITY_MESSAGES.notWhole);
    expect(cell(answer.results[2], 'Quantity').message).toBe(QUANTITY_MESSAGES.notWhole);
    expect(cell(answer.results[3], 'Paint Color (RAL)')).toMatchObject({ outcome: 'error', message: OPTION_MESSAGES.required });
  });

  it('a commit adds the valid rows as configured lines pinned to the model version, and answers the refused rows as a file', async () => {
    const quoteId = await newQuote(tokens['user@acme.test']);
    const file = await filled([
      { Wattage: '150', Quantity: 3, 'Fixture Tag': 'Lot A' },
      { Wattage: '250', Quantity: 2 },
      { Controls: 'Motion sensor', 'Sensor Mounting Height': '20 to 40 ft' },
    ]);
    const answer = await imported(file, quoteId, false);
    expect(answer).toMatchObject({ ok: true, dryRun: false, counts: { created: 2, error: 1 }, message: '2 lines added to the quote, 1 row with errors (in the rejected rows file).' });
    expect(answer.lineIds).toHaveLength(2);
    const lines = await prisma().quoteLine.findMany({ where: { quoteId }, orderBy: { lineNumber: 'asc' } });
    expect(lines.map((line) => [line.lineNumber, line.configurationId, line.quantity, line.modelVersion, line.isNonConfigurable])).toEqual([
      [1, `${quoteId}_1`, 3, 1, false],
      [2, `${quoteId}_2`, 1, 1, false],
    ]);
    expect(lines[0].partNumber).toBe(answer.results[0].partNumber);
    expect(lines[0].price.toFixed(2)).toBe(answer.results[0].price);
    const session = await prisma().configuratorSession.findUniqueOrThrow({ where: { id: lines[1].sessionId! } });
    expect(session).toMatchObject({ engine: 'built-in', isComplete: true, configurationId: `${quoteId}_2` });
    expect(session.finishedAt).not.toBeNull();
    expect((session.state as any).values).toMatchObject({ controls: 'motion', sensorHeight: '20-40' });
    const quote = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect(quote.lineCount).toBe(2);
    expect(Number(quote.totalCost)).toBeCloseTo(Number(lines[0].price) * 3 + Number(lines[1].price), 2);
    // re-checked like any configured line (what order placement does)
    const [check] = await checkLinesConfiguration({ prisma: prisma() }, [lines[0]]);
    expect(check).toMatchObject({ status: 'current', lineVersion: 1, currentVersion: 1 });

    const rejected = new ExcelJS.Workbook();
    await rejected.xlsx.load(Buffer.from(answer.rejectedFile!, 'base64') as never);
    const sheet = rejected.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header.at(-1)).toBe('Error');
    expect(sheet.rowCount).toBe(2);
    expect(String(sheet.getRow(2).getCell(1).value)).toBe('250');
    expect(String(sheet.getRow(2).getCell(header.length).value)).toContain("'250' is not a value of Wattage.");
    expect(answer.rejectedFileName).toBe('lines-rejected-rows.xlsx');
  });

  it('refuses a file that is not the product\'s template, and a formula cell', async () => {
    const quoteId = await newQuote(tokens['user@acme.test']);
    const wrong = await imported(await templateWorkbook('Products', [['x']]), quoteId, true);
    expect(wrong).toMatchObject({ ok: false, results: [] });
    expect(wrong.message).toBe(wrongColumnsMessage(await headings()));
    const columns = await headings();
    const formula = await imported(await formulaWorkbook(columns, columns.map(() => ''), { Quantity: { formula: '1+1', result: 2 } }), quoteId, true);
    expect(formula.results[0]).toMatchObject({ outcome: 'error', column: 'Quantity' });
    expect(cell(formula.results[0], 'Quantity').message).toBe(FORMULA_REFUSED('Quantity'));
  });

  it('refuses a product of another platform and a quote the caller may not edit, writing nothing', async () => {
    const file = await filled([{ Quantity: 1 }]);
    const own = await newQuote(tokens['user@acme.test']);
    const foreignProduct = await upload(file, { quoteId: own, productId: borealisLedId, dryRun: false }, tokens['user@acme.test']);
    expect(foreignProduct.status).toBe(404);
    expect(foreignProduct.body).toMatchObject({ success: false, error: 'Product not found.' });

    const othersQuote = await newQuote(tokens['user@borealis.test']);
    const foreignQuote = await upload(file, { quoteId: othersQuote, dryRun: false }, tokens['user@acme.test']);
    expect(foreignQuote.status).toBe(404);
    expect(foreignQuote.body.error).toBe('Quote not found.');

    const dealersQuote = await newQuote(tokens['dealer@acme.test']);
    const notTheirs = await upload(file, { quoteId: dealersQuote, dryRun: false }, tokens['user@acme.test']);
    expect(notTheirs.status).toBe(404);

    const order = await newQuote(tokens['user@acme.test']);
    await prisma().quote.update({ where: { id: order }, data: { type: 2 } });
    const onOrder = await upload(file, { quoteId: order, dryRun: false }, tokens['user@acme.test']);
    expect(onOrder.status).toBeGreaterThanOrEqual(400);
    expect(await prisma().quoteLine.count({ where: { quoteId: { in: [own, othersQuote, dealersQuote, order] } } })).toBe(0);
    expect((await upload(file, { quoteId: own }, null)).status).toBe(401);
  });
});
