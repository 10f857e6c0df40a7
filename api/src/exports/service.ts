import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { AppError } from '../schema/errors.ts';
import { XLSX_MIME } from '../imports/templates.ts';
import { EXPORT_LISTS, type ExportCell, type ExportColumn, type ExportListDefinition, type ExportListName } from './lists.ts';
import type { StreamedDownloadFile } from '../rest/registry.ts';

/** Rows read per query: each page is written out before the next is read, so memory stays flat however long the list. */
export const EXPORT_PAGE_SIZE = 1000;

/** A text a spreadsheet program could take for a formula (ASVS 1.2.10). */
const FORMULA_START = /^[=+\-@\t\r]/;

export interface ExportInput {
  list: ExportListName;
  search?: string | null;
  /** [field, 'ASC' | 'DESC'], as the list calls take it */
  order?: readonly [string, string] | null;
  /** the visible columns, by the list screen's keys, in their order (lists with an import template always write its columns) */
  columns?: readonly string[] | null;
  /** the list's own filters (pid, status, customerId…) */
  filters?: Record<string, unknown> | null;
}

type AnyList = ExportListDefinition<unknown>;

function listOf(name: string): AnyList {
  const list = (EXPORT_LISTS as Record<string, AnyList>)[name];
  if (!list) throw new AppError(`list must be one of ${Object.keys(EXPORT_LISTS).join(', ')}.`, { field: 'list' });
  return list;
}

function orderOf(list: AnyList, name: string, order: ExportInput['order']) {
  if (!order) return list.defaultOrder;
  const [field, direction] = order;
  if (!list.orderFields.includes(field)) throw new AppError(`The ${name} list sorts by ${list.orderFields.join(', ')}, not ${field}.`, { field: 'order' });
  const upper = String(direction).toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw new AppError('The sort direction must be ASC or DESC.', { field: 'order' });
  return { field, direction: upper === 'ASC' ? ('asc' as const) : ('desc' as const) };
}

function filtersOf(list: AnyList, name: string, filters: ExportInput['filters']) {
  const raw = filters ?? {};
  const unknown = Object.keys(raw).find((key) => !(key in list.filters));
  if (unknown) {
    const offered = Object.keys(list.filters);
    throw new AppError(`The ${name} list has no filter ${unknown}${offered.length ? ` (its filters: ${offered.join(', ')})` : ''}.`, { field: `filters.${unknown}` });
  }
  const parsed = z.object(list.filters).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(issue.message, { field: ['filters', ...issue.path].join('.') });
  }
  return parsed.data;
}

function columnsOf(list: AnyList, name: string, keys: ExportInput['columns']): readonly ExportColumn<unknown>[] {
  if (list.template || !keys || keys.length === 0) return list.columns;
  const chosen: ExportColumn<unknown>[] = [];
  for (const key of keys) {
    const column = list.columns.find((candidate) => candidate.key === key);
    if (!column) throw new AppError(`The ${name} list has no column ${key} (its columns: ${list.columns.map((c) => c.key).join(', ')}).`, { field: 'columns' });
    if (!chosen.includes(column)) chosen.push(column);
  }
  return chosen;
}

/** Text a leading =, +, -, @ could make a formula: a text cell with the text number format. */
const TEXT_STYLE: Partial<ExcelJS.Style> = { numFmt: '@' };
/** Cells without a number format, one style object per kind of value (exceljs decides a style's default number format by the value's type). */
const PLAIN_STYLES = { empty: {}, string: {}, number: {}, date: {} } satisfies Record<string, Partial<ExcelJS.Style>>;

/**
 * The style objects of a column's cells. Every cell of a kind shares one style object: exceljs
 * renders a style once per object (its styles table is keyed by the object, and shared style
 * objects are documented), where a style object per cell would be rendered again for every cell.
 * The objects are never changed after they are assigned.
 */
function columnStyles(column: ExportColumn<unknown>) {
  if (!column.numFmt) return PLAIN_STYLES;
  const style: Partial<ExcelJS.Style> = { numFmt: column.numFmt };
  return { empty: style, string: style, number: style, date: style };
}

/** A cell as written: text always as a text cell (a leading =, +, - or @ is never read as a formula), numbers and dates as such. */
function writeCell(cell: ExcelJS.Cell, value: ExportCell, styles: ReturnType<typeof columnStyles>) {
  if (value === null || value === '') {
    cell.style = styles.empty;
    return;
  }
  cell.value = value;
  if (typeof value === 'string') cell.style = FORMULA_START.test(value) ? TEXT_STYLE : styles.string;
  else cell.style = typeof value === 'number' ? styles.number : styles.date;
}

const fileSafe = (title: string) => title.replace(/[^\w-]+/g, '-');

/**
 * An export of an admin list: the caller's rights, the list's filters, sort and columns are checked
 * first (a refusal or bad input is an ordinary error answer); the answer then writes the list's rows,
 * read a page at a time through the list's own service functions (the same scope, search, filters
 * and order as its screen), with exceljs's streaming WorkbookWriter, one committed row at a time.
 */
export async function prepareExport(ctx: Context, input: ExportInput): Promise<StreamedDownloadFile> {
  const list = listOf(input.list);
  list.authorize(ctx);
  const request = {
    search: input.search?.trim() ? input.search.trim().slice(0, 200) : null,
    order: orderOf(list, input.list, input.order),
    filters: filtersOf(list, input.list, input.filters),
  };
  const columns = columnsOf(list, input.list, input.columns);
  // The first page is read before answering, so a refusal the list's own read makes (another
  // platform named, a status it does not know) is an ordinary error answer.
  let first: unknown[] | null = await list.read(ctx, request, { after: null, limit: EXPORT_PAGE_SIZE });
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    contentType: XLSX_MIME,
    fileName: `${fileSafe(list.title)}-${stamp}.xlsx`,
    write: async (out) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out as unknown as import('node:stream').Stream, useSharedStrings: false, useStyles: true });
      workbook.creator = 'QuoteCraft';
      const sheet = workbook.addWorksheet(list.title, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((column) => ({ key: column.key, width: column.width ?? Math.max(12, column.header.length + 4), ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}) }));
      const styles = columns.map(columnStyles);
      const header = sheet.addRow(columns.map((column) => column.header));
      header.font = { bold: true };
      header.commit();
      // Only the page being written is held: each page is let go before the next is read (and the
      // first one as soon as it is taken), so no page outlives the next page's read.
      let rows = first!;
      first = null;
      for (;;) {
        for (const row of rows) {
          const written = sheet.addRow([]);
          columns.forEach((column, index) => writeCell(written.getCell(index + 1), column.value(row), styles[index]));
          written.commit();
        }
        if (rows.length < EXPORT_PAGE_SIZE) break;
        const last = rows.at(-1)!;
        rows = [];
        // Let the response drain before the next page is read.
        const writable = out as unknown as import('node:stream').Writable;
        if (writable.writableNeedDrain) await new Promise((resolve) => writable.once('drain', resolve));
        rows = await list.read(ctx, request, { after: last, limit: EXPORT_PAGE_SIZE });
      }
      sheet.commit();
      await workbook.commit();
    },
  };
}
