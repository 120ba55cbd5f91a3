import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_BACKUP_DIR } from '../../applier/index.js';
import type { DriftReport } from '../../drift/index.js';
import type { ApiCaller } from '../../live/caller.js';
import type { DesiredState } from '../../model/desired.js';
import { explainDrift } from '../../workflows/drift-causes.js';
import { attributionWindow } from '../../workflows/drift-window.js';
import type { CliIo } from '../io.js';

export interface AttributionFlags {
  /** False with `--no-attribution`. */
  attribution?: boolean;
  since?: string;
}

/** The directory git is asked in: the first config path's, as `--changed-since` does. */
async function repoDirOf(io: CliIo, paths: readonly string[]): Promise<string> {
  const first = path.resolve(io.cwd, paths[0] ?? '.');
  const directory = (await stat(first).catch(() => undefined))?.isDirectory() === true;
  return directory ? first : path.dirname(first);
}

/** `drift`'s causes from the change log, unless `--no-attribution`; nothing is read without drift. */
export async function attributeDriftRun(
  io: CliIo,
  options: AttributionFlags,
  paths: readonly string[],
  caller: ApiCaller,
  desired: DesiredState,
  report: DriftReport,
): Promise<DriftReport> {
  if (options.attribution === false || !report.drifted) return report;
  const window = await attributionWindow({
    since: options.since,
    now: new Date(),
    backupDir: path.resolve(io.cwd, DEFAULT_BACKUP_DIR),
    repoDir: await repoDirOf(io, paths),
    env: io.env,
  });
  return explainDrift(caller, report, desired, window);
}
