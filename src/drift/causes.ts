import type { ChangeRecord, KeyIdentity } from './change-log.js';

/** What drift attribution adds to a drift report (attribution.ts fills it). Types only. */

/** `object`: the entry names the object. `network`: only its network and the window match. */
export type CauseMatch = 'object' | 'network';

export interface DriftCause extends ChangeRecord {
  match: CauseMatch;
  /** The key's own admin wrote it: smform's apply, not a cause. */
  appliedBySmform?: boolean;
}

/** Where the window starts, and why there. */
export type WindowSource = 'since-flag' | 'last-apply' | 'default';

export interface AttributionSummary {
  /** Entries older than this were not read. */
  since: string;
  sinceFrom: WindowSource;
  /** What marked the window's start (the backup file, the applied ref), when not the flag or default. */
  sinceDetail?: string;
  /** The admin the key belongs to; null when the API did not say (nothing is then marked as smform's). */
  identity: KeyIdentity | null;
  /** One read per organization that had drift: entries read, or why none. */
  organizations: { orgId: string; entries: number; error?: string }[];
}
