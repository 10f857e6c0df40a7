import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements, startTestApp, type TestApp } from '../test/app.ts';
import type { DatabaseChanges } from '../db/changes.ts';
import { createViewerRows } from './viewerRows.ts';

/** Signed-in callers are kept between requests; every change to their user or role row applies at once. */
let app: TestApp;
let recorder: ReturnType<typeof recordStatements>;
/** another connection, as another API instance or a database administrator would change rows */
let other: pg.Client;

const ME = `{ me { username } }`;
const USERS = `{ users(first: 1) { totalCount } }`;
const viewerReads = () => recorder.statements.filter((sql) => /FROM "Session" s JOIN "User" u/.test(sql)).length;
const allowed = async (token: string) => (await app.gql(USERS, {}, token)).errors === undefined;

beforeAll(async () => {
  app = await startTestApp();
  recorder = recordStatements(app);
  other = new pg.Client({ connectionString: app.databaseUrl });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await app?.close();
});

describe('signed-in callers between requests', () => {
  it('reads a caller once and then answers their requests without reading them again', async () => {
    const token = await app.login('dealer@acme.test');
    recorder.reset();
    expect((await app.gql(ME, {}, token)).data.me.username).toBe('dealer@acme.test');
    expect(viewerReads()).toBe(1);
    recorder.reset();
    expect((await app.gql(ME, {}, token)).data.me.username).toBe('dealer@acme.test');
    expect(viewerReads()).toBe(0);
  });

  it('ends a session on the very next request after a sign-out everywhere on this instance', async () => {
    const token = await app.login('user@borealis.test');
    expect((await app.gql(ME, {}, token)).data.me.username).toBe('user@borealis.test');
    await app.services.prisma.user.update({ where: { username: 'user@borealis.test' }, data: { tokenVersion: { increment: 1 } } });
    // an ended session's token is refused whole (401), `me` included
    expect((await app.gql(ME, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('applies a role change made through another connection to the next requests', async () => {
    const token = await app.login('user@acme.test');
    expect(await allowed(token)).toBe(false);
    const { rows } = await other.query(`SELECT r.id FROM "Role" r WHERE r."roleLevel" = 5 AND r.pid IS NULL LIMIT 1`);
    const { rows: before } = await other.query(`SELECT "roleId" FROM "User" WHERE username = 'user@acme.test'`);
    await other.query(`UPDATE "User" SET "roleId" = $1 WHERE username = 'user@acme.test'`, [rows[0].id]);
    // PostgreSQL delivers another session's notification within milliseconds.
    await expect.poll(() => allowed(token), { timeout: 2000, interval: 5 }).toBe(true);
    await other.query(`UPDATE "User" SET "roleId" = $1 WHERE username = 'user@acme.test'`, [before[0].roleId]);
    await expect.poll(() => allowed(token), { timeout: 2000, interval: 5 }).toBe(false);
  });

  it("applies a change of a role's level to everyone holding it", async () => {
    const token = await app.login('user@acme.test');
    expect(await allowed(token)).toBe(false);
    const { rows } = await other.query(`SELECT r.id, r."roleLevel" FROM "Role" r JOIN "User" u ON u."roleId" = r.id WHERE u.username = 'user@acme.test'`);
    await other.query(`UPDATE "Role" SET "roleLevel" = 5 WHERE id = $1`, [rows[0].id]);
    try {
      await expect.poll(() => allowed(token), { timeout: 2000, interval: 5 }).toBe(true);
    } finally {
      await other.query(`UPDATE "Role" SET "roleLevel" = $2 WHERE id = $1`, [rows[0].id, rows[0].roleLevel]);
    }
    await expect.poll(() => allowed(token), { timeout: 2000, interval: 5 }).toBe(false);
  });

  it('does not announce sign-in bookkeeping (online flag, last seen) as a change', async () => {
    const token = await app.login('admin@acme.test');
    await app.gql(ME, {}, token);
    await other.query(`UPDATE "User" SET "isLoggedIn" = true, "lastSeenAt" = now() WHERE username = 'admin@acme.test'`);
    recorder.reset();
    await app.gql(ME, {}, token);
    expect(viewerReads()).toBe(0);
  });
});

describe('the cache rules', () => {
  function fakeChanges() {
    const listeners = new Set<(payload: string) => void>();
    const changes = {
      live: true,
      subscribe: (listener: (payload: string) => void) => (listeners.add(listener), () => listeners.delete(listener)),
      announce: (payload: string) => listeners.forEach((listener) => listener(payload)),
      attach: async () => {},
      close: async () => {},
    };
    return changes as typeof changes & DatabaseChanges;
  }

  it('keeps nothing while no connection listens for changes, and drops what a change names', async () => {
    const changes = fakeChanges();
    const rows = createViewerRows<{ level: number }>(changes);
    let reads = 0;
    const read = (level: number) => async () => ((reads += 1), { level });

    changes.live = false;
    await rows.get('s1', 1, read(1));
    await rows.get('s1', 1, read(1));
    expect(reads).toBe(2);

    changes.live = true;
    await rows.get('s1', 1, read(1));
    expect(await rows.get('s1', 1, read(9))).toEqual({ level: 1 });
    changes.announce('2');
    expect(await rows.get('s1', 1, read(9))).toEqual({ level: 1 });
    changes.announce('1');
    expect(await rows.get('s1', 1, read(5))).toEqual({ level: 5 });
    changes.announce('*');
    expect(await rows.get('s1', 1, read(3))).toEqual({ level: 3 });
    // Every session of the user named goes.
    await rows.get('s2', 1, read(3));
    changes.announce('1');
    expect(await rows.get('s1', 1, read(4))).toEqual({ level: 4 });
    expect(await rows.get('s2', 1, read(4))).toEqual({ level: 4 });
    rows.close();
  });

  it('does not keep a row read while a change was announced', async () => {
    const changes = fakeChanges();
    const rows = createViewerRows<{ level: number }>(changes);
    await rows.get('s1', 1, async () => {
      changes.announce('1');
      return { level: 1 };
    });
    expect(await rows.get('s1', 1, async () => ({ level: 5 }))).toEqual({ level: 5 });
    rows.close();
  });
});
