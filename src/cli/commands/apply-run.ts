import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { selectionError } from '../../live/index.js';
import { SmformError } from '../../model/errors.js';
import { planError } from '../../planner/index.js';
import { planRenderers } from '../../report/commands.js';
import { untilAborted } from '../../workflows/abort.js';
import { applyChecked } from '../../workflows/apply-checked.js';
import { acquireApplyLock, lockDirOf, releaseOnEarlyAbort } from '../../workflows/apply-lock.js';
import { planAgainstLive } from '../../workflows/index.js';
import { openContext } from '../context.js';
import { watchApplyInterrupts, type ApplyInterrupts } from '../interrupt.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import type { ApplyFlags } from '../flags.js';
import { finish, hasChanges } from '../outcome.js';
import { toolVersion } from '../version.js';
import { loadDesired } from './desired.js';
import { backupDirOf, processLockOwner } from './apply-host.js';
import { renderApplyNotice } from './apply-notices.js';
import { reportApplied, reportNothingApplied } from './apply-report.js';
import { selectChangedSince } from './changed-since.js';
import { planOrigin } from './plan-origin.js';

/** A first argument ending in `.json` is a saved plan (config is YAML); anything else is config paths. */
async function isPlanFile(io: CliIo, args: readonly string[]): Promise<boolean> {
  const [first] = args;
  if (first === undefined || !first.endsWith('.json')) return false;
  const found = await stat(resolve(io.cwd, first)).catch(() => undefined);
  if (found?.isFile() !== true) {
    throw new SmformError(`no plan file ${first}`, {
      fault: 'usage',
      hint: 'save one with `smform plan PATH... --out FILE`, or give config paths to plan and apply in one go',
    });
  }
  return true;
}

/** `apply PATH...` or `apply PLANFILE`; a Ctrl-C before the writes exits 130 and leaves no lock behind. */
export async function runApply(
  io: CliIo,
  options: GlobalFlags & ApplyFlags,
  args: string[],
): Promise<number> {
  const interrupts = watchApplyInterrupts(io);
  try {
    const saved = await isPlanFile(io, args);
    if (!saved && options.trustPlan === true) {
      throw new SmformError('--trust-plan is for a saved plan file; config paths are always planned afresh', {
        fault: 'usage',
        hint: 'drop --trust-plan, or apply a plan file: `smform apply plan.json --trust-plan`',
      });
    }
    if (!saved) return await lockedPlanAndApply(io, options, args, interrupts);
    const { applySavedPlanFile } = await import('./apply-saved.js');
    return await applySavedPlanFile(io, options, args, interrupts);
  } finally {
    interrupts.stop();
  }
}

/** `apply PATH...` under this machine's apply lock (none with `--emulator`: it shares nothing). */
async function lockedPlanAndApply(
  io: CliIo,
  options: GlobalFlags & ApplyFlags,
  args: string[],
  interrupts: ApplyInterrupts,
): Promise<number> {
  const lock =
    options.emulator === undefined
      ? await acquireApplyLock(await lockDirOf(io.cwd, args), {
          cwd: io.cwd,
          owner: processLockOwner,
          onNotice: (notice) => {
            const line = renderApplyNotice(notice, options.quiet);
            if (line !== undefined) io.err(line);
          },
        })
      : undefined;
  const early = releaseOnEarlyAbort(lock, interrupts.signal);
  try {
    return await planAndApply(io, options, args, interrupts, early.writing);
  } finally {
    early.dispose();
    await lock?.release();
  }
}

async function planAndApply(
  io: CliIo,
  options: GlobalFlags & ApplyFlags,
  args: string[],
  interrupts: ApplyInterrupts,
  /** The writes begin: from now on an interrupt keeps the lock until they finish. */
  writing: () => void,
): Promise<number> {
  const desired = await loadDesired(io, args, options);
  const unselected = selectionError(desired, { orgs: options.org, networks: options.network });
  if (unselected !== undefined) throw unselected;
  const changed =
    options.changedSince === undefined
      ? undefined
      : await selectChangedSince(io, desired, args, { ...options, changedSince: options.changedSince });
  const context = await openContext(io, options);
  try {
    const onProgress = interrupts.follow(context.progress.onProgress);
    const { plan, refusals, live } = await untilAborted(
      planAgainstLive({ kind: 'api', client: context.client }, desired, {
        ...options,
        toolVersion: toolVersion(),
        onProgress,
        ...(changed === undefined
          ? {}
          : { scopes: changed.scopes, origin: { ...planOrigin(io, args, options), changedSince: changed } }),
      }),
      interrupts.signal,
    );
    const color = useColor(io, options);
    // With `--output json` stdout holds the apply document alone: the plan goes to stderr.
    const json = options.output === 'json';
    const planText = planRenderers.text({ plan, refusals }, { color });
    if (!json) io.out(planText);
    else if (!options.quiet) io.err(planText);
    const error = planError(plan);
    if (error !== undefined) throw error;
    if (refusals.length > 0 || !hasChanges(plan)) {
      if (json) reportNothingApplied(io, context, refusals.length === 0, new Date().toISOString());
      return finish(io, { kind: 'plan', plan, refusals });
    }
    if (!options.autoApprove) {
      if (!io.stdinIsTTY || io.env['CI'] !== undefined) {
        throw new SmformError('apply needs approval, and there is no terminal to ask (or CI is set)', {
          fault: 'usage',
          code: 'apply.approval',
          hint: 'review the plan above and pass --auto-approve, or save it with `smform plan --out FILE` and apply the file',
        });
      }
      // The approval question handles Ctrl-C itself (readline), as it did before.
      interrupts.pause();
      const approved = await confirm('Apply these changes? Only "yes" or "y" applies. (y/N) ');
      interrupts.resume();
      if (!approved) {
        io.err('Apply cancelled; nothing was changed.\n');
        return finish(io, { kind: 'declined' });
      }
    }
    writing();
    const result = await applyChecked(context.client, plan, {
      cwd: io.cwd,
      toolVersion: toolVersion(),
      backupDir: backupDirOf(io, options),
      // Approved up front, the writes follow the read within seconds: no need to read it all again.
      planLive: options.autoApprove ? live : undefined,
      signal: interrupts.signal,
      onProgress,
      onNotice: (notice) => {
        const line = renderApplyNotice(notice, options.quiet);
        if (line !== undefined) io.err(line);
      },
    });
    return finish(io, reportApplied(io, context, result, options, `smform plan ${args.join(' ')}`.trim()));
  } finally {
    await context.close();
  }
}

async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await rl.question(question);
    return /^(y|yes)$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}
