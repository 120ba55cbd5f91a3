import type { LiveAdminRole } from '../../model/live.js';
import { fingerprint } from '../../canonical/fingerprint.js';
import { normalizeAdminRole } from './admin-roles.js';

/** The live record a plan's `before` and `liveFingerprint` cover: the live id plus the canonical form. */
export function adminRoleLiveRecord(live: LiveAdminRole): Record<string, unknown> {
  return { roleId: live.roleId, ...normalizeAdminRole(live) };
}

export function adminRoleFingerprint(live: LiveAdminRole): string {
  return fingerprint(adminRoleLiveRecord(live));
}
