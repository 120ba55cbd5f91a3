import type { ApplyResult } from '../applier/index.js';
import { loadConfig } from '../config/index.js';
import type { ApiCaller } from '../live/index.js';
import type { PolicyThresholds } from '../model/desired.js';
import { SmformError } from '../model/errors.js';
import type { LiveState } from '../model/live.js';
import type { Plan, Refusal } from '../model/plan.js';
import type { LiveSnapshot } from '../snapshot/index.js';
import { untilAborted } from './abort.js';
import { applyChecked } from './apply-checked.js';
import { underApplyLock, type LockOwner } from './apply-lock.js';
import type { ApplyNotice } from './apply-notices.js';
import { findPlanSource } from './plan-source.js';
import type { ProgressOptions } from './progress.js';
import { refuseProtectedByConfig } from './protected-check.js';
import { checkSavedPlan, checkSavedPlanAgainstLive } from './saved-plan.js';

export interface SavedPlanApplyOptions extends ProgressOptions {
  /** The plan file's name, as messages show it. */
  file: string;
  /** The working directory config paths are relative to. */
  cwd: string;
  /** The smform version recorded in backups. */
  toolVersion: string;
  /** The API: a client, or a function that opens one, called only once the checks that need none pass. */
  client: ApiCaller | (() => Promise<ApiCaller>);
  /** Config paths named with the plan (`apply FILE PATH...`): they must hold the plan's config. */
  configPaths?: readonly string[] | undefined;
  /** Where the repository keeps its config (the settings file's `configPaths`); default: the working directory. */
  repositoryPaths?: readonly string[] | undefined;
  /** `SMFORM_PLAN_SIGNING_KEY`: the plan must carry a signature made with it. */
  signingKey?: string | undefined;
  allowDelete?: boolean | undefined;
  force?: boolean | undefined;
  /** False: no device reads when planning again (default true). */
  devices?: boolean | undefined;
  /** Apply the file's own changes when its config is not at hand (see docs/workflow.md). */
  trustPlan?: boolean | undefined;
  /** The settings file's restore thresholds, for a plan from `smform restore`. */
  restoreThresholds?: Partial<PolicyThresholds> | undefined;
  /** Save the live state about to change here before the first write (none when undefined). */
  backupDir?: string | undefined;
  /** Take the apply lock in `lockDir` (default: the working directory) for this process. */
  lock?: LockOwner | undefined;
  lockDir?: string | undefined;
  /**
   * An interrupt. Before the writes: the run stops at once (rejecting with the signal's reason) and its
   * lock is removed synchronously. Once they began: writes in flight finish, no new one starts.
   */
  signal?: AbortSignal | undefined;
  onNotice?: ((notice: ApplyNotice) => void) | undefined;
  /** Reads the backup a restore plan records (default: read and parse the file). */
  readBackup?: ((file: string) => Promise<LiveSnapshot>) | undefined;
}

/** How applying a saved plan ended, unless it threw (an altered or stale file, a lock held, ...). */
export type SavedPlanOutcome =
  /** Refused by the safety rules with the flags given now; nothing was written (exit 4). */
  | { kind: 'refused'; refusals: Refusal[] }
  /** The writes ran: the result says what was done. */
  | { kind: 'applied'; result: ApplyResult };

/**
 * Applies a saved plan with every check of `smform apply PLANFILE` (docs/workflow.md), each refusal
 * writing nothing: its signature when a key is given, its planHash, that its config is at hand (the
 * paths given, else the repository's config, which must be where the plan says it was made) unless
 * `trustPlan`, and safety with the flags given now, all before the API is reached; then a fresh plan of
 * that config must have exactly the file's changes and pass safety itself. The writes start from the
 * live state that fresh plan read. Prints nothing.
 */
export async function applySavedPlan(plan: Plan, options: SavedPlanApplyOptions): Promise<SavedPlanOutcome> {
  const { signal } = options;
  signal?.throwIfAborted();
  return underApplyLock(options, async (writing) => {
    signal?.throwIfAborted();
    const checked = await untilAborted(checkOffline(plan, options), signal);
    if (checked.kind === 'refused') return checked;
    const client = typeof options.client === 'function' ? await options.client() : options.client;
    let planLive: LiveState | undefined;
    if (checked.source.kind !== 'absent') {
      const fresh = await untilAborted(
        checkSavedPlanAgainstLive(client, plan, checked.source, {
          allowDelete: options.allowDelete === true,
          force: options.force === true,
          devices: options.devices,
          toolVersion: options.toolVersion,
          onProgress: options.onProgress,
        }),
        signal,
      );
      if (fresh.refusals.length > 0) return { kind: 'refused', refusals: fresh.refusals };
      const changes = plan.changes.filter((change) => change.action !== 'noop').length;
      options.onNotice?.({ type: 'saved-plan-checked', label: checked.source.label, changes });
      // Read moments ago, with nobody to wait for since: the writes start from it (no second read).
      planLive = fresh.live;
    }
    signal?.throwIfAborted();
    writing();
    options.onNotice?.({ type: 'applying-saved-plan', file: options.file, plan });
    const result = await applyChecked(client, plan, { ...options, planLive });
    return { kind: 'applied', result };
  });
}

type OfflineCheck =
  | { kind: 'refused'; refusals: Refusal[] }
  | { kind: 'checked'; source: Awaited<ReturnType<typeof findPlanSource>> };

/** The checks that need no API: signature, planHash, the config at hand, safety with today's flags. */
async function checkOffline(plan: Plan, options: SavedPlanApplyOptions): Promise<OfflineCheck> {
  const { file, signingKey } = options;
  if (signingKey === undefined && plan.signature !== undefined)
    options.onNotice?.({ type: 'signature-unchecked', file });
  // The plan records no flags: the one who applies it allows deletes and forced changes again.
  const refusals = checkSavedPlan(plan, {
    allowDelete: options.allowDelete === true,
    force: options.force === true,
    file,
    signingKey,
  });
  const source = await findPlanSource(plan, {
    cwd: options.cwd,
    configPaths: options.configPaths,
    repositoryPaths: options.repositoryPaths,
    signed: signingKey !== undefined,
    restoreThresholds: options.restoreThresholds,
    readBackup: options.readBackup,
  });
  if (source.kind !== 'absent') {
    return refusals.length > 0 ? { kind: 'refused', refusals } : { kind: 'checked', source };
  }
  if (options.trustPlan !== true) {
    throw new SmformError(`the plan's config is not at hand: ${source.reason}`, {
      fault: 'stale',
      hint:
        `apply it where it was made, name its config after the file (\`smform apply ${file} CONFIG...\`), ` +
        'or plan again; `--trust-plan` applies the file without this check (see docs/workflow.md)',
    });
  }
  // The file's own changes are applied; the repository's config, when there, still guards its protected objects.
  const current = (await loadConfig(options.repositoryPaths ?? ['.'], { cwd: options.cwd })).state;
  const refused = new Set(refusals.map((refusal) => `${refusal.rule} ${refusal.address}`));
  const guarded = (current === undefined ? [] : refuseProtectedByConfig(plan, current)).filter(
    (refusal) => !refused.has(`${refusal.rule} ${refusal.address}`),
  );
  const all = [...refusals, ...guarded];
  if (all.length > 0) return { kind: 'refused', refusals: all };
  options.onNotice?.({
    type: 'trust-plan',
    reason: source.reason,
    signed: signingKey !== undefined,
    config: current === undefined ? 'absent' : 'checked',
  });
  return { kind: 'checked', source };
}
