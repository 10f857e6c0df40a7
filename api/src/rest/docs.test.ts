import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { restOperationKeys } from './index.ts';
import { renderRestDocs, restHeading } from './docs.ts';
import { restOperation } from './registry.ts';

describe('docs/REST.md', () => {
  it('is what the registry generates (run `npm run docs:rest` after changing a shim)', () => {
    expect(readFileSync(join(repoRoot, 'docs', 'REST.md'), 'utf8')).toBe(renderRestDocs());
  });

  it('lists every shim', () => {
    const docs = renderRestDocs();
    for (const key of restOperationKeys()) expect(docs).toContain(`### \`${restHeading(restOperation(key))}\``);
  });
});
