import { readFileSync } from 'node:fs';
import type { Ignorer } from '@stryker-mutator/api/ignore';
import type { Logger } from '@stryker-mutator/api/logging';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { describe, expect, it } from 'vitest';

// The ignorer of `npm run mutate` (stryker-ignorer.js), run by Stryker's own instrumenter on small texts and
// on the files it names: what it skips, with which reason, and what it leaves to the tests.

interface IgnorerModule {
  SPEED_ONLY: Record<string, string[]>;
  strykerPlugins: { value: Ignorer }[];
}

const ROOT = new URL('../../', import.meta.url);
const plugin = (await import(new URL('stryker-ignorer.js', ROOT).href)) as IgnorerModule;

const quiet = new Proxy({}, { get: () => () => false }) as Logger;

interface Outcome {
  code: string;
  mutator: string;
  ignored: string | undefined;
}

/** Every mutant Stryker makes of `content` as the file `name`, with the reason it is ignored, if any. */
async function mutantsOf(name: string, content: string): Promise<Outcome[]> {
  const instrumenter = new Instrumenter(quiet);
  const result = await instrumenter.instrument([{ name, content, mutate: true }], {
    plugins: null,
    excludedMutations: [],
    ignorers: plugin.strykerPlugins.map((entry) => entry.value),
  });
  const lines = content.split('\n');
  // Stryker counts lines from 0.
  return result.mutants.map((mutant) => ({
    code: (lines[mutant.location.start.line] ?? '').slice(
      mutant.location.start.column,
      mutant.location.end.column,
    ),
    mutator: mutant.mutatorName,
    ignored: mutant.status === 'Ignored' ? mutant.statusReason : undefined,
  }));
}

const reasons = (outcomes: Outcome[], code: string): (string | undefined)[] =>
  outcomes.filter((outcome) => outcome.code === code).map((outcome) => outcome.ignored);

describe('code that runs when the module loads', () => {
  it('is skipped as a module constant; the functions beside it are mutated', async () => {
    const outcomes = await mutantsOf(
      'src/x/table.ts',
      [
        "const TABLE = { a: 'kept' };",
        'export function read(key: string): string {',
        "  return key === 'a' ? TABLE.a : 'other';",
        '}',
      ].join('\n'),
    );
    expect(reasons(outcomes, "'kept'")).toEqual([
      'module constant: runs once when the module loads (static)',
    ]);
    expect(reasons(outcomes, "{ a: 'kept' }")).toEqual([
      'module constant: runs once when the module loads (static)',
    ]);
    expect(reasons(outcomes, "'other'")).toEqual([undefined]);
    expect(reasons(outcomes, "key === 'a'").length).toBeGreaterThan(0);
    expect(reasons(outcomes, "key === 'a'").every((reason) => reason === undefined)).toBe(true);
  });
});

describe('speed-only functions, by file and name', () => {
  const text = [
    'export function diffTags(before: string[], after: string[]): string[] {',
    '  if (sameList(before, after)) return [];',
    "  return after.filter((tag) => !before.includes(tag)).concat(['x']);",
    '}',
    'function sameList(a: string[], b: string[]): boolean {',
    '  if (a.length !== b.length) return false;',
    '  return true;',
    '}',
  ].join('\n');

  it('skips the function and the condition that asks it, not the rest of its caller', async () => {
    const outcomes = await mutantsOf('/repo/src/kinds/tags.ts', text);
    expect(reasons(outcomes, 'a.length !== b.length')).toContain(
      'speed only: sameList picks a faster way to the same answer',
    );
    expect(reasons(outcomes, 'sameList(before, after)')).toContain(
      'speed only: the condition of a fast path',
    );
    expect(reasons(outcomes, "['x']")).toEqual([undefined]);
  });

  it('mutates a function of that name in any other file', async () => {
    const outcomes = await mutantsOf('/repo/src/planner/plan-sentry.ts', text);
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes.every((outcome) => outcome.ignored === undefined)).toBe(true);
  });
});

describe('how many run at once', () => {
  it('skips an options object that only sets concurrency, not one that sets more', async () => {
    const outcomes = await mutantsOf(
      'src/x/read.ts',
      [
        'export function readAll(read: (options: object) => void, concurrency: number): void {',
        '  read({ concurrency });',
        "  read({ concurrency, orgId: 'O_1' });",
        '}',
      ].join('\n'),
    );
    expect(reasons(outcomes, '{ concurrency }')).toEqual(['speed only: how many run at once']);
    expect(reasons(outcomes, "{ concurrency, orgId: 'O_1' }")).toEqual([undefined]);
  });
});

describe('the speed-only functions the ignorer names', () => {
  it.each(Object.entries(plugin.SPEED_ONLY))('exist in %s and are skipped there', async (file, names) => {
    const outcomes = await mutantsOf(file, readFileSync(new URL(file, ROOT), 'utf8'));
    const skipped = new Set(outcomes.map((outcome) => outcome.ignored));
    for (const name of names)
      expect(skipped).toContain(`speed only: ${name} picks a faster way to the same answer`);
  });
});
