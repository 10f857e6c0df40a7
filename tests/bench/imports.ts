// Importing 10,000 product rows from a spreadsheet: rows per second, the app's peak memory, and
// the ratio to a bulk SQL insert of the same rows. `npx tsx tests/bench/imports.ts`, also run by
// `npm run bench`.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { productRows, templateWorkbook } from '../../api/src/imports/testFiles.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const MiB = 2 ** 20;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

const child: ChildProcess = fork(fileURLToPath(new URL('./importServer.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', '--expose-gc'],
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
const login = await fetch(`${url}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'super@acme.test', password: 'Demo!2345' }),
});
const token = ((await login.json()) as { result: { token: string } }).result.token;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const pid = (await pool.query(`SELECT id FROM "Platform" WHERE name = 'Acme Lighting'`)).rows[0].id as number;

async function importFile(rows: number, prefix: string) {
  const file = await templateWorkbook('Products', productRows(rows, prefix));
  child.send('reset');
  await nextMessage('reset');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'products.xlsx');
  form.append('id', String(pid));
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/importManagement/importProducts`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { result: [boolean, unknown] };
  const seconds = (performance.now() - started) / 1000;
  if (!body.result?.[0]) throw new Error(`import failed: ${JSON.stringify(body).slice(0, 300)}`);
  child.send('report');
  const { baseline, peak } = await nextMessage<{ baseline: Memory; peak: Memory }>('report');
  return { seconds, bytes: file.length, baseline, peak };
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

const sizes = [Math.round(ROWS / 4), Math.round(ROWS / 2), ROWS];
const imports = [];
for (const [index, size] of sizes.entries()) imports.push({ size, ...(await importFile(size, `IMP${index}`)) });
// The machine may be shared: the full-size import and the bulk insert alternate three times and
// the medians are compared.
const importTimes = [imports.at(-1)!.seconds];
const bulkTimes: number[] = [];
for (let round = 0; round < 3; round += 1) {
  bulkTimes.push((await bulkInsert(ROWS, `SQL${round}`)).seconds);
  if (round < 2) importTimes.push((await importFile(ROWS, `AGAIN${round}`)).seconds);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const full = { ...imports.at(-1)!, seconds: median(importTimes) };
const bulk = { seconds: median(bulkTimes) };

const rate = (rows: number, seconds: number) => `${Math.round(rows / seconds).toLocaleString('en-US').padStart(7)} rows/s`;
console.log(`\nSpreadsheet import of ${ROWS.toLocaleString('en-US')} product rows (upload, zip checks, streaming parse, validation, one transaction)`);
console.log(`  import       ${rate(ROWS, full.seconds)}   ${full.seconds.toFixed(2)} s   (file ${(full.bytes / 1024).toFixed(0)} KiB, through HTTP)`);
console.log(`  bulk SQL     ${rate(ROWS, bulk.seconds)}   ${bulk.seconds.toFixed(2)} s   (INSERT … SELECT FROM unnest, same rows)`);
console.log(`  ratio (import / bulk SQL): ${(full.seconds / bulk.seconds).toFixed(2)}x   (target ≤ 5x; medians of 3, runs ${importTimes.map((t) => t.toFixed(2)).join('/')} s vs ${bulkTimes.map((t) => t.toFixed(2)).join('/')} s)`);
console.log('  app process memory above its idle baseline, by file size (peak during the import):');
for (const run of imports) {
  const heap = (run.peak.heapUsed - run.baseline.heapUsed) / MiB;
  const external = (run.peak.external - run.baseline.external) / MiB;
  const rss = (run.peak.rss - run.baseline.rss) / MiB;
  console.log(
    `    ${run.size.toLocaleString('en-US').padStart(6)} rows: heap +${heap.toFixed(1).padStart(5)} MiB (${((heap * MiB) / run.size).toFixed(0).padStart(5)} B/row), buffers +${external.toFixed(1).padStart(5)} MiB, rss +${rss.toFixed(1).padStart(6)} MiB (peak rss ${(run.peak.rss / MiB).toFixed(0)} MiB), ${rate(run.size, run.seconds)}`,
  );
}

await pool.end();
child.send('close');
await new Promise((resolve) => child.once('exit', resolve));
