import { compareCodePoints } from './compare.js';

/** What the diagnostic order reads of a diagnostic (src/model/source.ts `Diagnostic`). */
interface Placed {
  message: string;
  source?: { file: string; line: number; column: number } | undefined;
}

/**
 * Diagnostics in reading order: those without a place first, then by file (code point), line and column.
 * At one place the order found is kept (sorts are stable): `smform validate` lists a file's problems as
 * its checks found them.
 */
export function compareDiagnosticPlaces(a: Placed, b: Placed): number {
  if (a.source === undefined || b.source === undefined) {
    return (a.source === undefined ? 0 : 1) - (b.source === undefined ? 0 : 1);
  }
  return (
    compareCodePoints(a.source.file, b.source.file) ||
    a.source.line - b.source.line ||
    a.source.column - b.source.column
  );
}

/**
 * Diagnostics by place, then message (code point): the same problems always list in the same order,
 * whatever order they were found in (a plan's diagnostics).
 */
export function compareDiagnostics(a: Placed, b: Placed): number {
  return compareDiagnosticPlaces(a, b) || compareCodePoints(a.message, b.message);
}
