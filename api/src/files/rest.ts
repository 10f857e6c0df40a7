import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { isSuperAdmin } from '../schema/access.ts';
import { AppError, forbidden } from '../schema/errors.ts';
import { HttpError, receiveForm } from '../http/multipart.ts';
import { MAX_IMAGE_BYTES } from './images.ts';
import { saveImageUpload } from './storage.ts';

export const TOO_LARGE_MESSAGE = `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;

/**
 * `POST /api/uploadfile` (spec part 1, the upload drop zone): multipart with `file`, an optional
 * `id` and extra fields. Images are checked by signature and size and stored under the caller's
 * platform (level 9 may name another with a `pid` field). With `target=product` and an `id`, the
 * image becomes that product's picture.
 */
defineRestOperation({
  family: 'files',
  operation: 'uploadfile',
  path: '/api/uploadfile',
  kind: 'multipart',
  scope: 'guarded',
  summary: 'Stores an image (PNG, JPEG, GIF or WebP) under the platform and answers its path; the extra fields come back as sent.',
  body: z
    .object({
      id: z.string().optional().describe('with target=product: the product the image becomes the picture of'),
      target: z.string().optional().describe('"product": put the image on the product `id` (role level 9)'),
      pid: z.string().optional().describe("the platform (role level 9); the caller's own by default"),
    })
    .passthrough(),
  files: { file: `the image, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB` },
  answer: z.object({
    id: z.union([z.number(), z.string()]),
    path: z.string().describe('<pid>/<name>, under /uploads/'),
    url: z.string().describe('the stored path, /uploads/<pid>/...'),
    mimeType: z.string(),
    size: z.number(),
    fields: z.record(z.string(), z.string()).describe("the form's text fields as sent"),
  }),
  handler: async (ctx, form) => {
    const viewer = ctx.viewer!;
    const received = await receiveForm(form.request, ['file'], MAX_IMAGE_BYTES, TOO_LARGE_MESSAGE).catch((error: unknown) => {
      throw error instanceof HttpError ? new AppError(error.message, { field: 'file' }) : error;
    });
    const fields = form.fields(received.fields);
    const file = received.files.get('file');
    if (!file) throw new AppError('No file was uploaded.', { field: 'file' });

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
    return { ...saved, id: saved.id, fields: Object.fromEntries(received.fields) };
  },
});
