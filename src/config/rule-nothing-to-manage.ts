import { KINDS, kindSpec, registeredKinds } from '../kinds/registry.js';
import type { ScopeOwner } from '../model/scope-address.js';
import type { Diagnostic } from '../model/source.js';
import type { ConfigIndex } from './config-index.js';
import { NOTHING_TO_MANAGE_HINT, nothingToManageMessage } from '../text/nothing-to-manage.js';

/** Whether a declaration holds a kind of its owner (its config key), or a template use that brings one. */
function declaresAKind(value: object, owner: ScopeOwner): boolean {
  const keys = new Map(Object.entries(value));
  return (
    keys.get('use') !== undefined ||
    KINDS.some((kind) => kindSpec(kind).owner === owner && keys.get(kindSpec(kind).configKey) !== undefined)
  );
}

/**
 * An organization (merged over every file) that declares no `adminRoles`, no `sentryPolicies` and no
 * network with `targetGroups` manages nothing: a warning at its first declaration, since a plan of it is
 * always empty (the `smform init` starter before it is filled in).
 */
export function checkNothingToManage(index: ConfigIndex): Diagnostic[] {
  const managing = new Set<string>();
  for (const org of index.organizations) if (declaresAKind(org.value, 'org')) managing.add(org.value.id);
  for (const network of index.networks)
    if (declaresAKind(network.value, 'network')) managing.add(network.orgId);
  const warned = new Set<string>();
  return index.organizations.flatMap((org) => {
    if (managing.has(org.value.id) || warned.has(org.value.id)) return [];
    warned.add(org.value.id);
    return [
      {
        severity: 'warning' as const,
        code: 'nothing-to-manage',
        message: nothingToManageMessage(org.value.id, registeredKinds()),
        hint: NOTHING_TO_MANAGE_HINT,
        source: org.source,
      },
    ];
  });
}
