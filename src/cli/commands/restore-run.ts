import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { desiredOfBackup } from '../../applier/index.js';
import { readScopes } from '../../live/index.js';
import { ExitCode, SmformError } from '../../model/errors.js';
import { checkSafety, plan as makePlanData, planError } from '../../planner/index.js';
import { renderPlanJson, renderPlanSummary, renderPlanText } from '../../report/index.js';
import { parseSnapshot } from '../../snapshot/index.js';
import { openContext } from '../context.js';
import { useColor, type CliIo, type GlobalOptions } from '../io.js';
import { toolVersion } from '../version.js';
import { addDevicesToPlan } from './plan-devices.js';
import { formatRefusals, hasChanges } from './plan-run.js';
import type { RestoreOptions } from './restore.js';

/**
 * Reads a backup, reads the same scopes live now, and plans the way back: the backup's objects as the
 * desired state, with prune on, so what was made since is deleted and what was changed is changed back.
 */
export async function runRestore(
  io: CliIo,
  options: GlobalOptions & RestoreOptions,
  file: string,
): Promise<number> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw new SmformError(`cannot read the backup ${file}: ${(error as Error).message}`, {
      fault: 'usage',
      hint: 'backups are in .smform/backups/ (or the --backup-dir given to `smform apply`)',
    });
  }
  const backup = parseSnapshot(text, file);
  const context = await openContext(io, options);
  try {
    const current = await readScopes(context.client, backup.scopes);
    const desired = desiredOfBackup(backup, current, file);
    const planOptions = {
      toolVersion: toolVersion(),
      now: new Date().toISOString(),
      allowDelete: options.allowDelete,
      force: options.force,
    };
    const planned = makePlanData(desired, current, planOptions);
    const plan =
      options.devices === false ? planned : await addDevicesToPlan(context.client, desired, planned);
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
    const refusals = checkSafety(plan, desired, planOptions);
    if (refusals.length > 0) {
      io.err(formatRefusals(refusals));
      return ExitCode.unsafe;
    }
    return options.detailedExitcode && hasChanges(plan) ? ExitCode.changes : ExitCode.ok;
  } finally {
    await context.close();
  }
}
