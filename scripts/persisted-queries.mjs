// The web's persisted operations (web/persisted-queries.json) are the server's allowlist. The Relay
// compiler adds each new or changed operation's text to that file but never removes one, so the
// file would keep accepting operations the web no longer sends. This keeps only the operations an
// artifact under web/src names (`node scripts/persisted-queries.mjs`, run after the compiler by
// `npm run relay`), or with --check fails, naming them, when the file holds any other.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const file = join(root, 'web', 'persisted-queries.json');
const check = process.argv.includes('--check');

const named = new Set();
(function collect(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) collect(path);
    else if (directory.endsWith('__generated__') && entry.name.endsWith('.graphql.ts')) {
      const id = /^\s*"id": "([0-9a-f]{64})",?$/m.exec(readFileSync(path, 'utf8'))?.[1];
      if (id) named.add(id);
    }
  }
})(join(root, 'web', 'src'));

const persisted = JSON.parse(readFileSync(file, 'utf8'));
const stale = Object.keys(persisted).filter((id) => !named.has(id));
const missing = [...named].filter((id) => !(id in persisted));
if (missing.length) {
  console.error(`web/persisted-queries.json lacks ${missing.length} operation(s) the artifacts name; run npm run relay`);
  process.exit(1);
}
if (check) {
  if (stale.length) {
    console.error(`web/persisted-queries.json holds ${stale.length} operation(s) no artifact names (${stale.map((id) => id.slice(0, 12)).join(', ')}); run npm run relay`);
    process.exit(1);
  }
  console.log(`web/persisted-queries.json: ${named.size} operations, each named by an artifact`);
} else if (stale.length) {
  for (const id of stale) delete persisted[id];
  writeFileSync(file, `${JSON.stringify(persisted, null, 2)}\n`);
  console.log(`web/persisted-queries.json: removed ${stale.length} operation(s) the web no longer sends`);
}
