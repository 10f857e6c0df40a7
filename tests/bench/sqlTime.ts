// Where a request's time goes: the statements it sends and the time during which at least one of
// them was outstanding (sent and not yet answered), counted on the `pg` clients of the app's pool
// (its own statements, Prisma's adapter over it, transactions). The job worker's pool (graphile-worker
// polling for jobs, the heartbeat) and the change listener are clients of other pools: their
// statements are the process's, not the request's, and are left out. With the embedded database the statement
// runs on this very thread, so this is the database's share of the request; the rest is the HTTP
// server, the token check's own code, the GraphQL executor or the hand-written code, and JSON.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export interface SqlTally {
  statements: number;
  ms: number;
  /** when present, each statement's text and parameters are kept here */
  sent?: { text: string; values: unknown[] }[];
}

let current: SqlTally | null = null;
/** the clients the app's pool has handed out (pg-pool's public `acquire` event); a client stays with its pool */
const requestClients = new WeakSet<object>();
/** statements sent while a request was measured by clients of other pools (the job worker's), not counted */
export const leftOut = { statements: 0 };
let outstanding = 0;
let since = 0;

function started(tally: SqlTally | null) {
  if (!tally) return () => {};
  tally.statements += 1;
  if (outstanding++ === 0) since = performance.now();
  return () => {
    if (--outstanding === 0) tally.ms += performance.now() - since;
  };
}

// Patched when this module loads, before the app opens any connection: the app's pool wraps each
// new connection's `query` around the method it finds then (observability/database.ts), so a
// connection opened before the patch would never reach it and its statements would go uncounted.
const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const send = prototype.query;
prototype.query = function (this: object, ...args: unknown[]) {
  const ours = requestClients.has(this);
  if (current && !ours) leftOut.statements += 1;
  const done = started(ours ? current : null);
  if (ours && current?.sent) {
    const config = args[0] as string | { text: string; values?: unknown[] };
    current.sent.push(typeof config === 'string' ? { text: config, values: (Array.isArray(args[1]) ? args[1] : []) as unknown[] } : { text: config.text, values: config.values ?? (Array.isArray(args[1]) ? args[1] : []) });
  }
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as (...results: unknown[]) => void;
    args[last] = (...results: unknown[]) => {
      done();
      callback(...results);
    };
    return send.apply(this, args);
  }
  const config = args[0] as { callback?: (...results: unknown[]) => void } | undefined;
  if (config && typeof config === 'object' && typeof config.callback === 'function') {
    const callback = config.callback;
    config.callback = (...results: unknown[]) => {
      done();
      callback(...results);
    };
    return send.apply(this, args);
  }
  const result = send.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
  else done();
  return result;
};

/**
 * Counts every statement the clients of `pool` (the app's) send from now on into the tally `during`
 * is running with.
 */
export function watchStatements(pool: pg.Pool) {
  pool.on('acquire', (client) => requestClients.add(client));
}

/** Runs `task` with its statements counted into `tally` (one request at a time). */
export function during<T>(tally: SqlTally, task: () => Promise<T>): () => Promise<T> {
  return async () => {
    current = tally;
    try {
      return await task();
    } finally {
      current = null;
    }
  };
}
