import type { Change, ScopeStat, UnmanagedObject } from '../model/plan.js';
import type { Diagnostic, SourceLocation } from '../model/source.js';

/** What planning one scope yields; the planner concatenates them. */
export interface ScopePlan {
  changes: Change[];
  unmanaged: UnmanagedObject[];
  diagnostics: Diagnostic[];
  stat: ScopeStat;
}

/** A source location with its keys in code-unit order, as changes are built (see plan-objects.ts). */
export function sourceInKeyOrder(source: SourceLocation): SourceLocation {
  const place = { column: source.column, file: source.file, line: source.line };
  // An object a template brought in also names the template and its `use:` (docs/config.md).
  return source.template === undefined || source.usedAt === undefined
    ? place
    : { ...place, template: source.template, usedAt: sourceInKeyOrder(source.usedAt) };
}
