// npm run db:migrate: applies prisma/migrations to DATABASE_URL, or to the embedded database in
// <DATA_DIR>/pglite (default .data/pglite at the repo root) when DATABASE_URL is not set.
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { applyMigrations } from '../db/migrations.ts';
import { DEFAULT_DATA_DIR, embeddedDatabaseDir } from '../db/paths.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const embedded = databaseUrl ? null : await startEmbeddedPostgres({ dataDir: embeddedDatabaseDir(process.env.DATA_DIR || DEFAULT_DATA_DIR) });
try {
  const applied = await applyMigrations(databaseUrl ?? embedded!.url);
  const target = databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//') : `the embedded database`;
  if (applied.length === 0) console.log(`No pending migrations for ${target}.`);
  else console.log(`Applied to ${target}:\n${applied.map((name) => `  ${name}`).join('\n')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
