import { defined } from '../canonical/defined.js';
import { DEFAULT_POLICY } from '../model/desired.js';
import type {
  DesiredAdminRole,
  DesiredNetwork,
  DesiredOrganization,
  DesiredSentryAssignment,
  DesiredState,
  DesiredTargetGroup,
  OwnershipPolicy,
} from '../model/desired.js';
import type { SourceLocation } from '../model/source.js';
import { groupBy } from './config-index.js';
import type { ConfigIndex, DeclaredKindObject, DeclaredTargetGroup } from './config-index.js';
import type { ConfigPolicy } from './config-types.js';
import { compareCodePoints } from '../canonical/compare.js';
import { canonicalTags } from '../canonical/tags.js';
import { digestOf } from '../model/digest.js';
import type { KindSlots } from '../model/kind-slots.js';
import type { KindSpec } from '../kinds/kind-spec.js';
import { registeredKinds } from '../kinds/registry.js';

/** A policy's own keys override the inherited ones, key by key. */
export function mergePolicy(inherited: OwnershipPolicy, own: ConfigPolicy | undefined): OwnershipPolicy {
  if (own === undefined) return { ...inherited, ignore: [...inherited.ignore] };
  const unmanaged = own.unmanaged ?? inherited.unmanaged;
  const minDevicesForPercent = own.minDevicesForPercent ?? inherited.minDevicesForPercent;
  const liveEcho =
    inherited.liveEcho === undefined && own.liveEcho === undefined
      ? undefined
      : { ...inherited.liveEcho, ...own.liveEcho };
  return {
    ...defined({ unmanaged, minDevicesForPercent }),
    prune: own.prune ?? inherited.prune,
    ignore: [...(own.ignore ?? inherited.ignore)],
    maxChangePercent: own.maxChangePercent ?? inherited.maxChangePercent,
    minObjectsForPercent: own.minObjectsForPercent ?? inherited.minObjectsForPercent,
    maxDevicePercent: own.maxDevicePercent ?? inherited.maxDevicePercent,
    // Only when declared somewhere: a config without it keeps its digest.
    ...defined({ liveEcho }),
  };
}

/**
 * Merges the declarations of every file by organization id and network id into the desired state.
 * Expects an index the semantic rules found no errors in.
 */
export function normalizeIndex(index: ConfigIndex, files: readonly string[]): DesiredState {
  const organizations = [...groupBy(index.organizations, (item) => item.value.id)].map(
    ([orgId, declarations]): DesiredOrganization => {
      const first = declarations[0];
      if (first === undefined) throw new Error(`organization ${orgId} has no declaration`);
      const name = declarations.find((item) => item.value.name !== undefined)?.value.name;
      const ownPolicy = declarations.find((item) => item.value.policy !== undefined)?.value.policy;
      const policy = mergePolicy(DEFAULT_POLICY, ownPolicy);
      const org: DesiredOrganization = {
        id: orgId,
        ...defined({ name }),
        policy,
        networks: normalizeNetworks(index, orgId, policy),
        source: first.source,
      };
      if (
        declarations.some((item) => item.value.adminRoles !== undefined) ||
        usesKind(index, orgId, '', 'adminRoles', declarations)
      ) {
        org.adminRoles = normalizeRoles(index, orgId);
      }
      if (declarations.some((item) => item.value.sentryPolicies !== undefined)) {
        org.sentryPolicies = normalizeSentry(index, orgId);
      }
      const kinds = normalizeKinds(index, 'org', declarations, orgId, '');
      if (kinds !== undefined) org.kinds = kinds;
      return org;
    },
  );
  const state = { organizations, files: [...files].sort(compareCodePoints) };
  return { ...state, digest: digestOf(organizations) };
}

function normalizeNetworks(index: ConfigIndex, orgId: string, orgPolicy: OwnershipPolicy): DesiredNetwork[] {
  const declared = index.networks.filter((item) => item.orgId === orgId);
  const registered = registeredKinds();
  // The organization's target groups by network, in file order: one pass, not one scan per network.
  const groupsOf = groupBy(
    index.targetGroups.filter((item) => item.orgId === orgId),
    (item) => item.networkId,
  );
  return [...groupBy(declared, (item) => item.value.id)].map(([networkId, declarations]) => {
    const first = declarations[0];
    if (first === undefined) throw new Error(`network ${networkId} has no declaration`);
    const name = declarations.find((item) => item.value.name !== undefined)?.value.name;
    const ownPolicy = declarations.find((item) => item.value.policy !== undefined)?.value.policy;
    const network: DesiredNetwork = {
      id: networkId,
      ...defined({ name }),
      policy: mergePolicy(orgPolicy, ownPolicy),
      source: first.source,
    };
    if (
      declarations.some((item) => item.value.targetGroups !== undefined) ||
      usesKind(index, orgId, networkId, 'targetGroups', declarations)
    ) {
      network.targetGroups = (groupsOf.get(networkId) ?? []).map(desiredGroup);
    }
    const kinds =
      registered.length === 0 ? undefined : normalizeKinds(index, 'network', declarations, orgId, networkId);
    if (kinds !== undefined) network.kinds = kinds;
    return network;
  });
}

/**
 * The objects of the kinds added through the registry that one organization or network declares (its
 * config key present in one of its declarations, perhaps empty), each in its kind's desired form.
 */
const scopesOf = new WeakMap<readonly DeclaredKindObject[], Map<string, DeclaredKindObject[]>>();

/** A registered kind's objects by scope, grouped once (a fleet has thousands of networks). */
function byScope(objects: readonly DeclaredKindObject[]): Map<string, DeclaredKindObject[]> {
  let grouped = scopesOf.get(objects);
  if (grouped === undefined) {
    grouped = groupBy(objects, (item) => `${item.orgId}\u0000${item.networkId}`);
    scopesOf.set(objects, grouped);
  }
  return grouped;
}

function normalizeKinds(
  index: ConfigIndex,
  owner: KindSpec['owner'],
  declarations: readonly { value: object }[],
  orgId: string,
  networkId: string,
): KindSlots | undefined {
  let kinds: KindSlots | undefined;
  for (const spec of registeredKinds()) {
    const config = spec.config;
    if (spec.owner !== owner || config === undefined) continue;
    if (
      !declarations.some((item) => (item.value as Record<string, unknown>)[spec.configKey] !== undefined) &&
      index.templateUses.get(`${orgId}\u0000${networkId}`)?.has(spec.configKey) !== true
    )
      continue;
    kinds ??= {};
    kinds[spec.kind] = (byScope(index.kinds[spec.kind] ?? []).get(`${orgId}\u0000${networkId}`) ?? []).map(
      (item) =>
        config.normalize({
          ...item.value,
          orgId,
          networkId,
          source: item.source,
          cwd: index.cwd,
          locate: (sub = []) => item.locate(sub),
        }),
    );
  }
  return kinds;
}

/**
 * Whether a scope's `use:` makes it manage a built-in kind: it used a template of the kind, or it says
 * `use:` and used none of another kind (`use: []` still manages the kind, as it always has).
 */
function usesKind(
  index: ConfigIndex,
  orgId: string,
  networkId: string,
  kind: string,
  declarations: readonly { value: { use?: readonly string[] } }[],
): boolean {
  if (!declarations.some((item) => item.value.use !== undefined)) return false;
  const used = index.templateUses.get(`${orgId}\u0000${networkId}`);
  return used === undefined || used.size === 0 || used.has(kind);
}

/**
 * One target group of the desired state. Written out in both shapes rather than spreading an optional
 * `id`: a fleet has 100,000 groups, and a spread builds and copies an object for each.
 */
function desiredGroup(item: DeclaredTargetGroup): DesiredTargetGroup {
  const { name, id, scope } = item.value;
  const tags = canonicalTags(item.value.tags ?? []);
  const isProtected = item.value.protected ?? false;
  return id === undefined
    ? { name, scope, tags, protected: isProtected, source: item.source }
    : { name, id, scope, tags, protected: isProtected, source: item.source };
}

function normalizeRoles(index: ConfigIndex, orgId: string): DesiredAdminRole[] {
  return index.adminRoles
    .filter((item) => item.orgId === orgId)
    .map((item) => ({
      name: item.value.name,
      ...defined({ roleId: item.value.roleId }),
      scope: item.value.scope,
      tags: canonicalTags(item.value.tags ?? []),
      protected: item.value.protected ?? false,
      source: item.source,
    }));
}

function normalizeSentry(index: ConfigIndex, orgId: string): DesiredSentryAssignment[] {
  return index.sentryAssignments
    .filter((item) => item.orgId === orgId)
    .map((item) => ({
      networkId: item.value.network,
      policies: (item.value.policies ?? []).map((policy, p) => ({
        smNetworkId: policy.smNetwork,
        groupPolicyId: policy.groupPolicyId ?? '',
        ...defined({ groupPolicy: policy.groupPolicy }),
        scope: policy.scope,
        tags: canonicalTags(policy.tags ?? []),
        source: fromTemplate(item.locate(['policies', p]), item.source),
      })),
      protected: item.value.protected ?? false,
      source: item.source,
    }));
}

/** A place inside an object a template brought in names the template and its `use:` too. */
function fromTemplate(place: SourceLocation, owner: SourceLocation): SourceLocation {
  return owner.template === undefined || owner.usedAt === undefined
    ? place
    : { ...place, template: owner.template, usedAt: owner.usedAt };
}
