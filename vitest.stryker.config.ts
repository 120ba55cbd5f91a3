import { defineConfig } from 'vitest/config';

// `npm run mutate` (stryker.config.json): the suites that run our code in-process. A mutant lives in the
// sandbox's src/, so the suites that run the BUILT CLI (dist/cli/main.js) as a subprocess cannot see it;
// they are left out, as are the slow fault and kill suites. docs/testing.md says why.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [
      'test/cli/**',
      'test/faults/**',
      'test/bench/**',
      'test/emulator/cli.test.ts',
      'test/devices/demo.test.ts',
      'test/reliability/kill.test.ts',
      'test/reliability/secrets.test.ts',
    ],
    // Mutants are switched at run time, so modules need not be loaded afresh for each test file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
