import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Multipart room for the fields and boundaries around the file. */
const FORM_OVERHEAD = 64 * 1024;

/**
 * Reads a multipart/form-data body of at most `maxFileBytes` (plus form overhead) and parses it
 * with the Web Request API. The declared length is checked before reading, the received length
 * while reading, so an oversized upload is cut off early.
 */
export async function readFormData(req: IncomingMessage, maxFileBytes: number, tooLarge: string): Promise<FormData> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw new HttpError(415, 'Send the file as multipart/form-data.');
  const limit = maxFileBytes + FORM_OVERHEAD;
  const declared = Number(req.headers['content-length'] ?? 0);
  const chunks: Buffer[] = [];
  let size = 0;
  let oversized = declared > limit;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) oversized = true;
    // Drain a moderately oversized body so the client reads the answer; cut off anything bigger.
    if (size > limit * 4) {
      req.destroy();
      break;
    }
    if (!oversized) chunks.push(chunk as Buffer);
  }
  if (oversized) throw new HttpError(413, tooLarge);
  try {
    return await new Request('http://upload.local/', { method: 'POST', headers: { 'content-type': type }, body: Buffer.concat(chunks) }).formData();
  } catch {
    throw new HttpError(400, 'The upload is not a valid multipart form.');
  }
}

/** The named file field's bytes and name, or null when the form has no such file. */
export async function formFile(form: FormData, name: string): Promise<{ bytes: Buffer; name: string } | null> {
  const value = form.get(name);
  if (!value || typeof value === 'string') return null;
  return { bytes: Buffer.from(await value.arrayBuffer()), name: value.name };
}

export function sendJsonResponse(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
