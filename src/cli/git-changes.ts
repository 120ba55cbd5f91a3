import { defined } from '../canonical/defined.js';
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { foreignSchema } from '../config/index.js';
import { hiddenOrVendored } from '../config/load-config.js';
import { IGNORE_FILE, isIgnored, notConfigReason, parseIgnoreFile } from '../config/walk-filter.js';
import type { ConfigFileChange } from '../config/changed-scopes.js';
import { SmformError } from '../model/errors.js';

/**
 * The git side of `--changed-since REF`: which config files differ between REF and the working tree
 * (committed, staged, unstaged and untracked changes alike), with both texts. Read-only: it runs
 * `git rev-parse`, `git diff`, `git ls-files` and `git show`, never a command that changes anything.
 */

export interface GitChanges {
  /** The commit REF names. */
  commit: string;
  files: ConfigFileChange[];
}

/** Large enough for `git show` of any config file the loader accepts (2 MiB) and long path lists. */
const MAX_BUFFER = 64 * 1024 * 1024;

/** The environment git runs with: the CLI's (`CliIo.env`), so a run in-process sees what a process would. */
type GitEnv = Record<string, string | undefined>;

function git(env: GitEnv, cwd: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['--literal-pathspecs', '-c', 'core.quotepath=off', ...args],
      { cwd, maxBuffer: MAX_BUFFER, encoding: 'utf8', env: { ...env, GIT_OPTIONAL_LOCKS: '0' } },
      (error, stdout, stderr) => {
        if (error === null) resolve(stdout);
        else if (error.code === 'ENOENT') reject(new Error('git was not found', { cause: error }));
        else {
          const said = stderr.trim().split('\n')[0] ?? '';
          reject(
            new SmformError(`--changed-since: git ${args[0] ?? ''} failed${said === '' ? '' : `: ${said}`}`, {
              fault: 'usage',
              hint: 'plan without --changed-since (a full plan reads every scope)',
            }),
          );
        }
      },
    );
  });
}

/**
 * The work tree's root of the config: git runs in the first config path's directory, not in the working
 * directory, so `smform plan /path/to/repo/config --changed-since main` works from anywhere. A clear
 * error when that directory is not inside a work tree (or git is not installed).
 */
async function workTreeRoot(env: GitEnv, cwd: string, paths: readonly string[]): Promise<string> {
  const first = path.resolve(cwd, paths[0] ?? '.');
  const directory = (await stat(first).catch(() => undefined))?.isDirectory() === true;
  const where = directory ? first : path.dirname(first);
  try {
    return (await git(env, where, ['rev-parse', '--show-toplevel'])).trim();
  } catch (error) {
    if (!(error instanceof SmformError))
      throw new SmformError('--changed-since needs git, and git was not found on PATH', {
        fault: 'usage',
        hint: 'install git, or plan without --changed-since (a full plan)',
      });
    throw new SmformError(`--changed-since needs a git work tree: ${where} is not inside one`, {
      fault: 'usage',
      hint: 'run it in a clone of the config repository, or plan without --changed-since (a full plan)',
    });
  }
}

/** The commit REF names, or a clear error when git does not know it. */
async function resolveRef(env: GitEnv, root: string, ref: string): Promise<string> {
  const refused = ref === '' || ref.startsWith('-');
  const commit = refused
    ? ''
    : await git(env, root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]).then(
        (out) => out.trim(),
        () => '',
      );
  if (commit === '')
    throw new SmformError(`--changed-since ${ref}: git knows no commit of that name in ${root}`, {
      fault: 'usage',
      hint:
        'fetch it first (`git fetch origin main`; in GitHub Actions, actions/checkout with `fetch-depth: 0`), ' +
        'or plan without --changed-since (a full plan)',
    });
  return commit;
}

/** NUL-separated fields of a `-z` output. */
const fields = (out: string): string[] => out.split('\0').filter((field) => field !== '');

/** A config path given on the command line, as the walk sees it. */
interface GivenPath {
  /** Relative to the work tree's root, `/`-separated; `''` for the root itself. */
  rel: string;
  directory: boolean;
}

async function givenPaths(cwd: string, root: string, paths: readonly string[]): Promise<GivenPath[]> {
  const result: GivenPath[] = [];
  for (const given of paths.length === 0 ? ['.'] : paths) {
    const absolute = path.resolve(cwd, given);
    const rel = path.relative(root, absolute).split(path.sep).join('/');
    if (rel === '..' || rel.startsWith('../') || path.isAbsolute(rel))
      throw new SmformError(`--changed-since: ${given} is outside the git work tree ${root}`, {
        fault: 'usage',
        hint: 'give config paths inside the repository, or plan without --changed-since',
      });
    const info = await stat(absolute).catch(() => undefined);
    result.push({ rel, directory: info?.isDirectory() ?? false });
  }
  return result;
}

const within = (given: GivenPath, rel: string): boolean =>
  given.rel === '' ? true : given.directory ? rel.startsWith(`${given.rel}/`) : rel === given.rel;

/**
 * Whether the loader would have loaded this file (its text at REF) from one of the given paths: a
 * file named on the command line always; a file found in a directory when it is YAML, outside dot-folders
 * and node_modules, not left out by the directory's `.smformignore` at REF, and meant for smform.
 */
async function loadedAtRef(
  env: GitEnv,
  root: string,
  commit: string,
  given: readonly GivenPath[],
  rel: string,
  text: string,
): Promise<boolean> {
  for (const one of given) {
    if (!within(one, rel)) continue;
    if (!one.directory) return true;
    const inside = one.rel === '' ? rel : rel.slice(one.rel.length + 1);
    if (!/\.ya?ml$/i.test(rel) || hiddenOrVendored(inside)) continue;
    const ignoreFile = one.rel === '' ? IGNORE_FILE : `${one.rel}/${IGNORE_FILE}`;
    const rules = parseIgnoreFile(await git(env, root, ['show', `${commit}:${ignoreFile}`]).catch(() => ''));
    if (isIgnored(rules, inside)) continue;
    if (foreignSchema(text) === undefined && notConfigReason(text) === undefined) return true;
  }
  return false;
}

/**
 * The config files that differ between REF and the working tree. `loaded` are the files the loader
 * loaded now (relative to `cwd`, as `DesiredState.files` lists them). A file counts when git reports it
 * changed, added or deleted under the given paths, or when the loader loads it and git does not track
 * it (untracked or ignored); a changed `.smformignore` makes every file under the paths count.
 */
export async function readGitChanges(
  cwd: string,
  ref: string,
  paths: readonly string[],
  loaded: readonly string[],
  env: GitEnv,
): Promise<GitChanges> {
  const root = await workTreeRoot(env, cwd, paths);
  const commit = await resolveRef(env, root, ref);
  const given = await givenPaths(cwd, root, paths);
  const specs = given.map((one) => (one.rel === '' ? '.' : one.rel));
  const diff = fields(
    await git(env, root, ['diff', '--no-renames', '--name-status', '-z', commit, '--', ...specs]),
  );
  const atRef = new Set<string>();
  const candidates = new Set<string>();
  for (let i = 0; i + 1 < diff.length; i += 2) {
    const [status = '', file = ''] = [diff[i], diff[i + 1]];
    candidates.add(file);
    if (!status.startsWith('A')) atRef.add(file);
  }
  const loadedNow = new Set(
    loaded.map((file) => path.relative(root, path.resolve(cwd, file)).split(path.sep).join('/')),
  );
  const tracked = new Set(fields(await git(env, root, ['ls-files', '-z', '--full-name', '--', ...specs])));
  for (const file of loadedNow) if (!tracked.has(file)) candidates.add(file);
  if ([...candidates].some((file) => path.posix.basename(file) === IGNORE_FILE)) {
    // What the loader walks may have changed for every file: compare them all.
    const everyFile = fields(
      await git(env, root, ['ls-tree', '-r', '-z', '--name-only', '--full-tree', commit, '--', ...specs]),
    );
    for (const file of everyFile) {
      candidates.add(file);
      atRef.add(file);
    }
    for (const file of loadedNow) candidates.add(file);
  }
  const files: ConfigFileChange[] = [];
  for (const file of [...candidates].sort()) {
    const shown = path.relative(cwd, path.join(root, file)).split(path.sep).join('/');
    const after = loadedNow.has(file) ? await readFile(path.join(root, file), 'utf8') : undefined;
    let before: string | undefined;
    if (atRef.has(file) && given.some((one) => within(one, file))) {
      const text = await git(env, root, ['show', `${commit}:${file}`]);
      if (await loadedAtRef(env, root, commit, given, file, text)) before = text;
    }
    if (before === after) continue;
    files.push({
      file: shown,
      ...defined({ before, after }),
    });
  }
  return { commit, files };
}
