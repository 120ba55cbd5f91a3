import type { Diagnostic } from '../model/source.js';
import { escapeControls, visibleForm } from '../text/terminal-escape.js';

/** One name of a scope: a live object's (with its id) or a declaration's. */
export interface ScopeName {
  name: string;
  /** `id 100001`, `roleId 7`; absent for a declaration. */
  id?: string;
}

/**
 * Names of one scope, live or declared, that render the same but are not the same string (`All Laptops`
 * and `All Laptops` + U+E0020): the plan would show two identical lines, so it says which is which.
 */
export function lookAlikeNames(label: string, where: string, names: readonly ScopeName[]): Diagnostic[] {
  const groups = new Map<string, ScopeName[]>();
  for (const entry of names) {
    const key = visibleForm(entry.name);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [entry]);
    else if (!group.some((other) => other.name === entry.name && other.id === entry.id)) group.push(entry);
  }
  return [...groups.values()].flatMap((group) => {
    if (new Set(group.map((entry) => entry.name)).size < 2) return [];
    const shown = group.map(
      (entry) =>
        `${escapeControls(JSON.stringify(entry.name))} (${entry.id === undefined ? 'declared' : `live, ${entry.id}`})`,
    );
    return [
      {
        severity: 'warning' as const,
        code: 'look-alike-name',
        message: `${label} names in ${where} look the same but differ in invisible characters or Unicode form: ${shown.join(', ')}`,
        hint: 'rename the live object in the Dashboard, or declare the name exactly as it is live',
      },
    ];
  });
}

/**
 * Whether every name is its own visible form: then no two distinct names can look alike, and a scope
 * needs no grouping (the common case, checked without building a list per scope).
 */
export function everyNameVisible(entries: readonly { name: string }[]): boolean {
  for (const entry of entries) if (visibleForm(entry.name) !== entry.name) return false;
  return true;
}
