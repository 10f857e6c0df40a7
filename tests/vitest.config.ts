import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const require = createRequire(import.meta.url);

// The longest files, slowest first. Vitest starts the largest files first when it has no timings
// (a fresh clone), which left the long walks for last; starting them first lets the two workers
// finish together.
const LONGEST_FIRST = ['walk.admins.test.ts', 'admin.test.ts', 'walk.test.ts', 'polish.test.ts', 'org.test.ts', 'accounts.test.ts', 'orders.test.ts', 'imports.test.ts'];

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: {
    // As in api/vitest.config.ts: the API's sources must load graphql's CommonJS build, as its dependencies do.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['tests/browser/**/*.test.ts'],
    testTimeout: 60_000,
    // A screen that updates after a request may take more than vitest's default second on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    // Each file starts its own app and browser; two at a time fit a 2-core machine.
    maxWorkers: 2,
    // As in api/vitest.config.ts: the files of a worker share its loaded modules (the API's sources,
    // Playwright) instead of loading them afresh for each file; each still starts its own app.
    isolate: false,
    fileParallelism: true,
    sequence: { sequencer: LongestFirst },
  },
});
