import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { selectionError } from '../../live/index.js';
import { SmformError } from '../../model/errors.js';
import { planRenderers } from '../../report/commands.js';
import { planAgainstLive } from '../../workflows/index.js';
import { openContext } from '../context.js';
import { exitOnInterruptBeforeWrites, writesBegin } from '../interrupt.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import type { ApplyFlags } from '../flags.js';
import { planError } from '../../planner/index.js';
import { finish, hasChanges } from '../outcome.js';
import { toolVersion } from '../version.js';
import { loadDesired } from './desired.js';
import { backupDirOf } from './apply-backup.js';
import { acquireApplyLock, lockDirOf, type ApplyLock } from './apply-lock.js';
import { applyAndReport, reportNothingApplied } from './apply-report.js';
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

export async function runApply(
  io: CliIo,
  options: GlobalFlags & ApplyFlags,
  args: string[],
): Promise<number> {
  const stopWatching = exitOnInterruptBeforeWrites(io);
  try {
    return await lockedApply(io, options, args);
  } finally {
    stopWatching();
  }
}

/** `apply PATH...` or `apply PLANFILE` under this machine's apply lock; a Ctrl-C exits 130 until the writes begin. */
async function lockedApply(io: CliIo, options: GlobalFlags & ApplyFlags, args: string[]): Promise<number> {
  const saved = await isPlanFile(io, args);
  if (!saved && options.trustPlan === true) {
    throw new SmformError('--trust-plan is for a saved plan file; config paths are always planned afresh', {
      fault: 'usage',
      hint: 'drop --trust-plan, or apply a plan file: `smform apply plan.json --trust-plan`',
    });
  }
  // One apply at a time per configuration on this machine (an in-process emulator shares nothing).
  const configPaths = saved && args.length > 1 ? args.slice(1) : args;
  const lock: ApplyLock | undefined =
    options.emulator === undefined
      ? await acquireApplyLock(io, await lockDirOf(io, configPaths), options.quiet)
      : undefined;
  try {
    if (!saved) return await planAndApply(io, options, args);
    const { applySavedPlan } = await import('./apply-saved.js');
    return await applySavedPlan(io, options, args);
  } finally {
    await lock?.release();
  }
}

async function planAndApply(io: CliIo, options: GlobalFlags & ApplyFlags, args: string[]): Promise<number> {
  const desired = await loadDesired(io, args);
  const unselected = selectionError(desired, { orgs: options.org, networks: options.network });
  if (unselected !== undefined) throw unselected;
  const changed =
    options.changedSince === undefined
      ? undefined
      : await selectChangedSince(io, desired, args, { ...options, changedSince: options.changedSince });
  const context = await openContext(io, options);
  try {
    const { plan, refusals, live } = await planAgainstLive({ kind: 'api', client: context.client }, desired, {
      ...options,
      toolVersion: toolVersion(),
      onProgress: context.progress.onProgress,
      ...(changed === undefined
        ? {}
        : { scopes: changed.scopes, origin: { ...planOrigin(io, args, options), changedSince: changed } }),
    });
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
      // The approval question handles Ctrl-C itself (readline), as it did before.
      writesBegin();
      if (!io.stdinIsTTY || io.env['CI'] !== undefined) {
        throw new SmformError('apply needs approval, and there is no terminal to ask (or CI is set)', {
          fault: 'usage',
          code: 'apply.approval',
          hint: 'review the plan above and pass --auto-approve, or save it with `smform plan --out FILE` and apply the file',
        });
      }
      if (!(await confirm('Apply these changes? Only "yes" or "y" applies. (y/N) '))) {
        io.err('Apply cancelled; nothing was changed.\n');
        return finish(io, { kind: 'declined' });
      }
    }
    const outcome = await applyAndReport(
      io,
      context,
      plan,
      options,
      `smform plan ${args.join(' ')}`.trim(),
      backupDirOf(io, options),
      // Approved up front, the writes follow the read within seconds: no need to read it all again.
      options.autoApprove ? live : undefined,
    );
    return finish(io, outcome);
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
