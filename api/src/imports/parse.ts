import ExcelJS from 'exceljs';
import { checkSpreadsheetZip, NOT_A_SPREADSHEET, SpreadsheetFileError } from './zip.ts';
import { logger } from '../observability/logger.ts';

export const MAX_IMPORT_ROWS = 50_000;

export interface SheetRow {
  /** the spreadsheet's row number (the header is row 1) */
  row: number;
  /** the template's columns as trimmed text, in order */
  cells: string[];
  /** the columns (by index) whose cell is a formula; its text is the formula's last calculated value */
  formulas: number[];
}

/** Carries a failure of the caller's row handler past the reader's own failures, which mean "not a spreadsheet". */
class RowHandlerFailure {
  constructor(readonly cause: unknown) {}
}

/** Rows read between turns given back to the event loop, so other requests are served while a large sheet is read. */
const ROWS_PER_TURN = 50;

export const wrongColumnsMessage = (columns: readonly string[]) => `The first row must hold the template's columns, in this order: ${columns.join(', ')}.`;

type CellValue = ExcelJS.CellValue | undefined;

/** A cell's value as text, and whether it is a formula (whose text is then its cached result). */
function cellText(value: CellValue): { text: string; formula: boolean } {
  if (value == null) return { text: '', formula: false };
  if (typeof value === 'string') return { text: value.trim(), formula: false };
  if (typeof value === 'number') return { text: String(value), formula: false };
  if (typeof value === 'boolean') return { text: value ? 'true' : 'false', formula: false };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), formula: false };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: CellValue }).result;
    return { text: result === undefined || (typeof result === 'object' && result && 'error' in result) ? '' : cellText(result).text, formula: true };
  }
  if ('richText' in value) return { text: value.richText.map((part) => part.text ?? '').join('').trim(), formula: false };
  if ('error' in value) return { text: String(value.error), formula: false };
  if ('text' in value) return { text: String((value as { text: unknown }).text ?? '').trim(), formula: false };
  return { text: '', formula: false };
}

/**
 * Checks the file at `path` (checkSpreadsheetZip: signature, zip directory, declared and actual
 * unpacked sizes), then streams its first worksheet with exceljs's streaming reader
 * (`ExcelJS.stream.xlsx.WorkbookReader`): the header row must be exactly the template's columns, and
 * each later non-blank row is handed to `onRow` as text cells, one at a time (a promise it returns
 * is awaited before the next row is read), so only what the caller keeps stays in memory.
 * Returns a formatting error for the user, or null.
 */
export async function readSheet(path: string, columns: readonly string[], onRow: (row: SheetRow) => unknown): Promise<string | null> {
  try {
    await checkSpreadsheetZip(path);
  } catch (error) {
    if (error instanceof SpreadsheetFileError) return error.message;
    throw error;
  }
  let headerSeen = false;
  let rows = 0;
  let formatError: string | null = null;
  // the last row handed to onRow: a second read of the file hands on only the rows after it
  let lastRowHanded = 0;
  const read = async () => {
    headerSeen = false;
    rows = 0;
    formatError = null;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    // Only the first worksheet is used. Every worksheet is read to its end, the unused rows and sheets
    // unread, since the reader removes the copy of a sheet it set aside only once it has gone past it.
    let firstSeen = false;
    for await (const worksheet of reader) {
      if (firstSeen) {
        for await (const _row of worksheet) void _row;
        continue;
      }
      firstSeen = true;
      for await (const row of worksheet) {
        if (formatError) continue;
        const values = row.values as CellValue[];
        if (!headerSeen) {
          headerSeen = true;
          const header = values.slice(1).map((value) => cellText(value).text);
          const wider = header.slice(columns.length).some((text) => text !== '');
          if (row.number !== 1 || wider || columns.some((column, index) => (header[index] ?? '').toLowerCase() !== column.toLowerCase())) {
            formatError = wrongColumnsMessage(columns);
          }
          continue;
        }
        const cells: string[] = [];
        const formulas: number[] = [];
        for (let index = 0; index < columns.length; index++) {
          const { text, formula } = cellText(values[index + 1]);
          cells.push(text);
          if (formula) formulas.push(index);
        }
        if (cells.every((cell) => cell === '')) continue;
        rows += 1;
        if (rows > MAX_IMPORT_ROWS) {
          formatError = `The spreadsheet has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`;
          continue;
        }
        if (row.number <= lastRowHanded) continue;
        try {
          await onRow({ row: row.number, cells, formulas });
        } catch (error) {
          throw new RowHandlerFailure(error);
        }
        lastRowHanded = row.number;
        if (rows % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    }
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await read();
      break;
    } catch (error) {
      if (error instanceof RowHandlerFailure) throw error.cause;
      // exceljs's reader now and then fails on a sound file (seen on a busy machine: "Cannot read
      // properties of undefined (reading 'sheets')", the workbook's own part not read yet when it
      // reached a worksheet), so a failed read is read once more from the start; the rows already
      // handed on are skipped then, as a second read of the same file yields the same rows.
      logger.warn({ err: error, attempt }, 'imports: the spreadsheet reader failed on a file');
      if (attempt === 1) continue;
      // a second failure: the file is no spreadsheet it can read (kept in the log, not shown)
      return NOT_A_SPREADSHEET;
    }
  }
  if (formatError) return formatError;
  if (!headerSeen) return wrongColumnsMessage(columns);
  if (rows === 0) return 'The spreadsheet has no rows to import.';
  return null;
}
