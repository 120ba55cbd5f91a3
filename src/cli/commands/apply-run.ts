import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { selectionError } from '../../live/index.js';
import { SmformError } from '../../model/errors.js';
import { planRenderers } from '../../report/commands.js';
import { applyConfig } from '../../workflows/apply-config.js';
import { lockDirOf } from '../../workflows/apply-lock.js';
import { openContext, type RunContext } from '../context.js';
import { eventLogOf, type EventLog } from '../events.js';
import { watchApplyInterrupts, type ApplyInterrupts } from '../apply-interrupts.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import type { ApplyFlags } from '../flags.js';
import { finish } from '../outcome.js';
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
  let events: EventLog | undefined;
  try {
    // Opened first: a run that stops early (an invalid config, a lock held) still leaves its stream.
    events = eventLogOf(io, options);
    const saved = await isPlanFile(io, args);
    if (!saved && options.trustPlan === true) {
      throw new SmformError('--trust-plan is for a saved plan file; config paths are always planned afresh', {
        fault: 'usage',
        hint: 'drop --trust-plan, or apply a plan file: `smform apply plan.json --trust-plan`',
      });
    }
    if (!saved) return await planAndApply(io, options, args, interrupts, events);
    const { applySavedPlanFile } = await import('./apply-saved.js');
    return await applySavedPlanFile(io, options, args, interrupts, events);
  } finally {
    events?.close();
    interrupts.stop();
  }
}

/** `apply PATH...`: the config loaded under this machine's apply lock (none with `--emulator`: it shares nothing). */
async function planAndApply(
  io: CliIo,
  options: GlobalFlags & ApplyFlags,
  args: string[],
  interrupts: ApplyInterrupts,
  events: EventLog | undefined,
): Promise<number> {
  // Opened by the workflow once it holds the lock.
  const opened: { context?: RunContext } = {};
  const json = options.output === 'json';
  try {
    const outcome = await applyConfig(
      async () => {
        const desired = await loadDesired(io, args, options);
        const unselected = selectionError(desired, { orgs: options.org, networks: options.network });
        if (unselected !== undefined) throw unselected;
        const changed =
          options.changedSince === undefined
            ? undefined
            : await selectChangedSince(io, desired, args, { ...options, changedSince: options.changedSince });
        opened.context = await openContext(io, options, events);
        return {
          desired,
          client: opened.context.client,
          scopes: changed?.scopes,
          origin:
            changed === undefined ? undefined : { ...planOrigin(io, args, options), changedSince: changed },
        };
      },
      {
        ...options,
        cwd: io.cwd,
        toolVersion: toolVersion(),
        backupDir: backupDirOf(io, options),
        lock: options.emulator === undefined ? processLockOwner : undefined,
        lockDir: options.emulator === undefined ? await lockDirOf(io.cwd, args) : undefined,
        signal: interrupts.signal,
        onNotice: (notice) => {
          const line = renderApplyNotice(notice, options.quiet);
          if (line !== undefined) io.err(line);
        },
        onProgress: interrupts.follow((event) => opened.context?.progress.onProgress(event)),
        onPlanned: ({ plan, refusals }) => {
          // With `--output json` stdout holds the apply document alone: the plan goes to stderr.
          const planText = planRenderers.text({ plan, refusals }, { color: useColor(io, options) });
          if (!json) io.out(planText);
          else if (!options.quiet) io.err(planText);
        },
        approve: options.autoApprove ? undefined : () => approve(io, interrupts),
      },
    );
    const { context } = opened;
    if (context === undefined) throw new Error('the apply ran without a client');
    if (outcome.kind === 'declined') {
      io.err('Apply cancelled; nothing was changed.\n');
      return finish(io, { kind: 'declined' });
    }
    const { plan, refusals } = outcome.planned;
    if (outcome.kind === 'planned') {
      if (json) reportNothingApplied(io, context, refusals.length === 0, new Date().toISOString());
      return finish(io, { kind: 'plan', plan, refusals });
    }
    const next = `smform plan ${args.join(' ')}`.trim();
    return finish(io, reportApplied(io, context, outcome.result, options, next));
  } finally {
    await opened.context?.close();
  }
}

/** The approval question: only with a terminal to ask and CI unset. */
async function approve(io: CliIo, interrupts: ApplyInterrupts): Promise<boolean> {
  if (io.prompt === undefined || io.env['CI'] !== undefined) {
    throw new SmformError('apply needs approval, and there is no terminal to ask (or CI is set)', {
      fault: 'usage',
      code: 'apply.approval',
      hint: 'review the plan above and pass --auto-approve, or save it with `smform plan --out FILE` and apply the file',
    });
  }
  // The approval question handles Ctrl-C itself (readline), as it did before.
  interrupts.pause();
  const approved = await confirm(io.prompt, 'Apply these changes? Only "yes" or "y" applies. (y/N) ');
  interrupts.resume();
  return approved;
}

async function confirm(prompt: NonNullable<CliIo['prompt']>, question: string): Promise<boolean> {
  const rl = createInterface(prompt);
  try {
    const answer = await rl.question(question);
    return /^(y|yes)$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}
