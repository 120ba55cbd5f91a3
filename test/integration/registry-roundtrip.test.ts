import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createBackup, desiredOfBackup, renderBackup } from '../../src/applier/index.js';
import { loadConfig } from '../../src/config/index.js';
import type { Seed } from '../../src/emulator/index.js';
import { exportOrganization, readForExport } from '../../src/export/index.js';
import { KINDS, kindSpec } from '../../src/kinds/registry.js';
import { readLive, readScopes, readSetOfDesired } from '../../src/live/index.js';
import type { DesiredState } from '../../src/model/desired.js';
import type { Kind, Plan } from '../../src/model/plan.js';
import { planChanges } from '../../src/planner/index.js';
import { parseSnapshot } from '../../src/snapshot/index.js';
import { activeChanges, startHarness, type Harness } from './harness.js';

/*
 * The kind registry's round trips, kind by kind, over the real client and the real emulator: what
 * `smform export` writes plans as no change, and what a backup holds restores as no change. Each kind's
 * world holds only objects of that kind (awkward names and tags included; two objects of one name are
 * the export property test's, test/gitops/export.test.ts); a new kind must add its row
 * (`Record<Kind, Seed>`), so it cannot join the registry without both round trips.
 */

const ORG = '4242';

const WORLDS: Record<Kind, Seed> = {
  // Device tags are exported only on request, so the round trips below leave them out (no export
  // section); test/integration/device-tags.test.ts covers their plan, apply and staleness.
  deviceTag: {
    organizations: [
      {
        id: ORG,
        networks: [{ id: 'N_1', devices: [{ id: 'd1', name: 'a', serial: 'Q-1', tags: ['kiosk'] }] }],
      },
    ],
  },
  adminRole: {
    organizations: [
      {
        id: ORG,
        adminRoles: [
          { roleId: '7001', name: 'Helpdesk', scope: 'some', tags: ['ipad', 'Kiosk'] },
          { roleId: '7002', name: 'yes', scope: 'all_tags', tags: ['a.b:c'] },
          { roleId: '7003', name: 'Audit', scope: 'without_some', tags: ['x'] },
        ],
      },
    ],
  },
  sentry: {
    organizations: [
      {
        id: ORG,
        sentryPolicies: [
          {
            networkId: 'N_1',
            policies: [
              {
                policyId: '9001',
                smNetworkId: 'N_1',
                groupPolicyId: '101',
                scope: 'withAny',
                tags: ['kiosk'],
              },
              { policyId: '9002', smNetworkId: 'N_1', groupPolicyId: '0102', scope: 'all', tags: [] },
            ],
          },
          {
            networkId: 'N_2',
            policies: [
              {
                policyId: '9003',
                smNetworkId: 'N_1',
                groupPolicyId: '101',
                scope: 'withoutAll',
                tags: ['a'],
              },
            ],
          },
        ],
        networks: [{ id: 'N_1' }, { id: 'N_2' }],
      },
    ],
  },
  targetGroup: {
    organizations: [
      {
        id: ORG,
        networks: [
          {
            id: 'N_1',
            targetGroups: [
              { id: '5001', name: 'Kiosks', scope: 'withAny', tags: ['kiosk', 'Kiosk'] },
              { id: '5002', name: 'a: b', scope: 'none', tags: [] },
              { id: '5003', name: 'Kiosks ', scope: 'withoutAll', tags: ['ipad'] },
            ],
          },
          { id: 'N_2', targetGroups: [{ id: '5004', name: '123', scope: 'all', tags: [] }] },
        ],
      },
    ],
  },
};

async function harnessOf(kind: Kind): Promise<Harness> {
  const h = await startHarness(WORLDS[kind]);
  onTestFinished(() => h.client.close());
  return h;
}

function planOf(desired: DesiredState, live: Parameters<typeof planChanges>[1], restore = false): Plan {
  return planChanges(desired, live, {
    toolVersion: 'test',
    now: '2026-01-01T00:00:00.000Z',
    ...(restore ? { pruneReason: 'backup' as const } : {}),
  });
}

/** The export of the organization, written to a directory and loaded as config. */
async function exportedConfig(h: Harness): Promise<DesiredState> {
  const read = await readForExport(h.client, ORG, undefined);
  const exported = exportOrganization(read.org);
  const dir = await mkdtemp(join(tmpdir(), 'smform-registry-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const file of exported.files) {
    await mkdir(dirname(join(dir, file.path)), { recursive: true });
    await writeFile(join(dir, file.path), file.text);
  }
  const config = await loadConfig([dir], { cwd: dir });
  expect(config.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (config.state === undefined) throw new Error('the export did not load');
  return config.state;
}

/** How many of the plan's changes (noops included) are of `kind`: the round trip really covered it. */
const ofKind = (made: Plan, kind: Kind): number => made.changes.filter((c) => c.kind === kind).length;

/** The kinds an export writes (a kind without an export section is exported only on request). */
const EXPORTED = KINDS.filter(
  (kind) => kindSpec(kind).config?.exportSection !== undefined || kindSpec(kind).config === undefined,
);

describe.each(EXPORTED)('the %s kind', (kind) => {
  it('export, then plan: no change, and every object of the kind planned', async () => {
    const h = await harnessOf(kind);
    const desired = await exportedConfig(h);
    const made = planOf(desired, await readLive(h.client, desired));
    expect(made.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(activeChanges(made)).toEqual([]);
    expect(ofKind(made, kind)).toBeGreaterThan(0);
    // The kind's scopes were read, and nothing but them holds objects.
    expect(made.changes.every((change) => change.kind === kind)).toBe(true);
    for (const stat of made.scopeStats ?? []) {
      if (stat.kind === kind)
        expect(stat.scope).toBe(kindSpec(kind).scopeOf(ORG, stat.scope.split('/')[1] ?? ''));
    }
  });

  it('backup, then restore: no change; after another writer, the restore plans the way back', async () => {
    const h = await harnessOf(kind);
    const config = await exportedConfig(h);
    const scopes = readSetOfDesired(config);
    const live = await readLive(h.client, config);
    const backup = createBackup(live, scopes, {
      toolVersion: 'test',
      now: '2026-01-01T00:00:00.000Z',
      planHash: 'sha256:0',
      configDigest: config.digest,
    });
    const saved = parseSnapshot(renderBackup(backup), 'backup.json');
    const restoreOf = async (): Promise<Plan> => {
      const now = await readScopes(h.client, saved.scopes);
      return planOf(desiredOfBackup(saved, now, 'backup.json', config), now, true);
    };
    const restored = await restoreOf();
    expect(restored.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(activeChanges(restored)).toEqual([]);
    expect(ofKind(restored, kind)).toBeGreaterThan(0);

    // Another writer empties the kind's scopes (a config declaring none of its objects, pruned): the
    // restore of the backup now plans to bring every object back, and applying it converges.
    const emptied = planOf(withoutObjects(config), live);
    const pruned = await h.apply(emptied);
    expect(pruned.ok, JSON.stringify(pruned)).toBe(true);
    const back = await restoreOf();
    expect(activeChanges(back).length).toBeGreaterThan(0);
    const applied = await h.apply(back);
    expect(applied.ok, JSON.stringify(applied)).toBe(true);
    expect(activeChanges(await restoreOf())).toEqual([]);
  });
});

/** The config with every object left out and pruning on: a plan of it deletes what the scopes hold. */
function withoutObjects(config: DesiredState): DesiredState {
  const prune = <T extends { policy: DesiredState['organizations'][number]['policy'] }>(scope: T): T => ({
    ...scope,
    policy: { ...scope.policy, prune: true },
  });
  return {
    ...config,
    organizations: config.organizations.map((org) => ({
      ...prune(org),
      ...(org.adminRoles === undefined ? {} : { adminRoles: [] }),
      ...(org.sentryPolicies === undefined
        ? {}
        : { sentryPolicies: org.sentryPolicies.map((list) => ({ ...list, policies: [] })) }),
      networks: org.networks.map((network) => ({
        ...prune(network),
        ...(network.targetGroups === undefined ? {} : { targetGroups: [] }),
      })),
    })),
  };
}
