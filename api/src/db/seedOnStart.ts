import type { Config } from '../config.ts';
import type { PrismaClient } from './client.ts';
import { DEMO_PASSWORD, seedDemoData } from './seed.ts';
import { seedConfiguratorModels } from './seedConfigurator.ts';

export const PRODUCTION_SEED_WARNING = `WARNING: SEED_DEMO_DATA=true in production: an empty database gets the demo accounts, whose password (${DEMO_PASSWORD}) is published. Remove SEED_DEMO_DATA for a real deployment.`;

/**
 * What start-up writes into the database: the demo data when the configuration asks for it (in
 * production only with SEED_DEMO_DATA=true, and then with a warning), nothing otherwise.
 */
export async function seedOnStart(
  config: Pick<Config, 'env' | 'seedDemoData'>,
  prisma: PrismaClient,
  log: Pick<Console, 'log' | 'warn'> = console,
): Promise<{ seeded: boolean }> {
  if (!config.seedDemoData) return { seeded: false };
  if (config.env === 'production') log.warn(PRODUCTION_SEED_WARNING);
  const { created } = await seedDemoData(prisma);
  if (created) log.log('Seeded demo data.');
  // Existing demo databases also get the configurator models (idempotent).
  await seedConfiguratorModels(prisma);
  return { seeded: created };
}
