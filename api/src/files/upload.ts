import type { IncomingMessage } from 'node:http';
import type { Context } from '../context.ts';
import { isSuperAdmin } from '../schema/access.ts';
import { scopesFor, unauthorizedError } from '../schema/scopes.ts';
import { apiTokenRefusal } from '../apiTokens/scopes.ts';
import { AppError, forbidden } from '../schema/errors.ts';
import { MAX_IMAGE_BYTES } from './images.ts';
import { saveImageUpload } from './storage.ts';
import { HttpError, receiveForm } from '../http/multipart.ts';
import { unexpectedErrorBody } from '../http/unexpectedErrors.ts';

export const TOO_LARGE_MESSAGE = `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;

export interface UploadResponse {
  status: number;
  body: { success: boolean; result: unknown; error: string | null; field?: string };
}

/**
 * `POST /api/uploadfile`: multipart with `file`, an optional `id` and extra fields. Images are
 * checked by signature and size and stored under the caller's platform (level 9 may name another
 * with a `pid` field). With `target=product` and an `id`, the image becomes that product's picture.
 */
export async function handleUpload(ctx: Context, req: IncomingMessage): Promise<UploadResponse> {
  try {
    if (!scopesFor(ctx).guarded) throw unauthorizedError(ctx);
    const tokenRefusal = apiTokenRefusal(ctx.viewer, { name: 'uploadfile', access: 'write' });
    if (tokenRefusal) throw tokenRefusal;
    const viewer = ctx.viewer!;
    const form = await receiveForm(req, ['file'], MAX_IMAGE_BYTES, TOO_LARGE_MESSAGE).catch((error: unknown) => {
      throw error instanceof HttpError ? new AppError(error.message, { field: 'file' }) : error;
    });
    const file = form.files.get('file');
    if (!file) throw new AppError('No file was uploaded.', { field: 'file' });
    const fields = Object.fromEntries(form.fields);

    const requestedPid = Number(fields.pid);
    const pid = isSuperAdmin(viewer) && Number.isInteger(requestedPid) && requestedPid > 0 ? requestedPid : viewer.pid;
    if (pid !== viewer.pid && !(await ctx.prisma.platform.findUnique({ where: { id: pid }, select: { id: true } }))) {
      throw new AppError('Platform not found.', { field: 'pid', code: 'NOT_FOUND' });
    }

    let productId: number | null = null;
    if (fields.target === 'product' && fields.id) {
      productId = Number(fields.id);
      const product = Number.isInteger(productId) ? await ctx.prisma.product.findUnique({ where: { id: productId }, select: { pid: true } }) : null;
      // Only level 9 changes products: every id gets that answer below level 9, whether it exists or not.
      if (!isSuperAdmin(viewer)) throw forbidden();
      if (!product) throw new AppError('Product not found.', { field: 'id', code: 'NOT_FOUND' });
      if (product.pid !== pid) throw new AppError('The product belongs to another platform.', { field: 'id' });
    }

    const saved = await saveImageUpload(ctx, { pid, bytes: file.bytes, originalName: file.name });
    if (productId != null) await ctx.prisma.product.update({ where: { id: productId }, data: { img: saved.url } });
    return { status: 200, body: { success: true, result: { ...saved, id: saved.id, fields }, error: null } };
  } catch (error) {
    if (error instanceof AppError) {
      return { status: error.status, body: { success: false, result: null, error: error.message, ...(error.field ? { field: error.field } : {}) } };
    }
    return { status: 500, body: unexpectedErrorBody(error, 'upload') };
  }
}
