import { describe, expect, it } from 'vitest';
import { sentryFingerprint } from '../../src/kinds/sentry/live-record.js';
import { sentryKind } from '../../src/kinds/sentry/spec.js';
import { buildSentryPut, type SentryPutBody } from '../../src/kinds/sentry/sentry-put.js';
import type { LiveOrganization, LiveSentryPolicy } from '../../src/model/live.js';
import type { Change } from '../../src/model/plan.js';

/*
 * The sentry kind's own checks, with exact answers: when a planned list is stale, what the verification
 * after an apply says, and what the organization's PUT response shows otherwise than declared and sent.
 */

const policy = (policyId: string, groupPolicyId: string, smNetworkId = 'N_SM'): LiveSentryPolicy => ({
  policyId,
  smNetworkId,
  groupPolicyId,
  scope: 'withAny',
  tags: ['byod'],
});
const declared = (p: LiveSentryPolicy) => ({
  smNetworkId: p.smNetworkId,
  groupPolicyId: p.groupPolicyId,
  scope: p.scope,
  tags: p.tags,
});

const a = policy('a1', '101');
const b = policy('a2', '102');

function change(overrides: Partial<Change> = {}): Change {
  return {
    address: 'org/7001/sentry/N_1',
    kind: 'sentry',
    action: 'update',
    orgId: '7001',
    networkId: 'N_1',
    before: null,
    after: { networkId: 'N_1', policies: [declared(a), declared(b)] },
    fieldChanges: [],
    liveFingerprint: null,
    ...overrides,
  };
}

const org = (lists: LiveOrganization['sentryPolicies'] | undefined): LiveOrganization =>
  lists === undefined ? { id: '7001', networks: [] } : { id: '7001', sentryPolicies: lists, networks: [] };

describe('sentryKind.staleReason', () => {
  it('a create is stale only when the network now holds policies', () => {
    const create = change({ action: 'create' });
    expect(sentryKind.staleReason(create, org([]))).toBeUndefined();
    expect(sentryKind.staleReason(create, org(undefined))).toBeUndefined();
    expect(sentryKind.staleReason(create, org([{ networkId: 'N_1', policies: [] }]))).toBeUndefined();
    expect(sentryKind.staleReason(create, org([{ networkId: 'N_2', policies: [a] }]))).toBeUndefined();
    expect(sentryKind.staleReason(create, org([{ networkId: 'N_1', policies: [a] }]))).toBe(
      'policies were assigned live',
    );
    const { networkId: _none, ...withoutNetwork } = create;
    expect(sentryKind.staleReason(withoutNetwork, org(undefined))).toBeUndefined();
  });

  it('an update is stale when the fingerprint of the live list moved', () => {
    const live = { networkId: 'N_1', policies: [a] };
    const update = change({ liveFingerprint: sentryFingerprint('N_1', live) });
    expect(sentryKind.staleReason(update, org([live]))).toBeUndefined();
    expect(sentryKind.staleReason(update, org([{ networkId: 'N_1', policies: [b] }]))).toBe(
      'its policy list was changed live',
    );
    // A change without a network reads the list of network '' (none), as the planner fingerprinted it.
    const { networkId: _dropped, ...rest } = change();
    const loose: Change = { ...rest, liveFingerprint: sentryFingerprint('', undefined) };
    expect(sentryKind.staleReason(loose, org([live]))).toBeUndefined();
  });
});

describe('sentryKind.verify', () => {
  it('passes a list that came back as declared, names a difference, and explains a reversed one', () => {
    expect(
      sentryKind.verify(change(), undefined, org([{ networkId: 'N_1', policies: [a, b] }]), undefined),
    ).toBe(undefined);
    expect(
      sentryKind.verify(change(), undefined, org([{ networkId: 'N_1', policies: [a] }]), undefined),
    ).toBe('after apply, the live list of 1 policy differs from the 2 declared (content or order)');
    expect(
      sentryKind.verify(change(), undefined, org([{ networkId: 'N_1', policies: [b, a] }]), undefined),
    ).toBe(
      "sentry policies of network N_1 in organization 7001: the order was written (highest priority first) as [N_SM/101, N_SM/102] but reads back as [N_SM/102, N_SM/101], reversed. Either smform reads this Dashboard's priorities the other way round (sentryPriorityOne: highest) or the Dashboard takes a written list the other way round (sentryWriteOrder: highestLast); exactly one of the two, so the sentry lists this write carried may now be inverted in production. To tell which: run `smform doctor --sentry-order N_1` and compare its list with the Dashboard's sentry policies page. If the Dashboard shows the order doctor prints, reading is right and writing is reversed; if it shows the reverse, reading is reversed. Record what you found in policy.liveEcho of organization 7001 (docs/config.md), then plan and apply again.",
    );
  });
});

/** A PUT response entry: the list highest priority first, with no priority numbers (API order kept). */
const back = (networkId: string, policies: LiveSentryPolicy[]) => ({ networkId, policies });
/** What the PUT sent for a network: highest priority LAST. */
const sentItem = (networkId: string, policies: LiveSentryPolicy[]) => ({
  networkId,
  policies: [...policies].reverse(),
});

describe('sentryKind.checkResponse', () => {
  const sent: SentryPutBody = { items: [sentItem('N_1', [a, b]), sentItem('N_OTHER', [a])] };

  it('accepts a response that carries every list as declared and sent, in any network order', () => {
    const response = [back('N_1', [a, b]), back('N_OTHER', [a])];
    expect(sentryKind.checkResponse('7001', [change()], sent, response, undefined)).toBeUndefined();
    const otherFirst = [back('N_OTHER', [a]), back('N_1', [a, b])];
    expect(sentryKind.checkResponse('7001', [change()], sent, otherFirst, undefined)).toBeUndefined();
  });

  it('names a response without the lists', () => {
    expect(sentryKind.checkResponse('7001', [change()], sent, 'not a list', undefined)).toBe(
      'the sentry PUT response did not carry the policy lists',
    );
  });

  it('names a changed list that came back otherwise, once', () => {
    const response = [back('N_1', [a]), back('N_OTHER', [a])];
    expect(sentryKind.checkResponse('7001', [change()], sent, response, undefined)).toBe(
      'the sentry PUT response differs: org/7001/sentry/N_1: the live list of 1 policy differs from the 2 declared (content or order)',
    );
  });

  it('leaves a reversed changed list to the re-read', () => {
    const response = [back('N_1', [b, a]), back('N_OTHER', [a])];
    expect(sentryKind.checkResponse('7001', [change()], sent, response, undefined)).toBeUndefined();
  });

  it('names a network carried unchanged that came back otherwise, with both counts', () => {
    const response = [back('N_1', [a, b])];
    expect(sentryKind.checkResponse('7001', [change()], sent, response, undefined)).toBe(
      'the sentry PUT response differs: org/7001/sentry/N_OTHER: the PUT carried it unchanged, but it came back not as sent (1 policy sent, 0 back)',
    );
    const two: SentryPutBody = { items: [sentItem('N_1', [a, b]), sentItem('N_OTHER', [a, b])] };
    expect(sentryKind.checkResponse('7001', [change()], two, [back('N_1', [a, b])], undefined)).toBe(
      'the sentry PUT response differs: org/7001/sentry/N_OTHER: the PUT carried it unchanged, but it came back not as sent (2 policies sent, 0 back)',
    );
    const twice = [back('N_1', [a, b]), back('N_OTHER', [a, b])];
    expect(sentryKind.checkResponse('7001', [change()], sent, twice, undefined)).toBe(
      'the sentry PUT response differs: org/7001/sentry/N_OTHER: the PUT carried it unchanged, but it came back not as sent (1 policy sent, 2 back)',
    );
  });

  it('joins several problems with a semicolon', () => {
    const response = [back('N_1', [b])];
    expect(sentryKind.checkResponse('7001', [change()], sent, response, undefined)).toBe(
      'the sentry PUT response differs: org/7001/sentry/N_1: the live list of 1 policy differs from the 2 declared (content or order); org/7001/sentry/N_OTHER: the PUT carried it unchanged, but it came back not as sent (1 policy sent, 0 back)',
    );
  });
});

describe('sentryKind, the rest of its surface', () => {
  it('reads, addresses and describes the organization lists', () => {
    expect(sentryKind.isRead(org(undefined), undefined)).toBe(false);
    expect(sentryKind.isRead(org([]), undefined)).toBe(true);
    expect(sentryKind.describeScope('7001', '')).toBe('the sentry policies of organization 7001');
    expect(sentryKind.scopeOf('7001', '')).toBe('org/7001/sentry');
    expect(sentryKind.idsNamed(change(), org([]), 'x')).toEqual([]);
  });

  it('scopeNetworks: the SM networks of the list before and after, once each, in order', () => {
    const before = { policies: [declared(policy('x', '1', 'N_B')), declared(policy('y', '2', 'N_A'))] };
    const after = { policies: [declared(policy('z', '3', 'N_C')), declared(policy('w', '4', 'N_A'))] };
    expect(
      sentryKind.scopeNetworks(change({ before, after }), { organizations: [], files: [], digest: '' }),
    ).toEqual(['N_A', 'N_B', 'N_C']);
  });

  it('exportEntry writes tags only for a scope that selects by them', () => {
    const untagged = { ...policy('u', '103'), scope: 'all' as const, tags: ['stale'] };
    expect(sentryKind.exportEntry({ networkId: 'N_1', policies: [a, untagged] })).toStrictEqual({
      network: 'N_1',
      policies: [
        { smNetwork: 'N_SM', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
        { smNetwork: 'N_SM', groupPolicyId: '103', scope: 'all' },
      ],
    });
  });
});

describe('buildSentryPut, a plan entry it cannot read', () => {
  it('a null policy entry is a broken plan, not a crash', () => {
    const broken = change({ after: { networkId: 'N_1', policies: [null] } });
    expect(() => buildSentryPut([], [broken])).toThrow(
      'plan entry org/7001/sentry/N_1 has no valid after.policies entry',
    );
  });
});
