import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the full fault matrix, the 50 kill points and the soak (docs/reliability.md).
export default defineConfig({
  test: {
    include: ['test/**/*.faults.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    maxConcurrency: 4,
  },
});
