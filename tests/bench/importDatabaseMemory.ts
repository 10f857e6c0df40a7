// How much memory the embedded database itself takes on while product rows are written to it, with
// no spreadsheet involved: the bench import's rows written by plain SQL in batches of 500 to an
// in-memory PGlite in this process, as the test harness runs it (`npm run bench:imports` runs the
// app on a data folder on disk). Sets the import figures apart from the database's own growth. `node --expose-gc --import tsx tests/bench/importDatabaseMemory.ts`.
import pg from 'pg';
import { startTestApp } from '../../api/src/test/app.ts';
import { productRows } from '../../api/src/imports/testFiles.ts';
const app = await startTestApp({ seed: true });
const gc = (globalThis as { gc?: () => void }).gc!;
const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
const pid = (await pool.query(`SELECT id FROM "Platform" WHERE name = 'Acme Lighting'`)).rows[0].id;
const M = (x: number) => (x / 2 ** 20).toFixed(1);
for (const rows of [2500, 50000]) {
  const data = productRows(rows, `G${rows}`);
  gc();
  const base = process.memoryUsage();
  const peak = { ...base };
  let gap = 0; let last = performance.now();
  const t = setInterval(() => { const m = process.memoryUsage(); for (const k of ['rss', 'heapUsed', 'arrayBuffers'] as const) peak[k] = Math.max(peak[k], m[k]); const now = performance.now(); gap = Math.max(gap, now - last); last = now; }, 2);
  for (let start = 0; start < rows; start += 500) {
    const slice = (i: number) => data.slice(start, start + 500).map((r) => r[i]);
    await pool.query(`INSERT INTO "Product" (pid, name, "productNumber", description, "headerId", "applicationInstance", "applicationName", profile, ruleset, namespace, server, "quantityInStock", "defaultPrice", "relatedItem", "createdByEmail", "updatedAt")
       SELECT $1, n, pn, d, h, ai, an, pr, rs, ns, sv, q, p, NULLIF(r, ''), 'bench@acme.test', now()
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::int[], $13::numeric[], $14::text[])
         AS t(n, pn, d, h, ai, an, pr, rs, ns, sv, q, p, r)`, [pid, ...Array.from({ length: 13 }, (_, i) => slice(i))]);
  }
  clearInterval(t);
  gc();
  const after = process.memoryUsage();
  console.log(`${rows} rows by SQL in batches of 500: peak heap +${M(peak.heapUsed - base.heapUsed)} peak arrayBuffers +${M(peak.arrayBuffers - base.arrayBuffers)} peak rss +${M(peak.rss - base.rss)}; after: heap +${M(after.heapUsed - base.heapUsed)} arrayBuffers +${M(after.arrayBuffers - base.arrayBuffers)} rss +${M(after.rss - base.rss)}; longest event-loop stall ${gap.toFixed(0)} ms`);
}
await pool.end(); await app.close(); process.exit(0);
