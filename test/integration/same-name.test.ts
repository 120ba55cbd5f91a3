import { describe, expect, it } from 'vitest';
import type { DesiredState, DesiredTargetGroup } from '../../src/model/desired.js';
import { activeChanges, startHarness, type Harness } from './harness.js';

// The API lets two objects of one scope share a name. A plan may mean two of them (a restore of a backup
// holding both), or keep one beside an unmanaged one (a pinned rename onto its name). The apply must write
// what the plan says and not take the other object for another writer's: no adoption, no stale refusal,
// no verification problem. Another writer's object of the name still counts (apply-unusual-answers.test.ts).

const seed = {
  organizations: [
    {
      id: '1',
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: '5', name: 'Old', scope: 'all', tags: [] },
            { id: '7', name: 'Lab', scope: 'withAny', tags: ['lab'] },
          ],
        },
      ],
    },
  ],
};

/** Two target groups named Twin in N_1 (withAll a, withAny b). */
function twinsDeclared(h: Harness): DesiredState {
  const desired = h.desired(`
organizations:
  - id: "1"
    networks:
      - id: N_1
        targetGroups:
          - { name: Twin, scope: withAll, tags: [a] }
`);
  // A restore declares both objects of its backup; the config language cannot, so add the twin here.
  const groups = desired.organizations[0]?.networks[0]?.targetGroups as DesiredTargetGroup[];
  groups.push({ ...(groups[0] as DesiredTargetGroup), scope: 'withAny', tags: ['b'] });
  return desired;
}

describe('two objects of one name, both meant by the plan', () => {
  it('creates two twins, the second create not adopting the first even after its scope read expired', async () => {
    const h = await startHarness(seed);
    const desired = twinsDeclared(h);
    const made = await h.plan(desired);
    expect(activeChanges(made)).toEqual([
      'create network/N_1/targetGroup/Twin',
      'create network/N_1/targetGroup/Twin',
    ]);
    // Each create's scope read is older than the freshness limit by the next one: it is read again.
    let clock = Date.UTC(2026, 0, 1);
    const result = await h.apply(made, { concurrency: 1, now: () => new Date((clock += 10_000)) });
    expect(result.verification).toEqual([]);
    expect(result.writes.map((write) => [write.status, write.adopted])).toEqual([
      ['done', undefined],
      ['done', undefined],
    ]);
    const twins = h.emulator
      .state()
      .organizations[0]?.networks?.[0]?.targetGroups?.filter((g) => g.name === 'Twin')
      .map((g) => `${String(g.scope)} ${String(g.tags)}`)
      .sort();
    expect(twins).toEqual(['withAll a', 'withAny b']);
    expect(result.ok).toBe(true);
    expect(activeChanges(await h.plan(desired))).toEqual([]);
  });

  it('looks up the second twin of an unknown outcome by name, never taking the first twin for it', async () => {
    // Every write is made, then answered 500: each create's outcome is unknown and is looked up by name.
    const h = await startHarness(seed, { faults: '5xx-after-write=1' });
    const desired = twinsDeclared(h);
    const result = await h.apply(await h.plan(desired), { concurrency: 1 });
    const made = (h.emulator.state().organizations[0]?.networks?.[0]?.targetGroups ?? [])
      .filter((g) => g.name === 'Twin')
      .map((g) => `${String(g.id)} ${String(g.scope)}`);
    expect(made).toHaveLength(2);
    expect(result.writes.map((w) => `${w.status} ${String(w.resolvedByLookup)} ${String(w.id)}`)).toEqual(
      made.map((entry) => `done true ${entry.split(' ')[0] ?? ''}`),
    );
    expect(result.verification).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('renames onto the name of an unmanaged object: the apply verifies clean', async () => {
    const h = await startHarness(seed);
    const desired = h.desired(`
organizations:
  - id: "1"
    networks:
      - id: N_1
        targetGroups:
          - { name: Lab, id: "5", scope: all }
`);
    const made = await h.plan(desired);
    expect(activeChanges(made)).toEqual(['update network/N_1/targetGroup/Lab']);
    expect(made.unmanaged).toEqual([
      { address: 'network/N_1/targetGroup/Lab', kind: 'targetGroup', id: '7' },
    ]);
    const result = await h.apply(made);
    expect(result.verification).toEqual([]);
    expect(result.ok).toBe(true);
    expect(activeChanges(await h.plan(desired))).toEqual([]);
  });
});
