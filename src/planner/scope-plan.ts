import type { SourceLocation } from '../model/source.js';

/** A source location with its keys in code-unit order, as changes are built (see plan-objects.ts). */
export function sourceInKeyOrder(source: SourceLocation): SourceLocation {
  const place = { column: source.column, file: source.file, line: source.line };
  // An object a template brought in also names the template and its `use:` (docs/config.md).
  return source.template === undefined || source.usedAt === undefined
    ? place
    : { ...place, template: source.template, usedAt: sourceInKeyOrder(source.usedAt) };
}
