import type { Diagnostic } from '../model/source.js';
import { formatLocation } from '../text/location.js';
import { escapeControls, firstInvisible, visibleForm } from '../text/terminal-escape.js';
import type { ConfigIndex, Declared } from './config-index.js';

interface Named {
  label: string;
  scope: string;
  item: Declared<{ name: string }>;
}

function namedObjects(index: ConfigIndex): Named[] {
  return [
    ...index.targetGroups.map((item) => ({
      label: 'target group',
      scope: `network ${item.networkId}`,
      item,
    })),
    ...index.adminRoles.map((item) => ({ label: 'admin role', scope: `organization ${item.orgId}`, item })),
  ];
}

/**
 * A name holding an invisible character the schema's pattern lets through (a tag character U+E0020, a
 * combining grapheme joiner U+034F, a Hangul filler U+3164): it would show as another name.
 */
export function checkInvisibleInNames(index: ConfigIndex): Diagnostic[] {
  return namedObjects(index).flatMap(({ label, item }) => {
    const hidden = firstInvisible(item.value.name);
    if (hidden === undefined) return [];
    return [
      {
        severity: 'error' as const,
        code: 'invisible-character',
        message: `${label} name ${escapeControls(JSON.stringify(item.value.name))} contains the invisible character ${escapeControls(hidden.char)} (character ${hidden.index + 1})`,
        path: item.pathOf(['name']),
        hint: 'names must be plain text: retype the name without it',
        source: item.locate(['name']),
      },
    ];
  });
}

/**
 * Two names of one scope that differ only in invisible characters or in their Unicode form (`All
 * Laptops` and `All Laptops` + U+E0020, `Café` composed and decomposed, a full-width letter) render
 * identically: a reviewer cannot tell which is which. Identical names are the duplicate rules' concern.
 */
export function checkLookAlikeNames(index: ConfigIndex): Diagnostic[] {
  const seen = new Map<string, Named>();
  const diagnostics: Diagnostic[] = [];
  for (const named of namedObjects(index)) {
    const key = `${named.label}\u0000${named.scope}\u0000${visibleForm(named.item.value.name)}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, named);
      continue;
    }
    if (first.item.value.name === named.item.value.name) continue;
    const shown = (name: string) => escapeControls(JSON.stringify(name));
    diagnostics.push({
      severity: 'error',
      code: 'look-alike-name',
      message: `${named.label} ${shown(named.item.value.name)} of ${named.scope} looks the same as ${shown(first.item.value.name)} (${formatLocation(first.item.source)}): they differ only in invisible characters or Unicode form`,
      path: named.item.pathOf(['name']),
      hint: 'rename one of them so that the names read differently, or keep one declaration',
      source: named.item.locate(['name']),
    });
  }
  return diagnostics;
}
