// Several API instances as a deployment runs them: each its own process started from the real
// entry point (api/src/main.ts, NODE_ENV=production) on one PostgreSQL database and one Redis.
// The database is created fresh on BENCH_DATABASE_URL's server (default the local one), migrated
// and seeded once, and dropped at the end. Redis is a private redis-server on a free port when one
// is installed (live events are Redis pub/sub, which every client of a server shares, so a bench
// on a shared Redis would send its events into other test runs' subscribers); BENCH_REDIS_URL
// names one instead, and without redis-server REDIS_URL or the local one is used.
import { fork, spawn, spawnSync, type ChildProcess, type Serializable } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../api/src/test/db.ts';

const MAIN = fileURLToPath(new URL('../../api/src/main.ts', import.meta.url));
const PROBE = fileURLToPath(new URL('./memoryProbe.ts', import.meta.url));
/** Node options for the app's processes a bench starts, from BENCH_INSTANCE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/profiles'). */
export const INSTANCE_ARGS = process.env.BENCH_INSTANCE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
export const POSTGRES_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ProcessMemory {
  /** resident set size from /proc/PID/status (VmRSS), bytes */
  rss: number;
  /** V8 heap in use after full collections, bytes */
  heapUsed: number;
  /** memory outside the V8 heap (buffers), bytes */
  external: number;
}

export interface Instance {
  url: string;
  pid: number;
  /** the instance's memory after garbage collection */
  memory(): Promise<ProcessMemory>;
  /** CPU time the process has used so far, ms (from /proc/PID/stat) */
  cpuMs(): Promise<number>;
  /** a CPU profile of a spell: started, then stopped and written to a .cpuprofile file */
  profile: { start(): void; stop(path: string): Promise<void> };
}

export interface Cluster {
  database: TestDatabase;
  databaseUrl: string;
  redisUrl: string;
  tokenSecret: string;
  instances: Instance[];
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether the PostgreSQL server the benches use answers; a bench that needs it prints why it skipped otherwise. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const ends = Date.now() + timeoutMs;
  while (Date.now() < ends) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.BENCH_REDIS_URL) return { url: process.env.BENCH_REDIS_URL, stop: async () => {} };
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
    const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
    console.log(`  redis-server is not installed: using ${url}, whose other clients also receive the bench's live events`);
    return { url, stop: async () => {} };
  }
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const failed = new Promise<never>((_, reject) => server.once('error', reject));
  const { Redis } = await import('ioredis');
  await Promise.race([
    failed,
    waitFor(async () => {
      const client = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } finally {
        client.disconnect();
      }
    }, 'redis-server'),
  ]);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode != null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

async function procStatusBytes(pid: number, field: string): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : NaN;
}

async function procCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux)
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function startInstance(env: NodeJS.ProcessEnv): { child: ChildProcess; instance: Promise<Instance> } {
  const child = fork(MAIN, {
    execArgv: ['--import', 'tsx', '--import', PROBE, '--expose-gc', ...INSTANCE_ARGS],
    env,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  child.stdout!.resume();
  const url = `http://127.0.0.1:${env.PORT}`;
  /** Sends the probe a request and answers its reply of type `replyType`. */
  const ask = <Reply>(request: Serializable, replyType: string) =>
    new Promise<Reply>((resolve) => {
      const listener = (message: { type?: string }) => {
        if (message?.type !== replyType) return;
        child.off('message', listener);
        resolve(message as Reply);
      };
      child.on('message', listener);
      child.send(request);
    });
  const memory = async (): Promise<ProcessMemory> => {
    const { heapUsed, external } = await ask<{ heapUsed: number; external: number }>('memory', 'memory');
    return { rss: await procStatusBytes(child.pid!, 'VmRSS'), heapUsed, external };
  };
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`API instance exited with code ${code}`))));
  exited.catch(() => {});
  // BENCH_START_SECONDS: how long an instance may take to come up (compiling the app takes minutes on a loaded machine)
  const ready = waitFor(async () => (await fetch(`${url}/api/health`)).ok, `API instance on ${url}`, Number(process.env.BENCH_START_SECONDS ?? 60) * 1000);
  const profile = {
    start: () => void child.send('profile-start'),
    stop: async (path: string) => void (await ask({ type: 'profile-stop', path }, 'profile-written')),
  };
  return {
    child,
    instance: Promise.race([exited, ready]).then(() => ({ url, pid: child.pid!, memory, cpuMs: () => procCpuMs(child.pid!), profile })),
  };
}

/**
 * Starts `count` API instances on a fresh seeded PostgreSQL database and a shared Redis.
 * `prepare` runs on the database before the instances start (bulk rows, users).
 */
export async function startCluster(options: {
  count: number;
  prepare?: (database: TestDatabase) => Promise<void>;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = POSTGRES_SERVER_URL;
  const database = await createTestDatabase({ seed: true });
  if (previous === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = previous;
  const children: ChildProcess[] = [];
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  const close = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode != null || child.signalCode != null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await redis?.stop();
    await database.close();
  };
  try {
    await options.prepare?.(database);
    redis = await startRedis();
    const tokenSecret = randomBytes(36).toString('base64url');
    const instances: Instance[] = [];
    // One after another, as a deployment rolls them out: the first applies pending migrations (none here).
    for (let i = 0; i < options.count; i += 1) {
      const port = await freePort();
      const started = startInstance({
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        TOKEN_SECRET: tokenSecret,
        METRICS_TOKEN: randomBytes(24).toString('base64'),
        LEGACY_LIVE_PORT: 'off',
        ERP_POLL_SECONDS: 'off',
        // the database holds the demo accounts, which production serves only when told it is a demo
        SEED_DEMO_DATA: 'true',
        ...options.env,
      });
      children.push(started.child);
      instances.push(await started.instance);
    }
    return { database, databaseUrl: database.url, redisUrl: redis.url, tokenSecret, instances, close };
  } catch (error) {
    await close();
    throw error;
  }
}
