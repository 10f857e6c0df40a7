import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../config.ts';
import { printedSchema } from '../schema/index.ts';

const target = join(repoRoot, 'schema.graphql');
writeFileSync(target, printedSchema());
console.log(`Wrote ${target}`);
