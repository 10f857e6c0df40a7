import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { AppError } from '../schema/errors.ts';
import { receiveUpload } from '../http/multipart.ts';
import { buildTemplate, TEMPLATE_DOWNLOADS, XLSX_MIME } from './templates.ts';
import { IMPORT_OPERATIONS, IMPORTERS } from './service.ts';
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

const rowError = z.object({ row: z.number(), column: z.string(), value: z.string(), message: z.string() });
/** `[true, message]` once imported; `[false, row errors or a message]` when nothing was imported. */
const importAnswer = z.union([z.tuple([z.literal(true), z.string()]), z.tuple([z.literal(false), z.union([z.array(rowError), z.string()])])]);

for (const [operation, importType] of Object.entries(IMPORT_OPERATIONS)) {
  defineRestOperation({
    family,
    operation,
    kind: 'multipart',
    scope: 'admin',
    summary: `Imports a filled ${importType} template: every row is checked first, and nothing is imported while any row has a problem.`,
    body: z.object({
      id: z.string().optional().describe(importType === 'Address' ? 'the customer the addresses are added to' : 'the platform (role level 9); the caller\'s own by default'),
      roleLevel: z.string().optional().describe("the importer's role level as the client knows it; the session's applies"),
    }),
    files: { file: `the filled template (.xlsx), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` },
    answer: importAnswer,
    // The upload goes to a temporary file, read from there (twice: checked, then written) and removed.
    handler: (ctx, form) =>
      withTempDirectory(async (directory) => {
        const upload = await receiveUpload(form.request, directory, 'file', MAX_UPLOAD_BYTES, TOO_LARGE);
        const fields = form.fields(upload.fields);
        if (!upload.file) throw new AppError('Choose a spreadsheet to upload.', { field: 'file' });
        return IMPORTERS[importType](ctx, upload.file.path, fields.id);
      }),
  });
}
