// Quote detail benchmarks: a 300-line quote through GraphQL against the raw SQL that reads the same
// rows, and a line quantity change against a raw single-row update plus the total recompute.
import type pg from 'pg';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { TestApp } from '../../api/src/test/app.ts';
import { compare, printComparison } from './measure.ts';
import { postGraphQL } from './client.ts';

const LINE_COUNT = 300;

export async function benchQuoteDetail(app: TestApp, pool: pg.Pool) {
  const { prisma } = app.services;
  const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
  const quote = await prisma.quote.create({
    data: { clientId: `bench-${Date.now()}`, type: 1, pid: user.pid, createdByUserId: user.id, username: user.username, jobName: 'Bench' },
  });
  await prisma.$executeRawUnsafe(`
    INSERT INTO "QuoteLine" ("_id", "quoteId", "lineNumber", "configurationId", "headerId", quantity, price, "imgUrl",
                             description, "partNumber", username, details, "isNonConfigurable", "updatedAt")
    SELECT gen_random_uuid()::text, ${quote.id}, g, '${quote.id}_' || g, 'H-' || g, 1 + g % 5, 10 + (g % 90) * 1.5,
           '/img/line-' || g || '.png', 'Line ' || g || ' description', 'PN-' || g, '${user.username}',
           '[{"Caption":"Lumens","Value":"1500","Type":1},{"Caption":"Finish","Value":"Bronze","Type":1}]'::jsonb, false, now()
    FROM generate_series(1, ${LINE_COUNT}) AS g`);
  await pool.query(`ANALYZE "QuoteLine"`);
  const line = await prisma.quoteLine.findFirstOrThrow({ where: { quoteId: quote.id, lineNumber: 1 } });
  const token = await app.login('user@acme.test');

  const post = (query: string, variables: Record<string, unknown>) => postGraphQL(app.url, token, query, variables);

  const detailQuery = `query($id: Int!) { quote(id: $id) { id rowId type jobName totalCost lineCount
    lines { id rowId _id lineNumber configurationId headerId productId quantity price total imgUrl description partNumber details isNonConfigurable } } }`;
  const graphqlLoad = () => post(detailQuery, { id: quote.id });
  const rawLoad = () =>
    Promise.all([
      pool.query(`SELECT id, type, "jobName", "totalCost", "lineCount", pid, "createdByUserId", "groupId" FROM "Quote" WHERE id = $1`, [quote.id]),
      pool.query(
        `SELECT id, "_id", "lineNumber", "configurationId", "headerId", "productId", quantity, price, quantity * price AS total, "imgUrl",
                description, "partNumber", details, "isNonConfigurable"
         FROM "QuoteLine" WHERE "quoteId" = $1 ORDER BY "lineNumber", id`,
        [quote.id],
      ),
    ]);

  // The quote load runs the most code per request, so it takes the longest warm-up (see compare).
  const detailOptions = { requests: Number(process.env.BENCH_DETAIL_REQUESTS ?? 1000), warmupMs: Number(process.env.BENCH_DETAIL_WARMUP_MS ?? 10_000) };
  const [graphqlDetail, rawDetail] = await compare(graphqlLoad, rawLoad, detailOptions);
  printComparison(`Quote detail with ${LINE_COUNT} lines, one at a time`, graphqlDetail, rawDetail, undefined, 2);
  const survivors = await survivingYoungCollections(graphqlLoad);
  console.log(`  heap kept past young collections per load (dies only in a full collection): ${(survivors / 1024).toFixed(0)} KiB`);

  let n = 0;
  const quantityMutation = `mutation($id: Int!, $q: Int!) { updateQuoteLine(id: $id, input: { quantity: $q }) { id quantity total quote { id totalCost lineCount } } }`;
  const graphqlQuantity = () => post(quantityMutation, { id: line.id, q: 1 + (n++ % 9) });
  const rawQuantity = async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE "QuoteLine" SET quantity = $1, "updatedAt" = now() WHERE id = $2`, [1 + (n++ % 9), line.id]);
      await client.query(
        `UPDATE "Quote" SET ("totalCost", "lineCount") = (SELECT COALESCE(SUM(quantity * price), 0), COUNT(*) FROM "QuoteLine" WHERE "quoteId" = $1)
         WHERE id = $1 RETURNING id, "totalCost", "lineCount"`,
        [quote.id],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };
  const [graphqlQty, rawQty] = await compare(graphqlQuantity, rawQuantity, { requests: Number(process.env.BENCH_DETAIL_REQUESTS ?? 1000) });
  printComparison(`Line quantity change on a ${LINE_COUNT}-line quote (update + total recompute), one at a time`, graphqlQty, rawQty, undefined, 2);
}

/**
 * Heap growth per call while only young-generation collections run: what a request leaves reachable
 * from old objects (a held result, a context) is copied by every such collection until a full one.
 */
async function survivingYoungCollections(task: () => Promise<unknown>, calls = 50): Promise<number> {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options?: { type: 'major' | 'minor' }) => void;
  gc();
  const used = () => v8.getHeapStatistics().used_heap_size;
  const before = used();
  for (let i = 1; i <= calls; i += 1) {
    await task();
    if (i % 10 === 0) {
      gc({ type: 'minor' });
      gc({ type: 'minor' });
    }
  }
  return (used() - before) / calls;
}
