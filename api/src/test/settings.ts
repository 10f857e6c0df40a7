// The environment variables the API tests read, declared like the server's own (config.ts) and
// listed with them in docs/CONFIGURATION.md. Read them through testSettings(), not from the environment directly.
import { readSettings, setting, url } from '../config.ts';

export const TEST_SETTINGS = {
  TEST_DATABASE_URL: setting(url(['postgres', 'postgresql']), {
    group: 'API tests',
    defaultText: 'unset: every test file runs on the embedded PGlite database',
    secret: true,
    description:
      'A PostgreSQL server the API tests run against as well (e.g. `postgres://postgres@127.0.0.1:5432/test`): each test file gets a copy of a migrated template database there, dropped after; the tests that need PostgreSQL itself (several instances, concurrency, time zones) run only with it. `npm run test:api` runs the suite once on PGlite and once on it.',
  }),
  TEST_REDIS_URL: setting(url(['redis', 'rediss']), {
    group: 'API tests',
    defaultText: 'unset: the tests through Redis are skipped',
    secret: true,
    description: 'A Redis the live-event, throttle and multi-instance tests run through (e.g. `redis://127.0.0.1:6379`); each test run keeps to a key prefix of its own.',
  }),
};

/** The test settings as the environment has them now (benchmarks set TEST_DATABASE_URL while they run). */
export const testSettings = () => readSettings(TEST_SETTINGS);
