import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { AppError } from '../schema/errors.ts';
import { receiveUpload } from '../http/multipart.ts';
import { withTempDirectory } from '../imports/tempFiles.ts';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from '../imports/zip.ts';
import { XLSX_MIME } from '../imports/templates.ts';
import { importLines, lineTemplate } from './service.ts';

// Issue 37 point 4: configured lines from a spreadsheet, on a quote's Lines tab.

const family = 'quoteManagement';

defineRestOperation({
  family,
  operation: 'downloadLineTemplate',
  kind: 'download',
  scope: 'signedIn',
  access: 'read',
  summary:
    "A configurable product's line template: one column per option caption with its allowed values as in-cell dropdown lists, a Quantity column, each option's rules in its heading's note and on a Rules sheet. Only a product the caller may configure (their platform, their group's product list).",
  body: z.object({ productId: z.coerce.number({ error: 'productId must be a number.' }).int().positive() }),
  file: `LineTemplate-{part number}.xlsx (${XLSX_MIME})`,
  handler: (ctx, body) => lineTemplate(ctx, body.productId),
});

const cellResult = z.object({
  column: z.string(),
  value: z.string().describe('the cell as given'),
  outcome: z.enum(['ok', 'error']),
  message: z.string().nullable().describe('why the configurator refuses the value'),
  nearest: z.string().nullable().describe('the nearest value the option accepts in this row'),
  suggestion: z.string().nullable().describe('the nearest valid configuration that allows the value (other options changed)'),
});

const rowResult = z.object({
  row: z.number().describe('the spreadsheet row (the header is row 1)'),
  outcome: z.enum(['created', 'error']),
  column: z.string().nullable().describe("an error's column(s)"),
  message: z.string().nullable().describe("an error's message(s), each with its column"),
  note: z.string().nullable().describe("a remark on a row that is imported (a formula's value taken)"),
  partNumber: z.string().nullable().describe("a valid row's part number"),
  price: z.string().nullable().describe("a valid row's configured unit price"),
  quantity: z.number().nullable(),
  cells: z.array(cellResult).describe('each option cell and the Quantity cell'),
});

const formFlag = (name: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false.` });

defineRestOperation({
  family,
  operation: 'importLines',
  kind: 'multipart',
  scope: 'signedIn',
  summary:
    'Imports a filled line template into a quote: each row runs through the configurator engine on the product\'s current model, answering per row and per cell (why a value is refused, the nearest valid value; a valid row\'s part number and price). With dryRun nothing is written; otherwise the valid rows become configured lines of the quote in one transaction and the refused rows come back as a file (rejectedFile, base64) with an Error column.',
  body: z.object({
    quoteId: z.coerce.number({ error: 'quoteId must be a number.' }).int().positive().describe('the quote the lines are added to; one the caller may edit'),
    productId: z.coerce.number({ error: 'productId must be a number.' }).int().positive().describe('the configurable product of the template'),
    dryRun: formFlag('dryRun').optional().describe('true: check every row and answer what would happen, writing nothing'),
  }),
  files: { file: `the filled line template (.xlsx), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` },
  answer: z.object({
    ok: z.boolean().describe('false with `message` when the file is not the product\'s template (then no rows)'),
    dryRun: z.boolean(),
    message: z.string(),
    quoteId: z.number(),
    productId: z.number(),
    modelVersion: z.number().describe('the model version the rows were checked with, kept by each line'),
    counts: z.object({ created: z.number(), error: z.number() }),
    results: z.array(rowResult),
    lineIds: z.array(z.number()).describe('the lines a commit added'),
    rejectedFile: z.string().nullable().describe('after a commit with refused rows: those rows with an Error column, an .xlsx in base64'),
    rejectedFileName: z.string().nullable(),
  }),
  handler: (ctx, form) =>
    withTempDirectory(async (directory) => {
      const upload = await receiveUpload(form.request, directory, 'file', MAX_UPLOAD_BYTES, TOO_LARGE);
      const fields = form.fields(upload.fields);
      if (!upload.file) throw new AppError('Choose a spreadsheet to upload.', { field: 'file' });
      const dryRun = fields.dryRun === 'true' || fields.dryRun === '1';
      return importLines(ctx, upload.file.path, { quoteId: fields.quoteId, productId: fields.productId, dryRun, fileName: upload.file.name || 'lines.xlsx' });
    }),
});
