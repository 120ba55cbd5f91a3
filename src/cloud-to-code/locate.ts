import { isMap, isScalar, isSeq, visit, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import type { SourceLocation } from '../model/source.js';

/** Finding the YAML nodes of a declaration from the places the config loader recorded. */

/** The offset of a 1-based line and column. */
export function offsetOf(text: string, location: Pick<SourceLocation, 'line' | 'column'>): number {
  let offset = 0;
  for (let line = 1; line < location.line; line++) {
    const newline = text.indexOf('\n', offset);
    if (newline === -1) return text.length;
    offset = newline + 1;
  }
  return offset + location.column - 1;
}

/** The map that starts at `offset` (a declared object), and the list holding it. */
export function mapAt(
  doc: Document,
  offset: number,
): { map: YAMLMap; seq?: YAMLSeq; index?: number } | undefined {
  let found: { map: YAMLMap; seq?: YAMLSeq; index?: number } | undefined;
  visit(doc, {
    Map(_key, node, path) {
      if (node.range?.[0] !== offset) return undefined;
      const parent = path.at(-1);
      found = isSeq(parent) ? { map: node, seq: parent, index: parent.items.indexOf(node) } : { map: node };
      return visit.BREAK;
    },
  });
  return found;
}

/** The innermost map holding `offset` that has `key` (the scope whose `use:` entry is at `offset`). */
export function mapAround(doc: Document, offset: number, key: string): YAMLMap | undefined {
  let best: YAMLMap | undefined;
  visit(doc, {
    Map(_key, node) {
      const [start = Infinity, , end = -Infinity] = node.range ?? [];
      const has = node.items.some((pair) => isScalar(pair.key) && pair.key.value === key);
      if (has && start <= offset && offset < end) best = node;
    },
  });
  return best;
}

/** `organizations[*]` maps with this id, or `organizations[*].networks[*]` maps with this network id. */
export function ownerMaps(doc: Document, owner: 'org' | 'network', id: string): YAMLMap[] {
  const idOf = (map: YAMLMap): string | undefined => {
    const value = map.get('id');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  const orgs = doc.get('organizations');
  if (!isSeq(orgs)) return [];
  const orgMaps = orgs.items.filter(isMap);
  if (owner === 'org') return orgMaps.filter((map) => idOf(map) === id);
  return orgMaps.flatMap((org) => {
    const networks = org.get('networks');
    return isSeq(networks) ? networks.items.filter(isMap).filter((map) => idOf(map) === id) : [];
  });
}
