// The app for the import benchmark, in its own process so its memory can be watched alone. It
// starts as `npm start` does: the embedded database in a data folder on disk (a fresh temporary
// one), migrated and seeded with the demo data, then the services and the HTTP server. With
// TEST_DATABASE_URL it runs on a fresh database of that server instead, dropped when it closes.
// Messages: 'reset' (collect garbage, start a new peak), 'reset-live' (the same, and also collect
// garbage every LIVE_SAMPLE_MS to record the live heap), 'report' (send the figures), 'close'.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../api/src/config.ts';
import { openDatabase } from '../../api/src/db/database.ts';
import { seedOnStart } from '../../api/src/db/seedOnStart.ts';
import { createServices } from '../../api/src/services.ts';
import { createAppServer } from '../../api/src/server.ts';
import { createTestDatabase } from '../../api/src/test/db.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'qc-bench-imports-'));
// migrated and empty: the demo data is written below, as on start
const serverDatabase = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
const config = loadConfig(
  { ...process.env, NODE_ENV: 'test', REDIS_URL: '', DATABASE_URL: serverDatabase?.url ?? '' },
  { dataDir, uploadsDir: join(dataDir, 'uploads'), outboxDir: join(dataDir, 'outbox'), tokenSecret: 'bench-secret-bench-secret-bench-secret-0123', seedDemoData: true, operationsPerMinute: 100_000, legacyLivePort: null },
);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seedOnStart(config, database.prisma, { log: () => {}, warn: console.warn });
const { services, close: closeServices } = createServices(config, database);
const server = createAppServer(services);
const port = await server.listen(0, '127.0.0.1');
const app = {
  url: `http://127.0.0.1:${port}`,
  databaseUrl: database.url,
  async close() {
    await server.close();
    await closeServices();
    await database.close();
    await serverDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
};
const gc = (globalThis as { gc?: () => void }).gc!;
const LIVE_SAMPLE_MS = 100;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}
const current = (): Memory => {
  // external includes the ArrayBuffers (Buffers among them)
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
};
let cpuStart = process.cpuUsage();
let baseline = current();
let peak = current();
/** the largest heap left after a full collection while sampling live memory */
let live = 0;
let liveSampler: NodeJS.Timeout | undefined;
const sample = () => {
  const now = current();
  peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed), external: Math.max(peak.external, now.external) };
};
// Every 10 ms: the sampler runs on the app's own event loop and its CPU counts as the app's (every
// 2 ms it took about 1.1 s of a 20,000-row import's CPU); memory grows over seconds, not in 10 ms.
setInterval(sample, 10).unref();

process.on('message', async (message) => {
  if (message === 'reset' || message === 'reset-live') {
    clearInterval(liveSampler);
    gc();
    cpuStart = process.cpuUsage();
    baseline = current();
    peak = { ...baseline };
    live = baseline.heapUsed;
    if (message === 'reset-live') {
      liveSampler = setInterval(() => {
        gc();
        live = Math.max(live, process.memoryUsage().heapUsed);
      }, LIVE_SAMPLE_MS);
    }
    process.send!({ type: 'reset', baseline });
  } else if (message === 'report') {
    clearInterval(liveSampler);
    sample();
    const cpu = process.cpuUsage(cpuStart);
    process.send!({ type: 'report', baseline, peak, live, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
  } else if (message === 'close') {
    await app.close();
    process.exit(0);
  }
});
// the bench stopped without saying 'close' (it failed): the app goes with it
process.on('disconnect', () => void app.close().finally(() => process.exit(1)));

process.send!({ type: 'ready', url: app.url, databaseUrl: app.databaseUrl });
