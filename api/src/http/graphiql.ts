import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * GraphiQL from this server's own files, working offline and under a policy without inline script:
 * the editor is `@graphql-yoga/render-graphiql`'s bundle (GraphiQL with its Monaco editor and
 * workers, from npm), served as separate script, style and worker files under /graphiql/, and the
 * page only links them. Yoga's own page would inline all of it in one script tag.
 */
export const GRAPHIQL_ASSETS_PATH = '/graphiql/';

type Bundle = typeof import('@graphql-yoga/render-graphiql/graphiql');

interface Asset {
  type: string;
  body: Buffer;
  gzipped: Buffer;
}

let assets: Promise<Map<string, Asset>> | null = null;

/**
 * Runs before the bundle: every <style> element the editor creates carries the page's nonce (Monaco
 * writes its themes and decorations into style elements of its own and has no nonce setting).
 */
const NONCE = `'use strict';
(function () {
  var meta = document.querySelector('meta[property="csp-nonce"]');
  var nonce = meta && (meta.nonce || meta.getAttribute('nonce'));
  if (!nonce) return;
  self.__webpack_nonce__ = nonce;
  var createElement = document.createElement;
  document.createElement = function (tagName, options) {
    var element = createElement.call(document, tagName, options);
    if (String(tagName).toLowerCase() === 'style') element.setAttribute('nonce', nonce);
    return element;
  };
})();
`;

/** Starts GraphiQL with the options the page carries in its root element's data-options. */
const START = `'use strict';
(function () {
  var root = document.getElementById('root');
  var base = ${JSON.stringify(GRAPHIQL_ASSETS_PATH)};
  var workers = { editorWorkerService: 'editor.worker.js', json: 'json.worker.js', graphql: 'graphql.worker.js' };
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: function (_moduleId, label) {
      return new URL(base + (workers[label] || workers.editorWorkerService), location.href).href;
    },
  };
  YogaGraphiQL.renderYogaGraphiQL(root, JSON.parse(root.dataset.options || '{}'));
})();
`;

const asset = (type: string, text: string): Asset => {
  const body = Buffer.from(text, 'utf8');
  return { type, body, gzipped: gzipSync(body) };
};

/** The bundle is large (about 9 MB): loaded and compressed once, the first time GraphiQL is opened. */
function loadAssets(): Promise<Map<string, Asset>> {
  assets ??= import('@graphql-yoga/render-graphiql/graphiql').then((bundle: Bundle) => {
    const js = 'text/javascript; charset=utf-8';
    return new Map<string, Asset>([
      ['graphiql.js', asset(js, bundle.js)],
      ['graphiql.css', asset('text/css; charset=utf-8', bundle.css)],
      ['nonce.js', asset(js, NONCE)],
      ['start.js', asset(js, START)],
      ['editor.worker.js', asset(js, bundle.editorWorkerService)],
      ['json.worker.js', asset(js, bundle.jsonWorker)],
      ['graphql.worker.js', asset(js, bundle.graphqlWorker)],
    ]);
  });
  return assets;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A fresh nonce for the styles the editor adds to the page while it runs (Monaco writes its own). */
export const graphiqlNonce = () => randomBytes(16).toString('base64');

/** The GraphiQL page: links to the files above, no inline script; `nonce` lets the editor's own styles in. */
export function graphiqlPage(nonce: string, options: { endpoint: string; title?: string }): string {
  const settings = { endpoint: options.endpoint, subscriptionsProtocol: 'WS', title: options.title ?? 'QuoteCraft GraphiQL' };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta property="csp-nonce" nonce="${nonce}" />
    <title>${escapeAttribute(settings.title)}</title>
    <link rel="stylesheet" href="${GRAPHIQL_ASSETS_PATH}graphiql.css" />
    <script src="${GRAPHIQL_ASSETS_PATH}nonce.js" defer></script>
    <script src="${GRAPHIQL_ASSETS_PATH}graphiql.js" defer></script>
    <script src="${GRAPHIQL_ASSETS_PATH}start.js" defer></script>
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
    <div id="root" data-options="${escapeAttribute(JSON.stringify(settings))}"></div>
  </body>
</html>
`;
}

export function sendGraphiqlPage(res: ServerResponse, nonce: string) {
  const body = graphiqlPage(nonce, { endpoint: '/graphql' });
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(body);
}

/** Serves one of GraphiQL's files (gzipped when the client takes it); false when the path names none. */
export async function serveGraphiqlAsset(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  if (!path.startsWith(GRAPHIQL_ASSETS_PATH)) return false;
  const found = (await loadAssets()).get(path.slice(GRAPHIQL_ASSETS_PATH.length));
  if (!found) return false;
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? found.gzipped : found.body;
  res.writeHead(200, {
    'content-type': found.type,
    'content-length': body.length,
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
