import type { ApplyResult } from '../../applier/index.js';
import type { Plan } from '../../model/plan.js';
import { applyNextStepNotice } from '../../report/notices.js';
import { renderClientCounts } from '../../report/index.js';
import { applyRenderers } from '../../report/commands.js';
import { applyChecked } from '../../workflows/apply-checked.js';
import type { RunContext } from '../context.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import { watchApplyInterrupts } from '../apply-interrupts.js';
import type { CommandOutcome } from '../outcome.js';
import { toolVersion } from '../version.js';

/** Prints an apply's per-change table and the client's counts; the outcome picks the exit code. */
export function reportApplied(
  io: CliIo,
  context: RunContext,
  result: ApplyResult,
  options: GlobalFlags & { output?: 'text' | 'json' },
  nextCommand: string,
): Extract<CommandOutcome, { kind: 'apply' }> {
  const stats = context.client.stats();
  io.out(applyRenderers[options.output ?? 'text'](result, { color: useColor(io, options), stats }));
  if (!options.quiet) io.err(`${renderClientCounts(stats)}\n`);
  context.countsShown = true;
  if (!result.ok) io.err(applyNextStepNotice(nextCommand));
  return { kind: 'apply', result };
}

/** Applies a plan with no lock or backup (the demo's in-process emulator) and reports it. */
export async function applyAndReport(
  io: CliIo,
  context: RunContext,
  plan: Plan,
  options: GlobalFlags & { output?: 'text' | 'json' },
  nextCommand: string,
): Promise<Extract<CommandOutcome, { kind: 'apply' }>> {
  const interrupts = watchApplyInterrupts(io);
  try {
    const result = await applyChecked(context.client, plan, {
      cwd: io.cwd,
      toolVersion: toolVersion(),
      signal: interrupts.signal,
      onProgress: interrupts.follow(context.progress.onProgress),
    });
    return reportApplied(io, context, result, options, nextCommand);
  } finally {
    interrupts.stop();
  }
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
