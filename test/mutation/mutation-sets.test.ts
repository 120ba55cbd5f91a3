import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import strykerVitest from '../../vitest.stryker.config.js';

// The sets `npm run mutate:set -- NAME` runs (mutation-sets.json): each names code that exists and suites
// that exist and that the mutation tool can see (not one it leaves out because it runs the built CLI).

interface MutationSet {
  mutate: string[];
  tests: string[];
}

const ROOT = new URL('../../', import.meta.url);
const sets = JSON.parse(readFileSync(new URL('mutation-sets.json', ROOT), 'utf8')) as Record<
  string,
  MutationSet
>;
const excluded = strykerVitest.test?.exclude ?? [];

/** The files of the repository under `dir`, as `dir/...` paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(new URL(dir, ROOT), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(new URL('.', ROOT).pathname.length)}/${entry.name}`);
}

/**
 * The files a pattern of the sets names: a path (with Stryker's `:FROM-TO` lines or not), or `DIR/**`
 * followed by `/*.ts` or `/*.test.ts`.
 */
function matches(written: string): string[] {
  const pattern = written.replace(/\.ts:\d[\d:-]*$/, '.ts');
  const glob = /^(.*?)\/\*\*\/\*(\.[a-z.]+)$/.exec(pattern);
  if (glob === null) return existsSync(new URL(pattern, ROOT)) ? [pattern] : [];
  const [, dir = '', ending = ''] = glob;
  return filesUnder(dir).filter((file) => file.endsWith(ending));
}

/** Whether one of the Stryker config's exclude patterns (a path or `DIR/**`) covers `file`. */
const leftOut = (file: string): boolean =>
  excluded.some((pattern) =>
    pattern.endsWith('/**') ? file.startsWith(pattern.slice(0, -2)) : file === pattern,
  );

describe('the mutation sets', () => {
  it.each(Object.entries(sets))('%s names source files that exist', (_name, set) => {
    for (const pattern of set.mutate.filter((entry) => !entry.startsWith('!'))) {
      expect(matches(pattern), pattern).not.toEqual([]);
      for (const file of matches(pattern)) expect(file, pattern).toMatch(/^src\/.+\.ts$/);
    }
  });

  it.each(Object.entries(sets))('%s names suites that exist and the tool runs in-process', (_name, set) => {
    expect(set.tests).not.toEqual([]);
    for (const pattern of set.tests) {
      const files = matches(pattern);
      expect(files, pattern).not.toEqual([]);
      for (const file of files) {
        expect(file, pattern).toMatch(/^test\/.+\.test\.ts$/);
        expect(leftOut(file), `${file} is left out by vitest.stryker.config.ts`).toBe(false);
      }
    }
  });
});
