import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const PRISMA_SCHEMA_PATH = join(REPO_ROOT, 'prisma', 'schema.prisma');
export const MIGRATIONS_DIR = join(REPO_ROOT, 'prisma', 'migrations');

/** The embedded database's own folder inside the app's data folder: `<dataDir>/pglite`. */
export function embeddedDatabaseDir(dataDir: string): string {
  return join(resolve(dataDir), 'pglite');
}
