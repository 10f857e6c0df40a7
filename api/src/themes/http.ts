import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from '../context.ts';
import { scopesFor, unauthorizedError } from '../schema/scopes.ts';
import { apiTokenRefusal } from '../apiTokens/scopes.ts';
import { AppError } from '../schema/errors.ts';
import { MAX_IMAGE_BYTES } from '../files/images.ts';
import { HttpError, receiveForm, sendJsonResponse, type FormFile } from '../http/multipart.ts';
import { unexpectedErrorBody } from '../http/unexpectedErrors.ts';
import { THEME_LOGOS, type ThemeLogoField } from '@quotecraft/rules/themes';
import { uploadThemeFiles } from './service.ts';

const PATH = '/api/v1/themeManagement/uploadThemeFiles';

const optionalId = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new AppError('id must be a theme id.', { field: 'id' });
  return id;
};

/** themeManagement/uploadThemeFiles: multipart logos, answered with the `{ success, result, error }` envelope. */
export async function handleThemeUpload(req: IncomingMessage, res: ServerResponse, path: string, context: () => Promise<Context>): Promise<boolean> {
  if (path !== PATH) return false;
  try {
    const ctx = await context();
    if (!scopesFor(ctx).admin) throw unauthorizedError(ctx);
    const tokenRefusal = apiTokenRefusal(ctx.viewer, { name: 'themeManagement/uploadThemeFiles', access: 'write' });
    if (tokenRefusal) throw tokenRefusal;
    if (req.method !== 'POST') throw new HttpError(405, 'Use POST.');
    const fileFields = [...THEME_LOGOS.map(([field]) => field), 'file'];
    const form = await receiveForm(req, fileFields, MAX_IMAGE_BYTES, `An image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    const files: Partial<Record<ThemeLogoField, FormFile>> = {};
    for (const [field] of THEME_LOGOS) {
      const file = form.files.get(field);
      if (file) files[field] = file;
    }
    const single = form.files.get('file');
    if (single) {
      const field = (form.fields.get('field') ?? 'logo') as ThemeLogoField;
      if (!THEME_LOGOS.some(([name]) => name === field)) throw new AppError('field must be logo, emailLogo or logoDark.', { field: 'field' });
      files[field] = single;
    }
    const result = await uploadThemeFiles(ctx, { themeId: optionalId(form.fields.get('id')), pid: optionalId(form.fields.get('pid')), files });
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
      sendJsonResponse(res, 500, unexpectedErrorBody(error, 'themeManagement/uploadThemeFiles'));
    }
  }
  return true;
}
