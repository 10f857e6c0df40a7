import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');
const PERSISTED = join(SRC, '..', 'persisted-queries.json');

function* artifacts(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* artifacts(path);
    else if (dir.endsWith('__generated__') && entry.name.endsWith('.graphql.ts')) yield path;
  }
}

describe('persisted operations', () => {
  // The server answers only the documents in this file (in production); an operation the web sends
  // whose id is missing would fail with "Unknown persisted operation".
  it('holds the document of every operation the web client sends', () => {
    const persisted = JSON.parse(readFileSync(PERSISTED, 'utf8')) as Record<string, string>;
    const missing: string[] = [];
    for (const file of artifacts(SRC)) {
      const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(file, 'utf8'))?.[1];
      if (id && !persisted[id]) missing.push(file.slice(SRC.length + 1));
    }
    expect(missing).toEqual([]);
  });
});
