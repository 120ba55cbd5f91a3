import type { LiveGroupPolicy } from '../../model/live.js';
import { isRecord } from '../json.js';
import { firstInvisible } from '../../text/terminal-escape.js';

/** The name a config may use for this id: the network's only group policy of that name, else none. */
function nameOf(id: unknown, policies: readonly LiveGroupPolicy[]): string | undefined {
  const found = policies.find((policy) => policy.groupPolicyId === id);
  if (found === undefined || found.name.trim() === '' || firstInvisible(found.name) !== undefined)
    return undefined;
  const same = policies.filter((policy) => policy.name === found.name);
  return same.length === 1 ? found.name : undefined;
}

/**
 * An exported sentry list whose policies name their group policy (`groupPolicy: Staff`), as a reviewer
 * reads the Dashboard; an id stays when its name is not unique in the network, not a valid config name,
 * or the group policies were not read.
 */
export function exportedByName(
  entry: Record<string, unknown>,
  groupPolicies: Readonly<Record<string, readonly LiveGroupPolicy[]>> | undefined,
): Record<string, unknown> {
  const network = entry['network'];
  const policies = typeof network === 'string' ? groupPolicies?.[network] : undefined;
  const list = entry['policies'];
  if (policies === undefined || !Array.isArray(list)) return entry;
  return {
    ...entry,
    policies: list.map((policy: unknown) => {
      if (!isRecord(policy)) return policy;
      const name = nameOf(policy['groupPolicyId'], policies);
      if (name === undefined) return policy;
      const { smNetwork, groupPolicyId: _id, ...rest } = policy;
      return { smNetwork, groupPolicy: name, ...rest };
    }),
  };
}
