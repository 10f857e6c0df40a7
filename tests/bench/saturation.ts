// Saturation: the web client's quote list page (QuoteListRefetchQuery, page 1 of 12 with the total
// count and page cursors) asked by 50 concurrent clients, each its own signed-in level 1 user,
// spread over two API instances (own processes, production mode, one PostgreSQL database, Redis),
// against a hand-written node:http + pg endpoint (rawQuoteListServer.ts, also two processes) doing
// the same work. Both run side by side in this process's run, in alternating timed rounds after a
// warm-up, so load from elsewhere on the machine falls on both alike. `npm run bench:saturation`;
// BENCH_SATURATION_CLIENTS (50), BENCH_SATURATION_ROUND_MS (6000), BENCH_SATURATION_ROUNDS (3),
// BENCH_SATURATION_WARMUP_REQUESTS (3000), BENCH_SATURATION_QUOTES (quotes per user, 200).
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

const CLIENTS = Number(process.env.BENCH_SATURATION_CLIENTS ?? 50);
const ROUND_MS = Number(process.env.BENCH_SATURATION_ROUND_MS ?? 6000);
const ROUNDS = Number(process.env.BENCH_SATURATION_ROUNDS ?? 3);
// V8 takes thousands of requests to optimise the GraphQL path (docs/DEVELOPING.md): each side warms
// up until it has answered this many, or for the longest warm-up time.
const WARMUP_REQUESTS = Number(process.env.BENCH_SATURATION_WARMUP_REQUESTS ?? 3000);
const WARMUP_MS = Number(process.env.BENCH_SATURATION_WARMUP_MS ?? 30_000);
const QUOTES_PER_USER = Number(process.env.BENCH_SATURATION_QUOTES ?? 200);
const TARGET_RATIO = 0.5;

const generated = readFileSync(new URL('../../web/src/features/quotes/__generated__/QuoteListRefetchQuery.graphql.ts', import.meta.url), 'utf8');
const QUERY = JSON.parse(/"text": (".*?")\n/s.exec(generated)![1]) as string;
const BODY = JSON.stringify({ query: QUERY, operationName: 'QuoteListRefetchQuery', variables: { type: 1 } });

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
  const users = await createSignedInUsers(cluster.databaseUrl, cluster.tokenSecret, { count: CLIENTS, prefix: 'saturation', platformName: 'Acme Lighting', roleLevel: 1 });
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const platform = (await db.query<{ id: number }>(`SELECT id FROM "Platform" WHERE name = 'Acme Lighting'`)).rows[0]!;
  const contacts = (await db.query<{ id: number }>(`SELECT c.id FROM "Contact" c JOIN "Customer" cu ON cu.id = c."customerId" WHERE cu.pid = $1 ORDER BY c.id`, [platform.id])).rows.map((r) => r.id);
  // Each user's quotes, a third of them with a contact, and as many again of other users of the platform.
  await db.query(
    `INSERT INTO "Quote" ("_id", type, pid, "createdByUserId", username, "createdByFirstName", "createdByLastName", "customerName", "contactId",
                          "jobName", "totalCost", "lineCount", "createdAt", "updatedAt")
     SELECT gen_random_uuid()::text, 1, $1, u.id, u.username, u."firstName", u."lastName", 'Customer ' || (g % 500),
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
  function ask(url: string, user: BenchUser, agent: http.Agent): Promise<string> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY), authorization: `Bearer ${user.token}` } },
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
      request.end(BODY);
    });
  }

  // Both give the same answer to the same user.
  const answers = await Promise.all(sides.map((side) => ask(side.urls[0]!, users[0]!, agents[0]!)));
  const same = JSON.stringify(JSON.parse(answers[0]!)) === JSON.stringify(JSON.parse(answers[1]!));
  const parsed = JSON.parse(answers[0]!);
  console.log(`  same answer from both: ${same ? 'yes' : 'NO'} (${parsed.data.quotes.totalCount} quotes, ${parsed.data.quotes.edges.length} on the page, ${answers[0]!.length} bytes)`);
  if (!same) {
    console.log(`    GraphQL: ${answers[0]!.slice(0, 400)}\n    node+pg: ${answers[1]!.slice(0, 400)}`);
    process.exitCode = 1;
  }

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
        while (performance.now() < ends && asked++ < requests) {
          const t0 = performance.now();
          try {
            await ask(url, user, agents[i]!);
            if (record) side.latencies.push(performance.now() - t0);
          } catch (error) {
            if (record) side.failures += 1;
            if (side.failures <= 3) console.error(`  ${side.label}: ${(error as Error).message}`);
          }
        }
      }),
    );
    if (!record) return;
    side.elapsedMs += performance.now() - started;
    const cpuAfter = await Promise.all(side.pids.map(cpuOf));
    side.cpuMs += cpuAfter.reduce((sum, v, i) => sum + v - cpuBefore[i]!, 0);
  }

  for (const side of sides) await run(side, WARMUP_MS, false, WARMUP_REQUESTS);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      await sleep(300);
      await run(side, ROUND_MS, true);
    }
  }

  console.log(`\nSaturation: quote list page (QuoteListRefetchQuery, 12 of ${QUOTES_PER_USER} own quotes with count and page cursors), ${CLIENTS} concurrent clients over 2 instances each, PostgreSQL`);
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
  console.log(`  ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s each side after ${WARMUP_REQUESTS} requests each to warm up; the clients run in this process, on the same ${cpus().length}-core machine as both servers, PostgreSQL and Redis`);
  console.log('  both sides check the session token and read the same rows; the API also counts each operation against the caller\'s budget in Redis');
  console.log(`  throughput ratio (GraphQL / node+pg): ${ratio.toFixed(2)}x; target ≥ ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`);
  if (sides.some((s) => s.failures)) process.exitCode = 1;
  for (const agent of agents) agent.destroy();
} finally {
  for (const child of rawServers) child.kill('SIGTERM');
  await cluster.close();
}
