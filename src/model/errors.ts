import type { Diagnostic } from './source.js';

/** The exit codes of CONVENTIONS §3, one table for every command. */
export const ExitCode = {
  ok: 0,
  error: 1,
  changes: 2,
  invalidConfig: 3,
  unsafe: 4,
  stale: 5,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Who is at fault: decides the exit code and how the message is framed. */
export type Fault = 'config' | 'api' | 'network' | 'internal' | 'unsafe' | 'stale' | 'usage';

const exitCodeOfFault: Record<Fault, ExitCode> = {
  config: ExitCode.invalidConfig,
  api: ExitCode.error,
  network: ExitCode.error,
  internal: ExitCode.error,
  unsafe: ExitCode.unsafe,
  stale: ExitCode.stale,
  usage: ExitCode.error,
};

/**
 * Every error's stable `code`, for tools reading `--output json` (and for docs): one place, one line
 * each. A code is never reused for another meaning; new ones may be added.
 */
export const ERROR_CODES = {
  'config.invalid': 'the configuration is invalid: YAML, schema or semantic rules (exit 3)',
  'config.networks':
    'a declared network is not in its organization, or not of the product type declared (exit 3)',
  'plan.unsafe':
    'refused as unsafe: a threshold, a protected object, a delete or risky change not allowed (exit 4)',
  'plan.stale': 'the saved plan no longer matches live state or its config, or was altered (exit 5)',
  'api.http': 'the Dashboard API answered a call with an error status (exit 1)',
  'api.network': 'no usable answer from the Dashboard API: timeout, reset, bad body (exit 1)',
  'usage.invalid': 'a flag, argument, file or environment variable is wrong or missing (exit 1)',
  'apply.lock': 'another apply holds the lock of this configuration (exit 1)',
  'apply.backup': 'the backup before the first write could not be saved; nothing was applied (exit 1)',
  'apply.approval': 'apply needs approval and there is no terminal to ask (exit 1)',
  internal: 'a bug in smform (exit 1)',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The code of an error that names none: its fault's. */
const codeOfFault: Record<Fault, ErrorCode> = {
  config: 'config.invalid',
  api: 'api.http',
  network: 'api.network',
  internal: 'internal',
  unsafe: 'plan.unsafe',
  stale: 'plan.stale',
  usage: 'usage.invalid',
};

/**
 * The one error type the CLI's top-level handler knows how to print: a message, who is at fault, and a
 * hint the user can act on. Messages never contain the API key.
 */
export class SmformError extends Error {
  readonly fault: Fault;
  /** Stable, for tools (`ERROR_CODES`); the fault's code unless the thrower names a finer one. */
  readonly code: ErrorCode;
  readonly hint: string | undefined;
  readonly exitCode: ExitCode;
  /**
   * The problems behind the message, one formatted entry each (an invalid config's diagnostics). The CLI
   * prints them before the error; reports that stand alone (the `failed` PR comment) carry them.
   */
  readonly details: readonly string[];
  /** The same problems as data (file, line, column), for `--output json`. */
  readonly diagnostics: readonly Diagnostic[];

  constructor(
    message: string,
    options: {
      fault: Fault;
      code?: ErrorCode;
      hint?: string;
      cause?: unknown;
      exitCode?: ExitCode;
      details?: readonly string[];
      diagnostics?: readonly Diagnostic[];
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SmformError';
    this.fault = options.fault;
    this.code = options.code ?? codeOfFault[options.fault];
    this.hint = options.hint;
    this.exitCode = options.exitCode ?? exitCodeOfFault[options.fault];
    this.details = options.details ?? [];
    this.diagnostics = options.diagnostics ?? [];
  }
}
