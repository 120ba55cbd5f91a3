import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../src/model/live.js';
import { planChanges } from '../../src/planner/plan.js';
import {
  assignment,
  at,
  desiredState,
  group,
  network,
  options,
  organization,
  role,
  sentryPolicy,
} from './helpers/builders.js';

// What plan() puts around the planned scopes: live data not read, filters, order, scopes, stats,
// the plan's own fields. Exact values, both sides of each condition.

const kiosks = { id: 't1', name: 'Kiosks', scope: 'all' as const, tags: [] };

describe('plan: the run around the scopes', () => {
  it('live data not read is an error naming what was not read, with the source when there is one', () => {
    const desired = desiredState([
      organization('O_1', {
        adminRoles: [role('Helpdesk', 'all_tags', [])],
        sentryPolicies: [assignment('N_1', [sentryPolicy('1')])],
        networks: [network('N_1', [group('Kiosks', 'all')]), network('N_2', [group('POS', 'all')])],
      }),
      organization('O_2', { adminRoles: [role('Helpdesk', 'all_tags', [])] }),
    ]);
    // O_1 was read without roles, sentry or N_2; O_2 was not read at all.
    const live: LiveState = {
      organizations: [{ id: 'O_1', networks: [{ id: 'N_1', targetGroups: [kiosks] }] }],
    };
    const result = planChanges(desired, live, options());
    const hint = 'read live state for every scope the config declares (this is a bug in the caller)';
    expect(result.diagnostics).toStrictEqual([
      {
        severity: 'error',
        code: 'live-not-read',
        message:
          'the admin roles of organization O_1 were not read from the Dashboard, so they cannot be planned',
        hint,
        source: at(1),
      },
      {
        severity: 'error',
        code: 'live-not-read',
        message:
          'the objects of organization O_2 were not read from the Dashboard, so they cannot be planned',
        hint,
        source: at(1),
      },
      {
        severity: 'error',
        code: 'live-not-read',
        message:
          'the sentry policies of organization O_1 were not read from the Dashboard, so they cannot be planned',
        hint,
        source: at(1),
      },
      {
        severity: 'error',
        code: 'live-not-read',
        message:
          'the target groups of network N_2 were not read from the Dashboard, so they cannot be planned',
        hint,
        source: at(5),
      },
    ]);
    expect(result.changes.map((change) => change.address)).toEqual(['network/N_1/targetGroup/Kiosks']);
  });

  it('an organization that declares no roles or sentry needs none read; the first live entry of a network counts', () => {
    const desired = desiredState([
      organization('O_1', { networks: [network('N_1', [group('Kiosks', 'all')])] }),
    ]);
    const live: LiveState = {
      organizations: [
        {
          id: 'O_1',
          networks: [
            { id: 'N_1', targetGroups: [kiosks] },
            { id: 'N_1', targetGroups: [] },
          ],
        },
      ],
    };
    const result = planChanges(desired, live, options());
    expect(result.diagnostics).toEqual([]);
    expect(result.changes.map((change) => [change.action, change.address])).toEqual([
      ['noop', 'network/N_1/targetGroup/Kiosks'],
    ]);
  });

  it('noopRecords keeps records on role and sentry noops; scopes and stats name each planned scope', () => {
    const desired = desiredState([
      organization('O_1', {
        adminRoles: [role('Helpdesk', 'all_tags', [])],
        sentryPolicies: [assignment('N_1', [sentryPolicy('1')])],
        networks: [network('N_1', [group('Kiosks', 'all')])],
      }),
    ]);
    const live: LiveState = {
      organizations: [
        {
          id: 'O_1',
          adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'all_tags', tags: [] }],
          sentryPolicies: [
            {
              networkId: 'N_1',
              policies: [{ policyId: 'p1', smNetworkId: 'N_SM', groupPolicyId: '1', scope: 'all', tags: [] }],
            },
          ],
          networks: [{ id: 'N_1', targetGroups: [kiosks] }],
        },
      ],
    };
    const compact = planChanges(desired, live, options());
    expect(compact.changes.map((change) => [change.action, change.before === null])).toEqual([
      ['noop', true],
      ['noop', true],
      ['noop', true],
    ]);
    const full = planChanges(desired, live, options({ noopRecords: true }));
    expect(full.changes.map((change) => [change.action, change.address, change.before === null])).toEqual([
      ['noop', 'org/O_1/adminRole/Helpdesk', false],
      ['noop', 'network/N_1/targetGroup/Kiosks', false],
      ['noop', 'org/O_1/sentry/N_1', false],
    ]);
    expect(full.scopes).toEqual({ organizations: ['O_1'], networks: ['N_1'] });
    expect(full.scopeStats?.map((stat) => [stat.scope, stat.kind, stat.objects])).toEqual([
      ['network/N_1/targetGroup', 'targetGroup', 1],
      ['org/O_1/adminRole', 'adminRole', 1],
      ['org/O_1/sentry', 'sentry', 1],
    ]);
    expect(full.configDigest).toBe('sha256:config');
    expect('liveEcho' in full).toBe(false);
    expect('origin' in full).toBe(false);
    const withOrigin = planChanges(desired, live, options({ origin: { command: 'plan', paths: ['orgs'] } }));
    expect(withOrigin.origin).toEqual({ command: 'plan', paths: ['orgs'] });
  });

  it('--target and --exclude keep changes and unmanaged entries by address; --org keeps organizations', () => {
    const desired = desiredState([
      organization('O_1', { networks: [network('N_1', [group('A', 'all'), group('B', 'all')])] }),
      organization('O_2', { networks: [network('N_2', [group('C', 'all')])] }),
    ]);
    const live: LiveState = {
      organizations: [
        {
          id: 'O_1',
          networks: [
            {
              id: 'N_1',
              targetGroups: [
                { id: 'u2', name: 'Zed', scope: 'all', tags: [] },
                { id: 'u1', name: 'Zed', scope: 'all', tags: [] },
                { id: 'u3', name: 'Yak', scope: 'all', tags: [] },
              ],
            },
          ],
        },
        { id: 'O_2', networks: [{ id: 'N_2', targetGroups: [] }] },
      ],
    };
    const all = planChanges(desired, live, options());
    expect(all.changes.map((change) => change.address)).toEqual([
      'network/N_1/targetGroup/A',
      'network/N_1/targetGroup/B',
      'network/N_2/targetGroup/C',
    ]);
    expect(all.unmanaged.map((entry) => [entry.address, entry.id])).toEqual([
      ['network/N_1/targetGroup/Yak', 'u3'],
      ['network/N_1/targetGroup/Zed', 'u1'],
      ['network/N_1/targetGroup/Zed', 'u2'],
    ]);
    const excluded = planChanges(
      desired,
      live,
      options({ excludes: ['network/N_1/targetGroup/B', '*/Zed'] }),
    );
    expect(excluded.changes.map((change) => change.address)).toEqual([
      'network/N_1/targetGroup/A',
      'network/N_2/targetGroup/C',
    ]);
    expect(excluded.unmanaged.map((entry) => entry.address)).toEqual(['network/N_1/targetGroup/Yak']);
    const targeted = planChanges(
      desired,
      live,
      options({ targets: ['network/N_1/targetGroup/*'], excludes: ['*/A'] }),
    );
    expect(targeted.changes.map((change) => change.address)).toEqual(['network/N_1/targetGroup/B']);
    expect(targeted.summary).toEqual({ create: 1, update: 0, delete: 0, noop: 0, unmanaged: 3 });
    expect(targeted.diagnostics).toEqual([]);
    const org = planChanges(desired, live, options({ orgIds: ['O_2'] }));
    expect(org.changes.map((change) => change.address)).toEqual(['network/N_2/targetGroup/C']);
    expect(org.scopes).toEqual({ organizations: [], networks: ['N_2'] });
    expect(org.diagnostics).toEqual([]);
  });
});
