import { apply, type ApplyResult } from '../applier/index.js';
import type { ApiCaller, ReadSet } from '../live/index.js';
import type { LiveState } from '../model/live.js';
import type { Plan } from '../model/plan.js';
import type { ProgressOptions } from './progress.js';

export interface ApplyWorkflowOptions extends ProgressOptions {
  /** Aborting stops new writes from starting; writes in flight finish and are reported. */
  signal?: AbortSignal | undefined;
  /**
   * The live state the plan was just made from in this run, when no one paused to review it: the
   * touched scopes are taken from it instead of being read again.
   */
  planLive?: LiveState | undefined;
  /**
   * Called with the live state about to change, after the staleness check and before the first write
   * (a backup is saved here). Throwing stops the apply with nothing written.
   */
  beforeWrites?: ((live: LiveState, scopes: ReadSet) => Promise<void>) | undefined;
}

/**
 * Applies exactly the plan's changes (see `apply` of the applier: staleness check, writes in phases,
 * verification) and returns the result; every write is reported as `write-started`/`write-done`.
 * Prints nothing; a plan refused as stale throws (exit 5).
 */
export async function applyPlan(
  client: ApiCaller,
  plan: Plan,
  options: ApplyWorkflowOptions = {},
): Promise<ApplyResult> {
  const { onProgress } = options;
  return apply(plan, {
    client,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(onProgress === undefined
      ? {}
      : {
          onWrite: (addresses: readonly string[], state: 'start' | 'end') =>
            onProgress({ type: state === 'start' ? 'write-started' : 'write-done', addresses }),
        }),
    ...(options.planLive === undefined ? {} : { planLive: options.planLive }),
    ...(options.beforeWrites === undefined ? {} : { beforeWrites: options.beforeWrites }),
  });
}
