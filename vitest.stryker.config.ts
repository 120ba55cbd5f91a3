import { defineConfig } from 'vitest/config';

// `npm run mutate` (stryker.config.json): the suites that run our code in-process. A mutant lives in the
// sandbox's src/, so the suites that run the BUILT CLI (dist/cli/main.js) as a subprocess cannot see it;
// they are left out, as are the slow fault and kill suites. docs/testing.md says why.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [
      // The suites that start the built CLI as a process (vitest.config.ts, REAL_PROCESS); the other
      // suites of test/cli run it in-process (test/cli/run-in-process.ts), so they see a mutant.
      'test/cli/apply-lock.test.ts',
      'test/cli/bin.test.ts',
      'test/cli/in-process-parity.test.ts',
      'test/cli/interrupt-before-writes.test.ts',
      'test/cli/interrupt.test.ts',
      'test/cli/proxy-failures.test.ts',
      'test/cli/startup-modules.test.ts',
      'test/cli/version.test.ts',
      'test/promises/approval-prompt.test.ts',
      'test/faults/**',
      'test/bench/**',
      // Checks the tool's own ignorer (stryker-ignorer.js), not the code under mutation.
      'test/mutation/**',
      'test/emulator/cli.test.ts',
      'test/devices/demo.test.ts',
      'test/reliability/kill.test.ts',
      'test/reliability/secrets.test.ts',
      // Runs the docs' example against the BUILT package, as a library user would.
      'test/docs/library-example.test.ts',
      // Run the docs' tour and the drift workflow under bash with the built CLI.
      'test/docs/tour.test.ts',
      'test/gitops/drift-adopt-workflow.test.ts',
      // Both fail Stryker's dry run, so `npm run mutate` could not start with them: the instrumented code
      // overflows the stack at another depth than the "too deep for the engine" fixture expects, and the
      // generated validator is compared with the committed file, which the sandbox rewrites.
      'test/config/fixtures.test.ts',
      'test/config/config-validator.test.ts',
    ],
    // Mutants are switched at run time, so modules need not be loaded afresh for each test file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
