import type { ApplyResult } from '../applier/index.js';
import type { ApiCaller } from '../live/index.js';
import type { LiveState } from '../model/live.js';
import type { Plan } from '../model/plan.js';
import { applyPlan } from './apply.js';
import { saveBackup } from './apply-backup.js';
import type { ApplyNotice } from './apply-notices.js';
import type { ProgressOptions } from './progress.js';

export interface CheckedApplyOptions extends ProgressOptions {
  /** The working directory: paths in notices are relative to it. */
  cwd: string;
  toolVersion: string;
  /** Save the live state about to change in this directory before the first write (none when undefined). */
  backupDir?: string | undefined;
  /** The live state the plan was just made from, when no one paused to review it (no second read). */
  planLive?: LiveState | undefined;
  /** Aborting stops new writes from starting; writes in flight finish and are reported. */
  signal?: AbortSignal | undefined;
  onNotice?: ((notice: ApplyNotice) => void) | undefined;
}

/**
 * The writes of a plan that passed its checks: staleness, the backup, the writes and their verification
 * (see `applyPlan`). Reports `writes-begin` first: from then on an interrupt lets writes in flight finish.
 */
export async function applyChecked(
  client: ApiCaller,
  plan: Plan,
  options: CheckedApplyOptions,
): Promise<ApplyResult> {
  const { backupDir } = options;
  options.onProgress?.({ type: 'writes-begin' });
  return applyPlan(client, plan, {
    signal: options.signal,
    onProgress: options.onProgress,
    planLive: options.planLive,
    beforeWrites:
      backupDir === undefined
        ? undefined
        : async (live, scopes) => {
            await saveBackup(backupDir, plan, live, scopes, options);
          },
  });
}
