import { readSetOfDesired } from '../live/index.js';
import type { DesiredState } from '../model/desired.js';
import type { LiveState } from '../model/live.js';
import type { Plan, Refusal } from '../model/plan.js';
import { planChanges } from '../planner/index.js';
import { PROTECTED_RULE } from '../planner/safety.js';

/** A live state holding nothing in every scope `desired` declares. */
function emptyLiveOf(desired: DesiredState): LiveState {
  return {
    organizations: readSetOfDesired(desired, {}).organizations.map((reads) => ({
      id: reads.orgId,
      adminRoles: [],
      sentryPolicies: [],
      networks: reads.networks.map((id) => ({ id, targetGroups: [] })),
    })),
  };
}

/**
 * The addresses `current` marks `protected: true`, found the way the planner finds them: planned against
 * an empty live state, every declared object is a create that carries its mark.
 */
function protectedAddresses(current: DesiredState): Set<string> {
  const plan = planChanges(current, emptyLiveOf(current), {
    toolVersion: '',
    now: new Date(0).toISOString(),
  });
  return new Set(plan.changes.filter((change) => change.protected === true).map((change) => change.address));
}

/**
 * `--trust-plan` with the repository's config present: a change of the file to an object that config
 * marks protected is refused (no flag allows it), whatever the file itself says about the object.
 */
export function refuseProtectedByConfig(plan: Plan, current: DesiredState): Refusal[] {
  const marked = protectedAddresses(current);
  return plan.changes
    .filter((change) => change.action !== 'noop' && marked.has(change.address))
    .map((change) => ({
      rule: 'protected',
      address: change.address,
      message: `${change.address} ${PROTECTED_RULE} (it would be ${change.action}d)`,
    }));
}
