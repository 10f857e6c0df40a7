import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { TEMPLATE_COLUMNS, type ImportType } from './templates.ts';
import { readZipDirectory, withEntriesFirst, writeZip } from './zip.ts';

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

interface ZipEntry {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

/** Writes a zip from already deflated entries, with the sizes they claim. */
export const zipFile = (entries: ZipEntry[]): Buffer => writeZip(entries.map((entry) => ({ ...entry, method: 8 })));

/** The same workbook with its zip entries stored in another order (names in `first` come first, the rest as they were). */
export const reorderedZip = (bytes: Buffer, first: readonly string[]): Buffer => withEntriesFirst(bytes, readZipDirectory(bytes).entries, first);

const smallEntry = (name: string, text: string): ZipEntry => {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
};

async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += block.length) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * A zip bomb shaped like a spreadsheet: a sheet of `megabytes` MB of zeros that deflates to a few
 * hundred KB. With `understate`, the directory claims the sheet is 1 KB.
 */
export async function zipBomb(megabytes = 256, understate = false): Promise<Buffer> {
  const size = megabytes * 1024 * 1024;
  const data = await deflatedZeros(size);
  return zipFile([
    smallEntry('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    { name: 'xl/worksheets/sheet1.xml', data, crc: 0, size: understate ? 1024 : size },
  ]);
}
