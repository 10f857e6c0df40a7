import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed.ts';
import { seedOnStart } from './db/seedOnStart.ts';
import { createServices } from './services.ts';
import { createAppServer } from './server.ts';
import { startLegacyChannel } from './live/legacyChannel.ts';
import { startOrderStatusPoller } from './orders/service.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`QuoteCraft cannot start: ${error.message}`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seedOnStart(config, database.prisma);
const { services, close: closeServices } = createServices(config, database);
const app = createAppServer(services);
const port = await app.listen(config.port, config.host);
const legacy = config.legacyLivePort == null ? null : await startLegacyChannel(services, config.legacyLivePort, config.host);
const stopOrderPoller = config.erpPollSeconds == null ? null : startOrderStatusPoller(services, config.erpPollSeconds);

const url = `http://localhost:${port}`;
console.log(`
QuoteCraft is running on ${config.databaseUrl ? 'PostgreSQL' : `the embedded database (${config.dataDir})`}.
  Web app:  ${url}/
  GraphQL:  ${url}/graphql${config.env === 'production' ? '' : ' (GraphiQL)'}
  Live:     ws://localhost:${port}/graphql${config.redisUrl ? ' (Redis pub/sub)' : ''}${legacy ? `, legacy channel ws://localhost:${legacy.port}` : ''}

${config.seedDemoData ? `Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(22)} level ${a.roleLevel}  ${a.platform}`).join('\n')}
` : ''}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  stopOrderPoller?.();
  await legacy?.close().catch(() => {});
  await app.close().catch(() => {});
  await closeServices().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
