import argon2 from 'argon2';
import { ConfigError, type Config } from '../config.ts';
import type { PrismaClient } from './client.ts';
import { logger } from '../observability/logger.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed.ts';
import { seedConfiguratorModels } from './seedConfigurator.ts';

export const PRODUCTION_SEED_WARNING = `WARNING: SEED_DEMO_DATA=true in production: an empty database gets the demo accounts, whose password (${DEMO_PASSWORD}) is published. Remove SEED_DEMO_DATA for a real deployment.`;

/**
 * What start-up writes into the database: the demo data when the configuration asks for it (in
 * production only with SEED_DEMO_DATA=true, and then with a warning), nothing otherwise.
 */
export async function seedOnStart(
  config: Pick<Config, 'env' | 'seedDemoData' | 'passwordHashMemoryKib'>,
  prisma: PrismaClient,
  log: Pick<Console, 'log' | 'warn'> = { log: (line) => logger.info(line), warn: (line) => logger.warn(line) },
): Promise<{ seeded: boolean }> {
  if (!config.seedDemoData) return { seeded: false };
  if (config.env === 'production') log.warn(PRODUCTION_SEED_WARNING);
  const { created } = await seedDemoData(prisma, { hashing: config });
  if (created) log.log('Seeded demo data.');
  // Existing demo databases also get the configurator models (idempotent).
  await seedConfiguratorModels(prisma);
  return { seeded: created };
}

/** The demo accounts in the database that still have the published demo password. */
export async function demoAccountsWithPublishedPassword(prisma: PrismaClient): Promise<string[]> {
  const users = await prisma.user.findMany({
    where: { username: { in: DEMO_ACCOUNTS.map((account) => account.username) } },
    select: { username: true, passwordHash: true },
    orderBy: { username: 'asc' },
  });
  const published: string[] = [];
  for (const user of users) {
    if (await argon2.verify(user.passwordHash, DEMO_PASSWORD).catch(() => false)) published.push(user.username);
  }
  return published;
}

/**
 * Production does not serve a database in which anyone can sign in with the README's demo
 * password, unless SEED_DEMO_DATA=true says again that it is a demo. Every instance checks, also
 * those that do not migrate.
 */
export async function refuseDemoAccountsInProduction(config: Pick<Config, 'env' | 'seedDemoData'>, prisma: PrismaClient): Promise<void> {
  if (config.env !== 'production' || config.seedDemoData) return;
  const published = await demoAccountsWithPublishedPassword(prisma);
  if (published.length === 0) return;
  throw new ConfigError(
    `the database holds demo accounts whose password (${DEMO_PASSWORD}) is published: ${published.join(', ')}. ` +
      'Delete these accounts or change their passwords, or set SEED_DEMO_DATA=true to run it as a demo.',
  );
}
