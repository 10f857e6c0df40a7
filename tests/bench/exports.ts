// A large list export through exportManagement/exportList, with the app in a child process so its
// memory is watched alone (importServer.ts): 100,000 products are written to one platform, then the
// product list is exported at 10,000 rows (a search narrowing it) and at 100,000 rows; for each, the
// time, the app's CPU time, the file's size and the app's peak RSS and heap above idle; then both
// again for the heap still in use. A streamed export reads and writes a page at a time, so the heap
// in use stays about the same whatever the number of rows.
// `npm run bench:exports`; BENCH_EXPORT_ROWS picks another size; BENCH_DATABASE_URL runs on PostgreSQL.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startImportServer, type Memory } from './importServerProcess.ts';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const MiB = 2 ** 20;
const RSS_TARGET_MIB = 150;

const { child, nextMessage, database, url, databaseUrl } = await startImportServer();
const response = await fetch(`${url}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'super@acme.test', password: 'Demo!2345' }),
});
const token = ((await response.json()) as { result: { token: string } }).result.token;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const pid = (await pool.query(`SELECT id FROM "Platform" WHERE name = 'Acme Lighting'`)).rows[0].id as number;
// one row in ten has "tenth" in its name, so a search narrows the export to a tenth of it
await pool.query(
  `INSERT INTO "Product" (pid, name, "productNumber", description, "defaultPrice", "quantityInStock", "isNonConfigurable", "createdAt", "updatedAt")
   SELECT $1, CASE WHEN n % 10 = 0 THEN 'Bench tenth lamp ' ELSE 'Bench lamp ' END || n, 'EXP-' || lpad(n::text, 7, '0'),
          'A bench product, =not a formula ' || n, (n % 500) + 0.99, n % 1000, true, now(), now()
   FROM generate_series(1, $2::int) AS n`,
  [pid, ROWS],
);
// what autovacuum, or the embedded database's upkeep (api/src/db/upkeep.ts), does within a minute
await pool.query('ANALYZE "Product"');
await pool.end();

/** One export; `live` also collects garbage every 100 ms during it, for the largest heap still in use (what the export holds, garbage aside). */
async function exportRun(search: string, mode: 'reset' | 'reset-live' = 'reset') {
  child.send(mode);
  await nextMessage('reset');
  const started = performance.now();
  const answer = await fetch(`${url}/api/v1/exportManagement/exportList`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ list: 'products', search, filters: { pid } }),
  });
  if (!answer.ok || !answer.body) throw new Error(`export failed: ${answer.status} ${await answer.text()}`);
  let bytes = 0;
  const reader = answer.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  const seconds = (performance.now() - started) / 1000;
  child.send('report');
  const { baseline, peak, live, cpuSeconds } = await nextMessage<{ baseline: Memory; peak: Memory; live: number; cpuSeconds: number }>('report');
  return { seconds, cpuSeconds, bytes, rss: peak.rss - baseline.rss, heap: peak.heapUsed - baseline.heapUsed, live: live - baseline.heapUsed };
}

const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
console.log(`List export (products), ${database}, ${ROWS.toLocaleString('en-US')} rows written first`);
const runs = [
  ['tenth', 'Bench tenth', Math.floor(ROWS / 10)],
  ['all', 'Bench', ROWS],
] as const;
const results = [];
for (const [name, search, rows] of runs) {
  const result = await exportRun(search);
  results.push(result);
  console.log(
    `  ${name.padEnd(6)} ${rows.toLocaleString('en-US').padStart(8)} rows  ${result.seconds.toFixed(1).padStart(6)} s  ${Math.round(rows / result.seconds).toLocaleString('en-US').padStart(7)} rows/s  app CPU ${result.cpuSeconds.toFixed(1).padStart(5)} s  file ${mib(result.bytes).padStart(9)}  peak RSS growth +${mib(result.rss)}  peak heap growth +${mib(result.heap)}`,
  );
}
// The peak heap above counts garbage V8 has not collected yet (how much it lets gather before a full
// collection is its own choice); the heap in use after full collections shows what the export holds.
for (const [name, search] of runs) {
  const { live } = await exportRun(search, 'reset-live');
  console.log(`  ${name.padEnd(6)} again, collecting garbage every 100 ms: live heap growth +${mib(live)}`);
}
const last = results.at(-1)!;
console.log(`  peak RSS growth ≤ ${RSS_TARGET_MIB} MiB at ${ROWS.toLocaleString('en-US')} rows: ${last.rss <= RSS_TARGET_MIB * MiB ? 'met' : 'MISSED'}`);
child.send('close');
