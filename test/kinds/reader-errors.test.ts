import { describe, expect, it } from 'vitest';
import { readAdminRoles } from '../../src/kinds/admin-role/admin-roles.js';
import { readDevices } from '../../src/kinds/devices.js';
import { readSentryAssignments } from '../../src/kinds/sentry/sentry.js';
import { readTargetGroups } from '../../src/kinds/target-group/target-groups.js';
import { SmformError } from '../../src/model/errors.js';

/**
 * Live data the readers cannot make sense of is the API's fault (exit 1), and the message names the object
 * and what it lacks: every refusal of every reader, word for word.
 */
function refusal(read: () => unknown): {
  message: string;
  fault: string;
  hint: string | undefined;
  exitCode: number;
} {
  try {
    read();
  } catch (error) {
    if (!(error instanceof SmformError)) throw error;
    return { message: error.message, fault: error.fault, hint: error.hint, exitCode: error.exitCode };
  }
  throw new Error('the reader accepted the data');
}

const apiFault = (message: string) => ({ message, fault: 'api', hint: undefined, exitCode: 1 });

describe('reader refusals', () => {
  it.each([
    [
      'a target group that is not an object',
      () => readTargetGroups(['x'], 'N_1'),
      'unexpected target group in network N_1: not an object',
    ],
    [
      'a target group without a name',
      () => readTargetGroups([{ id: '1', scope: 'all' }], 'N_1'),
      'a target group in network N_1 has no name',
    ],
    [
      'a target group list that is no list',
      () => readTargetGroups('nope', 'N_1'),
      'unexpected response for the target groups of network N_1: expected a list or an {items} envelope',
    ],
    [
      'an admin role that is not an object',
      () => readAdminRoles([null], 'O_1'),
      'unexpected admin role in organization O_1: not an object',
    ],
    [
      'an admin role without a name',
      () => readAdminRoles([{ roleId: 'r', scope: 'some' }], 'O_1'),
      'an admin role in organization O_1 has no name',
    ],
    [
      'an admin role without a roleId',
      () => readAdminRoles([{ name: 'R', scope: 'some' }], 'O_1'),
      'admin role "R" in organization O_1 has no roleId',
    ],
    [
      'an admin role with an unknown scope',
      () => readAdminRoles([{ roleId: 'r', name: 'R', scope: 'withAny' }], 'O_1'),
      'admin role "R" in organization O_1 has an unknown scope "withAny"',
    ],
    [
      'an admin role list that is no list',
      () => readAdminRoles({ items: 'x' }, 'O_1'),
      'unexpected response for the admin roles of organization O_1: expected a list or an {items} envelope',
    ],
    [
      'a sentry entry that is not an object',
      () => readSentryAssignments([7], 'O_1'),
      'unexpected sentry entry in organization O_1: not an object',
    ],
    [
      'a sentry entry without a networkId',
      () => readSentryAssignments([{ policies: [] }], 'O_1'),
      'a sentry entry in organization O_1 has no networkId',
    ],
    [
      'sentry policies that are no list',
      () => readSentryAssignments([{ networkId: 'N_S', policies: {} }], 'O_1'),
      'the sentry policies of network N_S in organization O_1 are not a list',
    ],
    [
      'a sentry policy that is not an object',
      () => readSentryAssignments([{ networkId: 'N_S', policies: ['p'] }], 'O_1'),
      'unexpected a sentry policy of network N_S in organization O_1: not an object',
    ],
    [
      'a sentry policy without smNetworkId',
      () =>
        readSentryAssignments(
          [{ networkId: 'N_S', policies: [{ policyId: 'p', groupPolicyId: '1', scope: 'all' }] }],
          'O_1',
        ),
      'sentry policy p of network N_S lacks smNetworkId or groupPolicyId',
    ],
    [
      'a sentry policy without groupPolicyId',
      () =>
        readSentryAssignments(
          [{ networkId: 'N_S', policies: [{ policyId: 'p', smNetworkId: 'N_SM', scope: 'all' }] }],
          'O_1',
        ),
      'sentry policy p of network N_S lacks smNetworkId or groupPolicyId',
    ],
    [
      'a sentry policy with an unknown scope',
      () =>
        readSentryAssignments(
          [{ networkId: 'N_S', policies: [{ policyId: 'p', smNetworkId: 'N_SM', groupPolicyId: '1' }] }],
          'O_1',
        ),
      'sentry policy p of network N_S has an unknown scope undefined',
    ],
    [
      'the sentry list that is no list',
      () => readSentryAssignments(null, 'O_1'),
      'unexpected response for the sentry policies of organization O_1: expected a list or an {items} envelope',
    ],
    [
      'a device that is not an object',
      () => readDevices([[]], 'N_1'),
      'unexpected device in network N_1: not an object',
    ],
    [
      'a device without an id',
      () => readDevices([{ name: 'd' }], 'N_1'),
      'a device in network N_1 has no id',
    ],
  ])('%s', (_label, read, message) => {
    expect(refusal(read)).toEqual(apiFault(message));
  });

  it('a target group without an id (the old shape) is refused with a hint', () => {
    expect(refusal(() => readTargetGroups([{ name: 'G', scope: 'all' }], 'N_1'))).toEqual({
      message: 'target group "G" in network N_1 has no id (the old response shape)',
      fault: 'api',
      hint: 'smform needs target group ids to update and delete; check that the API base URL serves Dashboard API v1',
      exitCode: 1,
    });
  });
});

describe('reader fields', () => {
  it('ids that arrive as finite numbers become strings; other values are missing', () => {
    expect(readDevices([{ id: 12, name: 3, serialNumber: 'Q-1', tags: 'a' }], 'N_1')).toEqual([
      { id: '12', name: '3', serial: 'Q-1', tags: ['a'] },
    ]);
    expect(readDevices([{ id: 'd', serial: 'S', serialNumber: 'Q' }], 'N_1')).toEqual([
      { id: 'd', name: '', serial: 'S', tags: [] },
    ]);
    expect(() => readDevices([{ id: Number.NaN }], 'N_1')).toThrow('a device in network N_1 has no id');
    expect(() => readDevices([{ id: Number.POSITIVE_INFINITY }], 'N_1')).toThrow('has no id');
    expect(() => readDevices([{ id: true }], 'N_1')).toThrow('has no id');
  });

  it('an array of envelopes is flattened; an empty array is an empty list; an array of plain objects stays', () => {
    expect(readDevices([{ items: [{ id: 'a' }] }, { items: [{ id: 'b' }] }], 'N_1').map((d) => d.id)).toEqual(
      ['a', 'b'],
    );
    expect(readDevices([], 'N_1')).toEqual([]);
    expect(readDevices([{ id: 'a', items: 'x' }], 'N_1').map((d) => d.id)).toEqual(['a']);
    // One envelope among plain entries: not a page list, so every entry is read as a device.
    expect(() => readDevices([{ items: [] }, { id: 'b' }], 'N_1')).toThrow(
      'a device in network N_1 has no id',
    );
  });

  it('sentry priorities order the list when every policy has one, numerically, and blank counts as none', () => {
    const policy = (policyId: string, priority?: unknown) => ({
      policyId,
      smNetworkId: 'N_SM',
      groupPolicyId: policyId,
      scope: 'all',
      ...(priority === undefined ? {} : { priority }),
    });
    const order = (...policies: object[]): string[] =>
      readSentryAssignments([{ networkId: 'N_S', policies }], 'O_1')[0]?.policies.map((p) => p.policyId) ??
      [];
    expect(order(policy('a', '10'), policy('b', '9'), policy('c', 1))).toEqual(['c', 'b', 'a']);
    expect(order(policy('a', '2'), policy('b', ' '))).toEqual(['a', 'b']);
    expect(order(policy('a', '2'), policy('b', 'high'), policy('c', '1'))).toEqual(['a', 'b', 'c']);
    expect(order(policy('b', '2'), policy('a'))).toEqual(['b', 'a']);
    // A priority that is no number counts as none, wherever it stands.
    expect(order(policy('a', '2'), policy('c', '1'), policy('b', 'high'))).toEqual(['a', 'c', 'b']);
    // sentryPriorityOne: lowest, "1" is the lowest priority: the highest number comes first.
    const ranked = [{ networkId: 'N_S', policies: [policy('a', '1'), policy('c', '3'), policy('b', '2')] }];
    expect(readSentryAssignments(ranked, 'O_1', 'lowest')[0]?.policies.map((p) => p.policyId)).toEqual([
      'c',
      'b',
      'a',
    ]);
    // Equal priorities keep the API order, whichever end "1" is.
    for (const priorityOne of ['highest', 'lowest'] as const) {
      const tied = [{ networkId: 'N_S', policies: [policy('a', '1'), policy('b', '1'), policy('c', '1')] }];
      expect(readSentryAssignments(tied, 'O_1', priorityOne)[0]?.policies.map((p) => p.policyId)).toEqual([
        'a',
        'b',
        'c',
      ]);
    }
    expect(readSentryAssignments([{ networkId: 'N_S' }], 'O_1')).toEqual([
      { networkId: 'N_S', policies: [] },
    ]);
  });
});
