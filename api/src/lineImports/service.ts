// Configured lines from a spreadsheet (issue 37 point 4): a product's line template, and the import of
// a filled one into a quote. Every row runs through the built-in configurator engine as the screen's
// changes do (applyChange: the same refusals and nearest valid configuration), on the product's
// latest model version, which each line then keeps.
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Context } from '../context.ts';
import { requireViewer, type Viewer } from '../schema/access.ts';
import { AppError, notFound } from '../schema/errors.ts';
import { catalogProductWhere } from '../catalog/service.ts';
import { applyChange, displayValue, evaluate, initialValues, OptionInputError, type Values } from '../configurator/engine.ts';
import type { CompiledModel, CompiledOption } from '../configurator/model.ts';
import { configuredLineFields, modelOf, type LineConfiguration } from '../configurator/service.ts';
import { loadQuoteForEdit } from '../documents/quoteDocuments.ts';
import { insertLines } from '../documents/lines.ts';
import { checkLineTotal, recomputeQuoteTotals } from '../documents/totals.ts';
import { lineQuantityProblem } from '@quotecraft/rules/quantities';
import { OPTION_MESSAGES, SEVERITY } from '@quotecraft/rules/configurator';
import { readSheet } from '../imports/parse.ts';
import { FORMULA_REFUSED, FORMULA_TAKEN, sheetBytes } from '../imports/service.ts';
import { XLSX_MIME } from '../imports/templates.ts';
import { buildLineTemplate, ERROR_COLUMN, lineColumns, QUANTITY_COLUMN, templateHeadings, type LineColumn } from './template.ts';

/** The most rows one line import takes. */
export const MAX_LINE_IMPORT_ROWS = 2000;

export const LINE_IMPORT_MESSAGES = {
  notConfigurable: 'This product is not configurable.',
  noModel: 'Lines can be imported only for a product with a built-in configurator model.',
  chooseProduct: 'Choose a configurable product.',
  chooseQuote: 'Choose the quote to add the lines to.',
  tooManyRows: `The spreadsheet has more than ${MAX_LINE_IMPORT_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`,
  clearedByLaterChoice: (caption: string) => `${caption} is not available with the other values of this row.`,
} as const;

/** One cell's check: the value as given, and for a refused one why and the nearest valid value. */
export interface LineCellResult {
  column: string;
  value: string;
  outcome: 'ok' | 'error';
  message: string | null;
  /** the nearest value this option accepts in this row */
  nearest: string | null;
  /** the nearest valid configuration that allows the value: other options changed, in words */
  suggestion: string | null;
}

export interface LineRowResult {
  row: number;
  outcome: 'created' | 'error';
  column: string | null;
  message: string | null;
  note: string | null;
  partNumber: string | null;
  /** the configured unit price, 2 decimals */
  price: string | null;
  quantity: number | null;
  cells: LineCellResult[];
}

export interface LineImportAnswer {
  ok: boolean;
  dryRun: boolean;
  message: string;
  quoteId: number;
  productId: number;
  modelVersion: number;
  counts: { created: number; error: number };
  results: LineRowResult[];
  /** the lines a commit added, in row order */
  lineIds: number[];
  /** after a commit with refused rows: those rows with an Error column, as an .xlsx in base64 */
  rejectedFile: string | null;
  rejectedFileName: string | null;
}

const LINE_PRODUCT_SELECT = {
  id: true,
  pid: true,
  name: true,
  productNumber: true,
  img: true,
  imageUrl: true,
  headerId: true,
  isNonConfigurable: true,
  configuratorModelId: true,
  platform: { select: { importFormulaResults: true } },
} as const;

/**
 * A configurable product the caller may configure: of their platform (level 9 any), in their
 * group's product list when they filter by a group (the catalog's rule), with a built-in model.
 * Anything else is answered as missing.
 */
async function lineProduct(ctx: Context, viewer: Viewer, productId: number) {
  if (!Number.isInteger(productId) || productId <= 0) throw new AppError(LINE_IMPORT_MESSAGES.chooseProduct, { field: 'productId' });
  const product = await ctx.prisma.product.findFirst({
    where: { AND: [{ id: productId }, await catalogProductWhere(ctx.prisma, viewer)] },
    select: LINE_PRODUCT_SELECT,
  });
  if (!product) throw new AppError('Product not found.', { field: 'productId', code: 'NOT_FOUND' });
  if (product.isNonConfigurable) throw new AppError(LINE_IMPORT_MESSAGES.notConfigurable, { field: 'productId' });
  if (product.configuratorModelId == null) throw new AppError(LINE_IMPORT_MESSAGES.noModel, { field: 'productId' });
  const version = await ctx.prisma.configuratorModelVersion.findFirst({ where: { modelId: product.configuratorModelId }, orderBy: { version: 'desc' } });
  if (!version) throw new AppError(LINE_IMPORT_MESSAGES.noModel, { field: 'productId' });
  return { product, version, model: modelOf(version) };
}

const fileNameOf = (text: string) => text.replace(/[^\w .()-]/g, '_').trim() || 'Product';

/** `quoteManagement/downloadLineTemplate`: the product's line template (see buildLineTemplate). */
export async function lineTemplate(ctx: Context, productId: number) {
  const viewer = requireViewer(ctx.viewer);
  const { product, version, model } = await lineProduct(ctx, viewer, productId);
  return {
    bytes: await buildLineTemplate(model, product, version.version),
    contentType: XLSX_MIME,
    fileName: `LineTemplate-${fileNameOf(product.productNumber)}.xlsx`,
  };
}

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0']);

/** A cell's text as the option's value: a value's caption or the value itself (any case); Yes/No for a checkbox. */
function cellValue(option: CompiledOption, text: string): unknown {
  if (option.def.displayType === 'CheckBox') {
    const lower = text.toLowerCase();
    if (YES.has(lower)) return true;
    if (NO.has(lower)) return false;
    throw new OptionInputError(`'${text}' is not Yes or No for ${option.def.caption}.`, option.def.id);
  }
  if (!option.values.length) return text;
  const lower = text.toLowerCase();
  const entry =
    option.values.find((candidate) => String(candidate.def.value) === text) ??
    option.values.find((candidate) => String(candidate.def.value).toLowerCase() === lower || candidate.def.caption?.toLowerCase() === lower) ??
    (option.numeric ? option.values.find((candidate) => Number(candidate.def.value) === Number(text)) : undefined);
  return entry ? String(entry.def.value) : text;
}

const captionOf = (option: CompiledOption, value: unknown) => {
  const entry = option.values.find((candidate) => String(candidate.def.value) === String(value));
  return entry?.def.caption ?? displayValue(option, value as never) ?? String(value);
};

/** Edit distance, for the nearest of a list's values to a mistyped one. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/**
 * The value of the option nearest to the refused `text` that the row's other values allow: a
 * list's closest value (by number, else by spelling), a range's closest step.
 */
function nearestValue(model: CompiledModel, values: Values, option: CompiledOption, text: string): string | null {
  const accepted = (raw: unknown) => {
    try {
      return applyChange(model, values, option.def.id, raw).blocked == null;
    } catch {
      return false;
    }
  };
  const number = Number(text.replace(/[^\d.-]/g, ''));
  if (option.values.length) {
    const candidates = option.values.filter((entry) => accepted(entry.def.value));
    if (!candidates.length) return null;
    const byNumber = text.trim() !== '' && Number.isFinite(number) && option.values.every((entry) => Number.isFinite(Number(entry.def.value)));
    const score = (entry: (typeof candidates)[number]) =>
      byNumber
        ? Math.abs(Number(entry.def.value) - number)
        : Math.min(distance(text.toLowerCase(), String(entry.def.value).toLowerCase()), distance(text.toLowerCase(), (entry.def.caption ?? '').toLowerCase()));
    const best = candidates.reduce((a, b) => (score(b) < score(a) ? b : a));
    return captionOf(option, best.def.value);
  }
  const range = option.def.range;
  if (range && Number.isFinite(number)) {
    let value = Math.min(range.max, Math.max(range.min, number));
    if (range.increment) value = range.min + Math.round((value - range.min) / range.increment) * range.increment;
    value = Math.min(range.max, Math.round(value * 1e6) / 1e6);
    return accepted(value) ? (displayValue(option, value) ?? String(value)) : null;
  }
  return null;
}

interface CheckedRow {
  result: LineRowResult;
  values: Values | null;
  /** what the line shows (kept, rather than the whole configuration, while the file waits for its commit) */
  data: LineConfiguration | null;
}

/** One row through the engine, option by option in the template's order, as the screen's changes. */
function checkRow(model: CompiledModel, columns: readonly LineColumn[], row: number, cells: readonly string[], formulas: readonly number[], formulaResults: boolean): CheckedRow {
  let values = initialValues(model);
  const results: LineCellResult[] = [];
  const problems: { column: string; message: string }[] = [];
  const refuse = (cell: LineCellResult, message: string, nearest: string | null = null, suggestion: string | null = null) => {
    cell.outcome = 'error';
    cell.message = message;
    cell.nearest = nearest;
    cell.suggestion = suggestion;
    const hints = [nearest && `Nearest valid value: ${nearest}.`, suggestion && `Or keep it and change ${suggestion}.`].filter(Boolean).join(' ');
    problems.push({ column: cell.column, message: hints ? `${cell.column}: ${message} ${hints}` : `${cell.column}: ${message}` });
  };
  const headings = templateHeadings(columns);
  const formulaColumns = new Set(formulas);
  let note: string | null = null;
  if (formulas.length && formulaResults) note = FORMULA_TAKEN(formulas.map((index) => headings[index]!));

  columns.forEach(({ heading, option }, index) => {
    const text = cells[index] ?? '';
    const cell: LineCellResult = { column: heading, value: text, outcome: 'ok', message: null, nearest: null, suggestion: null };
    results.push(cell);
    if (formulaColumns.has(index) && !formulaResults) return refuse(cell, FORMULA_REFUSED(heading));
    if (text === '') return;
    try {
      const value = cellValue(option, text);
      // a value the configuration already holds is no change (as Finish skips the values the screen shows unchanged)
      if (value !== '' && String(value) === String(values[option.def.id] ?? '')) return;
      const change = applyChange(model, values, option.def.id, value);
      if (change.blocked) {
        const suggestion = change.blocked.Suggestion?.length ? change.blocked.Suggestion.map((s) => `${s.Caption} to ${s.ValueCaption || s.Value}`).join(' and ') : null;
        return refuse(cell, change.blocked.Reason, nearestValue(model, values, option, text), suggestion);
      }
      values = change.values;
    } catch (error) {
      if (!(error instanceof OptionInputError)) throw error;
      refuse(cell, error.message, nearestValue(model, values, option, text));
    }
  });

  const quantityIndex = columns.length;
  const quantityText = cells[quantityIndex] ?? '';
  const quantityCell: LineCellResult = { column: QUANTITY_COLUMN, value: quantityText, outcome: 'ok', message: null, nearest: null, suggestion: null };
  results.push(quantityCell);
  let quantity = 1;
  if (formulaColumns.has(quantityIndex) && !formulaResults) refuse(quantityCell, FORMULA_REFUSED(QUANTITY_COLUMN));
  else if (quantityText !== '') {
    const problem = lineQuantityProblem(quantityText);
    if (problem) refuse(quantityCell, problem);
    else quantity = Number(quantityText);
  }

  let data: ReturnType<typeof evaluate> | null = null;
  if (!problems.length) {
    data = evaluate(model, values);
    // a value a later choice took away again
    columns.forEach(({ option }, index) => {
      const text = cells[index] ?? '';
      if (text === '' || results[index]!.outcome === 'error') return;
      const kept = values[option.def.id];
      if (kept === null || kept === undefined || kept === '') refuse(results[index]!, LINE_IMPORT_MESSAGES.clearedByLaterChoice(option.def.caption));
    });
    if (!problems.length && !data.IsExecutionComplete) {
      const options = data.Pages.flatMap((page) => page.Screens.flatMap((screen) => screen.ScreenOptions));
      const missing = options.filter((option) => option.IsVisible && option.IsRequired && !option.Value);
      for (const option of missing) {
        const index = columns.findIndex((column) => column.option.def.id === option.ID);
        if (index >= 0) refuse(results[index]!, OPTION_MESSAGES.required);
      }
      const critical = data.Messages.filter((message) => message.Type === SEVERITY.Critical);
      for (const message of critical) problems.push({ column: '', message: message.Value });
      if (!problems.length) problems.push({ column: '', message: 'The configuration is not complete.' });
    }
    if (!problems.length) {
      try {
        checkLineTotal(quantity, data.ConfiguredPrice.toFixed(2), 'quantity');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refuse(quantityCell, error.message);
      }
    }
  }

  const error = problems.length > 0;
  return {
    values: error ? null : values,
    data: error || !data ? null : { ConfiguredPrice: data.ConfiguredPrice, Details: data.Details, ImageUrl: data.ImageUrl, Description: data.Description, PartNumber: data.PartNumber },
    result: {
      row,
      outcome: error ? 'error' : 'created',
      column: error ? [...new Set(problems.map((problem) => problem.column).filter(Boolean))].join(', ') || null : null,
      message: error ? problems.map((problem) => problem.message).join(' ') : null,
      note,
      partNumber: error || !data ? null : data.PartNumber || null,
      price: error || !data ? null : data.ConfiguredPrice.toFixed(2),
      quantity: error ? null : quantity,
      cells: results,
    },
  };
}

interface CheckedSheet {
  checked: CheckedRow[];
  rawCells: string[][];
  formatError: string | null;
  tooMany: boolean;
}

/** How many checked files are kept for their commit, and for how long. */
const CHECKED_SHEETS_KEPT = 8;
const CHECKED_SHEET_TTL_MS = 30 * 60_000;
const checkedSheets = new Map<string, { at: number; sheet: CheckedSheet }>();

/**
 * Every row of a line template checked (see checkRow). A row's check depends only on its cells, the
 * model version and the platform's formula setting, so the commit of a file takes its dry run's
 * checks (kept a while, by the file's digest with those two) instead of running every row again.
 */
async function checkedSheet(file: string, model: CompiledModel, versionId: number, columns: readonly LineColumn[], formulaResults: boolean): Promise<CheckedSheet> {
  const key = `${createHash('sha256').update(await readFile(file)).digest('hex')}:${versionId}:${formulaResults}`;
  const now = Date.now();
  for (const [entry, { at }] of checkedSheets) if (now - at > CHECKED_SHEET_TTL_MS) checkedSheets.delete(entry);
  const kept = checkedSheets.get(key);
  if (kept) return kept.sheet;
  const sheet: CheckedSheet = { checked: [], rawCells: [], formatError: null, tooMany: false };
  sheet.formatError = await readSheet(file, templateHeadings(columns), ({ row, cells, formulas }) => {
    if (sheet.checked.length >= MAX_LINE_IMPORT_ROWS) {
      sheet.tooMany = true;
      return;
    }
    sheet.checked.push(checkRow(model, columns, row, cells, formulas, formulaResults));
    sheet.rawCells.push(cells);
  });
  if (checkedSheets.size >= CHECKED_SHEETS_KEPT) checkedSheets.delete(checkedSheets.keys().next().value!);
  checkedSheets.set(key, { at: now, sheet });
  return sheet;
}

export interface LineImportInput {
  quoteId: number;
  productId: number;
  dryRun: boolean;
  fileName: string;
}

/**
 * `quoteManagement/importLines`: checks every row of a filled line template (see checkRow). A dry
 * run writes nothing and answers each row and cell; a commit adds the valid rows as configured
 * lines of the quote, all in one transaction (each with a finished configurator session pinned to
 * the model version it was checked with, as Finish saves one), and answers the refused rows as a
 * file with an Error column. Only on a quote the caller may edit, with a product of its platform.
 */
export async function importLines(ctx: Context, file: string, input: LineImportInput): Promise<LineImportAnswer> {
  const viewer = requireViewer(ctx.viewer);
  if (!Number.isInteger(input.quoteId) || input.quoteId <= 0) throw new AppError(LINE_IMPORT_MESSAGES.chooseQuote, { field: 'quoteId' });
  const quote = await loadQuoteForEdit(ctx.prisma, viewer, input.quoteId);
  const { product, version, model } = await lineProduct(ctx, viewer, input.productId);
  // a product of another platform is never put on the quote
  if (product.pid !== quote.pid) throw new AppError('Product not found.', { field: 'productId', code: 'NOT_FOUND' });

  const columns = lineColumns(model);
  const headings = templateHeadings(columns);
  const { checked, rawCells, formatError, tooMany } = await checkedSheet(file, model, version.id, columns, product.platform.importFormulaResults);
  const base = { dryRun: input.dryRun, quoteId: quote.id, productId: product.id, modelVersion: version.version, lineIds: [] as number[], rejectedFile: null, rejectedFileName: null };
  if (formatError || tooMany) {
    return { ...base, ok: false, message: formatError ?? LINE_IMPORT_MESSAGES.tooManyRows, counts: { created: 0, error: 0 }, results: [] };
  }
  const valid = checked.filter((row) => row.result.outcome === 'created');
  const counts = { created: valid.length, error: checked.length - valid.length };
  const results = checked.map((row) => row.result);
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  const errors = counts.error ? `, ${plural(counts.error, 'row', 'rows')} with errors${input.dryRun ? ' (not imported)' : ' (in the rejected rows file)'}` : '';
  if (input.dryRun) {
    return { ...base, ok: true, message: `Dry run, nothing written: ${plural(counts.created, 'line', 'lines')} to add${errors}.`, counts, results };
  }

  const lineIds = valid.length ? await addImportedLines(ctx, viewer, quote.id, product, version, valid) : [];
  let rejectedFile: string | null = null;
  if (counts.error) {
    const rejected = checked.flatMap((row, index) => (row.result.outcome === 'error' ? [[...rawCells[index]!, row.result.message ?? '']] : []));
    rejectedFile = (await sheetBytes([...headings, ERROR_COLUMN], rejected)).toString('base64');
  }
  return {
    ...base,
    ok: true,
    message: `${plural(counts.created, 'line', 'lines')} added to the quote${errors}.`,
    counts,
    results,
    lineIds,
    rejectedFile,
    rejectedFileName: rejectedFile ? `${fileNameOf(input.fileName.replace(/\.xlsx$/i, ''))}-rejected-rows.xlsx` : null,
  };
}

/**
 * Adds the checked rows to the quote in one transaction, as Finish adds a configured line: a
 * finished built-in session per line (its values, the model version, `{quoteId}_{n}`), the line's
 * price, details, image, description and part number from the configuration; the quote's totals
 * recomputed. The quote is checked (and locked) again inside the transaction.
 */
async function addImportedLines(
  ctx: Context,
  viewer: Viewer,
  quoteId: number,
  product: { id: number; pid: number; name: string; productNumber: string; img: string | null; imageUrl: string | null; headerId: string | null },
  version: { id: number; version: number },
  rows: CheckedRow[],
): Promise<number[]> {
  return ctx.prisma.$transaction(
    async (tx) => {
      await loadQuoteForEdit(tx, viewer, quoteId);
      const userId = viewer.kind === 'user' ? viewer.userId : null;
      const prepared = rows.map((row) => ({ row, sessionId: randomUUID(), fields: configuredLineFields(row.data!, product, '', version.version) }));
      const lines = await insertLines(
        tx,
        viewer,
        quoteId,
        prepared.map(({ row, sessionId, fields }) => ({
          ...fields,
          sessionId,
          headerId: product.headerId,
          productId: product.id,
          quantity: row.result.quantity ?? 1,
          listPrice: fields.price,
          isNonConfigurable: false,
        })),
      );
      // each line's finished session, saved under the line's configuration id as Finish saves it
      await tx.$executeRaw`
        INSERT INTO "ConfiguratorSession" (id, pid, "productId", "modelVersionId", "userId", "configurationId", "headerId", engine, state, price, "isComplete", "finishedAt", "createdAt", "updatedAt")
        SELECT s.id, ${product.pid}, ${product.id}, ${version.id}, ${userId}, ${`${quoteId}_`} || s.n, ${product.headerId}, 'built-in', s.state::jsonb, s.price::numeric, true,
          now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
        FROM unnest(
          ${prepared.map(({ sessionId }) => sessionId)}::text[], ${lines.map(({ lineNumber }) => String(lineNumber))}::text[],
          ${prepared.map(({ row }) => JSON.stringify({ values: row.values }))}::text[], ${prepared.map(({ fields }) => fields.price)}::text[]
        ) AS s(id, n, state, price)`;
      await recomputeQuoteTotals(tx, quoteId);
      return lines.map((line) => line.id);
    },
    { timeout: 60_000 },
  );
}
