// Subscription fan-out: one order-status change delivered to 100 and to 1,000 graphql-ws
// subscribers spread over two API instances (own processes, production mode, one PostgreSQL
// database, one Redis). Each subscriber is its own signed-in user of the order's group, running the
// web client's own subscription (OrderStatusListenerSubscription). The change is reported the way
// an ERP reports it (POST /api/v1/orderManagement/updateOrderStatus), alternately to either
// instance; latency runs from sending that request to each subscriber's message. Memory per idle
// socket is each instance's heap (after full collections) and RSS with the sockets open, against
// before. `npm run bench:fanout`; BENCH_FANOUT_SIZES (default 100,1000), BENCH_FANOUT_EVENTS
// (events per size, default 20).
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import pg from 'pg';
import { postgresReachable, startCluster, type Instance, type ProcessMemory } from './instances.ts';
import { createSignedInUsers, type BenchUser } from './benchUsers.ts';
import { postJson } from './client.ts';

const SIZES = (process.env.BENCH_FANOUT_SIZES ?? '100,1000').split(',').map(Number);
const EVENTS = Number(process.env.BENCH_FANOUT_EVENTS ?? 20);
const DELIVERY_TIMEOUT_MS = 20_000;
const TARGET_P99_MS = 250;
const TARGET_SOCKET_BYTES = 25 * 1024;

const generated = readFileSync(new URL('../../web/src/features/orders/__generated__/OrderStatusListenerSubscription.graphql.ts', import.meta.url), 'utf8');
const SUBSCRIPTION = JSON.parse(/"text": (".*?")\n/s.exec(generated)![1]) as string;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!(await postgresReachable())) {
  console.log('\nSubscription fan-out: skipped (needs PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)');
  process.exit(0);
}

const cluster = await startCluster({ count: 2 });
const { instances } = cluster;
const db = new pg.Client({ connectionString: cluster.databaseUrl });
await db.connect();
const platform = (await db.query<{ id: number }>(`SELECT id FROM "Platform" WHERE name = 'Acme Lighting'`)).rows[0]!;
const group = (await db.query<{ id: number }>(`SELECT id FROM "Group" WHERE pid = $1 ORDER BY id LIMIT 1`, [platform.id])).rows[0]!;
const admin = (await db.query<{ id: number }>(`SELECT id FROM "User" WHERE username = 'admin@acme.test'`)).rows[0]!;
const ERP_ORDER_NO = 'SO-FANOUT-1';
await db.query(
  `INSERT INTO "Quote" ("_id", type, pid, "groupId", "createdByUserId", username, "createdByFirstName", "createdByLastName",
                        "customerName", "jobName", "totalCost", "lineCount", "erpOrderNo", "orderStatus", "dateOrderPlaced", "createdAt", "updatedAt")
   VALUES (gen_random_uuid()::text, 2, $1, $2, $3, 'admin@acme.test', 'Bench', 'Admin', 'Fan-out Customer', 'Fan-out Job', 100, 1, $4, 'O',
           now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC')`,
  [platform.id, group.id, admin.id, ERP_ORDER_NO],
);
const maxSize = Math.max(...SIZES);
// Level 1 users who see the order through their group (the web client subscribes from level 1 up).
const users = await createSignedInUsers(cluster.databaseUrl, cluster.tokenSecret, {
  count: maxSize + 20,
  prefix: 'fanout',
  platformName: 'Acme Lighting',
  roleLevel: 1,
  groupId: group.id,
});
await db.end();

// The ERP's status report, as an administrator's session (signed in through the real sign-in).
const adminToken = (await postJson(`${instances[0]!.url}/api/v1/auth/login`, { username: 'admin@acme.test', password: 'Demo!2345' })).result.token as string;
let status = 'O';
async function reportStatusChange(instance: Instance): Promise<{ status: string; sentAt: number; answeredAt: number }> {
  status = status === 'O' ? 'H' : 'O';
  const sentAt = performance.now();
  const answer = await postJson(`${instance.url}/api/v1/orderManagement/updateOrderStatus`, { erpOrderNo: ERP_ORDER_NO, status }, { authorization: `Bearer ${adminToken}` });
  if (!answer.success) throw new Error(`status report failed: ${JSON.stringify(answer)}`);
  return { status, sentAt, answeredAt: performance.now() };
}

interface Subscriber {
  client: Client;
  /** arrival time of the message for each status, set as it comes */
  onStatus?: (status: string, at: number) => void;
  closed: Promise<void>;
}

function openSubscriber(instance: Instance, user: BenchUser, onStatus: (status: string, at: number) => void): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let closedResolve!: () => void;
    const closed = new Promise<void>((r) => (closedResolve = r));
    const client = createClient({
      url: `${instance.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${user.token}` },
      lazy: false,
      retryAttempts: 0,
      on: {
        connected: () => {
          if (settled) return;
          settled = true;
          resolve(subscriber);
        },
        closed: () => closedResolve(),
        error: (error) => {
          if (!settled) reject(error);
        },
      },
    });
    const subscriber: Subscriber = { client, closed };
    client.subscribe<{ orderStatusChanged: { orderStatus: string } }>(
      { query: SUBSCRIPTION },
      {
        next: (value) => {
          const at = performance.now();
          const changed = value.data?.orderStatusChanged;
          if (changed) onStatus(changed.orderStatus, at);
          else if (value.errors) console.error('  subscription error', value.errors[0]?.message);
        },
        error: (error) => console.error('  subscription failed', error),
        complete: () => {},
      },
    );
  });
}

/** Opens `count` subscribers, alternately on each instance, a batch at a time. */
async function openSubscribers(group: BenchUser[], onStatus: (index: number, status: string, at: number) => void): Promise<Subscriber[]> {
  const subscribers: Subscriber[] = [];
  const BATCH = 50;
  for (let start = 0; start < group.length; start += BATCH) {
    const batch = group.slice(start, start + BATCH);
    subscribers.push(
      ...(await Promise.all(batch.map((user, i) => openSubscriber(instances[(start + i) % instances.length]!, user, (s, at) => onStatus(start + i, s, at))))),
    );
  }
  return subscribers;
}

async function closeSubscribers(subscribers: Subscriber[]) {
  await Promise.all(subscribers.map(async (s) => {
    await s.client.dispose();
    await s.closed;
  }));
}

/** Sends one status change and waits until every subscriber has it; returns each one's latency. */
async function deliverOne(subscriberCount: number, arrivals: Map<string, number[]>, from: Instance) {
  let allArrived!: () => void;
  const done = new Promise<void>((resolve) => (allArrived = resolve));
  const expected = status === 'O' ? 'H' : 'O';
  const times: number[] = [];
  arrivals.set(expected, times);
  const check = setInterval(() => times.length >= subscriberCount && allArrived(), 5);
  const report = await reportStatusChange(from);
  const timeout = sleep(DELIVERY_TIMEOUT_MS);
  await Promise.race([done, timeout]);
  clearInterval(check);
  arrivals.delete(expected);
  return { latencies: times.map((t) => t - report.sentAt), missing: subscriberCount - times.length, requestMs: report.answeredAt - report.sentAt };
}

const memoryOf = () => Promise.all(instances.map((i) => i.memory()));
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

interface Row {
  subscribers: number;
  events: number;
  deliveries: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
  requestP50: number;
  /** CPU both instances used per event (the pauses between events included), ms */
  serverCpuPerEvent: number;
  /** CPU this process (the subscribers' side) used per event, ms */
  clientCpuPerEvent: number;
  heapPerSocket: number;
  rssPerSocket: number;
}

async function benchSize(count: number, users: BenchUser[]): Promise<Row> {
  const arrivals = new Map<string, number[]>();
  const onStatus = (_index: number, s: string, at: number) => arrivals.get(s)?.push(at);
  const before = await memoryOf();
  const subscribers = await openSubscribers(users.slice(0, count), onStatus);
  // graphql-ws acknowledges the connection, not the subscription: the first event delivered to
  // everyone shows every subscription is in place (and is not counted).
  let primed = 0;
  for (let attempt = 0; attempt < 3 && primed < count; attempt += 1) {
    await sleep(500);
    const first = await deliverOne(count, arrivals, instances[0]!);
    primed = count - first.missing;
  }
  const after = await memoryOf();
  const perInstance = instances.map((_, i) => subscribers.filter((_, s) => s % instances.length === i).length);
  const perSocket = (field: keyof ProcessMemory) =>
    instances.reduce((sum, _, i) => sum + (after[i]![field] - before[i]![field]), 0) / perInstance.reduce((a, b) => a + b, 0);

  const latencies: number[] = [];
  const requests: number[] = [];
  let missing = 0;
  const cpuBefore = await Promise.all(instances.map((i) => i.cpuMs()));
  const ownCpuBefore = process.cpuUsage();
  for (let event = 0; event < EVENTS; event += 1) {
    await sleep(150);
    const result = await deliverOne(count, arrivals, instances[event % instances.length]!);
    latencies.push(...result.latencies);
    requests.push(result.requestMs);
    missing += result.missing;
  }
  const cpuAfter = await Promise.all(instances.map((i) => i.cpuMs()));
  const ownCpu = process.cpuUsage(ownCpuBefore);
  await closeSubscribers(subscribers);
  latencies.sort((a, b) => a - b);
  requests.sort((a, b) => a - b);
  return {
    subscribers: count,
    events: EVENTS,
    deliveries: latencies.length,
    missing,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    requestP50: percentile(requests, 50),
    serverCpuPerEvent: cpuAfter.reduce((sum, v, i) => sum + v - cpuBefore[i]!, 0) / EVENTS,
    clientCpuPerEvent: (ownCpu.user + ownCpu.system) / 1000 / EVENTS,
    heapPerSocket: perSocket('heapUsed'),
    rssPerSocket: perSocket('rss'),
  };
}

try {
  // Warm-up: a few sockets and events, so code paths are compiled and pools filled before measuring.
  const warm = users.slice(maxSize, maxSize + 20);
  const warmArrivals = new Map<string, number[]>();
  const warmSubscribers = await openSubscribers(warm, (_i, s, at) => warmArrivals.get(s)?.push(at));
  await sleep(500);
  for (let i = 0; i < 10; i += 1) await deliverOne(warm.length, warmArrivals, instances[i % instances.length]!);
  await closeSubscribers(warmSubscribers);
  await sleep(500);

  const rows: Row[] = [];
  for (const size of SIZES) rows.push(await benchSize(size, users));

  console.log(`\nSubscription fan-out: one order-status change (ERP report) to N graphql-ws subscribers over ${instances.length} API instances (PostgreSQL, Redis)`);
  console.log('  subscribers   events   deliveries   p50 ms   p99 ms   max ms   report p50 ms   server CPU/event   heap/socket   RSS/socket');
  for (const r of rows) {
    console.log(
      `  ${String(r.subscribers).padStart(11)}   ${String(r.events).padStart(6)}   ${String(r.deliveries).padStart(10)}   ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}   ${r.max.toFixed(1).padStart(6)}   ${r.requestP50.toFixed(1).padStart(13)}   ${`${r.serverCpuPerEvent.toFixed(0)} ms`.padStart(16)}   ${kB(r.heapPerSocket).padStart(11)}   ${kB(r.rssPerSocket).padStart(10)}` +
        (r.missing ? `   MISSING ${r.missing}` : ''),
    );
  }
  console.log('  latency: from sending the status report to each subscriber\'s message (the report itself: "report p50"); server CPU: both instances together, per event');
  console.log('  memory: both instances\' V8 heap after full collections, and RSS, with the sockets open and idle, against before, per socket (RSS moves in allocator steps: read it at 1,000)');
  console.log(`  the subscribers run in this process (${rows.map((r) => `${r.clientCpuPerEvent.toFixed(0)} ms`).join(' / ')} CPU per event), on the same ${cpus().length}-core machine as the instances, PostgreSQL and Redis`);
  const largest = rows.at(-1)!;
  console.log(`  target p99 ≤ ${TARGET_P99_MS} ms at ${largest.subscribers}: ${largest.p99 <= TARGET_P99_MS ? 'met' : 'NOT met'} (${largest.p99.toFixed(1)} ms)`);
  console.log(`  target ≤ ${kB(TARGET_SOCKET_BYTES)} per idle socket (heap): ${largest.heapPerSocket <= TARGET_SOCKET_BYTES ? 'met' : 'NOT met'} (heap ${kB(largest.heapPerSocket)}, RSS ${kB(largest.rssPerSocket)})`);
  if (rows.some((r) => r.missing)) process.exitCode = 1;
} finally {
  await cluster.close();
}
