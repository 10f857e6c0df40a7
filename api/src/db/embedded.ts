// The embedded default database: PGlite (Postgres compiled to WebAssembly) persisted to a folder and
// served on loopback, so the app reaches it through `pg` exactly as it reaches a real server.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { servePglite } from './pgliteServer.ts';

export const IN_MEMORY = 'memory://';

export interface EmbeddedPostgresOptions {
  /** A folder to persist to, or `memory://` for a throw-away database. */
  dataDir: string;
  /** 0 or absent: any free port. */
  port?: number;
  /** Start from a dump made with `pglite.dumpDataDir()` instead of an empty cluster. */
  loadDataDir?: Blob;
}

export interface EmbeddedPostgres {
  url: string;
  pglite: PGlite;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const inMemory = options.dataDir === IN_MEMORY;
  const dataDir = inMemory ? IN_MEMORY : resolve(options.dataDir);
  const releaseDataDir = inMemory ? () => {} : claimDataDir(dataDir);
  let pglite: PGlite | undefined;
  try {
    pglite = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
    const server = await servePglite(pglite, { host: '127.0.0.1', port: options.port ?? 0 });
    const db = pglite;
    let stopping: Promise<void> | undefined;
    return {
      url: `postgresql://postgres@127.0.0.1:${server.port}/postgres`,
      pglite: db,
      stop() {
        stopping ??= (async () => {
          try {
            await server.close();
            await db.close();
          } finally {
            releaseDataDir();
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    await pglite?.close().catch(() => {});
    releaseDataDir();
    throw error;
  }
}

/**
 * Two processes opening one PGlite folder corrupt it, so a live process marks its claim in
 * `<dataDir>.lock` (beside the folder: initdb wants the folder itself empty).
 */
function claimDataDir(dataDir: string): () => void {
  if (claimedInThisProcess.has(dataDir)) throw new Error(`The embedded database in ${dataDir} is already open.`);
  mkdirSync(dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  const holder = readLockHolder(lockFile);
  // A lock naming our own pid is stale (a container restarted with the same pid).
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new Error(`The embedded database in ${dataDir} is in use by process ${holder}; stop it first.`);
  }
  writeFileSync(lockFile, String(process.pid));
  claimedInThisProcess.add(dataDir);
  return () => {
    claimedInThisProcess.delete(dataDir);
    if (readLockHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

const claimedInThisProcess = new Set<string>();

function readLockHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
