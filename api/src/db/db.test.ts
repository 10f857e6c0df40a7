import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { Prisma } from './client.ts';
import { openDatabase } from './database.ts';
import { IN_MEMORY, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { applyMigrations, pendingSchemaChanges, readMigrations } from './migrations.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed.ts';
import { testSettings } from '../test/settings.ts';

const onPostgresServer = Boolean(testSettings().TEST_DATABASE_URL);

describe('embedded PostgreSQL server', () => {
  let server: EmbeddedPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    server = await startEmbeddedPostgres({ dataDir: IN_MEMORY });
    pool = new pg.Pool({ connectionString: server.url, max: 5 });
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  // First, while the database is still empty (the engine refuses to migrate a non-empty schema it does not know).
  it('applies hand-written migrations with semicolons inside strings and function bodies', async () => {
    const migrationsDir = await mkdtemp(join(tmpdir(), 'quotecraft-migrations-'));
    try {
      await mkdir(join(migrationsDir, '20200101000000_notes'));
      await writeFile(
        join(migrationsDir, '20200101000000_notes', 'migration.sql'),
        `CREATE TABLE note (body text);
INSERT INTO note VALUES ('first; second');
CREATE FUNCTION plus_one(i int) RETURNS int AS $$ BEGIN RETURN i + 1; END; $$ LANGUAGE plpgsql;
INSERT INTO note VALUES (plus_one(41)::text);
`,
      );
      expect(await applyMigrations(server.url, { migrationsDir })).toEqual(['20200101000000_notes']);
      expect(await applyMigrations(server.url, { migrationsDir })).toEqual([]);
      const { rows } = await pool.query('SELECT body FROM note ORDER BY body');
      expect(rows.map((row) => row.body)).toEqual(['42', 'first; second']);
    } finally {
      await rm(migrationsDir, { recursive: true, force: true });
    }
  });

  it('serves 50 concurrent parameterized queries from a pool of 5, each getting its own answer', async () => {
    const large = 'x'.repeat(1_000_000); // big enough to arrive in several TCP reads
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const text = i % 10 === 0 ? `${large}${i}` : `q${i}`;
        const { rows } = await pool.query('SELECT $1::int AS n, length($2::text) AS len', [i, text]);
        return rows[0].n === i && rows[0].len === text.length;
      }),
    );
    expect(results.every(Boolean)).toBe(true);
  });

  it('keeps concurrent transactions apart and rolls back the failed ones', async () => {
    await pool.query('CREATE TABLE item (id int PRIMARY KEY, label text NOT NULL)');
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('INSERT INTO item VALUES ($1, $2)', [i, `item ${i}`]);
          const { rows } = await client.query('SELECT count(*)::int AS n FROM item WHERE id = $1', [i]);
          expect(rows[0].n).toBe(1);
          await client.query(i % 3 === 0 ? 'ROLLBACK' : 'COMMIT');
        } finally {
          client.release();
        }
      }),
    );
    const { rows } = await pool.query('SELECT array_agg(id ORDER BY id) AS ids FROM item WHERE id < 12');
    expect(rows[0].ids).toEqual([1, 2, 4, 5, 7, 8, 10, 11]);
  });

  it('rolls back the transaction of a client that disconnects in the middle of it', async () => {
    const client = new pg.Client(server.url);
    client.on('error', () => {});
    await client.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO item VALUES (100, $1)', ['abandoned']);
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM item WHERE id = 100');
    expect(rows[0].n).toBe(0);
  });

  it('does not let another client run between the messages of an extended query', async () => {
    const port = Number(new URL(server.url).port);
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('data', (data) => (received = Buffer.concat([received, data])));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(wire.startup());
    await waitFor(() => received.includes(Buffer.from('Z\0\0\0\x05I')));
    received = Buffer.alloc(0);

    socket.write(wire.parse('SELECT $1::int + 1000 AS raw'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const other = pool.query('SELECT $1::text AS other', ['hello']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    socket.write(Buffer.concat([wire.bind('5'), wire.describePortal(), wire.execute(), wire.sync()]));

    expect((await other).rows).toEqual([{ other: 'hello' }]);
    await waitFor(() => received.includes(Buffer.from('Z\0\0\0\x05I')));
    expect(received.includes(Buffer.from('raw\0'))).toBe(true);
    expect(received.includes(Buffer.from('1005'))).toBe(true);
    socket.destroy();
  });

  it("keeps each connection's prepared statement names apart, and deallocates them when it closes", async () => {
    const clients = [new pg.Client(server.url), new pg.Client(server.url)];
    await Promise.all(clients.map((client) => client.connect()));
    const [first, second] = clients;
    // The same name for different texts on two connections, as on separate server sessions.
    expect((await first.query({ name: 'answer', text: 'SELECT $1::int + 1 AS n', values: [1] })).rows).toEqual([{ n: 2 }]);
    expect((await second.query({ name: 'answer', text: 'SELECT $1::int * 10 AS n', values: [1] })).rows).toEqual([{ n: 10 }]);
    expect((await first.query({ name: 'answer', text: 'SELECT $1::int + 1 AS n', values: [5] })).rows).toEqual([{ n: 6 }]);
    const prepared = async () => (await pool.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE '%\\_answer'`)).rows[0].n;
    expect(await prepared()).toBe(2);
    await first.end();
    await waitFor(async () => (await prepared()) === 1);
    expect((await second.query({ name: 'answer', text: 'SELECT $1::int * 10 AS n', values: [7] })).rows).toEqual([{ n: 70 }]);
    await second.end();
  });
});

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('applies every migration once and records it in _prisma_migrations', async () => {
    const expected = (await readMigrations()).migrationDirectories.map((migration) => migration.path);
    expect(expected.length).toBeGreaterThan(0);
    const recorded = await database.prisma.$queryRaw<{ migration_name: string; finished_at: Date | null }[]>`
      SELECT migration_name, finished_at FROM _prisma_migrations WHERE rolled_back_at IS NULL ORDER BY migration_name`;
    expect(recorded.map((row) => row.migration_name)).toEqual(expected);
    expect(recorded.every((row) => row.finished_at !== null)).toBe(true);
  });

  it('is idempotent', async () => {
    expect(await applyMigrations(database.url)).toEqual([]);
    expect(await applyMigrations(database.url)).toEqual([]);
  });

  it('creates the tables of the schema', async () => {
    expect(await database.prisma.platform.count()).toBe(0);
    expect(await database.prisma.quoteLine.count()).toBe(0);
  });

  it.skipIf(onPostgresServer)('match schema.prisma (no migration is missing)', async () => {
    expect(await pendingSchemaChanges()).toBeNull();
    // The WebAssembly schema engine diffs the whole schema; on a busy machine that takes a while.
  }, 180_000);
});

describe('demo seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates exactly the demo accounts, each signing in with the demo password', async () => {
    expect(await seedDemoData(database.prisma)).toEqual({ created: true });

    const users = await database.prisma.user.findMany({ include: { role: true, platform: true }, orderBy: { id: 'asc' } });
    expect(users.map((user) => ({ username: user.username, roleLevel: user.role.roleLevel, platform: user.platform.name }))).toEqual(DEMO_ACCOUNTS);
    for (const user of users) {
      expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await argon2.verify(user.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await argon2.verify(user.passwordHash, 'wrong password')).toBe(false);
    }
    expect(users.find((user) => user.username === 'public@acme.test')?.checkoutType).toBe('stripe');
    // Fourteen argon2 verifications are deliberately slow; a busy machine needs more than the default budget.
  }, 120_000);

  it('is idempotent: a second run creates nothing', async () => {
    const countsBefore = await tableCounts(database);
    expect(await seedDemoData(database.prisma)).toEqual({ created: false });
    expect(await tableCounts(database)).toEqual(countsBefore);
  });

  it('sets up both platforms with built-in roles, status types, themes, catalog and groups', async () => {
    const { prisma } = database;
    const roles = await prisma.role.findMany({ where: { pid: null }, orderBy: { roleLevel: 'asc' } });
    expect(roles.map((role) => [role.name, role.roleLevel])).toEqual([
      ['Public User', 0],
      ['Registered User', 1],
      ['Dealer', 3],
      ['System Admin', 5],
      ['Super Admin', 9],
    ]);

    const acme = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
    expect(acme).toMatchObject({ isDefault: true, integration: 'default', emailAddresses: 'orders@acme.test,sales@acme.test' });
    const borealis = await prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } });
    expect(borealis).toMatchObject({ isDefault: false, integration: 'CSI', csiOrderCompleteString: 'Complete' });

    for (const platform of [acme, borealis]) {
      expect(await prisma.statusType.count({ where: { pid: platform.id } })).toBe(4);
      const themes = await prisma.theme.findMany({ where: { pid: platform.id, isActive: true } });
      expect(themes.map((theme) => theme.darkMode).sort()).toEqual([false, true]);
      expect(await prisma.productList.count({ where: { pid: platform.id } })).toBe(2);
      const groups = await prisma.group.findMany({ where: { pid: platform.id }, include: { members: true } });
      expect(groups).toHaveLength(2);
      expect(groups.every((group) => group.defaultCustomerId !== null && group.productListId !== null && group.members.length > 0)).toBe(true);
      const customers = await prisma.customer.findMany({ where: { pid: platform.id }, include: { addresses: true } });
      expect(customers.some((customer) => customer.erpId === null)).toBe(true);
      expect(customers.filter((customer) => customer.erpId !== null).length).toBeGreaterThanOrEqual(3);
      for (const customer of customers) {
        expect(customer.primaryContactId).not.toBeNull();
        expect(customer.addresses.find((address) => address.id === customer.billingAddressId)?.addressType).toBe(1);
        expect(customer.addresses.some((address) => address.addressType === 2)).toBe(true);
      }
    }

    const darkAcme = await prisma.theme.findFirstOrThrow({ where: { pid: acme.id, darkMode: true } });
    expect(luminance(darkAcme.backgroundColor)).toBeLessThan(0.2);
    expect(luminance(darkAcme.textDark)).toBeGreaterThan(0.7);

    expect(await prisma.product.count({ where: { pid: acme.id } })).toBeGreaterThanOrEqual(12);
    expect(await prisma.product.count({ where: { pid: borealis.id } })).toBeGreaterThanOrEqual(6);
    expect(await prisma.product.count({ where: { isNonConfigurable: false, isQuickConfig: true, headerId: { not: null } } })).toBeGreaterThan(0);
    const fixed = await prisma.product.findMany({ where: { isNonConfigurable: true } });
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.every((product) => product.defaultPrice !== null && product.quantityInStock !== null && product.uom && product.base64Image)).toBe(true);

    const dealerGroups = await prisma.groupMembership.findMany({ where: { user: { username: { in: ['user@acme.test', 'dealer@acme.test'] } } } });
    const sharedGroup = dealerGroups.filter((membership, _, all) => all.filter((other) => other.groupId === membership.groupId).length === 2);
    expect(sharedGroup.length).toBe(2);
    expect(await prisma.groupMembership.count({ where: { user: { username: 'user@borealis.test' } } })).toBeGreaterThan(0);

    for (const username of ['user@acme.test', 'public@acme.test', 'user@borealis.test']) {
      const user = await prisma.user.findUniqueOrThrow({ where: { username }, include: { customer: { include: { addresses: true } }, contact: true } });
      expect(user.customer?.addresses.length).toBeGreaterThanOrEqual(2);
      expect(user.contact?.customerId).toBe(user.customerId);
    }
  });

  it('writes quotes, quote requests and orders whose totals equal the sum of their lines', async () => {
    const quotes = await database.prisma.quote.findMany({ include: { lines: { orderBy: { lineNumber: 'asc' } } } });
    expect(new Set(quotes.map((quote) => quote.type))).toEqual(new Set([1, 2, 3]));
    for (const quote of quotes) {
      const sum = quote.lines.reduce((total, line) => total.plus(line.price.times(line.quantity)), new Prisma.Decimal(0));
      expect(quote.totalCost.equals(sum)).toBe(true);
      expect(quote.lineCount).toBe(quote.lines.length);
      quote.lines.forEach((line, index) => {
        expect(line.lineNumber).toBe(index + 1);
        expect(line.configurationId).toBe(`${quote.id}_${index + 1}`);
        expect(line.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(Array.isArray(line.details)).toBe(true);
        expect((line.details as { Caption: string; Value: string; Type: number }[])[0]).toEqual({
          Caption: expect.any(String),
          Value: expect.any(String),
          Type: expect.any(Number),
        });
      });
    }
    const orders = quotes.filter((quote) => quote.type === 2);
    expect(orders.every((order) => /^SO-\d+$/.test(order.erpOrderNo ?? '') && order.dateOrderPlaced !== null)).toBe(true);
    expect(orders.some((order) => order.csiStatus === 'W')).toBe(true);
    expect(new Set(orders.map((order) => order.orderStatus))).toEqual(new Set(['O', 'P']));
    expect(await database.prisma.communication.count()).toBeGreaterThanOrEqual(2);
    expect(await database.prisma.issueReport.count()).toBeGreaterThanOrEqual(2);

    const rma = await database.prisma.rma.findFirstOrThrow({ include: { details: true, quote: true } });
    expect(rma.quote?.type).toBe(2);
    expect(rma.erpOrderNum).toBe(rma.quote?.erpOrderNo);
    expect(rma.details.length).toBeGreaterThan(0);
    expect(rma.details.every((detail) => detail.orderedQuantity > 0 && (detail.quantity ?? 0) <= detail.orderedQuantity)).toBe(true);
  });
});

describe.runIf(onPostgresServer)('a connection the database server closes while idle (PostgreSQL; skipped without TEST_DATABASE_URL: the embedded database has one backend)', () => {
  it('leaves the app running: the next statements open new connections and answer', async () => {
    const database = await createTestDatabase();
    try {
      await Promise.all([1, 2, 3].map(() => database.pool.query('SELECT pg_sleep(0.01)')));
      const ours = await database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        // every connection of the pool but the one asking, which the pool holds idle meanwhile
        const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = await database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(after.rows[0].pid).not.toBe(ours.rows[0].pid);
      expect(await database.prisma.user.count()).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('test database harness', () => {
  it('gives every caller its own database, seeded on request', async () => {
    const [first, second] = await Promise.all([createTestDatabase({ seed: true }), createTestDatabase()]);
    try {
      expect(first.url).not.toBe(second.url);
      expect(await first.prisma.user.count()).toBe(DEMO_ACCOUNTS.length);
      expect(await second.prisma.user.count()).toBe(0);
      await second.prisma.platform.create({ data: { name: 'Only in the second database' } });
      expect(await first.prisma.platform.count({ where: { name: 'Only in the second database' } })).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it.runIf(onPostgresServer)('creates a uniquely named database on TEST_DATABASE_URL and drops it on close', async () => {
    const database = await createTestDatabase();
    const name = new URL(database.url).pathname.slice(1);
    expect(name).toMatch(/^qc_test_/);
    await database.close();
    const admin = new pg.Client(testSettings().TEST_DATABASE_URL);
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});

describe.skipIf(onPostgresServer)('openDatabase on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'quotecraft-db-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates a new data folder, keeps its data across restarts and refuses a second opener', async () => {
    const first = await openDatabase({ dataDir });
    try {
      expect(first.embedded).toBe(true);
      expect(first.appliedMigrations.length).toBeGreaterThan(0);
      await first.prisma.platform.create({ data: { name: 'Persisted' } });
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open/);
    } finally {
      await first.close();
    }

    const second = await openDatabase({ dataDir });
    try {
      expect(second.appliedMigrations).toEqual([]);
      expect(await second.prisma.platform.count({ where: { name: 'Persisted' } })).toBe(1);
    } finally {
      await second.close();
    }
  });
});

async function tableCounts(database: TestDatabase) {
  const { prisma } = database;
  return {
    platforms: await prisma.platform.count(),
    roles: await prisma.role.count(),
    users: await prisma.user.count(),
    customers: await prisma.customer.count(),
    products: await prisma.product.count(),
    quotes: await prisma.quote.count(),
    lines: await prisma.quoteLine.count(),
    themes: await prisma.theme.count(),
    rmas: await prisma.rma.count(),
  };
}

/** Relative luminance of a #rrggbb color, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((offset) => {
    const channel = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Just enough of the frontend wire protocol to send an extended query in pieces. */
const wire = {
  message(type: string, ...parts: Buffer[]) {
    const body = Buffer.concat(parts);
    const header = Buffer.alloc(5);
    header.write(type, 0, 'latin1');
    header.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([header, body]);
  },
  cstring: (text: string) => Buffer.from(`${text}\0`),
  int16(value: number) {
    const buffer = Buffer.alloc(2);
    buffer.writeInt16BE(value);
    return buffer;
  },
  int32(value: number) {
    const buffer = Buffer.alloc(4);
    buffer.writeInt32BE(value);
    return buffer;
  },
  startup() {
    const body = Buffer.concat([wire.int32(196608), wire.cstring('user'), wire.cstring('postgres'), wire.cstring('database'), wire.cstring('postgres'), Buffer.from([0])]);
    return Buffer.concat([wire.int32(body.length + 4), body]);
  },
  parse: (sql: string) => wire.message('P', wire.cstring(''), wire.cstring(sql), wire.int16(0)),
  bind: (value: string) =>
    wire.message('B', wire.cstring(''), wire.cstring(''), wire.int16(0), wire.int16(1), wire.int32(Buffer.byteLength(value)), Buffer.from(value), wire.int16(0)),
  describePortal: () => wire.message('D', Buffer.from('P'), wire.cstring('')),
  execute: () => wire.message('E', wire.cstring(''), wire.int32(0)),
  sync: () => wire.message('S'),
};

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the server');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
