import type { DriftEntry } from '../drift/index.js';
import { changeDiffLines } from './markdown-diff.js';

/** A drift entry's field changes as diff lines (`-` live, `+` declared), as a plan's update shows them. */
export function driftDiffLines(
  entry: Pick<DriftEntry, 'address' | 'kind' | 'fieldChanges'>,
  orgId: string,
): string[] {
  return changeDiffLines({
    address: entry.address,
    kind: entry.kind,
    action: 'update',
    orgId,
    before: null,
    after: null,
    // A report from another smform version may lack them: no lines then.
    fieldChanges: Array.isArray(entry.fieldChanges) ? entry.fieldChanges : [],
    liveFingerprint: null,
  }).slice(1);
}
