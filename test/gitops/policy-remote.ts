import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A config repository as GitHub holds it, for the shipped workflows' `run:` lines: a bare remote with
 * `main`, pull-request branches, and `refs/smform/applied` (the last commit apply.yml applied). Each job
 * runs in a fresh clone, as actions/checkout with `fetch-depth: 0` leaves it.
 */
export interface PolicyRemote {
  /** A pull request: a branch off `main` whose commit writes `files` (none: an empty commit). */
  pullRequest: (files: Record<string, string>) => Promise<string>;
  /** A clone checked out at `ref` (a branch or commit), with its own runner scratch directory. */
  checkout: (ref: string) => Promise<{ dir: string; scratch: string; sha: string }>;
  /** Merges branch `name` into `main` (fast-forward, as a rebase merge leaves it); returns the commit. */
  merge: (name: string) => Promise<string>;
  /** The commit `ref` names on the remote, or undefined. */
  remoteRef: (ref: string) => Promise<string | undefined>;
}

export function git(cwd: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', '-c', 'init.defaultBranch=main', ...args],
      { cwd },
      (error, stdout) => (error === null ? resolve(stdout.trim()) : reject(new Error(error.message))),
    );
  });
}

async function write(dir: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/**
 * A remote whose `main` holds `base`; with `applied`, `refs/smform/applied` names that commit (an apply
 * of it succeeded: the Dashboard matches it), else no apply ever succeeded.
 */
export async function policyRemote(base: Record<string, string>, applied: boolean): Promise<PolicyRemote> {
  const root = await mkdtemp(join(tmpdir(), 'smform-remote-'));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  const remote = join(root, 'remote.git');
  await mkdir(remote);
  await git(remote, 'init', '-q', '--bare', '-b', 'main');
  const work = join(root, 'work');
  await git(root, 'clone', '-q', remote, work);
  await write(work, base);
  await git(work, 'add', '-A');
  await git(work, 'commit', '-q', '-m', 'base');
  await git(work, 'push', '-q', 'origin', 'HEAD:refs/heads/main');
  if (applied) await git(work, 'push', '-q', 'origin', 'HEAD:refs/smform/applied');
  let jobs = 0;
  let branches = 0;
  return {
    pullRequest: async (files) => {
      branches += 1;
      const name = `pr-${branches}`;
      await git(work, 'fetch', '-q', 'origin', 'main');
      await git(work, 'checkout', '-q', '-B', name, 'origin/main');
      await write(work, files);
      await git(work, 'add', '-A');
      await git(work, 'commit', '-q', '--allow-empty', '-m', name);
      await git(work, 'push', '-q', 'origin', `${name}:refs/heads/${name}`);
      return name;
    },
    checkout: async (ref) => {
      jobs += 1;
      const dir = join(root, `checkout-${jobs}`);
      const scratch = join(root, `runner-${jobs}`);
      await mkdir(scratch);
      await git(root, 'clone', '-q', '--no-tags', remote, dir);
      await git(dir, 'checkout', '-q', '--detach', `origin/${ref}`);
      return { dir, scratch, sha: await git(dir, 'rev-parse', 'HEAD') };
    },
    merge: async (name) => {
      await git(work, 'push', '-q', 'origin', `refs/heads/${name}:refs/heads/main`);
      return git(work, 'rev-parse', name);
    },
    remoteRef: async (ref) =>
      (await git(remote, 'rev-parse', '--verify', '-q', ref).catch(() => '')) || undefined,
  };
}
