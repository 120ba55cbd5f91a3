import { readFile } from 'node:fs/promises';
import { defined } from '../canonical/defined.js';
import { isAbsolute, relative, resolve } from 'node:path';
import { loadConfig } from '../config/index.js';
import type { PolicyThresholds } from '../model/desired.js';
import { SmformError } from '../model/errors.js';
import type { Plan } from '../model/plan.js';
import { parseSnapshot, type LiveSnapshot } from '../snapshot/index.js';
import type { PlanSource } from './saved-plan.js';

export interface PlanSourceOptions {
  /** The working directory config paths are relative to. */
  cwd: string;
  /** Config paths named with the plan (`apply FILE PATH...`): they must hold the plan's config. */
  configPaths?: readonly string[] | undefined;
  /**
   * Where the repository keeps its config (the settings file's `configPaths`); undefined: the working
   * directory. An unsigned plan is checked against this config, never against the paths it records.
   */
  repositoryPaths?: readonly string[] | undefined;
  /** The plan's signature was checked with a key: its recorded paths are authentic and followed. */
  signed?: boolean | undefined;
  /** The settings file's restore thresholds, as `smform restore` used them. */
  restoreThresholds?: Partial<PolicyThresholds> | undefined;
  /** Reads the backup a restore plan records (default: read and parse the file). */
  readBackup?: ((file: string) => Promise<LiveSnapshot>) | undefined;
}

const defaultReadBackup =
  (cwd: string) =>
  async (file: string): Promise<LiveSnapshot> =>
    parseSnapshot(await readFile(resolve(cwd, file), 'utf8'), file);

/** Whether every recorded path is one of the repository's config paths or lies below one. */
function insideRepository(cwd: string, recorded: readonly string[], repository: readonly string[]): boolean {
  const roots = repository.map((path) => resolve(cwd, path));
  return recorded.every((path) => {
    const absolute = resolve(cwd, path);
    return roots.some((root) => {
      const below = relative(root, absolute);
      return below === '' || (!below.startsWith('..') && !isAbsolute(below));
    });
  });
}

/**
 * Finds the config a saved plan was made from: the PATHs given after the plan file (they must be the
 * plan's config: invalid exits 3, another config exits 5), else the repository's config (the settings
 * file's `configPaths`, else the working directory): the paths the plan records (`origin.paths`; `.`
 * for a plan of format 1.0) are read only when they are the repository's config or lie inside it, so an
 * unsigned plan file never points its check at a config elsewhere (a signed one may: its signature proves
 * who wrote it). A restore plan finds the backup it records. A config
 * that is missing, invalid, elsewhere or another one (its digest differs) is `absent`, with the reason.
 */
export async function findPlanSource(plan: Plan, options: PlanSourceOptions): Promise<PlanSource> {
  const { cwd } = options;
  const given = options.configPaths ?? [];
  if (given.length > 0) {
    const state = (await loadConfig(given, { cwd })).state;
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
      backup = await (options.readBackup ?? defaultReadBackup(cwd))(file);
    } catch (error) {
      return { kind: 'absent', reason: (error as Error).message };
    }
    const label = `the backup ${file}`;
    const fallback = defined({ restoreThresholds: options.restoreThresholds });
    if (configPaths.length === 0) return { kind: 'backup', backup, file, label, ...fallback };
    const config = (await loadConfig(configPaths, { cwd })).state;
    if (config === undefined)
      return {
        kind: 'absent',
        reason: `${configPaths.join(' ')}, whose thresholds the restore followed, is invalid now`,
      };
    return { kind: 'backup', backup, file, label, config, ...fallback };
  }
  const recorded = origin?.paths ?? ['.'];
  const repository = options.repositoryPaths ?? ['.'];
  if (options.signed !== true && !insideRepository(cwd, recorded, repository)) {
    const where =
      options.repositoryPaths === undefined ? 'the current directory' : "the settings file's configPaths";
    return {
      kind: 'absent',
      reason:
        `the plan records its config at ${recorded.join(' ')}, outside this repository's config, which is ` +
        `${repository.join(' ')} (${where}); an unsigned plan is checked against this repository's config only`,
    };
  }
  const paths = recorded;
  const label = paths.join(' ');
  const config = await loadConfig(paths, { cwd });
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
