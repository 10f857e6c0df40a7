// Where the fixed per-request cost goes: CPU per request of trivial and real operations, one at a time.
// `npx tsx tests/bench/profile.ts`; PROFILE_N requests each after PROFILE_WARMUP_MS of warm-up, PROFILE_ONLY
// a label prefix, PROFILE_OUT a path prefix for .cpuprofile files, PROFILE_DATABASE_URL PostgreSQL.
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import pg from 'pg';
import { startTestApp } from '../../api/src/test/app.ts';
import { postGraphQL } from './client.ts';
import { warmUp } from './measure.ts';
import QuoteDetailPageQuery from '../../web/src/features/quotes/__generated__/QuoteDetailPageQuery.graphql.ts';
import QuoteLinesTabQuantityMutation from '../../web/src/features/quotes/__generated__/QuoteLinesTabQuantityMutation.graphql.ts';

if (process.env.PROFILE_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.PROFILE_DATABASE_URL;
else delete process.env.TEST_DATABASE_URL;
const app = await startTestApp({ seed: true });
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
  FROM generate_series(1, 300) AS g`);
const token = await app.login('user@acme.test');
const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });

const post = (query: string, variables: Record<string, unknown> = {}, auth = true) => postGraphQL(app.url, auth ? token : null, query, variables);

async function cpu(label: string, task: () => Promise<unknown>, n = Number(process.env.PROFILE_N ?? 200)) {
  await warmUp([task], Number(process.env.PROFILE_WARMUP_MS ?? 3000));
  const session = process.env.PROFILE_OUT ? new inspector.Session() : null;
  if (session) {
    session.connect();
    await new Promise((r) => session.post('Profiler.enable', () => session.post('Profiler.start', r)));
  }
  const before = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i += 1) await task();
  const wall = (performance.now() - t0) / n;
  const used = process.cpuUsage(before);
  if (session) {
    const profile = await new Promise<any>((r) => session.post('Profiler.stop', (_e, result) => r(result.profile)));
    writeFileSync(`${process.env.PROFILE_OUT}-${label.replace(/\W+/g, '_')}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
  console.log(`${label.padEnd(40)} cpu ${((used.user + used.system) / 1000 / n).toFixed(2).padStart(6)} ms   wall ${wall.toFixed(2).padStart(6)} ms`);
}

// The quote screen's own documents (the web client's Relay artifacts).
const detailQuery = (QuoteDetailPageQuery as unknown as { params: { text: string } }).params.text;
const quantityMutation = (QuoteLinesTabQuantityMutation as unknown as { params: { text: string } }).params.text;
const only = process.env.PROFILE_ONLY;
const run = (label: string, task: () => Promise<unknown>) => (!only || label.startsWith(only) ? cpu(label, task) : undefined);
await run('raw SELECT 1', () => pool.query('SELECT 1'));
await run('prisma SELECT 1', () => prisma.$queryRaw`SELECT 1`);
await run('prisma user.findUnique', () => prisma.user.findUnique({ where: { id: user.id }, select: { id: true, tokenVersion: true, role: { select: { roleLevel: true } } } }));
await run('prisma viewer $queryRaw join', () => prisma.$queryRaw`SELECT u.id, u."tokenVersion", r."roleLevel" FROM "User" u JOIN "Role" r ON r.id = u."roleId" WHERE u.id = ${user.id}`);
await run('GET /api/health', () => fetch(`${app.url}/api/health`).then((r) => r.text()));
await run('anonymous { __typename }', () => post('{ __typename }', {}, false));
await run('authenticated { __typename }', () => post('{ __typename }'));
await run('raw 300 lines', () =>
  Promise.all([
    pool.query(`SELECT id, type, "jobName", "totalCost", "lineCount", pid, "createdByUserId", "groupId" FROM "Quote" WHERE id = $1`, [quote.id]),
    pool.query(
      `SELECT id, "_id", "lineNumber", "configurationId", "headerId", "productId", quantity, price, quantity * price AS total, "imgUrl",
              description, "partNumber", details, "isNonConfigurable" FROM "QuoteLine" WHERE "quoteId" = $1 ORDER BY "lineNumber", id`,
      [quote.id],
    ),
  ]));
await run('graphql quote no lines', () => post(`query($id: Int!) { quote(id: $id) { id rowId type jobName totalCost lineCount } }`, { id: quote.id }));
await run('graphql quote 300 line ids', () => post(`query($id: Int!) { quote(id: $id) { id rowId type jobName totalCost lineCount lines { id } } }`, { id: quote.id }));
await run('graphql quote screen 300 lines', () => post(detailQuery, { id: quote.id }));
console.log('response bytes', JSON.stringify(await post(detailQuery, { id: quote.id })).length);
const line = await prisma.quoteLine.findFirstOrThrow({ where: { quoteId: quote.id, lineNumber: 1 } });
let n = 0;
await run('graphql quantity change', () => post(quantityMutation, { id: line.id, quantity: 1 + (n++ % 9) }));
await pool.end();
await app.close();
