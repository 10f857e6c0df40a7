// One fresh process's figures for the screen comparisons (see screens.ts): the app on its own
// database, the hand-written endpoints mounted beside it, each case measured side by side.
import { performance } from 'node:perf_hooks';
import { startBenchFixture } from './fixture.ts';
import { mountHandwrittenEndpoints } from './handwritten.ts';
import { screenCases } from './screenCases.ts';
import { compare, type Figures } from './measure.ts';
import { during, watchStatements, type SqlTally } from './sqlTime.ts';

export interface CaseFigures {
  name: string;
  target: number;
  graphql: Figures;
  handwritten: Figures;
  /** per request, averaged over every run including the warm-up */
  sql: { graphql: { statements: number; ms: number }; handwritten: { statements: number; ms: number } };
  bytes: number;
  /** large tables a side's statements read by a sequential scan (list pages only) */
  seqScans?: { graphql: string[]; handwritten: string[] };
}

export interface ProcessFigures {
  database: string;
  documents: number;
  cases: CaseFigures[];
  /** seconds to start the app and write the data, and to measure */
  seconds: { data: number; measuring: number };
}

const started = performance.now();
watchStatements();
const fixture = await startBenchFixture();
const { app } = fixture;
mountHandwrittenEndpoints(app);
const dataReady = performance.now();

const REQUESTS = Number(process.env.BENCH_SCREEN_REQUESTS ?? 150);
const WARMUP_MS = Number(process.env.BENCH_SCREEN_WARMUP_MS ?? 4000);

const LARGE_TABLES = ['Quote', 'QuoteLine', 'Customer', 'Address'];

/**
 * The large tables the statements of one call read by a sequential scan. With BENCH_PLANS each
 * statement's plan is printed as it ran (EXPLAIN ANALYZE; a write's inside a transaction rolled back).
 */
async function sequentialScans(task: () => Promise<unknown>, onlyReads = true): Promise<string[]> {
  const tally: SqlTally = { statements: 0, ms: 0, sent: [] };
  await during(tally, task)();
  const scanned = new Set<string>();
  const client = await app.services.sql.connect();
  try {
    for (const { text, values } of tally.sent!) {
      const read = /^\s*SELECT/i.test(text);
      if (onlyReads ? !read : /^\s*(BEGIN|COMMIT|ROLLBACK|LISTEN|SET|DEALLOCATE)/i.test(text)) continue;
      if (!read) await client.query('BEGIN');
      const plan = await client.query(`EXPLAIN ${process.env.BENCH_PLANS ? '(ANALYZE) ' : ''}${text}`, values);
      if (!read) await client.query('ROLLBACK');
      if (process.env.BENCH_PLANS) console.log(`${text}\n  ${plan.rows.map((row) => row['QUERY PLAN']).join('\n  ')}`);
      for (const row of plan.rows) {
        const match = /Seq Scan on "?(\w+)"?/.exec(row['QUERY PLAN']);
        if (match && LARGE_TABLES.includes(match[1])) scanned.add(match[1]);
      }
    }
  } finally {
    client.release();
  }
  return [...scanned];
}

const figures: CaseFigures[] = [];
for (const screen of screenCases(fixture)) {
  await screen.checkSameAnswer();
  const tallies: Record<'graphql' | 'handwritten', SqlTally> = { graphql: { statements: 0, ms: 0 }, handwritten: { statements: 0, ms: 0 } };
  const calls = { graphql: 0, handwritten: 0 };
  const counted = (side: 'graphql' | 'handwritten', task: () => Promise<unknown>) => {
    const watched = during(tallies[side], task);
    return () => {
      calls[side] += 1;
      return watched();
    };
  };
  const [g, h] = await compare(counted('graphql', screen.graphql), counted('handwritten', screen.handwritten), { requests: REQUESTS, warmupMs: WARMUP_MS });
  const perRequest = (side: 'graphql' | 'handwritten') => ({ statements: tallies[side].statements / calls[side], ms: tallies[side].ms / calls[side] });
  figures.push({
    name: screen.name,
    target: screen.target,
    graphql: g,
    handwritten: h,
    sql: { graphql: perRequest('graphql'), handwritten: perRequest('handwritten') },
    bytes: JSON.stringify(await screen.handwritten()).length,
    ...(screen.plans || process.env.BENCH_PLANS
      ? { seqScans: { graphql: await sequentialScans(screen.graphql, screen.plans), handwritten: await sequentialScans(screen.handwritten, screen.plans) } }
      : {}),
  });
}

const result: ProcessFigures = {
  database: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
  documents: fixture.documents,
  cases: figures,
  seconds: { data: (dataReady - started) / 1000, measuring: (performance.now() - dataReady) / 1000 },
};
await app.close();
process.send!(result, () => process.disconnect());
