import { defined } from '../canonical/defined.js';
import { apply, type ApplyResult, type WriteResult } from '../applier/index.js';
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
  /** The clock for `write-done`'s `durationMs`, in ms (injected; default `performance.now`). */
  now?: (() => number) | undefined;
}

/**
 * Applies exactly the plan's changes (see `apply` of the applier: staleness check, writes in phases,
 * verification) and returns the result; every write sent is reported as `write-started`, every operation's outcome as `write-done`.
 * Prints nothing; a plan refused as stale throws (exit 5).
 */
export async function applyPlan(
  client: ApiCaller,
  plan: Plan,
  options: ApplyWorkflowOptions = {},
): Promise<ApplyResult> {
  const { onProgress } = options;
  const now = options.now ?? ((): number => performance.now());
  // When each write in flight was sent, by its first address (one operation per address).
  const sentAt = new Map<string, number>();
  return apply(plan, {
    client,
    ...defined({ signal: options.signal, planLive: options.planLive, beforeWrites: options.beforeWrites }),
    ...(onProgress === undefined
      ? {}
      : {
          onWrite: (addresses: readonly string[], state: 'start' | 'end') => {
            if (state !== 'start') return;
            sentAt.set(addresses[0] ?? '', now());
            onProgress({ type: 'write-started', addresses });
          },
          onSettled: (result: Readonly<WriteResult>) => {
            const key = result.addresses[0] ?? '';
            const started = sentAt.get(key);
            sentAt.delete(key);
            onProgress({
              type: 'write-done',
              ...defined({
                addresses: result.addresses,
                result,
                durationMs: started === undefined ? undefined : now() - started,
              }),
            });
          },
        }),
  });
}
