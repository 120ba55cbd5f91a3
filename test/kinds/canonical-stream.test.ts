import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, writeCanonicalJson } from '../../src/canonical/json.js';
import { fingerprint } from '../../src/canonical/fingerprint.js';

/** The first definition, kept here as the reference: a deep copy with sorted keys, then JSON.stringify. */
function referenceJson(value: unknown): string {
  const sortKeys = (entry: unknown): unknown => {
    if (Array.isArray(entry))
      return entry.map((item: unknown) => (item === undefined ? null : sortKeys(item)));
    if (typeof entry === 'object' && entry !== null) {
      // Entries, not assignments: an own member named __proto__ stays a member.
      const sorted: [string, unknown][] = [];
      for (const key of Object.keys(entry).sort()) {
        const member = (entry as Record<string, unknown>)[key];
        if (member !== undefined) sorted.push([key, sortKeys(member)]);
      }
      return Object.fromEntries(sorted);
    }
    return entry;
  };
  return JSON.stringify(sortKeys(value));
}

const values = fc.anything({
  maxDepth: 5,
  withNullPrototype: false,
  withBoxedValues: false,
  withMap: false,
  withSet: false,
  withObjectString: false,
  withTypedArray: false,
  withSparseArray: false,
  withDate: false,
  withBigInt: false,
});

const chunksOf = (value: unknown): string[] => {
  const chunks: string[] = [];
  writeCanonicalJson(value, (chunk) => chunks.push(chunk));
  return chunks;
};

describe('canonical JSON without a sorted copy', () => {
  it('equals the sorted-copy definition for any value', () => {
    fc.assert(
      fc.property(values, (value) => {
        expect(canonicalJson(value)).toBe(referenceJson(value));
      }),
      { numRuns: 500 },
    );
  });

  it('equals it for values whose keys are already in order (written without a replacer)', () => {
    fc.assert(
      fc.property(values, (value) => {
        const text = referenceJson(value) as string | undefined;
        if (text === undefined) return;
        const ordered = JSON.parse(text) as unknown;
        expect(canonicalJson(ordered)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('streams the same text in chunks, and the fingerprint hashes exactly that text', () => {
    fc.assert(
      fc.property(values, (value) => {
        const text = canonicalJson(value) as string | undefined;
        expect(chunksOf(value).join('')).toBe(text ?? '');
        if (text === undefined) return;
        const expected = createHash('sha256').update(text).digest('hex');
        expect(fingerprint(value)).toBe(`sha256:${expected}`);
      }),
      { numRuns: 300 },
    );
  });

  it('sorts keys at every depth, drops undefined members and writes them as null in arrays', () => {
    const value = { b: [{ z: 1, a: undefined }, undefined], a: { d: { c: 2, b: 1 } }, c: undefined };
    expect(canonicalJson(value)).toBe('{"a":{"d":{"b":1,"c":2}},"b":[{"z":1},null]}');
    expect(chunksOf(value).join('')).toBe(canonicalJson(value));
  });

  it('cuts a large value into chunks of about 64 KiB without splitting a member', () => {
    const changes = Array.from({ length: 5000 }, (_, i) => ({
      name: `Group ${i} ✓`,
      id: String(i),
      tags: ['a'],
    }));
    const chunks = chunksOf({ changes, summary: { noop: 5000 } });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(64 * 1024);
    expect(chunks.join('')).toBe(referenceJson({ changes, summary: { noop: 5000 } }));
  });
});
