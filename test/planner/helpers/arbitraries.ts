import fc from 'fast-check';
import {
  DEFAULT_POLICY,
  type DesiredAdminRole,
  type DesiredNetwork,
  type DesiredOrganization,
  type DesiredSentryAssignment,
  type DesiredState,
  type DesiredTargetGroup,
  type OwnershipPolicy,
} from '../../../src/model/desired.js';
import type { LiveOrganization, LiveSentryAssignment, LiveState } from '../../../src/model/live.js';
import { ROLE_SCOPES, TAG_SCOPE_KEYWORDS } from '../../../src/model/scope.js';
import { at } from './builders.js';

/**
 * Random desired and live states over small pools of names, ids and tags, so that declared and live
 * objects collide often (updates, noops, unmanaged, prunes) while staying schema-valid: names are unique
 * within a scope, ids are strings.
 */

const tag = fc.constantFrom('a', 'b', 'c', 'kiosk', 'ipad', ' b', 'A');
const tags = fc.array(tag, { maxLength: 4 });
const keyword = fc.constantFrom(...TAG_SCOPE_KEYWORDS);
const roleScope = fc.constantFrom(...ROLE_SCOPES);
const name = fc.constantFrom('Kiosks', 'Finance', 'Legacy Macs', 'Temp', 'A', 'B', 'Helpdesk EMEA');
const networkIds = ['N_1', 'N_2', 'N_3'];
const sentryNetworkIds = ['N_1', 'N_2', 'N_S1', 'N_S2'];

const ownership: fc.Arbitrary<OwnershipPolicy> = fc
  .record({
    prune: fc.boolean(),
    ignore: fc.constantFrom<string[]>([], ['Legacy *'], ['T*', 'N_S*']),
  })
  .map((chosen) => ({ ...DEFAULT_POLICY, ...chosen }));

const sentryPolicyFields = fc.record({
  smNetworkId: fc.constantFrom('N_SM', 'N_X'),
  groupPolicyId: fc.constantFrom('100', '101', '102'),
  scope: keyword,
  tags,
});

const desiredGroups: fc.Arbitrary<DesiredTargetGroup[]> = fc
  .uniqueArray(fc.record({ name, scope: keyword, tags, protected: fc.boolean() }), {
    selector: (entry) => entry.name,
    maxLength: 5,
  })
  .map((entries) => entries.map((entry) => ({ ...entry, source: at(10) })));

const desiredRoles: fc.Arbitrary<DesiredAdminRole[]> = fc
  .uniqueArray(fc.record({ name, scope: roleScope, tags, protected: fc.boolean() }), {
    selector: (entry) => entry.name,
    maxLength: 5,
  })
  .map((entries) => entries.map((entry) => ({ ...entry, source: at(20) })));

const desiredSentry: fc.Arbitrary<DesiredSentryAssignment[]> = fc
  .uniqueArray(
    fc.record({
      networkId: fc.constantFrom(...sentryNetworkIds),
      policies: fc.array(sentryPolicyFields, { maxLength: 4 }),
      protected: fc.boolean(),
    }),
    { selector: (entry) => entry.networkId, maxLength: 3 },
  )
  .map((entries) =>
    entries.map((entry) => ({
      ...entry,
      policies: entry.policies.map((policy) => ({ ...policy, source: at(30) })),
      source: at(30),
    })),
  );

const desiredNetworks: fc.Arbitrary<DesiredNetwork[]> = fc
  .uniqueArray(
    fc.record({
      id: fc.constantFrom(...networkIds),
      targetGroups: fc.option(desiredGroups, { nil: undefined }),
      policy: ownership,
    }),
    {
      selector: (entry) => entry.id,
      maxLength: 3,
    },
  )
  .map((entries) =>
    entries.map(({ targetGroups, ...entry }) => ({
      ...entry,
      source: at(5),
      ...(targetGroups === undefined ? {} : { targetGroups }),
    })),
  );

const desiredOrganization = (id: string): fc.Arbitrary<DesiredOrganization> =>
  fc
    .record({
      adminRoles: fc.option(desiredRoles, { nil: undefined }),
      sentryPolicies: fc.option(desiredSentry, { nil: undefined }),
      networks: desiredNetworks,
      policy: ownership,
    })
    .map(({ adminRoles, sentryPolicies, networks, ...rest }) => ({
      id,
      ...rest,
      // Network ids are global: each organization draws from its own pool.
      networks: networks.map((net) => ({ ...net, id: `${net.id}_${id}` })),
      source: at(1),
      ...(adminRoles === undefined ? {} : { adminRoles }),
      ...(sentryPolicies === undefined ? {} : { sentryPolicies }),
    }));

export const desiredStates: fc.Arbitrary<DesiredState> = fc
  .subarray(['O_1', 'O_2'], { minLength: 1 })
  .chain((ids) => fc.tuple(...ids.map(desiredOrganization)))
  .map((organizations) => ({ organizations, files: ['orgs/acme.yaml'], digest: 'sha256:config' }));

const liveSentry: fc.Arbitrary<LiveSentryAssignment[]> = fc
  .uniqueArray(
    fc.record({
      networkId: fc.constantFrom(...sentryNetworkIds),
      policies: fc.array(sentryPolicyFields, { maxLength: 4 }),
    }),
    {
      selector: (entry) => entry.networkId,
      maxLength: 4,
    },
  )
  .map((entries) =>
    entries.map((entry) => ({
      networkId: entry.networkId,
      policies: entry.policies.map((policy, index) => ({
        policyId: `lp:${entry.networkId}:${index}`,
        ...policy,
      })),
    })),
  );

/** Live state for every scope the desired state declares (all lists read), names unique per scope. */
export function liveStatesFor(desired: DesiredState): fc.Arbitrary<LiveState> {
  const organization = (org: DesiredOrganization): fc.Arbitrary<LiveOrganization> =>
    fc
      .record({
        adminRoles: fc.uniqueArray(fc.record({ name, scope: roleScope, tags }), {
          selector: (entry) => entry.name,
          maxLength: 5,
        }),
        sentryPolicies: liveSentry,
        groups: fc.tuple(
          ...networkIds.map(() =>
            fc.uniqueArray(fc.record({ name, scope: keyword, tags }), {
              selector: (entry) => entry.name,
              maxLength: 5,
            }),
          ),
        ),
      })
      .map(({ adminRoles, sentryPolicies, groups }) => ({
        id: org.id,
        adminRoles: adminRoles.map((entry, index) => ({ roleId: `lr:${org.id}:${index}`, ...entry })),
        sentryPolicies,
        networks: networkIds.map((base, position) => ({
          id: `${base}_${org.id}`,
          targetGroups: (groups[position] ?? []).map((entry, index) => ({
            id: `lt:${base}_${org.id}:${index}`,
            ...entry,
          })),
        })),
      }));
  return fc.tuple(...desired.organizations.map(organization)).map((organizations) => ({ organizations }));
}

export const desiredAndLive: fc.Arbitrary<[DesiredState, LiveState]> = desiredStates.chain((desired) =>
  liveStatesFor(desired).map((live): [DesiredState, LiveState] => [desired, live]),
);

export { liveSentry };
