import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react({ babel: { plugins: [['relay', { eagerEsModules: true }]] } })],
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A guard against hangs, not a speed check: typing through user-event takes seconds on a loaded machine.
    testTimeout: 15_000,
    // Vitest's default leaves one of two cores idle; two files at a time finish the suite sooner.
    maxWorkers: 2,
  },
});
