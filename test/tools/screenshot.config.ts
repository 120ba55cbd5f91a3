import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Runs only the README picture scripts (not part of `npm test`):
 * `npx vitest run --config test/tools/screenshot.config.ts` (needs `chromium` on PATH).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/tools/render-pr-comment.screenshot.ts', 'test/tools/render-fleet-page.screenshot.ts'],
    testTimeout: 120_000,
  },
});
