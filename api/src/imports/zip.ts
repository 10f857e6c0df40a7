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
export function inspectSpreadsheetZip(bytes: Buffer): { entries: number; uncompressedBytes: number } {
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
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  if (!entries.some((entry) => entry.name === '[Content_Types].xml')) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);

  for (const entry of entries) verifyEntry(bytes, entry);
  return { entries: entries.length, uncompressedBytes: total };
}

function verifyEntry(bytes: Buffer, entry: ZipEntry) {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
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
