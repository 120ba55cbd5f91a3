import type { SourceLocation } from '../model/source.js';

/** `file:line:column`: where a declaration is, in every message and report that names a place. */
export function formatLocation(source: SourceLocation): string {
  return `${source.file}:${source.line}:${source.column}`;
}
