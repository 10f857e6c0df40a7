import { PassThrough } from 'node:stream';
import { audited } from '../audit/record.ts';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import { assertPlatformAccess, requireViewer, type Viewer, isAdmin } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { applySaveRules, partNumberTakenMessage, productSchema, requireProductEditor } from '../products/service.ts';
import { newUserPlatform, roleRefusal, userFieldsSchema, USERNAME_TAKEN, USER_ABOVE_OWN } from '../users/service.ts';
import { newUserDefaultRole } from '../roles/service.ts';
import { canEditCustomer } from '../customers/access.ts';
import { ADDRESS_TYPE, addressInputSchema, customerSchema, isBlankAddress } from '../customers/service.ts';
import { PRODUCT_IMPORT_REFUSAL } from '@quotecraft/rules/imports';
import { readSheet, type SheetRow } from './parse.ts';
import { TEMPLATE_COLUMNS, XLSX_MIME, type ImportType } from './templates.ts';
import { bulkInsert, inSqlTransaction, type SqlRunner } from './bulkInsert.ts';
import { prepared } from '../db/prepared.ts';
import { importRows } from '../observability/metrics.ts';

export type RowOutcome = 'created' | 'updated' | 'unchanged' | 'error';

/** One row's result: what the import does (or did) with it, and for an error the column(s) and message(s). */
export interface RowResult {
  row: number;
  outcome: RowOutcome;
  column: string | null;
  message: string | null;
  /** a remark on a row that is imported, such as a formula's value taken */
  note: string | null;
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  error: number;
}

/**
 * The answer of every import: `ok` false with `message` when the file cannot be read as the
 * template (nothing is checked row by row then); otherwise every row's result. A dry run writes
 * nothing; a commit writes the created and updated rows and records the import (`importId`), with a
 * file of the rejected rows when there are any. A commit that stopped part-way answers `ok` false
 * with its `importId` and every row's result: the rows not written are errors saying so
 * (`NOT_WRITTEN`), in the rejected rows file.
 */
export interface ImportAnswer {
  ok: boolean;
  dryRun: boolean;
  message: string;
  importId: number | null;
  counts: ImportCounts;
  results: RowResult[];
}

export interface ImportOptions {
  dryRun: boolean;
  fileName: string;
}

const REJECTED_COLUMN = 'Error';
export const FORMULA_REFUSED = (column: string) => `${column} holds a formula; type its value instead (or ask a super administrator to allow formula results on the platform).`;
export const FORMULA_TAKEN = (columns: string[]) => `${columns.join(', ')}: the formula's last calculated value was taken.`;

/** The error of a row a stopped import did not write (`stoppedAt`: the first row of the batch that failed). */
export const NOT_WRITTEN = (stoppedAt: number) =>
  `Not written: the import stopped at row ${stoppedAt.toLocaleString('en-US')} before this row was written. Upload it again.`;

/**
 * ImportRun.status: a commit being written, written whole, or stopped part-way (`stoppedAtRow` its
 * first row not written). A run still `running` INTERRUPTED_AFTER_MS after its last batch was cut
 * short with its server (a crash, a kill) and is shown as `interrupted`.
 */
export type ImportRunStatus = 'running' | 'completed' | 'stopped';
export type ShownImportStatus = ImportRunStatus | 'interrupted';
export const INTERRUPTED_AFTER_MS = 2 * 60_000;

/** An import's status as the history shows it. */
export const shownImportStatus = (run: { status: string; updatedAt: Date }, now = Date.now()): ShownImportStatus =>
  run.status === 'running' && now - run.updatedAt.getTime() > INTERRUPTED_AFTER_MS ? 'interrupted' : (run.status as ImportRunStatus);

/**
 * Clears up after imports cut short with their server (running, untouched for INTERRUPTED_AFTER_MS):
 * their staged rows go, and so does a dry run's record, as a finished dry run keeps none; a commit's
 * record stays, shown as interrupted. Run by every instance's job heartbeat (jobs/worker.ts).
 */
export async function sweepInterruptedImports(db: { query(text: string, values: unknown[]): Promise<unknown> }): Promise<void> {
  const interrupted = `status = 'running' AND "updatedAt" < (now() AT TIME ZONE 'UTC') - make_interval(secs => $1)`;
  const after = [INTERRUPTED_AFTER_MS / 1000];
  await db.query(`DELETE FROM "ImportRun" WHERE "dryRun" AND ${interrupted}`, after);
  await db.query(`DELETE FROM "ImportStagedRow" WHERE "runId" IN (SELECT id FROM "ImportRun" WHERE ${interrupted})`, after);
}

/** Why a commit stopped part-way: a batch failed, or the server began its graceful stop. */
type StopReason = 'failed' | 'stopping';

/** The answer to an import that the server's graceful stop reached before it wrote a row: no record is kept. */
export const SERVER_STOPPING = 'The server is restarting, so nothing was imported. Upload the file again in a minute.';

/**
 * Rows staged (inserted into ImportStagedRow) in one statement, and written per transaction on
 * commit. On the embedded database every statement (and a transaction, whole) holds the one session
 * the app's other requests wait for, so the batches are kept short and the import gives the event
 * loop a turn between them.
 */
export const STAGE_BATCH = 250;
export const IMPORT_BATCH = 250;
/** Staged rows read back (the answer's results) or deleted per statement. */
const RESULT_BATCH = 2000;

interface Problem {
  column: string;
  message: string;
}

interface CheckedRow {
  key: string | null;
  data: Record<string, unknown> | null;
  problems: Problem[];
}

interface StagedRow {
  row: number;
  targetId: number | null;
  outcome: 'created' | 'updated';
  /** the row's checked data */
  data: Record<string, unknown>;
}

/** The spreadsheet rows `after` < row ≤ `upTo` of an import run, written in one transaction. */
interface StagedRange {
  runId: number;
  after: number;
  upTo: number;
}

/**
 * What one entity brings to the import: its columns, the check of a row (its form's schema, so the
 * same messages), its key column, the SQL that finds the existing records a row updates (and the
 * rows that may not update theirs) and the SQL that finds rows equal to their record, and the write
 * of a batch of created and updated rows.
 */
interface EntityImport {
  type: ImportType;
  kind: 'products' | 'customers' | 'addresses' | 'users';
  pid: number;
  customerId?: number;
  keyColumn: string | null;
  check(row: SheetRow): CheckedRow | Promise<CheckedRow>;
  /** statements run with $1 the run id, then `params`: set targetId, and errors for records the importer may not edit */
  match: readonly string[];
  /** one statement with $1 the run id, then `params`: rows whose record already holds their data become 'unchanged' */
  unchanged: string;
  params: readonly unknown[];
  /** writes the created and updated rows of `range` (writtenRows reads them, or the entity's SQL reads the staged table itself) */
  write(tx: SqlRunner, range: StagedRange): Promise<void>;
  /** the file kept in the import history: by default the upload as it is */
  keptCells?(cells: string[]): string[];
}

/** zod issues as row problems, each path mapped to its template column. */
function problemsOf(error: z.ZodError, columnOf: Record<string, string>, fallback: string): Problem[] {
  return error.issues.map((issue) => ({ column: columnOf[issue.path.join('.')] ?? fallback, message: issue.message }));
}

function requireImporter(ctx: Context): Viewer {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  return viewer;
}

async function targetPlatform(ctx: Context, viewer: Viewer, rawId: unknown) {
  const pid = Number(rawId);
  if (!Number.isInteger(pid) || pid <= 0) throw new AppError('Choose a platform to import into.', { field: 'id' });
  assertPlatformAccess(viewer, pid);
  const platform = await ctx.prisma.platform.findUnique({ where: { id: pid }, select: { id: true, importFormulaResults: true, requireMFA: true } });
  if (!platform) throw new AppError('Platform not found.', { field: 'id', code: 'NOT_FOUND' });
  return platform;
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

const NOUNS: Record<ImportType, [string, string]> = {
  Products: ['product', 'products'],
  Customers: ['customer', 'customers'],
  Address: ['shipping address', 'shipping addresses'],
  Users: ['user', 'users'],
};

function summary(type: ImportType, counts: ImportCounts, dryRun: boolean): string {
  const [one, many] = NOUNS[type];
  const parts = dryRun
    ? [`${plural(counts.created, one, many)} to create`, `${counts.updated.toLocaleString('en-US')} to update`, `${counts.unchanged.toLocaleString('en-US')} unchanged`]
    : [`${plural(counts.created, one, many)} created`, `${counts.updated.toLocaleString('en-US')} updated`, `${counts.unchanged.toLocaleString('en-US')} unchanged`];
  const errors = counts.error ? `, ${plural(counts.error, 'row', 'rows')} with errors${dryRun ? ' (not imported)' : ' (in the rejected rows file)'}` : '';
  return `${dryRun ? 'Dry run, nothing written: ' : ''}${parts.join(', ')}${errors}.`;
}

/** The answer's message of an import that stopped part-way, after the rows before `stoppedAt` were written. */
function stoppedSummary(type: ImportType, counts: ImportCounts, stoppedAt: number, reason: StopReason): string {
  const [one, many] = NOUNS[type];
  const why = reason === 'stopping' ? ' because the server is restarting' : '';
  return `The import stopped at row ${stoppedAt.toLocaleString('en-US')}${why}: before it, ${plural(counts.created, one, many)} ${counts.created === 1 ? 'was' : 'were'} created and ${counts.updated.toLocaleString('en-US')} updated; download the rejected rows to upload the rest again.`;
}

const serverStopping = () => new AppError(SERVER_STOPPING, { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 60 });

/** A workbook of the given rows under the columns, written with exceljs's streaming writer; cells are text. */
export async function sheetBytes(columns: readonly string[], rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('Import');
  sheet.columns = columns.map((header) => ({ header, width: Math.max(14, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) sheet.addRow([...row]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/**
 * Stages a batch sent as one JSON array of rows: each row is serialised once, where text arrays of
 * JSON made the driver escape every quote of every row again and the database parse each twice.
 */
const STAGE = prepared(`
  INSERT INTO "ImportStagedRow" ("runId", "row", "key", "cells", "data", "outcome", "column", "message", "note")
  SELECT $1, "row", "key", "cells", "data", "outcome", "column", "message", "note"
  FROM jsonb_to_recordset($2::jsonb) AS v("row" int, "key" text, "cells" jsonb, "data" jsonb, "outcome" text, "column" text, "message" text, "note" text)`);

/** A statement with the parameters it uses of `values`, numbered afresh ($1, $4 become $1, $2): pg wants each one it is sent used. */
function bound(text: string, values: readonly unknown[]) {
  const used = [...new Set([...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);
  return {
    text: text.replace(/\$(\d+)/g, (_, n: string) => `$${used.indexOf(Number(n)) + 1}`),
    values: used.map((n) => values[n - 1]),
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A run's staged rows as ranges of `size` spreadsheet rows, up to its last staged row. Each range
 * is read through the primary key's bounds, whatever the planner believes of the table's size: an
 * `ORDER BY "row" LIMIT` after the previous batch was planned on the empty table's statistics and
 * read every later row of the run for every batch.
 */
function* stagedRanges(runId: number, lastRow: number, size: number): Generator<StagedRange> {
  for (let after = 0; after < lastRow; after += size) yield { runId, after, upTo: after + size };
}

const DROP_STAGED_RANGE = prepared(`DELETE FROM "ImportStagedRow" WHERE "runId" = $1 AND "row" > $2 AND "row" <= $3`);

/** Deletes a run's staged rows a range at a time (rather than in one long statement the app's other requests would wait for). */
async function dropStagedRows(ctx: Context, runId: number, lastRow: number) {
  for (const { after, upTo } of stagedRanges(runId, lastRow, RESULT_BATCH)) {
    await ctx.sql.query({ ...DROP_STAGED_RANGE, values: [runId, after, upTo] });
    await nextTurn();
  }
}

/** The staged rows of a run with the given outcomes, `size` spreadsheet rows at a time. */
async function* stagedRows<T extends object>(ctx: Context, runId: number, lastRow: number, where: string, size: number, columns: string) {
  for (const { after, upTo } of stagedRanges(runId, lastRow, size)) {
    const { rows } = await ctx.sql.query<T>({
      text: `SELECT ${columns} FROM "ImportStagedRow" WHERE "runId" = $1 AND "row" > $2 AND "row" <= $3 AND ${where} ORDER BY "row"`,
      values: [runId, after, upTo],
    });
    if (rows.length) yield rows;
  }
}

const WRITTEN_ROWS = prepared(`
  SELECT "row", "targetId", outcome, data FROM "ImportStagedRow"
  WHERE "runId" = $1 AND "row" > $2 AND "row" <= $3 AND outcome IN ('created', 'updated') ORDER BY "row"`);

/** The created and updated rows of a range, with their data, for an entity that writes them from here. */
async function writtenRows(tx: SqlRunner, { runId, after, upTo }: StagedRange): Promise<StagedRow[]> {
  return (await tx.query<StagedRow>({ ...WRITTEN_ROWS, values: [runId, after, upTo] })).rows;
}

const WROTE_ROWS = prepared(`
  SELECT EXISTS (SELECT 1 FROM "ImportStagedRow" WHERE "runId" = $1 AND "row" <= $2 AND outcome IN ('created', 'updated')) AS wrote`);

const TOUCH_RUN = prepared(`UPDATE "ImportRun" SET "updatedAt" = now() WHERE id = $1`);

/** How often a running import touches its run, well within INTERRUPTED_AFTER_MS. */
const HEARTBEAT_MS = 10_000;

/** Touches the run at most every HEARTBEAT_MS: its updatedAt tells a running import from one cut short with its server. */
function runHeartbeat(ctx: Context, runId: number) {
  let touched = Date.now();
  return async () => {
    if (Date.now() - touched < HEARTBEAT_MS) return;
    touched = Date.now();
    await ctx.sql.query({ ...TOUCH_RUN, values: [runId] });
  };
}

const MARK_NOT_WRITTEN = prepared(`
  UPDATE "ImportStagedRow" SET outcome = 'error', "column" = NULL, message = $3
  WHERE "runId" = $1 AND "row" >= $2 AND outcome IN ('created', 'updated')`);

/**
 * Writes a commit's created and updated rows in batches of IMPORT_BATCH, a transaction each. When
 * a batch fails, or the server begins its graceful stop, after earlier batches wrote rows, the
 * import stops there and is kept as it is: the rows of that batch and after that were to be written
 * become errors saying so (NOT_WRITTEN), so its counts are what was written and its rejected rows
 * file holds the rest to upload again; answers the first row not written and why. Stopped before
 * any row was written, it throws (the batch's error, or SERVER_STOPPING): the import then leaves
 * no record.
 */
async function writeBatches(ctx: Context, entity: EntityImport, runId: number, lastRow: number, heartbeat: () => Promise<void>): Promise<{ row: number; reason: StopReason } | null> {
  const stopBefore = async (range: StagedRange, reason: StopReason, error: unknown) => {
    const { rows } = await ctx.sql.query<{ wrote: boolean }>({ ...WROTE_ROWS, values: [runId, range.after] });
    if (!rows[0]?.wrote) throw error;
    const row = range.after + 1;
    if (reason === 'failed') {
      // the database's own words stay in the log: the answer and the rejected rows file say only where the import stopped
      ctx.log.error({ err: error, importRun: runId, stoppedAt: row }, 'imports: a batch failed; the import stopped part-way');
    } else {
      ctx.log.warn({ importRun: runId, stoppedAt: row }, 'imports: the server is stopping; the import stopped part-way');
    }
    await ctx.sql.query({ ...MARK_NOT_WRITTEN, values: [runId, row, NOT_WRITTEN(row)] });
    return { row, reason };
  };
  for (const range of stagedRanges(runId, lastRow, IMPORT_BATCH)) {
    if (ctx.stopping.aborted) return stopBefore(range, 'stopping', serverStopping());
    try {
      await inSqlTransaction(ctx.sql, (tx) => entity.write(tx, range));
    } catch (error) {
      return stopBefore(range, 'failed', error);
    }
    await heartbeat();
    await nextTurn();
  }
  return null;
}

/**
 * Runs an import: reads the file (parse.ts), checks each row with its entity's form schema and
 * stages it in the database in batches; then finds keys given twice in the file, existing records
 * and unchanged rows in SQL. A dry run answers the rows' outcomes and leaves nothing behind. A
 * commit writes the created and updated rows in batches of IMPORT_BATCH (a transaction each,
 * writeBatches), records the import with its file, counts and a file of the rejected rows, and
 * answers the same; one that stopped part-way is recorded as stopped, with what it wrote.
 */
async function runImport(ctx: Context, viewer: Viewer, entity: EntityImport, file: string, options: ImportOptions, formulaResults: boolean): Promise<ImportAnswer> {
  const columns = TEMPLATE_COLUMNS[entity.type];
  const run = await ctx.prisma.importRun.create({
    data: {
      pid: entity.pid,
      type: entity.type,
      userId: viewer.kind === 'user' ? viewer.userId : null,
      username: viewer.username,
      customerId: entity.customerId ?? null,
      dryRun: options.dryRun,
      fileName: options.fileName.slice(0, 200) || 'import.xlsx',
      status: 'running' satisfies ImportRunStatus,
    },
    select: { id: true },
  });
  let kept = false;
  const heartbeat = runHeartbeat(ctx, run.id);
  /** the last spreadsheet row staged: the staged rows are read and deleted in ranges up to it */
  let lastRow = 0;
  try {
    /** the rows to stage, each as JSON */
    let pending: string[] = [];
    const flush = async () => {
      // the server's graceful stop: nothing is written yet, so the import ends here and leaves nothing behind
      if (ctx.stopping.aborted) throw serverStopping();
      if (pending.length === 0) return;
      const batch = `[${pending.join(',')}]`;
      pending = [];
      await ctx.sql.query({ ...STAGE, values: [run.id, batch] });
      await heartbeat();
      await nextTurn();
    };
    const formatError = await readSheet(file, columns, async (sheetRow) => {
      const checked = await entity.check(sheetRow);
      const problems = [...checked.problems];
      let note: string | null = null;
      if (sheetRow.formulas.length) {
        const formulaColumns = sheetRow.formulas.map((index) => columns[index]);
        if (formulaResults) note = FORMULA_TAKEN(formulaColumns);
        else for (const column of formulaColumns) problems.push({ column, message: FORMULA_REFUSED(column) });
      }
      const error = problems.length > 0;
      pending.push(JSON.stringify({
        row: sheetRow.row,
        key: checked.key,
        cells: sheetRow.cells,
        data: error ? null : checked.data,
        outcome: error ? 'error' : 'created',
        column: error ? [...new Set(problems.map((p) => p.column))].join(', ') : null,
        message: error ? problems.map((p) => p.message).join(' ') : null,
        note,
      }));
      lastRow = sheetRow.row;
      if (pending.length >= STAGE_BATCH) await flush();
    });
    if (formatError) return { ok: false, dryRun: options.dryRun, message: formatError, importId: null, counts: { created: 0, updated: 0, unchanged: 0, error: 0 }, results: [] };
    await flush();

    if (entity.keyColumn) {
      const keyIndex = columns.indexOf(entity.keyColumn);
      // a key given again later in the file: the later rows are errors, naming the first
      await ctx.sql.query({
        text: `
          UPDATE "ImportStagedRow" s
          SET outcome = 'error',
              "column" = CASE WHEN s."column" IS NULL THEN $2 ELSE s."column" || ', ' || $2 END,
              message = coalesce(s.message || ' ', '') || $2 || ' ' || (s.cells->>$3::int) || ' appears more than once in the file (first on row ' || d.first || ').'
          FROM (SELECT "row", min("row") OVER (PARTITION BY key) AS first FROM "ImportStagedRow" WHERE "runId" = $1 AND key IS NOT NULL) d
          WHERE s."runId" = $1 AND s."row" = d."row" AND d.first < d."row"`,
        values: [run.id, entity.keyColumn, keyIndex],
      });
    }
    for (const statement of entity.match) await ctx.sql.query(bound(statement, [run.id, ...entity.params]));
    await ctx.sql.query({
      text: `UPDATE "ImportStagedRow" SET outcome = 'updated' WHERE "runId" = $1 AND outcome = 'created' AND "targetId" IS NOT NULL`,
      values: [run.id],
    });
    await ctx.sql.query(bound(entity.unchanged, [run.id, ...entity.params]));

    /** a commit that stopped part-way: its first row not written, and why */
    const stopped = options.dryRun ? null : await writeBatches(ctx, entity, run.id, lastRow, heartbeat);
    // from here a commit may have written rows: its record is kept whatever happens next
    if (!options.dryRun) kept = true;

    const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, error: 0 };
    const grouped = await ctx.sql.query<{ outcome: RowOutcome; count: number }>({
      text: `SELECT outcome, count(*)::int AS count FROM "ImportStagedRow" WHERE "runId" = $1 GROUP BY outcome`,
      values: [run.id],
    });
    for (const { outcome, count } of grouped.rows) counts[outcome] = count;

    if (!options.dryRun) {
      importRows.inc({ kind: entity.kind, outcome: 'created' }, counts.created);
      importRows.inc({ kind: entity.kind, outcome: 'updated' }, counts.updated);
      importRows.inc({ kind: entity.kind, outcome: 'unchanged' }, counts.unchanged);
      importRows.inc({ kind: entity.kind, outcome: 'error' }, counts.error);
    }

    const rows: RowResult[] = [];
    for await (const batch of stagedRows<RowResult>(ctx, run.id, lastRow, 'true', RESULT_BATCH, '"row", outcome, "column", message, note')) {
      rows.push(...batch);
      await nextTurn();
    }

    if (!options.dryRun) {
      const passwordIndex = columns.indexOf('Password');
      const blankPassword = (cells: string[]) => (passwordIndex < 0 ? cells : cells.map((cell, index) => (index === passwordIndex ? '' : cell)));
      const cellsOf = async function* (where: string, withMessage: boolean) {
        for await (const batch of stagedRows<{ cells: string[]; message: string | null }>(ctx, run.id, lastRow, where, RESULT_BATCH, 'cells, message')) {
          for (const staged of batch) yield withMessage ? [...blankPassword(staged.cells), staged.message ?? ''] : blankPassword(staged.cells);
        }
      };
      const outcome = {
        created: counts.created,
        updated: counts.updated,
        unchanged: counts.unchanged,
        errors: counts.error,
        status: (stopped ? 'stopped' : 'completed') satisfies ImportRunStatus,
        stoppedAtRow: stopped?.row ?? null,
      };
      let filesKept = true;
      try {
        // the upload itself, or for users the rows without their passwords (never kept)
        const keptFile = passwordIndex < 0 ? await readFile(file) : await sheetBytes(columns, cellsOf('true', false));
        const rejectedFile = counts.error ? await sheetBytes([...columns, REJECTED_COLUMN], cellsOf(`outcome = 'error'`, true)) : null;
        // one audit entry per import run: who, which file, the counts (the file itself is not copied)
        await audited(ctx, { action: 'import', entity: 'ImportRun', ids: [run.id] }, (tx) =>
          tx.importRun.update({
            where: { id: run.id },
            data: { ...outcome, file: new Uint8Array(keptFile), rejectedFile: rejectedFile && new Uint8Array(rejectedFile) },
          }),
        );
      } catch (error) {
        // the rows are written: the record keeps what was, without its files, rather than nothing
        ctx.log.error({ err: error, importRun: run.id }, "imports: the import's files could not be kept; its record keeps the counts");
        filesKept = false;
        await audited(ctx, { action: 'import', entity: 'ImportRun', ids: [run.id] }, (tx) => tx.importRun.update({ where: { id: run.id }, data: outcome }));
      }
      const unkept = filesKept ? '' : ' Its files could not be kept: the rows with errors are listed below.';
      if (stopped) return { ok: false, dryRun: false, message: stoppedSummary(entity.type, counts, stopped.row, stopped.reason) + unkept, importId: run.id, counts, results: rows };
      return { ok: filesKept, dryRun: false, message: summary(entity.type, counts, false) + unkept, importId: run.id, counts, results: rows };
    }
    return { ok: true, dryRun: true, message: summary(entity.type, counts, true), importId: null, counts, results: rows };
  } finally {
    // a dry run, a file that could not be read or a commit stopped before writing a row leaves no record; every run's staged rows go
    await dropStagedRows(ctx, run.id, lastRow);
    if (!kept) await ctx.prisma.importRun.delete({ where: { id: run.id } });
  }
}

// ---------------------------------------------------------------- Products

const PRODUCT_FIELDS = {
  Name: 'name', 'Part #': 'productNumber', Description: 'description', Header: 'headerId', 'App. Instance': 'applicationInstance',
  'App. Name': 'applicationName', Profile: 'profile', Ruleset: 'ruleset', Namespace: 'namespace', Server: 'server',
  Stock: 'quantityInStock', Price: 'defaultPrice', Related: 'relatedItem',
} as const;
const columnsByField = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).map(([column, field]) => [field, column]));

const PRODUCT_WRITTEN = [
  ['name', 'text'], ['productNumber', 'text'], ['description', 'text'], ['headerId', 'text'], ['applicationInstance', 'text'],
  ['applicationName', 'text'], ['profile', 'text'], ['ruleset', 'text'], ['namespace', 'text'], ['server', 'text'],
  ['quantityInStock', 'int'], ['defaultPrice', 'numeric'], ['relatedItem', 'text'], ['isNonConfigurable', 'bool'],
] as const;

/** The columns that point a product at a configurator model: a row with none of them is not configured. */
const CONFIGURATOR_FIELDS = ['headerId', 'applicationInstance', 'applicationName', 'profile', 'ruleset', 'namespace', 'server'] as const;

/** Who may import products is who may create them in the product form: level 9 (spec part 2 §6). */
export async function importProducts(ctx: Context, file: string, id: unknown, options: ImportOptions): Promise<ImportAnswer> {
  const viewer = requireProductEditor(ctx, PRODUCT_IMPORT_REFUSAL);
  const platform = await targetPlatform(ctx, viewer, id);
  const pid = platform.id;
  const columns = TEMPLATE_COLUMNS.Products;
  const columnOf = columnsByField(PRODUCT_FIELDS);
  const entity: EntityImport = {
    type: 'Products',
    kind: 'products',
    pid,
    keyColumn: 'Part #',
    check: (row) => {
      const raw = Object.fromEntries(Object.entries(PRODUCT_FIELDS).map(([column, field]) => [field, row.cells[columns.indexOf(column)]]));
      // A row with a price and a stock and no configurator fields is a fixed-price product (Add To Quote).
      const isNonConfigurable = raw.defaultPrice !== '' && raw.quantityInStock !== '' && CONFIGURATOR_FIELDS.every((field) => raw[field] === '');
      const parsed = productSchema.safeParse({ ...raw, isNonConfigurable });
      const key = raw.productNumber ? raw.productNumber.toLowerCase() : null;
      if (!parsed.success) return { key, data: null, problems: problemsOf(parsed.error, columnOf, 'Name') };
      const saved = applySaveRules(parsed.data);
      const data = Object.fromEntries(PRODUCT_WRITTEN.map(([field]) => [field, saved[field] ?? null]));
      return { key, data, problems: [] };
    },
    match: [
      `UPDATE "ImportStagedRow" s SET "targetId" = p.id
       FROM "Product" p
       WHERE s."runId" = $1 AND s.outcome = 'created' AND s.key IS NOT NULL AND p.pid = $2 AND lower(p."productNumber") = s.key`,
    ],
    unchanged: `
      UPDATE "ImportStagedRow" s SET outcome = 'unchanged'
      FROM "Product" p
      WHERE s."runId" = $1 AND s.outcome = 'updated' AND p.id = s."targetId" AND p.pid = $2 AND to_jsonb(p) @> s.data`,
    params: [pid],
    async write(tx, range) {
      const rows = await writtenRows(tx, range);
      const created = rows.filter((row) => row.outcome === 'created');
      const updated = rows.filter((row) => row.outcome === 'updated');
      await bulkInsert(
        tx,
        'Product',
        [['pid', 'int'], ...PRODUCT_WRITTEN, ['createdByEmail', 'text']],
        created.map((row) => [pid, ...PRODUCT_WRITTEN.map(([field]) => row.data[field]), viewer.username]),
      );
      if (updated.length) {
        await tx.query({
          text: `
            UPDATE "Product" p SET ${PRODUCT_WRITTEN.map(([field]) => `"${field}" = v."${field}"`).join(', ')}, "updatedAt" = now()
            FROM jsonb_to_recordset($1::jsonb) AS v(id int, ${PRODUCT_WRITTEN.map(([field, type]) => `"${field}" ${type}`).join(', ')})
            WHERE p.id = v.id AND p.pid = $2`,
          values: [JSON.stringify(updated.map((row) => ({ ...row.data, id: row.targetId }))), pid],
        });
      }
    },
  };
  return runImport(ctx, viewer, entity, file, options, platform.importFormulaResults);
}

/** The message of a Part # clash, kept for the product form's REST shims and tests. */
export { partNumberTakenMessage };

// ---------------------------------------------------------------- Customers

const CUSTOMER_FIELDS: Record<string, string> = {
  companyName: 'Company', erpId: 'ERP ID', description: 'Description',
  'contact.firstName': 'First', 'contact.lastName': 'Last', 'contact.email': 'Email', 'contact.phone': 'Phone',
};
const ADDRESS_FIELDS: Record<string, string> = { address: 'Address 1', address2: 'Address 2', city: 'City', state: 'State', zip: 'Zip', country: 'Country' };

interface AddressData {
  address: string | null;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

const addressData = (address: AddressData): AddressData => ({
  address: address.address, address2: address.address2, city: address.city, state: address.state, zip: address.zip, country: address.country,
});

/**
 * The customer form's rules, row by row: customerSchema for the customer and its contact, and for a
 * billing address that is given, addressInputSchema (City, Zip, Country required; a US or Canadian
 * State from its list, any other country's as text), the Country US when the column is blank, as
 * for the customer REST call. A row whose ERP ID exists on the platform updates that customer.
 */
export async function importCustomers(ctx: Context, file: string, id: unknown, options: ImportOptions): Promise<ImportAnswer> {
  const viewer = requireImporter(ctx);
  const platform = await targetPlatform(ctx, viewer, id);
  const pid = platform.id;
  const columns = TEMPLATE_COLUMNS.Customers;
  const cell = (row: SheetRow, column: string) => row.cells[columns.indexOf(column)];
  const entity: EntityImport = {
    type: 'Customers',
    kind: 'customers',
    pid,
    keyColumn: 'ERP ID',
    check: (row) => {
      const contact = { firstName: cell(row, 'First'), lastName: cell(row, 'Last'), email: cell(row, 'Email'), phone: cell(row, 'Phone') };
      const billing = Object.fromEntries(Object.entries(ADDRESS_FIELDS).map(([field, column]) => [field, cell(row, column)]));
      const hasContact = Object.values(contact).some((value) => value !== '');
      const erpId = cell(row, 'ERP ID');
      const key = erpId ? erpId.toLowerCase() : null;
      const parsed = customerSchema.safeParse({
        companyName: cell(row, 'Company'),
        erpId,
        description: cell(row, 'Description'),
        contact: hasContact ? contact : null,
        pid,
      });
      const problems: Problem[] = parsed.success ? [] : problemsOf(parsed.error, CUSTOMER_FIELDS, 'Company');
      let address: AddressData | null = null;
      if (!isBlankAddress(billing)) {
        const parsedAddress = addressInputSchema.safeParse({ ...billing, country: billing.country || 'US', addressType: ADDRESS_TYPE.billing });
        if (parsedAddress.success) address = addressData(parsedAddress.data as AddressData);
        else problems.push(...problemsOf(parsedAddress.error, ADDRESS_FIELDS, 'Address 1'));
      }
      if (!parsed.success || problems.length) return { key, data: null, problems };
      const c = parsed.data.contact;
      return {
        key,
        data: {
          companyName: parsed.data.companyName,
          erpId: parsed.data.erpId,
          description: parsed.data.description,
          // a row without a contact or a billing address leaves the customer's as they are (as the form's update)
          ...(c ? { contact: { firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone } } : {}),
          ...(address ? { billingAddress: address } : {}),
        },
        problems: [],
      };
    },
    // the form lets an administrator of the platform edit each of its customers (canEditCustomer)
    match: [
      `UPDATE "ImportStagedRow" s SET "targetId" = c.id
       FROM "Customer" c
       WHERE s."runId" = $1 AND s.outcome = 'created' AND s.key IS NOT NULL AND c.pid = $2 AND lower(c."erpId") = s.key`,
    ],
    unchanged: `
      UPDATE "ImportStagedRow" s SET outcome = 'unchanged'
      FROM "Customer" c
      WHERE s."runId" = $1 AND s.outcome = 'updated' AND c.id = s."targetId" AND c.pid = $2
        AND jsonb_build_object(
          'companyName', c."companyName", 'erpId', c."erpId", 'description', c.description,
          'contact', (SELECT jsonb_build_object('firstName', k."firstName", 'lastName', k."lastName", 'email', k.email, 'phone', k.phone) FROM "Contact" k WHERE k.id = c."primaryContactId"),
          'billingAddress', (SELECT jsonb_build_object('address', a.address, 'address2', a.address2, 'city', a.city, 'state', a.state, 'zip', a.zip, 'country', a.country) FROM "Address" a WHERE a.id = c."billingAddressId")
        ) @> s.data`,
    params: [pid],
    // the staged rows are written in SQL, never brought to the app
    async write(tx, { runId, after, upTo }) {
      await tx.query({ ...INSERT_STAGED_CUSTOMERS, values: [runId, after, upTo, pid] });
      await tx.query({ ...UPDATE_STAGED_CUSTOMERS, values: [runId, after, upTo, pid] });
    },
  };
  return runImport(ctx, viewer, entity, file, options, platform.importFormulaResults);
}

/** A staged row's contact and billing address columns, as the customer form's data holds them. */
const CONTACT_VALUES = `data->'contact'->>'firstName', data->'contact'->>'lastName', data->'contact'->>'email', data->'contact'->>'phone'`;
const ADDRESS_VALUES = `data->'billingAddress'->>'address', data->'billingAddress'->>'address2', data->'billingAddress'->>'city', data->'billingAddress'->>'state', data->'billingAddress'->>'zip', data->'billingAddress'->>'country'`;

/**
 * Writes the created rows of run $1's rows $2 < row ≤ $3 as new customers of platform $4 with their
 * contact and billing address, linked to them, in one statement: the ids are drawn from the tables'
 * sequences first (in row order), so the customers are inserted already pointing at their contact
 * and address, which are inserted beside them; the foreign keys are checked at the end of the
 * statement, once all three exist. The sequences are named as the id columns' defaults name them:
 * `pg_get_serial_sequence` looked each one up in the catalog again for every row.
 */
const INSERT_STAGED_CUSTOMERS = prepared(`
  WITH source AS (
    SELECT data, nextval('"Customer_id_seq"') AS id,
      CASE WHEN data ? 'contact' THEN nextval('"Contact_id_seq"') END AS contact_id,
      CASE WHEN data ? 'billingAddress' THEN nextval('"Address_id_seq"') END AS address_id
    FROM (
      SELECT data FROM "ImportStagedRow" WHERE "runId" = $1 AND "row" > $2 AND "row" <= $3 AND outcome = 'created' ORDER BY "row"
    ) AS staged
  ), customers AS (
    INSERT INTO "Customer" (id, pid, "companyName", "erpId", description, "primaryContactId", "billingAddressId", "updatedAt")
    SELECT id, $4, data->>'companyName', data->>'erpId', data->>'description', contact_id, address_id, now() FROM source
  ), contacts AS (
    INSERT INTO "Contact" (id, pid, "customerId", "firstName", "lastName", email, phone, "updatedAt")
    SELECT contact_id, $4, id, ${CONTACT_VALUES}, now() FROM source WHERE contact_id IS NOT NULL
  )
  INSERT INTO "Address" (id, pid, "customerId", address, address2, city, state, zip, country, "addressType", "shipCode", "updatedAt")
  SELECT address_id, $4, id, ${ADDRESS_VALUES}, ${ADDRESS_TYPE.billing}, '0', now() FROM source WHERE address_id IS NOT NULL`);

/**
 * Updates the customers of platform $4 that run $1's updated rows $2 < row ≤ $3 name, in one
 * statement, as the form's update does: the customer's fields, and its contact and billing address
 * where the row gives them, updated when the customer has one and otherwise added and linked.
 */
const UPDATE_STAGED_CUSTOMERS = prepared(`
  WITH source AS (
    SELECT data, id, contact_id, address_id,
      CASE WHEN data ? 'contact' AND contact_id IS NULL THEN nextval('"Contact_id_seq"') END AS new_contact_id,
      CASE WHEN data ? 'billingAddress' AND address_id IS NULL THEN nextval('"Address_id_seq"') END AS new_address_id
    FROM (
      SELECT s.data, c.id, c."primaryContactId" AS contact_id, c."billingAddressId" AS address_id
      FROM "ImportStagedRow" s JOIN "Customer" c ON c.id = s."targetId" AND c.pid = $4
      WHERE s."runId" = $1 AND s."row" > $2 AND s."row" <= $3 AND s.outcome = 'updated' ORDER BY s."row"
    ) AS staged
  ), new_contacts AS (
    INSERT INTO "Contact" (id, pid, "customerId", "firstName", "lastName", email, phone, "updatedAt")
    SELECT new_contact_id, $4, id, ${CONTACT_VALUES}, now() FROM source WHERE new_contact_id IS NOT NULL
  ), contacts AS (
    UPDATE "Contact" k SET ("firstName", "lastName", email, phone) = (${CONTACT_VALUES}), "updatedAt" = now()
    FROM source WHERE k.id = source.contact_id AND source.data ? 'contact'
  ), new_addresses AS (
    INSERT INTO "Address" (id, pid, "customerId", address, address2, city, state, zip, country, "addressType", "shipCode", "updatedAt")
    SELECT new_address_id, $4, id, ${ADDRESS_VALUES}, ${ADDRESS_TYPE.billing}, '0', now() FROM source WHERE new_address_id IS NOT NULL
  ), addresses AS (
    UPDATE "Address" a SET (address, address2, city, state, zip, country) = (${ADDRESS_VALUES}), "updatedAt" = now()
    FROM source WHERE a.id = source.address_id AND source.data ? 'billingAddress'
  )
  UPDATE "Customer" c
  SET "companyName" = data->>'companyName', "erpId" = data->>'erpId', description = data->>'description',
    "primaryContactId" = coalesce(new_contact_id, contact_id), "billingAddressId" = coalesce(new_address_id, address_id), "updatedAt" = now()
  FROM source WHERE c.id = source.id`);

// ---------------------------------------------------------------- Shipping addresses

/**
 * The address form's rules (addressInputSchema: City, Zip and Country required, a US or Canadian
 * State from its list, another country's State as text). A row equal to one of the customer's
 * shipping addresses is unchanged; the others are added.
 */
export async function importAddresses(ctx: Context, file: string, id: unknown, options: ImportOptions): Promise<ImportAnswer> {
  const viewer = requireImporter(ctx);
  const customerId = Number(id);
  if (!Number.isInteger(customerId) || customerId <= 0) throw new AppError('Choose a customer to assign the addresses to.', { field: 'id' });
  const customer = await ctx.prisma.customer.findUnique({ where: { id: customerId }, select: { id: true, pid: true, platform: { select: { importFormulaResults: true } } } });
  // the address form's rule for the customer an address is added to
  if (!customer || !canEditCustomer(viewer, customer)) throw new AppError('Customer not found.', { field: 'id', code: 'NOT_FOUND' });
  const columns = TEMPLATE_COLUMNS.Address;
  const entity: EntityImport = {
    type: 'Address',
    kind: 'addresses',
    pid: customer.pid,
    customerId,
    keyColumn: null,
    check: (row) => {
      const raw = Object.fromEntries(Object.entries(ADDRESS_FIELDS).map(([field, column]) => [field, row.cells[columns.indexOf(column)]]));
      const parsed = addressInputSchema.safeParse({ ...raw, addressType: ADDRESS_TYPE.shipping, customerId });
      if (!parsed.success) return { key: null, data: null, problems: problemsOf(parsed.error, ADDRESS_FIELDS, 'Address 1') };
      return { key: null, data: { ...addressData(parsed.data as AddressData) }, problems: [] };
    },
    match: [],
    unchanged: `
      UPDATE "ImportStagedRow" s SET outcome = 'unchanged'
      WHERE s."runId" = $1 AND s.outcome = 'created' AND EXISTS (
        SELECT 1 FROM "Address" a
        WHERE a."customerId" = $2 AND a."addressType" = ${ADDRESS_TYPE.shipping}
          AND a.address IS NOT DISTINCT FROM s.data->>'address' AND a.address2 IS NOT DISTINCT FROM s.data->>'address2'
          AND a.city = s.data->>'city' AND a.state = s.data->>'state' AND a.zip = s.data->>'zip' AND a.country = s.data->>'country')`,
    params: [customerId],
    async write(tx, range) {
      const rows = await writtenRows(tx, range);
      if (rows.length === 0) return;
      // Ship codes continue the customer's numbering, as for addresses added one at a time.
      const { rows: counted } = await tx.query<{ count: number }>({ text: `SELECT count(*)::int AS count FROM "Address" WHERE "customerId" = $1`, values: [customerId] });
      let next = counted[0].count;
      await bulkInsert(
        tx,
        'Address',
        [['pid', 'int'], ['customerId', 'int'], ['address', 'text'], ['address2', 'text'], ['city', 'text'], ['state', 'text'], ['zip', 'text'], ['country', 'text'], ['addressType', 'int'], ['shipCode', 'text'], ['displayOrder', 'int']],
        rows.map((row) => {
          const a = row.data as unknown as AddressData;
          const number = next++;
          return [customer.pid, customerId, a.address, a.address2, a.city, a.state, a.zip, a.country, ADDRESS_TYPE.shipping, String(number), number];
        }),
      );
    },
  };
  return runImport(ctx, viewer, entity, file, options, customer.platform.importFormulaResults);
}

// ---------------------------------------------------------------- Users

const USER_FIELDS: Record<string, string> = { username: 'Email Address', firstName: 'First Name', lastName: 'Last Name', checkoutType: TEMPLATE_COLUMNS.Users[4], password: 'Password' };

/**
 * The user form's rules, row by row (userFieldsSchema; roles of the platform at most the importer's
 * level, the platform's level-0 role when none is given; MFA on where the platform requires it). A
 * row whose email exists updates that user where the importer may edit them: same platform, a role
 * at most the importer's level, not the importer; a blank Password keeps theirs.
 */
export async function importUsers(ctx: Context, file: string, id: unknown, options: ImportOptions): Promise<ImportAnswer> {
  const viewer = requireImporter(ctx);
  const target = await targetPlatform(ctx, viewer, id);
  const platform = await newUserPlatform(ctx, viewer, target.id);
  const pid = platform.id;
  const roles = await ctx.prisma.role.findMany({
    where: { OR: [{ pid: null }, { pid }] },
    select: { id: true, name: true, roleLevel: true, pid: true },
    orderBy: [{ pid: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
  });
  const defaultRole = await newUserDefaultRole(ctx.prisma, pid);
  const roleByName = new Map<string, (typeof roles)[number]>();
  const roleByLevel = new Map<number, (typeof roles)[number]>();
  for (const role of roles) {
    if (!roleByName.has(role.name.toLowerCase())) roleByName.set(role.name.toLowerCase(), role);
    if (!roleByLevel.has(role.roleLevel)) roleByLevel.set(role.roleLevel, role);
  }
  const columns = TEMPLATE_COLUMNS.Users;
  const schemas = { create: userFieldsSchema(true), update: userFieldsSchema(false) };
  const entity: EntityImport = {
    type: 'Users',
    kind: 'users',
    pid,
    keyColumn: 'Email Address',
    check: async (row) => {
      // a blank cell is a value left out (the form's default applies), not an empty one
      const raw = Object.fromEntries(Object.entries(USER_FIELDS).map(([field, column]) => [field, row.cells[columns.indexOf(column)] || undefined]));
      const key = raw.username ? raw.username.trim().toLowerCase() : null;
      // a blank password is only refused for a new user: whether the user exists is known once staged, so it is checked as for an update here and in SQL below
      const parsed = schemas.update.safeParse(raw);
      const problems: Problem[] = parsed.success ? [] : problemsOf(parsed.error, USER_FIELDS, 'Email Address');
      const roleText = row.cells[columns.indexOf('User Role')];
      let roleId = defaultRole?.id ?? 0;
      if (roleText) {
        const role = /^\d+$/.test(roleText) ? roleByLevel.get(Number(roleText)) : roleByName.get(roleText.toLowerCase());
        const refusal = role ? roleRefusal(viewer, role, pid) : `User Role ${roleText} is not a role of this platform.`;
        if (refusal) problems.push({ column: 'User Role', message: refusal });
        else roleId = role!.id;
      }
      if (!parsed.success || problems.length) return { key, data: null, problems };
      const password = parsed.data.password;
      return {
        key,
        data: {
          username: parsed.data.username,
          firstName: parsed.data.firstName,
          lastName: parsed.data.lastName,
          roleId,
          checkoutType: parsed.data.checkoutType,
          newPassword: !!password,
          // a dry run needs no hash; a commit stages the hash, never the password
          ...(password && !options.dryRun ? { passwordHash: await hashPassword(ctx.config, password) } : {}),
        },
        problems: [],
      };
    },
    match: [
      `UPDATE "ImportStagedRow" s SET "targetId" = u.id
       FROM "User" u WHERE s."runId" = $1 AND s.outcome = 'created' AND lower(u.username) = s.key`,
      // usernames are unique across platforms: one of another platform is taken (the form's message)
      `UPDATE "ImportStagedRow" s SET outcome = 'error', "column" = 'Email Address', message = $4
       FROM "User" u WHERE s."runId" = $1 AND s.outcome = 'created' AND u.id = s."targetId" AND u.pid <> $2`,
      `UPDATE "ImportStagedRow" s SET outcome = 'error', "column" = 'Email Address', message = $5
       FROM "User" u JOIN "Role" r ON r.id = u."roleId"
       WHERE s."runId" = $1 AND s.outcome = 'created' AND u.id = s."targetId" AND (r."roleLevel" > $3 OR u.id = $6)`,
      `UPDATE "ImportStagedRow" s SET outcome = 'error', "column" = 'Password', message = $7
       WHERE s."runId" = $1 AND s.outcome = 'created' AND s."targetId" IS NULL AND NOT (s.data->>'newPassword')::boolean`,
    ],
    unchanged: `
      UPDATE "ImportStagedRow" s SET outcome = 'unchanged'
      FROM "User" u
      WHERE s."runId" = $1 AND s.outcome = 'updated' AND u.id = s."targetId" AND u.pid = $2
        AND NOT (s.data->>'newPassword')::boolean
        AND jsonb_build_object('firstName', u."firstName", 'lastName', u."lastName", 'roleId', u."roleId", 'checkoutType', u."checkoutType")
            @> (s.data - 'username' - 'newPassword' - 'passwordHash')`,
    params: [pid, viewer.roleLevel, USERNAME_TAKEN, USER_ABOVE_OWN, viewer.kind === 'user' ? viewer.userId : 0, passwordRequiredMessage()],
    async write(tx, range) {
      const rows = await writtenRows(tx, range);
      const created = rows.filter((row) => row.outcome === 'created');
      await bulkInsert(
        tx,
        'User',
        [['pid', 'int'], ['username', 'text'], ['firstName', 'text'], ['lastName', 'text'], ['roleId', 'int'], ['checkoutType', 'text'], ['enableMFA', 'bool'], ['passwordHash', 'text']],
        created.map(({ data }) => [pid, data.username, data.firstName, data.lastName, data.roleId, data.checkoutType, platform.requireMFA, data.passwordHash]),
      );
      for (const { data, targetId } of rows) {
        if (!targetId) continue;
        const { rows: before } = await tx.query<{ roleId: number }>({ text: `SELECT "roleId" FROM "User" WHERE id = $1`, values: [targetId] });
        const newPassword = typeof data.passwordHash === 'string';
        // a new role or password ends the user's sessions, as the user form's change by an administrator
        const signOut = newPassword || before[0]?.roleId !== data.roleId;
        await tx.query({
          text: `
            UPDATE "User" SET "firstName" = $2, "lastName" = $3, "roleId" = $4, "checkoutType" = $5,
              "passwordHash" = coalesce($6, "passwordHash"),
              "tokenVersion" = "tokenVersion" + CASE WHEN $6::text IS NULL THEN 0 ELSE 1 END,
              "isLoggedIn" = CASE WHEN $7 THEN false ELSE "isLoggedIn" END, "updatedAt" = now()
            WHERE id = $1 AND pid = $8`,
          values: [targetId, data.firstName, data.lastName, data.roleId, data.checkoutType, newPassword ? data.passwordHash : null, signOut, pid],
        });
        if (signOut) await tx.query({ text: `UPDATE "Session" SET "revokedAt" = now() WHERE "userId" = $1 AND "revokedAt" IS NULL`, values: [targetId] });
      }
    },
  };
  return runImport(ctx, viewer, entity, file, options, target.importFormulaResults);
}

function passwordRequiredMessage(): string {
  const parsed = userFieldsSchema(true).shape.password.safeParse('');
  return parsed.success ? 'Password is required.' : parsed.error.issues[0].message;
}

export const IMPORTERS: Record<ImportType, (ctx: Context, file: string, id: unknown, options: ImportOptions) => Promise<ImportAnswer>> = {
  Products: importProducts,
  Customers: importCustomers,
  Address: importAddresses,
  Users: importUsers,
};

/** Spec part 3 §7: the upload operation of each import type. */
export const IMPORT_OPERATIONS: Record<string, ImportType> = {
  importProducts: 'Products',
  importCustomers: 'Customers',
  importAddress: 'Address',
  importUsers: 'Users',
};

// ---------------------------------------------------------------- History

/** Who sees which imports: level 9 every platform's (or one), an administrator their platform's. */
function historyWhere(viewer: Viewer, pid?: number | null) {
  if (viewer.roleLevel >= 9) return pid ? { pid } : {};
  return { pid: viewer.pid };
}

export async function listImportRuns(ctx: Context, args: { pid?: number | null; limit?: number | null; offset?: number | null }) {
  const viewer = requireImporter(ctx);
  const where = { ...historyWhere(viewer, args.pid), dryRun: false };
  const take = Math.max(args.limit ?? 50, 0);
  const [rows, total] = await Promise.all([
    ctx.prisma.importRun.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      skip: Math.max(args.offset ?? 0, 0),
      select: { id: true, pid: true, type: true, username: true, customerId: true, fileName: true, created: true, updated: true, unchanged: true, errors: true, status: true, stoppedAtRow: true, createdAt: true, updatedAt: true },
    }),
    ctx.prisma.importRun.count({ where }),
  ]);
  return { rows: rows.map(({ updatedAt, ...run }) => ({ ...run, status: shownImportStatus({ status: run.status, updatedAt }) })), total };
}

/** An import's uploaded file (`file`) or its rejected rows (`rejected`), for whoever may see that import. */
export async function importRunFile(ctx: Context, id: number, which: 'file' | 'rejected') {
  const viewer = requireImporter(ctx);
  const run = await ctx.prisma.importRun.findFirst({
    where: { id, dryRun: false, ...historyWhere(viewer) },
    select: { fileName: true, file: true, rejectedFile: true, type: true },
  });
  const bytes = which === 'file' ? run?.file : run?.rejectedFile;
  if (!run || !bytes) throw notFound(which === 'file' ? 'Import file' : 'Rejected rows file');
  // a file name as a header allows it
  const base = run.fileName.replace(/\.xlsx$/i, '').replace(/[^\w .()-]/g, '_') || 'import';
  return {
    bytes: Buffer.from(bytes),
    contentType: XLSX_MIME,
    fileName: which === 'file' ? `${base}.xlsx` : `${base}-rejected-rows.xlsx`,
  };
}
