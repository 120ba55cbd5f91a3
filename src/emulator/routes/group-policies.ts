import type { SeedGroupPolicy } from '../types.js';
import { requireNetwork, type RouteHandler } from './context.js';

/**
 * The fields the spec's getNetworkGroupPolicies example carries besides `groupPolicyId` and `name`, each
 * at its "follow the network" setting, so a seed may list only the two that sentry needs.
 */
const DEFAULT_FIELDS: Readonly<Record<string, unknown>> = {
  scheduling: { enabled: false },
  bandwidth: { settings: 'network default' },
  firewallAndTrafficShaping: { settings: 'network default', trafficShapingRules: [], l3FirewallRules: [] },
  contentFiltering: {
    allowedUrlPatterns: { settings: 'network default', patterns: [] },
    blockedUrlPatterns: { settings: 'network default', patterns: [] },
    blockedUrlCategories: { settings: 'network default', categories: [] },
  },
  splashAuthSettings: 'network default',
  vlanTagging: { settings: 'network default' },
  bonjourForwarding: { settings: 'network default', rules: [] },
};

export function renderGroupPolicy(policy: SeedGroupPolicy): Record<string, unknown> {
  return { ...structuredClone(DEFAULT_FIELDS), ...structuredClone(policy) };
}

/** `GET /networks/{networkId}/groupPolicies`: a plain array, not paged (the SDKs call it without paging). */
const listGroupPolicies: RouteHandler = (context) => ({
  status: 200,
  body: (requireNetwork(context).groupPolicies ?? []).map(renderGroupPolicy),
});

export const groupPolicyRoutes: Record<string, RouteHandler> = {
  getNetworkGroupPolicies: listGroupPolicies,
};
