// The server's database: the Postgres at DATABASE_URL, or else the embedded PGlite in `dataDir`,
// migrated to the latest schema before it is handed out.
import { createDatabaseClients, type DatabaseClients } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { applyMigrations } from './migrations.ts';
import { embeddedDatabaseDir } from './paths.ts';

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** The app's data folder; without databaseUrl the embedded database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** Connections in the Prisma pool; default 10 (5 for the embedded database, which runs one query at a time). */
  poolSize?: number;
}

export interface Database extends DatabaseClients {
  url: string;
  /** Names of the migrations applied while opening. */
  appliedMigrations: string[];
  /** True when running on the embedded PGlite. */
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: embeddedDatabaseDir(options.dataDir) });
  const url = options.databaseUrl || embedded!.url;
  try {
    const appliedMigrations = await applyMigrations(url);
    const clients = createDatabaseClients(url, { max: options.poolSize ?? (embedded ? 5 : 10) });
    return {
      url,
      prisma: clients.prisma,
      pool: clients.pool,
      changes: clients.changes,
      appliedMigrations,
      embedded: embedded !== null,
      async close() {
        await clients.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
