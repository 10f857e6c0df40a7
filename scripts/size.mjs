#!/usr/bin/env node
// The JavaScript each route of the web client makes a browser download, gzip-compressed, against
// the budget: a first visit to /Login at most 150 kB, and any route at most 50 kB on top of what
// every page shares. What pages share is the shell (the entry and its static imports: React, the
// router, the header) and, for every route that reads data, the Relay runtime with its React side
// (app/relayScope.tsx and what it imports). /Login reads nothing through Relay (`relay: false` in
// its route), so a first visit there downloads the shell and the page alone; the runtime follows
// when the visitor starts to fill the form, or signs in.
//
// Reads Vite's manifest (web/dist/.vite/manifest.json, written by `npm run build`) and the route
// table (web/src/app/routes.tsx): each route's screen chunk and query artifacts are the dynamic
// imports it names. Prints a table and exits 1 when a route is over its budget.
//
//   node scripts/size.mjs            # reads web/dist; builds first when there is no manifest
//   node scripts/size.mjs --build    # builds first in any case
//   node scripts/size.mjs --dist <dir> --routes <routes.tsx> --web <web root>
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FIRST_VISIT_ROUTE = '/Login';
export const FIRST_VISIT_LIMIT_KB = 150;
export const ROUTE_BUDGET_KB = 50;

const ENTRY = 'index.html';
/** The Relay runtime's React side; its chunk and static imports are the data layer. */
export const DATA_LAYER = 'src/app/relayScope.tsx';

/**
 * The route table as written in routes.tsx: `const Name = lazyScreen(() => import('…'), …)` and
 * `{ path: '…', …, screen: Name, queries: [routeQuery(() => import('…'), …)] }`.
 * Module paths come back relative to the web root (as the manifest keys them), without extension.
 */
export function parseRoutes(source, routesFile = 'src/app/routes.tsx') {
  const base = posix.dirname(routesFile);
  const toKey = (specifier) => posix.normalize(posix.join(base, specifier));
  const screens = new Map();
  for (const match of source.matchAll(/const (\w+) = lazyScreen\(\s*\(\) => import\('([^']+)'\)/g)) {
    screens.set(match[1], toKey(match[2]));
  }
  const table = source.slice(source.indexOf('appRoutes'));
  const routes = [];
  const starts = [...table.matchAll(/\{\s*path: '([^']+)'/g)];
  starts.forEach((start, index) => {
    const text = table.slice(start.index, index + 1 < starts.length ? starts[index + 1].index : table.indexOf('\n];'));
    const screen = /screen: (\w+)/.exec(text)?.[1];
    if (!screen || !screens.has(screen)) return;
    const modules = [screens.get(screen), ...[...text.matchAll(/import\('([^']+)'\)/g)].map((match) => toKey(match[1]))];
    routes.push({ path: start[1], modules, relay: !/relay: false/.test(text) });
  });
  return routes;
}

function manifestKey(manifest, module) {
  for (const extension of ['', '.tsx', '.ts', '.jsx', '.js']) if (manifest[module + extension]) return module + extension;
  // A module several chunks import (a query two routes load) is keyed by its chunk's name.
  const name = posix.basename(module);
  const shared = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key].name === name && !manifest[key].src);
  if (shared.length === 1) return shared[0];
  throw new Error(`${module} is not in the build manifest`);
}

/** The JavaScript files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/**
 * Per route: the first visit (shell plus the route's chunks) and the route's own part (what it adds
 * to the shell), in gzip bytes, with the budget each is held to.
 */
export function measureRoutes({ manifest, routes, gzipBytes, firstVisitLimitKb = FIRST_VISIT_LIMIT_KB, routeBudgetKb = ROUTE_BUDGET_KB }) {
  const shell = closure(manifest, ENTRY);
  const sum = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipBytes(file), 0);
  const shellBytes = sum(shell);
  const dataLayer = manifest[DATA_LAYER] ? closure(manifest, DATA_LAYER, new Set(shell)) : new Set(shell);
  const dataLayerBytes = sum(dataLayer) - shellBytes;
  return routes.map(({ path, modules, relay = true }) => {
    const shared = relay ? dataLayer : shell;
    const files = new Set(shared);
    for (const module of modules) closure(manifest, manifestKey(manifest, module), files);
    const own = new Set([...files].filter((file) => !shared.has(file)));
    const firstVisit = sum(files);
    const ownBytes = sum(own);
    const isFirst = path === FIRST_VISIT_ROUTE;
    const budget = (isFirst ? firstVisitLimitKb : routeBudgetKb) * 1000;
    const measured = isFirst ? firstVisit : ownBytes;
    return { path, firstVisit, own: ownBytes, shell: shellBytes, dataLayer: dataLayerBytes, relay, budget, ok: measured <= budget };
  });
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

export function formatTable(rows) {
  const lines = [
    '| route | first visit, kB gzip | own JS, kB gzip | budget, kB gzip | |',
    '| --- | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const first = row.path === FIRST_VISIT_ROUTE;
    const budget = first ? `${kB(row.budget)} (first visit)` : `${kB(row.budget)} (own)`;
    const verdict = row.ok ? 'ok' : 'over';
    lines.push(`| ${row.path} | ${kB(row.firstVisit)} | ${kB(row.own)} | ${budget} | ${verdict} |`);
  }
  return lines.join('\n');
}

export function gzipSizeOf(dist) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return cache.get(file);
  };
}

/** Measures a build; returns the rows and whether every route is within its budget. */
export function checkBuild({ dist, routesFile, webRoot, ...limits }) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const routes = parseRoutes(readFileSync(routesFile, 'utf8'), relative(webRoot, routesFile).split('\\').join('/'));
  const rows = measureRoutes({ manifest, routes, gzipBytes: gzipSizeOf(dist), ...limits });
  return { rows, ok: rows.every((row) => row.ok) };
}

function main(argv) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const option = (name, fallback) => {
    const index = argv.indexOf(name);
    return index >= 0 ? resolve(argv[index + 1]) : fallback;
  };
  const webRoot = join(root, 'web');
  const dist = option('--dist', join(webRoot, 'dist'));
  const routesFile = option('--routes', join(webRoot, 'src', 'app', 'routes.tsx'));
  if (argv.includes('--build') || !existsSync(join(dist, '.vite', 'manifest.json'))) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const { rows, ok } = checkBuild({ dist, routesFile, webRoot: option('--web', webRoot) });
  console.log(
    `JavaScript per route (gzip). Shell, which every page loads first: ${kB(rows[0]?.shell ?? 0)} kB; ` +
      `Relay runtime, loaded with the first route that reads data: ${kB(rows[0]?.dataLayer ?? 0)} kB`,
  );
  console.log(formatTable(rows));
  const over = rows.filter((row) => !row.ok);
  if (!ok) {
    console.error(`\nOver budget: ${over.map((row) => row.path).join(', ')} (first visit to ${FIRST_VISIT_ROUTE} ≤ ${FIRST_VISIT_LIMIT_KB} kB, any other route's own JS ≤ ${ROUTE_BUDGET_KB} kB)`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
