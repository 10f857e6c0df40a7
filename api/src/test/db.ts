// Every API test file gets its own fresh, migrated database:
// - by default an in-memory PGlite, started from a cached snapshot (a dump of a migrated, and
//   optionally seeded, cluster kept in node_modules/.cache) because initdb plus migrations take
//   seconds while loading a snapshot takes a fraction of one;
// - with TEST_DATABASE_URL set (e.g. postgres://postgres@127.0.0.1:5432/test), a uniquely named
//   database copied on that server from a migrated (and optionally seeded) template database, and
//   dropped again on close.
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabaseClients, type DatabaseClients } from '../db/client.ts';
import { IN_MEMORY, startEmbeddedPostgres } from '../db/embedded.ts';
import { applyMigrations, readMigrations } from '../db/migrations.ts';
import { REPO_ROOT } from '../db/paths.ts';
import { seedDemoData } from '../db/seed.ts';
import { testSettings } from './settings.ts';
import { TEST_PASSWORD_HASH_MEMORY_KIB } from '../config.ts';

/** The demo accounts' hashes cost what the test apps' (NODE_ENV=test) do. */
const TEST_HASHING = { passwordHashMemoryKib: TEST_PASSWORD_HASH_MEMORY_KIB };

export interface TestDatabase extends DatabaseClients {
  url: string;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Write the demo data set (db/seed.ts). */
  seed?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = testSettings().TEST_DATABASE_URL;
  const database = await (serverUrl ? createServerDatabase(serverUrl, options) : createEmbeddedDatabase(options));
  try {
    await giveRowsIdsOfTheirOwn(database.pool);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** How far apart the rows created in two test databases of one process start. */
const IDS_PER_DATABASE = 1_000_000;
let databasesInThisProcess = 0;

/**
 * Moves every id sequence on by a range of its own, so that a row created in one test database never
 * has the id of a row created in another database of the same process. Test files share a process
 * (vitest.config.ts), and the app keeps what never changes by id for the life of its process (a
 * configuration model's versions): with the same ids in two databases, one file would be answered
 * from another's rows. The demo rows copied from the snapshot keep their ids, alike everywhere, and
 * the first database of a process keeps its sequences as they are.
 */
async function giveRowsIdsOfTheirOwn(pool: pg.Pool) {
  const offset = databasesInThisProcess * IDS_PER_DATABASE;
  databasesInThisProcess += 1;
  if (offset === 0) return;
  await pool.query(`DO $$
    DECLARE s record;
    BEGIN
      FOR s IN SELECT schemaname, sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' LOOP
        PERFORM setval(format('%I.%I', s.schemaname, s.sequencename), coalesce(s.last_value, 0) + ${offset});
      END LOOP;
    END $$`);
}

const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'quotecraft-test-db');
const SNAPSHOT_INPUTS = ['node_modules/graphile-worker/package.json', 'api/src/db/seed.ts', 'api/src/db/seedData.ts', 'api/src/db/seedConfigurator.ts', 'api/src/db/demoModels.ts', 'api/src/configurator/model.ts', 'node_modules/@electric-sql/pglite/package.json'];

async function createEmbeddedDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const kind = options.seed ? 'seeded' : 'migrated';
  const snapshotFile = join(CACHE_DIR, `pglite-${kind}-${await snapshotKey(options)}.tar`);
  const snapshot = loadedSnapshots.get(snapshotFile) ?? (existsSync(snapshotFile) ? new Blob([await readFile(snapshotFile)]) : null);
  if (snapshot) {
    loadedSnapshots.set(snapshotFile, snapshot);
    const embedded = await startEmbeddedPostgres({ dataDir: IN_MEMORY, loadDataDir: snapshot });
    return withPrisma(embedded.url, () => embedded.stop());
  }

  const embedded = await startEmbeddedPostgres({ dataDir: IN_MEMORY });
  const database = withPrisma(embedded.url, () => embedded.stop());
  try {
    await applyMigrations(embedded.url);
    if (options.seed) await seedDemoData(database.prisma, { hashing: TEST_HASHING });
    await saveSnapshot(snapshotFile, kind, await dumpForSnapshot(embedded.pglite));
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The snapshots this process has read, kept for its next test files (vitest.config.ts: files share a process). */
const loadedSnapshots = new Map<string, Blob>();

/**
 * The cluster as a snapshot that loads in half the time: checkpointed, so that starting from it
 * replays no WAL, and without the template databases, which PGlite never uses (the app's database is
 * `postgres`) but which made up half of the files to unpack for each test file.
 */
async function dumpForSnapshot(pglite: PGlite): Promise<Blob> {
  for (const template of ['template0', 'template1']) {
    await pglite.query(`ALTER DATABASE ${template} WITH is_template false`);
    await pglite.query(`DROP DATABASE ${template}`);
  }
  await pglite.query('CHECKPOINT');
  return pglite.dumpDataDir('none');
}

/** Changes whenever the migrations, the seed or PGlite change; seeded snapshots also expire daily (the seed's dates are relative to today). */
async function snapshotKey(options: TestDatabaseOptions): Promise<string> {
  const hash = createHash('sha256');
  hash.update('checkpointed, without template databases');
  for (const migration of (await readMigrations()).migrationDirectories) {
    hash.update(migration.path);
    if (migration.migrationFile.content.tag === 'ok') hash.update(migration.migrationFile.content.value);
  }
  if (options.seed) {
    hash.update(`password hash memory ${TEST_HASHING.passwordHashMemoryKib}`);
    for (const input of SNAPSHOT_INPUTS) hash.update(await readFile(join(REPO_ROOT, input)));
    hash.update(new Date().toISOString().slice(0, 10));
  } else {
    for (const input of [SNAPSHOT_INPUTS[0]!, SNAPSHOT_INPUTS.at(-1)!]) hash.update(await readFile(join(REPO_ROOT, input)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function saveSnapshot(file: string, kind: string, dump: Blob): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  // Test files run in parallel processes: write aside, then rename into place atomically.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  for (const name of await readdir(CACHE_DIR)) {
    const stale = name.startsWith(`pglite-${kind}-`) && name.endsWith('.tar') && join(CACHE_DIR, name) !== file;
    if (stale) await rm(join(CACHE_DIR, name), { force: true });
  }
}

async function createServerDatabase(serverUrl: string, options: TestDatabaseOptions): Promise<TestDatabase> {
  const template = await serverTemplate(serverUrl, options);
  const name = `qc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const drop = () => withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {});
  return withPrisma(databaseUrl(serverUrl, name), drop);
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A migrated (and optionally seeded) database on the server that test databases are copied from,
 * as the embedded ones load a snapshot: copying a template takes a fraction of migrating and
 * seeding. It is built once per key, under an advisory lock, since test files run in parallel.
 */
async function serverTemplate(serverUrl: string, options: TestDatabaseOptions): Promise<string> {
  const kind = options.seed ? 'seeded' : 'migrated';
  const template = `qc_template_${kind}_${await snapshotKey(options)}`;
  return withAdminClient(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [`qc_template_${kind}`]);
    try {
      const existing = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`qc_template_${kind}_%`]);
      if (existing.rows.some((row) => row.datname === template)) return template;
      // Templates of other keys may serve a run of other sources on the same server: keep a few.
      if (existing.rows.length >= 4) for (const { datname } of existing.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const database = withPrisma(databaseUrl(serverUrl, building), async () => {});
      try {
        await applyMigrations(database.url);
        if (options.seed) await seedDemoData(database.prisma, { hashing: TEST_HASHING });
      } finally {
        await database.close();
      }
      // Renamed only once whole: a run cut off while building leaves no half-built template behind.
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      return template;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [`qc_template_${kind}`]);
    }
  });
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withPrisma(url: string, release: () => Promise<void>): TestDatabase {
  const clients = createDatabaseClients(url, { max: 5 });
  let closing: Promise<void> | undefined;
  return {
    url,
    prisma: clients.prisma,
    pool: clients.pool,
    changes: clients.changes,
    close() {
      closing ??= clients.close().finally(release);
      return closing;
    },
  };
}
