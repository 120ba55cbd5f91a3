import type { ApplyResult } from '../../applier/index.js';
import { applyNextStepNotice } from '../../report/notices.js';
import { compareCodePoints } from '../../canonical/compare.js';
import type { LiveState } from '../../model/live.js';
import type { Plan } from '../../model/plan.js';
import { renderClientCounts } from '../../report/index.js';
import { applyRenderers } from '../../report/commands.js';
import { applyPlan } from '../../workflows/index.js';
import type { RunContext } from '../context.js';
import { exitNow, writesBegin } from '../interrupt.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import type { CommandOutcome } from '../outcome.js';
import { saveBackup } from './apply-backup.js';

/** Applies, prints the per-operation table and the client's counts; the outcome picks the exit code. */
export async function applyAndReport(
  io: CliIo,
  context: RunContext,
  plan: Plan,
  options: GlobalFlags & { output?: 'text' | 'json' },
  nextCommand: string,
  /** Save the live state to a backup in this directory before the first write (none when undefined). */
  backupDir?: string,
  /** The live state the plan was just made from in this run, when no one paused to review it. */
  planLive?: LiveState,
): Promise<Extract<CommandOutcome, { kind: 'apply' }>> {
  writesBegin();
  const controller = new AbortController();
  const inFlight = new Set<string>();
  const onInterrupt = (): void => {
    if (!controller.signal.aborted) {
      io.err('\nInterrupted: letting writes in flight finish, starting no new ones...\n');
      controller.abort();
      return;
    }
    // A second Ctrl-C: the user will not wait. Say what may have reached the Dashboard.
    const addresses = [...inFlight].sort(compareCodePoints);
    const pending =
      addresses.length === 0
        ? 'No write was in flight'
        : `Writes that may be in flight (${addresses.length}): ${addresses.join(', ')}`;
    exitNow(
      io,
      `\nInterrupted again: exiting now. ${pending}; run \`smform plan\` to see what was applied.\n`,
    );
  };
  process.on('SIGINT', onInterrupt);
  const progress = context.progress.onProgress;
  let result: ApplyResult;
  try {
    result = await applyPlan(context.client, plan, {
      signal: controller.signal,
      onProgress: (event) => {
        if (event.type === 'write-started') for (const address of event.addresses) inFlight.add(address);
        else if (event.type === 'write-done') for (const address of event.addresses) inFlight.delete(address);
        progress(event);
      },
      ...(planLive === undefined ? {} : { planLive }),
      ...(backupDir === undefined
        ? {}
        : {
            beforeWrites: async (live, scopes) => {
              await saveBackup(io, options.quiet, backupDir, plan, live, scopes);
            },
          }),
    });
  } finally {
    process.off('SIGINT', onInterrupt);
  }
  const stats = context.client.stats();
  io.out(applyRenderers[options.output ?? 'text'](result, { color: useColor(io, options), stats }));
  if (!options.quiet) io.err(`${renderClientCounts(stats)}\n`);
  context.countsShown = true;
  if (!result.ok) io.err(applyNextStepNotice(nextCommand));
  return { kind: 'apply', result };
}

/**
 * `apply --output json` when nothing was applied (no changes, or refused): the same document with no
 * changes, so a tool always reads one; the refusals go to stderr as in text. No counters when refused
 * before any API call.
 */
export function reportNothingApplied(
  io: CliIo,
  context: RunContext | undefined,
  ok: boolean,
  at: string,
): void {
  const result: ApplyResult = {
    writes: [],
    verification: [],
    interrupted: false,
    ok,
    startedAt: at,
    finishedAt: at,
  };
  io.out(applyRenderers.json(result, { color: false, stats: context?.client.stats() }));
}
