// Customer imports through the upload endpoint, with the app in a child process so its memory is
// watched alone: 50,000 customer rows (each with a contact and a billing address), first as a dry
// run, then committed; for each, rows per second, the app's CPU time, its peak RSS above idle, and
// the p99 of a quote read sent while it runs. `npm run bench:imports`, also run by `npm run bench`.
// BENCH_IMPORT_ROWS=10000 picks another size; BENCH_DATABASE_URL runs on PostgreSQL instead of the
// embedded database; BENCH_INSTANCE_ARGS adds node options to the app's process.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { customerRows, templateWorkbook } from '../../api/src/imports/testFiles.ts';
import { IMPORT_BATCH, STAGE_BATCH, type ImportAnswer } from '../../api/src/imports/service.ts';
import { postGraphQL } from './client.ts';
import { startImportServer, type Memory } from './importServerProcess.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const MiB = 2 ** 20;
const SPEED_TARGET = 5_000;
const RSS_TARGET_MIB = 150;
const READ_TARGET_MS = 100;

const { child, nextMessage, database, url, databaseUrl } = await startImportServer();
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
const QUOTE_READ = `query($id: Int!) { quote(id: $id) { id rowId jobName customerName totalCost lineCount
  lines { id rowId lineNumber partNumber description quantity price total } } }`;
const readQuote = () => postGraphQL(url, readerToken, QUOTE_READ, { id: readQuoteRow.id });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Reads the quote one request at a time, 5 ms apart, until `until` settles; latencies in ms. */
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
async function upload(file: Buffer, dryRun: boolean): Promise<ImportAnswer> {
  const boundary = `bench${Date.now()}`;
  const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const payload = Buffer.concat([
    field('id', String(pid)),
    field('dryRun', String(dryRun)),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="customers.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const text = await new Promise<string>((resolve, reject) => {
    const request = http.request(
      `${url}/api/v1/importManagement/importCustomers`,
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
  const body = JSON.parse(text) as { result: ImportAnswer | null };
  if (!body.result?.ok) throw new Error(`import failed: ${text.slice(0, 300)}`);
  return body.result;
}

async function run(file: Buffer, dryRun: boolean) {
  child.send('reset');
  await nextMessage('reset');
  const started = performance.now();
  const uploading = upload(file, dryRun).then((answer) => ({ answer, seconds: (performance.now() - started) / 1000 }));
  const reads = await readWhile(uploading);
  const { answer, seconds } = await uploading;
  child.send('report');
  const { baseline, peak, cpuSeconds } = await nextMessage<{ baseline: Memory; peak: Memory; cpuSeconds: number }>('report');
  return { answer, seconds, cpuSeconds, rss: peak.rss - baseline.rss, heap: peak.heapUsed - baseline.heapUsed, external: peak.external - baseline.external, reads };
}

// Warm up (code loading, plan caches) on a small file first.
await run(await templateWorkbook('Customers', customerRows(200, 'WARM')), false);
const idleReads: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const started = performance.now();
  await readQuote();
  idleReads.push(performance.now() - started);
}
idleReads.sort((a, b) => a - b);

const file = await templateWorkbook('Customers', customerRows(ROWS, 'BENCH'));
const dry = await run(file, true);
const commit = await run(file, false);
const written = Number((await pool.query(`SELECT count(*)::int AS n FROM "Customer" WHERE "erpId" LIKE 'BENCH-%'`)).rows[0].n);

const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pad = (text: string, width: number) => text.padStart(width);
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

console.log(`\nCustomer imports of ${ROWS.toLocaleString('en-US')} rows (contact and billing address each) through the upload endpoint`);
console.log(`(${database}; the app in its own process; file ${(file.length / 1024).toFixed(0)} KiB; staged ${STAGE_BATCH} rows a statement, written ${IMPORT_BATCH} a transaction)`);
console.log(`  ${pad('run', 8)}  ${pad('time', 8)}  ${pad('speed', 14)}  ${pad('app cpu', 8)}  ${pad('cpu rows/s', 11)}  ${pad('peak rss', 10)}  ${pad('reads', 5)}  ${pad('read p50', 9)}  ${pad('read p99', 9)}  outcome`);
for (const [name, result] of [['dry run', dry], ['commit', commit]] as const) {
  const counts = result.answer.counts;
  console.log(
    `  ${pad(name, 8)}  ${pad(`${result.seconds.toFixed(1)} s`, 8)}  ${pad(`${Math.round(ROWS / result.seconds).toLocaleString('en-US')} rows/s`, 14)}  ${pad(`${result.cpuSeconds.toFixed(1)} s`, 8)}  ${pad(Math.round(ROWS / result.cpuSeconds).toLocaleString('en-US'), 11)}  ${pad(`+${mib(result.rss)}`, 10)}  ${pad(String(result.reads.length), 5)}  ${pad(ms(percentile(result.reads, 50)), 9)}  ${pad(ms(percentile(result.reads, 99)), 9)}  ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.error} errors`,
  );
}
for (const [name, result] of [['dry run', dry], ['commit', commit]] as const) {
  console.log(`  ${name}: of the peak RSS growth, JavaScript heap +${mib(result.heap)}, buffers and WebAssembly memory +${mib(result.external)} (each its own peak)`);
}
console.log(`  customers written: ${written.toLocaleString('en-US')} (after the dry run: none)`);
console.log(`  the same quote read with no import running: p50 ${ms(percentile(idleReads, 50))}, p99 ${ms(percentile(idleReads, 99))} (200 reads of a quote of ${readQuoteRow.lines} lines)`);
for (const [name, result] of [['dry run', dry], ['commit', commit]] as const) {
  console.log(
    `  ${name}: speed ≥ ${SPEED_TARGET.toLocaleString('en-US')} rows/s ${met(ROWS / result.seconds >= SPEED_TARGET)}; peak RSS growth ≤ ${RSS_TARGET_MIB} MiB ${met(result.rss <= RSS_TARGET_MIB * MiB)}; quote read p99 ≤ ${READ_TARGET_MS} ms ${met(percentile(result.reads, 99) <= READ_TARGET_MS)}`,
  );
}
console.log('  wall-clock figures depend on what else the machine runs; app cpu is the app process\'s own user + system time.');

await pool.end();
child.send('close');
await new Promise((resolve) => child.once('exit', resolve));
