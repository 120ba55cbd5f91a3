import type { LineCounter } from 'yaml';
import type { SourceLocation } from '../model/source.js';

/** The file:line:column of a character offset in a parsed YAML text. */
export function locationOfOffset(file: string, lineCounter: LineCounter, offset: number): SourceLocation {
  const { line, col } = lineCounter.linePos(offset);
  return { file, line, column: col };
}
