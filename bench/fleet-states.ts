/**
 * A fleet of 100,000 objects in memory, desired and live: 4,000 networks of 24 target groups, 2,000
 * roles, 2,000 sentry lists; one object in `changeEvery` is declared with one more tag than live has.
 */
import { DEFAULT_POLICY, type DesiredState } from '../src/model/desired.js';
import type { LiveState } from '../src/model/live.js';

export const NETWORKS = 4000;
export const GROUPS = 24;
export const ROLES = 2000;
export const SENTRY = 2000;
const TAGS = ['byod', 'corp', 'emea', 'amer', 'apac', 'kiosk', 'ipad', 'laptop'];
const ORG = '900001';

const source = (line: number) => ({ file: 'bench.yaml', line, column: 1 });
const tagsOf = (n: number): string[] => [
  TAGS[n % TAGS.length] ?? 'byod',
  TAGS[(n * 7 + 3) % TAGS.length] ?? 'corp',
];
const sortedTags = (n: number): string[] => [...new Set(tagsOf(n))].sort();

export function buildStates(changeEvery: number): { desired: DesiredState; live: LiveState } {
  const desiredTags = (n: number): string[] =>
    n % changeEvery === 0 ? [...sortedTags(n), 'zchanged'] : sortedTags(n);
  let n = 0;
  const policy = { ...DEFAULT_POLICY };
  const desiredNetworks: DesiredState['organizations'][number]['networks'] = [];
  const liveNetworks: LiveState['organizations'][number]['networks'] = [];
  for (let w = 1; w <= NETWORKS; w++) {
    const id = `N_${w}`;
    const desiredGroups = [];
    const liveGroups = [];
    for (let g = 1; g <= GROUPS; g++, n++) {
      desiredGroups.push({
        name: `Group ${g}`,
        scope: 'withAny' as const,
        tags: desiredTags(n),
        protected: false,
        source: source(n),
      });
      liveGroups.push({
        id: String(1_000_000 + n),
        name: `Group ${g}`,
        scope: 'withAny' as const,
        tags: sortedTags(n),
      });
    }
    desiredNetworks.push({ id, policy, targetGroups: desiredGroups, source: source(n) });
    liveNetworks.push({ id, targetGroups: liveGroups });
  }
  const desiredRoles = [];
  const liveRoles = [];
  for (let r = 1; r <= ROLES; r++, n++) {
    desiredRoles.push({
      name: `Role ${r}`,
      scope: 'some' as const,
      tags: desiredTags(n),
      protected: false,
      source: source(n),
    });
    liveRoles.push({
      roleId: String(1_000_000 + n),
      name: `Role ${r}`,
      scope: 'some' as const,
      tags: sortedTags(n),
    });
  }
  const desiredSentry = [];
  const liveSentry = [];
  for (let s = 1; s <= SENTRY; s++, n++) {
    const networkId = `N_${s}`;
    const policyOf = (tags: string[]) => ({
      smNetworkId: networkId,
      groupPolicyId: '101',
      scope: 'withAny' as const,
      tags,
    });
    desiredSentry.push({
      networkId,
      policies: [{ ...policyOf(desiredTags(n)), source: source(n) }],
      protected: false,
      source: source(n),
    });
    liveSentry.push({
      networkId,
      policies: [{ ...policyOf(sortedTags(n)), policyId: String(1_000_000 + n) }],
    });
  }
  const desired: DesiredState = {
    organizations: [
      {
        id: ORG,
        policy,
        adminRoles: desiredRoles,
        sentryPolicies: desiredSentry,
        networks: desiredNetworks,
        source: source(0),
      },
    ],
    files: ['bench.yaml'],
    digest: 'sha256:bench',
  };
  const live: LiveState = {
    organizations: [{ id: ORG, adminRoles: liveRoles, sentryPolicies: liveSentry, networks: liveNetworks }],
  };
  return { desired, live };
}
