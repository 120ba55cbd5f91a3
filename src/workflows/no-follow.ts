import { constants } from 'node:fs';
import { lstat, mkdir, open } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { SmformError } from '../model/errors.js';
import { fileProblemReason } from '../model/input-kind.js';

/**
 * The folder whose own path is trusted when writing into `root`: the working directory when `root` is
 * inside it, else the folder holding `root` (the path the user typed). Below it, nothing may be a link.
 */
function baseOf(cwd: string, root: string): string {
  const inside = relative(cwd, root);
  return inside === '' || (!inside.startsWith('..') && !isAbsolute(inside)) ? cwd : dirname(root);
}

/**
 * Refuses (before anything is written) when `target`, or a folder between `root` and it (`root`
 * included, unless it is the working directory), is a symbolic link: a checked-out repository may hold a link where `export`, `init` or a backup
 * writes, pointing anywhere on the machine.
 */
export async function refuseLinks(cwd: string, root: string, target: string, shown: string): Promise<void> {
  const base = baseOf(cwd, root);
  let path = base;
  for (const part of relative(base, target)
    .split(sep)
    .filter((p) => p !== '')) {
    path = join(path, part);
    const info = await lstat(path).catch(() => undefined);
    if (info === undefined) return;
    if (info.isSymbolicLink()) {
      const what =
        path === target ? 'it is a symbolic link' : `${relative(cwd, path) || path} is a symbolic link`;
      throw new SmformError(`refusing to write ${shown}: ${what}; smform never writes through a link`, {
        fault: 'usage',
        hint: 'remove the link, or write somewhere else',
      });
    }
  }
}

/** Writes `text` to `target` under `root` (folders made as needed), never through a symbolic link. */
export async function writeNoFollow(
  cwd: string,
  root: string,
  target: string,
  text: string | Uint8Array,
  shown: string,
): Promise<void> {
  await refuseLinks(cwd, root, target, shown);
  await mkdir(dirname(target), { recursive: true }).catch((error: unknown) => {
    // mkdir reports a file on the way as EEXIST (the file is where a folder should be) or ENOTDIR.
    const code = (error as NodeJS.ErrnoException).code;
    throw cannotWrite(shown, code === 'EEXIST' ? { code: 'ENOTDIR' } : error);
  });
  await refuseLinks(cwd, root, target, shown);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0);
  let handle;
  try {
    handle = await open(target, flags, 0o666);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') {
      throw new SmformError(
        `refusing to write ${shown}: it is a symbolic link; smform never writes through a link`,
        {
          fault: 'usage',
          hint: 'remove the link, or write somewhere else',
        },
      );
    }
    throw cannotWrite(shown, error);
  }
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

/** `cannot write adir: it is a directory, not a file` (exit 1), never the raw `EISDIR: ..., open '/abs'`. */
function cannotWrite(shown: string, error: unknown): SmformError {
  const reason = fileProblemReason(error);
  return new SmformError(`cannot write ${shown}: ${reason}`, {
    fault: 'usage',
    hint: 'name a file in a folder you can write to',
  });
}

/** Writes a `--out FILE` the user named (relative to `cwd`), never through a symbolic link on its way. */
export async function writeOut(cwd: string, out: string, text: string): Promise<void> {
  const target = resolve(cwd, out);
  await writeNoFollow(cwd, target, target, text, out);
}
