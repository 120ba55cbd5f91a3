import type { DesiredState } from '../model/desired.js';
import { defined } from '../canonical/defined.js';
import type { LiveState } from '../model/live.js';
import type { Plan, PlanOrigin, Refusal } from '../model/plan.js';
import type { Diagnostic } from '../model/source.js';
import { callerOf, readDeclaredLive, type LiveSource } from './source.js';
import type { ProgressOptions } from './progress.js';

/** What to look at and which risks are allowed (the `--target/--exclude/--org/--network` selection). */
export interface Selection {
  target?: readonly string[] | undefined;
  exclude?: readonly string[] | undefined;
  org?: readonly string[] | undefined;
  network?: readonly string[] | undefined;
}

export interface PlanWorkflowOptions extends Selection, ProgressOptions {
  /** The smform version written into the plan. */
  toolVersion: string;
  allowDelete?: boolean | undefined;
  force?: boolean | undefined;
  /** False: no device reads, no device counts, no device-share rule (default true). */
  devices?: boolean | undefined;
  /** Keep the records of unchanged objects (`smform scope` shows them). */
  noopRecords?: boolean | undefined;
  /** Recorded in the plan: what `apply PLANFILE` plans again to check the file. */
  origin?: PlanOrigin | undefined;
  /** The plan's `createdAt` (default: now). */
  now?: Date | undefined;
  /**
   * Only these scopes are read and planned (`--changed-since`, or a saved plan's
   * `origin.changedSince.scopes`); undefined plans every declared scope.
   */
  scopes?: readonly string[] | undefined;
}

/** A plan made against live state, with what it was made from. */
export interface PlanOutcome {
  desired: DesiredState;
  plan: Plan;
  /** Safety refusals; non-empty means the plan may not be applied with the flags given (exit 4). */
  refusals: Refusal[];
  /** The live state the plan was made from (read now, or the snapshot's). */
  live: LiveState;
  /** Warnings of the live checks (a declared network of another product type). */
  warnings: Diagnostic[];
}

/** The planner's selection options from a command's selection (only those given). */
export function planSelection(selection: Selection): {
  targets?: readonly string[];
  excludes?: readonly string[];
  orgIds?: readonly string[];
  networkIds?: readonly string[];
} {
  // The one place the planner's own names appear: the library and the CLI use the flags' names.
  return defined({
    targets: selection.target,
    excludes: selection.exclude,
    orgIds: selection.org,
    networkIds: selection.network,
  });
}

/**
 * Plans a loaded config against live state: reads the scopes it declares (checking, from the API, that
 * every declared network is where the config says), plans, refuses a `--target` that matches nothing,
 * adds the blast radius and checks safety. Prints nothing; throws `SmformError`s.
 */
export async function planAgainstLive(
  source: LiveSource,
  desired: DesiredState,
  options: PlanWorkflowOptions,
): Promise<PlanOutcome> {
  // The planner is needed only once live state is in: its modules load while the reads are in flight
  // (caught here: awaited below, or never when a read fails).
  const pipeline = import('./pipeline.js');
  pipeline.catch(() => undefined);
  const { live, warnings } = await readDeclaredLive(
    source,
    desired,
    { orgs: options.org, networks: options.network, scopes: options.scopes },
    { checkNetworks: true, onProgress: options.onProgress },
  );
  const { planPipeline } = await pipeline;
  const { plan, refusals } = await planPipeline(callerOf(source), desired, live, {
    toolVersion: options.toolVersion,
    now: options.now,
    ...defined({ allowDelete: options.allowDelete, force: options.force }),
    ...planSelection(options),
    ...(options.noopRecords === true ? { noopRecords: true } : {}),
    ...defined({ origin: options.origin, onlyScopes: options.scopes }),
    checkTargets: true,
    devices: options.devices,
    onProgress: options.onProgress,
  });
  return { desired, plan, refusals, live, warnings };
}
