import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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

export function sendFile(req: IncomingMessage, res: ServerResponse, file: string, options: { immutable?: boolean } = {}) {
  const stats = statSync(file);
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': stats.size,
    'cache-control': options.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
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
    sendFile(req, res, file, { immutable: path.startsWith('/assets/') });
    return;
  }
  const index = join(webDistDir, 'index.html');
  // Client routes may end in something that looks like an extension (/MyOrders/user@example.com);
  // only paths with a static file's extension are missing files.
  if (existsSync(index) && !(extname(path).toLowerCase() in CONTENT_TYPES)) {
    beforePage?.();
    sendFile(req, res, index);
    return;
  }
  res.writeHead(existsSync(index) ? 404 : 503, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(existsSync(index) ? 'Not found' : 'The web client has not been built yet: run `npm run build`.');
}
