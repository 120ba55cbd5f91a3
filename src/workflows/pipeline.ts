import type { ApiCaller } from '../live/index.js';
import type { DesiredState } from '../model/desired.js';
import type { LiveDevice, LiveState } from '../model/live.js';
import type { Plan, Refusal } from '../model/plan.js';
import {
  checkSafety,
  deviceNetworksOfPlan,
  evaluateDevices,
  planChanges,
  planUnhashed,
  targetError,
  type PlanOptions,
} from '../planner/index.js';
import type { ProgressListener } from './progress.js';
import { withGroupPolicies } from '../live/group-policies.js';
import { readDevicesReporting } from './source.js';

/** What every workflow that plans is given besides the states. */
export interface PipelineOptions extends Omit<PlanOptions, 'now'> {
  /** The plan's `createdAt` (default: now). */
  now?: Date | undefined;
  /** Refuse a `--target`/`--exclude` glob that matches nothing (before anything is printed). */
  checkTargets?: boolean | undefined;
  /** Read the devices of the changed networks and evaluate the blast radius (default true). */
  devices?: boolean | undefined;
  /** Check the plan against the safety rules (default true). */
  safety?: boolean | undefined;
  onProgress?: ProgressListener | undefined;
}

/** A plan and the safety rules' refusals of it (non-empty means the CLI exits 4). */
export interface PlannedChanges {
  plan: Plan;
  refusals: Refusal[];
}

/**
 * The one plan pipeline of every workflow: plan the desired state against the live one, refuse a
 * `--target` that matches nothing, add the blast radius (the devices of exactly the networks the changes
 * touch, read through `client`), and check safety.
 */
export async function planPipeline(
  client: ApiCaller,
  desired: DesiredState,
  live: LiveState,
  options: PipelineOptions,
): Promise<PlannedChanges> {
  const { checkTargets, devices, safety, onProgress, now, ...rest } = options;
  const planOptions: PlanOptions = { ...rest, now: (now ?? new Date()).toISOString() };
  // Group policies are read once live state is in: only the sentry lists that need them (by name, or changed).
  const withNames = await withGroupPolicies(client, desired, live, planOptions);
  // Hashed once: by evaluateDevices when the blast radius is added, else here.
  const planned = (devices === false ? planChanges : planUnhashed)(desired, withNames, planOptions);
  if (checkTargets === true) {
    // A --target typo fails before anything is printed (exit 1), not as an empty plan.
    const unmatched = targetError(planned);
    if (unmatched !== undefined) throw unmatched;
  }
  // Devices a kind read with its scopes (device tags) serve the blast radius too: each network is read once.
  const known = new Map<string, LiveDevice[]>();
  for (const org of live.organizations)
    for (const network of org.networks)
      if (network.devices !== undefined) known.set(network.id, network.devices);
  const needed = deviceNetworksOfPlan(planned, desired).filter((ref) => !known.has(ref.networkId));
  const plan =
    devices === false
      ? planned
      : evaluateDevices(
          planned,
          desired,
          new Map([...known, ...(await readDevicesReporting(client, needed, onProgress))]),
        );
  const refusals = safety === false ? [] : checkSafety(plan, desired, planOptions);
  onProgress?.({ type: 'planned', plan, refusals });
  return { plan, refusals };
}
