import { describe, expect, it } from 'vitest';
import { createClient } from '../../../src/client/index.js';
import type { Seed } from '../../../src/emulator/index.js';
import { applyTagChanges, type TagWriteIo } from '../../../src/kinds/device-tag/apply-tags.js';
import { readTagDevices, tagDeviceReadParams } from '../../../src/kinds/device-tag/read.js';
import { startTestEmulator } from '../../helpers/emulator.js';

const seed: Seed = {
  organizations: [
    {
      id: '1',
      networks: [
        {
          id: 'N_1',
          devices: [
            { id: 'd1', name: 'Till 1', serial: 'Q-1', tags: ['kiosk', 'hand-set'], autoTags: ['auto-ios'] },
            { id: 'd2', name: 'Till 2', serial: 'Q-2', tags: ['lobby'] },
            { id: 'd3', name: 'Till 3', serial: 'Q-3', tags: [] },
          ],
        },
      ],
    },
  ],
};

async function setup(failOn?: (body: Record<string, unknown>) => boolean) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const client = createClient({ apiKey: 'test-key', baseUrl: emulator.url, policy: { maxAttempts: 1 } });
  const sent: Record<string, unknown>[] = [];
  const io: TagWriteIo = {
    modifyTags: async (networkId, body) => {
      sent.push(body);
      if (failOn?.(body) === true) throw new Error('modifyNetworkSmDevicesTags: 500 Internal Server Error');
      return client.call('modifyNetworkSmDevicesTags', { networkId, ...body }, { orgId: '1' });
    },
    readDevices: async (networkId) =>
      readTagDevices(
        await client.call('getNetworkSmDevices', tagDeviceReadParams(networkId), {
          orgId: '1',
          paginate: true,
        }),
        networkId,
      ),
  };
  const tags = (): Record<string, string[] | undefined> =>
    Object.fromEntries(
      (emulator.state().organizations[0]?.networks[0]?.devices ?? []).map(
        (d): [string, string[] | undefined] => [d.serial ?? '', d.tags],
      ),
    );
  return { emulator, io, sent, tags };
}

// kiosk moves from Till 1 to Till 2; lobby moves from Till 2 to Till 1.
const changes = [
  {
    address: 'network/N_1/deviceTag/kiosk',
    networkId: 'N_1',
    before: { tag: 'kiosk', serials: ['Q-1'] },
    after: { tag: 'kiosk', serials: ['Q-2'] },
  },
  {
    address: 'network/N_1/deviceTag/lobby',
    networkId: 'N_1',
    before: { tag: 'lobby', serials: ['Q-2'] },
    after: { tag: 'lobby', serials: ['Q-1'] },
  },
];

describe('writing tag membership', () => {
  it('adds before it deletes, verifies by a re-read, and never touches unmanaged tags', async () => {
    const { io, sent, tags, emulator } = await setup();
    const result = await applyTagChanges(changes, io);
    expect(sent.map((body) => `${String(body['updateAction'])} ${JSON.stringify(body['tags'])}`)).toEqual([
      'add ["kiosk"]',
      'add ["lobby"]',
      'delete ["kiosk"]',
      'delete ["lobby"]',
    ]);
    expect(result.failures).toEqual([]);
    expect(result.verification).toEqual([]);
    expect(tags()).toEqual({ 'Q-1': ['hand-set', 'lobby'], 'Q-2': ['kiosk'], 'Q-3': [] });
    const reads = emulator.requestLog.filter((entry) => entry.operationId === 'getNetworkSmDevices');
    expect(reads[0]?.query).toContain('perPage=1000');
    expect(decodeURIComponent(reads[0]?.query ?? '')).toContain('fields[]=autoTags');
    expect(emulator.requestLog.some((entry) => /updateAction=update/.test(entry.query))).toBe(false);
  });

  it('reports which devices did and did not change when a call fails, and stops that network', async () => {
    const { io, tags } = await setup((body) => JSON.stringify(body['tags']) === '["lobby"]');
    const result = await applyTagChanges(changes, io);
    expect(result.outcomes).toEqual(['done', 'failed', 'not-started', 'not-started']);
    expect(result.reports).toEqual([
      { networkId: 'N_1', tag: 'kiosk', added: ['Q-2'], notAdded: [], removed: [], notRemoved: ['Q-1'] },
      { networkId: 'N_1', tag: 'lobby', added: [], notAdded: ['Q-1'], removed: [], notRemoved: ['Q-2'] },
    ]);
    // Till 1 keeps kiosk: it did not get lobby, so it must not be left in neither.
    expect(tags()).toEqual({ 'Q-1': ['kiosk', 'hand-set'], 'Q-2': ['lobby', 'kiosk'], 'Q-3': [] });
    expect(result.verification.map((v) => v.address)).toEqual([
      'network/N_1/deviceTag/kiosk',
      'network/N_1/deviceTag/lobby',
    ]);
  });

  it('refuses a change whose live membership moved since the plan, writing nothing for it', async () => {
    const { io, sent } = await setup();
    const moved = [{ ...changes[0]!, before: { tag: 'kiosk', serials: ['Q-1', 'Q-3'] } }];
    const result = await applyTagChanges(moved, io);
    expect(result.stale).toEqual([
      {
        address: 'network/N_1/deviceTag/kiosk',
        reason: 'the devices carrying "kiosk" in network N_1 changed since the plan: Q-3 lost it',
      },
    ]);
    expect(sent).toEqual([]);
  });
});
