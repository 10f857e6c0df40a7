// Saturation: the web client's quote list page (QuoteListRefetchQuery, with the total count and page
// cursors) asked by 50 concurrent clients, each its own signed-in level 1 user (half of them
// filtering by a group, whose list is the group's quotes), each walking the same seeded mix of list
// shapes (a search or none, every sortable column both ways, pages 1 to deep, page sizes; shapes.ts),
// spread over two API instances (own processes, production mode, one PostgreSQL database, Redis),
// against a hand-written node:http + pg endpoint (rawQuoteListServer.ts, also two processes) doing
// the same work. Both run side by side in this process's run, in alternating timed rounds after a
// warm-up, so load from elsewhere on the machine falls on both alike. `npm run bench:saturation`;
// BENCH_SATURATION_CLIENTS (50), BENCH_SATURATION_ROUND_MS (6000), BENCH_SATURATION_ROUNDS (3),
// BENCH_SATURATION_WARMUP_REQUESTS (3000), BENCH_SATURATION_QUOTES (quotes per user, 200),
// BENCH_SATURATION_SHAPES (32), BENCH_SEED.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort, postgresReachable, startCluster } from './instances.ts';
import { createSignedInUsers, type BenchUser } from './benchUsers.ts';
import { assertSameAnswer, listShapes, pageOf, pageVariables, SEED, shapeLabel, type ListSpec } from './shapes.ts';

const CLIENTS = Number(process.env.BENCH_SATURATION_CLIENTS ?? 50);
const ROUND_MS = Number(process.env.BENCH_SATURATION_ROUND_MS ?? 6000);
const ROUNDS = Number(process.env.BENCH_SATURATION_ROUNDS ?? 3);
// V8 takes thousands of requests to optimise the GraphQL path (docs/DEVELOPING.md): each side warms
// up until it has answered this many, or for the longest warm-up time.
const WARMUP_REQUESTS = Number(process.env.BENCH_SATURATION_WARMUP_REQUESTS ?? 3000);
const WARMUP_MS = Number(process.env.BENCH_SATURATION_WARMUP_MS ?? 30_000);
const QUOTES_PER_USER = Number(process.env.BENCH_SATURATION_QUOTES ?? 200);
const SHAPES = Number(process.env.BENCH_SATURATION_SHAPES ?? 32);
const TARGET_RATIO = 0.5;

/** The quote list as its screen sorts it (QuoteList.tsx), with searches that match this bench's quotes. */
const SPEC: ListSpec = {
  columns: ['id', 'jobName', 'customerName', 'createdByLastName', 'createdAt', 'totalCost'],
  searchTerms: ['job 12', 'customer 49', 'bench', '42', 'no such job'],
  groups: true,
  pageSizes: [12, 12, 25, 50],
};

// The list's persisted id, as the web client sends it
const generated = readFileSync(new URL('../../web/src/features/quotes/__generated__/QuoteListRefetchQuery.graphql.ts', import.meta.url), 'utf8');
const DOCUMENT_ID = /"id": "([0-9a-f]{64})"/.exec(generated)![1]!;
const bodyOf = (variables: Record<string, unknown>) => JSON.stringify({ documentId: DOCUMENT_ID, operationName: 'QuoteListRefetchQuery', variables: { type: 1, ...variables } });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!(await postgresReachable())) {
  console.log('\nSaturation: skipped (needs PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)');
  process.exit(0);
}

// Every user's operations are counted in Redis as in production; the budget is raised so that 50
// clients asking as fast as they can are measured rather than refused.
const cluster = await startCluster({ count: 2, env: { OPERATIONS_PER_MINUTE: '10000000' } });
const rawServers: ChildProcess[] = [];
try {
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const platform = (await db.query<{ id: number }>(`SELECT id FROM "Platform" WHERE name = 'Acme Lighting'`)).rows[0]!;
  const group = (await db.query<{ id: number }>(`SELECT id FROM "Group" WHERE pid = $1 ORDER BY id LIMIT 1`, [platform.id])).rows[0]!;
  // Half the clients filter by the group: its list is the group's quotes, the others' their own.
  const grouped = Math.floor(CLIENTS / 2);
  const own = await createSignedInUsers(cluster.databaseUrl, cluster.tokenSecret, { count: CLIENTS - grouped, prefix: 'saturation', platformName: 'Acme Lighting', roleLevel: 1 });
  const inGroup = await createSignedInUsers(cluster.databaseUrl, cluster.tokenSecret, {
    count: grouped,
    prefix: 'saturation-group',
    platformName: 'Acme Lighting',
    roleLevel: 1,
    groupId: group.id,
  });
  // Client i asks instance i mod 2: each instance serves both kinds alike.
  const users = [...own, ...inGroup];
  const isGrouped = new Set(inGroup.map((u) => u.userId));
  const contacts = (await db.query<{ id: number }>(`SELECT c.id FROM "Contact" c JOIN "Customer" cu ON cu.id = c."customerId" WHERE cu.pid = $1 ORDER BY c.id`, [platform.id])).rows.map((r) => r.id);
  // Each user's quotes (in the group for those filtering by it), a third of them with a contact, and as many again of other users of the platform.
  await db.query(
    `INSERT INTO "Quote" ("_id", type, pid, "groupId", "createdByUserId", username, "createdByFirstName", "createdByLastName", "customerName", "contactId",
                          "jobName", "totalCost", "lineCount", "createdAt", "updatedAt")
     SELECT gen_random_uuid()::text, 1, $1, u."groupId", u.id, u.username, u."firstName", u."lastName", 'Customer ' || (g % 500),
            CASE WHEN g % 3 = 0 THEN ($4::int[])[1 + g % array_length($4::int[], 1)] END,
            'Job ' || g, (g % 10000) * 1.25, g % 7, (now() AT TIME ZONE 'UTC') - (g || ' minutes')::interval, now() AT TIME ZONE 'UTC'
     FROM unnest($2::int[]) AS u_id JOIN "User" u ON u.id = u_id, generate_series(1, $3) AS g`,
    [platform.id, users.map((u) => u.userId), QUOTES_PER_USER, contacts],
  );
  await db.query(
    `INSERT INTO "Quote" ("_id", type, pid, "createdByUserId", username, "createdByFirstName", "createdByLastName", "customerName", "jobName",
                          "totalCost", "lineCount", "createdAt", "updatedAt")
     SELECT gen_random_uuid()::text, 1, $1, u.id, u.username, 'Other', 'User', 'Customer ' || (g % 500), 'Job ' || g, g * 1.5, 1,
            (now() AT TIME ZONE 'UTC') - (g || ' minutes')::interval, now() AT TIME ZONE 'UTC'
     FROM "User" u, generate_series(1, $2) AS g WHERE u.username = 'admin@acme.test'`,
    [platform.id, CLIENTS * QUOTES_PER_USER],
  );
  await db.query(`ANALYZE "Quote"`);
  await db.end();

  // The hand-written endpoint, two processes like the API.
  const rawUrls: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const port = await freePort();
    const child = fork(fileURLToPath(new URL('./rawQuoteListServer.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, PORT: String(port), DATABASE_URL: cluster.databaseUrl, TOKEN_SECRET: cluster.tokenSecret },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    rawServers.push(child);
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`raw endpoint exited with code ${code}`)));
    });
    rawUrls.push(`http://127.0.0.1:${port}/graphql`);
  }
  const graphqlUrls = cluster.instances.map((i) => `${i.url}/graphql`);

  interface Side {
    label: string;
    urls: string[];
    pids: number[];
    latencies: number[];
    elapsedMs: number;
    cpuMs: number;
    failures: number;
  }
  const sides: Side[] = [
    { label: 'GraphQL', urls: graphqlUrls, pids: cluster.instances.map((i) => i.pid), latencies: [], elapsedMs: 0, cpuMs: 0, failures: 0 },
    { label: 'node+pg', urls: rawUrls, pids: rawServers.map((c) => c.pid!), latencies: [], elapsedMs: 0, cpuMs: 0, failures: 0 },
  ];

  // One kept-alive connection per client, as a browser keeps one to its instance.
  const agents = users.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  function ask(url: string, user: BenchUser, agent: http.Agent, body: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${user.token}` } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (response.statusCode !== 200 || !text.startsWith('{"data":{"quotes":')) reject(new Error(`HTTP ${response.statusCode}: ${text.slice(0, 300)}`));
            else resolve(text);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  // The shapes, each with its page resolved for its kind of client (own quotes, or the group's), and
  // checked to give the same answer from both sides before anything is measured.
  const bodies = new Map<boolean, string[]>([[false, []], [true, []]]);
  const firstOf = (groupedClient: boolean) => users.find((u) => isGrouped.has(u.userId) === groupedClient)!;
  let checked = 0;
  for (const shape of listShapes(SPEC, SEED, SHAPES)) {
    const user = firstOf(shape.group);
    if (!user) continue;
    const agent = agents[users.indexOf(user)]!;
    const first = JSON.parse(await ask(rawUrls[0]!, user, agent, bodyOf(pageVariables(shape, 1))));
    const page = pageOf(shape, first.data.quotes.totalCount);
    const body = bodyOf(pageVariables(shape, page));
    const [fromGraphQL, byHand] = await Promise.all([ask(graphqlUrls[0]!, user, agent, body), ask(rawUrls[0]!, user, new http.Agent(), body)]);
    try {
      assertSameAnswer(`Saturation, ${shapeLabel(shape, page)}`, JSON.parse(fromGraphQL), JSON.parse(byHand));
    } catch (error) {
      console.log(`  ${(error as Error).message}`);
      process.exitCode = 1;
      throw error;
    }
    checked += 1;
    bodies.get(shape.group)!.push(body);
  }
  console.log(`  same answer from both for all ${checked} shapes (${bodies.get(false)!.length} of own quotes, ${bodies.get(true)!.length} of the group's)`);

  const cpuOf = async (pid: number) => {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };

  /** Every client asks, one request after another, until `ms` have passed; client i uses instance i mod 2. */
  async function run(side: Side, ms: number, record: boolean, requests = Infinity) {
    const cpuBefore = await Promise.all(side.pids.map(cpuOf));
    const started = performance.now();
    const ends = started + ms;
    let asked = 0;
    await Promise.all(
      users.map(async (user, i) => {
        const url = side.urls[i % side.urls.length]!;
        // Each client walks its kind's shape sequence from its own place in it.
        const sequence = bodies.get(isGrouped.has(user.userId))!;
        let next = i;
        while (performance.now() < ends && asked++ < requests) {
          const t0 = performance.now();
          try {
            await ask(url, user, agents[i]!, sequence[next++ % sequence.length]!);
            if (record) side.latencies.push(performance.now() - t0);
          } catch (error) {
            if (record) side.failures += 1;
            if (side.failures <= 3) console.error(`  ${side.label}: ${(error as Error).message}`);
          }
        }
      }),
    );
    if (!record) return Math.min(asked, requests);
    side.elapsedMs += performance.now() - started;
    const cpuAfter = await Promise.all(side.pids.map(cpuOf));
    side.cpuMs += cpuAfter.reduce((sum, v, i) => sum + v - cpuBefore[i]!, 0);
    return 0;
  }

  // Each side warms up until it has answered WARMUP_REQUESTS or WARMUP_MS have passed, whichever comes first.
  const warmups: number[] = [];
  for (const side of sides) warmups.push(await run(side, WARMUP_MS, false, WARMUP_REQUESTS));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      await sleep(300);
      await run(side, ROUND_MS, true);
    }
  }

  console.log(
    `\nSaturation: quote list (QuoteListRefetchQuery with count and page cursors), a mix of ${checked} shapes (seed ${SEED}) over ${QUOTES_PER_USER} own quotes ` +
      `or a group's ${(grouped * QUOTES_PER_USER).toLocaleString('en-US')}, ${CLIENTS} concurrent clients over 2 instances each, PostgreSQL`,
  );
  console.log('  side        requests     req/s    p50 ms    p99 ms   server CPU ms/req   failures');
  const figures = sides.map((side) => {
    const sorted = side.latencies.sort((a, b) => a - b);
    return { side, rps: sorted.length / (side.elapsedMs / 1000), p50: percentile(sorted, 50), p99: percentile(sorted, 99), cpu: side.cpuMs / sorted.length };
  });
  for (const f of figures) {
    console.log(
      `  ${f.side.label.padEnd(10)} ${String(f.side.latencies.length).padStart(9)} ${f.rps.toFixed(0).padStart(9)} ${f.p50.toFixed(1).padStart(9)} ${f.p99.toFixed(1).padStart(9)} ${f.cpu.toFixed(2).padStart(19)} ${String(f.side.failures).padStart(10)}`,
    );
  }
  const ratio = figures[0]!.rps / figures[1]!.rps;
  console.log(`  ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s each side after ${warmups.join(' / ')} requests to warm up (GraphQL / node+pg; at most ${WARMUP_REQUESTS} or ${WARMUP_MS / 1000} s each); the clients run in this process, on the same ${cpus().length}-core machine as both servers, PostgreSQL and Redis`);
  console.log('  both sides check the session token and read the same rows; the API also counts each operation against the caller\'s budget in Redis');
  console.log(`  throughput ratio (GraphQL / node+pg): ${ratio.toFixed(2)}x; target ≥ ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`);
  if (sides.some((s) => s.failures)) process.exitCode = 1;
  for (const agent of agents) agent.destroy();
} finally {
  for (const child of rawServers) child.kill('SIGTERM');
  await cluster.close();
}
