import { open } from 'node:fs/promises';
import unzipper from 'unzipper';
import { logger } from '../observability/logger.ts';

/** Limits for an uploaded spreadsheet, checked before anything unpacks it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 2000;

export const NOT_A_SPREADSHEET = 'The file is not an Excel spreadsheet (.xlsx).';
export const TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
export const TOO_LARGE_UNPACKED = 'The spreadsheet is too large once unpacked; split it into smaller files.';

export class SpreadsheetFileError extends Error {}

const ZIP_SIGNATURE = 0x04034b50;

/**
 * Checks an uploaded .xlsx before a spreadsheet reader unpacks it (ASVS 5.2.3): a zip signature,
 * then the central directory (read with unzipper's `Open.file`, nothing unpacked): at most
 * MAX_ZIP_ENTRIES entries, declared sizes at most MAX_UNCOMPRESSED_BYTES together, and a
 * `[Content_Types].xml`. Then every entry is inflated with its output counted and dropped, stopping
 * one byte past the entry's declared size, so a directory that understates the sizes cannot smuggle
 * a bomb past the check. Throws a SpreadsheetFileError with the message for the user.
 */
export async function checkSpreadsheetZip(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > MAX_UPLOAD_BYTES) throw new SpreadsheetFileError(TOO_LARGE);
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    if (bytesRead < 4 || head.readUInt32LE(0) !== ZIP_SIGNATURE) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  } finally {
    await handle.close();
  }

  let directory: unzipper.CentralDirectory;
  try {
    directory = await unzipper.Open.file(path);
  } catch (error) {
    logger.info({ err: error }, 'imports: an upload is no zip archive that can be read');
    throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  }
  const files = directory.files;
  if (files.length > MAX_ZIP_ENTRIES) throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
  let declared = 0;
  for (const file of files) {
    if (file.uncompressedSize === 0xffffffff) throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
    declared += file.uncompressedSize;
  }
  if (declared > MAX_UNCOMPRESSED_BYTES) throw new SpreadsheetFileError(TOO_LARGE_UNPACKED);
  if (!files.some((file) => file.path === '[Content_Types].xml')) throw new SpreadsheetFileError(NOT_A_SPREADSHEET);
  for (const file of files) if (file.type === 'File') await verifyEntry(file);
}

/** Inflates one entry, counting its bytes: more than it declares is a bomb; a broken entry is not a spreadsheet. */
async function verifyEntry(file: unzipper.CentralDirectoryFile) {
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const stream = file.stream();
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) {
        stream.destroy();
        reject(error);
      } else resolve();
    };
    stream.on('data', (chunk: Buffer) => {
      unpacked += chunk.length;
      if (unpacked > file.uncompressedSize) settle(new SpreadsheetFileError(TOO_LARGE_UNPACKED));
    });
    stream.on('end', () => settle());
    stream.on('error', (error) => {
      logger.info({ err: error, entry: file.path }, 'imports: an entry of an upload could not be unpacked');
      settle(new SpreadsheetFileError(NOT_A_SPREADSHEET));
    });
  });
}
