import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseNotMigratedError, openDatabase, type Database } from './db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed.ts';
import { refuseDemoAccountsInProduction, seedOnStart } from './db/seedOnStart.ts';
import { createServices } from './services.ts';
import { createAppServer } from './server.ts';
import { startLegacyChannel } from './live/legacyChannel.ts';
import { startOrderStatusPoller } from './orders/statusPoller.ts';
import { startJobWorker } from './jobs/worker.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`QuoteCraft cannot start: ${error.message}`);
  process.exit(1);
}
let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: config.migrateOnStart });
} catch (error) {
  if (!(error instanceof DatabaseNotMigratedError)) throw error;
  console.error(`QuoteCraft cannot start: ${error.message}`);
  process.exit(1);
}
// An instance that does not migrate does not seed either: whoever migrates (npm run db:migrate) seeds.
if (config.migrateOnStart) await seedOnStart(config, database.prisma);
else if (!config.redisUrl) {
  console.warn('WARNING: MIGRATE_ON_START=false without REDIS_URL: if other instances share this database, live events, throttles and operation budgets stay within each one. Set REDIS_URL.');
}
try {
  await refuseDemoAccountsInProduction(config, database.prisma);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`QuoteCraft cannot start: ${error.message}`);
  await database.close().catch(() => {});
  process.exit(1);
}
const { services, close: closeServices } = createServices(config, database);
const app = createAppServer(services);
const port = await app.listen(config.port, config.host);
const legacy = config.legacyLivePort == null ? null : await startLegacyChannel(services, config.legacyLivePort, config.host);
// This instance's job worker (mail, ERP calls, webhook processing); JOB_CONCURRENCY=0 runs none here.
const jobWorker = await startJobWorker(services, { databaseUrl: database.url });
const orderPoller =
  config.erpPollSeconds == null ? null : startOrderStatusPoller(services, { intervalMs: config.erpPollSeconds * 1000, databaseUrl: database.url });

const url = `http://localhost:${port}`;
console.log(`
QuoteCraft is running on ${config.databaseUrl ? 'PostgreSQL' : `the embedded database (${config.dataDir})`}.
  Web app:  ${url}/
  GraphQL:  ${url}/graphql${config.env === 'production' ? '' : ' (GraphiQL)'}
  Live:     ws://localhost:${port}/graphql${config.redisUrl ? ' (Redis pub/sub)' : ''}${legacy ? `, legacy channel ws://localhost:${legacy.port}` : ''}

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
    console.log(`${signal} again: stopping at once`);
    process.exit(1);
  }
  stopping = true;
  const { shutdownDelaySeconds: delay, shutdownTimeoutSeconds: timeout } = config;
  console.log(`${signal}: shutting down (not ready now; ${delay ? `new connections taken for ${delay} s more, then ` : ''}in-flight requests get up to ${timeout} s)`);
  await Promise.all([
    orderPoller?.stop(),
    app.drain({ delayMs: delay * 1000, timeoutMs: timeout * 1000 }),
    legacy && new Promise((resolve) => setTimeout(resolve, delay * 1000)).then(() => legacy.drain(timeout * 1000)),
  ]).catch((error) => console.error('Shutdown', error));
  await jobWorker.stop().catch((error) => console.error('Stopping the job worker', error));
  await closeServices().catch(() => {});
  await database.close().catch(() => {});
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
