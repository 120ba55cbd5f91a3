import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  createBackup,
  DEFAULT_BACKUP_DIR,
  desiredOfBackup,
  renderBackup,
} from '../../src/applier/backup.js';
import { digestOf } from '../../src/model/digest.js';
import type { DesiredOrganization, DesiredState, OwnershipPolicy } from '../../src/model/desired.js';
import type { LiveState } from '../../src/model/live.js';

// The backup an apply saves before its first write, and the desired state a restore plans from it: every
// object of the backup's scopes declared (pinned by id while that id is live), prune on, the thresholds
// and `protected` marks of the working tree's config, else of the settings file's `restore:`, else the
// defaults. Exact values, one field at a time.

const source = { file: 'backup.json', line: 1, column: 1 };

const saved: LiveState = {
  organizations: [
    {
      id: '1',
      adminRoles: [
        { roleId: 'r1', name: 'Ops', scope: 'some', tags: ['emea'] },
        { roleId: 'r2', name: 'Desk', scope: 'all_tags', tags: [] },
      ],
      sentryPolicies: [
        {
          networkId: 'N_1',
          policies: [{ policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'all', tags: [] }],
        },
        { networkId: 'N_2', policies: [] },
      ],
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't2', name: 'Old', scope: 'all', tags: [] },
          ],
        },
        { id: 'N_3', targetGroups: [{ id: 't9', name: 'Unread', scope: 'all', tags: [] }] },
      ],
    },
    {
      id: '2',
      networks: [{ id: 'N_5', targetGroups: [{ id: 't5', name: 'Five', scope: 'all', tags: [] }] }],
    },
  ],
};

const scopes = {
  organizations: [
    { orgId: '1', adminRoles: true, sentry: true, networks: ['N_1'] },
    { orgId: '2', adminRoles: false, sentry: false, networks: ['N_5', 'N_6'] },
  ],
};

const backup = createBackup(saved, scopes, {
  toolVersion: '1.2.3',
  now: '2026-11-22T00:23:23.123Z',
  planHash: 'sha256:plan',
  configDigest: 'sha256:config',
});

/** Now: Ops (r1) and Kiosks (t1) are still live; Desk and Old were deleted since. */
const current: LiveState = {
  organizations: [
    {
      id: '1',
      adminRoles: [{ roleId: 'r1', name: 'Ops renamed', scope: 'some', tags: [] }],
      networks: [{ id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'all', tags: [] }] }],
    },
  ],
};

const restore = (policy: Omit<OwnershipPolicy, 'prune' | 'ignore'>): OwnershipPolicy => ({
  prune: true,
  ignore: [],
  ...policy,
});
const DEFAULTS = restore({ maxChangePercent: 30, minObjectsForPercent: 10, maxDevicePercent: 20 });

describe('backup documents', () => {
  it('is a live snapshot of the scopes, with the plan it preceded', () => {
    expect(backup).toEqual({
      formatVersion: expect.any(String) as string,
      kind: 'smform/live-snapshot',
      toolVersion: '1.2.3',
      createdAt: '2026-11-22T00:23:23.123Z',
      scopes,
      live: saved,
      backupOf: { planHash: 'sha256:plan', configDigest: 'sha256:config' },
    });
    expect(renderBackup(backup)).toBe(`${JSON.stringify(backup, null, 2)}\n`);
    expect(DEFAULT_BACKUP_DIR).toBe('.smform/backups');
  });

  it('names the file by its UTC time, safe for every file system; a second one of that millisecond gets -2', () => {
    const at = new Date('2026-11-22T00:23:23.123Z');
    expect(backupFileName(at)).toBe('2026-11-22T00-23-23-123Z.json');
    expect(backupFileName(at, 1)).toBe('2026-11-22T00-23-23-123Z.json');
    expect(backupFileName(at, 2)).toBe('2026-11-22T00-23-23-123Z-2.json');
    expect(backupFileName(at, 3)).toBe('2026-11-22T00-23-23-123Z-3.json');
  });
});

describe('desiredOfBackup', () => {
  it('declares every object of the backed-up scopes, pinned while its id is live, with the defaults', () => {
    const desired = desiredOfBackup(backup, current, 'backup.json');
    const organizations: DesiredOrganization[] = [
      {
        id: '1',
        policy: DEFAULTS,
        networks: [
          {
            id: 'N_1',
            policy: DEFAULTS,
            targetGroups: [
              { name: 'Kiosks', id: 't1', scope: 'withAll', tags: ['kiosk'], protected: false, source },
              { name: 'Old', scope: 'all', tags: [], protected: false, source },
            ],
            source,
          },
        ],
        source,
        adminRoles: [
          { name: 'Ops', roleId: 'r1', scope: 'some', tags: ['emea'], protected: false, source },
          { name: 'Desk', scope: 'all_tags', tags: [], protected: false, source },
        ],
        // N_2's empty list is no assignment to declare.
        sentryPolicies: [
          {
            networkId: 'N_1',
            policies: [{ smNetworkId: 'N_1', groupPolicyId: '101', scope: 'all', tags: [], source }],
            protected: false,
            source,
          },
        ],
      },
      {
        id: '2',
        policy: DEFAULTS,
        // N_6 was read and empty: restored empty (prune deletes what appeared there since).
        networks: [
          {
            id: 'N_5',
            policy: DEFAULTS,
            targetGroups: [{ name: 'Five', scope: 'all', tags: [], protected: false, source }],
            source,
          },
          { id: 'N_6', policy: DEFAULTS, targetGroups: [], source },
        ],
        source,
      },
    ];
    expect(desired).toEqual({ organizations, files: ['backup.json'], digest: digestOf(organizations) });
    // Roles and sentry of an organization whose backup did not read them stay unmanaged.
    expect(desired.organizations[1]).not.toHaveProperty('adminRoles');
    expect(desired.organizations[1]).not.toHaveProperty('sentryPolicies');
  });

  it('takes thresholds from the settings fallback, over the defaults, key by key', () => {
    const desired = desiredOfBackup(backup, current, 'backup.json', undefined, { maxChangePercent: 55 });
    const policy = restore({ maxChangePercent: 55, minObjectsForPercent: 10, maxDevicePercent: 20 });
    expect(desired.organizations.map((o) => [o.policy, ...o.networks.map((n) => n.policy)])).toEqual([
      [policy, policy],
      [policy, policy, policy],
    ]);
  });

  it("takes the config's thresholds and protected marks by scope: a network's own policy over its organization's", () => {
    const orgPolicy: OwnershipPolicy = {
      prune: false,
      ignore: ['x*'],
      maxChangePercent: 40,
      minObjectsForPercent: 3,
      maxDevicePercent: 7,
    };
    const netPolicy: OwnershipPolicy = { ...orgPolicy, maxChangePercent: 90, minObjectsForPercent: 1 };
    const config: DesiredState = {
      organizations: [
        {
          id: '1',
          policy: orgPolicy,
          adminRoles: [
            { name: 'Desk', scope: 'some', tags: [], protected: true, source },
            { name: 'Ops', scope: 'some', tags: [], protected: false, source },
          ],
          sentryPolicies: [
            { networkId: 'N_1', policies: [], protected: true, source },
            { networkId: 'N_2', policies: [], protected: true, source },
          ],
          networks: [
            {
              id: 'N_1',
              policy: netPolicy,
              targetGroups: [
                { name: 'Old', scope: 'all', tags: [], protected: true, source },
                { name: 'Kiosks', scope: 'all', tags: [], protected: false, source },
              ],
              source,
            },
          ],
          source,
        },
        // Another organization than the backup's second: the fallback applies there.
        { id: '3', policy: { ...orgPolicy, maxChangePercent: 1 }, networks: [], source },
      ],
      files: ['smform.yaml'],
      digest: 'sha256:x',
    };
    const desired = desiredOfBackup(backup, current, 'backup.json', config, { maxDevicePercent: 66 });
    const [one, two] = desired.organizations;
    expect(one?.policy).toEqual(
      restore({ maxChangePercent: 40, minObjectsForPercent: 3, maxDevicePercent: 7 }),
    );
    expect(one?.networks[0]?.policy).toEqual(
      restore({ maxChangePercent: 90, minObjectsForPercent: 1, maxDevicePercent: 7 }),
    );
    expect(one?.adminRoles?.map((r) => [r.name, r.protected])).toEqual([
      ['Ops', false],
      ['Desk', true],
    ]);
    expect(one?.networks[0]?.targetGroups?.map((g) => [g.name, g.protected])).toEqual([
      ['Kiosks', false],
      ['Old', true],
    ]);
    expect(one?.sentryPolicies?.map((s) => [s.networkId, s.protected])).toEqual([['N_1', true]]);
    const fallback = restore({ maxChangePercent: 30, minObjectsForPercent: 10, maxDevicePercent: 66 });
    expect(two?.policy).toEqual(fallback);
    expect(two?.networks.map((n) => n.policy)).toEqual([fallback, fallback]);
  });

  it('uses the organization policy of the config for a network it does not declare', () => {
    const orgPolicy: OwnershipPolicy = {
      prune: false,
      ignore: [],
      maxChangePercent: 12,
      minObjectsForPercent: 4,
      maxDevicePercent: 5,
    };
    const config: DesiredState = {
      organizations: [{ id: '2', policy: orgPolicy, networks: [], source }],
      files: ['smform.yaml'],
      digest: 'sha256:x',
    };
    const desired = desiredOfBackup(backup, current, 'backup.json', config);
    expect(desired.organizations[1]?.networks.map((n) => n.policy)).toEqual([
      restore({ maxChangePercent: 12, minObjectsForPercent: 4, maxDevicePercent: 5 }),
      restore({ maxChangePercent: 12, minObjectsForPercent: 4, maxDevicePercent: 5 }),
    ]);
  });

  it('marks protected only the object of that name, and only when it is protected', () => {
    const config: DesiredState = {
      organizations: [
        {
          id: '1',
          policy: {
            prune: false,
            ignore: [],
            maxChangePercent: 30,
            minObjectsForPercent: 10,
            maxDevicePercent: 20,
          },
          adminRoles: [{ name: 'Ops', scope: 'some', tags: [], protected: true, source }],
          sentryPolicies: [
            { networkId: 'N_1', policies: [], protected: false, source },
            { networkId: 'N_2', policies: [], protected: true, source },
          ],
          networks: [
            {
              id: 'N_1',
              policy: {
                prune: false,
                ignore: [],
                maxChangePercent: 30,
                minObjectsForPercent: 10,
                maxDevicePercent: 20,
              },
              targetGroups: [{ name: 'Kiosks', scope: 'all', tags: [], protected: true, source }],
              source,
            },
          ],
          source,
        },
      ],
      files: ['smform.yaml'],
      digest: 'sha256:x',
    };
    const [one] = desiredOfBackup(backup, current, 'backup.json', config).organizations;
    expect(one?.adminRoles?.map((r) => [r.name, r.protected])).toEqual([
      ['Ops', true],
      ['Desk', false],
    ]);
    expect(one?.networks[0]?.targetGroups?.map((g) => [g.name, g.protected])).toEqual([
      ['Kiosks', true],
      ['Old', false],
    ]);
    expect(one?.sentryPolicies?.map((s) => [s.networkId, s.protected])).toEqual([['N_1', false]]);
  });

  it('finds each scope, network and object by its own id; a scope the backup or the Dashboard lacks is restored empty', () => {
    const snapshot = createBackup(
      {
        organizations: [
          {
            id: '2',
            networks: [
              { id: 'N_6', targetGroups: [{ id: 't6', name: 'Six', scope: 'all', tags: [] }] },
              { id: 'N_5', targetGroups: [{ id: 't5', name: 'Five', scope: 'all', tags: [] }] },
            ],
          },
        ],
      },
      {
        organizations: [
          { orgId: '2', adminRoles: false, sentry: false, networks: ['N_5', 'N_6', 'N_4'] },
          // Listed, but the backup holds no state of it: its roles, sentry and network come back empty.
          { orgId: '3', adminRoles: true, sentry: true, networks: ['N_9'] },
        ],
      },
      { toolVersion: '1', now: '2026-01-01T00:00:00.000Z', planHash: 'h', configDigest: 'c' },
    );
    const now: LiveState = {
      organizations: [
        {
          id: '1',
          networks: [{ id: 'N_5', targetGroups: [{ id: 't6', name: 'x', scope: 'all', tags: [] }] }],
        },
        {
          id: '2',
          networks: [
            { id: 'N_6', targetGroups: [] },
            { id: 'N_5', targetGroups: [{ id: 't5', name: 'Five', scope: 'all', tags: [] }] },
          ],
        },
      ],
    };
    const own: OwnershipPolicy = {
      prune: false,
      ignore: [],
      maxChangePercent: 77,
      minObjectsForPercent: 2,
      maxDevicePercent: 9,
    };
    const config: DesiredState = {
      organizations: [
        {
          id: '2',
          policy: {
            prune: false,
            ignore: [],
            maxChangePercent: 44,
            minObjectsForPercent: 4,
            maxDevicePercent: 4,
          },
          networks: [
            {
              id: 'N_6',
              policy: own,
              targetGroups: [{ name: 'Five', scope: 'all', tags: [], protected: true, source }],
              source,
            },
            { id: 'N_5', policy: own, targetGroups: [], source },
          ],
          source,
        },
      ],
      files: ['smform.yaml'],
      digest: 'sha256:x',
    };
    const desired = desiredOfBackup(snapshot, now, 'backup.json', config);
    const [two, three] = desired.organizations;
    const ownRestore = restore({ maxChangePercent: 77, minObjectsForPercent: 2, maxDevicePercent: 9 });
    const orgRestore = restore({ maxChangePercent: 44, minObjectsForPercent: 4, maxDevicePercent: 4 });
    expect(two?.networks).toEqual([
      // t5 is live in N_5 of organization 2 (not t6, live in another organization's N_5): pinned.
      {
        id: 'N_5',
        policy: ownRestore,
        targetGroups: [{ name: 'Five', id: 't5', scope: 'all', tags: [], protected: false, source }],
        source,
      },
      {
        id: 'N_6',
        policy: ownRestore,
        targetGroups: [{ name: 'Six', scope: 'all', tags: [], protected: false, source }],
        source,
      },
      { id: 'N_4', policy: orgRestore, targetGroups: [], source },
    ]);
    expect(three).toEqual({
      id: '3',
      policy: DEFAULTS,
      networks: [{ id: 'N_9', policy: DEFAULTS, targetGroups: [], source }],
      adminRoles: [],
      sentryPolicies: [],
      source,
    });
  });

  it('reads no protected mark from a config organization that declares no roles or sentry', () => {
    const config: DesiredState = {
      organizations: [
        {
          id: '1',
          policy: {
            prune: false,
            ignore: [],
            maxChangePercent: 30,
            minObjectsForPercent: 10,
            maxDevicePercent: 20,
          },
          networks: [],
          source,
        },
      ],
      files: ['smform.yaml'],
      digest: 'sha256:x',
    };
    const [one] = desiredOfBackup(backup, current, 'backup.json', config).organizations;
    expect(one?.adminRoles?.map((r) => r.protected)).toEqual([false, false]);
    expect(one?.sentryPolicies?.map((s) => s.protected)).toEqual([false]);
    expect(one?.networks[0]?.targetGroups?.map((g) => g.protected)).toEqual([false, false]);
  });
});
