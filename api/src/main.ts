import { ConfigError, graphiqlEnabled, loadConfig, startRefusal, type Config } from './config.ts';
import { DatabaseNotMigratedError, openDatabase, type Database } from './db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed.ts';
import { refuseDemoAccountsInProduction, seedOnStart } from './db/seedOnStart.ts';
import { createServices } from './services.ts';
import { createAppServer } from './server.ts';
import { startLegacyChannel } from './live/legacyChannel.ts';
import { startOrderStatusPoller } from './documents/statusPoller.ts';
import { configureLogging, flushLogs, logger } from './observability/logger.ts';
import { startTracing } from './observability/tracing.ts';

/** Start-up cannot go on: the reason, written before the process exits non-zero. */
function cannotStart(reason: string): never {
  logger.fatal(reason);
  flushLogs();
  process.exit(1);
}
import { startJobWorker } from './jobs/worker.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  cannotStart(startRefusal(error));
}
configureLogging({ level: config.logLevel, format: config.logFormat });
const tracing = config.otlpEndpoint ? await startTracing({ otlpEndpoint: config.otlpEndpoint, otlpHeaders: config.otlpHeaders, serviceName: config.otelServiceName }) : null;
let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: config.migrateOnStart });
} catch (error) {
  if (!(error instanceof DatabaseNotMigratedError)) throw error;
  cannotStart(`QuoteCraft cannot start: ${error.message}`);
}
// An instance that does not migrate does not seed either: whoever migrates (npm run db:migrate) seeds.
if (config.migrateOnStart) await seedOnStart(config, database.prisma);
else if (!config.redisUrl) {
  logger.warn('WARNING: MIGRATE_ON_START=false without REDIS_URL: if other instances share this database, live events, throttles and operation budgets stay within each one. Set REDIS_URL.');
}
try {
  await refuseDemoAccountsInProduction(config, database.prisma);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  await database.close().catch(() => {});
  cannotStart(startRefusal(error));
}
const { services, close: closeServices, beginStop } = createServices(config, database);
const app = createAppServer(services);
const port = await app.listen(config.port, config.host);
const legacy = config.legacyLivePort == null ? null : await startLegacyChannel(services, config.legacyLivePort, config.host);
// This instance's job worker (mail, ERP calls, webhook processing); JOB_CONCURRENCY=0 runs none here.
const jobWorker = await startJobWorker(services, { databaseUrl: database.url });
const orderPoller =
  config.erpPollSeconds == null ? null : startOrderStatusPoller(services, { intervalMs: config.erpPollSeconds * 1000, databaseUrl: database.url });

const url = `http://localhost:${port}`;
logger.info(`
QuoteCraft is running on ${config.databaseUrl ? 'PostgreSQL' : `the embedded database (${config.dataDir})`}.
  Web app:  ${url}/
  GraphQL:  ${url}/graphql${graphiqlEnabled(config) ? ' (GraphiQL)' : ''}
  Live:     ws://localhost:${port}/graphql${config.redisUrl ? ' (Redis pub/sub)' : ''}${legacy ? `, legacy channel ws://localhost:${legacy.port}` : ''}
  Metrics:  ${config.metricsToken ? `${url}/metrics (Authorization: Bearer <METRICS_TOKEN>)` : 'off (set METRICS_TOKEN)'}
  Traces:   ${config.otlpEndpoint ? `OTLP to ${config.otlpEndpoint}` : 'off (set OTEL_EXPORTER_OTLP_ENDPOINT)'}

${config.seedDemoData && config.migrateOnStart ? `Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(22)} level ${a.roleLevel}  ${a.platform}`).join('\n')}
` : ''}`);

/**
 * SIGTERM (docker stop, a rolling update): /api/ready answers 503 at once, and after
 * SHUTDOWN_DELAY_SECONDS (the balancer has taken the instance out meanwhile) no new connection is
 * taken, live sockets close with 1012 so their clients reconnect to another instance, and every
 * request in flight is answered before the database closes: nothing acknowledged is lost, and
 * nothing is acknowledged that was not written. A second signal stops at once.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    logger.warn(`${signal} again: stopping at once`);
    flushLogs();
    process.exit(1);
  }
  stopping = true;
  const { shutdownDelaySeconds: delay, shutdownTimeoutSeconds: timeout } = config;
  logger.info(`${signal}: shutting down (not ready now; ${delay ? `new connections taken for ${delay} s more, then ` : ''}in-flight requests get up to ${timeout} s)`);
  // long work in requests (an import's batches) ends at its next step, so its request is answered within the timeout
  beginStop();
  await Promise.all([
    orderPoller?.stop(),
    app.drain({ delayMs: delay * 1000, timeoutMs: timeout * 1000 }),
    legacy && new Promise((resolve) => setTimeout(resolve, delay * 1000)).then(() => legacy.drain(timeout * 1000)),
  ]).catch((error) => logger.error({ err: error }, 'Shutdown failed'));
  await jobWorker.stop().catch((error) => logger.error({ err: error }, 'Stopping the job worker failed'));
  await closeServices().catch(() => {});
  await database.close().catch(() => {});
  await tracing?.shutdown().catch(() => {});
  logger.info('Stopped.');
  flushLogs();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
