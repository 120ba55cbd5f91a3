import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';

const examples = fileURLToPath(new URL('../../examples/', import.meta.url));

/**
 * A copy of `examples/NAME` (its config files, no `.smform`) in a scratch directory, removed when the
 * test ends. An apply against a real API takes the lock in its config's directory: suites that apply the
 * example itself would hold one lock in the checkout between them, and one fails when they overlap.
 */
export async function copyOfExample(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `smform-${name}-`));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await cp(join(examples, name), dir, {
    recursive: true,
    filter: (source) => !source.split(/[\\/]/).includes('.smform'),
  });
  return dir;
}
