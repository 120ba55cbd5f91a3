import type { Document, LineCounter } from 'yaml';
import type { Diagnostic, SourceLocation } from '../model/source.js';
import { escapeControls } from '../text/terminal-escape.js';
import { yamlLibrary } from './yaml-library.js';
import { locationOfOffset } from './yaml-location.js';

/** Deeper than any real config (about 6 levels) and far below where the YAML engine runs out of stack. */
export const MAX_NESTING_DEPTH = 64;

/** `"[[[[[[…"`: the source text at `offset`, to the end of its line, short and escaped. */
export function sourceExcerpt(text: string, offset: number): string {
  const end = text.indexOf('\n', offset);
  const line = text.slice(offset, end < 0 ? undefined : end).trimEnd();
  return JSON.stringify(escapeControls(line.length > 40 ? `${line.slice(0, 40)}…` : line));
}

/** The plain message for a document nested too deep, at `offset`. */
export function tooDeep(
  text: string,
  file: string,
  lineCounter: LineCounter,
  offset: number,
): Diagnostic & { source: SourceLocation } {
  return {
    severity: 'error',
    code: 'too-deep',
    message: `nested deeper than ${MAX_NESTING_DEPTH} levels at ${sourceExcerpt(text, offset)}`,
    hint: 'a config nests organizations, networks, objects and their tags: about 6 levels',
    source: locationOfOffset(file, lineCounter, offset),
  };
}

/**
 * Limits the YAML engine would report in its own words, or not at all: nesting deeper than
 * MAX_NESTING_DEPTH (walked without recursion, so any depth is safe to check) and numbers that are not
 * finite (`.inf`, `.nan`), which no field accepts.
 */
export function checkYamlLimits(
  doc: Document.Parsed,
  text: string,
  file: string,
  lineCounter: LineCounter,
): Diagnostic[] {
  const { isMap, isPair, isScalar, isSeq } = yamlLibrary();
  const diagnostics: Diagnostic[] = [];
  const stack: { node: unknown; depth: number }[] = [{ node: doc.contents, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() ?? { node: null, depth: 0 };
    if (isMap(node) || isSeq(node)) {
      if (depth >= MAX_NESTING_DEPTH) {
        return [tooDeep(text, file, lineCounter, node.range?.[0] ?? 0)];
      }
      for (const item of node.items as unknown[]) {
        if (isPair(item)) {
          stack.push({ node: item.value, depth: depth + 1 });
          stack.push({ node: item.key, depth: depth + 1 });
        } else stack.push({ node: item, depth: depth + 1 });
      }
    } else if (isScalar(node) && typeof node.value === 'number' && !Number.isFinite(node.value)) {
      const [offset = 0, end = offset] = node.range ?? [];
      diagnostics.push({
        severity: 'error',
        code: 'not-finite',
        message: `${JSON.stringify(escapeControls(text.slice(offset, end)))} is not a finite number`,
        hint: 'write a plain number such as 30 (.inf and .nan are not numbers smform accepts)',
        source: locationOfOffset(file, lineCounter, offset),
      });
    }
  }
  return diagnostics.sort((a, b) => (a.source?.line ?? 0) - (b.source?.line ?? 0));
}
