import { buildSentryPut } from '../../../src/kinds/sentry/sentry-put.js';
import { parseScopeString } from '../../../src/kinds/tag-scope.js';
import { adminRoleWrite, readAdminRoleChange } from '../../../src/kinds/admin-role/admin-roles.js';
import { readTargetGroupChange, targetGroupWrite } from '../../../src/kinds/target-group/target-groups.js';
import type { LiveOrganization, LiveState } from '../../../src/model/live.js';
import type { Change, Plan } from '../../../src/model/plan.js';
import type { RoleScope } from '../../../src/model/scope.js';

/**
 * A tiny in-memory Dashboard for property tests: applies a plan's writes (built with the real write
 * builders) to a LiveState the way the API would, in the applier's order: creates and updates, then one
 * sentry PUT per organization, then deletes. Test-only; the real applier talks HTTP.
 */
export function applyPlanToLive(live: LiveState, plan: Plan): LiveState {
  const state = structuredClone(live);
  let counter = 0;
  const newId = (): string => `sim-${(counter += 1)}`;
  const active = plan.changes.filter((change) => change.action !== 'noop');
  const phases: ((change: Change) => boolean)[] = [
    (change) => change.kind !== 'sentry' && change.action !== 'delete',
    (change) => change.kind !== 'sentry' && change.action === 'delete',
  ];
  const orgOf = (id: string): LiveOrganization => {
    const org = state.organizations.find((candidate) => candidate.id === id);
    if (org === undefined) throw new Error(`no live org ${id}`);
    return org;
  };
  const runObjectWrite = (change: Change): void => {
    const org = orgOf(change.orgId);
    if (change.kind === 'targetGroup') {
      const { operationId, params } = targetGroupWrite(readTargetGroupChange(change));
      const net = org.networks.find((candidate) => candidate.id === params['networkId']);
      if (net?.targetGroups === undefined) throw new Error('network not read');
      const scope = params['scope'];
      const parsed = parseScopeString(typeof scope === 'string' ? scope : '');
      if (operationId === 'deleteNetworkSmTargetGroup') {
        net.targetGroups = net.targetGroups.filter((entry) => entry.id !== params['targetGroupId']);
      } else if (parsed === undefined) throw new Error('bad scope string');
      else if (operationId === 'createNetworkSmTargetGroup') {
        net.targetGroups.push({
          id: newId(),
          name: String(params['name']),
          scope: parsed.keyword,
          tags: parsed.tags,
        });
      } else {
        const found = net.targetGroups.find((entry) => entry.id === params['targetGroupId']);
        if (found === undefined) throw new Error('update of a missing group');
        Object.assign(found, { name: String(params['name']), scope: parsed.keyword, tags: parsed.tags });
      }
      return;
    }
    const { operationId, params } = adminRoleWrite(readAdminRoleChange(change));
    if (org.adminRoles === undefined) throw new Error('roles not read');
    if (operationId === 'deleteOrganizationSmAdminsRole') {
      org.adminRoles = org.adminRoles.filter((entry) => entry.roleId !== params['roleId']);
      return;
    }
    const body = {
      name: String(params['name']),
      scope: params['scope'] as RoleScope,
      tags: params['tags'] as string[],
    };
    if (operationId === 'createOrganizationSmAdminsRole') org.adminRoles.push({ roleId: newId(), ...body });
    else Object.assign(org.adminRoles.find((entry) => entry.roleId === params['roleId']) ?? {}, body);
  };
  for (const change of active.filter(phases[0] ?? (() => false))) runObjectWrite(change);
  const sentryOrgs = [
    ...new Set(active.filter((change) => change.kind === 'sentry').map((change) => change.orgId)),
  ];
  for (const orgId of sentryOrgs) {
    const org = orgOf(orgId);
    const body = buildSentryPut(
      org.sentryPolicies ?? [],
      active.filter((change) => change.kind === 'sentry' && change.orgId === orgId),
    );
    // The API replaces the organization's whole list; it returns each network highest priority first.
    org.sentryPolicies = body.items.map((item) => ({
      networkId: item.networkId,
      policies: [...item.policies]
        .reverse()
        .map((entry) => ({ ...entry, policyId: entry.policyId ?? newId(), tags: [...entry.tags] })),
    }));
  }
  for (const change of active.filter(phases[1] ?? (() => false))) runObjectWrite(change);
  return state;
}
