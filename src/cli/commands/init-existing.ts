import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** A YAML file that declares smform config: a top-level `organizations:` or `templates:` key. */
const CONFIG_KEY = /^(?:organizations|templates)\s*:/m;

/** Folders a config walk never holds: hidden ones (.git, .github, .smform), installs, vendored tarballs. */
const SKIPPED = new Set(['node_modules', 'vendor']);

/**
 * The config files already in `dir` (relative paths, sorted): `init` in a repository that has config
 * writes none, so re-running it never adds a declaration that changes what is planned.
 */
export async function existingConfig(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (at: string): Promise<void> => {
    const entries = await readdir(at, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && /\.ya?ml$/i.test(entry.name)) {
        const text = await readFile(path, 'utf8').catch(() => '');
        if (CONFIG_KEY.test(text)) found.push(relative(dir, path));
      }
    }
  };
  await walk(dir);
  return found.sort();
}
