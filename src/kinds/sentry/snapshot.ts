import type { LiveGroupPolicy, LiveSentryAssignment, LiveSentryPolicy } from '../../model/live.js';
import type { SnapshotReader } from '../snapshot-reader.js';

function readPolicy(r: SnapshotReader, raw: unknown, where: string): LiveSentryPolicy {
  const p = r.object(raw, where);
  return {
    policyId: r.string(p, 'policyId', where),
    smNetworkId: r.string(p, 'smNetworkId', where),
    groupPolicyId: r.string(p, 'groupPolicyId', where),
    scope: r.keyword(p, where),
    tags: r.tags(p, where),
  };
}

/** A network's sentry list as a snapshot or backup records it. */
export function readAssignment(r: SnapshotReader, raw: unknown, where: string): LiveSentryAssignment {
  const a = r.object(raw, where);
  return {
    networkId: r.string(a, 'networkId', where),
    policies: r
      .list(a['policies'], `${where}.policies`)
      .map((p, i) => readPolicy(r, p, `${where}.policies[${i}]`)),
  };
}

/** The group policies a snapshot recorded, by network id (`live.organizations[].groupPolicies`). */
export function readGroupPolicySnapshot(
  r: SnapshotReader,
  raw: unknown,
  where: string,
): Record<string, LiveGroupPolicy[]> {
  const byNetwork = r.object(raw, where);
  const read: Record<string, LiveGroupPolicy[]> = {};
  for (const [networkId, list] of Object.entries(byNetwork)) {
    read[networkId] = r.list(list, `${where}.${networkId}`).map((entry, i) => {
      const at = `${where}.${networkId}[${i}]`;
      const p = r.object(entry, at);
      return { groupPolicyId: r.string(p, 'groupPolicyId', at), name: r.string(p, 'name', at) };
    });
  }
  return read;
}
