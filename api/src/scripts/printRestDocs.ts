import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../config.ts';
import '../rest/index.ts';
import { renderRestDocs } from '../rest/docs.ts';

const target = join(repoRoot, 'docs', 'REST.md');
writeFileSync(target, renderRestDocs());
console.log(`Wrote ${target}`);
