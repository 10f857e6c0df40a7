import { closeSync, createReadStream, fstatSync, openSync, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

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

/** Where a zip is read from: its size, sync reads by position (small parts) and a stream of a byte range. */
export interface ZipSource {
  size: number;
  read(position: number, length: number): Buffer;
  stream(start: number, end: number): Readable;
}

const PIECE_BYTES = 64 * 1024;

export const bufferSource = (bytes: Buffer): ZipSource => ({
  size: bytes.length,
  read: (position, length) => bytes.subarray(position, position + length),
  stream: (start, end) => Readable.from(pieces(bytes.subarray(start, end)), { objectMode: false, highWaterMark: PIECE_BYTES }),
});

function* pieces(bytes: Buffer) {
  for (let start = 0; start < bytes.length; start += PIECE_BYTES) yield bytes.subarray(start, start + PIECE_BYTES);
}

/** A zip on disk, read in pieces (nothing holds the whole file); close it when done. */
export function fileSource(path: string): ZipSource & { close(): void } {
  const fd = openSync(path, 'r');
  return {
    size: fstatSync(fd).size,
    read(position, length) {
      const bytes = Buffer.alloc(Math.max(0, length));
      const read = readSync(fd, bytes, 0, bytes.length, position);
      return bytes.subarray(0, read);
    },
    stream: (start, end) => (end > start ? createReadStream(path, { start, end: end - 1, highWaterMark: PIECE_BYTES }) : Readable.from([])),
    close: () => closeSync(fd),
  };
}

/**
 * Checks the zip's directory (readZipDirectory), then inflates every entry, counting and dropping
 * the output as it streams and stopping one byte past the entry's declared size, so a directory
 * that understates the sizes cannot smuggle a bomb past the check, and the check holds neither the
 * unpacked bytes nor the event loop.
 */
export async function inspectSpreadsheetZip(source: ZipSource): Promise<{ entries: ZipEntry[]; uncompressedBytes: number }> {
  const directory = readDirectory(source);
  for (const entry of directory.entries) await verifyEntry(source, entry);
  return directory;
}

export const readZipDirectory = (bytes: Buffer) => readDirectory(bufferSource(bytes));

/**
 * Reads the zip's end-of-central-directory record and central directory without unpacking
 * anything, and refuses files that are not zips, are zip64 (never needed for an upload of
 * this size), declare too many entries or too many uncompressed bytes.
 */
export function readDirectory(source: ZipSource): { entries: ZipEntry[]; uncompressedBytes: number } {
  if (source.size > MAX_UPLOAD_BYTES) throw new SpreadsheetFileError(TOO_LARGE);
  if (source.size < EOCD_MIN + 30 || source.read(0, 4).readUInt32LE(0) !== LOCAL_HEADER) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);

  const tailStart = Math.max(0, source.size - EOCD_MIN - MAX_COMMENT);
  const tail = source.read(tailStart, source.size - tailStart);
  let eocd = -1;
  for (let offset = tail.length - EOCD_MIN; offset >= 0; offset--) {
    if (tail.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);

  const totalEntries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (totalEntries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
  }
  const eocdPosition = tailStart + eocd;
  if (totalEntries === 0 || directoryOffset + directorySize > eocdPosition) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  if (totalEntries > MAX_ZIP_ENTRIES) throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);

  // the directory and what follows it up to the end record
  const bytes = source.read(directoryOffset, eocdPosition - directoryOffset);
  const end = bytes.length;
  const entries: ZipEntry[] = [];
  let total = 0;
  let cursor = 0;
  for (let index = 0; index < totalEntries; index++) {
    if (cursor + 46 > end || bytes.readUInt32LE(cursor) !== CENTRAL_HEADER) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
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
    const name = bytes.toString('utf8', cursor + 46, Math.min(end, cursor + 46 + nameLength));
    entries.push({ name, method, crc, compressedSize, uncompressedSize, localHeaderOffset });
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  if (!entries.some((entry) => entry.name === '[Content_Types].xml')) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  return { entries, uncompressedBytes: total };
}

/** Where an entry's stored bytes are (after its local header, name and extra field). */
function dataStart(source: ZipSource, entry: ZipEntry) {
  const header = source.read(entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  return entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}

interface StoredEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
}

function localHeader(entry: StoredEntry, name: Buffer) {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(LOCAL_HEADER, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(entry.method, 8);
  local.writeUInt32LE(entry.crc >>> 0, 14);
  local.writeUInt32LE(entry.compressedSize, 18);
  local.writeUInt32LE(entry.size, 22);
  local.writeUInt16LE(name.length, 26);
  return local;
}

/** The central directory and end record of entries stored one after another from offset 0. */
function directoryAndEnd(entries: readonly StoredEntry[]) {
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressedSize, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + entry.compressedSize;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(EOCD_MIN);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}

/** Writes a zip of stored or deflated entries, given as they are stored, with the sizes and checksums they claim. */
export function writeZip(entries: readonly { name: string; method: number; crc: number; data: Buffer; size: number }[]): Buffer {
  const stored = entries.map((entry) => ({ ...entry, compressedSize: entry.data.length }));
  const locals = stored.flatMap((entry) => {
    const name = Buffer.from(entry.name);
    return [localHeader(entry, name), name, entry.data];
  });
  return Buffer.concat([...locals, directoryAndEnd(stored)]);
}

/** The parts a streaming reader needs before any worksheet: the sheet list, relationships, shared strings and styles. */
const PARTS_FIRST = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];

const inOrder = (entries: readonly ZipEntry[], first: readonly string[]) => {
  const rank = (name: string) => {
    const index = first.indexOf(name);
    return index < 0 ? first.length : index;
  };
  return [...entries].sort((a, b) => rank(a.name) - rank(b.name));
};

/**
 * The same spreadsheet, as a stream of 64 KB pieces, with the workbook's own parts stored before
 * its worksheets, entries copied as they are (nothing is unpacked or packed again). exceljs's
 * streaming reader puts aside a worksheet that arrives before the shared strings and reads it once
 * the zip is done, and that path sometimes loses the parts after it, under load ("Cannot read
 * properties of undefined (reading 'sheets')", or a valid header row refused); in this order it
 * never takes that path.
 */
export async function* withWorkbookPartsFirst(source: ZipSource, entries: readonly ZipEntry[]): AsyncGenerator<Buffer> {
  const ordered = inOrder(entries, PARTS_FIRST).map((entry) => ({ ...entry, size: entry.uncompressedSize }));
  for (const entry of ordered) {
    const name = Buffer.from(entry.name);
    yield Buffer.concat([localHeader(entry, name), name]);
    const start = dataStart(source, entry);
    for (let position = start; position < start + entry.compressedSize; position += PIECE_BYTES) {
      yield source.read(position, Math.min(PIECE_BYTES, start + entry.compressedSize - position));
    }
  }
  yield directoryAndEnd(ordered);
}

/** The same zip with the named entries first, in that order, and the rest as they were; entries copied as stored. */
export function withEntriesFirst(bytes: Buffer, entries: readonly ZipEntry[], first: readonly string[]): Buffer {
  const source = bufferSource(bytes);
  return writeZip(
    inOrder(entries, first).map((entry) => {
      const start = dataStart(source, entry);
      return { name: entry.name, method: entry.method, crc: entry.crc, data: bytes.subarray(start, start + entry.compressedSize), size: entry.uncompressedSize };
    }),
  );
}

async function verifyEntry(source: ZipSource, entry: ZipEntry) {
  if (entry.localHeaderOffset + 30 > source.size) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  const start = dataStart(source, entry);
  const end = start + entry.compressedSize;
  if (end > source.size) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
    return;
  }
  if (entry.method !== 8) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  let unpacked = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const input = source.stream(start, end);
      const inflate = createInflateRaw({ chunkSize: PIECE_BYTES });
      const fail = (error: unknown) => {
        input.destroy();
        inflate.destroy();
        reject(error);
      };
      inflate.on('data', (chunk: Buffer) => {
        unpacked += chunk.length;
        // One byte over the declared size is enough to catch an understated entry.
        if (unpacked > entry.uncompressedSize) fail(new SpreadsheetFileError(TOO_LARGE_UNPACKED));
      });
      inflate.on('end', resolve);
      inflate.on('error', fail);
      input.on('error', fail);
      // the stored bytes are fed in pieces, each when the inflater has taken the one before
      input.pipe(inflate);
    });
  } catch (error) {
    if (error instanceof SpreadsheetFileError) throw error;
    throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  }
  if (unpacked !== entry.uncompressedSize) throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
}
