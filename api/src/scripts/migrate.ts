// npm run db:migrate: applies prisma/migrations to DATABASE_URL, or to the embedded database in
// <DATA_DIR>/pglite (default .data/pglite at the repo root) when DATABASE_URL is not set. With
// SEED_DEMO_DATA=true it then writes the demo data into an empty database, as a start would.
// The compose file's one-shot `migrate` service runs this once for every API instance.
import { PASSWORD_HASH_MEMORY_KIB, pickSettings, readScriptSettings, SETTINGS } from '../config.ts';
import { createDatabaseClients } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { applyMigrations } from '../db/migrations.ts';
import { embeddedDatabaseDir } from '../db/paths.ts';
import { seedOnStart } from '../db/seedOnStart.ts';

const settings = readScriptSettings({
  ...pickSettings(SETTINGS, 'NODE_ENV', 'DATABASE_URL', 'DATA_DIR', 'PASSWORD_HASH_MEMORY_KIB'),
  // unlike a start, the script seeds only when asked, in any mode: it may be pointed at any database
  SEED_DEMO_DATA: { ...SETTINGS.SEED_DEMO_DATA, default: false },
});
const databaseUrl = settings.DATABASE_URL;
const embedded = databaseUrl ? null : await startEmbeddedPostgres({ dataDir: embeddedDatabaseDir(settings.DATA_DIR) });
try {
  const url = databaseUrl ?? embedded!.url;
  const applied = await applyMigrations(url);
  const target = databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//') : `the embedded database`;
  if (applied.length === 0) console.log(`No pending migrations for ${target}.`);
  else console.log(`Applied to ${target}:\n${applied.map((name) => `  ${name}`).join('\n')}`);
  if (settings.SEED_DEMO_DATA) {
    const clients = createDatabaseClients(url, { max: 2 });
    try {
      await seedOnStart(
        { env: settings.NODE_ENV, seedDemoData: true, passwordHashMemoryKib: settings.PASSWORD_HASH_MEMORY_KIB ?? PASSWORD_HASH_MEMORY_KIB },
        clients.prisma,
      );
    } finally {
      await clients.close();
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
