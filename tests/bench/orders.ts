// Orders list bench: a page of 12 of 100,000 orders, sorted by erpOrderNo descending, filtered by
// platform and the viewer's active group, through GraphQL and as the raw SQL page. `npm run bench:orders`.
import pg from 'pg';
import { startTestApp } from '../../api/src/test/app.ts';
import { compare, measure, printComparison } from './measure.ts';
import { postGraphQL } from './client.ts';

const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
else delete process.env.TEST_DATABASE_URL;

const app = await startTestApp({ seed: true });
const { prisma } = app.services;
const platform = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
const groups = await prisma.group.findMany({ where: { pid: platform.id }, orderBy: { id: 'asc' } });
const group = groups[0]!;
await prisma.user.update({ where: { id: admin.id }, data: { groupId: group.id } });
const other = await prisma.platform.findFirstOrThrow({ where: { name: { not: 'Acme Lighting' } } });

console.log(`Database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; inserting ${ORDER_COUNT.toLocaleString()} orders…`);
const t0 = Date.now();
const groupIds = groups.map((g) => g.id);
// A quarter of the orders belong to another platform; the rest are spread over Acme's groups and no group.
await prisma.$executeRawUnsafe(`
  INSERT INTO "Quote" ("_id", type, pid, "groupId", "createdByUserId", username, "createdByFirstName", "createdByLastName",
                       "customerName", "jobName", "totalCost", "lineCount", "erpOrderNo", "orderStatus", "dateOrderPlaced",
                       "createdAt", "updatedAt")
  SELECT gen_random_uuid()::text, 2,
         CASE WHEN g % 4 = 0 THEN ${other.id} ELSE ${platform.id} END,
         CASE WHEN g % 4 = 0 THEN NULL ELSE (ARRAY[${groupIds.join(',')}, NULL]::int[])[1 + (g % ${groupIds.length + 1})] END,
         ${admin.id}, '${admin.username}', 'Bench', 'User',
         'Customer ' || (g % 500), 'Job ' || g, (g % 10000) * 1.25, g % 7,
         'SO-' || lpad(g::text, 8, '0'), 'O', now() - (g || ' minutes')::interval,
         now() - (g || ' minutes')::interval, now()
  FROM generate_series(1, ${ORDER_COUNT}) AS g`);
await prisma.$executeRawUnsafe(`ANALYZE "Quote"`);
console.log(`  inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const token = await app.login('admin@acme.test');
const query = `query Orders($after: String) {
  quotes(type: 2, first: 12, after: $after, orderBy: { field: erpOrderNo, direction: DESC }) {
    totalCount
    edges { node { id rowId erpOrderNo companyName contactFirstName contactLastName customerName createdByFirstName createdByLastName dateOrderPlaced totalCost } }
    pageCursors { around { cursor page isCurrent } }
  }
}`;
let firstPage: { erpOrderNo: string }[] = [];
const graphqlPage = async () => {
  const body = await postGraphQL(app.url, token, query, { after: null });
  firstPage = body.data.quotes.edges.map((e: any) => e.node);
};

const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 5 });
const PAGE_SQL = `SELECT q.id, q."erpOrderNo", cu."companyName", c."firstName", c."lastName", q."customerName", q."createdByFirstName",
                         q."createdByLastName", q."dateOrderPlaced", q."totalCost"
                  FROM "Quote" q LEFT JOIN "Contact" c ON c.id = q."contactId" LEFT JOIN "Customer" cu ON cu.id = q."customerId"
                  WHERE q.pid = $1 AND q.type = 2 AND q."groupId" = $2
                  ORDER BY q."erpOrderNo" DESC, q.id DESC LIMIT 12`;
const COUNT_SQL = `SELECT count(*) FROM "Quote" WHERE pid = $1 AND type = 2 AND "groupId" = $2`;
let rawFirst: { erpOrderNo: string }[] = [];
const rawPage = async () => {
  const [page] = await Promise.all([pool.query(PAGE_SQL, [platform.id, group.id]), pool.query(COUNT_SQL, [platform.id, group.id])]);
  rawFirst = page.rows;
};

// The embedded database runs inside the API process, so one request at a time shows the cost of
// the work itself and four at a time shows throughput on the shared thread.
const title = `Orders list page (12 of ${ORDER_COUNT.toLocaleString()} orders, platform + group filter, sorted by erpOrderNo DESC, with total count)`;
{
  const [graphql, raw] = await compare(graphqlPage, rawPage, { requests: Number(process.env.BENCH_REQUESTS ?? 400) / 2 });
  printComparison(`${title}, one at a time`, graphql, raw, undefined, 1.5);
}
{
  const options = { requests: Number(process.env.BENCH_REQUESTS ?? 400), concurrency: 4 };
  const raw = await measure(rawPage, options);
  const graphql = await measure(graphqlPage, options);
  printComparison(`${title}, 4 at a time (throughput)`, graphql, raw);
}
const same = JSON.stringify(firstPage.map((o) => o.erpOrderNo)) === JSON.stringify(rawFirst.map((o) => o.erpOrderNo));
console.log(`  same first page from both: ${same ? 'yes' : 'NO'}`);

let seqScan = false;
for (const [label, sql] of [
  ['page', PAGE_SQL],
  ['count', COUNT_SQL],
] as const) {
  const plan = await pool.query(`EXPLAIN ${sql}`, [platform.id, group.id]);
  const text = plan.rows.map((r) => r['QUERY PLAN'] as string);
  if (text.some((line) => /Seq Scan on "Quote"/.test(line))) seqScan = true;
  console.log(`  ${label} plan:\n    ${text.join('\n    ')}`);
}
console.log(`  sequential scan of "Quote": ${seqScan ? 'YES' : 'no'}`);

await pool.end();
await app.close();
if (seqScan || !same) process.exitCode = 1;
