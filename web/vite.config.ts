import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The Relay transform for the modules that hold graphql`` tags (about one in five), and no Babel
 * pass for the others: JSX and TypeScript are compiled by Vite either way, so the output is the
 * same, and Babel's parse and print of every module was most of the build's time.
 */
const RELAY_BABEL = { plugins: [['relay', { eagerEsModules: true }]] as [string, object][] };
const NO_BABEL = { plugins: [] };
function relayBabelOptions(id: string) {
  const file = id.split('?')[0]!;
  try {
    return readFileSync(file, 'utf8').includes('graphql`') ? RELAY_BABEL : NO_BABEL;
  } catch {
    return RELAY_BABEL;
  }
}

/**
 * A first visit lands on /Login (a visitor is sent there from any page), so its screen's chunk and
 * stylesheet are fetched along with the entry (modulepreload links in index.html) instead of one
 * round trip after the app has started: on a slow network a round trip is half a second. The
 * screen stays a chunk of its own (`npm run size` counts it as /Login's).
 */
function preloadFirstVisitScreen(modulePath: string): Plugin {
  return {
    name: 'quotecraft:preload-first-visit-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(modulePath));
        if (!screen) throw new Error(`preloadFirstVisitScreen: no chunk for ${modulePath}`);
        const scripts = [screen.fileName, ...screen.imports].filter((file) => !html.includes(`/${file}"`));
        const styles = [...((screen as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])];
        return [
          ...scripts.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...styles.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * Writes each text file of the build compressed beside it (`.br`, `.gz`), as the server would
 * compress it on the first request (api/src/http/static.ts: brotli 11, gzip 9, files over 1 kB);
 * the server sends those instead of compressing in every process it runs (each browser test
 * file's app compressed the client again).
 */
function precompress(): Plugin {
  const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
  let outDir = '';
  return {
    name: 'quotecraft:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.has(extname(file)) && !file.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(join(outDir, file));
          if (body.length <= 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            promisify(gzip)(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(join(outDir, `${file}.br`), br), writeFile(join(outDir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

export default defineConfig({
  resolve: {
    // The hooks entry leaves out the legacy containers (QueryRenderer, createFragmentContainer…),
    // which the app does not use: react-relay is CommonJS and cannot be tree-shaken.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  plugins: [
    preloadFirstVisitScreen('src/features/auth/LoginPage.tsx'),
    precompress(),
    react({
      // Without the Relay transform, graphql`` tags throw "graphql: Unexpected invocation at runtime".
      babel: relayBabelOptions,
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiOrigin, changeOrigin: true, ws: true },
      '/api': { target: apiOrigin, changeOrigin: true },
      '/uploads': { target: apiOrigin, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': { target: apiOrigin, changeOrigin: true, ws: true },
      '/api': { target: apiOrigin, changeOrigin: true },
      '/uploads': { target: apiOrigin, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by `npm run size` (scripts/size.mjs) to add up what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs change less often than the app; separate chunks stay cached
        // across releases. Other libraries go with the screens that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|@babel[\\/]runtime)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router/ },
          ],
        },
      },
    },
  },
});
