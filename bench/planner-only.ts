/**
 * The planner on 100,000 objects in memory, run as its own process: builds a desired and a live state
 * (4,000 networks of 24 target groups, 2,000 roles, 2,000 sentry lists; one object in 100 changed), then
 * times `plan()` alone. Prints `{ objects, changes, planCpuMs, planWallMs, inputRssMb, peakRssMb }`.
 */
import { DEFAULT_POLICY, type DesiredState } from '../src/model/desired.js';
import type { LiveState } from '../src/model/live.js';
import { planChanges } from '../src/planner/index.js';

const NETWORKS = 4000;
const GROUPS = 24;
const ROLES = 2000;
const SENTRY = 2000;
const TAGS = ['byod', 'corp', 'emea', 'amer', 'apac', 'kiosk', 'ipad', 'laptop'];
const ORG = '900001';

const source = (line: number) => ({ file: 'bench.yaml', line, column: 1 });
const tagsOf = (n: number): string[] => [
  TAGS[n % TAGS.length] ?? 'byod',
  TAGS[(n * 7 + 3) % TAGS.length] ?? 'corp',
];
const sortedTags = (n: number): string[] => [...new Set(tagsOf(n))].sort();
/** Every hundredth object is declared with one more tag than live has. */
const desiredTags = (n: number): string[] => (n % 100 === 0 ? [...sortedTags(n), 'zchanged'] : sortedTags(n));

function buildStates(): { desired: DesiredState; live: LiveState } {
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

const { desired, live } = buildStates();
const objects = NETWORKS * GROUPS + ROLES + SENTRY;
const inputRssMb = process.memoryUsage().rss / 1024 / 1024;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = planChanges(desired, live, {
  toolVersion: 'bench',
  now: '2026-01-01T00:00:00.000Z',
  force: true,
});
const planWallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const changes = result.summary.create + result.summary.update + result.summary.delete;
process.stdout.write(
  `${JSON.stringify({
    objects,
    changes,
    planCpuMs: (cpu.user + cpu.system) / 1000,
    planWallMs,
    inputRssMb,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  })}\n`,
);
