// Benchmarks, printed in one run: `npm run bench`. BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)
// adds a PostgreSQL run of the screen comparisons and points the other benches at that server.
import { benchScreens } from './screens.ts';

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
else delete process.env.TEST_DATABASE_URL;

await benchScreens();

// BENCH_ONLY=screens stops here.
if (process.env.BENCH_ONLY === 'screens') process.exit(0);

// Spreadsheet imports (own app in a child process, so its memory is measured alone).
await import('./imports.ts');
await (await import('./configurator.ts')).benchConfigurator();
const { printGuessingFigures } = await import('./guessing.ts');
await printGuessingFigures();
