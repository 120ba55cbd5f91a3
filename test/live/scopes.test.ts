import { describe, expect, it } from 'vitest';
import { readSetOfChanges, readSetOfDesired } from '../../src/live/index.js';
import { scopeNames, scopeSelected } from '../../src/live/scopes.js';
import type { Change, Kind } from '../../src/model/plan.js';
import {
  assignment,
  desiredState,
  network,
  organization,
  role,
  sentryPolicy,
} from '../planner/helpers/builders.js';

// What a command reads (src/live/scopes.ts): the read set of a config under each filter, and of a plan's
// changes, exactly. Strict equality: an organization without `sentryPriorityOne` has no such key at all.

const corp = organization('7001', {
  adminRoles: [role('Helpdesk', 'some', ['emea'])],
  sentryPolicies: [assignment('N_S', [sentryPolicy('101', 'all', [], 'N_SM')])],
  networks: [network('N_1', []), network('N_2', []), network('N_3', undefined)],
  policy: { liveEcho: { sentryPriorityOne: 'lowest' } },
});
const quiet = organization('7002', { networks: [network('N_9', undefined)] });
const roles = organization('7003', { adminRoles: [] });
const state = desiredState([corp, quiet, roles]);

const all = {
  orgId: '7001',
  adminRoles: true,
  sentry: true,
  networks: ['N_1', 'N_2'],
  sentryPriorityOne: 'lowest',
};

describe('readSetOfDesired', () => {
  it('reads the declared scopes only: no organization that declares none, no network without target groups', () => {
    expect(readSetOfDesired(state)).toStrictEqual({
      organizations: [all, { orgId: '7003', adminRoles: true, sentry: false, networks: [] }],
    });
    expect(readSetOfDesired(state, { orgs: [], networks: [] })).toStrictEqual(readSetOfDesired(state));
    expect(readSetOfDesired(state, { orgs: ['7003'] })).toStrictEqual({
      organizations: [{ orgId: '7003', adminRoles: true, sentry: false, networks: [] }],
    });
  });

  it('a network filter leaves roles out, and reads the sentry list when a network it names is kept', () => {
    expect(readSetOfDesired(state, { networks: ['N_2'] })).toStrictEqual({
      organizations: [{ ...all, adminRoles: false, networks: ['N_2'] }],
    });
    expect(readSetOfDesired(state, { networks: ['N_SM'] })).toStrictEqual({
      organizations: [{ ...all, adminRoles: false, networks: [] }],
    });
    expect(readSetOfDesired(state, { networks: ['N_9'] })).toStrictEqual({ organizations: [] });
  });

  it('--changed-since keeps exactly the listed scopes; an empty list reads nothing', () => {
    expect(
      readSetOfDesired(state, { scopes: ['network/N_2/targetGroup', 'org/7003/adminRole'] }),
    ).toStrictEqual({
      organizations: [
        { orgId: '7001', adminRoles: false, sentry: false, networks: ['N_2'], sentryPriorityOne: 'lowest' },
        { orgId: '7003', adminRoles: true, sentry: false, networks: [] },
      ],
    });
    expect(readSetOfDesired(state, { scopes: ['org/7001/sentry'] })).toStrictEqual({
      organizations: [{ ...all, adminRoles: false, networks: [] }],
    });
    expect(readSetOfDesired(state, { scopes: [] })).toStrictEqual({ organizations: [] });
  });

  it('names the scopes of a read set, sorted', () => {
    expect(scopeNames(readSetOfDesired(state))).toStrictEqual([
      'network/N_1/targetGroup',
      'network/N_2/targetGroup',
      'org/7001/adminRole',
      'org/7001/sentry',
      'org/7003/adminRole',
    ]);
    expect(scopeSelected({}, 'org/7001/sentry')).toBe(true);
    expect(scopeSelected({ scopes: ['org/7001/sentry'] }, 'org/7001/sentry')).toBe(true);
    expect(scopeSelected({ scopes: ['org/7001/adminRole'] }, 'org/7001/sentry')).toBe(false);
  });
});

const change = (kind: Kind, action: Change['action'], orgId: string, networkId?: string): Change => ({
  address: `${orgId}/${kind}/${networkId ?? ''}`,
  kind,
  action,
  orgId,
  ...(networkId === undefined ? {} : { networkId }),
  before: null,
  after: null,
  fieldChanges: [],
  liveFingerprint: null,
});

describe('readSetOfChanges', () => {
  it("re-reads the scopes that changes touch, each network once, noops none, with the plan's live echo", () => {
    const changes = [
      change('targetGroup', 'create', '7001', 'N_2'),
      change('targetGroup', 'noop', '7009', 'N_8'),
      change('targetGroup', 'update', '7001', 'N_1'),
      change('targetGroup', 'delete', '7001', 'N_2'),
      change('sentry', 'update', '7002', 'N_S'),
      change('adminRole', 'delete', '7003'),
      change('adminRole', 'noop', '7002'),
      change('targetGroup', 'create', '7004'),
    ];
    expect(readSetOfChanges(changes, { '7002': { sentryPriorityOne: 'lowest' }, '7001': {} })).toStrictEqual({
      organizations: [
        { orgId: '7001', adminRoles: false, sentry: false, networks: ['N_2', 'N_1'] },
        { orgId: '7002', adminRoles: false, sentry: true, networks: [], sentryPriorityOne: 'lowest' },
        { orgId: '7003', adminRoles: true, sentry: false, networks: [] },
        { orgId: '7004', adminRoles: false, sentry: false, networks: [] },
      ],
    });
    expect(readSetOfChanges([change('sentry', 'noop', '7001', 'N_S')])).toStrictEqual({ organizations: [] });
  });
});
