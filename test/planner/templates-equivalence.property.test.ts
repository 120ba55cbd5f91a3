import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { validateYamlFiles } from '../../src/config/index.js';
import { parseYamlFile } from '../../src/config/yaml-document.js';
import type { DesiredState } from '../../src/model/desired.js';
import type { Plan } from '../../src/model/plan.js';
import { computePlanHash } from '../../src/plan-file/format.js';
import { planChanges } from '../../src/planner/plan.js';
import { liveFromDesired, options } from './helpers/builders.js';

/*
 * Issue 16: a config written with templates and the same config written out in full plan identically:
 * the same changes, unmanaged objects and diagnostics, and the same planHash once sources are set aside.
 * (Sources enter planHash on purpose: a saved plan records where each object is declared.)
 */

interface Group {
  name: string;
  scope: 'all' | 'none' | 'withAny' | 'withAll';
  tags?: string[];
}
interface Role {
  name: string;
  scope: 'some' | 'all_tags';
  tags: string[];
}

const tags = fc.uniqueArray(fc.constantFrom('kiosk', 'till', 'ipad', 'staff', 'Kiosk'), {
  minLength: 1,
  maxLength: 3,
});
const groupNamed = (name: string): fc.Arbitrary<Group> =>
  fc.oneof(
    fc.record({
      name: fc.constant(name),
      scope: fc.constantFrom('withAny' as const, 'withAll' as const),
      tags,
    }),
    fc.record({ name: fc.constant(name), scope: fc.constantFrom('all' as const, 'none' as const) }),
  );
const groupsFrom = (names: readonly string[]) =>
  fc.subarray([...names]).chain((picked) => fc.tuple(...picked.map(groupNamed)));

/** Template i declares only `G<i>x` names, so two templates never collide; a network may override any. */
const TEMPLATE_NAMES = [0, 1, 2].map((i) => ['a', 'b', 'c'].map((x) => `G${i}${x}`));
const ALL_NAMES = [...TEMPLATE_NAMES.flat(), 'Own1', 'Own2'];
const role = (name: string) =>
  fc.record({ name: fc.constant(name), scope: fc.constantFrom('some' as const, 'all_tags' as const), tags });
const policy = fc.record({
  smNetwork: fc.constant('N_SM'),
  groupPolicyId: fc.constantFrom('100', '101', '102'),
  scope: fc.constantFrom('all', 'withAny'),
  tags,
});

const fleet = fc.record({
  templates: fc.tuple(...TEMPLATE_NAMES.map((names) => groupsFrom(names).filter((g) => g.length > 0))),
  roles: fc.tuple(role('Helpdesk'), role('Auditors')),
  sentry: fc.array(policy, { minLength: 1, maxLength: 3 }),
  orgUsesRoles: fc.boolean(),
  ownRoles: fc.subarray(['Helpdesk', 'Local']).chain((names) => fc.tuple(...names.map(role))),
  prune: fc.boolean(),
  networks: fc.array(
    fc.record({
      use: fc.shuffledSubarray([0, 1, 2], { minLength: 1 }),
      own: groupsFrom(ALL_NAMES),
      sentry: fc.boolean(),
      live: groupsFrom(ALL_NAMES),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  liveRoles: groupsFrom(['Helpdesk', 'Auditors', 'Local']),
});
type Fleet = typeof fleet extends fc.Arbitrary<infer T> ? T : never;

const networkId = (n: number) => `N_${n + 1}`;
const wirelessId = (n: number) => `N_W${n + 1}`;

function withTemplates(f: Fleet): Record<string, string> {
  const templates = {
    targetGroups: Object.fromEntries(f.templates.map((groups, i) => [`t${i}`, groups])),
    adminRoles: { helpdesk: f.roles },
    sentryPolicies: { wifi: f.sentry },
  };
  const org = {
    id: '1',
    policy: { prune: f.prune, maxChangePercent: 100, maxDevicePercent: 100 },
    ...(f.orgUsesRoles ? { use: ['helpdesk'] } : {}),
    ...(f.orgUsesRoles || f.ownRoles.length > 0 ? { adminRoles: f.ownRoles } : {}),
    sentryPolicies: f.networks.flatMap((n, i) => (n.sentry ? [{ network: wirelessId(i), use: 'wifi' }] : [])),
    networks: f.networks.map((n, i) => ({
      id: networkId(i),
      use: n.use.map((t) => `t${t}`),
      ...(n.own.length > 0 ? { targetGroups: n.own } : {}),
    })),
  };
  return { 'templates.yaml': stringify({ templates }), 'org.yaml': stringify({ organizations: [org] }) };
}

/** What expansion means, written out by hand: own objects first, then each template's not overridden. */
function writtenInFull(f: Fleet): Record<string, string> {
  const expand = <T extends { name: string }>(own: T[], brought: T[]) => [
    ...own,
    ...brought.filter((item) => !own.some((mine) => mine.name === item.name)),
  ];
  const org = {
    id: '1',
    policy: { prune: f.prune, maxChangePercent: 100, maxDevicePercent: 100 },
    ...(f.orgUsesRoles || f.ownRoles.length > 0
      ? { adminRoles: expand<Role>(f.ownRoles, f.orgUsesRoles ? f.roles : []) }
      : {}),
    sentryPolicies: f.networks.flatMap((n, i) =>
      n.sentry ? [{ network: wirelessId(i), policies: f.sentry }] : [],
    ),
    networks: f.networks.map((n, i) => ({
      id: networkId(i),
      targetGroups: expand<Group>(
        n.own,
        n.use.flatMap((t) => f.templates[t] ?? []),
      ),
    })),
  };
  return { 'full.yaml': stringify({ organizations: [org] }) };
}

function desired(files: Record<string, string>): DesiredState {
  const result = validateYamlFiles(Object.entries(files).map(([file, text]) => parseYamlFile(text, file)));
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  expect(errors).toEqual([]);
  if (result.state === undefined) throw new Error('no state');
  return result.state;
}

/** The fleet's live state: its own random target groups and roles, no sentry lists yet. */
function live(f: Fleet) {
  const state = desired({
    'live.yaml': stringify({
      organizations: [
        {
          id: '1',
          adminRoles: f.liveRoles.map((g) => ({ name: g.name, scope: 'some', tags: ['x'] })),
          networks: f.networks.map((n, i) => ({ id: networkId(i), targetGroups: n.live })),
        },
      ],
    }),
  });
  return liveFromDesired(state);
}

/** The plan without where things are declared. */
function withoutSources(result: Plan): Plan {
  const strip = <T extends { source?: unknown }>(item: T): T => {
    const { source: _source, ...rest } = item;
    return rest as T;
  };
  const bare = { ...result, changes: result.changes.map(strip), diagnostics: result.diagnostics.map(strip) };
  return { ...bare, planHash: computePlanHash(bare) };
}

describe('templates are a shorthand', () => {
  it('a config with templates and the same config written out in full plan identically', () => {
    fc.assert(
      fc.property(fleet, (f) => {
        const short = desired(withTemplates(f));
        const full = desired(writtenInFull(f));
        expect(short.digest).toBe(full.digest);
        const against = live(f);
        const a = planChanges(short, against, options());
        const b = planChanges(full, against, options());
        expect(a.changes.length).toBeGreaterThan(0);
        expect(withoutSources(a)).toEqual(withoutSources(b));
        // Every change of an object a template brought in says so; a written-out one never does.
        for (const change of a.changes.filter((c) => c.source?.template !== undefined)) {
          expect(change.source?.file).toBe('templates.yaml');
          expect(change.source?.usedAt?.file).toBe('org.yaml');
        }
        expect(b.changes.every((c) => c.source?.template === undefined)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
