import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findStaleChanges } from '../../src/applier/staleness.js';
import type { LiveOrganization, LiveState } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/plan.js';
import { desiredAndLive } from '../planner/helpers/arbitraries.js';
import { options } from '../planner/helpers/builders.js';

/**
 * Staleness: between plan and apply someone else creates, changes, deletes or renames the object a change
 * is about. Every such live change to that object makes the change stale, with its reason; the same live
 * change to another object, or none at all, leaves it fresh.
 */

type LiveEdit = 'created' | 'changed' | 'deleted' | 'renamed';
const EDITS: readonly LiveEdit[] = ['created', 'changed', 'deleted', 'renamed'];

function orgOf(live: LiveState, id: string): LiveOrganization {
  const org = live.organizations.find((candidate) => candidate.id === id);
  if (org === undefined) throw new Error(`no live organization ${id}`);
  return org;
}

/** The live list a change's object lives in, as `{id, name}` views that edits write through. */
interface Slot {
  list: { name: string; scope: string; tags: string[] }[];
  idOf: (entry: object) => string;
  make: (id: string, name: string) => { name: string; scope: string; tags: string[] };
}

function slotOf(live: LiveState, change: Change): Slot {
  const org = orgOf(live, change.orgId);
  if (change.kind === 'targetGroup') {
    const network = org.networks.find((candidate) => candidate.id === change.networkId);
    if (network?.targetGroups === undefined) throw new Error('network not read');
    return {
      list: network.targetGroups,
      idOf: (entry) => (entry as { id: string }).id,
      make: (id, name) => ({ id, name, scope: 'withAny', tags: ['live'] }),
    };
  }
  org.adminRoles ??= [];
  return {
    list: org.adminRoles,
    idOf: (entry) => (entry as { roleId: string }).roleId,
    make: (roleId, name) => ({ roleId, name, scope: 'some', tags: ['live'] }),
  };
}

const nameOf = (change: Change): string => {
  const name = (change.after ?? change.before ?? {})['name'];
  return typeof name === 'string' ? name : '';
};

/**
 * Applies `edit` to the object `change` is about in a copy of `live`, and returns the copy with the
 * reason the applier must give; undefined reason when the edit cannot concern that object (a create
 * has nothing live to change, delete or rename).
 */
function editFor(
  live: LiveState,
  change: Change,
  edit: LiveEdit,
): { live: LiveState; reason?: string; alsoEdited?: string } {
  const copy = structuredClone(live);
  if (change.kind === 'sentry') {
    const org = orgOf(copy, change.orgId);
    org.sentryPolicies ??= [];
    const list = org.sentryPolicies;
    const index = list.findIndex((entry) => entry.networkId === change.networkId);
    const extra = {
      policyId: 'live-new',
      smNetworkId: 'N_LIVE',
      groupPolicyId: '999',
      scope: 'all' as const,
      tags: [],
    };
    const current = list[index];
    const hadPolicies = current !== undefined && current.policies.length > 0;
    const reason =
      change.liveFingerprint === null ? 'policies were assigned live' : 'its policy list was changed live';
    if (edit === 'deleted') {
      if (!hadPolicies) return { live: copy };
      list.splice(index, 1);
      return { live: copy, reason };
    }
    if (edit === 'renamed') {
      // A policy on the list moves to another group policy: the list changed.
      if (current === undefined || current.policies[0] === undefined) return { live: copy };
      current.policies[0] = { ...current.policies[0], groupPolicyId: 'renamed-live' };
      return { live: copy, reason };
    }
    // created or changed: one more policy on the network's list.
    if (current === undefined) list.push({ networkId: change.networkId ?? '', policies: [extra] });
    else current.policies.push(extra);
    return { live: copy, reason };
  }
  const slot = slotOf(copy, change);
  const idKey = change.kind === 'targetGroup' ? 'id' : 'roleId';
  if (change.action === 'create') {
    if (edit === 'created') {
      slot.list.push(slot.make('live-1', nameOf(change)));
      return { live: copy, reason: `it now exists live (${idKey} live-1)` };
    }
    if (edit === 'renamed') {
      const other = slot.list[0];
      if (other === undefined) return { live: copy };
      other.name = nameOf(change);
      const reason = `it now exists live (${idKey} ${slot.idOf(other)})`;
      return { live: copy, reason, alsoEdited: slot.idOf(other) };
    }
    return { live: copy };
  }
  const index = slot.list.findIndex((entry) => slot.idOf(entry) === change.id);
  const target = slot.list[index];
  if (target === undefined) throw new Error(`${change.address}: its object is not live`);
  switch (edit) {
    case 'created':
      // Another object appears under a fresh name: nothing this change is about.
      slot.list.push(slot.make('live-1', 'Created live'));
      return { live: copy };
    case 'changed':
      target.scope =
        change.kind === 'targetGroup'
          ? target.scope === 'withAll'
            ? 'withAny'
            : 'withAll'
          : target.scope === 'all'
            ? 'some'
            : 'all';
      target.tags = [...target.tags, 'zz-live'];
      return { live: copy, reason: 'it was changed live' };
    case 'renamed':
      target.name = `${target.name} (renamed live)`;
      return { live: copy, reason: 'it was changed live' };
    case 'deleted':
      slot.list.splice(index, 1);
      return {
        live: copy,
        reason: `it no longer exists live (${idKey === 'id' ? 'id' : 'roleId'} ${change.id ?? '?'})`,
      };
  }
}

describe('applier staleness for every change kind and every live edit', () => {
  it('an unedited live state leaves every change fresh', () => {
    fc.assert(
      fc.property(desiredAndLive, ([desired, live]) => {
        const made = planChanges(desired, live, options());
        expect(findStaleChanges(made.changes, live)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('an edit of the object a change is about makes exactly that change stale, with its reason', () => {
    fc.assert(
      fc.property(desiredAndLive, fc.nat(), fc.constantFrom(...EDITS), ([desired, live], pick, edit) => {
        const made = planChanges(desired, live, options());
        const active = made.changes.filter((change) => change.action !== 'noop');
        fc.pre(active.length > 0);
        const change = active[pick % active.length] as Change;
        const edited = editFor(live, change, edit);
        const stale = findStaleChanges(made.changes, edited.live);
        const own = stale.filter((entry) => entry.address === change.address);
        if (edited.reason === undefined) expect(own).toEqual([]);
        else expect(own).toEqual([{ address: change.address, message: edited.reason }]);
        // Other changes go stale only when the edit concerns their object too: an object created or
        // renamed onto the name another create declares, or the other object a rename edited.
        for (const other of stale.filter((entry) => entry.address !== change.address)) {
          const otherChange = made.changes.find((candidate) => candidate.address === other.address);
          if (otherChange?.action !== 'create') expect(otherChange?.id).toBe(edited.alsoEdited);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('an organization missing from the fresh read makes its changes stale; noops never are', () => {
    fc.assert(
      fc.property(desiredAndLive, ([desired, live]) => {
        const made = planChanges(desired, live, options({ noopRecords: true }));
        const stale = findStaleChanges(made.changes, { organizations: [] });
        expect(stale).toEqual(
          made.changes
            .filter((change) => change.action !== 'noop')
            .map((change) => ({ address: change.address, message: 'its organization was not read' })),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('staleness of changes whose scope the fresh read lacks', () => {
  const base = {
    orgId: 'O_1',
    before: null,
    after: { name: 'G' },
    fieldChanges: [],
    liveFingerprint: 'sha256:x',
  };
  const fresh: LiveState = { organizations: [{ id: 'O_1', networks: [] }] };

  it('an object whose network or role list was not read, and one without a recorded id, is gone', () => {
    const changes: Change[] = [
      {
        ...base,
        address: 'network/N_9/targetGroup/G',
        kind: 'targetGroup',
        action: 'update',
        networkId: 'N_9',
        id: 't1',
      },
      {
        ...base,
        address: 'network/N_9/targetGroup/H',
        kind: 'targetGroup',
        action: 'delete',
        networkId: 'N_9',
      },
      { ...base, address: 'org/O_1/adminRole/R', kind: 'adminRole', action: 'update' },
      {
        ...base,
        address: 'network/N_9/targetGroup/C',
        kind: 'targetGroup',
        action: 'create',
        networkId: 'N_9',
        liveFingerprint: null,
      },
    ];
    expect(findStaleChanges(changes, fresh)).toEqual([
      { address: 'network/N_9/targetGroup/G', message: 'it no longer exists live (id t1)' },
      { address: 'network/N_9/targetGroup/H', message: 'it no longer exists live (id ?)' },
      { address: 'org/O_1/adminRole/R', message: 'it no longer exists live (roleId ?)' },
    ]);
  });
});
