// The screens' GraphQL documents against hand-written endpoints giving the same answers, both over
// HTTP on the same server process, one request at a time (see handwritten.ts, mixCases.ts and
// screensProcess.ts): the quote screen at 30 and 300 lines, three mutations, and each list as a
// seeded mix of shapes (shapes.ts).
// How fast V8 makes a process's GraphQL path varies from process to process, so each database is
// measured in BENCH_PROCESSES fresh processes (1 by default, to keep `npm run bench` short; 3 show the
// spread): the table shows the process with the median geometric mean of each case, and the spread
// of that mean over the processes.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CaseFigures, ProcessFigures } from './screensProcess.ts';
import { geometricMean, SEED, TARGETS } from './shapes.ts';

const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);

function measureInFreshProcess(databaseUrl: string | null): Promise<ProcessFigures> {
  const env = { ...process.env };
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  else delete env.TEST_DATABASE_URL;
  const child = fork(fileURLToPath(new URL('./screensProcess.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let figures: ProcessFigures | undefined;
    child.once('message', (message) => (figures = message as ProcessFigures));
    child.once('exit', (code) => (figures ? resolve(figures) : reject(new Error(`the screens bench process exited with ${code} before its figures`))));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const x = (value: number) => `${value.toFixed(2)}x`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** Per case: the shapes' p50 ratios (GraphQL / hand-written) and their geometric mean. */
function ratiosOf(figures: CaseFigures) {
  const ratios = figures.shapes.map((shape) => shape.graphql.p50 / shape.handwritten.p50);
  return { ratios, mean: geometricMean(ratios) };
}

/** Prints one database's table: per case the geometric mean and the worst shape against the targets, and the statements. */
export function printScreensTable(runs: ProcessFigures[]) {
  const { database, documents, customers } = runs[0]!;
  console.log(
    `\nScreens, mutations and lists over HTTP, GraphQL against hand-written endpoints with the same answer (checked for every shape first); ${database}, ` +
      `${documents.toLocaleString('en-US')} quotes and orders, ${customers.toLocaleString('en-US')} customers; seed ${SEED}; ` +
      `the median of ${runs.length} fresh process${runs.length === 1 ? '' : 'es'} by geometric mean, one request at a time`,
  );
  const header = ['case', 'shapes', 'geo-mean', 'spread', 'target', '', 'worst shape', 'target', '', 'statements G / H (most over)', '', 'worst shape is'];
  const rows: string[][] = [];
  const details: string[] = [];
  for (const [index, first] of runs[0]!.cases.entries()) {
    const each = runs.map((run) => run.cases[index]!);
    const means = each.map((c) => ratiosOf(c).mean);
    const middle = each[means.indexOf(median(means))]!;
    const { ratios, mean } = ratiosOf(middle);
    const worst = ratios.indexOf(Math.max(...ratios));
    const target = TARGETS[first.kind];
    // Statements: the shape whose GraphQL side sends the most beyond the hand-written side's.
    const excess = middle.shapes.map((shape) => shape.graphql.statements - shape.handwritten.statements);
    const most = middle.shapes[excess.indexOf(Math.max(...excess))]!;
    rows.push([
      first.name,
      String(middle.shapes.length),
      x(mean),
      `${Math.min(...means).toFixed(2)}–${Math.max(...means).toFixed(2)}x`,
      `≤ ${target.mean}x`,
      verdict(mean <= target.mean),
      x(ratios[worst]!),
      `≤ ${target.worst}x`,
      verdict(ratios[worst]! <= target.worst),
      `${most.graphql.statements.toFixed(1)} / ${most.handwritten.statements.toFixed(1)}`,
      verdict(Math.max(...excess) <= 1 + 1e-9),
      middle.shapes[worst]!.label,
    ]);
    const order = ratios.map((ratio, i) => [ratio, i] as const).sort((a, b) => b[0] - a[0]);
    const shown = first.kind !== 'list' || process.env.BENCH_SHAPES === 'all' ? order : order.slice(0, 3);
    details.push(`  ${first.name}: ${middle.samples} requests a shape and side after ${middle.warmups} each to warm up${shown.length < order.length ? `; the ${shown.length} worst of ${order.length} shapes (BENCH_SHAPES=all lists all)` : ''}`);
    for (const [ratio, i] of shown) {
      const shape = middle.shapes[i]!;
      details.push(
        `    ${x(ratio).padStart(6)}  ${ms(shape.graphql.p50).padStart(10)} / ${ms(shape.handwritten.p50).padStart(10)}  SQL ${shape.graphql.sqlMs.toFixed(2)} / ${shape.handwritten.sqlMs.toFixed(2)} ms  ` +
          `statements ${shape.graphql.statements.toFixed(1)} / ${shape.handwritten.statements.toFixed(1)}  ${shape.label}`,
      );
    }
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => (column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}`.trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('  ratio: GraphQL p50 / hand-written p50 of one shape; geo-mean: their geometric mean over the case\'s shapes; statements per request, target ≤ hand-written + 1');
  console.log('  per shape: ratio, p50 GraphQL / hand-written, SQL time (a statement outstanding) and statements per request, GraphQL / hand-written');
  for (const detail of details) console.log(detail);
  const scans = runs[0]!.cases
    .filter((c) => c.seqScans)
    .map((c) => `${c.name}: ${[...c.seqScans!.graphql.map((t) => `GraphQL "${t}"`), ...c.seqScans!.handwritten.map((t) => `hand-written "${t}"`)].join(', ') || 'none'}`);
  if (scans.length) console.log(`  sequential scans of large tables in the list shapes' plans: ${scans.join('; ')}`);
  console.log(
    `  statements are those of the app's pool only; the job worker's polling and heartbeat sent ${runs.map((r) => r.leftOutStatements).join(' / ')} ` +
      'statements while requests were measured, left out of the counts',
  );
  console.log(`  processes: data written in ${runs.map((r) => r.seconds.data.toFixed(0)).join(' / ')} s, measured in ${runs.map((r) => r.seconds.measuring.toFixed(0)).join(' / ')} s`);
}

export async function benchScreens() {
  const databases: (string | null)[] = process.env.BENCH_SKIP_PGLITE ? [] : [null];
  if (process.env.BENCH_DATABASE_URL) databases.push(process.env.BENCH_DATABASE_URL);
  for (const databaseUrl of databases) {
    const runs: ProcessFigures[] = [];
    for (let i = 0; i < PROCESSES; i += 1) runs.push(await measureInFreshProcess(databaseUrl));
    printScreensTable(runs);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchScreens();
