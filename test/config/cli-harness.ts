import { fileURLToPath } from 'node:url';
import type { CliIo } from '../../src/cli/io.js';
import { runCaptured, type CliRun } from '../helpers/cli.js';

export type { CliRun };

/** The repository root: fixtures are reported relative to it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the CLI in-process with captured output, as a user in `cwd` would. */
export function runInProcess(
  argv: string[],
  cwd = repoRoot,
  overrides: Partial<Pick<CliIo, 'env' | 'isTTY'>> = {},
): Promise<CliRun> {
  return runCaptured(argv, { cwd, ...overrides });
}
