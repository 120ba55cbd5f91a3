import { readFile } from 'node:fs/promises';
import { SmformError } from '../../model/errors.js';
import { isActionRef } from '../../export/scaffold-action.js';
import { escapeControls } from '../../text/terminal-escape.js';

/**
 * `owner/repo` of a package.json `repository` on GitHub (`github:owner/repo`, `owner/repo`, or a git or
 * https URL of github.com, as a string or `{ url }`); undefined for anything else.
 */
export function githubRepository(repository: unknown): string | undefined {
  const text =
    typeof repository === 'string'
      ? repository
      : typeof repository === 'object' && repository !== null && 'url' in repository
        ? String(repository.url)
        : '';
  const short = /^(?:github:)?([A-Za-z0-9][\w.-]*\/[\w.-]+)$/.exec(text)?.[1];
  const url =
    /^(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(
      text,
    )?.[1];
  return short ?? url;
}

/** smform's package.json, read at run time (dist/cli/commands/ is three levels below the package root). */
async function ownPackage(): Promise<{ version: string; repository?: unknown }> {
  return JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
    repository?: unknown;
  };
}

/**
 * The action `smform init --with action` writes into the workflows: `--action` as given, else the GitHub
 * repository of this smform's package.json at the tag of this version (`owner/repo@v1.2.3`, the tag
 * `npm version` makes). Without either, a usage error saying what to pass: no made-up reference is written.
 */
export async function chooseAction(given: string | undefined): Promise<string> {
  if (given !== undefined) {
    if (!isActionRef(given)) {
      throw new SmformError(`--action ${JSON.stringify(escapeControls(given))} is not an action reference`, {
        fault: 'usage',
        hint: "name the repository holding smform's action.yml and a tag, branch or commit: `--action OWNER/REPO@REF`",
      });
    }
    return given;
  }
  const pkg = await ownPackage();
  const repository = githubRepository(pkg.repository);
  if (repository === undefined) {
    throw new SmformError(
      '--with action needs --action: this smform names no GitHub repository to take it from',
      {
        fault: 'usage',
        hint: `pass where smform's action.yml is and at which ref, e.g. \`--action OWNER/smform@v${pkg.version}\` (the repository root holds action.yml)`,
      },
    );
  }
  return `${repository}@v${pkg.version}`;
}
