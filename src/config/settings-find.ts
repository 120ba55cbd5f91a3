import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The project settings file's one name (docs/settings.md). */
export const SETTINGS_FILE_NAME = 'smform.settings.yaml';

/**
 * The settings file that applies in `cwd`: the nearest `smform.settings.yaml` in `cwd` or a directory above
 * it, as `.prettierrc` is found. The search stops at the first directory holding `.git` (a repository's
 * root: a file above the checkout is not the project's, and CI's checkout would never see it) and at the
 * filesystem root. Reads no file: the caller loads the YAML library only when one is found.
 */
export async function findSettingsFile(cwd: string): Promise<string | undefined> {
  let dir = path.resolve(cwd);
  for (;;) {
    const candidate = path.join(dir, SETTINGS_FILE_NAME);
    if ((await stat(candidate).catch(() => undefined)) !== undefined) return candidate;
    if ((await stat(path.join(dir, '.git')).catch(() => undefined)) !== undefined) return undefined;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
