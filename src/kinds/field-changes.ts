import type { FieldChange } from '../model/plan.js';
import { diffTags } from './tags.js';

/** A tag set that differs, as `{path, added, removed}`; nothing when the sets are equal. */
export function diffTagField(path: string, before: string[], after: string[]): FieldChange[] {
  const { added, removed } = diffTags(before, after);
  return added.length === 0 && removed.length === 0 ? [] : [{ path, added, removed }];
}
