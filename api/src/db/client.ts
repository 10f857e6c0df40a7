import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '../generated/prisma/client.ts';

export { Prisma, PrismaClient };

export interface CreatePrismaOptions {
  /** Connections in the pool (default 10). */
  max?: number;
}

export function createPrisma(url: string, options: CreatePrismaOptions = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
}
