import { defineConfig } from 'vitest/config';

export default defineConfig({
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
