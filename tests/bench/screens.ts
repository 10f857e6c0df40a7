// The screens' GraphQL documents against hand-written endpoints giving the same answers, both over
// HTTP on the same server process, one request at a time (see handwritten.ts and screensProcess.ts).
// How fast V8 makes a process's GraphQL path varies from process to process, so each database is
// measured in BENCH_PROCESSES fresh processes (3 by default): the table shows the median process's
// p50s and ratio, and the spread of the ratio over the processes.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ProcessFigures } from './screensProcess.ts';

const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 3);

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1];
const ms = (value: number) => `${value.toFixed(2)} ms`;

export function printScreensTable(runs: ProcessFigures[]) {
  const { database, documents } = runs[0];
  console.log(
    `\nScreens over HTTP, GraphQL against hand-written endpoints with the same answer; ${database}, ${documents.toLocaleString('en-US')} quotes and orders; ` +
      `p50 of the median of ${runs.length} fresh process${runs.length === 1 ? '' : 'es'}, one request at a time`,
  );
  const header = ['case', 'GraphQL p50', 'hand-written p50', 'ratio', 'spread', 'target', '', 'SQL ms/req G / H', 'statements G / H'];
  const rows = runs[0].cases.map((first, index) => {
    const each = runs.map((run) => run.cases[index]);
    const ratios = each.map((c) => c.graphql.p50 / c.handwritten.p50);
    const middle = each[ratios.indexOf(median(ratios))];
    const ratio = middle.graphql.p50 / middle.handwritten.p50;
    return [
      first.name,
      ms(middle.graphql.p50),
      ms(middle.handwritten.p50),
      `${ratio.toFixed(2)}x`,
      `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}x`,
      `≤ ${first.target}x`,
      ratio <= first.target ? 'met' : 'missed',
      `${middle.sql.graphql.ms.toFixed(2)} / ${middle.sql.handwritten.ms.toFixed(2)}`,
      `${middle.sql.graphql.statements.toFixed(1)} / ${middle.sql.handwritten.statements.toFixed(1)}`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `  ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`;
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `  each side ${runs[0].cases[0].graphql.requests} requests after ${runs[0].cases[0].graphql.warmups} to warm up, alternating rounds of 10; ` +
      `SQL ms: time with a statement outstanding, per request`,
  );
  const scans = runs[0].cases
    .filter((c) => c.seqScans)
    .map((c) => `${c.name}: ${[...c.seqScans!.graphql.map((t) => `GraphQL "${t}"`), ...c.seqScans!.handwritten.map((t) => `hand-written "${t}"`)].join(', ') || 'none'}`);
  console.log(`  processes: data written in ${runs.map((r) => r.seconds.data.toFixed(0)).join(' / ')} s, measured in ${runs.map((r) => r.seconds.measuring.toFixed(0)).join(' / ')} s`);
  if (scans.length) console.log(`  sequential scans of large tables in the list pages' plans: ${scans.join('; ')}`);
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
