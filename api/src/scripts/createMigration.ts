// npm run db:migrate:create -- <name>: writes prisma/migrations/<timestamp>_<name>/migration.sql
// for the changes in prisma/schema.prisma since the last migration.
import { relative } from 'node:path';
import { createMigration } from '../db/migrations.ts';
import { REPO_ROOT } from '../db/paths.ts';

const name = process.argv.slice(2).join('_');
if (!name) {
  console.error('Usage: npm run db:migrate:create -- <name>');
  process.exit(1);
}
try {
  const migration = await createMigration(name);
  if (migration === null) console.log('No schema changes');
  else console.log(`Created ${relative(REPO_ROOT, migration.directory)}/migration.sql`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
