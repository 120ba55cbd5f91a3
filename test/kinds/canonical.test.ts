import { describe, expect, it } from 'vitest';
import { diffAdminRole, normalizeAdminRole } from '../../src/kinds/admin-role/admin-roles.js';
import { canonicalJson } from '../../src/canonical/json.js';
import { fingerprint } from '../../src/canonical/fingerprint.js';
import { ROLE_SCOPE_AS_TAG_SCOPE } from '../../src/kinds/admin-role/role-scope.js';
import { formatScopeString, parseScopeString } from '../../src/kinds/tag-scope.js';
import {
  diffTargetGroup,
  normalizeTargetGroup,
  readTargetGroup,
} from '../../src/kinds/target-group/target-groups.js';

describe('canonical forms', () => {
  it('tag order and duplicates never make a diff', () => {
    const desired = normalizeTargetGroup({ name: 'K', scope: 'withAll', tags: ['kiosk', 'ipad'] });
    const live = normalizeTargetGroup({
      name: 'K',
      scope: 'withAll',
      tags: ['ipad', 'kiosk', 'ipad', ' kiosk '],
    });
    expect(diffTargetGroup(live, desired)).toEqual([]);
    expect(fingerprint(live)).toBe(fingerprint(desired));
  });

  it('the scope string and the keyword-plus-tags shape read the same', () => {
    const fromString = readTargetGroup({ id: '1', name: 'G', scope: 'withAny, b, a' }, 'N_1');
    const fromFields = readTargetGroup({ id: '1', name: 'G', scope: 'withAny', tags: ['a', 'b'] }, 'N_1');
    expect(diffTargetGroup(normalizeTargetGroup(fromString), normalizeTargetGroup(fromFields))).toEqual([]);
  });

  it('all and none ignore tags; tagged scopes compare them', () => {
    expect(normalizeTargetGroup({ name: 'A', scope: 'all', tags: ['stale'] }).tags).toEqual([]);
    expect(normalizeTargetGroup({ name: 'A', scope: 'none', tags: ['stale'] }).tags).toEqual([]);
    const before = normalizeTargetGroup({ name: 'A', scope: 'withAny', tags: ['a', 'c'] });
    const after = normalizeTargetGroup({ name: 'B', scope: 'withAll', tags: ['a', 'b'] });
    expect(diffTargetGroup(before, after)).toEqual([
      { path: 'name', before: 'A', after: 'B' },
      { path: 'scope', before: 'withAny', after: 'withAll' },
      { path: 'tags', added: ['b'], removed: ['c'] },
    ]);
  });

  it('roles keep their own scope vocabulary and always compare tags', () => {
    const live = normalizeAdminRole({ name: 'R', scope: 'some', tags: ['b', 'a', 'a'] });
    expect(live).toEqual({ name: 'R', scope: 'some', tags: ['a', 'b'] });
    expect(
      diffAdminRole(live, normalizeAdminRole({ name: 'R', scope: 'without_some', tags: ['a'] })),
    ).toEqual([
      { path: 'scope', before: 'some', after: 'without_some' },
      { path: 'tags', added: [], removed: ['b'] },
    ]);
  });

  it('reads role scopes as tag-scope keywords in one table', () => {
    expect(ROLE_SCOPE_AS_TAG_SCOPE).toEqual({
      all_tags: 'withAll',
      some: 'withAny',
      without_all_tags: 'withoutAll',
      without_some: 'withoutAny',
    });
  });

  it('formats and parses the scope string both ways', () => {
    expect(formatScopeString('withAny', ['b', 'a'])).toBe('withAny, a, b');
    expect(formatScopeString('all', ['stale'])).toBe('all');
    expect(parseScopeString('withoutAll, x')).toEqual({ keyword: 'withoutAll', tags: ['x'] });
    expect(parseScopeString('sometimes')).toBeUndefined();
  });

  it('canonical JSON sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: undefined }], c: 2 } })).toBe(
      '{"a":{"c":2,"d":[1,{"z":1}]},"b":1}',
    );
    expect(fingerprint({ a: 1, b: 2 })).toBe(fingerprint({ b: 2, a: 1 }));
    expect(fingerprint({ a: 1 })).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
