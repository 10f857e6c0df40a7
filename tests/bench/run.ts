// Every benchmark, one after another, each printing its figures: `npm run bench` (after the web
// build's size check), `npm run bench -- --quick` for a smoke run on small data (its figures are
// not the project's). Both databases: the embedded PGlite and PostgreSQL at BENCH_DATABASE_URL,
// by default postgres://postgres@127.0.0.1:5432/test when that server answers (each bench makes
// its own database there and drops it). BENCH_ONLY=screens stops after the screen comparisons.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const quick = process.argv.includes('--quick') || Boolean(process.env.BENCH_QUICK);

/** Smaller data and fewer requests, where not set already. */
const QUICK: Record<string, string> = {
  BENCH_DOCUMENTS: '10000',
  BENCH_CUSTOMERS: '500',
  BENCH_PROCESSES: '1',
  BENCH_LIST_SHAPES: '12',
  BENCH_SCREEN_REQUESTS: '60',
  BENCH_MIN_SAMPLES: '3',
  BENCH_SCREEN_WARMUP_MS: '1000',
  BENCH_QUOTES: '10000',
  BENCH_DEEP_PAGE: '500',
  BENCH_REQUESTS: '50',
  BENCH_WARMUP_MS: '1000',
  BENCH_SATURATION_QUOTES: '50',
  BENCH_SATURATION_ROUND_MS: '2000',
  BENCH_SATURATION_ROUNDS: '1',
  BENCH_SATURATION_WARMUP_REQUESTS: '500',
  BENCH_SATURATION_WARMUP_MS: '5000',
  BENCH_FANOUT_SIZES: '100',
  BENCH_IMPORT_ROWS: '2500',
  BENCH_CONFIGURE_REQUESTS: '50',
};
if (quick) for (const [name, value] of Object.entries(QUICK)) process.env[name] ??= value;

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

if (!process.env.BENCH_DATABASE_URL && (await answers(DEFAULT_POSTGRES))) process.env.BENCH_DATABASE_URL = DEFAULT_POSTGRES;
const started = Date.now();
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');
console.log(
  `Benchmarks${quick ? ' (--quick: small data, smoke run only)' : ''} on ${cpus().length} cores, load average ${load()} (1 / 5 / 15 min); ` +
    `PostgreSQL: ${process.env.BENCH_DATABASE_URL ?? 'not reachable, PGlite only'}`,
);

/** Runs one bench in a process of its own, as `npm run bench:…` would. */
function bench(file: string, env: Record<string, string | undefined> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(file, import.meta.url))], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.log(`\n${file} failed (exit ${result.status ?? result.signal})`);
    process.exitCode = 1;
  }
}

bench('./screens.ts');
if (process.env.BENCH_ONLY !== 'screens') {
  bench('./paging.ts');
  bench('./saturation.ts');
  bench('./fanout.ts');
  // Spreadsheet imports (own app in a child process, so its memory is measured alone), the configurator and the guessing checks.
  bench('./imports.ts');
  bench('./runMisc.ts');
}
console.log(`\nAll benchmarks ran in ${((Date.now() - started) / 60_000).toFixed(1)} min; load average now ${load()}`);
