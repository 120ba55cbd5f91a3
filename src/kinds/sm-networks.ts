import type { DesiredOrganization } from '../model/desired.js';
import { compareCodePoints } from '../canonical/compare.js';

/**
 * The SM networks of an organization the config declares: every network under `networks:`, and every
 * `smNetwork` its sentry policies point at. A role's scope is evaluated over these (roles belong to the
 * organization, not to a network), sorted.
 */
export function smNetworksOf(org: DesiredOrganization): string[] {
  const ids = new Set(org.networks.map((network) => network.id));
  for (const assignment of org.sentryPolicies ?? []) {
    for (const policy of assignment.policies) ids.add(policy.smNetworkId);
  }
  return [...ids].sort(compareCodePoints);
}
