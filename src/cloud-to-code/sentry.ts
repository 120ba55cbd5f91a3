import type { KindAdoption } from './kind-adoption.js';
import { withTags } from './kind-adoption.js';

/**
 * One network's sentry list: declared in the organization's `sentryPolicies`, named by `network`,
 * highest priority first as live lists it. A list from a template gets its own `policies` instead.
 */
export const sentryAdoption: KindAdoption = {
  owner: 'org',
  listKey: 'sentryPolicies',
  itemKey: 'network',
  fromTemplate: 'own-list',
  declaration(live, parts) {
    const org = live.organizations.find((o) => o.id === parts.ownerId);
    const list = org?.sentryPolicies?.find((a) => a.networkId === parts.key);
    if (list === undefined) return undefined;
    return {
      network: list.networkId,
      policies: list.policies.map((p) => ({
        smNetwork: p.smNetworkId,
        groupPolicyId: p.groupPolicyId,
        scope: p.scope,
        ...withTags(p.tags),
      })),
    };
  },
  fields: (declaration) => [
    ['use', undefined],
    ['policies', declaration['policies']],
  ],
};
