import type { ApplyFlags } from '../model/apply-flags.js';
import type { DesiredState } from '../model/desired.js';
import type { Change, Plan, Refusal } from '../model/plan.js';
import { isRoleScope } from '../kinds/admin-role/admin-roles.js';
import { kindSpec } from '../kinds/registry.js';
import { roleScopeAsTagScope } from '../kinds/admin-role/role-scope.js';
import { isRiskyKeyword, isTagScopeKeyword } from '../kinds/tag-scope.js';
import { refuseDeviceShare } from './device-safety.js';
import { refuseUnconfirmedSentryOrder } from './sentry-order.js';
import type { SafetyOptions, SafetyRule } from './safety-rule.js';
import { plural } from '../text/plural.js';

export type { SafetyContext, SafetyOptions, SafetyRule } from './safety-rule.js';

const writes = (change: Change): boolean => change.action === 'update' || change.action === 'delete';

/** Deletes need `--allow-delete`, whether pruned or declared. */
export const refuseDeletes: SafetyRule = ({ plan, options }) =>
  options.allowDelete === true
    ? []
    : plan.changes
        .filter((change) => change.action === 'delete')
        .map((change) => ({
          rule: 'delete',
          address: change.address,
          message: `${change.address} would be deleted${change.reason === undefined ? '' : ` (${change.reason === 'backup' ? 'not in the backup' : change.reason})`}`,
          flag: '--allow-delete',
        }));

/** What a protected object's refusal says after its address (docs/plan.md and docs/config.md say the same). */
export const PROTECTED_RULE =
  'is protected (`protected: true`): smform never changes or deletes it, not even with --force; remove `protected: true` in a reviewed edit first';

/**
 * Objects declared `protected: true` are never updated or deleted: no flag allows it. Changing one takes a
 * reviewed edit of the config that removes `protected: true` first.
 */
export const refuseProtected: SafetyRule = ({ plan }) =>
  plan.changes
    .filter((change) => change.protected === true && writes(change))
    .map((change) => ({
      rule: 'protected',
      address: change.address,
      message: `${change.address} ${PROTECTED_RULE} (it would be ${change.action}d)`,
    }));

function riskyScope(change: Change): string | undefined {
  const before = change.before?.['scope'];
  const after = change.after?.['scope'];
  // A list kind's change is a whole list, with a scope per policy, not one scope that widens.
  if (change.action !== 'update' || before === after || kindSpec(change.kind).shape === 'list')
    return undefined;
  if (isTagScopeKeyword(after) && isRiskyKeyword(after)) return after;
  if (isRoleScope(after) && isRiskyKeyword(roleScopeAsTagScope(after))) return after;
  return undefined;
}

/** An existing group or role whose scope widens to `all` or turns into a negation needs `--force`. */
export const refuseRisky: SafetyRule = ({ plan, options }) => {
  if (options.force === true) return [];
  return plan.changes.flatMap((change) => {
    const scope = riskyScope(change);
    if (scope === undefined) return [];
    const before = typeof change.before?.['scope'] === 'string' ? change.before['scope'] : '?';
    return [
      {
        rule: 'risky',
        address: change.address,
        message: `${change.address} would change scope ${before} -> ${scope}, which can reach many more devices`,
        flag: '--force' as const,
      },
    ];
  });
};

/**
 * In a scope holding at least `minObjectsForPercent` objects, updating or deleting more than
 * `maxChangePercent`% of them at once needs `--force`.
 */
export const refuseThreshold: SafetyRule = ({ plan, options }) => {
  if (options.force === true) return [];
  return (plan.scopeStats ?? []).flatMap((stat) => {
    if (stat.objects < stat.minObjectsForPercent || stat.objects === 0) return [];
    const touched = plan.changes.filter(
      (change) => writes(change) && change.address.startsWith(`${stat.scope}/`),
    );
    if (touched.length * 100 <= stat.maxChangePercent * stat.objects) return [];
    const percent = Math.round((touched.length * 100) / stat.objects);
    return [
      {
        rule: 'threshold',
        address: stat.scope,
        message: `${touched.length} of ${plural(stat.objects, 'object')} in ${stat.scope} would be updated or deleted (${percent}%, more than the ${stat.maxChangePercent}% allowed)`,
        flag: '--force' as const,
      },
    ];
  });
};

/**
 * The rules `checkSafety` applies, in order. The device-share rule (`refuseDeviceShare`, a change moving
 * more than `policy.maxDevicePercent` of a network's devices, from `Change.devices`) is in device-safety.ts.
 */
export const safetyRules: readonly SafetyRule[] = [
  refuseDeletes,
  refuseProtected,
  refuseRisky,
  refuseThreshold,
  refuseDeviceShare,
  refuseUnconfirmedSentryOrder,
];

/**
 * The flags `smform apply PLANFILE` needs for this plan (`--allow-delete` before `--force`), checked as
 * apply checks a saved plan: from the plan alone. `blocked` when a refusal no flag allows (a protected
 * object) remains.
 */
export function flagsToApply(plan: Plan): ApplyFlags {
  const refusals = checkSafety(plan, undefined, {});
  const given = new Set(refusals.map((refusal) => refusal.flag));
  return {
    flags: (['--allow-delete', '--force'] as const).filter((flag) => given.has(flag)),
    blocked: given.has(undefined),
  };
}

/** Every reason the plan may not be applied with these flags; empty means safe. The CLI exits 4 otherwise. */
export function checkSafety(
  plan: Plan,
  desired: DesiredState | undefined,
  options: SafetyOptions,
  rules: readonly SafetyRule[] = safetyRules,
): Refusal[] {
  return rules.flatMap((rule) => rule({ plan, desired, options }));
}
