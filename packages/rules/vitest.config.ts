import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure functions without module state: the files share one worker's loaded modules instead of
    // each starting a process of its own, which was nearly all of the suite's time.
    isolate: false,
    maxWorkers: 1,
  },
});
