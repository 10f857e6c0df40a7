import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fileSource, inspectSpreadsheetZip, NOT_A_SPREADSHEET, SpreadsheetFileError, withWorkbookPartsFirst } from './zip.ts';
import { StringsOnDisk, withTempDirectory } from './tempFiles.ts';

export const MAX_IMPORT_ROWS = 50_000;

/** A cell's value as trimmed text, whatever exceljs made of it. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (Array.isArray(object.richText)) return object.richText.map((part: { text?: string }) => part.text ?? '').join('').trim();
    if ('result' in object) return cellText(object.result);
    if ('text' in object) return cellText(object.text);
    if ('error' in object) return String(object.error);
  }
  return String(value).trim();
}

/** Carries a failure of the caller's row handler past the reader's own failures, which mean "not a spreadsheet". */
class RowHandlerFailure {
  constructor(readonly cause: unknown) {}
}

export interface SheetRow {
  /** the spreadsheet's row number (the header is row 1) */
  row: number;
  cells: string[];
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
  // The worksheet reader looks shared strings up by index in `sharedStrings`; it is given the ones
  // on disk (with 'emit' exceljs keeps none itself and hands each over as it is read, below).
  (reader as unknown as { sharedStrings: unknown }).sharedStrings = new Proxy(
    {},
    { get: (_, key) => (typeof key === 'string' && /^\d+$/.test(key) ? sharedStrings.get(Number(key)) : undefined) },
  );
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
      const worksheet = event.value;
      for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as unknown[]) ?? [];
        const cells = columns.map((_, index) => cellText(values[index + 1]));
        if (!headerSeen) {
          headerSeen = true;
          const extra = values.slice(columns.length + 1).some((value) => cellText(value) !== '');
          if (row.number !== 1 || extra || cells.some((cell, index) => cell.toLowerCase() !== columns[index].toLowerCase())) {
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
          await onRow({ row: row.number, cells });
        } catch (error) {
          throw new RowHandlerFailure(error);
        }
        if (rows % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
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
