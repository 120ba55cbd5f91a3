import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The suites that start the built CLI (`dist/cli/main.js`), or a shell that runs it, as a real process,
 * for what only a process shows: exit on a signal, start-up, a lock held by another process, a terminal,
 * the packed package. docs/testing.md ("What runs as a real process, and why") lists them; every other
 * suite runs the CLI in-process (test/cli/run-in-process.ts).
 */
const REAL_PROCESS = [
  'test/cli/apply-lock.test.ts',
  'test/cli/bin.test.ts',
  'test/cli/in-process-parity.test.ts',
  'test/cli/interrupt-before-writes.test.ts',
  'test/cli/interrupt.test.ts',
  'test/cli/proxy-failures.test.ts',
  'test/cli/startup-modules.test.ts',
  'test/cli/version.test.ts',
  'test/docs/library-example.test.ts',
  'test/docs/tour.test.ts',
  'test/emulator/cli.test.ts',
  'test/gitops/drift-adopt-workflow.test.ts',
  'test/gitops/workflows-run.test.ts',
  'test/package/**/*.test.ts',
  'test/promises/approval-prompt.test.ts',
  'test/reliability/kill.test.ts',
];

/** The suites that drive headless Chromium (test/browser/chromium.ts): one browser per file. */
const BROWSER = ['test/browser/**/*.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. Two
    // workers there took the whole run from 7m10s to 4m37s (measured 2026-11-23); three leave no core
    // for the processes the real-process suites start.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'in-process',
          include: ['test/**/*.test.ts'],
          exclude: [...REAL_PROCESS, ...BROWSER],
          // The modules are loaded once per worker, not once per file: about half the CPU time of the
          // suites (no test stubs a module or leaves a global changed; run-environment.test.ts restores
          // the variables it sets).
          isolate: false,
          // The slowest test took 11 s on a 2-core machine at a load of 16: about six times that is the
          // limit (the convergence property, 48 s there, sets its own).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'real-process',
          include: REAL_PROCESS,
          // Starting processes is what a loaded machine slows down most (the slowest test here: 47 s).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER,
          // A browser start and a page load are slow on a loaded 2-core machine; the hook also plans.
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
