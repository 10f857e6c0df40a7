// A process that only runs jobs (npm run worker -w api): for deployments that keep job work off the
// web instances (they then run with JOB_CONCURRENCY=0). It needs DATABASE_URL: the embedded
// database belongs to the one app process that opened it.
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabaseClients } from '../db/client.ts';
import { createServices } from '../services.ts';
import { startJobWorker } from './worker.ts';
import { configureLogging, flushLogs, logger } from '../observability/logger.ts';

let config;
try {
  config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL is required for a separate job worker: the embedded database is served by the app process.');
  if (config.jobConcurrency === 0) throw new ConfigError('JOB_CONCURRENCY=0 leaves a job worker nothing to do: set it above 0.');
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  logger.fatal(`QuoteCraft job worker cannot start: ${error.message}`);
  flushLogs();
  process.exit(1);
}
configureLogging({ level: config.logLevel, format: config.logFormat });
const database = createDatabaseClients(config.databaseUrl!, { max: 4 });
const { services, close } = createServices(config, database);
const worker = await startJobWorker(services, { databaseUrl: config.databaseUrl! });
logger.info(`QuoteCraft job worker running ${config.jobConcurrency} jobs at once (pool ${worker.poolId}).`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  logger.info(`${signal}: finishing the running jobs`);
  await worker.stop().catch((error) => logger.error({ err: error }, 'Stopping the job worker failed'));
  await close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
