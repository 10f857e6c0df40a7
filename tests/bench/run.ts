// Benchmarks, printed side by side in one run. `npm run bench`; BENCH_DATABASE_URL points them at PostgreSQL.
import pg from 'pg';
import { startTestApp } from '../../api/src/test/app.ts';
import { compare, printComparison } from './measure.ts';
import { postGraphQL } from './client.ts';
import { benchQuoteDetail } from './quotes.ts';

const QUOTE_COUNT = Number(process.env.BENCH_QUOTES ?? 100_000);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
else delete process.env.TEST_DATABASE_URL;

const app = await startTestApp({ seed: true });
const { prisma } = app.services;
const platform = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });

console.log(`Database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; inserting ${QUOTE_COUNT.toLocaleString()} quotes…`);
const t0 = Date.now();
await prisma.$executeRawUnsafe(`
  INSERT INTO "Quote" ("_id", type, pid, "createdByUserId", username, "createdByFirstName", "createdByLastName",
                       "customerName", "jobName", "totalCost", "lineCount", "createdAt", "updatedAt")
  SELECT gen_random_uuid()::text, 1, ${platform.id}, ${admin.id}, '${admin.username}', 'Bench', 'User',
         'Customer ' || (g % 500), 'Job ' || g, (g % 10000) * 1.25, g % 7,
         now() - (g || ' minutes')::interval, now()
  FROM generate_series(1, ${QUOTE_COUNT}) AS g`);
await prisma.$executeRawUnsafe(`ANALYZE "Quote"`);
console.log(`  inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const token = await app.login('admin@acme.test');
const query = `query Page($after: String) {
  quotes(type: 1, first: 12, after: $after, orderBy: { field: createdAt, direction: DESC }) {
    totalCount
    edges { node { id rowId jobName customerName contactFirstName contactLastName createdByFirstName createdByLastName createdAt totalCost } }
    pageCursors { around { cursor page isCurrent } }
  }
}`;
const graphqlPage = () => postGraphQL(app.url, token, query, { after: null });

const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 5 });
const rawPage = async () => {
  await Promise.all([
    pool.query(
      `SELECT q.id, q."jobName", q."customerName", c."firstName", c."lastName", q."createdByFirstName", q."createdByLastName", q."createdAt", q."totalCost"
       FROM "Quote" q LEFT JOIN "Contact" c ON c.id = q."contactId"
       WHERE q.pid = $1 AND q.type = 1 ORDER BY q."createdAt" DESC, q.id DESC LIMIT 12`,
      [platform.id],
    ),
    pool.query(`SELECT count(*) FROM "Quote" WHERE pid = $1 AND type = 1`, [platform.id]),
  ]);
};

const [graphql, raw] = await compare(graphqlPage, rawPage, { requests: Number(process.env.BENCH_REQUESTS ?? 400) });
printComparison(`Quote list page (12 of ${QUOTE_COUNT.toLocaleString()}, sorted by createdAt, with total count), one at a time`, graphql, raw);

const plan = await pool.query(
  `EXPLAIN SELECT id FROM "Quote" WHERE pid = $1 AND type = 1 ORDER BY "createdAt" DESC, id DESC LIMIT 12`,
  [platform.id],
);
console.log(`  plan: ${plan.rows.map((r) => r['QUERY PLAN']).join(' | ')}`);

await benchQuoteDetail(app, pool);

const memory = process.memoryUsage();
console.log(`\nProcess memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
await pool.end();
await app.close();

// BENCH_ONLY=quotes stops here (quote list, detail and quantity figures only).
if (process.env.BENCH_ONLY === 'quotes') process.exit(0);

// Spreadsheet imports (own app in a child process, so its memory is measured alone).
await import('./imports.ts');
await (await import('./configurator.ts')).benchConfigurator();
const { printGuessingFigures } = await import('./guessing.ts');
await printGuessingFigures();
