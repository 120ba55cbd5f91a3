import type { Diagnostic } from '../model/source.js';
import { compareCodePoints } from '../kinds/tags.js';

/** Diagnostics by place, then message: the same problems always list in the same order. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    compareCodePoints(a.source?.file ?? '', b.source?.file ?? '') ||
    (a.source?.line ?? 0) - (b.source?.line ?? 0) ||
    (a.source?.column ?? 0) - (b.source?.column ?? 0) ||
    compareCodePoints(a.message, b.message)
  );
}
