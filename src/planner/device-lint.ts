import { editDistance, suggest } from '../text/did-you-mean.js';
import type { DesiredState } from '../model/desired.js';
import type { LiveDevice } from '../model/live.js';
import type { Kind } from '../model/plan.js';
import type { Diagnostic, SourceLocation } from '../model/source.js';
import { isSelected, tagScopeOf, type TagScope } from '../kinds/scope-eval.js';
import { compareCodePoints } from '../canonical/compare.js';
import { smNetworksOf } from './device-networks.js';
import { adminRoleKind, sentryKind, targetGroupKind } from '../kinds/registry.js';

/** One declared device selection: a target group, a role, or one policy of a sentry list. */
export interface ScopedDeclaration {
  /** The address of the object it belongs to (for a sentry policy: its list). */
  address: string;
  kind: Kind;
  /** How messages name it: `target group "Kiosks"`, `sentry policy 2 of network N_1`. */
  label: string;
  orgId: string;
  /** The networks whose devices it selects from. */
  networks: string[];
  scope: TagScope;
  source: SourceLocation;
}

/** Every device selection the config declares, in config order. */
export function declarationsOf(desired: DesiredState): ScopedDeclaration[] {
  const declarations: ScopedDeclaration[] = [];
  for (const org of desired.organizations) {
    const orgNetworks = smNetworksOf(org);
    for (const role of org.adminRoles ?? []) {
      declarations.push({
        address: adminRoleKind.address(org.id, '', role.name),
        kind: 'adminRole',
        label: `admin role "${role.name}"`,
        orgId: org.id,
        networks: orgNetworks,
        scope: tagScopeOf(role.scope, role.tags),
        source: role.source,
      });
    }
    for (const assignment of org.sentryPolicies ?? []) {
      assignment.policies.forEach((policy, index) => {
        declarations.push({
          address: sentryKind.address(org.id, assignment.networkId, ''),
          kind: 'sentry',
          label: `sentry policy ${index + 1} of network ${assignment.networkId} (group policy ${policy.groupPolicyId})`,
          orgId: org.id,
          networks: [policy.smNetworkId],
          scope: tagScopeOf(policy.scope, policy.tags),
          source: policy.source,
        });
      });
    }
    for (const network of org.networks) {
      for (const group of network.targetGroups ?? []) {
        declarations.push({
          address: targetGroupKind.address(org.id, network.id, group.name),
          kind: 'targetGroup',
          label: `target group "${group.name}"`,
          orgId: org.id,
          networks: [network.id],
          scope: tagScopeOf(group.scope, group.tags),
          source: group.source,
        });
      }
    }
  }
  return declarations;
}

/** Tags compared loosely: case and every space ignored. */
const looseKey = (tag: string): string => tag.toLowerCase().replace(/\s+/g, '');

const plural = (count: number, noun: string): string =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

const inNetworks = (networks: readonly string[]): string =>
  `${networks.length === 1 ? 'network' : 'networks'} ${networks.join(', ')}`;

function warning(code: string, message: string, hint: string, source: SourceLocation): Diagnostic {
  return { severity: 'warning', code, message, hint, source };
}

function lintTags(
  declaration: ScopedDeclaration,
  networks: string[],
  counts: Map<string, number>,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const liveTags = [...counts.keys()].sort(compareCodePoints);
  for (const tag of declaration.scope.tags) {
    const variants = liveTags.filter((live) => live !== tag && looseKey(live) === looseKey(tag));
    const carriers = (live: string): string => {
      const count = counts.get(live) ?? 0;
      return `${plural(count, 'device')} ${count === 1 ? 'carries' : 'carry'} "${live}"`;
    };
    const where = `${declaration.label} (${declaration.address})`;
    if (!counts.has(tag) && variants.length > 0) {
      diagnostics.push(
        warning(
          'tag-differs-from-live',
          `tag "${tag}" of ${where} matches no device in ${inNetworks(networks)}, but ${variants.map(carriers).join(' and ')}`,
          `device tags are case-sensitive and spaces count: write "${variants[0] ?? tag}"`,
          declaration.source,
        ),
      );
    } else if (variants.length > 0) {
      diagnostics.push(
        warning(
          'tag-differs-from-live',
          `tag "${tag}" of ${where} selects devices tagged "${tag}", but ${variants.map(carriers).join(' and ')}, which it does not select`,
          `use one spelling: retag those devices, or add ${variants.map((v) => `"${v}"`).join(', ')} to the scope`,
          declaration.source,
        ),
      );
    } else if (!counts.has(tag)) {
      // Closest spelling first, so `kiosks` suggests `kiosk` over `Kiosk`.
      const byDistance = [...liveTags].sort((a, b) => editDistance(tag, a) - editDistance(tag, b));
      const nearest = suggest(tag, byDistance);
      diagnostics.push(
        warning(
          'tag-matches-no-device',
          `tag "${tag}" of ${where} matches no device in ${inNetworks(networks)}`,
          nearest === undefined
            ? 'no device carries it yet: check the spelling, or tag the devices first'
            : `did you mean "${nearest}"? (a tag devices carry)`,
          declaration.source,
        ),
      );
    }
  }
  return diagnostics;
}

/**
 * Scope tags checked against the tags the devices carry (warnings): a tag no device carries (with the
 * nearest live tag), a tag that differs from a live tag only by case or spaces, and a role whose scope
 * covers no device. Declarations whose networks were not read are skipped.
 */
export function lintDeviceTags(
  declarations: readonly ScopedDeclaration[],
  fleet: ReadonlyMap<string, readonly LiveDevice[]>,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const declaration of declarations) {
    const networks = declaration.networks.filter((id) => fleet.has(id));
    if (networks.length === 0) continue;
    const devices = networks.flatMap((id) => fleet.get(id) ?? []);
    const counts = new Map<string, number>();
    for (const device of devices) for (const tag of device.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    diagnostics.push(...lintTags(declaration, networks, counts));
    if (
      declaration.kind === 'adminRole' &&
      !devices.some((device) => isSelected(declaration.scope, device.tags))
    ) {
      diagnostics.push(
        warning(
          'role-covers-no-device',
          `${declaration.label} (${declaration.address}) covers no device in ${inNetworks(networks)}`,
          'compare its scope and tags with the tags the devices carry; `smform scope ADDRESS` lists what it selects',
          declaration.source,
        ),
      );
    }
  }
  return diagnostics;
}
