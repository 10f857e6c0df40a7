import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
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

interface ZipEntry {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

/** Writes a zip from already deflated entries, with the sizes they claim. */
export function zipFile(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

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
