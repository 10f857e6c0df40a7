// The server's database: the Postgres at DATABASE_URL, or else the embedded PGlite in `dataDir`,
// migrated to the latest schema before it is handed out.
import { createDatabaseClients, type DatabaseClients } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { applyMigrations, pendingMigrations } from './migrations.ts';
import { embeddedDatabaseDir } from './paths.ts';
import { startUpkeep } from './upkeep.ts';

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** The app's data folder; without databaseUrl the embedded database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** Connections in the Prisma pool; default 10 (5 for the embedded database, which runs one query at a time). */
  poolSize?: number;
  /**
   * Apply pending migrations (the default). With false the database must already be up to date
   * (migrated once for every instance, e.g. by the compose file's `migrate` service); opening
   * fails with the names of the missing migrations otherwise.
   */
  migrate?: boolean;
}

/** The database is behind the code's migrations and this instance does not migrate. */
export class DatabaseNotMigratedError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `the database lacks ${pending.length} migration${pending.length === 1 ? '' : 's'} (${pending.join(', ')}). ` +
        'Run `npm run db:migrate` (the compose file\'s migrate service) first, or start with MIGRATE_ON_START=true.',
    );
  }
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
    let appliedMigrations: string[] = [];
    if (options.migrate === false) {
      const pending = await pendingMigrations(url);
      if (pending.length > 0) throw new DatabaseNotMigratedError(pending);
    } else {
      appliedMigrations = await applyMigrations(url);
    }
    const clients = createDatabaseClients(url, { max: options.poolSize ?? (embedded ? 5 : 10) });
    // the embedded database has no autovacuum of its own (upkeep.ts)
    const upkeep = embedded ? startUpkeep(clients.pool) : null;
    return {
      url,
      prisma: clients.prisma,
      pool: clients.pool,
      changes: clients.changes,
      appliedMigrations,
      embedded: embedded !== null,
      async close() {
        await upkeep?.stop();
        await clients.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
