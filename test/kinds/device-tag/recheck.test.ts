import { describe, expect, it } from 'vitest';
import { kindSpec } from '../../../src/kinds/registry.js';
import type { LiveOrganization } from '../../../src/model/live.js';
import type { Change } from '../../../src/model/plan.js';

const spec = kindSpec('deviceTag');
const at = { file: 'config/smform.yaml', line: 3, column: 5 };

// kiosk planned from.
const change = {
  address: 'network/N_1/deviceTag/kiosk',
  kind: 'deviceTag',
  action: 'update',
  orgId: '1',
  networkId: 'N_1',
  before: { tag: 'kiosk', serials: ['Q-1'] },
  after: { tag: 'kiosk', serials: ['Q-2', 'Q-3'] },
  fieldChanges: [],
  liveFingerprint: null,
  source: at,
} as unknown as Change;

/** The organization as a fresh read of N_1's devices finds it. */
function readBack(tags: Record<string, string[]>): LiveOrganization {
  const org: LiveOrganization = { id: '1', networks: [] };
  const items = Object.entries(tags).map(([serial, list], i) => ({
    id: `d${i}`,
    name: serial,
    serial,
    tags: list,
  }));
  spec.placeRead(org, 'N_1', items, undefined);
  return org;
}

describe("a tag change's checks against a fresh read", () => {
  it('after the apply, names the devices the re-read shows without the tag or still with it', () => {
    expect(
      spec.verify(change, undefined, readBack({ 'Q-1': [], 'Q-2': ['kiosk'], 'Q-3': ['kiosk'] }), undefined),
    ).toBeUndefined();
    expect(
      spec.verify(change, undefined, readBack({ 'Q-1': ['kiosk'], 'Q-2': ['kiosk'], 'Q-3': [] }), undefined),
    ).toBe('device tag "kiosk" of network N_1: Q-3 should carry it and do not; Q-1 still carry it');
    expect(spec.verify(change, undefined, { id: '1', networks: [{ id: 'N_1' }] }, undefined)).toBe(
      "its network's devices could not be read again",
    );
  });

  it('before a saved plan is applied, names the devices that gained or lost the tag since the plan', () => {
    expect(spec.staleReason(change, readBack({ 'Q-1': ['kiosk'], 'Q-2': [], 'Q-3': [] }))).toBeUndefined();
    expect(spec.staleReason(change, readBack({ 'Q-1': [], 'Q-2': ['kiosk'], 'Q-3': [] }))).toBe(
      'the devices carrying "kiosk" in network N_1 changed since the plan: Q-2 gained it; Q-1 lost it',
    );
    expect(spec.staleReason(change, { id: '1', networks: [] })).toBe(
      "its network's devices could not be read again",
    );
  });

  it('finds a change stale or unverified when devices moved one way only', () => {
    expect(spec.staleReason(change, readBack({ 'Q-1': [], 'Q-2': [], 'Q-3': [] }))).toBe(
      'the devices carrying "kiosk" in network N_1 changed since the plan: Q-1 lost it',
    );
    expect(spec.staleReason(change, readBack({ 'Q-1': ['kiosk'], 'Q-2': [], 'Q-3': ['kiosk'] }))).toBe(
      'the devices carrying "kiosk" in network N_1 changed since the plan: Q-3 gained it',
    );
    expect(
      spec.verify(
        change,
        undefined,
        readBack({ 'Q-1': ['kiosk'], 'Q-2': ['kiosk'], 'Q-3': ['kiosk'] }),
        undefined,
      ),
    ).toBe('device tag "kiosk" of network N_1: Q-1 still carry it');
  });

  it('shortens a long list of devices to the first five and a count', () => {
    const many = ['A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6', 'A-7'];
    const wide = { ...change, after: { tag: 'kiosk', serials: many } } as unknown as Change;
    expect(spec.verify(wide, undefined, readBack({ 'Q-1': [] }), undefined)).toBe(
      'device tag "kiosk" of network N_1: A-1, A-2, A-3, A-4, A-5 and 2 more should carry it and do not',
    );
    const five = { ...change, after: { tag: 'kiosk', serials: many.slice(0, 5) } } as unknown as Change;
    expect(spec.verify(five, undefined, readBack({ 'Q-1': [] }), undefined)).toBe(
      'device tag "kiosk" of network N_1: A-1, A-2, A-3, A-4, A-5 should carry it and do not',
    );
  });
});
