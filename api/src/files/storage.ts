import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from '../context.ts';
import { checkImage } from './images.ts';

/**
 * Stores a validated image under the uploads folder (served at /uploads/{path}) and records it.
 * The stored name is generated; the original name is kept only as a label.
 */
export async function saveImageUpload(
  ctx: Pick<Context, 'prisma' | 'config'>,
  options: { pid: number; bytes: Buffer; originalName?: string; field?: string; folder?: string },
) {
  const { type, extension } = checkImage(options.bytes, options.field);
  // `folder` puts a kind of upload under a folder of its own (theme files: /uploads/theme/{pid}/…).
  const directory = options.folder ? `${options.folder}/${options.pid}` : String(options.pid);
  const path = `${directory}/${randomUUID()}.${extension}`;
  await mkdir(join(ctx.config.uploadsDir, directory), { recursive: true });
  await writeFile(join(ctx.config.uploadsDir, path), options.bytes);
  const record = await ctx.prisma.uploadedFile.create({
    data: { pid: options.pid, path, originalName: (options.originalName ?? '').slice(0, 200), mimeType: type, size: options.bytes.length },
  });
  return { id: record.id, path, url: `/uploads/${path}`, mimeType: type, size: record.size };
}
