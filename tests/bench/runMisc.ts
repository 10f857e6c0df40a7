// The configurator bench and the guessing figures, on PostgreSQL when BENCH_DATABASE_URL names a
// server (as `npm run bench` sets it), else on the embedded database. Run by tests/bench/run.ts.
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
else delete process.env.TEST_DATABASE_URL;

await (await import('./configurator.ts')).benchConfigurator();
await (await import('./guessing.ts')).printGuessingFigures();
