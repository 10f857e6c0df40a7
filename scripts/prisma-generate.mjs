// `prisma generate` insists on locating a native schema engine even though generation never runs it.
// Offline machines cannot download one, so point Prisma at a placeholder file when none is configured.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  const dir = join(root, 'node_modules', '.cache', 'prisma-placeholder');
  mkdirSync(dir, { recursive: true });
  const placeholder = join(dir, 'schema-engine');
  if (!existsSync(placeholder)) writeFileSync(placeholder, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
  env.PRISMA_SCHEMA_ENGINE_BINARY = placeholder;
}
const binDir = join(root, 'node_modules', '.bin');
// generators such as prisma-pothos-types are found on PATH
env.PATH = `${binDir}${delimiter}${env.PATH ?? ''}`;
const prismaBin = join(binDir, 'prisma');
if (!existsSync(prismaBin)) {
  console.log('prisma-generate: prisma CLI not installed yet, skipping');
  process.exit(0);
}
const result = spawnSync(prismaBin, ['generate', '--schema', join(root, 'prisma', 'schema.prisma')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
