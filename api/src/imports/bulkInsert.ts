import type pg from 'pg';
import { prepared } from '../db/prepared.ts';

type ColumnType = 'text' | 'int' | 'numeric' | 'bool';

export const BULK_CHUNK = 5000;

/** Where import statements run: the `pg` pool, or one of its clients inside a transaction (`inSqlTransaction`). */
export type SqlRunner = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * Inserts rows with one `INSERT … SELECT FROM unnest(array, …)` per chunk: a handful of array
 * parameters instead of one parameter per cell, which is an order of magnitude faster than
 * createMany for thousands of rows. Table and column names come from the callers' constants, never
 * from input. Returns the new ids in insertion order.
 *
 * The statements go to `pg` directly rather than through Prisma's raw queries: Prisma keeps the
 * plan of each raw query it runs (up to a thousand) under a key that holds the query's values, so
 * every batch of an import would stay in memory, the imported rows with it, long after the import.
 */
export async function bulkInsert(
  db: SqlRunner,
  table: 'Product' | 'Customer' | 'Contact' | 'Address' | 'User',
  columns: readonly (readonly [string, ColumnType])[],
  rows: readonly (readonly unknown[])[],
): Promise<number[]> {
  const aliases = columns.map((_, index) => `c${index}`).join(', ');
  const statement = prepared(
    `INSERT INTO "${table}" (${columns.map(([name]) => `"${name}"`).join(', ')}, "updatedAt")
     SELECT ${aliases}, now()
     FROM unnest(${columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')}) WITH ORDINALITY AS source(${aliases}, position)
     ORDER BY position
     RETURNING id`,
  );
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BULK_CHUNK) {
    const chunk = rows.slice(start, start + BULK_CHUNK);
    const values = columns.map((_, index) => chunk.map((row) => row[index] ?? null));
    const created = await db.query<{ id: number }>({ ...statement, values });
    ids.push(...created.rows.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

/** Runs `work` in a transaction on one client of the pool: committed when it resolves, rolled back when it throws. */
export async function inSqlTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // a client whose rollback failed is in an unknown state: the pool closes it instead of reusing it
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
