import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Test files that replace a module with vi.mock: they keep a module graph of their own. */
const MOCKING_MODULES = ['src/ui/NotFound.test.tsx'];

export default defineConfig({
  plugins: [react({ babel: { plugins: [['relay', { eagerEsModules: true }]] } })],
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A guard against hangs, not a speed check: typing through user-event takes seconds on a loaded machine.
    testTimeout: 15_000,
    // Vitest's default leaves one of two cores idle; two files at a time finish the suite sooner.
    maxWorkers: 2,
    // Both projects take the options above (extends: true).
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MOCKING_MODULES,
          // The files of a worker share its loaded modules (React, Relay, the screens) and its jsdom
          // instead of loading them afresh for each file: less than half the time. setup.ts runs for
          // each file and clears what a file leaves in the document and the storage.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'web, modules mocked', include: MOCKING_MODULES } },
    ],
  },
});
