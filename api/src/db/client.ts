import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { listenForChanges, type DatabaseChanges } from './changes.ts';
import { prismaStatementName } from './prepared.ts';
import { logger } from '../observability/logger.ts';
import { observePool } from '../observability/database.ts';

export { Prisma, PrismaClient };
export type { DatabaseChanges };

export interface CreatePrismaOptions {
  /** Connections in the pool (default 10). */
  max?: number;
}

/** Prisma, the `pg` pool beneath it (one set of connections for both) and the database's change announcements. */
export interface DatabaseClients {
  prisma: PrismaClient;
  /** for the few statements of our own (the viewer's session, list counts, the quantity buttons) */
  pool: pg.Pool;
  changes: DatabaseChanges;
}

/** `timestamp without time zone`: every one of ours holds a UTC instant (Prisma writes them so). */
const TIMESTAMP_OID = 1114;
const TIMESTAMPTZ_OID = 1184;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text');
const utcTimestamp = (text: string) => parseTimestamptz(`${text}+00`);

/**
 * How rows read through the pool parse: `pg` reads a timestamp without time zone in the server
 * process's own zone by default, which moves every instant by that zone's offset when the process
 * is not in UTC. Prisma parses its own rows (the adapter passes parsers with each query).
 */
export const poolTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP_OID && format !== 'binary' ? utcTimestamp : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

export function createDatabaseClients(url: string, options: CreatePrismaOptions = {}): DatabaseClients & { close(): Promise<void> } {
  const changes = listenForChanges(url);
  // Every session in UTC, so `now()` written into a timestamp column is the UTC instant the rows hold,
  // whatever zone the database server or database is set to.
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, onConnect: changes.attach, types: poolTypes, options: '-c TimeZone=UTC' });
  // An idle connection the server closes (a restart, a failover, a terminated backend) leaves the
  // pool, which opens a new one when next asked; unheard, pg's error would end the process.
  // statement durations, pool use and (when tracing) a span per statement
  observePool(pool);
  pool.on('error', (error) => logger.warn(`database: an idle connection closed (${error.message}); the next statement opens another`));
  // Prisma ends the pool on $disconnect once it has run a statement (close() ends it otherwise). Its
  // statements are prepared by name too (see prepared.ts).
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator: (query) => prismaStatementName(query.sql) as string }),
  });
  return {
    prisma,
    pool,
    changes,
    async close() {
      await Promise.all([prisma.$disconnect(), changes.close()]);
      if (!pool.ended) await pool.end();
    },
  };
}
