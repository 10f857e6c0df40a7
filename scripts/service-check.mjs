// Exits 0 when the named service answers at the URL within two seconds, 1 otherwise.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const [kind, url] = process.argv.slice(2);
const timeout = setTimeout(() => process.exit(1), 2000);

try {
  if (kind === 'postgres') {
    const { Client } = require('pg');
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    await client.connect();
    await client.query('SELECT 1');
    await client.end();
  } else if (kind === 'redis') {
    const { Redis } = require('ioredis');
    const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await redis.connect();
    await redis.ping();
    redis.disconnect();
  } else {
    throw new Error(`unknown service ${kind}`);
  }
  clearTimeout(timeout);
  process.exit(0);
} catch {
  process.exit(1);
}
