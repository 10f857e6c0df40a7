import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from '../context.ts';
import { scopesFor, unauthorizedError } from '../schema/scopes.ts';
import { apiTokenRefusal } from '../apiTokens/scopes.ts';
import { AppError } from '../schema/errors.ts';
import { buildTemplate, TEMPLATE_DOWNLOADS, XLSX_MIME } from './templates.ts';
import { IMPORT_OPERATIONS, IMPORTERS } from './service.ts';
import { HttpError, receiveUpload, sendJsonResponse } from '../http/multipart.ts';
import { unexpectedErrorBody } from '../http/unexpectedErrors.ts';
import { withTempDirectory } from './tempFiles.ts';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from './zip.ts';

const ROUTE = /^\/api\/v1\/importManagement\/([A-Za-z]+)$/;

/**
 * The importManagement calls that are not JSON: template downloads (GET, an .xlsx) and
 * spreadsheet uploads (multipart with `file` and `id`). Returns false for any other path.
 */
export async function handleImportRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  context: () => Promise<Context>,
): Promise<boolean> {
  const match = ROUTE.exec(path);
  const operation = match?.[1] ?? '';
  const download = TEMPLATE_DOWNLOADS[operation];
  const importType = IMPORT_OPERATIONS[operation];
  if (!download && !importType) return false;

  try {
    const ctx = await context();
    if (!scopesFor(ctx).admin) throw unauthorizedError(ctx);
    const tokenRefusal = apiTokenRefusal(ctx.viewer, { name: `importManagement/${operation}`, access: download ? 'read' : 'write' });
    if (tokenRefusal) throw tokenRefusal;
    if (download) {
      if (req.method !== 'GET' && req.method !== 'POST') throw new HttpError(405, 'Use GET.');
      const bytes = await buildTemplate(download.type);
      res.writeHead(200, {
        'content-type': XLSX_MIME,
        'content-length': bytes.length,
        'content-disposition': `attachment; filename="${download.fileName}"`,
        'cache-control': 'no-store',
      });
      res.end(bytes);
      return true;
    }
    if (req.method !== 'POST') throw new HttpError(405, 'Use POST.');
    // The upload goes to a temporary file, read from there (twice: checked, then written) and removed.
    const result = await withTempDirectory(async (directory) => {
      const upload = await receiveUpload(req, directory, 'file', MAX_UPLOAD_BYTES, TOO_LARGE);
      if (!upload.file) throw new AppError('Choose a spreadsheet to upload.', { field: 'file' });
      // The form may carry the importer's roleLevel (spec part 3 §6); the server uses the session's.
      return IMPORTERS[importType](ctx, upload.file.path, upload.fields.get('id'));
    });
    sendJsonResponse(res, 200, { success: true, result, error: null });
  } catch (error) {
    if (error instanceof AppError || error instanceof HttpError) {
      sendJsonResponse(res, error.status, {
        success: false,
        result: null,
        error: error.message,
        ...(error instanceof AppError && error.field ? { field: error.field } : {}),
      });
    } else {
      sendJsonResponse(res, 500, unexpectedErrorBody(error, `importManagement/${operation}`));
    }
  }
  return true;
}
