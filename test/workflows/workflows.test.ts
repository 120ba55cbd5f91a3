import { describe, expect, it } from 'vitest';
import { exitCodeOf } from '../../src/cli/outcome.js';
import {
  applyPlan,
  driftAgainstLive,
  planAgainstLive,
  retryNotices,
  takeSnapshot,
  waitNotices,
  type ProgressEvent,
} from '../../src/index.js';
import { startHarness } from '../integration/harness.js';
import type { Seed } from '../../src/emulator/index.js';
import { createClient } from '../../src/client/index.js';
import { startTestEmulator } from '../helpers/emulator.js';

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      networks: [
        {
          id: 'N_1',
          devices: [{ id: 'd1', name: 'Kiosk-01', serial: 'Q234-ABCD-0001', tags: ['kiosk'] }],
          targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }],
        },
      ],
    },
    { id: '7002', networks: [{ id: 'N_2', targetGroups: [] }] },
  ],
};

const config = `organizations:
  - id: "7001"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [kiosk, ipad] }
  - id: "7002"
    networks:
      - id: N_2
        targetGroups:
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

const options = { toolVersion: '0.0.0-test', now: new Date('2026-01-01T00:00:00.000Z') };
const active = (changes: readonly { action: string; address: string }[]): string[] =>
  changes.filter((c) => c.action !== 'noop').map((c) => `${c.action} ${c.address}`);

describe('workflows: outcomes as data, progress as events', () => {
  it('plans against the API with a read event pair per organization and the device reads', async () => {
    const harness = await startHarness(seed);
    const { client } = harness;
    const desired = (yaml: string) => harness.desired(yaml);
    const events: ProgressEvent[] = [];
    const outcome = await planAgainstLive({ kind: 'api', client }, desired(config), {
      ...options,
      onProgress: (event) => events.push(event),
    });
    expect(active(outcome.plan.changes)).toEqual([
      'update network/N_1/targetGroup/Kiosks',
      'create network/N_2/targetGroup/Laptops',
    ]);
    expect(outcome.refusals).toEqual([]);
    expect(outcome.live.organizations.map((org) => org.id)).toEqual(['7001', '7002']);
    const reads = events.flatMap((e) =>
      e.type === 'scope-read-started' || e.type === 'scope-read-done' ? [`${e.type} ${e.scope.orgId}`] : [],
    );
    expect([...reads].sort()).toEqual([
      'scope-read-done 7001',
      'scope-read-done 7002',
      'scope-read-started 7001',
      'scope-read-started 7002',
    ]);
    for (const orgId of ['7001', '7002'])
      expect(reads.indexOf(`scope-read-started ${orgId}`)).toBeLessThan(
        reads.indexOf(`scope-read-done ${orgId}`),
      );
    // The counters add up: each scope's list reads are announced, then reported one by one.
    const lists = events.reduce((sum, e) => sum + (e.type === 'scope-read-started' ? e.lists : 0), 0);
    expect(lists).toBe(2); // the config declares target groups only: one list per network
    expect(
      events
        .filter((e) => e.type === 'list-read')
        .map((e) => e.scope)
        .sort(),
    ).toEqual(['network/N_1/targetGroup', 'network/N_2/targetGroup']);
    expect(
      events
        .filter((e) => e.type === 'devices-network-read')
        .map((e) => e.networkId)
        .sort(),
    ).toEqual(['N_1', 'N_2']);
    const devices = events.filter((e) => e.type === 'devices-read-done');
    expect(devices).toEqual([
      {
        type: 'devices-read-done',
        networks: [
          { orgId: '7001', networkId: 'N_1' },
          { orgId: '7002', networkId: 'N_2' },
        ],
        devices: 1,
      },
    ]);
    expect(exitCodeOf({ kind: 'plan', ...outcome, detailedExitcode: true })).toBe(2);
  });

  it('plans the same from a snapshot as from the API (same planHash), with no API access', async () => {
    const harness = await startHarness(seed);
    const { client } = harness;
    const desired = (yaml: string) => harness.desired(yaml);
    const state = desired(config);
    const fromApi = await planAgainstLive({ kind: 'api', client }, state, options);
    const { snapshot } = await takeSnapshot(client, state, { ...options, devices: true });
    const fromSnapshot = await planAgainstLive(
      { kind: 'snapshot', snapshot, file: 'snap.json' },
      state,
      options,
    );
    expect(fromSnapshot.plan.planHash).toBe(fromApi.plan.planHash);
    expect(fromSnapshot.plan.changes[0]?.devices).toEqual(fromApi.plan.changes[0]?.devices);
  });

  it('applies with a write event pair per write, then drift and a fresh plan are empty', async () => {
    const harness = await startHarness(seed);
    const { client } = harness;
    const desired = (yaml: string) => harness.desired(yaml);
    const state = desired(config);
    const { plan } = await planAgainstLive({ kind: 'api', client }, state, options);
    const events: ProgressEvent[] = [];
    const result = await applyPlan(client, plan, { onProgress: (event) => events.push(event) });
    expect(exitCodeOf({ kind: 'apply', result })).toBe(0);
    const writes = events.filter((e) => e.type === 'write-started' || e.type === 'write-done');
    expect(
      writes
        .filter((e) => e.type === 'write-done')
        .flatMap((e) => e.addresses)
        .sort(),
    ).toEqual(['network/N_1/targetGroup/Kiosks', 'network/N_2/targetGroup/Laptops']);
    expect(writes).toHaveLength(4);
    for (const event of writes)
      if (event.type === 'write-done') {
        expect(event.result.status).toBe('done');
        expect(event.durationMs).toBeGreaterThanOrEqual(0);
      }
    const drift = await driftAgainstLive({ kind: 'api', client }, state, options);
    expect(drift.report.drifted).toBe(false);
    expect(exitCodeOf({ kind: 'drift', report: drift.report })).toBe(0);
    const again = await planAgainstLive({ kind: 'api', client }, state, options);
    expect(active(again.plan.changes)).toEqual([]);
  });

  it('reports drift before the apply (exit 2) and refusals of an unsafe plan (exit 4)', async () => {
    const harness = await startHarness(seed);
    const { client } = harness;
    const desired = (yaml: string) => harness.desired(yaml);
    const drift = await driftAgainstLive({ kind: 'api', client }, desired(config), options);
    expect(drift.report.drifted).toBe(true);
    expect(exitCodeOf({ kind: 'drift', report: drift.report })).toBe(2);
    const pruning = desired(
      config.replace('      - id: N_2\n', '      - id: N_2\n        policy: { prune: true }\n'),
    );
    const { emulator } = await startHarness(seed);
    const extra = createClient({ apiKey: 'test-key', baseUrl: emulator.url });
    await extra.call('createNetworkSmTargetGroup', { networkId: 'N_2', name: 'Stray', scope: 'all' });
    const refused = await planAgainstLive({ kind: 'api', client: extra }, pruning, options);
    await extra.close();
    expect(refused.refusals.map((r) => r.flag)).toContain('--allow-delete');
    expect(exitCodeOf({ kind: 'plan', ...refused })).toBe(4);
  });

  it('turns the client request log into retry events', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0, faults: { serverError: 1 } });
    const events: ProgressEvent[] = [];
    const client = createClient({
      apiKey: 'test-key',
      baseUrl: emulator.url,
      policy: { maxAttempts: 3, sleep: () => Promise.resolve() },
      onRequest: retryNotices((event) => events.push(event)),
    });
    await expect(client.call('getOrganizationSmAdminsRoles', { organizationId: '7001' })).rejects.toThrow(
      /getOrganizationSmAdminsRoles/,
    );
    await client.close();
    expect(events.map((e) => (e.type === 'retry' ? `${e.attempt} ${e.status ?? ''}` : e.type))).toEqual([
      expect.stringMatching(/^2 5\d\d$/),
      expect.stringMatching(/^3 5\d\d$/),
    ]);
  });

  it('turns the client pauses before a retry into wait events, before they begin', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0, faults: { serverError: 1 } });
    const events: ProgressEvent[] = [];
    const sleeps: number[] = [];
    const client = createClient({
      apiKey: 'test-key',
      baseUrl: emulator.url,
      policy: {
        maxAttempts: 3,
        backoffBaseMs: 1000,
        jitter: 0,
        sleep: (ms) => {
          sleeps.push(ms);
          return Promise.resolve();
        },
      },
      onRetryWait: waitNotices((event) => events.push(event)),
    });
    await expect(client.call('getOrganizationSmAdminsRoles', { organizationId: '7001' })).rejects.toThrow(
      /getOrganizationSmAdminsRoles/,
    );
    await client.close();
    expect(
      events.map((e) =>
        e.type === 'wait'
          ? `${e.orgId ?? ''} ${e.waitMs} ${e.attempt}/${e.maxAttempts} ${e.status ?? ''}`
          : e.type,
      ),
    ).toEqual([
      expect.stringMatching(/^7001 1000 2\/3 5\d\d$/),
      expect.stringMatching(/^7001 2000 3\/3 5\d\d$/),
    ]);
    expect(sleeps).toEqual([1000, 2000]);
    expect(emulator.requestLog).toHaveLength(3);
  });
});
