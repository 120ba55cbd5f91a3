import { describe, expect, it } from 'vitest';
import { githubRepository } from '../../src/cli/commands/init-action.js';
import { isActionRef } from '../../src/export/scaffold-action.js';

describe('the action reference init writes into the workflows', () => {
  it('comes from a GitHub repository field in any form npm accepts, and from nothing else', () => {
    for (const field of [
      'acme/smform',
      'github:acme/smform',
      'https://github.com/acme/smform',
      'git+https://github.com/acme/smform.git',
      'git+ssh://git@github.com/acme/smform.git',
      { type: 'git', url: 'git+https://github.com/acme/smform.git' },
    ]) {
      expect(githubRepository(field), JSON.stringify(field)).toBe('acme/smform');
    }
    for (const field of [
      undefined,
      '',
      'gitlab:acme/smform',
      'https://gitlab.com/acme/smform',
      { type: 'git' },
      42,
    ]) {
      expect(githubRepository(field), JSON.stringify(field)).toBeUndefined();
    }
  });

  it('is a plain owner/repo@ref: nothing YAML or a shell would read', () => {
    for (const ref of [
      'acme/smform@v0.1.0',
      'acme/smform@main',
      'acme/tools/smform@0123abc',
      'a-b/c.d@release/1',
    ]) {
      expect(isActionRef(ref), ref).toBe(true);
    }
    for (const ref of [
      'acme/smform',
      'smform@v1',
      'acme/smform@',
      'acme/smform@v1 #',
      'acme/smform@v1\nrun: x',
      "acme/smform@'v1'",
      'acme/../x@v1',
      './action@v1',
    ]) {
      expect(isActionRef(ref), ref).toBe(false);
    }
  });
});
