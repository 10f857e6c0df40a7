// API tests run on fresh embedded databases; when TEST_DATABASE_URL is set they run a second time
// against that PostgreSQL server. Arguments go to vitest (`node scripts/test-api.mjs src/documents`
// runs one folder on both).
import { spawnSync } from 'node:child_process';

const run = (env, label) => {
  console.log(`\n=== API tests on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: new URL('../api', import.meta.url), env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
run(withoutPostgres, 'the embedded database (PGlite)');
if (TEST_DATABASE_URL) run(process.env, `PostgreSQL (${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`);
