import { describe, expect, it } from 'vitest';
import { listEntries, mapEntries } from '../../src/kinds/kind-config.js';
import { setSlotObjects, slotObjects, slotPlacement } from '../../src/kinds/kind-slot.js';
import { SnapshotReader } from '../../src/kinds/snapshot-reader.js';
import type { DesiredOrganization, OwnershipPolicy } from '../../src/model/desired.js';
import type { LiveOrganization } from '../../src/model/live.js';
import type { Kind } from '../../src/model/plan.js';

/*
 * Where a kind added through the registry keeps its objects (its entry in the `kinds` slot of the
 * organization or the network that owns the scope), and how its config section splits into objects:
 * the placement every loop over the registry relies on, with exact results.
 */

const TOY = 'toy' as Kind;
const SOURCE = { file: 'toy.yaml', line: 1, column: 1 };
const POLICY: OwnershipPolicy = {
  prune: false,
  ignore: [],
  maxChangePercent: 30,
  minObjectsForPercent: 10,
  maxDevicePercent: 20,
};

interface Toy {
  name: string;
  source: typeof SOURCE;
}
interface LiveToy {
  id: string;
  name: string;
}

const toy = (name: string): Toy => ({ name, source: SOURCE });

/** The calls `readList` got, to show it is handed the organization and the network. */
function placement(owner: 'org' | 'network') {
  const calls: unknown[][] = [];
  const spec = slotPlacement<Toy, LiveToy>({
    kind: TOY,
    owner,
    readList: (raw, orgId, networkId) => {
      calls.push([orgId, networkId]);
      return (raw as string[]).map((name, i) => ({ id: `${networkId}:${i}`, name }));
    },
    readSnapshotOne: (r, raw, where) => {
      const record = r.object(raw, where);
      return { id: r.string(record, 'id', where), name: r.string(record, 'name', where) };
    },
  });
  return { spec, calls };
}

const desired = (): DesiredOrganization => ({
  id: 'O_1',
  policy: POLICY,
  networks: [
    { id: 'N_1', policy: POLICY, source: SOURCE, kinds: { toy: [toy('a')] } },
    { id: 'N_2', policy: POLICY, source: SOURCE },
    { id: 'N_3', policy: POLICY, source: SOURCE, kinds: { other: [], toy: [toy('b'), toy('c')] } },
  ],
  source: SOURCE,
});

describe('the slots of a registered kind', () => {
  it("reads and sets one holder's objects, keeping the other kinds there", () => {
    expect(slotObjects({}, TOY)).toBe(undefined);
    expect(slotObjects(undefined, TOY)).toBe(undefined);
    const holder: { kinds?: Record<string, unknown[]> } = {};
    setSlotObjects(holder, TOY, [1]);
    expect(holder).toStrictEqual({ kinds: { toy: [1] } });
    const both = { kinds: { other: [2] } };
    setSlotObjects(both, TOY, [3]);
    expect(both).toStrictEqual({ kinds: { other: [2], toy: [3] } });
    expect(slotObjects(both, TOY)).toStrictEqual([3]);
  });

  it('a kind of networks: declared per network, absent where a network declares none', () => {
    const { spec } = placement('network');
    const org = desired();
    expect(spec.readPart).toBe('kinds');
    expect(spec.declaredScopes(org)).toStrictEqual([
      { networkId: 'N_1', objects: [toy('a')] },
      { networkId: 'N_3', objects: [toy('b'), toy('c')] },
    ]);
    expect(spec.declaredObjects(org, 'N_3')).toStrictEqual([toy('b'), toy('c')]);
    expect(spec.declaredObjects(org, 'N_2')).toBe(undefined);
    expect(spec.declaredObjects(org, 'N_9')).toBe(undefined);
    spec.placeDeclared(org, 'N_2', [toy('d')]);
    spec.placeDeclared(org, 'N_9', [toy('e')]);
    expect(spec.declaredObjects(org, 'N_2')).toStrictEqual([toy('d')]);
    expect(org.networks.map((network) => network.id)).toStrictEqual(['N_1', 'N_2', 'N_3']);
    expect(org.kinds).toBe(undefined);
  });

  it('an organization-wide kind: one scope, network "", in the organization itself', () => {
    const { spec } = placement('org');
    const org = desired();
    expect(spec.declaredScopes(org)).toStrictEqual([]);
    spec.placeDeclared(org, '', [toy('x')]);
    expect(org.kinds).toStrictEqual({ toy: [toy('x')] });
    expect(spec.declaredScopes(org)).toStrictEqual([{ networkId: '', objects: [toy('x')] }]);
    expect(spec.declaredObjects(org, 'N_1')).toStrictEqual([toy('x')]);
  });

  it("a kind of networks' live read joins its network, added when the organization lacks it", () => {
    const { spec, calls } = placement('network');
    const org: LiveOrganization = { id: 'O_1', networks: [{ id: 'N_1', targetGroups: [] }] };
    expect(spec.liveObjects(org, 'N_1')).toBe(undefined);
    spec.placeRead(org, 'N_1', ['a']);
    spec.placeRead(org, 'N_2', ['b', 'c']);
    expect(calls).toStrictEqual([
      ['O_1', 'N_1'],
      ['O_1', 'N_2'],
    ]);
    expect(org).toStrictEqual({
      id: 'O_1',
      networks: [
        { id: 'N_1', targetGroups: [], kinds: { toy: [{ id: 'N_1:0', name: 'a' }] } },
        {
          id: 'N_2',
          kinds: {
            toy: [
              { id: 'N_2:0', name: 'b' },
              { id: 'N_2:1', name: 'c' },
            ],
          },
        },
      ],
    });
    expect(spec.liveObjects(org, 'N_2')).toStrictEqual([
      { id: 'N_2:0', name: 'b' },
      { id: 'N_2:1', name: 'c' },
    ]);
    expect(spec.liveObjects(org, 'N_9')).toBe(undefined);
  });

  it("an organization-wide kind's live read is set on the organization", () => {
    const { spec, calls } = placement('org');
    const org: LiveOrganization = { id: 'O_1', networks: [] };
    spec.placeRead(org, '', ['a']);
    expect(calls).toStrictEqual([['O_1', '']]);
    expect(org).toStrictEqual({ id: 'O_1', networks: [], kinds: { toy: [{ id: ':0', name: 'a' }] } });
    expect(spec.liveObjects(org, undefined)).toStrictEqual([{ id: ':0', name: 'a' }]);
  });

  it('copies one scope from one read into another, and says whether the first held it', () => {
    const { spec } = placement('network');
    const from: LiveOrganization = {
      id: 'O_1',
      networks: [{ id: 'N_1', kinds: { toy: [{ id: '1', name: 'a' }] } }, { id: 'N_2' }],
    };
    const into: LiveOrganization = { id: 'O_1', networks: [{ id: 'N_1', targetGroups: [] }] };
    expect(spec.copyRead(from, into, 'N_2')).toBe(false);
    expect(into).toStrictEqual({ id: 'O_1', networks: [{ id: 'N_1', targetGroups: [] }] });
    expect(spec.copyRead(from, into, 'N_1')).toBe(true);
    expect(into).toStrictEqual({
      id: 'O_1',
      networks: [{ id: 'N_1', targetGroups: [], kinds: { toy: [{ id: '1', name: 'a' }] } }],
    });
    const empty: LiveOrganization = { id: 'O_1', networks: [] };
    expect(spec.copyRead(from, empty, 'N_1')).toBe(true);
    expect(empty).toStrictEqual({
      id: 'O_1',
      networks: [{ id: 'N_1', kinds: { toy: [{ id: '1', name: 'a' }] } }],
    });
    const orgWide = placement('org').spec;
    const target: LiveOrganization = { id: 'O_1', networks: [] };
    expect(orgWide.copyRead({ id: 'O_1', networks: [], kinds: { toy: [] } }, target, '')).toBe(true);
    expect(target).toStrictEqual({ id: 'O_1', networks: [], kinds: { toy: [] } });
  });

  it('reads a snapshot list into its owner, each object named by its position', () => {
    const r = new SnapshotReader('snap.json', 'take it again');
    const network = placement('network').spec;
    const into = { id: 'N_1' };
    network.readSnapshot(r, [{ id: '1', name: 'a' }], 'networks[0].toy', { network: into });
    expect(into).toStrictEqual({ id: 'N_1', kinds: { toy: [{ id: '1', name: 'a' }] } });
    const org: LiveOrganization = { id: 'O_1', networks: [] };
    network.readSnapshot(r, [{ id: '1', name: 'a' }], 'x', { org });
    expect(org).toStrictEqual({ id: 'O_1', networks: [] });
    expect(() =>
      network.readSnapshot(r, [{ id: '1', name: 'a' }, { id: 2 }], 'networks[0].toy', {
        network: { id: 'N_1' },
      }),
    ).toThrow('snap.json is not a valid live snapshot: networks[0].toy[1].id is not a string');
    const orgWide = placement('org').spec;
    orgWide.readSnapshot(r, [], 'toy', { org });
    expect(org).toStrictEqual({ id: 'O_1', networks: [], kinds: { toy: [] } });
    const untouched = { id: 'N_1' };
    orgWide.readSnapshot(r, [], 'toy', { network: untouched });
    expect(untouched).toStrictEqual({ id: 'N_1' });
  });
});

describe("a registered kind's config section", () => {
  it('a list: each item at its position, named by `nameOf`, its name written under `name`', () => {
    expect(
      listEntries([{ name: 'a' }, { name: 'b', x: 1 }], (value) => (value as { name: string }).name),
    ).toStrictEqual([
      { key: 0, name: 'a', nameAt: ['name'], value: { name: 'a' } },
      { key: 1, name: 'b', nameAt: ['name'], value: { name: 'b', x: 1 } },
    ]);
    expect(listEntries({ a: 1 }, () => 'x')).toStrictEqual([]);
    expect(listEntries(undefined, () => 'x')).toStrictEqual([]);
  });

  it('a map: each key with its value, named by the key itself', () => {
    expect(mapEntries({ kiosk: { mode: 'all' }, lobby: null })).toStrictEqual([
      { key: 'kiosk', name: 'kiosk', nameAt: [], value: { mode: 'all' } },
      { key: 'lobby', name: 'lobby', nameAt: [], value: null },
    ]);
    for (const section of [null, [{ a: 1 }], 'text', undefined])
      expect(mapEntries(section)).toStrictEqual([]);
  });
});
