import type { Command } from 'commander';
import type { RestoreThresholds, SettingsFile } from '../config/settings.js';

/** Everything a command may touch of the outside world, so tests can run the program in-process. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  cwd: string;
  /** stdout is a terminal: colors and prompts are allowed (see `useColor`; prompts never with CI). */
  isTTY: boolean;
  /**
   * stderr is a terminal: the progress line is redrawn there (unless `--no-progress`, `--quiet` or CI),
   * and colour is decided for it (`useColor`, absent: as stdout).
   */
  stderrIsTTY?: boolean;
  /**
   * The raw stderr stream the progress line is drawn on (cursor moves, not escaped: the line holds
   * smform's own counts only, never a name). Absent: no progress line, whatever the flags.
   */
  progressStream?: ProgressStream;
  /**
   * Where a question to a person is read and asked (apply's approval): stdin and stderr, when stdin is a
   * terminal. Absent: nothing is asked.
   */
  prompt?: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream };
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
  const io: CliIo = {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    isTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    progressStream: process.stderr,
  };
  if (process.stdin.isTTY === true) io.prompt = { input: process.stdin, output: process.stderr };
  return io;
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
  /** Where `baseUrl` and `proxy` came from (`MERAKI_BASE_URL`, `proxy: in FILE:L:C`), for errors naming it. */
  settingSources?: { baseUrl?: string; proxy?: string };
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

/**
 * The one colour decision, per stream: `--no-color` never; else FORCE_COLOR when set and non-empty (`0`
 * and `false` turn colour off, anything else on, even without a terminal: CI logs); else NO_COLOR when
 * set and non-empty turns it off (no-color.org); else colour exactly when the stream is a terminal.
 * FORCE_COLOR winning over NO_COLOR follows Node's own rule for its colour output.
 */
export function colorWanted(env: CliIo['env'], isTerminal: boolean, flag: boolean): boolean {
  if (!flag) return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined && force !== '') return !['0', 'false'].includes(force.trim().toLowerCase());
  const noColor = env['NO_COLOR'];
  if (noColor !== undefined && noColor !== '') return false;
  return isTerminal;
}

/** Colour on stdout (`'out'`, reports) or stderr (`'err'`, errors and warnings) for this run. */
export function useColor(
  io: CliIo,
  options: Pick<GlobalFlags, 'color'>,
  stream: 'out' | 'err' = 'out',
): boolean {
  return colorWanted(io.env, stream === 'out' ? io.isTTY : (io.stderrIsTTY ?? io.isTTY), options.color);
}
