import { driftOfPlan, unmanagedPolicyOf, type DriftReport } from '../drift/index.js';
import type { DesiredState } from '../model/desired.js';
import type { LiveState } from '../model/live.js';
import type { Plan } from '../model/plan.js';
import { planPipeline } from './pipeline.js';
import { planSelection, type Selection } from './plan.js';
import type { ProgressOptions } from './progress.js';
import { callerOf, readDeclaredLive, type LiveSource } from './source.js';

export interface DriftWorkflowOptions extends Selection, ProgressOptions {
  toolVersion: string;
  /** Unmanaged objects count as drift whatever the policy says (`--fail-on-unmanaged`). */
  failOnUnmanaged?: boolean | undefined;
  now?: Date | undefined;
}

/** A drift report and the plan it was made from (its errors: a pinned id gone). */
export interface DriftOutcome {
  report: DriftReport;
  plan: Plan;
  live: LiveState;
}

/**
 * Reads every declared scope (no devices, no network check) and reports each object's status: in sync,
 * drifted, missing, unmanaged. Prints nothing.
 */
export async function driftAgainstLive(
  source: LiveSource,
  desired: DesiredState,
  options: DriftWorkflowOptions,
): Promise<DriftOutcome> {
  const { live } = await readDeclaredLive(
    source,
    desired,
    { orgs: options.org, networks: options.network },
    { checkNetworks: false, onProgress: options.onProgress },
  );
  const { plan } = await planPipeline(callerOf(source), desired, live, {
    toolVersion: options.toolVersion,
    now: options.now,
    ...planSelection(options),
    devices: false,
    safety: false,
  });
  const policy = unmanagedPolicyOf(desired);
  const report = driftOfPlan(plan, {
    failOnUnmanaged: options.failOnUnmanaged === true ? (): boolean => true : policy,
  });
  return { report, plan, live };
}
