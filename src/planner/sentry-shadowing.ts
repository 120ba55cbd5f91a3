import type { DesiredState, DesiredSentryPolicy } from '../model/desired.js';
import type { LiveDevice } from '../model/live.js';
import type { Diagnostic } from '../model/source.js';
import { isSelected, tagScopeOf } from '../kinds/scope-eval.js';
import { sentryKind } from '../kinds/registry.js';

const describePolicy = (policy: DesiredSentryPolicy): string =>
  policy.tags.length === 0 ? policy.scope : `${policy.scope} [${policy.tags.join(', ')}]`;

/**
 * Sentry is first match: only the highest-priority policy that matches a device applies. A policy whose
 * every current device is matched by a higher one never applies (a warning with the device counts). Lists
 * outside `addresses`, and policies whose SM network was not read or that match no device, are skipped.
 */
export function lintSentryShadowing(
  desired: DesiredState,
  fleet: ReadonlyMap<string, readonly LiveDevice[]>,
  addresses: ReadonlySet<string>,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const org of desired.organizations) {
    for (const assignment of org.sentryPolicies ?? []) {
      const address = sentryKind.address(org.id, assignment.networkId, '');
      if (!addresses.has(address)) continue;
      const { policies } = assignment;
      policies.forEach((policy, index) => {
        const devices = fleet.get(policy.smNetworkId);
        if (devices === undefined || index === 0) return;
        const matched = devices.filter((d) => isSelected(tagScopeOf(policy.scope, policy.tags), d.tags));
        if (matched.length === 0) return;
        // Each device goes to the first higher policy (same SM network) that matches it.
        const higher = policies.slice(0, index).map((p, i) => ({ policy: p, number: i + 1 }));
        const winners = new Set<number>();
        for (const device of matched) {
          const winner = higher.find(
            (h) =>
              h.policy.smNetworkId === policy.smNetworkId &&
              isSelected(tagScopeOf(h.policy.scope, h.policy.tags), device.tags),
          );
          if (winner === undefined) return;
          winners.add(winner.number);
        }
        const numbers = [...winners].sort((a, b) => a - b);
        const first = numbers.map((n) => `policy ${n} (${describePolicy(higher[n - 1]?.policy ?? policy)})`);
        const all = matched.length === 1 ? 'its only device' : `all ${matched.length} of its devices`;
        diagnostics.push({
          severity: 'warning',
          code: 'sentry-policy-shadowed',
          message: `${address}: policy ${index + 1} (${describePolicy(policy)}) never applies: ${first.join(' and ')} ${numbers.length === 1 ? 'matches' : 'match'} ${all} first`,
          hint: 'sentry applies only the first matching policy: move it higher or narrow the policies above it',
          source: policy.source,
        });
      });
    }
  }
  return diagnostics;
}
