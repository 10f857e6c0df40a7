// npm run docs:config: writes docs/CONFIGURATION.md and .env.example from the declarations of every
// environment variable (config.ts, test/settings.ts, configDocs.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../config.ts';
import { renderConfigurationDocs, renderEnvExample } from '../configDocs.ts';

for (const [file, text] of [
  [join(repoRoot, 'docs', 'CONFIGURATION.md'), renderConfigurationDocs()],
  [join(repoRoot, '.env.example'), renderEnvExample()],
]) {
  writeFileSync(file, text);
  console.log(`Wrote ${file}`);
}
