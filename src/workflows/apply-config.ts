import type { ApplyResult } from '../applier/index.js';
import { defined } from '../canonical/defined.js';
import type { ApiCaller } from '../live/index.js';
import type { DesiredState } from '../model/desired.js';
import type { PlanOrigin } from '../model/plan.js';
import { planError } from '../planner/index.js';
import { untilAborted } from './abort.js';
import { applyChecked } from './apply-checked.js';
import { underApplyLock, type LockOwner } from './apply-lock.js';
import type { ApplyNotice } from './apply-notices.js';
import { planAgainstLive, type PlanOutcome, type PlanWorkflowOptions } from './plan.js';

/** What `applyConfig` plans: given, or loaded once the apply lock is held. */
export interface ConfigToApply {
  desired: DesiredState;
  client: ApiCaller;
  /** Known only once the config is loaded (what `--changed-since` selects): they replace the options'. */
  scopes?: readonly string[] | undefined;
  origin?: PlanOrigin | undefined;
}

export interface ConfigApplyOptions extends PlanWorkflowOptions {
  /** The working directory: paths in notices are relative to it. */
  cwd: string;
  /** Save the live state about to change here before the first write (none when undefined). */
  backupDir?: string | undefined;
  /** Take the apply lock in `lockDir` (default: `cwd`) for this process (none when undefined). */
  lock?: LockOwner | undefined;
  lockDir?: string | undefined;
  /**
   * An interrupt. Before the writes: the run stops at once (rejecting with the signal's reason) and its
   * lock is removed synchronously. Once they began: writes in flight finish, no new one starts.
   */
  signal?: AbortSignal | undefined;
  onNotice?: ((notice: ApplyNotice) => void) | undefined;
  /** Called with the plan as soon as it is made (before a plan error throws): the CLI prints it here. */
  onPlanned?: ((planned: PlanOutcome) => void) | undefined;
  /**
   * Asked before any write; false ends the run with nothing written. Without it the plan is applied
   * (`--auto-approve`), and the writes start from the live state it was made from (no second read).
   */
  approve?: ((planned: PlanOutcome) => Promise<boolean>) | undefined;
}

/** How applying a config ended, unless it threw (a plan error, a lock held, a stale write, ...). */
export type ConfigApplyOutcome =
  /** Refused by safety (`planned.refusals`, exit 4) or nothing to change: nothing was written. */
  | { kind: 'planned'; planned: PlanOutcome }
  /** `approve` said no: nothing was written. */
  | { kind: 'declined'; planned: PlanOutcome }
  /** The writes ran: the result says what was done. */
  | { kind: 'applied'; planned: PlanOutcome; result: ApplyResult };

const hasChanges = ({ summary }: PlanOutcome['plan']): boolean =>
  summary.create + summary.update + summary.delete > 0;

/**
 * `smform apply PATH...` as a library: under the apply lock, plans the config against live state (as
 * `planAgainstLive`), stops on a plan error, a refusal or nothing to change, asks `approve`, then makes
 * the writes with a backup and verifies them (as `applyPlan`). Prints nothing.
 */
export async function applyConfig(
  config: ConfigToApply | (() => Promise<ConfigToApply>),
  options: ConfigApplyOptions,
): Promise<ConfigApplyOutcome> {
  const { signal } = options;
  signal?.throwIfAborted();
  return underApplyLock(options, async (writing) => {
    const { desired, client, scopes, origin } = typeof config === 'function' ? await config() : config;
    const planned = await untilAborted(
      planAgainstLive({ kind: 'api', client }, desired, {
        ...options,
        ...defined({ scopes, origin }),
      }),
      signal,
    );
    options.onPlanned?.(planned);
    const error = planError(planned.plan);
    if (error !== undefined) throw error;
    if (planned.refusals.length > 0 || !hasChanges(planned.plan)) return { kind: 'planned', planned };
    if (options.approve !== undefined && !(await options.approve(planned)))
      return { kind: 'declined', planned };
    writing();
    const result = await applyChecked(client, planned.plan, {
      ...options,
      // Approved up front, the writes follow the read within seconds: no need to read it all again.
      planLive: options.approve === undefined ? planned.live : undefined,
    });
    return { kind: 'applied', planned, result };
  });
}
