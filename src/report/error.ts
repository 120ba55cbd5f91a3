import { SmformError } from '../model/errors.js';

export interface ErrorRenderOptions {
  /** `--debug`: the stack trace too. */
  debug: boolean;
}

/**
 * An error as the CLI prints it on stderr: `error: MESSAGE`, the hint, and with `--debug` the stack.
 * An error that is not a `SmformError` is a bug in smform, and says so.
 */
export function renderErrorText(error: unknown, options: ErrorRenderOptions): string {
  if (error instanceof SmformError) {
    const hint = error.hint === undefined ? '' : `\n  hint: ${error.hint}`;
    const stack = options.debug && error.stack !== undefined ? `\n${error.stack}` : '';
    return `error: ${error.message}${hint}${stack}\n`;
  }
  const message = error instanceof Error ? error.message : String(error);
  const stack =
    options.debug && error instanceof Error && error.stack !== undefined ? `\n${error.stack}` : '';
  const advice = options.debug ? '' : '\n  (internal error; run again with --debug for details)';
  return `error: ${message}${advice}${stack}\n`;
}

/** The error as JSON for tools: its stable `code`, exit code, message, hint and details. */
export function renderErrorJson(error: unknown): string {
  const document =
    error instanceof SmformError
      ? {
          error: {
            code: error.code,
            fault: error.fault,
            exitCode: error.exitCode,
            message: error.message,
            ...(error.hint === undefined ? {} : { hint: error.hint }),
            ...(error.details.length === 0 ? {} : { details: error.details }),
          },
        }
      : {
          error: {
            code: 'internal',
            fault: 'internal',
            exitCode: 1,
            message: error instanceof Error ? error.message : String(error),
          },
        };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Errors by output format (the `error` entry of every command's renderers). */
export const errorRenderers = {
  text: renderErrorText,
  json: (error: unknown): string => renderErrorJson(error),
} satisfies Record<'text' | 'json', (error: unknown, options: ErrorRenderOptions) => string>;
