import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { backupSavedNotice } from '../../report/notices.js';
import { join, relative, resolve } from 'node:path';
import { backupFileName, createBackup, DEFAULT_BACKUP_DIR, renderBackup } from '../../applier/index.js';
import type { ReadSet } from '../../live/index.js';
import { SmformError } from '../../model/errors.js';
import type { LiveState } from '../../model/live.js';
import type { Plan } from '../../model/plan.js';
import type { BackupFlags } from '../flags.js';
import type { CliIo } from '../io.js';
import { refuseLinks } from '../no-follow.js';
import { toolVersion } from '../version.js';

/**
 * The directory backups go to, or undefined with `--no-backup` and with `--emulator` (an in-process
 * emulator's state ends with the run, so there is nothing a backup could be restored to).
 */
export function backupDirOf(io: CliIo, options: BackupFlags & { emulator?: string }): string | undefined {
  if (options.backup === false || options.emulator !== undefined) return undefined;
  return resolve(io.cwd, options.backupDir ?? DEFAULT_BACKUP_DIR);
}

/**
 * Writes the live state an apply is about to change to a new file in `dir` (never over an older backup)
 * and says where. A backup that cannot be written stops the apply before its first write.
 */
export async function saveBackup(
  io: CliIo,
  quiet: boolean,
  dir: string,
  plan: Plan,
  live: LiveState,
  scopes: ReadSet,
): Promise<string> {
  const now = new Date();
  const text = renderBackup(
    createBackup(live, scopes, {
      toolVersion: toolVersion(),
      now: now.toISOString(),
      planHash: plan.planHash,
      configDigest: plan.configDigest,
    }),
  );
  try {
    // Never through a link: the backup file itself is made exclusively (`wx`) and linked into place.
    await refuseLinks(io.cwd, dir, join(dir, backupFileName(now, 1)), relative(io.cwd, dir) || dir);
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
      const shown = relative(io.cwd, file) || file;
      if (!quiet) io.err(backupSavedNotice(shown));
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
