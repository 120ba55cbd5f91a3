import type { LiveTargetGroup } from '../../model/live.js';
import { fingerprint } from '../../canonical/fingerprint.js';
import { normalizeTargetGroup } from './target-groups.js';

/** The live record a plan's `before` and `liveFingerprint` cover: the live id plus the canonical form. */
export function targetGroupLiveRecord(live: LiveTargetGroup): Record<string, unknown> {
  return { id: live.id, ...normalizeTargetGroup(live) };
}

export function targetGroupFingerprint(live: LiveTargetGroup): string {
  return fingerprint(targetGroupLiveRecord(live));
}
