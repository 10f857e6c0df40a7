// Starts API instances behind the load balancer on this machine, as docker-compose.yml runs them:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/quotecraft REDIS_URL=redis://127.0.0.1:6379 \
//     node scripts/cluster.mjs [--instances 2] [--no-balancer] [--no-seed]
// The database is migrated (and seeded with the demo data unless --no-seed) once, then every
// instance starts with MIGRATE_ON_START=false. HAProxy (apt-get install haproxy) runs
// deploy/haproxy.cfg with this machine's ports. Ctrl-C stops everything gracefully.
import { register } from 'tsx/esm/api';

register();
const { startCluster } = await import('../api/src/test/cluster.ts');
const { pickSettings, readScriptSettings, SETTINGS } = await import('../api/src/config.ts');

const args = process.argv.slice(2);
const settings = readScriptSettings(pickSettings(SETTINGS, 'DATABASE_URL', 'REDIS_URL'));
const databaseUrl = settings.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database (and REDIS_URL to share live events, throttles and budgets).');
  process.exit(1);
}
const at = args.indexOf('--instances');
const cluster = await startCluster({
  databaseUrl,
  redisUrl: settings.REDIS_URL,
  instances: at >= 0 ? Number(args[at + 1]) : 2,
  balancer: args.includes('--no-balancer') ? false : undefined,
  seed: !args.includes('--no-seed'),
});
console.log(`${cluster.instances.length} instances${cluster.balanced ? ' behind HAProxy' : ' (no balancer: haproxy is not installed)'}:
  app:            ${cluster.url}/
  legacy channel: ${cluster.legacyUrl}
${cluster.instances.map((i) => `  ${i.name}: ${i.url} (pid ${i.pid}, legacy port ${i.legacyPort})`).join('\n')}
Ctrl-C stops them.`);
const stop = async () => {
  await cluster.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
