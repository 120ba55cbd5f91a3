import type { Diagnostic, SourceLocation } from '../model/source.js';

/*
 * A kind's config part, for a kind added through the registry: how the section under its config key
 * splits into objects, each object's desired form, and the kind's own checks. The config layer loops
 * over the registry and hands each part plain inputs (what is written, where), so the part needs
 * nothing of the config's machinery; the schema fragment has checked the shape before.
 */

/** A place inside a written object: keys and list positions below it. */
export type WrittenPath = readonly (string | number)[];

/** One object written under a kind's config key: its key there, its name in its scope, what is written. */
export interface WrittenEntry {
  /** The list position or map key it is written at. */
  key: string | number;
  /** Its identity in its scope (two objects of one name in one scope are an error). */
  name: string;
  /** Where its name is written below it: `['name']` in a list item, nothing for a map entry (its key). */
  nameAt: WrittenPath;
  value: unknown;
}

/** One written object with where it is: its scope and its place in a file. */
export interface WrittenObject extends WrittenEntry {
  orgId: string;
  /** Its network, `''` for an organization-wide kind. */
  networkId: string;
  source: SourceLocation;
  /** The directory `source.file` is relative to (`''`: the process's working directory). */
  cwd?: string;
  /** Where a place inside the object is written (the deepest existing node). */
  locate(sub?: WrittenPath): SourceLocation;
}

export interface KindConfig<D> {
  /** The objects written under the kind's config key: a list's items or a map's entries. */
  entries(section: unknown): WrittenEntry[];
  /** One object's desired form (its source is the object's). */
  normalize(object: WrittenObject): D;
  /** The kind's own findings over every written object of every file (identity is checked for it). */
  check?(objects: readonly WrittenObject[]): Diagnostic[];
  /**
   * What `smform export` writes under the config key for one scope's live objects (pinned: with their
   * live ids), so that a plan of the export is empty. Absent: the kind is not exported (nor read for it).
   */
  exportSection?(live: readonly unknown[], pinned: boolean): unknown;
  /**
   * What `smform export` writes under the config key for one scope's live objects when the run asks for
   * the kind (`choice`: what the run's flags chose, as the kind defines it; `section` undefined for
   * nothing), and the objects asked for that it leaves out, by name, with why. Such a kind is read for
   * export only when asked.
   */
  exportOnRequest?(
    live: readonly unknown[],
    choice: unknown,
  ): { section: unknown; skipped: readonly { name: string; reason: string }[] };
}

/** The entries of a list section: each item, named by `nameOf`. */
export function listEntries(section: unknown, nameOf: (value: unknown) => string): WrittenEntry[] {
  return Array.isArray(section)
    ? section.map((value: unknown, key) => ({ key, name: nameOf(value), nameAt: ['name'], value }))
    : [];
}

/** The entries of a map section (`name: {...}`): each key with its value. */
export function mapEntries(section: unknown): WrittenEntry[] {
  if (typeof section !== 'object' || section === null || Array.isArray(section)) return [];
  return Object.entries(section as Record<string, unknown>).map(([key, value]) => ({
    key,
    name: key,
    nameAt: [],
    value,
  }));
}
