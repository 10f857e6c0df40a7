// Where the fixed per-request cost goes: CPU per request of trivial and real operations, one at a time,
// and of the quote list page by what it asks for.
// `npx tsx tests/bench/profile.ts`; PROFILE_N requests each after PROFILE_WARMUP_MS of warm-up, PROFILE_ONLY
// a label prefix, PROFILE_OUT a path prefix for .cpuprofile files, PROFILE_DATABASE_URL PostgreSQL.
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import pg from 'pg';
import { startTestApp } from '../../api/src/test/app.ts';
import { operationText, postGraphQL } from './client.ts';
import { sideBySide, warmUp } from './measure.ts';
import QuoteDetailPageQuery from '../../web/src/features/quotes/__generated__/QuoteDetailPageQuery.graphql.ts';
import QuoteListRefetchQuery from '../../web/src/features/quotes/__generated__/QuoteListRefetchQuery.graphql.ts';
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
const detailQuery = operationText(QuoteDetailPageQuery);
const quantityMutation = operationText(QuoteLinesTabQuantityMutation);
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

// The quote list page of the saturation benchmark, and parts of it, by what each asks for (PROFILE_ONLY
// "list" picks these), side by side in alternating rounds so that load from elsewhere falls on all
// alike. The CPU is this process's: the app, the database driver and the HTTP client.
const listQuery = operationText(QuoteListRefetchQuery);
const page = (selection: string) => `query { quotes(type: 1, first: 12) { totalCount ${selection} } }`;
const listCases: [string, () => Promise<unknown>][] = [
  ['me { id }', () => post('query { me { id } }')],
  ['quotes(first: 0) { totalCount }', () => post('query { quotes(type: 1, first: 0) { totalCount } }')],
  ['… first: 12, node { id }', () => post(page('edges { node { id } }'))],
  ['… node { 8 columns }', () => post(page('edges { node { id rowId jobName customerName createdByFirstName createdByLastName createdAt totalCost } }'))],
  ['… node { id, contact names }', () => post(page('edges { node { id contactFirstName contactLastName } }'))],
  ['… node { id }, pageCursors', () => post(page('pageCursors { around { cursor page isCurrent } first { cursor page isCurrent } last { cursor page isCurrent } previous { cursor page isCurrent } next { cursor page isCurrent } } edges { node { id } }'))],
  ['QuoteListRefetchQuery', () => post(listQuery, { type: 1 })],
];
const listParts = listCases.filter(([label]) => !only || `list ${label}`.startsWith(only));
if (listParts.length) {
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Quote" ("_id", type, pid, "createdByUserId", username, "createdByFirstName", "createdByLastName", "customerName",
                         "contactId", "jobName", "totalCost", "lineCount", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, 1, ${user.pid}, ${user.id}, '${user.username}', 'First', 'Last', 'Customer ' || g,
           CASE WHEN g % 3 = 0 THEN (SELECT min(c.id) FROM "Contact" c JOIN "Customer" cu ON cu.id = c."customerId" WHERE cu.pid = ${user.pid}) END,
           'Job ' || g, g * 1.25, 1, now() - (g || ' minutes')::interval, now()
    FROM generate_series(1, 200) AS g`);
  const figures = await sideBySide(listParts.map(([, task]) => task), { requests: Number(process.env.PROFILE_N ?? 200), warmupMs: Number(process.env.PROFILE_WARMUP_MS ?? 3000) });
  for (const [index, [label]] of listParts.entries()) {
    const { cpuMs, p50 } = figures[index]!;
    console.log(`list ${label.padEnd(35)} cpu ${cpuMs!.toFixed(2).padStart(6)} ms   p50 ${p50.toFixed(2).padStart(6)} ms`);
  }
}
await pool.end();
await app.close();
