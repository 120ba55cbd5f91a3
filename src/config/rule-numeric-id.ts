import type { Diagnostic } from '../model/source.js';
import { formatPath } from './yaml-document.js';
import { locationOfOffset } from './yaml-location.js';
import { yamlLibrary } from './yaml-library.js';
import type { PathSegment, YamlFile } from './yaml-document.js';

/** Keys whose values are Dashboard ids: always strings. */
const ID_KEYS = new Set(['id', 'roleId', 'groupPolicyId', 'network', 'smNetwork']);

/**
 * An id written as a YAML number (`id: 549236`) loses leading zeros and, past 2^53, precision. Found on
 * the YAML nodes so the message can quote the id exactly as written.
 */
export function checkNumericIds(yaml: YamlFile): Diagnostic[] {
  // The plain reader leaves a file with a number under an id key to the library.
  if (yaml.plain !== undefined) return [];
  const { isMap, isScalar, isSeq } = yamlLibrary();
  const diagnostics: Diagnostic[] = [];
  const walk = (node: unknown, path: PathSegment[]): void => {
    if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i]));
    if (!isMap(node)) return;
    for (const pair of node.items) {
      if (!isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      const value = pair.value;
      if (ID_KEYS.has(key) && isScalar(value) && typeof value.value === 'number' && value.range) {
        const written = yaml.text.slice(value.range[0], value.range[1]).trim();
        diagnostics.push({
          severity: 'error',
          code: 'numeric-id',
          message: `${key} ${written} is written as a number; ids are strings`,
          path: formatPath([...path, key]),
          hint: `quote it: ${key}: "${written}" (a number loses leading zeros and precision)`,
          source: locationOfOffset(yaml.file, yaml.lineCounter, value.range[0]),
        });
      } else {
        walk(value, [...path, key]);
      }
    }
  };
  walk(yaml.doc.contents, []);
  return diagnostics;
}
