import { readFileSync, rmSync } from 'node:fs';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { SmformError } from '../model/errors.js';
import type { ApplyNotice } from './apply-notices.js';

/** The lock file, in the `.smform` directory beside the configuration. */
export const LOCK_FILE = join('.smform', 'apply.lock');

/** Who holds the lock: written as JSON into the lock file. */
interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

/** The process taking the lock: its pid, and how to tell whether another pid of this host still runs. */
export interface LockOwner {
  pid: number;
  isAlive(pid: number): boolean;
}

/** A held lock; `release` removes the file (only if it is still this run's), `releaseNow` synchronously. */
export interface ApplyLock {
  release(): Promise<void>;
  /** For a run about to end at once (an interrupt before any write): nothing may be awaited then. */
  releaseNow(): void;
}

export interface LockOptions {
  /** The working directory: paths in messages are relative to it. */
  cwd: string;
  owner: LockOwner;
  onNotice?: ((notice: ApplyNotice) => void) | undefined;
}

/**
 * The directory whose `.smform/apply.lock` guards an apply: the first config PATH's directory (itself
 * when it is one), else the working directory.
 */
export async function lockDirOf(cwd: string, paths: readonly string[]): Promise<string> {
  const [first] = paths;
  if (first === undefined) return cwd;
  const path = resolve(cwd, first);
  const found = await stat(path).catch(() => undefined);
  return found?.isDirectory() === true ? path : dirname(path);
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
export async function acquireApplyLock(dir: string, options: LockOptions): Promise<ApplyLock | undefined> {
  try {
    return await takeLock(dir, options);
  } catch (error) {
    if (error instanceof SmformError) throw error;
    // A read-only checkout cannot hold a lock file: the apply goes on, unguarded, and says so.
    options.onNotice?.({
      type: 'lock-unavailable',
      dir: relative(options.cwd, dir) || '.',
      message: (error as Error).message,
    });
    return undefined;
  }
}

async function takeLock(dir: string, options: LockOptions): Promise<ApplyLock> {
  const { cwd, owner } = options;
  const file = join(dir, LOCK_FILE);
  const shown = relative(cwd, file) || file;
  const mine: Holder = { pid: owner.pid, host: hostname(), startedAt: new Date().toISOString() };
  const text = `${JSON.stringify(mine)}\n`;
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${owner.pid}.partial`;
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
      if (holder === undefined || holder.host !== mine.host || owner.isAlive(holder.pid)) {
        const who = holder === undefined ? 'an unreadable lock' : describe(holder);
        throw new SmformError(`another apply holds the lock ${shown} (${who})`, {
          fault: 'usage',
          code: 'apply.lock',
          hint: `wait for it to finish and run this apply again; if that run is gone (its machine crashed), remove ${shown}`,
        });
      }
      // The holder on this host is gone: remove its lock, unless someone replaced it meanwhile.
      if ((await readFile(file, 'utf8').catch(() => '')) === found.text) await rm(file, { force: true });
      options.onNotice?.({ type: 'lock-taken-over', file: shown, holder: describe(holder) });
    }
  } finally {
    await rm(partial, { force: true });
  }
  const readNow = (): string => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  return {
    release: async () => {
      if ((await readFile(file, 'utf8').catch(() => '')) === text) await rm(file, { force: true });
    },
    releaseNow: () => {
      if (readNow() === text) rmSync(file, { force: true });
    },
  };
}

/**
 * Until `writing()` is called, an abort of `signal` removes the lock at once, synchronously, so a run
 * stopped before its first write leaves no lock even when it exits right after. Once the writes began,
 * an abort lets them finish and the lock is released as usual.
 */
export function releaseOnEarlyAbort(
  lock: ApplyLock | undefined,
  signal: AbortSignal | undefined,
): { writing: () => void; dispose: () => void } {
  let writing = false;
  const onAbort = (): void => {
    if (!writing) lock?.releaseNow();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    writing: () => {
      writing = true;
    },
    dispose: () => signal?.removeEventListener('abort', onAbort),
  };
}

export interface LockedRunOptions {
  cwd: string;
  /** Take the apply lock in `lockDir` (default: `cwd`) for this process; no lock when undefined. */
  lock?: LockOwner | undefined;
  lockDir?: string | undefined;
  signal?: AbortSignal | undefined;
  onNotice?: ((notice: ApplyNotice) => void) | undefined;
}

/**
 * Runs `run` under the apply lock (when `lock` is given), released when it ends; `run` calls `writing()`
 * as its writes begin: until then an abort removes the lock at once (see `releaseOnEarlyAbort`).
 */
export async function underApplyLock<T>(
  options: LockedRunOptions,
  run: (writing: () => void) => Promise<T>,
): Promise<T> {
  const lock =
    options.lock === undefined
      ? undefined
      : await acquireApplyLock(options.lockDir ?? options.cwd, {
          cwd: options.cwd,
          owner: options.lock,
          onNotice: options.onNotice,
        });
  const early = releaseOnEarlyAbort(lock, options.signal);
  try {
    return await run(early.writing);
  } finally {
    early.dispose();
    await lock?.release();
  }
}
