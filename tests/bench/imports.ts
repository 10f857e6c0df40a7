// Spreadsheet imports through the upload endpoint, with the app in a child process so its memory is
// watched alone: memory above idle for 2,500 / 10,000 / 50,000 product rows, the latency of a quote
// read sent while each import runs, and the import's speed against a bulk SQL insert of the same
// rows. `npm run bench:imports`, also run by `npm run bench`. BENCH_IMPORT_SIZES=2500,10000 picks
// other sizes; BENCH_INSTANCE_ARGS adds node options to the app's process (as in the saturation bench).
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { productRows, templateWorkbook } from '../../api/src/imports/testFiles.ts';
import { IMPORT_BATCH } from '../../api/src/imports/service.ts';
import { postGraphQL } from './client.ts';
import { INSTANCE_ARGS } from './instances.ts';

const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '2500,10000,50000').split(',').map(Number);
const SPEED_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const MiB = 2 ** 20;
const MEMORY_TARGET = 1.5;
const READ_TARGET_MS = 100;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
else delete process.env.TEST_DATABASE_URL;
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

const child: ChildProcess = fork(fileURLToPath(new URL('./importServer.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', '--expose-gc', ...INSTANCE_ARGS],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const nextMessage = <T>(type: string) =>
  new Promise<T>((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });

const { url, databaseUrl } = await nextMessage<{ url: string; databaseUrl: string }>('ready');
const login = async (username: string) => {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo!2345' }),
  });
  return ((await response.json()) as { result: { token: string } }).result.token;
};
const token = await login('super@acme.test');
const readerToken = await login('user@acme.test');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const pid = (await pool.query(`SELECT id FROM "Platform" WHERE name = 'Acme Lighting'`)).rows[0].id as number;

// The read sent during imports: a signed-in user opening one of their quotes with its lines.
const readQuoteRow = (await pool.query(
  `SELECT q.id, (SELECT count(*)::int FROM "QuoteLine" l WHERE l."quoteId" = q.id) AS lines
   FROM "Quote" q JOIN "User" u ON u.id = q."createdByUserId"
   WHERE u.username = 'user@acme.test' AND q.type = 1 ORDER BY lines DESC, q.id LIMIT 1`,
)).rows[0] as { id: number; lines: number };
const quoteId = readQuoteRow.id;
const QUOTE_READ = `query($id: Int!) { quote(id: $id) { id rowId jobName customerName totalCost lineCount
  lines { id rowId lineNumber partNumber description quantity price total } } }`;
const readQuote = () => postGraphQL(url, readerToken, QUOTE_READ, { id: quoteId });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Reads the quote one request at a time, a few ms apart, until `until` settles; latencies in ms. */
async function readWhile(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => {});
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await readQuote();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return latencies.sort((a, b) => a - b);
}

/** Uploads with node:http, which waits as long as the import takes (fetch gives up after 300 s). */
async function upload(file: Buffer) {
  const boundary = `bench${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="id"\r\n\r\n${pid}\r\n`),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="products.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const text = await new Promise<string>((resolve, reject) => {
    const request = http.request(
      `${url}/api/v1/importManagement/importProducts`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': payload.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
  const body = JSON.parse(text) as { result: [boolean, unknown] };
  if (!body.result?.[0]) throw new Error(`import failed: ${text.slice(0, 300)}`);
  return body.result[1] as string;
}

async function importFile(rows: number, prefix: string, options: { readDuring?: boolean; sampleLive?: boolean } = {}) {
  const file = await templateWorkbook('Products', productRows(rows, prefix));
  child.send(options.sampleLive ? 'reset-live' : 'reset');
  await nextMessage('reset');
  const started = performance.now();
  const uploading = upload(file).then((message) => ({ message, seconds: (performance.now() - started) / 1000 }));
  const reads = options.readDuring ? await readWhile(uploading) : [];
  const { message, seconds } = await uploading;
  child.send('report');
  const { baseline, peak, live } = await nextMessage<{ baseline: Memory; peak: Memory; live: number }>('report');
  return { rows, message, seconds, bytes: file.length, baseline, peak, live: live - baseline.heapUsed, reads };
}

/** The same rows in one transaction: one INSERT … SELECT FROM unnest(arrays) per 5,000 rows. */
async function bulkInsert(rows: number, prefix: string) {
  const data = productRows(rows, prefix);
  const column = (index: number) => data.map((row) => row[index]);
  const client = await pool.connect();
  const started = performance.now();
  await client.query('BEGIN');
  for (let start = 0; start < rows; start += 5000) {
    const slice = (index: number) => column(index).slice(start, start + 5000);
    await client.query(
      `INSERT INTO "Product" (pid, name, "productNumber", description, "headerId", "applicationInstance", "applicationName", profile, ruleset, namespace, server, "quantityInStock", "defaultPrice", "relatedItem", "createdByEmail", "updatedAt")
       SELECT $1, n, pn, d, h, ai, an, pr, rs, ns, sv, q, p, NULLIF(r, ''), 'bench@acme.test', now()
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::int[], $13::numeric[], $14::text[])
         AS t(n, pn, d, h, ai, an, pr, rs, ns, sv, q, p, r)`,
      [pid, ...Array.from({ length: 13 }, (_, index) => slice(index))],
    );
  }
  await client.query('COMMIT');
  const seconds = (performance.now() - started) / 1000;
  client.release();
  return { seconds };
}

// Warm both paths up (code loading, plan caches) on small files first.
await importFile(200, 'WARM');
await bulkInsert(200, 'WARMSQL');
for (let i = 0; i < 50; i += 1) await readQuote();
const idleReads: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const started = performance.now();
  await readQuote();
  idleReads.push(performance.now() - started);
}
idleReads.sort((a, b) => a - b);

// Each size is imported twice: once with a quote read running alongside (latency, peak memory),
// once with a full garbage collection every second in the app (the live heap: what the import holds,
// without the garbage the collector has not yet reclaimed).
const imports: (Awaited<ReturnType<typeof importFile>> & { liveHeap: number })[] = [];
for (const [index, size] of SIZES.entries()) {
  const measured = await importFile(size, `IMP${index}`, { readDuring: true });
  const { live } = await importFile(size, `LIVE${index}`, { sampleLive: true });
  imports.push({ ...measured, liveHeap: live });
}

// Speed: imports and bulk inserts of SPEED_ROWS alternate three times, so load from other processes
// on the machine falls on both alike, and the medians are compared.
const importTimes: number[] = [];
const bulkTimes: number[] = [];
for (let round = 0; round < 3; round += 1) {
  importTimes.push((await importFile(SPEED_ROWS, `AGAIN${round}`)).seconds);
  bulkTimes.push((await bulkInsert(SPEED_ROWS, `SQL${round}`)).seconds);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rate = (rows: number, seconds: number) => `${Math.round(rows / seconds).toLocaleString('en-US')} rows/s`;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pad = (text: string, width: number) => text.padStart(width);

console.log(`\nSpreadsheet imports of product rows through the upload endpoint (${database}; the app in its own process)`);
console.log(
  `  ${pad('rows', 6)}  ${pad('file', 9)}  ${pad('live heap', 10)}  ${pad('peak heap', 10)}  ${pad('peak buffers', 12)}  ${pad('peak rss', 10)}  ${pad('time', 7)}  ${pad('speed', 13)}  ${pad('reads', 5)}  ${pad('read p50', 9)}  ${pad('read p99', 9)}  ${pad('read max', 9)}`,
);
for (const run of imports) {
  console.log(
    `  ${pad(run.rows.toLocaleString('en-US'), 6)}  ${pad(`${(run.bytes / 1024).toFixed(0)} KiB`, 9)}  ${pad(run.liveHeap > 0 ? `+${mib(run.liveHeap)}` : 'no sample', 10)}  ${pad(`+${mib(run.peak.heapUsed - run.baseline.heapUsed)}`, 10)}  ${pad(`+${mib(run.peak.external - run.baseline.external)}`, 12)}  ${pad(`+${mib(run.peak.rss - run.baseline.rss)}`, 10)}  ${pad(`${run.seconds.toFixed(1)} s`, 7)}  ${pad(rate(run.rows, run.seconds), 13)}  ${pad(String(run.reads.length), 5)}  ${pad(ms(percentile(run.reads, 50)), 9)}  ${pad(ms(percentile(run.reads, 99)), 9)}  ${pad(ms(run.reads.at(-1) ?? NaN), 9)}`,
  );
}
console.log('  memory is above the idle app (after a full collection); live heap: the most left after full collections every 100 ms in a');
console.log('  second import of the same size; peaks: sampled every 2 ms, garbage included. Reads: a signed-in user opening a quote of');
console.log(`  ${readQuoteRow.lines} lines through GraphQL, one at a time, 5 ms apart, while the import runs.`);
const smallest = imports[0]!;
const largest = imports.at(-1)!;
const liveRatio = largest.liveHeap / smallest.liveHeap;
const peakRatio = (largest.peak.heapUsed - largest.baseline.heapUsed) / (smallest.peak.heapUsed - smallest.baseline.heapUsed);
const largestRss = largest.peak.rss - largest.baseline.rss;
const smallestRss = smallest.peak.rss - smallest.baseline.rss;
const worstRead = Math.max(...imports.map((run) => percentile(run.reads, 99)));
console.log(`  the same quote read with no import running: p50 ${ms(percentile(idleReads, 50))}, p99 ${ms(percentile(idleReads, 99))} (200 reads)`);
const verdict = (ratio: number) => `${ratio.toFixed(2)}x (${ratio <= MEMORY_TARGET ? 'met' : 'NOT met'})`;
// RSS moves in the allocator's steps: when the smaller import leaves it within one MiB, a ratio to
// that figure is noise, so the two figures are given instead.
const rssVerdict =
  smallestRss >= MiB
    ? verdict(largestRss / smallestRss)
    : `no ratio (+${mib(Math.max(0, smallestRss))} at ${smallest.rows.toLocaleString('en-US')} rows is within the allocator's steps; +${mib(largestRss)} at ${largest.rows.toLocaleString('en-US')})`;
console.log(
  `  ${largest.rows.toLocaleString('en-US')} rows / ${smallest.rows.toLocaleString('en-US')} rows, target ≤ ${MEMORY_TARGET}x: live heap ${smallest.liveHeap > 0 ? verdict(liveRatio) : 'not sampled (the smaller import took under a second)'}, peak heap ${verdict(peakRatio)}, peak rss ${rssVerdict}`,
);
console.log(`  quote read p99 during an import: ${ms(worstRead)} at worst (target ≤ ${READ_TARGET_MS} ms: ${worstRead <= READ_TARGET_MS ? 'met' : 'NOT met'})`);

const importSeconds = median(importTimes);
const bulkSeconds = median(bulkTimes);
console.log(`\nImport speed, ${SPEED_ROWS.toLocaleString('en-US')} rows (check the whole file, then write it in batches of ${IMPORT_BATCH}, each its own transaction)`);
console.log(`  import       ${pad(rate(SPEED_ROWS, importSeconds), 13)}   ${importSeconds.toFixed(2)} s   (through HTTP)`);
console.log(`  bulk SQL     ${pad(rate(SPEED_ROWS, bulkSeconds), 13)}   ${bulkSeconds.toFixed(2)} s   (INSERT … SELECT FROM unnest, same rows, one transaction)`);
console.log(
  `  ratio (import / bulk SQL): ${(importSeconds / bulkSeconds).toFixed(2)}x   (medians of 3, runs ${importTimes.map((t) => t.toFixed(2)).join('/')} s vs ${bulkTimes.map((t) => t.toFixed(2)).join('/')} s)`,
);

await pool.end();
child.send('close');
await new Promise((resolve) => child.once('exit', resolve));
