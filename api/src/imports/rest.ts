import { z } from 'zod';
import { listPageFields } from '../rest/fields.ts';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { AppError } from '../schema/errors.ts';
import { receiveUpload } from '../http/multipart.ts';
import { buildTemplate, TEMPLATE_DOWNLOADS, XLSX_MIME } from './templates.ts';
import { IMPORT_OPERATIONS, IMPORTERS, importRunFile, listImportRuns } from './service.ts';

import { withTempDirectory } from './tempFiles.ts';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from './zip.ts';

// Spec part 3 §7: template downloads (GET, an .xlsx) and spreadsheet uploads (multipart with `file` and `id`).

const family = 'importManagement';

for (const [operation, download] of Object.entries(TEMPLATE_DOWNLOADS)) {
  defineRestOperation({
    family,
    operation,
    kind: 'download',
    scope: 'admin',
    access: 'read',
    summary: `The ${download.type} import template, with its column headings.`,
    body: z.object({}),
    file: `${download.fileName} (${XLSX_MIME})`,
    handler: async () => ({ bytes: await buildTemplate(download.type), contentType: XLSX_MIME, fileName: download.fileName }),
  });
}

const rowResult = z.object({
  row: z.number().describe('the spreadsheet row (the header is row 1)'),
  outcome: z.enum(['created', 'updated', 'unchanged', 'error']),
  column: z.string().nullable().describe("an error's column(s)"),
  message: z.string().nullable().describe("an error's message(s): the entity form's own, or that a stopped import did not write the row"),
  note: z.string().nullable().describe("a remark on a row that is imported (a formula's value taken)"),
});
const counts = z.object({ created: z.number(), updated: z.number(), unchanged: z.number(), error: z.number() });
/**
 * Every row's result; `ok` false with `message` when the file is not the template (then no rows),
 * or when a commit stopped part-way (then with its `importId`, the rows not written as errors).
 */
const importAnswer = z.object({
  ok: z.boolean().describe('false: the file is not the template (no importId), or the commit stopped part-way (importId: the stopped import)'),
  dryRun: z.boolean(),
  message: z.string(),
  importId: z.number().nullable().describe('the import in the history, after a commit (downloadRejectedRows gives its rejected rows)'),
  counts,
  results: z.array(rowResult).describe("each row's outcome"),
});

const dryRunField = z
  .enum(['true', 'false', '1', '0'], { error: 'dryRun must be true or false.' })
  .optional()
  .describe('true: check every row and answer what would happen, writing nothing');

for (const [operation, importType] of Object.entries(IMPORT_OPERATIONS)) {
  defineRestOperation({
    family,
    operation,
    kind: 'multipart',
    scope: 'admin',
    summary: `Imports a filled ${importType} template: every row is checked with the ${importType === 'Address' ? 'address' : importType.toLowerCase().replace(/s$/, '')} form's rules; a row whose key exists updates that record. With dryRun nothing is written; otherwise the valid rows are written and the rejected ones kept as a file (downloadRejectedRows).`,
    body: z.object({
      id: z.string().optional().describe(importType === 'Address' ? 'the customer the addresses are added to' : 'the platform (role level 9); the caller\'s own by default'),
      roleLevel: z.string().optional().describe("the importer's role level as the client knows it; the session's applies"),
      dryRun: dryRunField,
    }),
    files: { file: `the filled template (.xlsx), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` },
    answer: importAnswer,
    // The upload goes to a temporary file, read from there and removed.
    handler: (ctx, form) =>
      withTempDirectory(async (directory) => {
        const upload = await receiveUpload(form.request, directory, 'file', MAX_UPLOAD_BYTES, TOO_LARGE);
        const fields = form.fields(upload.fields);
        if (!upload.file) throw new AppError('Choose a spreadsheet to upload.', { field: 'file' });
        const dryRun = fields.dryRun === 'true' || fields.dryRun === '1';
        return IMPORTERS[importType](ctx, upload.file.path, fields.id, { dryRun, fileName: upload.file.name || 'import.xlsx' });
      }),
  });
}

const importRun = z.object({
  id: z.number(),
  pid: z.number(),
  type: z.enum(['Products', 'Customers', 'Address', 'Users']),
  username: z.string().describe('who imported'),
  customerId: z.number().nullable(),
  fileName: z.string(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  errors: z.number().describe('rows rejected, with the rows a stopped import did not write'),
  status: z
    .enum(['running', 'completed', 'stopped', 'interrupted'])
    .describe('running: being written; stopped: a batch failed, or the server began to stop, after earlier ones were written (the counts are what was written); interrupted: cut short with its server, without counts'),
  stoppedAtRow: z.number().nullable().describe('a stopped import: the first row not written (the rows before it were)'),
  createdAt: z.string().describe('when (ISO 8601)'),
});

defineRestOperation({
  family,
  operation: 'getImportHistory',
  scope: 'admin',
  summary: 'The imports written (not dry runs), newest first: level 9 every platform\'s (or `pid`\'s), an administrator their platform\'s.',
  body: z.object({
    pid: z.coerce.number().int().positive().optional(),
    ...listPageFields(50),
  }),
  answer: z.array(importRun),
  handler: async (ctx, body) => {
    const { rows, total } = await listImportRuns(ctx, body);
    return restPage(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total);
  },
});

for (const [operation, which, what] of [
  ['downloadImportFile', 'file', 'The file an import was given (for a user import, without its passwords).'],
  ['downloadRejectedRows', 'rejected', "An import's rejected rows with an Error column, to fix and upload again."],
] as const) {
  defineRestOperation({
    family,
    operation,
    kind: 'download',
    scope: 'admin',
    access: 'read',
    summary: what,
    body: z.object({ id: z.coerce.number({ error: 'id must be a number.' }).int().positive() }),
    file: `an .xlsx (${XLSX_MIME})`,
    handler: (ctx, body) => importRunFile(ctx, body.id, which),
  });
}
