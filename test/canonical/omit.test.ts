import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../src/canonical/fingerprint.js';
import { canonicalJson, writeCanonicalJson } from '../../src/canonical/json.js';

const omit = new Set(['source']);

describe('canonical JSON leaving members out (the config digest leaves out `source`)', () => {
  it('leaves the named members out at every depth, in any key order', () => {
    const value = { b: 1, source: { x: 1 }, a: [{ source: 1, c: 2 }, 'source'] };
    expect(canonicalJson(value, { omit })).toBe('{"a":[{"c":2},"source"],"b":1}');
    expect(canonicalJson(value)).toBe('{"a":[{"c":2,"source":1},"source"],"b":1,"source":{"x":1}}');
  });

  it('leaves them out of an object whose keys are already in order', () => {
    expect(canonicalJson({ a: 1, source: 2 }, { omit })).toBe('{"a":1}');
    expect(canonicalJson([{ a: { source: 2 } }], { omit })).toBe('[{"a":{}}]');
  });

  it('streams and fingerprints the same text as it writes whole, past one chunk', () => {
    const value = Array.from({ length: 3000 }, (_, i) => ({
      name: `n${i}`,
      source: { line: i },
      tags: ['x'],
    }));
    const text = canonicalJson(value, { omit });
    expect(text.length).toBeGreaterThan(64 * 1024);
    expect(text).not.toContain('source');
    const chunks: string[] = [];
    writeCanonicalJson(value, (chunk) => chunks.push(chunk), { omit });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(text);
    expect(fingerprint(value, { omit })).toBe(`sha256:${createHash('sha256').update(text).digest('hex')}`);
  });
});
