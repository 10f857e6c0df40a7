import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderOpenApiJson, OPENAPI_PATH } from '../rest/openapi.ts';
import { sendFile } from './static.ts';

/**
 * The REST API's OpenAPI document at /api/v1/openapi.json, and at /api/docs its reference, rendered
 * by Swagger UI from the swagger-ui-dist package's own files (no CDN): the page links them and a
 * start script of this server's, so it runs under a policy without inline script.
 */
export const API_DOCS_PATH = '/api/docs';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

let openApiText: string | null = null;

const START = `'use strict';
window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false, docExpansion: 'none', defaultModelsExpandDepth: -1 });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>QuoteCraft REST API</title>
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js" defer></script>
    <script src="${API_DOCS_PATH}/start.js" defer></script>
  </head>
  <body>
    <div id="swagger-ui"></div>
  </body>
</html>
`;

function send(res: ServerResponse, type: string, text: string, req: IncomingMessage) {
  res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(text), 'cache-control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * Answers the OpenAPI document and the reference's page and files; false for any other path.
 * `beforePage` runs before the page is sent (its security policy).
 */
export function serveApiDocs(req: IncomingMessage, res: ServerResponse, path: string, beforePage: () => void): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (path === OPENAPI_PATH) {
    openApiText ??= renderOpenApiJson();
    send(res, 'application/json; charset=utf-8', openApiText, req);
    return true;
  }
  if (path === API_DOCS_PATH || path === `${API_DOCS_PATH}/`) {
    beforePage();
    send(res, 'text/html; charset=utf-8', PAGE, req);
    return true;
  }
  if (!path.startsWith(`${API_DOCS_PATH}/`)) return false;
  const name = path.slice(API_DOCS_PATH.length + 1);
  if (name === 'start.js') {
    send(res, 'text/javascript; charset=utf-8', START, req);
    return true;
  }
  if (!SWAGGER_FILES.has(name)) return false;
  sendFile(req, res, join(swaggerUiDir, name));
  return true;
}
