// Several API instances as docker-compose.yml runs them, on this machine: the database migrated
// (and seeded) once by the migrate script, then N `api/src/main.ts` processes in production mode on
// that database and Redis, behind HAProxy with the repository's own deploy/haproxy.cfg (only its
// addresses rewritten to this machine's ports). For tests that stop an instance with a real signal
// and for the benchmarks; `node scripts/cluster.mjs` starts one by hand.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot, inheritedEnvironment } from '../config.ts';

export interface ClusterInstance {
  name: string;
  /** the instance's own address, bypassing the balancer */
  url: string;
  legacyPort: number;
  pid: number;
  /** everything the process printed */
  output: string[];
  /** resolves with the exit code once the process has ended */
  exited: Promise<number | null>;
  /** sends the signal (SIGTERM by default) and waits for the process to end */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Cluster {
  /** the balancer's address, or the first instance's when there is no balancer */
  url: string;
  /** the legacy live channel through the balancer (or of the first instance) */
  legacyUrl: string;
  /** true when HAProxy stands in front of the instances */
  balanced: boolean;
  instances: ClusterInstance[];
  databaseUrl: string;
  /** the production settings the instances run with (TOKEN_SECRET, PUBLIC_URL …) */
  env: Record<string, string>;
  /** starts one more instance on the same database (not added to the balancer) */
  addInstance(name?: string): Promise<ClusterInstance>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** PostgreSQL; every instance and the migrate step use it */
  databaseUrl: string;
  redisUrl?: string;
  /** default 2 */
  instances?: number;
  /** put HAProxy in front (default: when `haproxy` is installed) */
  balancer?: boolean;
  /** migrate step writes the demo data into an empty database (default true) */
  seed?: boolean;
  /** extra environment for the instances (e.g. ERP_POLL_SECONDS, OPERATIONS_PER_MINUTE) */
  env?: Record<string, string>;
}

export const haproxyInstalled = () => spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;

const TSX = ['--import', 'tsx'];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function collect(child: ChildProcess, output: string[]) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Runs the migrate script once, as the compose file's migrate service does. */
export async function migrateOnce(databaseUrl: string, seed: boolean): Promise<string[]> {
  const output: string[] = [];
  const child = spawn(process.execPath, [...TSX, 'api/src/scripts/migrate.ts'], {
    cwd: repoRoot,
    env: { ...inheritedEnvironment(), NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED_DEMO_DATA: seed ? 'true' : 'false' },
  });
  collect(child, output);
  const code = await exitOf(child);
  if (code !== 0) throw new Error(`migrate failed (exit ${code}):\n${output.join('\n')}`);
  return output;
}

async function waitUntil(what: string, check: () => Promise<boolean>, ms: number, output: () => string[]) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${ms / 1000} s:\n${output().join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answersReady = async (url: string) => (await fetch(`${url}/api/ready`)).status === 200;

/** The repository's deploy/haproxy.cfg with its addresses pointed at this machine's instances. */
export function localHaproxyConfig(ports: { app: number; legacy: number; instances: { port: number; legacyPort: number }[] }): string {
  const shipped = readFileSync(join(repoRoot, 'deploy', 'haproxy.cfg'), 'utf8');
  const replace = (text: string, pattern: RegExp, by: (match: RegExpMatchArray) => string) => {
    if (!pattern.test(text)) throw new Error(`deploy/haproxy.cfg no longer has ${pattern}`);
    return text.replace(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'), (...m) => by(m as unknown as RegExpMatchArray));
  };
  let config = shipped;
  // HAProxy needs about two descriptors a connection; stay within what this machine allows.
  const hardLimit = Number(spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim()) || 1024;
  config = replace(config, /^([ \t]+)maxconn (\d+)$/m, (m) => `${m[1]}maxconn ${Math.min(Number(m[2]), Math.floor((hardLimit - 200) / 2))}`);
  config = replace(config, /^resolvers docker\n(?:[ \t]+.*\n)+/m, () => '');
  config = replace(config, / init-addr \S+ resolvers docker/, () => '');
  config = replace(config, /^([ \t]+)bind :80$/m, (m) => `${m[1]}bind 127.0.0.1:${ports.app}`);
  config = replace(config, /^([ \t]+)bind :8880$/m, (m) => `${m[1]}bind 127.0.0.1:${ports.legacy}`);
  // One server line per instance, after the shipped api-1 line of each backend.
  for (const [target, portOf] of [
    [/^([ \t]+)server api-1 api-1:4000 check\n(?:[ \t]+server api-\d+ .*\n)*/m, (i: { port: number }) => `127.0.0.1:${i.port} check`],
    [/^([ \t]+)server api-1 api-1:8880 check port 4000\n(?:[ \t]+server api-\d+ .*\n)*/m, (i: { port: number; legacyPort: number }) => `127.0.0.1:${i.legacyPort} check port ${i.port}`],
  ] as const) {
    config = replace(config, target, (m) => ports.instances.map((instance, n) => `${m[1]}server api-${n + 1} ${portOf(instance)}\n`).join(''));
  }
  return config;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  const balanced = options.balancer ?? haproxyInstalled();
  await migrateOnce(options.databaseUrl, options.seed ?? true);

  const dataDir = mkdtempSync(join(tmpdir(), 'quotecraft-cluster-'));
  const [appPort, legacyPort] = balanced ? [await freePort(), await freePort()] : [0, 0];
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LEGACY_LIVE_PORT: '0',
    DATABASE_URL: options.databaseUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl, REDIS_KEY_PREFIX: `qc-cluster-${randomBytes(6).toString('hex')}:` } : {}),
    MIGRATE_ON_START: 'false',
    // a seeded database holds the demo accounts, which production serves only when told it is a demo
    SEED_DEMO_DATA: (options.seed ?? true) ? 'true' : 'false',
    TOKEN_SECRET: randomBytes(48).toString('base64'),
    METRICS_TOKEN: randomBytes(24).toString('base64'),
    PUBLIC_URL: balanced ? `http://127.0.0.1:${appPort}` : 'http://127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: balanced ? '1' : 'false',
    // as docker-compose.yml: the balancer checks every second, so 2 s of 503 take an instance out first
    SHUTDOWN_DELAY_SECONDS: balanced ? '2' : '0',
    OPERATIONS_PER_MINUTE: '1000000',
    ERP_POLL_SECONDS: 'off',
    ...options.env,
  };

  const instances: ClusterInstance[] = [];
  const children: ChildProcess[] = [];
  const startInstance = async (name: string): Promise<ClusterInstance> => {
    const output: string[] = [];
    const child = spawn(process.execPath, [...TSX, 'api/src/main.ts'], {
      cwd: repoRoot,
      // The tests' clients send GraphQL documents with session tokens, as the API tests do everywhere:
      // production's persisted-operations-only rule has tests of its own (persistedOperations.api.test.ts).
      env: { ...inheritedEnvironment(), TEST_DATABASE_URL: '', TEST_REDIS_URL: '', JOB_CONCURRENCY: '2', GRAPHQL_PERSISTED_ONLY: 'false', ...env },
    });
    children.push(child);
    collect(child, output);
    const exited = exitOf(child);
    let url = '';
    let legacy = 0;
    await waitUntil(
      name,
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output.join('\n')}`);
        const text = output.join('\n');
        const web = /Web app: +http:\/\/localhost:(\d+)\//.exec(text);
        const channel = /legacy channel ws:\/\/localhost:(\d+)/.exec(text);
        if (!web) return false;
        url = `http://127.0.0.1:${web[1]}`;
        legacy = Number(channel?.[1] ?? 0);
        return answersReady(url);
      },
      120_000,
      () => output,
    ).catch((error) => {
      child.kill('SIGKILL');
      throw error;
    });
    return {
      name,
      url,
      legacyPort: legacy,
      pid: child.pid!,
      output,
      exited,
      stop: async (signal = 'SIGTERM') => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        return exited;
      },
    };
  };

  let balancer: ChildProcess | null = null;
  const close = async () => {
    balancer?.kill('SIGTERM');
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        child.kill('SIGTERM');
        await exitOf(child);
        clearTimeout(timer);
      }),
    );
    if (balancer) await exitOf(balancer);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    instances.push(...(await Promise.all(Array.from({ length: count }, (_, i) => startInstance(`api-${i + 1}`)))));
    if (balanced) {
      const configFile = join(dataDir, 'haproxy.cfg');
      writeFileSync(
        configFile,
        localHaproxyConfig({ app: appPort, legacy: legacyPort, instances: instances.map((i) => ({ port: Number(new URL(i.url).port), legacyPort: i.legacyPort })) }),
      );
      const output: string[] = [];
      balancer = spawn('haproxy', ['-db', '-f', configFile]);
      collect(balancer, output);
      await waitUntil('haproxy', () => answersReady(`http://127.0.0.1:${appPort}`), 10_000, () => output);
    }
  } catch (error) {
    await close();
    throw error;
  }

  return {
    url: balanced ? `http://127.0.0.1:${appPort}` : instances[0]!.url,
    legacyUrl: `ws://127.0.0.1:${balanced ? legacyPort : instances[0]!.legacyPort}`,
    balanced,
    instances,
    databaseUrl: options.databaseUrl,
    env,
    addInstance: (name = `api-${children.length + 1}`) => startInstance(name),
    close,
  };
}

/**
 * An empty database of its own on the PostgreSQL server at `serverUrl` (e.g. TEST_DATABASE_URL),
 * dropped again by `drop`.
 */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `qc_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
