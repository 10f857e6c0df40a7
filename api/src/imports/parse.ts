import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';
import { fileSource, inspectSpreadsheetZip, NOT_A_SPREADSHEET, SpreadsheetFileError, withWorkbookPartsFirst } from './zip.ts';
import { StringsOnDisk, withTempDirectory } from './tempFiles.ts';
import { SheetRowsReader, type SheetRow } from './sheetRows.ts';

export type { SheetRow };

export const MAX_IMPORT_ROWS = 50_000;

/** Carries a failure of the caller's row handler past the reader's own failures, which mean "not a spreadsheet". */
class RowHandlerFailure {
  constructor(readonly cause: unknown) {}
}

/** Rows read between turns given back to the event loop, so other requests are served while a large sheet is read. */
const ROWS_PER_TURN = 100;

/** A shared string as text: rich text is its parts' text. */
function sharedStringText(text: unknown): string {
  if (typeof text === 'string') return text;
  const parts = (text as { richText?: { text?: string | null }[] } | null)?.richText;
  return Array.isArray(parts) ? parts.map((part) => part.text ?? '').join('') : '';
}

/**
 * Checks the file at `path` (signature, zip directory, declared and actual unpacked sizes), then
 * streams the first worksheet: the header row must be exactly the template's columns, and each
 * later non-blank row is handed to `onRow` as text cells, one at a time (a promise it returns is
 * awaited before the next row is read), so only what the caller keeps stays in memory. The file is
 * read from disk in pieces, and the workbook's shared strings (the text of most cells) go to a
 * temporary file as they are read and are looked up there, so neither grows the heap with the file.
 * exceljs finds the workbook's parts and reads the shared strings; the worksheet's XML is read by
 * SheetRowsReader, which hands over each piece's rows as text and keeps nothing else of it.
 * Returns a formatting error for the user, or null.
 */
export async function readSheet(path: string, columns: readonly string[], onRow: (row: SheetRow) => unknown): Promise<string | null> {
  const source = fileSource(path);
  try {
    return await withTempDirectory((directory) => readCheckedSheet(source, directory, columns, onRow));
  } finally {
    source.close();
  }
}

async function readCheckedSheet(
  source: ReturnType<typeof fileSource>,
  directory: string,
  columns: readonly string[],
  onRow: (row: SheetRow) => unknown,
): Promise<string | null> {
  let entries;
  try {
    entries = (await inspectSpreadsheetZip(source)).entries;
  } catch (error) {
    if (error instanceof SpreadsheetFileError) return error.message;
    throw error;
  }
  const sharedStrings = new StringsOnDisk(directory, 'shared');
  try {
    return await readRows(source, entries, sharedStrings, columns, onRow);
  } finally {
    sharedStrings.close();
  }
}

async function readRows(
  source: ReturnType<typeof fileSource>,
  entries: Parameters<typeof withWorkbookPartsFirst>[1],
  sharedStrings: StringsOnDisk,
  columns: readonly string[],
  onRow: (row: SheetRow) => unknown,
): Promise<string | null> {
  const input = Readable.from(withWorkbookPartsFirst(source, entries));
  try {
    return await readRowsFrom(input, sharedStrings, columns, onRow);
  } finally {
    // stops reading the file before it is closed, also when the rows were not read to the end
    input.destroy();
  }
}

async function readRowsFrom(
  input: Readable,
  sharedStrings: StringsOnDisk,
  columns: readonly string[],
  onRow: (row: SheetRow) => unknown,
): Promise<string | null> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  } as ExcelJS.stream.xlsx.WorkbookStreamReaderOptions);
  // exceljs streams a worksheet only once it holds the shared strings (otherwise it first copies the
  // sheet to a file of its own). With 'emit' it keeps none; they are kept on disk here, below.
  (reader as unknown as { sharedStrings: unknown }).sharedStrings = [];
  const events = (reader as unknown as { parse(): AsyncIterable<{ eventType?: string; value?: unknown; index?: number; text?: unknown }> }).parse();

  let headerSeen = false;
  let rows = 0;
  let formatError: string | null = null;
  try {
    for await (const event of events) {
      if (event.eventType !== 'worksheet') {
        // a shared string, in index order
        if (typeof event.index === 'number') sharedStrings.push(sharedStringText(event.text));
        continue;
      }
      // exceljs has found the first worksheet; its rows are read from the sheet's XML as it streams by.
      const { iterator } = event.value as { iterator: AsyncIterable<Buffer> };
      const sheet = new SheetRowsReader(columns.length, (index) => sharedStrings.get(index));
      const decoder = new StringDecoder('utf8');
      const pieces = (async function* () {
        for await (const piece of iterator) yield sheet.write(decoder.write(piece));
        yield sheet.write(decoder.end());
        yield sheet.end();
      })();
      for await (const piece of pieces) {
        for (const { row, cells } of piece) {
          if (!headerSeen) {
            headerSeen = true;
            if (row !== 1 || sheet.widerThanColumns || cells.some((cell, index) => cell.toLowerCase() !== columns[index].toLowerCase())) {
              formatError = `The first row must hold the template's columns, in this order: ${columns.join(', ')}.`;
              break;
            }
            continue;
          }
          if (cells.every((cell) => cell === '')) continue;
          rows += 1;
          if (rows > MAX_IMPORT_ROWS) {
            formatError = `The spreadsheet has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`;
            break;
          }
          try {
            await onRow({ row, cells });
          } catch (error) {
            throw new RowHandlerFailure(error);
          }
          if (rows % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        if (formatError) break;
      }
      // Only the first worksheet is read.
      break;
    }
  } catch (error) {
    if (error instanceof RowHandlerFailure) throw error.cause;
    return NOT_A_SPREADSHEET;
  }
  if (formatError) return formatError;
  if (!headerSeen) return `The first row must hold the template's columns, in this order: ${columns.join(', ')}.`;
  if (rows === 0) return 'The spreadsheet has no rows to import.';
  return null;
}
