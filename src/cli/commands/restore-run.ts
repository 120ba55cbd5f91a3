import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { desiredOfBackup } from '../../applier/index.js';
import { formatDiagnostic, loadConfig } from '../../config/index.js';
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
import { loadDesired } from './desired.js';
import { addDevicesToPlan } from './plan-devices.js';
import { originPath, signingKey, signIfKeyed } from './plan-origin.js';
import { applyHint, formatRefusals, hasChanges } from './plan-run.js';
import type { RestoreOptions } from '../flags.js';
import { writeOut } from '../no-follow.js';

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
 * The config whose thresholds and `protected: true` marks a restore follows, and the paths it came from:
 * the PATHs given (invalid: exit 3), else the current directory when it holds config files; undefined
 * when it holds none (the default thresholds apply). An invalid config in the current directory stops
 * the restore (exit 3) rather than silently falling back to defaults.
 */
export async function loadRestoreConfig(
  io: CliIo,
  paths: readonly string[],
): Promise<{ state: DesiredState; paths: string[] } | undefined> {
  if (paths.length > 0) return { state: await loadDesired(io, paths), paths: [...paths] };
  const found = await loadConfig(['.'], { cwd: io.cwd });
  if (found.state !== undefined)
    return found.state.files.length === 0 ? undefined : { state: found.state, paths: ['.'] };
  if (found.files.length === 0 && found.diagnostics.every((d) => d.code === 'no-yaml-files'))
    return undefined;
  for (const diagnostic of found.diagnostics) io.err(`${formatDiagnostic(diagnostic)}\n`);
  throw new SmformError('the config in the current directory is invalid, so its thresholds are unknown', {
    fault: 'config',
    hint: 'fix it, or name the config to follow after the backup: smform restore BACKUP PATH...',
  });
}

/**
 * Reads the backup's scopes live now and plans the way back: the backup's objects as the desired state,
 * with prune on, so what was made since is deleted ("not in the backup") and what was changed is changed
 * back, under the thresholds and `protected` marks of `config` when given. `apply PLANFILE` calls this
 * too, to check a saved restore plan against a fresh one.
 */
export async function planRestore(
  context: RunContext,
  backup: LiveSnapshot,
  file: string,
  options: {
    allowDelete: boolean;
    force: boolean;
    devices?: boolean;
    origin?: Plan['origin'];
    config?: DesiredState;
  },
): Promise<{ plan: Plan; desired: DesiredState; live: LiveState; refusals: Refusal[] }> {
  const live = await readScopes(context.client, backup.scopes);
  const desired = desiredOfBackup(backup, live, file, options.config);
  const planOptions = {
    toolVersion: toolVersion(),
    now: new Date().toISOString(),
    allowDelete: options.allowDelete,
    force: options.force,
    pruneReason: 'backup' as const,
    ...(options.origin === undefined ? {} : { origin: options.origin }),
  };
  const planned = makePlanData(desired, live, planOptions);
  const plan = options.devices === false ? planned : await addDevicesToPlan(context.client, desired, planned);
  return { plan, desired, live, refusals: checkSafety(plan, desired, planOptions) };
}

/** `smform restore BACKUP [PATH...]`: prints (and with `--out` saves) the plan back to the backup. */
export async function runRestore(
  io: CliIo,
  options: GlobalOptions & RestoreOptions,
  file: string,
  paths: string[] = [],
): Promise<number> {
  const backup = await readBackup(io, file);
  const config = await loadRestoreConfig(io, paths);
  if (config !== undefined && !options.quiet) {
    const files = config.state.files;
    io.err(
      `restore: thresholds and protected marks of the config (${files.length === 1 ? (files[0] ?? '') : `${files.length} files`})\n`,
    );
  }
  const key = options.out !== undefined || options.output === 'json' ? signingKey(io) : undefined;
  const context = await openContext(io, options);
  try {
    // The config paths follow the backup, so `apply PLANFILE` plans the restore again the same way.
    const origin = {
      command: 'restore' as const,
      paths: [file, ...(config?.paths ?? [])].map((path) => originPath(io, path)),
    };
    const restored = await planRestore(context, backup, file, {
      ...options,
      origin,
      ...(config === undefined ? {} : { config: config.state }),
    });
    const plan = signIfKeyed(restored.plan, key);
    if (options.output === 'json') io.out(renderPlanJson(plan));
    else io.out(renderPlanText(plan, { color: useColor(io, options) }));
    if (!options.quiet) io.err(`restore ${renderPlanSummary(plan)} (back to ${backup.createdAt})\n`);
    const error = planError(plan);
    if (error !== undefined) throw error;
    if (options.out !== undefined) {
      await writeOut(io.cwd, options.out, renderPlanJson(plan));
      if (!options.quiet)
        io.err(`Saved the restore plan to ${options.out}; ${applyHint(options.out, plan)}\n`);
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
