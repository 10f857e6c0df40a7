import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { listenForChanges, type DatabaseChanges } from './changes.ts';
import { prismaStatementName } from './prepared.ts';

export { Prisma, PrismaClient };
export type { DatabaseChanges };

export interface CreatePrismaOptions {
  /** Connections in the pool (default 10). */
  max?: number;
}

/** Prisma, the `pg` pool beneath it (one set of connections for both) and the database's change announcements. */
export interface DatabaseClients {
  prisma: PrismaClient;
  /** for the few hot reads that take plain rows straight from SQL (see quotes/lineRows.ts) */
  pool: pg.Pool;
  changes: DatabaseChanges;
}

export function createDatabaseClients(url: string, options: CreatePrismaOptions = {}): DatabaseClients & { close(): Promise<void> } {
  const changes = listenForChanges(url);
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, onConnect: changes.attach });
  // Prisma ends the pool on $disconnect. Its statements are prepared by name too (see prepared.ts).
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator: (query) => prismaStatementName(query.sql) as string }),
  });
  return {
    prisma,
    pool,
    changes,
    async close() {
      await Promise.all([prisma.$disconnect(), changes.close()]);
    },
  };
}
