import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '../generated/prisma/client.ts';

export { Prisma, PrismaClient };

export interface CreatePrismaOptions {
  /** Connections in the pool (default 10). */
  max?: number;
}

/** Prisma and the `pg` pool beneath it: one set of connections for both. */
export interface DatabaseClients {
  prisma: PrismaClient;
  /** for the few hot reads that take plain rows straight from SQL (see quotes/lineRows.ts) */
  pool: pg.Pool;
}

export function createDatabaseClients(url: string, options: CreatePrismaOptions = {}): DatabaseClients {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // Prisma ends the pool on $disconnect.
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  return { prisma, pool };
}

export function createPrisma(url: string, options: CreatePrismaOptions = {}): PrismaClient {
  return createDatabaseClients(url, options).prisma;
}
