import { hostname } from 'node:os';
import { lockTakenOverNotice } from '../../report/notices.js';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { SmformError } from '../../model/errors.js';
import type { CliIo } from '../io.js';

/** The lock file, in the `.smform` directory beside the configuration. */
export const LOCK_FILE = join('.smform', 'apply.lock');

/** Who holds the lock: written as JSON into the lock file. */
interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

/** A held lock; `release` removes the file (only if it is still this run's). */
export interface ApplyLock {
  release(): Promise<void>;
}

/**
 * The directory whose `.smform/apply.lock` guards an apply: the first config PATH's directory (itself
 * when it is one), else the plan file's directory, else the working directory.
 */
export async function lockDirOf(io: CliIo, paths: readonly string[]): Promise<string> {
  const [first] = paths;
  if (first === undefined) return io.cwd;
  const path = resolve(io.cwd, first);
  const found = await stat(path).catch(() => undefined);
  return found?.isDirectory() === true ? path : dirname(path);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<{ text: string; holder: Holder | undefined }> {
  const text = await readFile(file, 'utf8').catch(() => '');
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return { text, holder: { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt) } };
    }
  } catch {
    // Not ours, or torn: reported as unreadable below.
  }
  return { text, holder: undefined };
}

const describe = (holder: Holder): string =>
  `pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}`;

/**
 * Takes the advisory lock that keeps two applies on this machine from overlapping. Held by a live
 * process (or by another host, whose processes it cannot see): fails naming the holder (exit 1). Held by
 * a process of this host that is gone (killed): taken over with a notice. The lock is written under a
 * temporary name and linked into place, so it is never seen half written. A directory where no lock
 * can be written (read-only) gives a warning and no lock.
 */
export async function acquireApplyLock(
  io: CliIo,
  dir: string,
  quiet: boolean,
): Promise<ApplyLock | undefined> {
  try {
    return await takeLock(io, dir, quiet);
  } catch (error) {
    if (error instanceof SmformError) throw error;
    // A read-only checkout cannot hold a lock file: the apply goes on, unguarded, and says so.
    io.err(
      `warning: cannot take the apply lock in ${relative(io.cwd, dir) || '.'} (${(error as Error).message}); applying without it\n`,
    );
    return undefined;
  }
}

async function takeLock(io: CliIo, dir: string, quiet: boolean): Promise<ApplyLock> {
  const file = join(dir, LOCK_FILE);
  const shown = relative(io.cwd, file) || file;
  const mine: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const text = `${JSON.stringify(mine)}\n`;
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, text);
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await link(partial, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      }
      const found = await readHolder(file);
      const { holder } = found;
      if (holder === undefined || holder.host !== mine.host || isAlive(holder.pid)) {
        const who = holder === undefined ? 'an unreadable lock' : describe(holder);
        throw new SmformError(`another apply holds the lock ${shown} (${who})`, {
          fault: 'usage',
          code: 'apply.lock',
          hint: `wait for it to finish and run this apply again; if that run is gone (its machine crashed), remove ${shown}`,
        });
      }
      // The holder on this host is gone: remove its lock, unless someone replaced it meanwhile.
      if ((await readFile(file, 'utf8').catch(() => '')) === found.text) await rm(file, { force: true });
      if (!quiet) {
        io.err(lockTakenOverNotice(shown, describe(holder)));
      }
    }
  } finally {
    await rm(partial, { force: true });
  }
  return {
    release: async () => {
      if ((await readFile(file, 'utf8').catch(() => '')) === text) await rm(file, { force: true });
    },
  };
}
