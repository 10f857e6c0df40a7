import { AppError } from '../schema/errors.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const signatures: { type: string; extension: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', extension: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', extension: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', extension: 'gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', extension: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/**
 * Accepts PNG, JPEG, GIF and WebP files by their signature, never by the name or the declared
 * type. SVG is refused: it can carry script.
 */
export function checkImage(bytes: Buffer, field = 'file'): { type: string; extension: string } {
  if (bytes.length === 0) throw new AppError('The file is empty.', { field });
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(`The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`, { field });
  const match = signatures.find((s) => s.test(bytes));
  if (!match) throw new AppError('The file is not a PNG, JPEG, GIF or WebP image.', { field });
  return { type: match.type, extension: match.extension };
}
