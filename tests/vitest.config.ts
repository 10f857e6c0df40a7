import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // As in api/vitest.config.ts: the API's sources must load graphql's CommonJS build, as its dependencies do.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['tests/browser/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each file starts its own app and browser; two at a time fit a 2-core machine.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
