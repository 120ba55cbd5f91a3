import type { LiveState } from '../model/live.js';
import type { ScopeParts } from '../model/scope-address.js';
import type { Plain } from './yaml-edit.js';

/**
 * What adopting a live object into Git means for one kind: where its declarations live in the YAML
 * (the owner's list key, the key that names an item), the declaration that says what live holds, and
 * what to do with a template's object (an override in the scope's own list, or the `use:` replaced).
 */
export interface KindAdoption {
  owner: 'network' | 'org';
  /** The owner's list: `targetGroups`, `adminRoles`, `sentryPolicies`. */
  listKey: string;
  /** The key that names an item of the list: `name`, or `network` for a sentry list. */
  itemKey: string;
  /**
   * A template's object is changed in its scope: `override` declares the object in the scope's own list
   * (same name, replacing the template's there); `own-list` replaces the entry's `use:` by its own list.
   */
  fromTemplate: 'override' | 'own-list';
  /** The declaration of the live object at `parts` (id: the live id), undefined when live has none. */
  declaration(live: LiveState, parts: ScopeParts, id: string | undefined): Record<string, Plain> | undefined;
  /** The keys an existing declaration sets to match live (`undefined`: the key goes). */
  fields(declaration: Record<string, Plain>): [string, Plain | undefined][];
}

/** `tags` only when there are some, as an export writes them. */
export function withTags(tags: readonly string[]): { tags?: Plain } {
  return tags.length === 0 ? {} : { tags: [...tags] };
}
