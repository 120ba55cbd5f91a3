import { desiredOfBackup } from '../applier/index.js';
import { defined } from '../canonical/defined.js';
import type { DesiredState, PolicyThresholds } from '../model/desired.js';
import type { Plan } from '../model/plan.js';
import type { LiveSnapshot } from '../snapshot/index.js';
import type { ApiCaller } from '../live/index.js';
import type { PlanOutcome } from './plan.js';
import { planPipeline } from './pipeline.js';
import type { ProgressOptions } from './progress.js';
import { readScopesReporting } from './source.js';

export interface RestoreWorkflowOptions extends ProgressOptions {
  toolVersion: string;
  allowDelete: boolean;
  force: boolean;
  /** False: no device reads (default true). */
  devices?: boolean | undefined;
  origin?: Plan['origin'] | undefined;
  /** The config whose thresholds and `protected` marks the restore follows. */
  config?: DesiredState | undefined;
  /** Thresholds for scopes `config` does not declare, or for all without one (the project settings file's). */
  restoreThresholds?: Partial<PolicyThresholds> | undefined;
  now?: Date | undefined;
}

/**
 * Reads the backup's scopes live now and plans the way back: the backup's objects as the desired state,
 * with prune on, so what was made since is deleted ("not in the backup") and what was changed is changed
 * back, under the thresholds and `protected` marks of `config` when given. `apply PLANFILE` runs this
 * too, to check a saved restore plan against a fresh one.
 */
export async function planRestore(
  client: ApiCaller,
  backup: LiveSnapshot,
  file: string,
  options: RestoreWorkflowOptions,
): Promise<PlanOutcome> {
  const live = await readScopesReporting(client, backup.scopes, options.onProgress);
  const desired = desiredOfBackup(backup, live, file, options.config, options.restoreThresholds);
  const { plan, refusals } = await planPipeline(client, desired, live, {
    toolVersion: options.toolVersion,
    now: options.now,
    allowDelete: options.allowDelete,
    force: options.force,
    pruneReason: 'backup',
    ...defined({ origin: options.origin }),
    devices: options.devices,
    onProgress: options.onProgress,
  });
  return { desired, plan, refusals, live, warnings: [] };
}
