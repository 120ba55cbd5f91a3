import type { Command } from 'commander';
import type { RestoreThresholds, SettingsFile } from '../config/settings.js';

/** Everything a command may touch of the outside world, so tests can run the program in-process. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  cwd: string;
  /** stdout is a terminal: colors and prompts are allowed (never with NO_COLOR / CI). */
  isTTY: boolean;
  stdinIsTTY: boolean;
  /** stderr is a terminal: the progress line is redrawn there (unless `--no-progress`, `--quiet` or CI). */
  stderrIsTTY?: boolean;
  /**
   * The raw stderr stream the progress line is drawn on (cursor moves, not escaped: the line holds
   * smform's own counts only, never a name). Absent: no progress line, whatever the flags.
   */
  progressStream?: ProgressStream;
}

/** What the progress line needs of stderr (a `tty.WriteStream`, or a pipe with `--progress`). */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
  rows?: number;
}

/**
 * A command definition: declares its arguments and options (cheap, at start-up) and loads its
 * implementation only when it runs, so `smform --version` and `--help` stay fast.
 */
export type CommandDefinition = (io: CliIo, setExitCode: (code: number) => void) => Command;

export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    isTTY: process.stdout.isTTY === true,
    stdinIsTTY: process.stdin.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    progressStream: process.stderr,
  };
}

/** Options every command accepts (commander puts them on the root program). */
export interface GlobalFlags {
  debug: boolean;
  quiet: boolean;
  color: boolean;
  baseUrl?: string;
  emulator?: string;
  /** One proxy for http and https requests, instead of HTTPS_PROXY/HTTP_PROXY. */
  proxy?: string;
  /** Seconds per request (headers, then body). */
  timeout?: number;
  /** HTTP attempts per request, the first one included. */
  maxAttempts?: number;
  /** `--progress` (true) / `--no-progress` (false): draw the progress line or not, whatever stderr is. */
  progress?: boolean;
  /** Requests per second smform sends to one organization (`--rate-budget`, of the API's 10). */
  rateBudget?: number;
  /** Set from the project settings file before the action runs: the thresholds `restore` falls back on. */
  restoreThresholds?: RestoreThresholds;
  /** Set for `validate` when a settings file applies: the file as read, problems included. */
  settingsFile?: SettingsFile;
}

export function useColor(io: CliIo, options: GlobalFlags): boolean {
  return options.color && io.isTTY && io.env['NO_COLOR'] === undefined;
}
