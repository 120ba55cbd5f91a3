import { SmformError } from '../../model/errors.js';
import type { Plan } from '../../model/plan.js';
import { parsePlanFile } from '../../plan-file/index.js';
import { applySavedPlan } from '../../workflows/apply-saved.js';
import { lockDirOf } from '../../workflows/apply-lock.js';
import { openContext, type RunContext } from '../context.js';
import type { EventLog } from '../events.js';
import { asExpectedKind, readInputFile } from '../input-file.js';
import type { ApplyInterrupts } from '../apply-interrupts.js';
import type { CliIo, GlobalFlags } from '../io.js';
import type { ApplyFlags } from '../flags.js';
import { finish } from '../outcome.js';
import { toolVersion } from '../version.js';
import { backupDirOf, processLockOwner } from './apply-host.js';
import { renderApplyNotice } from './apply-notices.js';
import { reportApplied, reportNothingApplied } from './apply-report.js';
import { signingKey } from './plan-origin.js';
import { readBackup } from './restore-run.js';

/** `apply PLANFILE [PATH...]`: the flags and the file checked here, everything else by `applySavedPlan`. */
export async function applySavedPlanFile(
  io: CliIo,
  options: GlobalFlags & ApplyFlags,
  args: string[],
  interrupts: ApplyInterrupts,
  events: EventLog | undefined,
): Promise<number> {
  const [file = '', ...configPaths] = args;
  const filters = [options.target, options.exclude, options.org, options.network];
  if (filters.some((filter) => filter !== undefined)) {
    throw new SmformError(
      '--target, --exclude, --org and --network narrow a plan; a saved plan is applied whole',
      {
        fault: 'usage',
        hint: `pass the filters to \`smform plan --out ${file}\` instead`,
      },
    );
  }
  if (options.changedSince !== undefined) {
    throw new SmformError(
      '--changed-since narrows a plan; a saved plan is applied whole, on the scopes it records',
      {
        fault: 'usage',
        hint: `pass it to \`smform plan --out ${file}\` instead`,
      },
    );
  }
  const text = await readInputFile(io, file, 'plan file', 'name a file saved by `smform plan --out FILE`');
  const plan = await asExpectedKind(io, file, 'plan', () => Promise.resolve(parsePlanFile(text, file)));
  // Opened by the workflow once the checks that need no API passed.
  const opened: { context?: RunContext } = {};
  try {
    const outcome = await applySavedPlan(plan, {
      file,
      cwd: io.cwd,
      toolVersion: toolVersion(),
      client: async () => {
        opened.context = await openContext(io, options, events);
        return opened.context.client;
      },
      configPaths,
      repositoryPaths: options.repositoryPaths,
      signingKey: signingKey(io),
      allowDelete: options.allowDelete,
      force: options.force,
      devices: options.devices,
      trustPlan: options.trustPlan,
      restoreThresholds: options.restoreThresholds,
      backupDir: backupDirOf(io, options),
      // One apply at a time per configuration on this machine (an in-process emulator shares nothing).
      lock: options.emulator === undefined ? processLockOwner : undefined,
      lockDir: await lockDirOf(io.cwd, configPaths.length > 0 ? configPaths : [file]),
      signal: interrupts.signal,
      onNotice: (notice) => {
        const line = renderApplyNotice(notice, options.quiet);
        if (line !== undefined) io.err(line);
      },
      onProgress: interrupts.follow((event) => opened.context?.progress.onProgress(event)),
      readBackup: (backup) => readBackup(io, backup),
    });
    if (outcome.kind === 'refused') {
      if (options.output === 'json')
        reportNothingApplied(io, opened.context, false, new Date().toISOString());
      return finish(io, outcome);
    }
    const { context } = opened;
    if (context === undefined) throw new Error('the writes ran without a client');
    return finish(
      io,
      reportApplied(io, context, outcome.result, options, nextCommand(plan, file, configPaths)),
    );
  } finally {
    await opened.context?.close();
  }
}

/** The command that makes this plan again (printed after a partial failure). */
function nextCommand(plan: Plan, file: string, configPaths: readonly string[]): string {
  const origin = plan.origin;
  if (configPaths.length === 0 && origin?.command === 'restore')
    return `smform restore ${origin.paths.join(' ')} --out ${file}`;
  const paths = configPaths.length > 0 ? configPaths.join(' ') : (origin?.paths.join(' ') ?? 'PATH...');
  return `smform plan ${paths} --out ${file}`;
}
