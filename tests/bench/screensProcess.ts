// One fresh process's figures for the screen comparisons (see screens.ts): the app on its own
// database, the hand-written endpoints mounted beside it, each case's shapes checked for the same
// answer on both sides, then measured: both sides walk the case's shape sequence in alternating
// rounds, one request at a time, after a warm-up walking it too.
import { performance } from 'node:perf_hooks';
import { startBenchFixture } from './fixture.ts';
import { mountHandwrittenEndpoints } from './handwritten.ts';
import { mixCases, type CaseKind, type Shape } from './mixCases.ts';
import { during, leftOut, watchStatements, type SqlTally } from './sqlTime.ts';

export interface SideFigures {
  p50: number;
  /** statements per request */
  statements: number;
  /** time with a statement outstanding, ms per request */
  sqlMs: number;
}

export interface ShapeFigures {
  label: string;
  graphql: SideFigures;
  handwritten: SideFigures;
}

export interface CaseFigures {
  name: string;
  kind: CaseKind;
  /** the large tables a side's statements read by a sequential scan, over all the shapes (lists only) */
  seqScans?: { graphql: string[]; handwritten: string[] };
  /** requests per shape and side, measured */
  samples: number;
  warmups: number;
  shapes: ShapeFigures[];
}

export interface ProcessFigures {
  database: string;
  documents: number;
  customers: number;
  cases: CaseFigures[];
  /** statements other pools (the job worker's polling and heartbeat) sent while requests were measured: not counted as theirs */
  leftOutStatements: number;
  /** seconds to start the app and write the data, and to measure */
  seconds: { data: number; measuring: number };
}

const started = performance.now();
const fixture = await startBenchFixture();
watchStatements(fixture.app.services.sql);
mountHandwrittenEndpoints(fixture.app);
const dataReady = performance.now();

/** Measured requests per case and side, spread over its shapes (at least BENCH_MIN_SAMPLES each). */
const REQUESTS = Number(process.env.BENCH_SCREEN_REQUESTS ?? 240);
const MIN_SAMPLES = Number(process.env.BENCH_MIN_SAMPLES ?? 9);
const WARMUP_MS = Number(process.env.BENCH_SCREEN_WARMUP_MS ?? 4000);
/** requests a side runs before the other side runs the same ones */
const ROUND = 10;

const LARGE_TABLES = ['Quote', 'QuoteLine', 'Customer', 'Address'];

/**
 * The large tables the read statements of one call scan sequentially, from their plans. With
 * BENCH_PLANS each statement's plan is printed as it ran (EXPLAIN ANALYZE).
 */
async function sequentialScans(task: () => Promise<unknown>, scanned: Set<string>) {
  const tally: SqlTally = { statements: 0, ms: 0, sent: [] };
  await during(tally, task)();
  const client = await fixture.app.services.sql.connect();
  try {
    for (const { text, values } of tally.sent!) {
      if (!/^\s*SELECT/i.test(text)) continue;
      const plan = await client.query(`EXPLAIN ${process.env.BENCH_PLANS ? '(ANALYZE) ' : ''}${text}`, values);
      if (process.env.BENCH_PLANS) console.log(`${text}\n  ${plan.rows.map((row) => row['QUERY PLAN']).join('\n  ')}`);
      for (const row of plan.rows) {
        const match = /Seq Scan on "?(\w+)"?/.exec(row['QUERY PLAN']);
        if (match && LARGE_TABLES.includes(match[1]!)) scanned.add(match[1]!);
      }
    }
  } finally {
    client.release();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Side = 'graphql' | 'handwritten';

async function measureCase(shapes: Shape[], afterRound?: () => Promise<void>) {
  const latencies = shapes.map(() => ({ graphql: [] as number[], handwritten: [] as number[] }));
  const tallies = shapes.map(() => ({ graphql: { statements: 0, ms: 0 } as SqlTally, handwritten: { statements: 0, ms: 0 } as SqlTally }));
  let next = 0;
  /** One round: the next ROUND shapes of the sequence on one side, then the same on the other, sides taking turns to go first. */
  const round = async (record: boolean, roundIndex: number) => {
    const indexes = Array.from({ length: ROUND }, (_, i) => (next + i) % shapes.length);
    next += ROUND;
    const order: Side[] = roundIndex % 2 ? ['handwritten', 'graphql'] : ['graphql', 'handwritten'];
    for (const side of order) {
      for (const index of indexes) {
        const tally = record ? tallies[index]![side] : { statements: 0, ms: 0 };
        const t0 = performance.now();
        await during(tally, shapes[index]![side])();
        if (record) latencies[index]![side].push(performance.now() - t0);
      }
    }
    await afterRound?.();
  };
  let rounds = 0;
  const warmEnds = performance.now() + WARMUP_MS;
  do await round(false, rounds++);
  while (performance.now() < warmEnds || rounds * ROUND < 2 * shapes.length);
  const warmups = rounds * ROUND;
  next = 0;
  const samples = Math.max(MIN_SAMPLES, Math.ceil(REQUESTS / shapes.length));
  for (let r = 0; r < Math.ceil((samples * shapes.length) / ROUND); r += 1) await round(true, r);
  const figures: ShapeFigures[] = shapes.map((shape, index) => {
    const side = (name: Side): SideFigures => {
      const count = latencies[index]![name].length;
      return { p50: median(latencies[index]![name]), statements: tallies[index]![name].statements / count, sqlMs: tallies[index]![name].ms / count };
    };
    return { label: shape.label, graphql: side('graphql'), handwritten: side('handwritten') };
  });
  return { figures, warmups, samples: Math.min(...latencies.map((l) => l.graphql.length)) };
}

const cases: CaseFigures[] = [];
/** BENCH_CASES: only the cases whose names start with one of these (comma-separated), e.g. `Mutations,Quote list`. */
const only = process.env.BENCH_CASES?.split(',').map((name) => name.trim()).filter(Boolean);
for (const mix of mixCases(fixture)) {
  if (only && !only.some((name) => mix.name.startsWith(name))) continue;
  const shapes = await mix.prepare();
  const { figures, warmups, samples } = await measureCase(shapes, mix.afterRound);
  let seqScans: CaseFigures['seqScans'];
  if (mix.kind === 'list') {
    const graphql = new Set<string>();
    const handwritten = new Set<string>();
    for (const shape of shapes) {
      await sequentialScans(shape.graphql, graphql);
      await sequentialScans(shape.handwritten, handwritten);
    }
    seqScans = { graphql: [...graphql], handwritten: [...handwritten] };
  }
  cases.push({ name: mix.name, kind: mix.kind, samples, warmups, shapes: figures, ...(seqScans ? { seqScans } : {}) });
}

const result: ProcessFigures = {
  database: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
  documents: fixture.documents,
  customers: fixture.customers,
  cases,
  leftOutStatements: leftOut.statements,
  seconds: { data: (dataReady - started) / 1000, measuring: (performance.now() - dataReady) / 1000 },
};
await fixture.app.close();
process.send!(result, () => process.disconnect());
