import { describe, expect, it } from 'vitest';
import { diagnoseSentryEcho } from '../../src/kinds/sentry/echo.js';
import { sentryFingerprint } from '../../src/kinds/sentry/live-record.js';
import { sentryKind } from '../../src/kinds/sentry/spec.js';
import { buildSentryPut, type SentryPutBody } from '../../src/kinds/sentry/sentry-put.js';
import {
  DEFAULT_POLICY,
  type DesiredOrganization,
  type DesiredSentryAssignment,
} from '../../src/model/desired.js';
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

describe('sentryKind, the read of the lists and a delete', () => {
  it('reads the organization lists a page of 1000 at a time, in the organization priority order', () => {
    expect(sentryKind.listRead.params('7001', '')).toStrictEqual({ organizationId: '7001', perPage: 1000 });
    const read = org(undefined);
    const raw = [
      {
        networkId: 'N_1',
        policies: [
          { ...a, priority: '1' },
          { ...b, priority: '2' },
        ],
      },
    ];
    sentryKind.placeRead(read, '', raw, 'lowest');
    expect(read.sentryPolicies).toStrictEqual([{ networkId: 'N_1', policies: [b, a] }]);
  });

  it('a delete wants an empty list, and is verified by one', () => {
    const emptied = change({ action: 'delete', after: null });
    expect(sentryKind.desiredList(emptied)).toStrictEqual([]);
    expect(sentryKind.verify(emptied, undefined, org([{ networkId: 'N_1', policies: [] }]), undefined)).toBe(
      undefined,
    );
    expect(sentryKind.verify(emptied, undefined, org([{ networkId: 'N_1', policies: [a] }]), undefined)).toBe(
      'after apply, the live list of 1 policy differs from the 0 declared (content or order)',
    );
  });
});

describe('sentryKind, its declarations and reads', () => {
  const source = { file: 'orgs/acme.yaml', line: 3, column: 5 };
  const desiredOrg = (lists?: DesiredSentryAssignment[]): DesiredOrganization => ({
    id: '7001',
    policy: { ...DEFAULT_POLICY },
    networks: [],
    source,
    ...(lists === undefined ? {} : { sentryPolicies: lists }),
  });
  const declaredList = (networkId: string, isProtected: boolean): DesiredSentryAssignment => ({
    networkId,
    policies: [{ ...declared(a), source }],
    protected: isProtected,
    source,
  });

  it('declares one scope per network list, with its policies', () => {
    const lists = [declaredList('N_1', false), declaredList('N_2', true)];
    expect(sentryKind.declaredScopes(desiredOrg(lists))).toStrictEqual([
      { networkId: 'N_1', objects: lists[0]?.policies },
      { networkId: 'N_2', objects: lists[1]?.policies },
    ]);
    expect(sentryKind.declaredScopes(desiredOrg())).toStrictEqual([]);
  });

  it('copies a read of the lists, and only one that was made', () => {
    const into = org(undefined);
    expect(sentryKind.copyRead(org(undefined), into, '')).toBe(false);
    expect(into).toStrictEqual({ id: '7001', networks: [] });
    const lists = [{ networkId: 'N_1', policies: [a] }];
    expect(sentryKind.copyRead(org(lists), into, '')).toBe(true);
    expect(sentryKind.liveLists(into)).toBe(lists);
  });

  it('restores the backed-up lists that held policies, protected where the config protects that network', () => {
    const saved = org([
      { networkId: 'N_1', policies: [a, b] },
      { networkId: 'N_EMPTY', policies: [] },
      { networkId: 'N_2', policies: [b] },
    ]);
    const restored = desiredOrg();
    const config = desiredOrg([
      declaredList('N_1', false),
      declaredList('N_2', true),
      declaredList('N_3', true),
    ]);
    const backup = { file: 'backup.json', line: 1, column: 1 };
    sentryKind.restoreScope(restored, {
      networkId: '',
      saved,
      now: undefined,
      declared: config,
      source: backup,
    });
    const restoredPolicy = (p: LiveSentryPolicy) => ({ ...declared(p), source: backup });
    expect(restored.sentryPolicies).toStrictEqual([
      {
        networkId: 'N_1',
        policies: [restoredPolicy(a), restoredPolicy(b)],
        protected: false,
        source: backup,
      },
      { networkId: 'N_2', policies: [restoredPolicy(b)], protected: true, source: backup },
    ]);
    const unconfigured = desiredOrg();
    sentryKind.restoreScope(unconfigured, {
      networkId: '',
      saved,
      now: undefined,
      declared: undefined,
      source,
    });
    expect(unconfigured.sentryPolicies?.map((list) => [list.networkId, list.protected])).toStrictEqual([
      ['N_1', false],
      ['N_2', false],
    ]);
    // A config organization that declares no sentry lists protects none.
    const undeclared = desiredOrg();
    sentryKind.restoreScope(undeclared, {
      networkId: '',
      saved,
      now: undefined,
      declared: desiredOrg(),
      source,
    });
    expect(undeclared.sentryPolicies?.map((list) => list.protected)).toStrictEqual([false, false]);
    const nothing = desiredOrg();
    sentryKind.restoreScope(nothing, {
      networkId: '',
      saved: undefined,
      now: undefined,
      declared: config,
      source,
    });
    expect(nothing.sentryPolicies).toStrictEqual([]);
  });
});

describe('sentryKind.writeList, the organization PUT', () => {
  const putPolicy = (p: LiveSentryPolicy) => ({
    policyId: p.policyId,
    smNetworkId: p.smNetworkId,
    scope: p.scope,
    tags: p.tags,
    groupPolicyId: p.groupPolicyId,
  });
  /** A policy new to its list: the PUT sends it without a policyId. */
  const newPolicy = (p: LiveSentryPolicy) => {
    const { policyId: _id, ...rest } = putPolicy(p);
    return rest;
  };
  const fresh = org([
    { networkId: 'N_1', policies: [b] },
    { networkId: 'N_OTHER', policies: [a, b] },
  ]);

  it('before the read it stands for the plan alone; over the read it carries every list as read', () => {
    const write = sentryKind.writeList('7001', [change()], undefined);
    expect(write.request).toStrictEqual({
      operationId: 'updateOrganizationSmSentryPoliciesAssignments',
      params: {
        organizationId: '7001',
        items: [{ networkId: 'N_1', policies: [newPolicy(b), newPolicy(a)] }],
      },
    });
    expect(write.over(fresh)).toStrictEqual({
      operationId: 'updateOrganizationSmSentryPoliciesAssignments',
      params: {
        organizationId: '7001',
        items: [
          { networkId: 'N_1', policies: [putPolicy(b), newPolicy(a)] },
          { networkId: 'N_OTHER', policies: [putPolicy(b), putPolicy(a)] },
        ],
      },
    });
  });

  it('checks the answer against the request it built last', () => {
    const write = sentryKind.writeList('7001', [change()], undefined);
    write.over(fresh);
    expect(write.check([back('N_1', [a, b]), back('N_OTHER', [a, b])])).toBeUndefined();
    expect(write.check([back('N_1', [a, b])])).toBe(
      'the sentry PUT response differs: org/7001/sentry/N_OTHER: the PUT carried it unchanged, but it came back not as sent (2 policies sent, 0 back)',
    );
  });

  it('with sentryWriteOrder highestFirst, a list carried unchanged is sent and compared in the plan order', () => {
    const echo = { sentryWriteOrder: 'highestFirst' as const };
    const write = sentryKind.writeList('7001', [change()], echo);
    const request = write.over(fresh);
    expect(request.params['items']).toStrictEqual([
      { networkId: 'N_1', policies: [newPolicy(a), putPolicy(b)] },
      { networkId: 'N_OTHER', policies: [putPolicy(a), putPolicy(b)] },
    ]);
    expect(write.check([back('N_1', [a, b]), back('N_OTHER', [a, b])])).toBeUndefined();
    expect(write.check([back('N_1', [a, b]), back('N_OTHER', [b, a])])).toBe(
      'the sentry PUT response differs: org/7001/sentry/N_OTHER: the PUT carried it unchanged, but it came back not as sent (2 policies sent, 2 back)',
    );
  });
});

describe('diagnoseSentryEcho, the reversed read-back explained', () => {
  it('explains nothing for a network read back without a list', () => {
    expect(diagnoseSentryEcho(change(), undefined, [declared(a), declared(b)], undefined)).toBeUndefined();
  });

  it('names the network as ? for a change without one', () => {
    const { networkId: _none, ...loose } = change();
    expect(
      diagnoseSentryEcho(
        loose,
        { networkId: 'N_1', policies: [b, a] },
        [declared(a), declared(b)],
        undefined,
      ),
    ).toContain('sentry policies of network ? in organization 7001: the order was written');
  });
});
