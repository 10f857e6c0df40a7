import type { IncomingMessage } from 'node:http';
import type { Context } from '../schema/context.ts';
import { isSuperAdmin } from '../schema/context.ts';
import { scopesFor, unauthorizedError } from '../schema/scopes.ts';
import { apiTokenRefusal } from '../apiTokens/scopes.ts';
import { AppError, forbidden } from '../schema/errors.ts';
import { MAX_IMAGE_BYTES } from './images.ts';
import { saveImageUpload } from './storage.ts';

/** Room for the multipart framing and the small text fields around one image. */
const MAX_MULTIPART_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
export const TOO_LARGE_MESSAGE = `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_MULTIPART_BYTES) throw new AppError(TOO_LARGE_MESSAGE, { field: 'file' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_MULTIPART_BYTES) throw new AppError(TOO_LARGE_MESSAGE, { field: 'file' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

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
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data/i.test(contentType)) throw new AppError('Send the file as multipart/form-data.', { field: 'file' });
    const bytes = await readBody(req);
    let form: FormData;
    try {
      form = await new Request('http://upload.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) }).formData();
    } catch {
      throw new AppError('The upload is not valid multipart form data.', { field: 'file' });
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') throw new AppError('No file was uploaded.', { field: 'file' });
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;

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

    const saved = await saveImageUpload(ctx, { pid, bytes: Buffer.from(await file.arrayBuffer()), originalName: file.name });
    if (productId != null) await ctx.prisma.product.update({ where: { id: productId }, data: { img: saved.url } });
    return { status: 200, body: { success: true, result: { ...saved, id: saved.id, fields }, error: null } };
  } catch (error) {
    if (error instanceof AppError) {
      return { status: error.status, body: { success: false, result: null, error: error.message, ...(error.field ? { field: error.field } : {}) } };
    }
    console.error('Upload failed', error);
    return { status: 500, body: { success: false, result: null, error: 'Unexpected error.' } };
  }
}
