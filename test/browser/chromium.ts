import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/*
 * The system Chromium (Debian's `chromium` package) driven by playwright-core: no browser download.
 * `.ci/run` and the CI workflow install it. In CI (CI set) a missing browser fails the tests with the
 * reason; on a developer's machine without one they are skipped, and say so.
 */

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Where screenshots go: ignored by git, uploaded by the CI workflow. */
export const ARTIFACTS = resolve('test-artifacts');

/** The browser's path (SMFORM_CHROMIUM, else the usual ones), or why there is none. */
export function findChromium(): { path: string } | { missing: string } {
  const given = process.env['SMFORM_CHROMIUM'];
  for (const path of given === undefined ? CANDIDATES : [given]) {
    try {
      accessSync(path, constants.X_OK);
      return { path };
    } catch {
      // Not there: the next one.
    }
  }
  return {
    missing: `no Chromium at ${(given === undefined ? CANDIDATES : [given]).join(', ')}: install it (\`apt-get install -y chromium\`, as .ci/run does) or set SMFORM_CHROMIUM`,
  };
}

const found = findChromium();
const inCi = process.env['CI'] !== undefined && process.env['CI'] !== '' && process.env['CI'] !== 'false';

/** True when the browser tests must be skipped: no browser, outside CI (in CI they fail instead). */
export const skipWithoutBrowser = 'missing' in found && !inCi;
if (skipWithoutBrowser && 'missing' in found)
  console.warn(`browser tests skipped (not in CI): ${found.missing}`);

/** One headless browser for a test file; throws the reason when there is none (in CI). */
export async function launchBrowser(): Promise<Browser> {
  if ('missing' in found) throw new Error(`the browser tests need Chromium: ${found.missing}`);
  mkdirSync(ARTIFACTS, { recursive: true });
  // No sandbox: the pages are the tests' own files, and CI runners restrict the user namespaces it needs.
  return chromium.launch({ executablePath: found.path, args: ['--no-sandbox'], timeout: 120_000 });
}
