import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { backupFileName, createBackup, renderBackup } from '../applier/index.js';
import type { ReadSet } from '../live/index.js';
import { SmformError } from '../model/errors.js';
import type { LiveState } from '../model/live.js';
import type { Plan } from '../model/plan.js';
import type { ApplyNotice } from './apply-notices.js';
import { refuseLinks } from './no-follow.js';

export interface BackupOptions {
  /** The working directory: paths in messages are relative to it, and no link below it is followed. */
  cwd: string;
  toolVersion: string;
  onNotice?: ((notice: ApplyNotice) => void) | undefined;
}

/**
 * Writes the live state an apply is about to change to a new file in `dir` (never over an older backup)
 * and says where. A backup that cannot be written stops the apply before its first write.
 */
export async function saveBackup(
  dir: string,
  plan: Plan,
  live: LiveState,
  scopes: ReadSet,
  options: BackupOptions,
): Promise<string> {
  const { cwd } = options;
  const now = new Date();
  const text = renderBackup(
    createBackup(live, scopes, {
      toolVersion: options.toolVersion,
      now: now.toISOString(),
      planHash: plan.planHash,
      configDigest: plan.configDigest,
    }),
  );
  try {
    // Never through a link: the backup file itself is made exclusively (`wx`) and linked into place.
    await refuseLinks(cwd, dir, join(dir, backupFileName(now, 1)), relative(cwd, dir) || dir);
    await mkdir(dir, { recursive: true });
    for (let attempt = 1; ; attempt += 1) {
      const file = join(dir, backupFileName(now, attempt));
      // Written under a temporary name and renamed, so a run killed mid-write leaves no torn backup.
      const partial = `${file}.partial`;
      try {
        await writeFile(partial, text, { flag: 'wx' });
        await link(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        if ((error as NodeJS.ErrnoException).code === 'EEXIST' && attempt < 100) continue;
        throw error;
      }
      await rm(partial, { force: true });
      options.onNotice?.({ type: 'backup-saved', file: relative(cwd, file) || file });
      return file;
    }
  } catch (error) {
    throw new SmformError(
      `cannot write the backup to ${dir}: ${(error as Error).message}; nothing was applied`,
      {
        fault: 'usage',
        code: 'apply.backup',
        hint: 'pass --backup-dir DIR with a writable directory, or --no-backup to apply without one',
        cause: error,
      },
    );
  }
}
