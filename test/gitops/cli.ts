import { runCaptured, type CliRun } from '../helpers/cli.js';

export type { CliRun };

/**
 * Runs `smform ARGV` in-process with captured output, in `cwd`, with exactly `env` (a test key unless
 * told otherwise): no terminal, so no colors and no prompts.
 */
export function smform(
  argv: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliRun> {
  return runCaptured(argv, {
    env: { MERAKI_DASHBOARD_API_KEY: 'test-key', ...options.env },
    cwd: options.cwd ?? process.cwd(),
  });
}
