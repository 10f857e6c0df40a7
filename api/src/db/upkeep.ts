// Upkeep of the embedded database. PostgreSQL's autovacuum keeps a server's planner statistics
// current and clears dead rows, but PGlite runs one backend and no autovacuum worker: without this,
// a table filled by an import keeps the statistics of when it was empty, and the planner picks plans
// for an empty table (a deep page of a 100,000-row list read every row before it). So the app does
// what autovacuum would: once a minute, each table past autovacuum's default thresholds is vacuumed
// and analysed, or analysed only. On a PostgreSQL server autovacuum does this and the app does not.
import type pg from 'pg';
import { logger } from '../observability/logger.ts';

/** autovacuum_naptime's default: how often the tables are looked at. */
export const UPKEEP_INTERVAL_MS = 60_000;

export interface UpkeepAction {
  table: string;
  action: 'vacuum' | 'analyze';
}

// autovacuum's default thresholds (PostgreSQL's autovacuum_*_threshold and *_scale_factor settings):
// dead rows, rows inserted since the last vacuum (which keeps index-only scans working), and rows
// changed since the last analyse, each against a base plus a share of the table's size.
const TABLES_DUE = `
  SELECT format('%I.%I', s.schemaname, s.relname) AS "table",
         CASE WHEN s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
                OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) THEN 'vacuum'
              ELSE 'analyze' END AS action
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
     OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
     OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  ORDER BY s.schemaname, s.relname`;

/** Vacuums and analyses the tables that are due, one statement each; answers what it did. */
export async function runUpkeep(pool: pg.Pool): Promise<UpkeepAction[]> {
  const { rows } = await pool.query<UpkeepAction>(TABLES_DUE);
  for (const { table, action } of rows) {
    await pool.query(action === 'vacuum' ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
  }
  return rows;
}

/** Runs the upkeep every `intervalMs` until stopped; a round that fails is logged and the next one tries again. */
export function startUpkeep(pool: pg.Pool, intervalMs = UPKEEP_INTERVAL_MS): { stop(): Promise<void> } {
  let current: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = runUpkeep(pool)
      .then((done) => {
        if (done.length) logger.info(`Embedded database upkeep: ${done.map(({ table, action }) => `${action} ${table}`).join(', ')}`);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'Embedded database upkeep failed; it runs again in a minute'))
      .finally(() => (current = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
