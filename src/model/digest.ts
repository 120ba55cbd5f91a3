import { fingerprint } from '../canonical/fingerprint.js';
import type { DesiredOrganization } from './desired.js';

const SOURCE = new Set(['source']);

/**
 * The config digest: `sha256:` over the canonical JSON of the organizations, source locations left out,
 * so moving a declaration between files or lines keeps it. A plan records it (`configDigest`), a backup
 * the digest of the plan it preceded.
 */
export function digestOf(organizations: readonly DesiredOrganization[]): string {
  return fingerprint(organizations, { omit: SOURCE });
}
