import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine, where
    // most suites wait on a built CLI or an emulator in another process. Two workers there took the whole
    // run from 7m10s to 4m37s (measured 2026-11-23, 1521 tests, all green both ways); three took 3m52s
    // but leave no core for the processes the tests start.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
