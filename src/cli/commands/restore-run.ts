import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { desiredOfBackup } from '../../applier/index.js';
import { readScopes } from '../../live/index.js';
import type { DesiredState } from '../../model/desired.js';
import { ExitCode, SmformError } from '../../model/errors.js';
import type { LiveState } from '../../model/live.js';
import type { Plan, Refusal } from '../../model/plan.js';
import { checkSafety, plan as makePlanData, planError } from '../../planner/index.js';
import { renderPlanJson, renderPlanSummary, renderPlanText } from '../../report/index.js';
import { parseSnapshot, type LiveSnapshot } from '../../snapshot/index.js';
import { openContext, type RunContext } from '../context.js';
import { useColor, type CliIo, type GlobalOptions } from '../io.js';
import { toolVersion } from '../version.js';
import { addDevicesToPlan } from './plan-devices.js';
import { originPath, signingKey, signIfKeyed } from './plan-origin.js';
import { formatRefusals, hasChanges } from './plan-run.js';
import type { RestoreOptions } from './restore.js';

/** Reads a backup file; an unreadable one is named with where backups are kept. */
export async function readBackup(io: CliIo, file: string): Promise<LiveSnapshot> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw new SmformError(`cannot read the backup ${file}: ${(error as Error).message}`, {
      fault: 'usage',
      hint: 'backups are in .smform/backups/ (or the --backup-dir given to `smform apply`)',
    });
  }
  return parseSnapshot(text, file);
}

/**
 * Reads the backup's scopes live now and plans the way back: the backup's objects as the desired state,
 * with prune on, so what was made since is deleted and what was changed is changed back. `apply PLANFILE`
 * calls this too, to check a saved restore plan against a fresh one.
 */
export async function planRestore(
  context: RunContext,
  backup: LiveSnapshot,
  file: string,
  options: { allowDelete: boolean; force: boolean; devices?: boolean; origin?: Plan['origin'] },
): Promise<{ plan: Plan; desired: DesiredState; live: LiveState; refusals: Refusal[] }> {
  const live = await readScopes(context.client, backup.scopes);
  const desired = desiredOfBackup(backup, live, file);
  const planOptions = {
    toolVersion: toolVersion(),
    now: new Date().toISOString(),
    allowDelete: options.allowDelete,
    force: options.force,
    ...(options.origin === undefined ? {} : { origin: options.origin }),
  };
  const planned = makePlanData(desired, live, planOptions);
  const plan = options.devices === false ? planned : await addDevicesToPlan(context.client, desired, planned);
  return { plan, desired, live, refusals: checkSafety(plan, desired, planOptions) };
}

/** `smform restore BACKUP`: prints (and with `--out` saves) the plan back to the backup. */
export async function runRestore(
  io: CliIo,
  options: GlobalOptions & RestoreOptions,
  file: string,
): Promise<number> {
  const backup = await readBackup(io, file);
  const key = options.out !== undefined || options.output === 'json' ? signingKey(io) : undefined;
  const context = await openContext(io, options);
  try {
    const origin = { command: 'restore' as const, paths: [originPath(io, file)] };
    const restored = await planRestore(context, backup, file, { ...options, origin });
    const plan = signIfKeyed(restored.plan, key);
    if (options.output === 'json') io.out(renderPlanJson(plan));
    else io.out(renderPlanText(plan, { color: useColor(io, options) }));
    if (!options.quiet) io.err(`restore ${renderPlanSummary(plan)} (back to ${backup.createdAt})\n`);
    const error = planError(plan);
    if (error !== undefined) throw error;
    if (options.out !== undefined) {
      await writeFile(resolve(io.cwd, options.out), renderPlanJson(plan));
      if (!options.quiet) {
        const deletes = plan.summary.delete > 0 ? ' --allow-delete' : '';
        io.err(
          `Saved the restore plan to ${options.out}; apply it with: smform apply ${options.out}${deletes}\n`,
        );
      }
    }
    if (restored.refusals.length > 0) {
      io.err(formatRefusals(restored.refusals));
      return ExitCode.unsafe;
    }
    return options.detailedExitcode && hasChanges(plan) ? ExitCode.changes : ExitCode.ok;
  } finally {
    await context.close();
  }
}
