import { Readable } from 'node:stream';
import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import { TEMPLATE_COLUMNS, type ImportType } from './templates.ts';

/** Test and benchmark files: filled templates, zip bombs. */

export async function workbookBytes(columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow([...columns]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const templateWorkbook = (type: ImportType, rows: readonly (readonly unknown[])[]) => workbookBytes(TEMPLATE_COLUMNS[type], rows);

export function productRows(count: number, prefix = 'P'): unknown[][] {
  return Array.from({ length: count }, (_, index) => [
    `Product ${prefix} ${index + 1}`,
    `${prefix}-${String(index + 1).padStart(6, '0')}`,
    `Imported product number ${index + 1}`,
    `H${index % 50}`,
    'instance',
    'app',
    'profile',
    'ruleset',
    'namespace',
    'server',
    index % 500,
    ((index % 1000) + 0.99).toFixed(2),
    '',
  ]);
}

/** A stream of `bytes` zero bytes, a megabyte at a time. */
function zeros(bytes: number): Readable {
  const block = Buffer.alloc(1024 * 1024);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const piece = left >= block.length ? block : block.subarray(0, left);
      left -= piece.length;
      this.push(piece);
    },
  });
}

const CENTRAL_HEADER = 0x02014b50;

/** The zip with the central directory's uncompressed size of `name` replaced by `size` (a directory that lies). */
function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const bytes = Buffer.from(zip);
  for (let offset = bytes.length - 46; offset >= 0; offset--) {
    if (bytes.readUInt32LE(offset) !== CENTRAL_HEADER) continue;
    const nameLength = bytes.readUInt16LE(offset + 28);
    if (bytes.toString('utf8', offset + 46, offset + 46 + nameLength) === name) bytes.writeUInt32LE(size, offset + 24);
  }
  return bytes;
}

/**
 * A zip bomb shaped like a spreadsheet (made with jszip): a sheet of `megabytes` MB of zeros that
 * deflates to a few hundred KB. With `understate`, the directory claims the sheet is 1 KB.
 */
export async function zipBomb(megabytes = 256, understate = false): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('xl/worksheets/sheet1.xml', zeros(megabytes * 1024 * 1024), { binary: true });
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
  return understate ? withDeclaredSize(bytes, 'xl/worksheets/sheet1.xml', 1024) : bytes;
}

/** A workbook whose first data row has formulas (with cached results) in the given columns. */
export async function formulaWorkbook(columns: readonly string[], row: readonly unknown[], formulaColumns: Record<string, { formula: string; result: string | number }>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  sheet.addRow([...columns]);
  sheet.addRow(columns.map((column, index) => formulaColumns[column] ?? row[index]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const STATES = ['TX', 'IL', 'CA', 'NY', 'WA'];

/** Customer template rows: each with a contact and a billing address (every tenth in Canada). */
export function customerRows(count: number, prefix = 'C'): unknown[][] {
  return Array.from({ length: count }, (_, index) => {
    const canadian = index % 10 === 9;
    return [
      `Company ${prefix} ${index + 1}`,
      `${prefix}-${String(index + 1).padStart(6, '0')}`,
      `Imported customer ${index + 1}`,
      `First${index % 97}`,
      `Last${index % 89}`,
      `buyer${index + 1}@${prefix.toLowerCase()}.example.test`,
      `555-${String(index % 10000).padStart(4, '0')}`,
      `${index + 1} Main St`,
      index % 3 === 0 ? `Suite ${index % 50}` : '',
      canadian ? 'Toronto' : 'Springfield',
      canadian ? 'ON' : STATES[index % STATES.length],
      canadian ? 'M5V 2T6' : String(10000 + (index % 89999)),
      canadian ? 'Canada' : 'US',
    ];
  });
}

/** A workbook whose first sheet holds `columns` and `rows`, and a second sheet ("Notes") that an import does not read. */
export async function twoSheetWorkbook(columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Import').addRows([[...columns], ...rows.map((row) => [...row])]);
  workbook.addWorksheet('Notes').addRow(['not read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** twoSheetWorkbook with its second sheet not well-formed XML: a reader fails on it after reading the first. */
export async function brokenSecondSheetWorkbook(columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await twoSheetWorkbook(columns, rows));
  zip.file('xl/worksheets/sheet2.xml', '<?xml version="1.0"?><worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></notclosed>');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
