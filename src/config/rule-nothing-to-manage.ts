import type { Diagnostic } from '../model/source.js';
import type { ConfigIndex } from './config-index.js';
import { NOTHING_TO_MANAGE_HINT, nothingToManageMessage } from '../text/nothing-to-manage.js';

/**
 * An organization (merged over every file) that declares no `adminRoles`, no `sentryPolicies` and no
 * network with `targetGroups` manages nothing: a warning at its first declaration, since a plan of it is
 * always empty (the `smform init` starter before it is filled in).
 */
export function checkNothingToManage(index: ConfigIndex): Diagnostic[] {
  const managing = new Set<string>();
  for (const org of index.organizations) {
    const { adminRoles, sentryPolicies, use } = org.value;
    if (adminRoles !== undefined || sentryPolicies !== undefined || use !== undefined)
      managing.add(org.value.id);
  }
  for (const network of index.networks) {
    if (network.value.targetGroups !== undefined || network.value.use !== undefined)
      managing.add(network.orgId);
  }
  const warned = new Set<string>();
  return index.organizations.flatMap((org) => {
    if (managing.has(org.value.id) || warned.has(org.value.id)) return [];
    warned.add(org.value.id);
    return [
      {
        severity: 'warning' as const,
        code: 'nothing-to-manage',
        message: nothingToManageMessage(org.value.id),
        hint: NOTHING_TO_MANAGE_HINT,
        source: org.source,
      },
    ];
  });
}
