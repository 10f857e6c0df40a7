import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { inspectSpreadsheetZip, NOT_A_SPREADSHEET, SpreadsheetFileError, withWorkbookPartsFirst } from './zip.ts';

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

/**
 * Checks the file (signature, zip directory, declared and actual unpacked sizes), then streams the
 * first worksheet: the header row must be exactly the template's columns, and each later non-blank
 * row is handed to `onRow` as text cells so only the caller's parsed records stay in memory.
 * Returns a formatting error for the user, or null.
 */
export async function readSheet(bytes: Buffer, columns: readonly string[], onRow: (row: SheetRow) => void): Promise<string | null> {
  let ordered: Buffer;
  try {
    ordered = withWorkbookPartsFirst(bytes, inspectSpreadsheetZip(bytes).entries);
  } catch (error) {
    if (error instanceof SpreadsheetFileError) return error.message;
    throw error;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([ordered]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  } as ExcelJS.stream.xlsx.WorkbookStreamReaderOptions);

  let headerSeen = false;
  let rows = 0;
  let formatError: string | null = null;
  try {
    for await (const worksheet of reader) {
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
          onRow({ row: row.number, cells });
        } catch (error) {
          throw new RowHandlerFailure(error);
        }
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
