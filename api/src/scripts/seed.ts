// npm run db:seed: applies pending migrations and writes the demo data (once) to DATABASE_URL, or to
// the embedded database in <DATA_DIR>/pglite (default .data/pglite at the repo root).
import { PASSWORD_HASH_MEMORY_KIB, pickSettings, readScriptSettings, SETTINGS } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../db/seed.ts';

const settings = readScriptSettings(pickSettings(SETTINGS, 'DATABASE_URL', 'DATA_DIR', 'PASSWORD_HASH_MEMORY_KIB'));
const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
try {
  const { created } = await seedDemoData(database.prisma, {
    hashing: { passwordHashMemoryKib: settings.PASSWORD_HASH_MEMORY_KIB ?? PASSWORD_HASH_MEMORY_KIB },
  });
  if (!created) {
    console.log('Demo data is already there; nothing to do.');
  } else {
    console.log(`Seeded demo data. Every account's password is ${DEMO_PASSWORD}:`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(22)} level ${account.roleLevel}  ${account.platform}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
