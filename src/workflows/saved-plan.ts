import { refuseUnlessFreshPlanAgrees } from '../applier/index.js';
import { defined } from '../canonical/defined.js';
import { checkPlanIntegrity, checkPlanSignature } from '../plan-file/index.js';
import type { ApiCaller } from '../live/index.js';
import type { DesiredState, PolicyThresholds } from '../model/desired.js';
import type { LiveState } from '../model/live.js';
import type { Plan, Refusal } from '../model/plan.js';
import { checkSafety, planError } from '../planner/index.js';
import type { LiveSnapshot } from '../snapshot/index.js';
import { planAgainstLive } from './plan.js';
import type { ProgressOptions } from './progress.js';
import { planRestore } from './restore.js';

/** What a saved plan was made from, found where it is applied; or why it is not there. */
export type PlanSource =
  | { kind: 'config'; desired: DesiredState; label: string }
  | {
      kind: 'backup';
      backup: LiveSnapshot;
      file: string;
      label: string;
      config?: DesiredState;
      /** The restore thresholds of the project settings file, as `smform restore` used them. */
      restoreThresholds?: Partial<PolicyThresholds>;
    }
  | { kind: 'absent'; reason: string };

/** The flags the one who applies a saved plan gives now (the plan records none). */
export interface ApprovalOptions {
  allowDelete: boolean;
  force: boolean;
  /** False: no device reads when planning again (default true). */
  devices?: boolean | undefined;
}

/**
 * The checks of a saved plan that need no API: its signature when a key is given, its planHash, and
 * safety with the flags given now. Throws when the file was altered (exit 5); returns the refusals.
 */
export function checkSavedPlan(
  plan: Plan,
  options: ApprovalOptions & { file: string; signingKey?: string | undefined },
): Refusal[] {
  if (options.signingKey !== undefined) checkPlanSignature(plan, options.signingKey, options.file);
  checkPlanIntegrity(plan);
  return checkSafety(plan, undefined, options);
}

/**
 * Plans the saved plan's source again against a fresh live read, with the selection the plan records
 * and the flags given now. Devices are evaluated unless `devices: false` (not as the file says: the
 * device-share rule is checked on today's devices).
 */
export async function replan(
  client: ApiCaller,
  source: Exclude<PlanSource, { kind: 'absent' }>,
  saved: Pick<Plan, 'origin'>,
  options: ApprovalOptions & ProgressOptions & { toolVersion: string },
): Promise<{ plan: Plan; live: LiveState; refusals: Refusal[] }> {
  const flags = {
    toolVersion: options.toolVersion,
    allowDelete: options.allowDelete,
    force: options.force,
    devices: options.devices !== false,
    onProgress: options.onProgress,
  };
  if (source.kind === 'backup')
    return planRestore(client, source.backup, source.file, {
      ...flags,
      config: source.config,
      restoreThresholds: source.restoreThresholds,
    });
  const { org, network, target, exclude, changedSince } = saved.origin ?? {};
  return planAgainstLive({ kind: 'api', client }, source.desired, {
    ...flags,
    // A plan of what changed since REF is checked on the scopes it planned, and only those.
    ...defined({ scopes: changedSince?.scopes }),
    org,
    network,
    target,
    exclude,
  });
}

/**
 * A fresh plan of the saved plan's source must have exactly the file's changes (exit 5 naming each
 * address that differs) and pass safety itself. A config that cannot be planned now (an ambiguous live
 * name) throws as `smform plan` would. Returns the fresh plan's refusals and the live state it read,
 * which the writes then start from.
 */
export async function checkSavedPlanAgainstLive(
  client: ApiCaller,
  plan: Plan,
  source: Exclude<PlanSource, { kind: 'absent' }>,
  options: ApprovalOptions & ProgressOptions & { toolVersion: string },
): Promise<{ refusals: Refusal[]; live: LiveState }> {
  const fresh = await replan(client, source, plan, options);
  const error = planError(fresh.plan);
  if (error !== undefined) throw error;
  refuseUnlessFreshPlanAgrees(plan, fresh.plan, fresh.live, source.label);
  return { refusals: fresh.refusals, live: fresh.live };
}
