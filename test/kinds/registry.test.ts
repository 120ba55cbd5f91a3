import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/canonical/json.js';
import { diffCanonical } from '../../src/kinds/canonical-diff.js';
import {
  KIND_SPECS,
  KINDS,
  isKind,
  kindSpec,
  registerKind,
  registeredKinds,
  targetGroupKind,
} from '../../src/kinds/registry.js';
import { addReadOwner, readNetworks, type KindSpec } from '../../src/kinds/kind-spec.js';
import type { Kind } from '../../src/model/plan.js';
import { diffDeviceTag } from '../../src/kinds/device-tag/plan-tags.js';
import type { CanonicalDeviceTag } from '../../src/kinds/device-tag/types.js';
import { ROLE_SCOPES, TAG_SCOPE_KEYWORDS } from '../../src/model/scope.js';

/*
 * The kind registry's table test: every kind's diff is empty exactly when the canonical forms are equal,
 * also for a field the diff was never told about (one only in the canonical form). A new kind must add
 * its row here (`Record<Kind, ...>`), so it cannot join the registry untested.
 */

const source = { file: 'k.yaml', line: 1, column: 1 };
const tags = fc.uniqueArray(fc.constantFrom('a', 'b', ' c ', 'B', 'ipad', 'a'), { maxLength: 3 });
const name = fc.constantFrom('Kiosks', 'Phones', 'yes', 'a: b');
/** A field the canonical forms of today do not have: a string, a number, a tag list, or absent. */
const extra = fc.option(fc.oneof(fc.constantFrom('x', 'y'), fc.integer({ min: 0, max: 2 }), tags), {
  nil: undefined,
});

/** Random canonical forms of one kind, and its diff over them (emptiness is what counts). */
interface Row {
  canonical: fc.Arbitrary<unknown>;
  diffIsEmpty(a: unknown, b: unknown): boolean;
}

const groupForm = fc
  .record({ name, scope: fc.constantFrom(...TAG_SCOPE_KEYWORDS), tags })
  .map((group) => KIND_SPECS.targetGroup.parts.normalizeDesired({ ...group, protected: false, source }));
const roleForm = fc
  .record({ name, scope: fc.constantFrom(...ROLE_SCOPES), tags })
  .map((role) => KIND_SPECS.adminRole.parts.normalizeDesired({ ...role, protected: false, source }));
const policyForm = fc
  .record({
    smNetworkId: fc.constantFrom('N_1', 'N_2'),
    groupPolicyId: fc.constantFrom('100', '101'),
    scope: fc.constantFrom(...TAG_SCOPE_KEYWORDS),
    tags,
  })
  .map((policy) => KIND_SPECS.sentry.normalize(policy));

type Canonical<T> = T extends fc.Arbitrary<infer C> ? C : never;

const ROWS: Record<Kind, Row> = {
  targetGroup: {
    canonical: groupForm,
    diffIsEmpty: (a, b) =>
      KIND_SPECS.targetGroup.parts.diff(a as Canonical<typeof groupForm>, b as Canonical<typeof groupForm>)
        .length === 0,
  },
  adminRole: {
    canonical: roleForm,
    diffIsEmpty: (a, b) =>
      KIND_SPECS.adminRole.parts.diff(a as Canonical<typeof roleForm>, b as Canonical<typeof roleForm>)
        .length === 0,
  },
  // Device tags: the tag and its members' serials; the diff is the planner's (`diffDeviceTag`).
  deviceTag: {
    canonical: fc
      .record({
        tag: fc.constantFrom('kiosk', 'loaner'),
        serials: fc.uniqueArray(fc.constantFrom('Q-1', 'Q-2', 'Q-3'), { maxLength: 3 }),
      })
      .map((form) => ({ tag: form.tag, serials: [...form.serials].sort() })),
    diffIsEmpty: (a, b) => diffDeviceTag(a as CanonicalDeviceTag, b as CanonicalDeviceTag).length === 0,
  },
  // A list kind: the canonical form is the network's ordered list.
  sentry: {
    canonical: fc.array(policyForm, { maxLength: 4 }),
    diffIsEmpty: (a, b) =>
      KIND_SPECS.sentry.diff(a as Canonical<typeof policyForm>[], b as Canonical<typeof policyForm>[])
        .length === 0,
  },
};

/** The form with one more field, set on the object itself or on every entry of a list. */
function withExtra(form: unknown, value: unknown): unknown {
  if (value === undefined) return form;
  if (Array.isArray(form)) return form.map((entry: object) => ({ ...entry, extra: value }));
  return { ...(form as object), extra: value };
}

/** Two forms, often equal or nearly so (a random pair of forms is almost never equal). */
function pairOf(row: Row): fc.Arbitrary<[unknown, unknown]> {
  return fc.oneof(
    fc.tuple(row.canonical, row.canonical),
    row.canonical.map((form): [unknown, unknown] => [form, structuredClone(form)]),
  );
}

describe('the kind registry', () => {
  it('holds one spec per kind, keyed by its own kind, with distinct ranks', () => {
    expect(KINDS).toEqual(['adminRole', 'sentry', 'targetGroup', 'deviceTag']);
    for (const kind of KINDS) expect(kindSpec(kind).kind).toBe(kind);
    expect(new Set(KINDS.map((kind) => kindSpec(kind).rank)).size).toBe(KINDS.length);
    expect(KINDS.filter((kind) => kindSpec(kind).shape === 'list')).toEqual(['sentry']);
  });

  it('answers only for the kinds it holds', () => {
    expect(() => kindSpec('toy' as Kind)).toThrow(new Error('no kind toy is registered'));
    expect(isKind('targetGroup')).toBe(true);
    expect(isKind('toy')).toBe(false);
    expect(isKind('TargetGroup')).toBe(false);
    expect(registeredKinds().map((spec) => spec.kind)).toStrictEqual(['deviceTag']);
  });

  it('a kind registered joins every loop at the end, once, until it is taken out again', () => {
    const toy = { ...targetGroupKind, kind: 'toy' as Kind, readPart: 'kinds' } as KindSpec;
    const unregister = registerKind(toy);
    try {
      expect(KINDS).toStrictEqual(['adminRole', 'sentry', 'targetGroup', 'deviceTag', 'toy']);
      expect(kindSpec('toy' as Kind)).toBe(toy);
      expect(isKind('toy')).toBe(true);
      expect(registeredKinds().map((spec) => spec.kind)).toStrictEqual(['deviceTag', 'toy']);
      expect(() => registerKind(toy)).toThrow(new Error('kind toy is registered already'));
      expect(() => registerKind(targetGroupKind)).toThrow(
        new Error('kind targetGroup is registered already'),
      );
    } finally {
      unregister();
    }
    expect(KINDS).toStrictEqual(['adminRole', 'sentry', 'targetGroup', 'deviceTag']);
    expect(isKind('toy')).toBe(false);
    // Taken out twice: the second time takes nothing else with it.
    unregister();
    expect(KINDS).toStrictEqual(['adminRole', 'sentry', 'targetGroup', 'deviceTag']);
  });

  it("what an organization's read covers: target-group networks first, then registered kinds' networks once", () => {
    const read = { adminRoles: false, sentry: true, networks: ['N_1'] };
    expect(readNetworks(read)).toStrictEqual(['N_1']);
    expect(readNetworks(read)).not.toBe(read.networks);
    expect(
      readNetworks({ ...read, kinds: { deviceTag: ['N_2', 'N_1', ''], targetGroup: ['N_3', 'N_2'] } }),
    ).toStrictEqual(['N_1', 'N_2', 'N_3']);
  });

  it('adds one scope of a kind to a read, once', () => {
    const read: Parameters<typeof addReadOwner>[1] = { adminRoles: false, sentry: false, networks: [] };
    addReadOwner(kindSpec('targetGroup'), read, 'N_1');
    addReadOwner(kindSpec('targetGroup'), read, 'N_1');
    addReadOwner(kindSpec('adminRole'), read, '');
    expect(read).toStrictEqual({ adminRoles: true, sentry: false, networks: ['N_1'] });
    addReadOwner(kindSpec('sentry'), read, '');
    addReadOwner(kindSpec('deviceTag'), read, 'N_2');
    addReadOwner(kindSpec('deviceTag'), read, 'N_2');
    addReadOwner(kindSpec('deviceTag'), read, 'N_1');
    expect(read).toStrictEqual({
      adminRoles: true,
      sentry: true,
      networks: ['N_1'],
      kinds: { deviceTag: ['N_2', 'N_1'] },
    });
    const withOther: Parameters<typeof addReadOwner>[1] = {
      adminRoles: false,
      sentry: false,
      networks: [],
      kinds: { targetGroup: ['N_9'] },
    };
    addReadOwner(kindSpec('deviceTag'), withOther, 'N_2');
    expect(withOther.kinds).toStrictEqual({ targetGroup: ['N_9'], deviceTag: ['N_2'] });
  });

  it('gives each kind that plans and writes itself the hooks of its shape', () => {
    const missing = KINDS.map(kindSpec).flatMap((spec) => {
      const hooks =
        spec.shape === 'list'
          ? (['planLists', 'writeList'] as const)
          : spec.shape === 'own'
            ? (['planOwn', 'writeCalls'] as const)
            : [];
      return hooks.filter((hook) => typeof spec[hook] !== 'function').map((hook) => `${spec.kind}.${hook}`);
    });
    expect(missing).toEqual([]);
  });

  describe.each(KINDS)('%s', (kind) => {
    const row = ROWS[kind];

    it('diff(a, b) is empty exactly when the canonical forms are equal', () => {
      fc.assert(
        fc.property(pairOf(row), ([a, b]) => {
          expect(row.diffIsEmpty(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
        }),
        { numRuns: 300 },
      );
    });

    it('a field only in the canonical form is diffed too (no list of fields to forget it in)', () => {
      fc.assert(
        fc.property(pairOf(row), extra, extra, ([a, b], x, y) => {
          const left = withExtra(a, x);
          const right = withExtra(b, y);
          expect(row.diffIsEmpty(left, right)).toBe(canonicalJson(left) === canonicalJson(right));
        }),
        { numRuns: 300 },
      );
      // And concretely: two equal forms that differ only in the new field are a change.
      const someForm = row.canonical.filter((form) => !Array.isArray(form) || form.length > 0);
      const [sample] = fc.sample(someForm, { numRuns: 1, seed: 7 });
      expect(row.diffIsEmpty(withExtra(sample, 'old'), withExtra(sample, 'new'))).toBe(false);
    });
  });
});

describe('diffCanonical', () => {
  it('names every field of the form, in its order; tag sets as added and removed', () => {
    expect(
      diffCanonical(
        { name: 'A', scope: 'withAny', tags: ['a', 'b'], extra: 1 },
        { name: 'B', scope: 'withAny', tags: ['b', 'c'], extra: 2 },
      ),
    ).toEqual([
      { path: 'name', before: 'A', after: 'B' },
      { path: 'tags', added: ['c'], removed: ['a'] },
      { path: 'extra', before: 1, after: 2 },
    ]);
    expect(diffCanonical({ name: 'A', gone: 'x' }, { name: 'A' })).toEqual([
      { path: 'gone', before: 'x', after: undefined },
    ]);
  });
});
