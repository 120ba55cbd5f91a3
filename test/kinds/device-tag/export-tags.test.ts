import { describe, expect, it } from 'vitest';
import { exportDeviceTags } from '../../../src/kinds/device-tag/export-tags.js';
import type { TagDevice } from '../../../src/kinds/device-tag/types.js';
import { kindSpec } from '../../../src/kinds/registry.js';

const device = (id: string, serial: string, tags: string[], autoTags?: string[]): TagDevice => ({
  id,
  name: `Device ${id}`,
  serial,
  tags,
  ...(autoTags === undefined ? {} : { autoTags }),
});

// Four devices: cart on 1 (25 %), loaner on 2 (50 %), ipad on all 4; carriers listed out of serial order.
const FLEET: TagDevice[] = [
  device('d4', 'S-4', ['ipad', 'loaner']),
  device('d2', 'S-2', ['ipad', 'loaner', 'cart']),
  device('d3', 'S-3', ['ipad']),
  device('d1', 'S-1', ['ipad']),
];

describe('export of device tags as serials lists', () => {
  it('writes the named tags in code-point order, serials sorted, and a tag no device carries as empty', () => {
    const { deviceTags, skipped } = exportDeviceTags(FLEET, { tags: ['loaner', 'absent', 'cart', 'loaner'] });
    expect(Object.entries(deviceTags)).toEqual([
      ['absent', { serials: [] }],
      ['cart', { serials: ['S-2'] }],
      ['loaner', { serials: ['S-2', 'S-4'] }],
    ]);
    expect(skipped).toEqual([]);
  });

  it('chooses every tag on fewer than the given share of the devices, the share itself left out', () => {
    const tagsBelow = (belowPercent: number) =>
      Object.keys(exportDeviceTags(FLEET, { belowPercent }).deviceTags);
    expect(tagsBelow(25)).toEqual([]);
    expect(tagsBelow(26)).toEqual(['cart']);
    expect(tagsBelow(50)).toEqual(['cart']);
    expect(tagsBelow(51)).toEqual(['cart', 'loaner']);
    expect(tagsBelow(100)).toEqual(['cart', 'loaner']);
    expect(tagsBelow(101)).toEqual(['cart', 'ipad', 'loaner']);
  });

  it('skips automatic tags, tags with a space or a comma, and tags a device without a unique serial carries', () => {
    const devices: TagDevice[] = [
      device('d1', 'S-1', ['front desk', 'a,b', 'kiosk']),
      device('d2', 'S-2', ['ios', 'kiosk'], []),
      device('d3', 'S-3', [], ['ios', 'ipados']),
      device('d4', 'S-4', ['ios'], ['ios']),
      device('d5', '', ['spare', 'kiosk']),
      device('d6', 'S-6', ['twin']),
      device('d7', 'S-7', ['twin', 'lab']),
      device('d8', 'S-7', ['other']),
    ];
    const { deviceTags, skipped } = exportDeviceTags(devices, {
      tags: ['twin', 'spare', 'lab', 'ios', 'front desk', 'a,b', 'kiosk', 'ipados', 'other'],
    });
    expect(deviceTags).toEqual({});
    expect(skipped).toEqual([
      { tag: 'a,b', reason: 'it holds a space or a comma, which no config can declare' },
      { tag: 'front desk', reason: 'it holds a space or a comma, which no config can declare' },
      { tag: 'ios', reason: 'the Dashboard applies it automatically (device S-3)' },
      { tag: 'ipados', reason: 'the Dashboard applies it automatically (device S-3)' },
      { tag: 'kiosk', reason: 'device d5 has no serial' },
      { tag: 'lab', reason: 'device d7 has a shared serial' },
      { tag: 'other', reason: 'device d8 has a shared serial' },
      { tag: 'spare', reason: 'device d5 has no serial' },
      { tag: 'twin', reason: 'device d7 has a shared serial' },
    ]);
  });

  it('keeps a tag whose carriers have unique serials though other devices share theirs or have none', () => {
    const devices: TagDevice[] = [
      device('d1', 'S-1', ['kiosk']),
      device('d2', '', []),
      device('d3', 'S-3', []),
      device('d4', 'S-3', []),
    ];
    expect(exportDeviceTags(devices, { tags: ['kiosk'] })).toEqual({
      deviceTags: { kiosk: { serials: ['S-1'] } },
      skipped: [],
    });
  });

  it('gives the export the section only when the choice writes a tag, and names the tags it leaves out', () => {
    const config = kindSpec('deviceTag').config;
    expect(config?.exportOnRequest?.(FLEET, { belowPercent: 10 })).toEqual({
      section: undefined,
      skipped: [],
    });
    expect(config?.exportOnRequest?.(FLEET, { tags: ['cart'] })).toEqual({
      section: { cart: { serials: ['S-2'] } },
      skipped: [],
    });
    const autoTagged = [device('d5', 'S-5', ['ios'], ['ios']), ...FLEET];
    expect(config?.exportOnRequest?.(autoTagged, { tags: ['ios'] })).toEqual({
      section: undefined,
      skipped: [{ name: 'ios', reason: 'the Dashboard applies it automatically (device S-5)' }],
    });
  });
});
