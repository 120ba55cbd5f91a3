import { describe, expect, it } from 'vitest';
import { checkTagWriteResponse, tagWriteBody, tagWrites } from '../../../src/kinds/device-tag/writes.js';
import { tagStaleReason, verifyTag } from '../../../src/kinds/device-tag/staleness.js';

describe('tag writes', () => {
  it('sends every add of a network before any delete, one tag per call, serials in batches', () => {
    const writes = tagWrites(
      [
        { networkId: 'N_1', tag: 'loaner', add: ['A', 'B', 'C'], remove: ['D'] },
        { networkId: 'N_1', tag: 'kiosk', add: ['D'], remove: ['A', 'B'] },
        { networkId: 'N_2', tag: 'kiosk', add: [], remove: ['E'] },
      ],
      2,
    );
    expect(writes.map((w) => `${w.networkId} ${w.action} ${w.tag} ${w.serials.join('+')}`)).toEqual([
      'N_1 add loaner A+B',
      'N_1 add loaner C',
      'N_1 add kiosk D',
      'N_1 delete loaner D',
      'N_1 delete kiosk A+B',
      'N_2 delete kiosk E',
    ]);
    expect(tagWriteBody(writes[0]!)).toEqual({ serials: ['A', 'B'], tags: ['loaner'], updateAction: 'add' });
    expect(writes.every((w) => w.action !== ('update' as string))).toBe(true);
    expect(() => tagWrites([], 0)).toThrow(RangeError);
  });

  it('checks the answer: only named devices, the tag there after an add and gone after a delete', () => {
    const add = { networkId: 'N_1', tag: 'kiosk', action: 'add' as const, serials: ['A', 'B'] };
    expect(checkTagWriteResponse(add, [{ id: '1', serial: 'A', tags: ['kiosk', 'x'], wifiMac: '' }])).toEqual(
      {
        changed: [{ serial: 'A', tags: ['kiosk', 'x'] }],
      },
    );
    expect(checkTagWriteResponse(add, { ids: [] }).problem).toBe('the answer is not a list of devices');
    expect(checkTagWriteResponse(add, [{ serial: 'Z', tags: ['kiosk'] }]).problem).toMatch(/did not name/);
    expect(checkTagWriteResponse(add, [{ serial: 'A', tags: ['x'] }]).problem).toBe(
      'device A does not carry "kiosk" after the add',
    );
    const del = { ...add, action: 'delete' as const };
    expect(checkTagWriteResponse(del, [{ serial: 'B', tags: ['kiosk'] }]).problem).toBe(
      'device B still carries "kiosk" after the delete',
    );
  });

  it('takes a batch of one serial, and refuses a batch size below one or not whole', () => {
    expect(tagWrites([{ networkId: 'N_1', tag: 'kiosk', add: ['A', 'B'], remove: [] }], 1)).toEqual([
      { networkId: 'N_1', tag: 'kiosk', action: 'add', serials: ['A'] },
      { networkId: 'N_1', tag: 'kiosk', action: 'add', serials: ['B'] },
    ]);
    expect(() => tagWrites([], 0)).toThrow('batch size 0');
    expect(() => tagWrites([], 1.5)).toThrow('batch size 1.5');
  });

  it('names a device the answer lists that is no device of the call, and one without its tags', () => {
    const add = { networkId: 'N_1', tag: 'kiosk', action: 'add' as const, serials: ['A', 'B'] };
    const named = 'the answer lists device "", which the call did not name';
    expect(checkTagWriteResponse(add, [null])).toEqual({ changed: [], problem: named });
    expect(checkTagWriteResponse(add, ['A'])).toEqual({ changed: [], problem: named });
    expect(checkTagWriteResponse(add, [{ serial: 7, tags: ['kiosk'] }])).toEqual({
      changed: [],
      problem: named,
    });
    expect(
      checkTagWriteResponse(add, [
        { serial: 'A', tags: ['kiosk', 3] },
        { serial: 'B', tags: 'kiosk' },
      ]),
    ).toEqual({
      changed: [{ serial: 'A', tags: ['kiosk'] }],
      problem: 'the answer gives no tags for device B',
    });
    expect(checkTagWriteResponse(add, 'done')).toEqual({
      changed: [],
      problem: 'the answer is not a list of devices',
    });
  });

  it('finds a saved plan stale when a device gained or lost a managed tag since, and verifies a re-read', () => {
    const devices = [
      { id: '1', name: 'a', serial: 'A', tags: ['kiosk'] },
      { id: '2', name: 'b', serial: 'B', tags: [] },
      { id: '3', name: 'c', serial: 'C', tags: ['kiosk'] },
    ];
    expect(tagStaleReason('N_1', { tag: 'kiosk', serials: ['A', 'C'] }, devices)).toBeUndefined();
    expect(tagStaleReason('N_1', { tag: 'kiosk', serials: ['A', 'B'] }, devices)).toBe(
      'the devices carrying "kiosk" in network N_1 changed since the plan: C gained it; B lost it',
    );
    expect(verifyTag('N_1', { tag: 'kiosk', serials: ['A', 'C'] }, devices)).toBeUndefined();
    expect(verifyTag('N_1', { tag: 'kiosk', serials: ['B'] }, devices)).toBe(
      'device tag "kiosk" of network N_1: B should carry it and do not; A, C still carry it',
    );
  });
});
