import { describe, expect, it } from 'vitest';
import type { WriteStep } from '../../src/applier/execute.js';
import { verifyWrites } from '../../src/applier/verify.js';
import type { LiveState } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';

// The final re-read is checked against what each done write should have left. These cases build the
// re-read state by hand: a real emulator always applies writes faithfully, so it cannot show a mismatch.

function change(partial: Partial<Change> & Pick<Change, 'kind' | 'action' | 'address'>): Change {
  return { orgId: '1', before: null, after: null, fieldChanges: [], liveFingerprint: null, ...partial };
}

function done(changes: Change[], id?: string): WriteStep {
  const [first] = changes;
  return {
    phase: 'createUpdate',
    ownerKey: 'x',
    changes,
    request: { operationId: 'op', params: {} },
    checkResponse: () => undefined,
    result: {
      addresses: changes.map((c) => c.address),
      kind: first?.kind ?? 'targetGroup',
      action: first?.action === 'noop' || first === undefined ? 'update' : first.action,
      orgId: '1',
      operationId: 'op',
      status: 'done',
      ...(id === undefined ? {} : { id }),
    },
  };
}

const group = change({
  kind: 'targetGroup',
  action: 'update',
  address: 'network/N_1/targetGroup/Kiosks',
  networkId: 'N_1',
  id: 't1',
  after: { name: 'Kiosks', scope: 'withAll', tags: ['ipad', 'kiosk'] },
});

const live = (tags: string[], extra: Partial<LiveState['organizations'][number]> = {}): LiveState => ({
  organizations: [
    {
      id: '1',
      networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags }] }],
      ...extra,
    },
  ],
});

describe('verification after apply', () => {
  it('accepts a re-read that matches, tag order aside', () => {
    expect(verifyWrites([done([group], 't1')], live(['kiosk', 'ipad']))).toEqual([]);
  });

  it('reports a write that did not stick, a vanished object and a delete that did not happen', () => {
    expect(verifyWrites([done([group], 't1')], live(['kiosk']))).toEqual([
      {
        address: 'network/N_1/targetGroup/Kiosks',
        message: 'after apply, tags are [kiosk], expected [ipad, kiosk]',
      },
    ]);
    expect(verifyWrites([done([group], 't9')], live(['ipad', 'kiosk']))[0]?.message).toBe(
      'after apply, it is missing',
    );
    const deletion = change({ ...group, action: 'delete', after: null });
    expect(verifyWrites([done([deletion], 't1')], live([]))[0]?.message).toBe('after apply, it still exists');
  });

  it('checks a sentry network against its declared order', () => {
    const sentry = change({
      kind: 'sentry',
      action: 'update',
      address: 'org/1/sentry/N_1',
      networkId: 'N_1',
      after: {
        networkId: 'N_1',
        policies: [
          { smNetworkId: 'N_1', groupPolicyId: '2', scope: 'all', tags: [] },
          { smNetworkId: 'N_1', groupPolicyId: '1', scope: 'all', tags: [] },
        ],
      },
    });
    const policy = (policyId: string, groupPolicyId: string) => ({
      policyId,
      smNetworkId: 'N_1',
      groupPolicyId,
      scope: 'all' as const,
      tags: [],
    });
    const reread = (order: string[]) =>
      live([], { sentryPolicies: [{ networkId: 'N_1', policies: order.map((g) => policy(`p${g}`, g)) }] });
    expect(verifyWrites([done([sentry])], reread(['2', '1']))).toEqual([]);
    // The exact reverse: reading or writing is reversed, and the doctor tells which; no setting to flip.
    expect(verifyWrites([done([sentry])], reread(['1', '2']))[0]?.message).toMatch(
      /Either smform reads this Dashboard's priorities the other way round \(sentryPriorityOne: highest\) or the Dashboard takes a written list the other way round \(sentryWriteOrder: highestLast\).*smform doctor --sentry-order N_1/,
    );
    // With another reading set, the message names the settings in force, as they are.
    const lowest = { '1': { sentryPriorityOne: 'lowest' as const } };
    expect(verifyWrites([done([sentry])], reread(['1', '2']), lowest)[0]?.message).toMatch(
      /\(sentryPriorityOne: lowest\)/,
    );
    expect(verifyWrites([done([sentry])], reread(['2']))[0]?.message).toMatch(
      /^after apply, the live list of 1 policy differs from the 2 declared/,
    );
  });

  it('does not verify operations that failed or were skipped', () => {
    const failed = done([group], 't1');
    failed.result.status = 'failed';
    expect(verifyWrites([failed], live([]))).toEqual([]);
  });
});

describe('verification when the re-read lacks an organization', () => {
  it('names each done change of that organization, and only those', () => {
    const other = done([group], 't1');
    other.result.orgId = '2';
    expect(verifyWrites([done([group], 't1'), other], live(['ipad', 'kiosk']))).toEqual([
      { address: 'network/N_1/targetGroup/Kiosks', message: 'its organization could not be re-read' },
    ]);
  });
});
