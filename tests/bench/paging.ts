// Deep paging: page 1 and page 8,000 of 100,000 quotes through the quote list query the web client
// sends (QuoteListRefetchQuery: offset page cursors, sorted by createdAt, with the total count), over
// HTTP, measured side by side in one run. The embedded database always; PostgreSQL as well when
// BENCH_DATABASE_URL is set. `npm run bench:paging`, also run by `npm run bench`.
import { startTestApp } from '../../api/src/test/app.ts';
import { offsetCursor } from '../../api/src/schema/connections.ts';
import { compare, type Figures } from './measure.ts';
import { operationText, postGraphQL } from './client.ts';
import refetchQuery from '../../web/src/features/quotes/__generated__/QuoteListRefetchQuery.graphql.ts';

const QUOTE_COUNT = Number(process.env.BENCH_QUOTES ?? 100_000);
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 8_000);
const PAGE_SIZE = 12;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TARGET = 1.5;
const QUERY = operationText(refetchQuery);

interface PagingFigures {
  database: string;
  state: string;
  total: number;
  first: Figures;
  deep: Figures;
}

async function benchDatabase(serverUrl: string | undefined): Promise<PagingFigures[]> {
  if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;
  const database = serverUrl ? 'PostgreSQL' : 'embedded PGlite';
  const app = await startTestApp({ seed: true });
  try {
    const { prisma } = app.services;
    const platform = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
    const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
    const started = Date.now();
    await prisma.$executeRawUnsafe(`
      INSERT INTO "Quote" ("_id", type, pid, "createdByUserId", username, "createdByFirstName", "createdByLastName",
                           "customerName", "jobName", "totalCost", "lineCount", "createdAt", "updatedAt")
      SELECT gen_random_uuid()::text, 1, ${platform.id}, ${admin.id}, '${admin.username}', 'Bench', 'User',
             'Customer ' || (g % 500), 'Job ' || g, (g % 10000) * 1.25, g % 7,
             now() - (g || ' minutes')::interval, now()
      FROM generate_series(1, ${QUOTE_COUNT}) AS g`);
    await prisma.$executeRawUnsafe(`ANALYZE "Quote"`);
    console.log(`${database}: ${QUOTE_COUNT.toLocaleString('en-US')} quotes inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const token = await app.login('admin@acme.test');
    const page = (after: string | null) => postGraphQL(app.url, token, QUERY, { type: 1, after });
    const deepCursor = offsetCursor((DEEP_PAGE - 1) * PAGE_SIZE - 1);
    const [firstBody, deepBody] = await Promise.all([page(null), page(deepCursor)]);
    const total = firstBody.data.quotes.totalCount as number;
    const current = deepBody.data.quotes.pageCursors.around.find((cursor: { isCurrent: boolean }) => cursor.isCurrent)?.page;
    if (current !== DEEP_PAGE || deepBody.data.quotes.edges.length !== PAGE_SIZE) {
      throw new Error(`page ${DEEP_PAGE} came back as page ${current} with ${deepBody.data.quotes.edges.length} rows`);
    }
    // Freshly loaded, the table's pages are not yet marked all-visible, so even an index-only scan
    // visits every skipped row's heap page; PostgreSQL's autovacuum marks them soon after a bulk
    // load, the embedded database (no autovacuum) only when VACUUM runs.
    const figures: PagingFigures[] = [];
    for (const state of ['freshly loaded', 'after VACUUM']) {
      if (state === 'after VACUUM') await prisma.$executeRawUnsafe(`VACUUM "Quote"`);
      const [first, deep] = await compare(() => page(null), () => page(deepCursor), { requests: REQUESTS });
      figures.push({ database, state, total, first, deep });
    }
    return figures;
  } finally {
    await app.close();
  }
}

const databases = [undefined, ...(process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : [])];
const results: PagingFigures[] = [];
for (const serverUrl of databases) results.push(...(await benchDatabase(serverUrl)));

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
console.log(
  `\nDeep paging: the web client's quote list query (12 a page, newest first, total count and page cursors) over HTTP, one request at a time`,
);
console.log(`  ${'database'.padEnd(16)} ${'table'.padEnd(14)} ${'quotes'.padStart(8)}   ${'page 1 p50'.padStart(10)}   ${`page ${DEEP_PAGE.toLocaleString('en-US')} p50`.padStart(14)}   ${'ratio'.padStart(6)}   ${'page 1 p99'.padStart(10)}   ${`page ${DEEP_PAGE.toLocaleString('en-US')} p99`.padStart(14)}`);
for (const { database, state, total, first, deep } of results) {
  console.log(
    `  ${database.padEnd(16)} ${state.padEnd(14)} ${total.toLocaleString('en-US').padStart(8)}   ${ms(first.p50)}   ${ms(deep.p50).padStart(14)}   ${`${(deep.p50 / first.p50).toFixed(2)}x`.padStart(6)}   ${ms(first.p99)}   ${ms(deep.p99).padStart(14)}`,
  );
}
console.log(`  measured ${results[0]!.first.requests} requests each, alternating, after ${results[0]!.first.warmups} each to warm up; target p50 ratio ≤ ${TARGET}x`);
if (!process.env.BENCH_DATABASE_URL) console.log('  (PostgreSQL not measured: set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)');
