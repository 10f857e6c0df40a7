import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql ships CommonJS (main) and ESM (module) builds; dependencies load the CommonJS one, so
    // our sources must too, or the two copies refuse each other's types.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest's default leaves one of two cores idle; much of a test's time is spent waiting on a
    // database, a password hash or a socket, so two files at a time finish sooner even there.
    maxWorkers: 2,
    // The files of a worker share its loaded modules: loading the app afresh for each file took
    // more than a third of the run. Each file still has a database of its own (test/db.ts).
    isolate: false,
  },
});
