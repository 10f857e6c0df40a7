import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { runUpkeep } from './upkeep.ts';

describe('database upkeep', () => {
  let database: TestDatabase;
  let pid: number;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    pid = (await database.pool.query<{ id: number }>('SELECT min(id) AS id FROM "Platform"')).rows[0]!.id;
  });
  afterAll(() => database.close());

  const productStats = async () =>
    (
      await database.pool.query<{ analysed: boolean; estimate: number }>(
        `SELECT s.last_analyze IS NOT NULL OR s.last_autoanalyze IS NOT NULL AS analysed, c.reltuples::int AS estimate
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = 'Product'`,
      )
    ).rows[0]!;

  it('brings the planner up to date after a bulk load, so a deep page starts at its own rows', async () => {
    const client = await database.pool.connect();
    try {
      await client.query(`INSERT INTO "Product" (pid, name, "productNumber", "createdAt", "updatedAt")
        SELECT $1::int, 'Upkeep lamp ' || n, 'UPK-' || lpad(n::text, 6, '0'), now(), now() FROM generate_series(1, 20000) AS n`, [pid]);
      // the counters reach the statistics views when the session reports them
      await client.query('SELECT pg_stat_force_next_flush()');
    } finally {
      client.release();
    }
    await database.pool.query('SELECT 1');

    const done = await runUpkeep(database.pool);
    expect(done).toContainEqual({ table: 'public."Product"', action: 'vacuum' });
    const after = await productStats();
    expect(after.analysed).toBe(true);
    expect(after.estimate).toBeGreaterThanOrEqual(20_000);

    const plan = (
      await database.pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM "Product" WHERE pid = ${pid} AND "productNumber" >= 'UPK-019000'
           AND ("productNumber" > 'UPK-019000' OR ("productNumber" = 'UPK-019000' AND id > 0))
         ORDER BY "productNumber", id LIMIT 50`,
      )
    ).rows.map((row) => row['QUERY PLAN']);
    expect(plan.join('\n')).toMatch(/Index (Only )?Scan using "Product_pid_productNumber_id_idx"/);
    expect(plan.join('\n')).not.toMatch(/Sort/);

    // nothing is due until the tables change again
    expect(await runUpkeep(database.pool)).not.toContainEqual(expect.objectContaining({ table: 'public."Product"' }));
  });
});
