import { describe, expect, it } from 'vitest';
import { describeTagChange, deviceList, knockOnMoves } from '../../../src/kinds/device-tag/report.js';
import type { Change, DeviceSample, KnockOnEffect } from '../../../src/model/plan.js';

const devices = (n: number, from = 1): DeviceSample[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Till ${from + i}`, serial: `Q-${from + i}` }));

const effect = (rest: Partial<KnockOnEffect>): KnockOnEffect => ({
  address: 'network/N_1/targetGroup/Kiosks',
  kind: 'targetGroup',
  gainedCount: 0,
  lostCount: 0,
  changedCount: 0,
  gained: [],
  lost: [],
  changed: [],
  ...rest,
});

const change = (deviceTag?: Change['deviceTag']): Change => ({
  address: 'network/N_1/deviceTag/kiosk',
  kind: 'deviceTag',
  action: 'update',
  orgId: 'O_1',
  networkId: 'N_1',
  before: { tag: 'kiosk', serials: [] },
  after: { tag: 'kiosk', serials: [] },
  fieldChanges: [],
  liveFingerprint: 'sha256:0',
  ...(deviceTag === undefined ? {} : { deviceTag }),
});

describe('the text of a device-tag change', () => {
  it('names up to ten devices by name and serial, and counts the rest with a thousands separator', () => {
    expect(deviceList([])).toBe('');
    expect(deviceList(devices(2))).toBe('Till 1 (Q-1), Till 2 (Q-2)');
    expect(deviceList(devices(10))).toBe(
      devices(10)
        .map((d) => `${d.name} (${d.serial})`)
        .join(', '),
    );
    expect(deviceList(devices(11))).toBe(`${deviceList(devices(10))} and 1 more`);
    expect(deviceList(devices(2), 1236)).toBe('Till 1 (Q-1), Till 2 (Q-2) and 1,234 more');
    expect(deviceList([{ name: 'Till\u001b[2J', serial: 'Q\u0007' }])).toBe('Till\\u001b[2J (Q\\u0007)');
  });

  it('says what one tag change does to an object: gains, loses, another group policy, only the moves there are', () => {
    expect(knockOnMoves(effect({ gainedCount: 1, gained: devices(1) }))).toBe('gains Till 1 (Q-1)');
    expect(knockOnMoves(effect({ lostCount: 12, lost: devices(10, 3) }))).toBe(
      `loses ${deviceList(devices(10, 3))} and 2 more`,
    );
    expect(knockOnMoves(effect({ changedCount: 1, changed: devices(1, 5) }))).toBe(
      'gives another group policy to Till 5 (Q-5)',
    );
    expect(
      knockOnMoves(
        effect({
          gainedCount: 1,
          gained: devices(1),
          lostCount: 1,
          lost: devices(1, 2),
          changedCount: 1,
          changed: devices(1, 3),
        }),
      ),
    ).toBe('gains Till 1 (Q-1); loses Till 2 (Q-2); gives another group policy to Till 3 (Q-3)');
    expect(knockOnMoves(effect({}))).toBe('');
  });

  it('heads the change with its moves and lists who gains, who loses, and one knock-on line per object', () => {
    const report = describeTagChange(
      change({
        added: devices(2),
        removed: devices(1, 7),
        knockOn: [
          effect({ gainedCount: 2, gained: devices(2) }),
          effect({
            address: 'org/O_1/sentry/N_\u001b1',
            kind: 'sentry',
            changedCount: 1,
            changed: devices(1, 7),
          }),
        ],
      }),
    );
    expect(report).toEqual({
      note: '+2 -1 devices',
      lines: [
        '+ Till 1 (Q-1), Till 2 (Q-2)',
        '- Till 7 (Q-7)',
        'knock-on: network/N_1/targetGroup/Kiosks gains Till 1 (Q-1), Till 2 (Q-2)',
        'knock-on: org/O_1/sentry/N_\\u001b1 gives another group policy to Till 7 (Q-7)',
      ],
      related: {
        label: 'knock-on',
        addresses: ['network/N_1/targetGroup/Kiosks', 'org/O_1/sentry/N_\u001b1'],
      },
    });
  });

  it('leaves out the side no device moves to, counts thousands, and describes no change without tag moves', () => {
    expect(describeTagChange(change({ added: [], removed: devices(1), knockOn: [] }))).toEqual({
      note: '+0 -1 devices',
      lines: ['- Till 1 (Q-1)'],
      related: { label: 'knock-on', addresses: [] },
    });
    expect(describeTagChange(change({ added: devices(1200), removed: [], knockOn: [] }))).toEqual({
      note: '+1,200 -0 devices',
      lines: [`+ ${deviceList(devices(10))} and 1,190 more`],
      related: { label: 'knock-on', addresses: [] },
    });
    expect(describeTagChange(change())).toBeUndefined();
  });
});
