import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPERATION_TABLE_API_VERSION } from '../../src/model/api-version.js';

function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i += 1) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

describe('the API version smform --version names', () => {
  it('is the newest released spec version the operation table sources name', async () => {
    const operations = JSON.parse(await readFile('spec/operations.json', 'utf8')) as { sources?: string[] }[];
    const versions = operations
      .flatMap((operation) => operation.sources ?? [])
      .flatMap((source) => [...source.matchAll(/(?:API|spec) v(\d+\.\d+\.\d+)(-[\w.]+)?/g)])
      .filter((match) => match[2] === undefined)
      .map((match) => match[1] ?? '');
    expect(versions.length).toBeGreaterThan(0);
    expect(versions.sort(compareVersions).at(-1)).toBe(OPERATION_TABLE_API_VERSION);
  });
});
