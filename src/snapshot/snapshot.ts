import type { LiveState } from '../model/live.js';
import type { ReadSet } from '../live/scopes.js';

/** Major.minor; readers accept any 1.x and ignore fields they do not know. */
export const SNAPSHOT_FORMAT_VERSION = '1.0';
/** Names the document, so a plan file or a seed given by mistake is told apart. */
export const SNAPSHOT_KIND = 'smform/live-snapshot';

/**
 * The normalized live state of some scopes, recorded by `smform snapshot` so `plan --live-from` and
 * `drift --live-from` work with no API access (pull requests from forks, users' own tests).
 */
export interface LiveSnapshot {
  formatVersion: string;
  kind: typeof SNAPSHOT_KIND;
  toolVersion: string;
  createdAt: string;
  /** What was read: a plan from this snapshot may only need scopes listed here. */
  scopes: ReadSet;
  live: LiveState;
}

/** Builds the snapshot document of a live state read over `scopes`. */
export function createSnapshot(
  live: LiveState,
  scopes: ReadSet,
  meta: { toolVersion: string; now: string },
): LiveSnapshot {
  return {
    formatVersion: SNAPSHOT_FORMAT_VERSION,
    kind: SNAPSHOT_KIND,
    toolVersion: meta.toolVersion,
    createdAt: meta.now,
    scopes,
    live,
  };
}

/** The snapshot as JSON: 2-space indent, a final newline. */
export function renderSnapshot(snapshot: LiveSnapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}
