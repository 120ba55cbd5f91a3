import { defined } from '../canonical/defined.js';
import { SmformError } from '../model/errors.js';
import type { Diagnostic } from '../model/source.js';
import { paintFirstLine, palette } from './ansi.js';

export interface ErrorRenderOptions {
  /** `--debug`: the stack trace too. */
  debug: boolean;
  /** The first line in the palette's error colour, as every error and problem is painted. */
  color?: boolean | undefined;
}

/**
 * An error as the CLI prints it on stderr: `error: MESSAGE`, the hint, and with `--debug` the stack.
 * An error that is not a `SmformError` is a bug in smform, and says so.
 */
export function renderErrorText(error: unknown, options: ErrorRenderOptions): string {
  const paint = (text: string): string => paintFirstLine(text, palette(options.color === true).errorLine);
  if (error instanceof SmformError) {
    const hint = error.hint === undefined ? '' : `\n  hint: ${error.hint}`;
    const stack = options.debug && error.stack !== undefined ? `\n${error.stack}` : '';
    return `${paint(`error: ${error.message}`)}${hint}${stack}\n`;
  }
  const message = error instanceof Error ? error.message : String(error);
  const stack =
    options.debug && error instanceof Error && error.stack !== undefined ? `\n${error.stack}` : '';
  const advice = options.debug ? '' : '\n  (internal error; run again with --debug for details)';
  return `${paint(`error: ${message}`)}${advice}${stack}\n`;
}

/**
 * The error as JSON for tools (`--output json`): its stable `code`, exit code, message, hint and the
 * diagnostics behind it (an invalid config's, each with file, line and column).
 */
export function renderErrorJson(error: unknown): string {
  const document =
    error instanceof SmformError
      ? {
          error: {
            code: error.code,
            fault: error.fault,
            exitCode: error.exitCode,
            message: error.message,
            ...defined({ hint: error.hint }),
            diagnostics: error.diagnostics.map(diagnosticJson),
          },
        }
      : {
          error: {
            code: 'internal',
            fault: 'internal',
            exitCode: 1,
            message: error instanceof Error ? error.message : String(error),
            diagnostics: [],
          },
        };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** A diagnostic as data: where (file, line, column; the template and its `use:` when one brought it in). */
function diagnosticJson(diagnostic: Diagnostic): Record<string, unknown> {
  const { source, ...rest } = diagnostic;
  if (source === undefined) return { ...rest };
  return {
    ...rest,
    file: source.file,
    line: source.line,
    column: source.column,
    ...defined({
      template: source.template,
      usedAt:
        source.usedAt === undefined
          ? undefined
          : { file: source.usedAt.file, line: source.usedAt.line, column: source.usedAt.column },
    }),
  };
}

/** Errors by output format (the `error` entry of every command's renderers). */
export const errorRenderers = {
  text: renderErrorText,
  json: (error: unknown): string => renderErrorJson(error),
} satisfies Record<'text' | 'json', (error: unknown, options: ErrorRenderOptions) => string>;
