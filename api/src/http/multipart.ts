import type { IncomingMessage, ServerResponse } from 'node:http';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';

// Every multipart upload (spreadsheets, theme logos, images) is read here, by busboy, as it arrives.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Multipart room for the fields and boundaries around the files. */
const FORM_OVERHEAD = 64 * 1024;

export const NOT_MULTIPART = 'Send the file as multipart/form-data.';
export const NOT_A_FORM = 'The upload is not a valid multipart form.';
const INTERRUPTED = 'The upload was interrupted.';

interface MultipartLimits {
  /** the most one file may hold; the whole body may hold `files` of them plus the form's overhead */
  maxFileBytes: number;
  files: number;
  tooLarge: string;
}

/** Receives one file part: resolves once it is stored. Parts it does not want it resumes (skips). */
type FilePart = (name: string, stream: Readable & { truncated?: boolean }, filename: string) => Promise<void> | null;

/**
 * Parses a multipart/form-data body with busboy, handing each file part to `onFile` and keeping the
 * text fields (the first value of each name). The declared length is checked before reading and the
 * received length while reading; a moderately oversized body is drained so the client reads the 413
 * answer, anything bigger is cut off.
 */
function readMultipart(req: IncomingMessage, limits: MultipartLimits, onFile: FilePart): Promise<Map<string, string>> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data;/i.test(type)) return Promise.reject(new HttpError(415, NOT_MULTIPART));
  const limit = limits.maxFileBytes * limits.files + FORM_OVERHEAD;
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { fileSize: limits.maxFileBytes, files: limits.files + 4, fields: 20, fieldSize: 64 * 1024, parts: 30 } });
  } catch {
    return Promise.reject(new HttpError(400, NOT_A_FORM));
  }
  return new Promise<Map<string, string>>((resolve, reject) => {
    const fields = new Map<string, string>();
    const storing: Promise<void>[] = [];
    const streams: Readable[] = [];
    let oversized = Number(req.headers['content-length'] ?? 0) > limit;
    let received = 0;
    let settled = false;

    const settle = async (error: Error | null) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      if (error) {
        // files being written are closed before the caller removes them
        for (const stream of streams) stream.destroy();
        await Promise.allSettled(storing);
        if (!req.destroyed && !req.complete) req.resume();
        reject(error);
      } else {
        resolve(fields);
      }
    };

    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) oversized = true;
      if (received > limit * 4) {
        req.destroy();
        void settle(new HttpError(413, limits.tooLarge));
      }
    });
    req.on('close', () => {
      if (!req.complete) void settle(new HttpError(400, INTERRUPTED));
    });
    req.on('error', () => void settle(new HttpError(400, INTERRUPTED)));
    parser.on('field', (name, value) => {
      if (!fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (name, stream, info) => {
      const stored = oversized ? null : onFile(name, stream, info.filename ?? '');
      if (!stored) {
        stream.resume();
        return;
      }
      streams.push(stream);
      stream.on('limit', () => {
        oversized = true;
      });
      storing.push(stored);
    });
    parser.on('error', () => void settle(new HttpError(400, NOT_A_FORM)));
    parser.on('close', async () => {
      try {
        await Promise.all(storing);
      } catch (error) {
        void settle(error as Error);
        return;
      }
      void settle(oversized ? new HttpError(413, limits.tooLarge) : null);
    });
    if (oversized) {
      // refused by its declared length: drained (or cut off) without parsing
      req.on('end', () => void settle(new HttpError(413, limits.tooLarge)));
      req.resume();
      return;
    }
    req.pipe(parser);
  });
}

export interface Upload {
  /** the form's text fields (the first value of each name) */
  fields: Map<string, string>;
  /** where the file field was stored, and its name; null when the form has none */
  file: { path: string; name: string } | null;
}

/**
 * Streams a multipart/form-data body to disk: the file field `fileField` (at most `maxFileBytes`)
 * is written to a file in `directory` as it arrives, so the upload is never held in memory; other
 * files are skipped, text fields kept. The caller removes `directory`, also when this fails.
 */
export async function receiveUpload(req: IncomingMessage, directory: string, fileField: string, maxFileBytes: number, tooLarge: string): Promise<Upload> {
  let file: Upload['file'] = null;
  const fields = await readMultipart(req, { maxFileBytes, files: 1, tooLarge }, (name, stream, filename) => {
    if (name !== fileField || file) return null;
    file = { path: join(directory, 'upload'), name: filename };
    return pipeline(stream, createWriteStream(file.path));
  });
  return { fields, file };
}

export interface FormFile {
  bytes: Buffer;
  name: string;
}

/**
 * Reads a small multipart/form-data body (images): the files named in `fileFields`, each at most
 * `maxFileBytes`, into memory; other files are skipped, text fields kept.
 */
export async function receiveForm(
  req: IncomingMessage,
  fileFields: readonly string[],
  maxFileBytes: number,
  tooLarge: string,
): Promise<{ fields: Map<string, string>; files: Map<string, FormFile> }> {
  const files = new Map<string, FormFile>();
  const fields = await readMultipart(req, { maxFileBytes, files: fileFields.length, tooLarge }, (name, stream, filename) => {
    if (!fileFields.includes(name) || files.has(name)) return null;
    const chunks: Buffer[] = [];
    const file: FormFile = { bytes: Buffer.alloc(0), name: filename };
    files.set(name, file);
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    return new Promise<void>((resolve, reject) => {
      stream.on('end', () => {
        file.bytes = Buffer.concat(chunks);
        resolve();
      });
      stream.on('error', reject);
    });
  });
  return { fields, files };
}

export function sendJsonResponse(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
