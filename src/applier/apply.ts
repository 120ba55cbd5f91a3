import type { ApiCaller } from '../live/caller.js';
import { readScopes } from '../live/read-live.js';
import { readSetOfChanges, type ReadSet } from '../live/scopes.js';
import type { DesiredState } from '../model/desired.js';
import { SmformError } from '../model/errors.js';
import type { LiveState } from '../model/live.js';
import type { Plan } from '../model/plan.js';
import { escapeControls } from '../text/terminal-escape.js';
import { refuseConflictingChanges } from './conflicts.js';
import { executeOperations } from './execute.js';
import { freshScopeReader } from './fresh-scopes.js';
import { buildWriteSteps } from './operations.js';
import { liveOfScopes } from './known-live.js';
import { findStaleChanges, planIds } from './staleness.js';
import type { ApplyResult, WriteResult, VerificationProblem } from './types.js';
import { verifyWrites } from './verify.js';
import { verifyNames } from './verify-names.js';

export interface ApplyOptions {
  client: ApiCaller;
  /** When given, the plan must have been made from this configuration (its digest). */
  desired?: DesiredState | undefined;
  /** Aborting stops new writes from starting; writes in flight finish and are reported. */
  signal?: AbortSignal | undefined;
  /** Writes in flight per organization (organizations run in parallel). Default 4. */
  concurrency?: number | undefined;
  /** The clock for the result's timestamps (injected; default the system clock). */
  now?: (() => Date) | undefined;
  /**
   * Called with the fresh live state of the touched scopes once it passed the staleness check, before the
   * first write (the CLI saves its backup here). Throwing stops the apply with nothing written.
   */
  beforeWrites?: ((live: LiveState, scopes: ReadSet) => Promise<void>) | undefined;
  /**
   * The live state the plan was made from, read moments ago in this same run (plan and apply in one go,
   * approved without a pause). The touched scopes are taken from it instead of being read a second time.
   * Leave it out for a saved plan or one a person looked at first: those are checked against a fresh read.
   */
  planLive?: LiveState | undefined;
  /** Told when a write is sent (`start`) and when its answer (or failure) came (`end`). */
  onWrite?: ((addresses: readonly string[], state: 'start' | 'end') => void) | undefined;
  /**
   * Told once per operation when its outcome is final (done, failed or skipped), sent or not: after
   * `onWrite(..., 'end')` for a sent write. Not for operations an interrupt kept from starting.
   */
  onSettled?: ((result: Readonly<WriteResult>) => void) | undefined;
}

const DEFAULT_WRITE_CONCURRENCY = 4;

/**
 * Carries out exactly the plan's create, update and delete changes. First re-reads the scopes they touch
 * (unless `planLive` holds them) and refuses (fault `stale`, exit 5) when any object moved since the plan; then writes in three phases per
 * organization (creates and updates, the sentry PUT, deletes); then re-reads once more to verify.
 * Other writers may act meanwhile: each scope's list is read again right before its first create (a
 * name taken since the plan is adopted, not created twice) and the sentry list right before its PUT.
 */
export async function apply(plan: Plan, options: ApplyOptions): Promise<ApplyResult> {
  if (options.desired !== undefined && options.desired.digest !== plan.configDigest) {
    throw new SmformError('the plan was made for another configuration than the one given', {
      fault: 'stale',
      hint: 'plan again from the current configuration',
    });
  }
  refuseConflictingChanges(plan);
  const now = options.now ?? ((): Date => new Date());
  const startedAt = now().toISOString();
  const active = plan.changes.filter((change) => change.action !== 'noop');
  if (active.length === 0) {
    return {
      writes: [],
      verification: [],
      interrupted: false,
      ok: true,
      startedAt,
      finishedAt: startedAt,
    };
  }

  const { client } = options;
  const concurrency = options.concurrency ?? DEFAULT_WRITE_CONCURRENCY;
  const touched = readSetOfChanges(active, plan.liveEcho);
  const known = options.planLive === undefined ? undefined : liveOfScopes(options.planLive, touched);
  const fresh = known ?? (await readScopes(client, touched, { concurrency }));
  const planned = planIds(plan);
  const stale = findStaleChanges(active, fresh, planned);
  if (stale.length > 0) {
    const lines = stale.map((s) => `  ${escapeControls(s.address)}: ${escapeControls(s.message)}`).join('\n');
    throw new SmformError(`the plan is stale: live state moved since it was made\n${lines}`, {
      fault: 'stale',
      hint: 'run `smform plan` again, review the new plan and apply that one',
    });
  }

  await options.beforeWrites?.(fresh, touched);
  const operations = buildWriteSteps(active, client, freshScopeReader(client, now), plan.liveEcho, planned);
  const verification: VerificationProblem[] = [];
  await executeOperations(operations, {
    client,
    concurrency,
    signal: options.signal,
    onWrite: options.onWrite,
    onSettled: options.onSettled,
    onProblem: (address, message) => verification.push({ address, message }),
  });
  const interrupted = options.signal?.aborted === true;
  if (operations.some((op) => op.result.status === 'done')) {
    // Only the scopes that received a write are read again (after an interrupt, or when writes were
    // skipped for a failed one, the others are as they were). A failed re-read must not hide the
    // table of writes that happened, so it becomes a problem too.
    const written = readSetOfChanges(
      operations.filter((op) => op.result.status !== 'skipped').flatMap((op) => op.changes),
      plan.liveEcho,
    );
    try {
      const after = await readScopes(client, written, { concurrency });
      verification.push(
        ...verifyWrites(operations, after, plan.liveEcho),
        ...verifyNames(operations, after, planned),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      verification.push({
        address: '(all touched scopes)',
        message: `could not re-read to verify: ${reason}`,
      });
    }
  }
  const results = operations.map((op) => op.result);
  const ok = !interrupted && verification.length === 0 && results.every((r) => r.status === 'done');
  return { writes: results, verification, interrupted, ok, startedAt, finishedAt: now().toISOString() };
}
