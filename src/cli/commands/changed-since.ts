import { changedScopes } from '../../config/changed-scopes.js';
import type { DesiredState } from '../../model/desired.js';
import type { ChangedSince } from '../../model/plan.js';
import { readGitChanges } from '../git-changes.js';
import type { CliIo } from '../io.js';

/**
 * `--changed-since REF`: the scopes the config changed since REF, for `plan` and `apply PATH`. Runs
 * before any API request; outside a git work tree or with an unknown REF it throws (exit 1).
 */
export async function selectChangedSince(
  io: CliIo,
  desired: DesiredState,
  paths: readonly string[],
  options: { changedSince: string; org?: string[] | undefined; network?: string[] | undefined },
): Promise<ChangedSince> {
  const ref = options.changedSince;
  const { commit, files } = await readGitChanges(io.cwd, ref, paths, desired.files, io.env);
  const selected = changedScopes(desired, files, { orgs: options.org, networks: options.network }, ref);
  return { ref, commit, ...selected };
}
