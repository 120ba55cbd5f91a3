import { describe, expect, it } from 'vitest';
import { exportOrganization } from '../../src/export/index.js';
import type { TagDevice } from '../../src/kinds/device-tag/types.js';
import type { LiveOrganization } from '../../src/model/live.js';

/*
 * A kind exported only on request (its config part's exportOnRequest, device tags here): export writes
 * its section only when the run asks for the kind, with the run's choice, and never names the kind
 * itself (src/export/ loops over the registry).
 */

const devices: TagDevice[] = [
  { id: 'd1', name: 'IPAD-1', serial: 'S-1', tags: ['kiosk', 'ipad'] },
  { id: 'd2', name: 'IPAD-2', serial: 'S-2', tags: ['ipad'] },
  { id: 'd3', name: 'MAC-3', serial: 'S-3', tags: [] },
];

const org: LiveOrganization = {
  id: '1',
  networks: [{ id: 'N_1', targetGroups: [], kinds: { deviceTag: devices } }],
};

const networkFile = (requested?: Record<string, unknown>) =>
  exportOrganization(org, requested === undefined ? {} : { requested }).files.find(
    (file) => file.path === 'networks/N_1.yaml',
  )?.text ?? '';

describe('export of a kind on request', () => {
  it('leaves the kind out unless asked', () => {
    expect(networkFile()).not.toContain('deviceTags');
    expect(networkFile({ adminRole: true })).not.toContain('deviceTags');
  });

  it("writes the kind's section with the run's choice: named tags, or those below a share", () => {
    expect(networkFile({ deviceTag: { tags: ['kiosk', 'absent'] } }).split('targetGroups: []\n')[1]).toBe(
      '        deviceTags:\n          absent:\n            serials: []\n          kiosk:\n            serials:\n              - S-1\n',
    );
    // ipad is on 2 of 3 devices (67 %), kiosk on 1 (33 %).
    expect(networkFile({ deviceTag: { belowPercent: 50 } }).split('targetGroups: []\n')[1]).toBe(
      '        deviceTags:\n          kiosk:\n            serials:\n              - S-1\n',
    );
  });

  it('writes no empty section when the choice selects nothing', () => {
    expect(networkFile({ deviceTag: { belowPercent: 10 } })).not.toContain('deviceTags');
  });
});
