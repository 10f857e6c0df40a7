/**
 * The process's Prometheus metrics (prom-client), served at `/metrics` to a request bearing
 * METRICS_TOKEN (observability/http.ts). Every metric is named here, once; the code it measures
 * imports the one it sets:
 *
 * | metric | type | labels | set by |
 * | --- | --- | --- | --- |
 * | `quotecraft_http_request_duration_seconds` | histogram | method, route, status | every HTTP request (observability/http.ts) |
 * | `quotecraft_graphql_operation_duration_seconds` | histogram | operation, type | every GraphQL execution, HTTP or live (observability/graphql.ts) |
 * | `quotecraft_errors_total` | counter | source (graphql, http), code | GraphQL errors by `extensions.code`; other HTTP answers ≥ 400 as `HTTP_<status>` |
 * | `quotecraft_db_statement_duration_seconds` | histogram | statement (SELECT, INSERT…) | every statement on the `pg` pool, Prisma's included (observability/database.ts) |
 * | `quotecraft_db_pool_connections` | gauge | state (total, idle, waiting) | read from the pools when scraped |
 * | `quotecraft_live_sockets_open`, `quotecraft_live_subscriptions_active` | gauge | | read from the live servers when scraped |
 * | `quotecraft_jobs_queued`, `quotecraft_jobs_running`, `quotecraft_jobs_failed` | gauge | queue | the job queue: `jobsQueued.set({ queue }, n)` … |
 * | `quotecraft_import_rows_total` | counter | kind (products, customers, addresses, users), outcome (imported) | the spreadsheet imports (imports/service.ts) |
 *
 * plus prom-client's default process metrics (CPU, memory, event-loop delay, GC) prefixed `quotecraft_`.
 * Labels only ever take bounded values (routes, codes, operation names capped in number).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'quotecraft_' });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'quotecraft_http_request_duration_seconds',
  help: 'HTTP requests by method, route (never a raw path) and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const graphqlOperationDuration = new Histogram({
  name: 'quotecraft_graphql_operation_duration_seconds',
  help: 'GraphQL executions by operation name and type (query, mutation, subscription)',
  labelNames: ['operation', 'type'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const errorsTotal = new Counter({
  name: 'quotecraft_errors_total',
  help: 'Errors answered: GraphQL errors by extensions.code, other HTTP answers of 400 and above as HTTP_<status>',
  labelNames: ['source', 'code'] as const,
  registers: [registry],
});

export const dbStatementDuration = new Histogram({
  name: 'quotecraft_db_statement_duration_seconds',
  help: 'Database statements by their first keyword (SELECT, INSERT, UPDATE, DELETE, BEGIN, COMMIT…)',
  labelNames: ['statement'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** Something a gauge reads when scraped (a pool, a live server); `add` returns its removal. */
function sources<T>() {
  const set = new Set<T>();
  return {
    each: () => set.values(),
    add(source: T) {
      set.add(source);
      return () => void set.delete(source);
    },
  };
}

export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  ended?: boolean;
}
const pools = sources<PoolCounts>();
/** Counts a `pg` pool's connections in `quotecraft_db_pool_connections` until it ends. */
export const observePoolConnections = (pool: PoolCounts) => pools.add(pool);

export const dbPoolConnections = new Gauge({
  name: 'quotecraft_db_pool_connections',
  help: 'Database pool connections: total open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools.each()) {
      if (pool.ended) continue;
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

export interface LiveCounts {
  sockets(): number;
  subscriptions(): number;
}
const liveServers = sources<LiveCounts>();
/** Counts a live (WebSocket) server's sockets and subscriptions until the returned function is called. */
export const observeLiveServer = (server: LiveCounts) => liveServers.add(server);

export const liveSocketsOpen = new Gauge({
  name: 'quotecraft_live_sockets_open',
  help: 'Open live (GraphQL over WebSocket) connections',
  registers: [registry],
  collect() {
    let n = 0;
    for (const server of liveServers.each()) n += server.sockets();
    this.set(n);
  },
});

export const liveSubscriptionsActive = new Gauge({
  name: 'quotecraft_live_subscriptions_active',
  help: 'Active GraphQL subscriptions on live connections',
  registers: [registry],
  collect() {
    let n = 0;
    for (const server of liveServers.each()) n += server.subscriptions();
    this.set(n);
  },
});

/** Jobs waiting to run, per queue: the job queue sets it (`jobsQueued.set({ queue: 'email' }, 3)`). */
export const jobsQueued = new Gauge({
  name: 'quotecraft_jobs_queued',
  help: 'Jobs waiting to run, per queue',
  labelNames: ['queue'] as const,
  registers: [registry],
});

/** Jobs running now, per queue: the job queue sets it. */
export const jobsRunning = new Gauge({
  name: 'quotecraft_jobs_running',
  help: 'Jobs running now, per queue',
  labelNames: ['queue'] as const,
  registers: [registry],
});

/** Jobs failed for good (retries used up) and not retried since, per queue: the job queue sets it. */
export const jobsFailed = new Gauge({
  name: 'quotecraft_jobs_failed',
  help: 'Jobs that failed after their last retry and wait for an administrator, per queue',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const importRows = new Counter({
  name: 'quotecraft_import_rows_total',
  help: 'Spreadsheet import rows, per import kind and outcome (imported: a file with any bad row is refused whole)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

/** The text `/metrics` answers, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
