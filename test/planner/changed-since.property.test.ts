import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateYamlFiles } from '../../src/config/validate-config.js';
import { parseYamlFile } from '../../src/config/yaml-document.js';
import { changedScopes, type ConfigFileChange } from '../../src/config/changed-scopes.js';
import { scopeNames, readSetOfDesired } from '../../src/live/scopes.js';
import type {
  DesiredNetwork,
  DesiredOrganization,
  DesiredState,
  OwnershipPolicy,
} from '../../src/model/desired.js';
import type { Change, Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/plan.js';
import { desiredStates, liveStatesFor } from './helpers/arbitraries.js';
import { options } from './helpers/builders.js';

/**
 * `--changed-since` (issue 16): random configs written as files, random edits between REF and now (a
 * declaration kept, changed, added or removed; a network moved to the other file), random live state.
 * The plan of the selected scopes is the full plan restricted to them, and every scope left out plans
 * exactly as it did at REF, so reading only the selected scopes loses nothing.
 */

const ORGS = ['O_1', 'O_2'];
const NETWORKS = ['N_1', 'N_2', 'N_3'];
const PARTS = ['settings', 'adminRoles', 'sentry', ...NETWORKS];

const policyYaml = (policy: OwnershipPolicy) => ({
  prune: policy.prune,
  ignore: policy.ignore,
  maxChangePercent: policy.maxChangePercent,
  minObjectsForPercent: policy.minObjectsForPercent,
  maxDevicePercent: policy.maxDevicePercent,
});

const networkYaml = (network: DesiredNetwork) => ({
  id: network.id,
  policy: policyYaml(network.policy),
  ...(network.targetGroups === undefined
    ? {}
    : {
        targetGroups: network.targetGroups.map((g) => ({
          name: g.name,
          scope: g.scope,
          tags: g.tags,
          protected: g.protected,
        })),
      }),
});

/** The config files of a desired state: `orgs/<id>.yaml` for the organization, networks in a.yaml or b.yaml. */
function filesOf(desired: DesiredState, layout: readonly boolean[]): Map<string, string> {
  const files = new Map<string, { organizations: Record<string, unknown>[] }>();
  const into = (file: string, org: Record<string, unknown>) => {
    const doc = files.get(file) ?? { organizations: [] };
    doc.organizations.push(org);
    files.set(file, doc);
  };
  for (const org of desired.organizations) {
    into(`orgs/${org.id}.yaml`, {
      id: org.id,
      policy: policyYaml(org.policy),
      ...(org.adminRoles === undefined
        ? {}
        : {
            adminRoles: org.adminRoles.map((r) => ({
              name: r.name,
              scope: r.scope,
              tags: r.tags,
              protected: r.protected,
            })),
          }),
      ...(org.sentryPolicies === undefined
        ? {}
        : {
            sentryPolicies: org.sentryPolicies.map((s) => ({
              network: s.networkId,
              protected: s.protected,
              policies: s.policies.map((p) => ({
                smNetwork: p.smNetworkId,
                groupPolicyId: p.groupPolicyId,
                scope: p.scope,
                tags: p.tags,
              })),
            })),
          }),
    });
    for (const network of org.networks) {
      const index =
        ORGS.indexOf(org.id) * NETWORKS.length + NETWORKS.indexOf(network.id.split('_O')[0] ?? '');
      into(layout[index] === true ? 'networks/a.yaml' : 'networks/b.yaml', {
        id: org.id,
        networks: [networkYaml(network)],
      });
    }
  }
  // JSON is YAML: the loader reads these as it reads any config file.
  return new Map([...files].map(([file, doc]) => [file, JSON.stringify(doc, null, 1)]));
}

/** REF's config with some parts replaced by another config's (changed, added or removed). */
function edit(before: DesiredState, other: DesiredState, take: readonly boolean[]): DesiredState {
  const organizations: DesiredOrganization[] = [];
  ORGS.forEach((id, orgIndex) => {
    const pick = <T>(part: number, mine: T, theirs: T): T =>
      take[orgIndex * PARTS.length + part] === true ? theirs : mine;
    const a = before.organizations.find((org) => org.id === id);
    const b = other.organizations.find((org) => org.id === id);
    const base = pick(0, a, b) ?? a ?? b;
    if (base === undefined) return;
    const adminRoles = pick(1, a?.adminRoles, b?.adminRoles);
    const sentryPolicies = pick(2, a?.sentryPolicies, b?.sentryPolicies);
    const networks = NETWORKS.flatMap((network, index) => {
      const found = pick(3 + index, a, b)?.networks.find((n) => n.id === `${network}_${id}`);
      return found === undefined ? [] : [found];
    });
    const { adminRoles: _r, sentryPolicies: _s, ...rest } = base;
    organizations.push({
      ...rest,
      networks,
      ...(adminRoles === undefined ? {} : { adminRoles }),
      ...(sentryPolicies === undefined ? {} : { sentryPolicies }),
    });
  });
  return { organizations, files: [], digest: '' };
}

function load(files: Map<string, string>): DesiredState | undefined {
  return validateYamlFiles([...files].map(([file, text]) => parseYamlFile(text, file))).state;
}

/** `network/<id>/targetGroup`, `org/<id>/adminRole` or `org/<id>/sentry`: an address's first three parts. */
const scopeOf = (entry: { address: string }): string => entry.address.split('/').slice(0, 3).join('/');

/** A change as planned, without where it is declared (the file and line move with an edit). */
const content = (change: Change): string => {
  const { source: _source, ...rest } = change;
  return JSON.stringify(rest);
};

const inScope = (result: Plan, scope: string): string[] =>
  result.changes.filter((change) => scopeOf(change) === scope).map(content);

const scenario = fc
  .record({
    before: desiredStates,
    other: desiredStates,
    take: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    layoutBefore: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    layoutAfter: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  })
  .chain((drawn) =>
    liveStatesFor({
      organizations: ORGS.map((id) => ({ id }) as DesiredOrganization),
      files: [],
      digest: '',
    }).map((live) => ({ ...drawn, live })),
  );

describe('--changed-since selects exactly the scopes an edit can change (issue 16)', () => {
  it('the selected plan is the full plan restricted to the selection; every other scope plans as at REF', () => {
    fc.assert(
      fc.property(scenario, ({ before, other, take, layoutBefore, layoutAfter, live }) => {
        const refFiles = filesOf(before, layoutBefore);
        const nowFiles = filesOf(edit(before, other, take), layoutAfter);
        const atRef = load(refFiles);
        const now = load(nowFiles);
        fc.pre(atRef !== undefined && now !== undefined);
        if (atRef === undefined || now === undefined) return;
        const changed: ConfigFileChange[] = [...new Set([...refFiles.keys(), ...nowFiles.keys()])]
          .filter((file) => refFiles.get(file) !== nowFiles.get(file))
          .map((file) => {
            const [b, a] = [refFiles.get(file), nowFiles.get(file)];
            return {
              file,
              ...(b === undefined ? {} : { before: b }),
              ...(a === undefined ? {} : { after: a }),
            };
          });
        const selection = changedScopes(now, changed);
        const declaredNow = scopeNames(readSetOfDesired(now));
        const declaredAtRef = scopeNames(readSetOfDesired(atRef));

        const full = planChanges(now, live, options());
        const selected = planChanges(now, live, options({ onlyScopes: selection.scopes }));
        const wanted = new Set(selection.scopes);
        expect(selected.changes).toEqual(full.changes.filter((change) => wanted.has(scopeOf(change))));
        expect(selected.unmanaged).toEqual(full.unmanaged.filter((entry) => wanted.has(scopeOf(entry))));
        expect(selected.scopeStats).toEqual(full.scopeStats?.filter((stat) => wanted.has(stat.scope)));

        // Completeness: a scope left out plans now exactly as it planned at REF.
        const fullAtRef = planChanges(atRef, live, options());
        for (const scope of declaredNow.filter((s) => !wanted.has(s))) {
          expect(declaredAtRef, scope).toContain(scope);
          expect(inScope(full, scope), scope).toEqual(inScope(fullAtRef, scope));
        }
        expect(selection.unread).toBe(declaredNow.length - selection.scopes.length);
        expect(selection.noLongerManaged).toEqual(
          declaredAtRef.filter((scope) => !declaredNow.includes(scope)),
        );
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('an edit of comments or layout alone selects nothing', () => {
    fc.assert(
      fc.property(desiredStates, (desired) => {
        const files = filesOf(desired, [true, true, true, true, true, true]);
        const now = load(files);
        fc.pre(now !== undefined);
        if (now === undefined) return;
        const changed = [...files].map(([file, text]) => ({
          file,
          before: text,
          after: `# reviewed\n${JSON.stringify(JSON.parse(text))}\n`,
        }));
        expect(changedScopes(now, changed).scopes).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it('an edited template selects every scope its edit can change, and only scopes that can use it', () => {
    const NAMES = ['Tills', 'Kiosks', 'Scanners'];
    const groups = fc.uniqueArray(
      fc.record({ name: fc.constantFrom(...NAMES), tags: fc.subarray(['a', 'b', 'c'], { minLength: 1 }) }),
      { selector: (group) => group.name, maxLength: 3 },
    );
    const network = fc.record({ uses: fc.boolean(), own: fc.subarray(NAMES) });
    const configOf = (
      template: { name: string; tags: string[] }[],
      networks: { uses: boolean; own: string[] }[],
    ) =>
      JSON.stringify({
        templates: { targetGroups: { t: template.map((g) => ({ ...g, scope: 'withAll' })), other: [] } },
        organizations: [
          {
            id: 'O_1',
            networks: networks.map((n, i) => ({
              id: `N_${i}`,
              use: n.uses ? ['t'] : ['other'],
              targetGroups: n.own.map((name) => ({ name, scope: 'withAll', tags: ['own'] })),
            })),
          },
        ],
      });
    /** Each network's target groups as the planner sees them, without where they are declared. */
    const groupsOf = (desired: DesiredState) =>
      new Map(
        (desired.organizations[0]?.networks ?? []).map((n) => [
          `network/${n.id}/targetGroup`,
          JSON.stringify((n.targetGroups ?? []).map(({ source: _source, ...g }) => g)),
        ]),
      );
    fc.assert(
      fc.property(groups, groups, fc.array(network, { minLength: 1, maxLength: 5 }), (was, is, networks) => {
        const [before, after] = [configOf(was, networks), configOf(is, networks)];
        const atRef = load(new Map([['c.yaml', before]]));
        const now = load(new Map([['c.yaml', after]]));
        fc.pre(atRef !== undefined && now !== undefined);
        if (atRef === undefined || now === undefined) return;
        const selected = changedScopes(now, [{ file: 'c.yaml', before, after }]).scopes;
        const [then, today] = [groupsOf(atRef), groupsOf(now)];
        for (const [scope, groupsNow] of today) {
          if (groupsNow !== then.get(scope)) expect(selected, scope).toContain(scope);
        }
        const lostNone = was.every((g) => is.some((h) => h.name === g.name));
        // A non-user only when the template lost a name and the network declares all the rest itself (it
        // could be a user that holds nothing of the template now: the loaded config cannot tell).
        const couldUse = (n: { uses: boolean; own: string[] }) =>
          n.uses || (!lostNone && is.every((g) => n.own.includes(g.name)));
        const candidates = networks.flatMap((n, i) => (couldUse(n) ? [`network/N_${i}/targetGroup`] : []));
        for (const scope of selected) expect(candidates).toContain(scope);
        if (lostNone && was.length + is.length > 0 && before !== after) {
          // Exactly the users that hold an object of it: one that overrides all of it is unchanged.
          const holders = networks.flatMap((n, i) =>
            n.uses && is.some((g) => !n.own.includes(g.name)) ? [`network/N_${i}/targetGroup`] : [],
          );
          expect(selected).toEqual(holders);
        }
      }),
      { numRuns: 100 },
    );
  });
});
