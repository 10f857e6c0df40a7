import { inflateRawSync } from 'node:zlib';

/** Limits for an uploaded spreadsheet, checked before anything unpacks it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 2000;

export const NOT_A_SPREADSHEET = 'The file is not an Excel spreadsheet (.xlsx).';
export const TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
export const TOO_LARGE_UNPACKED = 'The spreadsheet is too large once unpacked; split it into smaller files.';

export class SpreadsheetFileError extends Error {}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/**
 * Reads the zip's end-of-central-directory record and central directory without unpacking
 * anything, and refuses files that are not zips, are zip64 (never needed for an upload of
 * this size), declare too many entries or too many uncompressed bytes. Then every entry is
 * inflated with an output cap equal to its declared size, so a directory that understates
 * the sizes cannot smuggle a bomb past the check.
 */
export function inspectSpreadsheetZip(bytes: Buffer): { entries: ZipEntry[]; uncompressedBytes: number } {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new SpreadsheetFileError(TOO_LARGE);
  if (bytes.length < EOCD_MIN + 30 || bytes.readUInt32LE(0) !== LOCAL_HEADER) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);

  let eocd = -1;
  const lowest = Math.max(0, bytes.length - EOCD_MIN - MAX_COMMENT);
  for (let offset = bytes.length - EOCD_MIN; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);

  const totalEntries = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (totalEntries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
  }
  if (totalEntries === 0 || directoryOffset + directorySize > eocd) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  if (totalEntries > MAX_ZIP_ENTRIES) throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);

  const entries: ZipEntry[] = [];
  let total = 0;
  let cursor = directoryOffset;
  for (let index = 0; index < totalEntries; index++) {
    if (cursor + 46 > eocd || bytes.readUInt32LE(cursor) !== CENTRAL_HEADER) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
    const method = bytes.readUInt16LE(cursor + 10);
    const crc = bytes.readUInt32LE(cursor + 16);
    const compressedSize = bytes.readUInt32LE(cursor + 20);
    const uncompressedSize = bytes.readUInt32LE(cursor + 24);
    const nameLength = bytes.readUInt16LE(cursor + 28);
    const extraLength = bytes.readUInt16LE(cursor + 30);
    const commentLength = bytes.readUInt16LE(cursor + 32);
    const localHeaderOffset = bytes.readUInt32LE(cursor + 42);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
    }
    total += uncompressedSize;
    if (total > MAX_UNCOMPRESSED_BYTES) throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
    const name = bytes.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    entries.push({ name, method, crc, compressedSize, uncompressedSize, localHeaderOffset });
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  if (!entries.some((entry) => entry.name === '[Content_Types].xml')) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);

  for (const entry of entries) verifyEntry(bytes, entry);
  return { entries, uncompressedBytes: total };
}

/** Where an entry's stored bytes are (after its local header, name and extra field). */
const dataStart = (bytes: Buffer, entry: ZipEntry) => entry.localHeaderOffset + 30 + bytes.readUInt16LE(entry.localHeaderOffset + 26) + bytes.readUInt16LE(entry.localHeaderOffset + 28);

/** Writes a zip of stored or deflated entries, given as they are stored, with the sizes and checksums they claim. */
export function writeZip(entries: readonly { name: string; method: number; crc: number; data: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
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
  const end = Buffer.alloc(EOCD_MIN);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts a streaming reader needs before any worksheet: the sheet list, relationships, shared strings and styles. */
const PARTS_FIRST = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/**
 * The same spreadsheet with the workbook's own parts stored before its worksheets, entries copied
 * as they are (nothing is unpacked or packed again). exceljs's streaming reader puts aside a
 * worksheet that arrives before the shared strings and reads it once the zip is done, and that
 * path sometimes loses the parts after it, under load ("Cannot read properties of undefined
 * (reading 'sheets')", or a valid header row refused); in this order it never takes that path.
 */
export const withWorkbookPartsFirst = (bytes: Buffer, entries: readonly ZipEntry[]) => withEntriesFirst(bytes, entries, PARTS_FIRST);

/** The same zip with the named entries first, in that order, and the rest as they were; entries copied as stored. */
export function withEntriesFirst(bytes: Buffer, entries: readonly ZipEntry[], first: readonly string[]): Buffer {
  const rank = (name: string) => {
    const index = first.indexOf(name);
    return index < 0 ? first.length : index;
  };
  const ordered = [...entries].sort((a, b) => rank(a.name) - rank(b.name));
  return writeZip(
    ordered.map((entry) => {
      const start = dataStart(bytes, entry);
      return { name: entry.name, method: entry.method, crc: entry.crc, data: bytes.subarray(start, start + entry.compressedSize), size: entry.uncompressedSize };
    }),
  );
}

function verifyEntry(bytes: Buffer, entry: ZipEntry) {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  const start = dataStart(bytes, entry);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
    return;
  }
  if (entry.method !== 8) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  let inflated: Buffer;
  try {
    // One byte over the declared size is enough to catch an understated entry.
    inflated = inflateRawSync(bytes.subarray(start, end), { maxOutputLength: entry.uncompressedSize + 1 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
    throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  }
  if (inflated.length !== entry.uncompressedSize) throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
}
