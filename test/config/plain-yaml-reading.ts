import { LineCounter, parseDocument } from 'yaml';
import { expect } from 'vitest';
import { readPlainYaml } from '../../src/config/plain-yaml.js';
import { checkNumericIds } from '../../src/config/rule-numeric-id.js';
import { checkYamlLimits } from '../../src/config/yaml-limits.js';
import { locatePath, parseYamlFile } from '../../src/config/yaml-document.js';
import type { PathSegment, YamlFile } from '../../src/config/yaml-document.js';

/**
 * Checks that the plain reader (src/config/plain-yaml.ts) reads a text as the `yaml` library does: either
 * it gives up, or the library reads the text without a problem, the data is equal and every location (of
 * each value, each key, and of paths that run past the data) is the same.
 */

/** The library's reading of a text, as the loader did before the plain reader. */
export function libraryFile(text: string): YamlFile & { errors: number } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const data: unknown = doc.errors.length === 0 ? doc.toJS({ maxAliasCount: 100 }) : undefined;
  return { file: 'f.yaml', text, doc, lineCounter, data, diagnostics: [], errors: doc.errors.length };
}

/** Every path into a value, with the keys of each mapping. */
function paths(value: unknown, at: PathSegment[] = []): { path: PathSegment[]; keys: string[] }[] {
  if (Array.isArray(value)) {
    return [{ path: at, keys: [] }, ...value.flatMap((item, i) => paths(item, [...at, i]))];
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return [
      { path: at, keys: entries.map(([key]) => key) },
      ...entries.flatMap(([key, item]) => paths(item, [...at, key])),
    ];
  }
  return [{ path: at, keys: [] }];
}

export function expectSameReading(text: string): boolean {
  const plain = readPlainYaml(text);
  if (plain === undefined) return false;
  const library = libraryFile(text);
  expect(library.errors, text).toBe(0);
  expect(plain.data, text).toEqual(library.data);
  const fast = parseYamlFile(text, 'f.yaml');
  expect(fast.plain, text).toBeDefined();
  expect(checkNumericIds(library), text).toEqual([]);
  expect(checkYamlLimits(library.doc, text, 'f.yaml', library.lineCounter), text).toEqual([]);
  for (const { path, keys } of paths(plain.data)) {
    const beyond = [...path, 'nothing', 0];
    for (const probe of [path, beyond, [...path, 3]]) {
      expect(locatePath(fast, probe), `${text}\n${JSON.stringify(probe)}`).toEqual(
        locatePath(library, probe),
      );
    }
    for (const key of [...keys, 'nothing']) {
      expect(locatePath(fast, path, key), `${text}\n${JSON.stringify(path)} ${key}`).toEqual(
        locatePath(library, path, key),
      );
    }
  }
  return true;
}
