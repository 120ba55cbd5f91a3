import { describe, expect, it } from 'vitest';
import type { Change } from '../../../src/model/plan.js';
import { kindSpec } from '../../../src/kinds/registry.js';
import { canonicalTag, readTagChange } from '../../../src/kinds/device-tag/tag-change.js';

const tagChange = (networkId: string, tag: string, before: string[], after: string[]): Change => ({
  address: `network/${networkId}/deviceTag/${tag}`,
  kind: 'deviceTag',
  action: 'update',
  orgId: 'O_1',
  networkId,
  before: { tag, serials: before },
  after: { tag, serials: after },
  fieldChanges: [],
  liveFingerprint: 'sha256:0',
});

const writeCalls = (changes: Change[]) => {
  const spec = kindSpec('deviceTag');
  if (spec.writeCalls === undefined) throw new Error('the device-tag spec has no writeCalls');
  return spec.writeCalls(changes);
};

describe('the device-tag spec’s write as requests', () => {
  it('orders every add of a network before its deletes, owned by the network, naming the serials', () => {
    const calls = writeCalls([
      tagChange('N_1', 'loaner', ['S-1'], ['S-2']),
      tagChange('N_1', 'cart', ['S-3'], ['S-3', 'S-4']),
    ]);
    expect(
      calls.map((call) => [call.order, call.ownerKey, call.action, call.change.address, call.names]),
    ).toEqual([
      [
        'add',
        'network/N_1',
        'update',
        'network/N_1/deviceTag/loaner',
        { what: 'add loaner', names: ['S-2'] },
      ],
      ['add', 'network/N_1', 'update', 'network/N_1/deviceTag/cart', { what: 'add cart', names: ['S-4'] }],
      [
        'delete',
        'network/N_1',
        'update',
        'network/N_1/deviceTag/loaner',
        { what: 'delete loaner', names: ['S-1'] },
      ],
    ]);
    expect(calls[2]?.request).toEqual({
      operationId: 'modifyNetworkSmDevicesTags',
      params: { networkId: 'N_1', serials: ['S-1'], tags: ['loaner'], updateAction: 'delete' },
    });
    expect(calls[0]?.check([{ serial: 'S-2', tags: ['loaner'] }])).toBeUndefined();
    expect(calls[0]?.check([{ serial: 'S-2', tags: [] }])).toBe(
      'device S-2 does not carry "loaner" after the add',
    );
  });

  it('refuses a plan whose tag change is not a tag and its serials, before any request is built', () => {
    const broken = { ...tagChange('N_1', 'loaner', ['S-1'], ['S-2']), after: { tag: 7, serials: ['S-2'] } };
    expect(() => writeCalls([broken])).toThrow(
      'plan entry network/N_1/deviceTag/loaner has no valid after (a tag and its serials)',
    );
  });

  it('adds every serial of a change that has no members before it', () => {
    const calls = writeCalls([{ ...tagChange('N_1', 'loaner', [], ['S-2', 'S-1']), before: null }]);
    expect(calls.map((call) => [call.order, call.names])).toEqual([
      ['add', { what: 'add loaner', names: ['S-2', 'S-1'] }],
    ]);
  });

  it('reads a tag change without a side as one, leaves out serials that are not text, and names a broken before', () => {
    const change = tagChange('N_1', 'loaner', ['S-1'], ['S-2']);
    expect(readTagChange({ ...change, before: null })).toEqual({ ...change, before: null });
    expect(readTagChange({ ...change, after: null })).toEqual({ ...change, after: null });
    expect(readTagChange({ ...change, after: { tag: 'loaner', serials: ['S-2', 4, null] } }).after).toEqual({
      tag: 'loaner',
      serials: ['S-2'],
    });
    expect(() => readTagChange({ ...change, before: { tag: 'loaner', serials: 'S-1' } })).toThrow(
      'plan entry network/N_1/deviceTag/loaner has no valid before (a tag and its serials)',
    );
    expect(canonicalTag(null)).toBeUndefined();
  });
});
