import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The file under `root` a URL path names, or null when it escapes the folder or does not exist. */
export function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  if (!existsSync(candidate) || !statSync(candidate).isFile()) return null;
  return candidate;
}

/** Text worth compressing: the web client's scripts, styles, page and SVGs. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

/**
 * The web client's files compressed once and kept (brotli, else gzip): a first visit over a slow
 * network downloads a third of the bytes. Keyed by path and modification time, so a rebuilt file
 * is compressed again; the client is a few hundred kB, so all of it fits. The build writes them
 * compressed beside the originals (`.br`, `.gz`, web/vite.config.ts); those are read when they are
 * at least as new as the file, and a file without them is compressed here.
 */
const compressed = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>();

function precompressed(file: string, mtimeMs: number, suffix: '.br' | '.gz'): Buffer | null {
  const path = file + suffix;
  return existsSync(path) && statSync(path).mtimeMs >= mtimeMs ? readFileSync(path) : null;
}

function compressedFile(file: string, mtimeMs: number) {
  let entry = compressed.get(file);
  if (!entry || entry.mtimeMs !== mtimeMs) {
    const body = readFileSync(file);
    entry = {
      mtimeMs,
      br: precompressed(file, mtimeMs, '.br') ?? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip: precompressed(file, mtimeMs, '.gz') ?? gzipSync(body, { level: 9 }),
    };
    compressed.set(file, entry);
  }
  return entry;
}

function acceptedEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function sendFile(req: IncomingMessage, res: ServerResponse, file: string, options: { immutable?: boolean; compress?: boolean } = {}) {
  const stats = statSync(file);
  const extension = extname(file).toLowerCase();
  const encoding = options.compress && COMPRESSIBLE.has(extension) && stats.size > 1024 ? acceptedEncoding(req) : null;
  const body = encoding ? compressedFile(file, stats.mtimeMs)[encoding] : null;
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'content-length': body ? body.length : stats.size,
    'cache-control': options.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(options.compress && COMPRESSIBLE.has(extension) ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (body) res.end(body);
  else createReadStream(file).pipe(res);
}

/**
 * Serves the built web client; unknown paths get index.html so client-side routes load.
 * `beforePage` runs before an HTML page is sent (its security policy).
 */
export function serveWebClient(webDistDir: string, req: IncomingMessage, res: ServerResponse, beforePage?: () => void): void {
  const path = (req.url ?? '/').split('?')[0];
  const file = fileUnder(webDistDir, path);
  if (file) {
    if (extname(file).toLowerCase() === '.html') beforePage?.();
    sendFile(req, res, file, { immutable: path.startsWith('/assets/'), compress: true });
    return;
  }
  const index = join(webDistDir, 'index.html');
  // Client routes may end in something that looks like an extension (/MyOrders/user@example.com);
  // only paths with a static file's extension are missing files.
  if (existsSync(index) && !(extname(path).toLowerCase() in CONTENT_TYPES)) {
    beforePage?.();
    sendFile(req, res, index, { compress: true });
    return;
  }
  res.writeHead(existsSync(index) ? 404 : 503, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(existsSync(index) ? 'Not found' : 'The web client has not been built yet: run `npm run build`.');
}
