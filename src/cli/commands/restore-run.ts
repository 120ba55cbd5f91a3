import { loadConfig } from '../../config/index.js';
import { defined } from '../../canonical/defined.js';
import { formatDiagnostic } from '../../text/diagnostic.js';
import { restoreSummaryNotice, savedPlanNotice } from '../../report/notices.js';
import type { DesiredState } from '../../model/desired.js';
import { SmformError } from '../../model/errors.js';
import { flagsToApply, planError } from '../../planner/index.js';
import { renderPlanJson } from '../../report/index.js';
import { restoreRenderers } from '../../report/commands.js';
import { parseSnapshot, type LiveSnapshot } from '../../snapshot/index.js';
import { planRestore } from '../../workflows/index.js';
import { openContext } from '../context.js';
import { asExpectedKind, readInputFile } from '../input-file.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import { finish } from '../outcome.js';
import { toolVersion } from '../version.js';
import { loadDesired } from './desired.js';
import { originPath, signingKey, signIfKeyed } from './plan-origin.js';
import type { RestoreFlags } from '../flags.js';
import { writeOut } from '../../workflows/no-follow.js';

/** Reads a backup file; an unreadable one is named with where backups are kept. */
export async function readBackup(io: CliIo, file: string): Promise<LiveSnapshot> {
  const text = await readInputFile(
    io,
    file,
    'the backup',
    'backups are in .smform/backups/ (or the --backup-dir given to `smform apply`)',
  );
  return asExpectedKind(io, file, 'snapshot', () => Promise.resolve(parseSnapshot(text, file)));
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
  options: Pick<GlobalFlags, 'color'>,
): Promise<{ state: DesiredState; paths: string[] } | undefined> {
  if (paths.length > 0) return { state: await loadDesired(io, paths, options), paths: [...paths] };
  const found = await loadConfig(['.'], { cwd: io.cwd });
  if (found.state !== undefined)
    return found.state.files.length === 0 ? undefined : { state: found.state, paths: ['.'] };
  // No config file here (none, or only YAML that is not config): the default thresholds apply.
  const noConfig = ['no-yaml-files', 'no-organizations'];
  if (found.files.length === 0 && found.diagnostics.every((d) => noConfig.includes(d.code))) return undefined;
  for (const diagnostic of found.diagnostics) io.err(`${formatDiagnostic(diagnostic)}\n`);
  throw new SmformError('the config in the current directory is invalid, so its thresholds are unknown', {
    fault: 'config',
    hint: 'fix it, or name the config to follow after the backup: smform restore BACKUP PATH...',
  });
}

/** `smform restore BACKUP [PATH...]`: prints (and with `--out` saves) the plan back to the backup. */
export async function runRestore(
  io: CliIo,
  options: GlobalFlags & RestoreFlags,
  file: string,
  paths: string[] = [],
): Promise<number> {
  const backup = await readBackup(io, file);
  const config = await loadRestoreConfig(io, paths, options);
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
    const restored = await planRestore(context.client, backup, file, {
      ...options,
      toolVersion: toolVersion(),
      origin,
      ...defined({ config: config?.state }),
      restoreThresholds: options.restoreThresholds,
      onProgress: context.progress.onProgress,
    });
    const plan = signIfKeyed(restored.plan, key);
    io.out(
      restoreRenderers[options.output](
        { plan, refusals: restored.refusals },
        { color: options.output === 'text' && useColor(io, options) },
      ),
    );
    if (!options.quiet) io.err(restoreSummaryNotice(plan, backup.createdAt));
    const error = planError(plan);
    if (error !== undefined) throw error;
    if (options.out !== undefined) {
      await writeOut(io.cwd, options.out, renderPlanJson(plan));
      if (!options.quiet) io.err(savedPlanNotice(options.out, flagsToApply(plan), 'restore plan'));
    }
    return finish(io, {
      kind: 'plan',
      plan,
      refusals: restored.refusals,
      detailedExitcode: options.detailedExitcode,
    });
  } finally {
    await context.close();
  }
}
