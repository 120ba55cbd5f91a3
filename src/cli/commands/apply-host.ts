import { resolve } from 'node:path';
import { DEFAULT_BACKUP_DIR } from '../../applier/index.js';
import type { LockOwner } from '../../workflows/apply-lock.js';
import type { BackupFlags } from '../flags.js';
import type { CliIo } from '../io.js';

/**
 * The directory backups go to, or undefined with `--no-backup` and with `--emulator` (an in-process
 * emulator's state ends with the run, so there is nothing a backup could be restored to).
 */
export function backupDirOf(io: CliIo, options: BackupFlags & { emulator?: string }): string | undefined {
  if (options.backup === false || options.emulator !== undefined) return undefined;
  return resolve(io.cwd, options.backupDir ?? DEFAULT_BACKUP_DIR);
}

/** This process, as the holder of an apply lock. */
export const processLockOwner: LockOwner = {
  pid: process.pid,
  isAlive: (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: the process exists but belongs to someone else.
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
};
