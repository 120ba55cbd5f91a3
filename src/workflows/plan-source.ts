import { loadConfig } from '../../config/index.js';
import { SmformError } from '../../model/errors.js';
import type { Plan } from '../../model/plan.js';
import type { LiveSnapshot } from '../../snapshot/index.js';
import type { PlanSource } from '../../workflows/index.js';
import type { RestoreThresholds } from '../../config/settings.js';
import type { CliIo } from '../io.js';
import { readBackup } from './restore-run.js';

/**
 * Finds the config a saved plan was made from: the PATHs given after the plan file (they must be the
 * plan's config: invalid exits 3, another config exits 5, as before), else the paths the plan records
 * (`origin.paths`; `.` for a plan of format 1.0, which records none), else the backup a restore plan
 * records. Recorded paths that are missing, invalid or hold another config (its digest differs) leave
 * the config `absent`, with the reason. A restore plan is planned again under the settings file's
 * restore `thresholds`, as `smform restore` planned it.
 */
export async function findPlanSource(
  io: CliIo,
  plan: Plan,
  given: readonly string[],
  thresholds?: RestoreThresholds,
): Promise<PlanSource> {
  if (given.length > 0) {
    const state = (await loadConfig(given, { cwd: io.cwd })).state;
    if (state === undefined) {
      throw new SmformError('the configuration given with the plan is invalid', {
        fault: 'config',
        hint: 'run `smform validate` on it',
      });
    }
    if (state.digest !== plan.configDigest) {
      throw new SmformError(
        'the plan was made for another configuration than the one given (configDigest differs)',
        { fault: 'stale', hint: 'plan again from the current configuration' },
      );
    }
    return { kind: 'config', desired: state, label: given.join(' ') };
  }
  const origin = plan.origin;
  if (origin?.command === 'restore') {
    // The backup, then the config whose thresholds and protected marks the restore followed, if any.
    const [file, ...configPaths] = origin.paths;
    if (file === undefined) return { kind: 'absent', reason: 'the restore plan names no backup file' };
    let backup: LiveSnapshot;
    try {
      backup = await readBackup(io, file);
    } catch (error) {
      return { kind: 'absent', reason: (error as Error).message };
    }
    const label = `the backup ${file}`;
    const fallback = thresholds === undefined ? {} : { thresholds };
    if (configPaths.length === 0) return { kind: 'backup', backup, file, label, ...fallback };
    const config = (await loadConfig(configPaths, { cwd: io.cwd })).state;
    if (config === undefined)
      return {
        kind: 'absent',
        reason: `${configPaths.join(' ')}, whose thresholds the restore followed, is invalid now`,
      };
    return { kind: 'backup', backup, file, label, config, ...fallback };
  }
  const paths = origin?.paths ?? ['.'];
  const label = paths.join(' ');
  const config = await loadConfig(paths, { cwd: io.cwd });
  if (config.state === undefined) {
    const first = config.diagnostics.find((d) => d.severity === 'error');
    const where = first?.source?.file === undefined ? '' : `${first.source.file}: `;
    return {
      kind: 'absent',
      reason: first?.code === 'path-not-found' ? `${where}${first.message}` : `${label} is invalid now`,
    };
  }
  if (config.state.digest !== plan.configDigest) {
    return {
      kind: 'absent',
      reason: `${label} differs from the config the plan was made from (configDigest differs)`,
    };
  }
  return { kind: 'config', desired: config.state, label };
}
