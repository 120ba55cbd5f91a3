import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { call, withEmulator } from '../helpers/emulator.js';

const SEED: Seed = {
  organizations: [
    {
      id: '1',
      networks: [
        {
          id: 'N_1',
          targetGroups: [],
          devices: [
            { id: 'd1', tags: ['old_tag', 'kiosk'] },
            { id: 'd2', tags: ['kiosk'] },
          ],
        },
        { id: 'N_W1', groupPolicies: [{ groupPolicyId: '101', name: 'Guest WiFi' }] },
      ],
    },
  ],
};

describe('tag lists as the Dashboard stores them', () => {
  const emulator = withEmulator(SEED);

  it('splits a written tag at spaces in target groups, roles, sentry and modifyTags', async () => {
    const group = await call(emulator(), 'POST', '/networks/N_1/sm/targetGroups', {
      body: { name: 'Lobby', scope: 'withAny, front desk, lobby' },
    });
    expect(group.body).toMatchObject({ scope: 'withAny', tags: ['front', 'desk', 'lobby'] });

    const role = await call(emulator(), 'POST', '/organizations/1/sm/admins/roles', {
      body: { name: 'Helpdesk', scope: 'some', tags: ['example tag'] },
    });
    expect(role.body).toMatchObject({ tags: ['example', 'tag'] });

    const sentry = await call(emulator(), 'PUT', '/organizations/1/sm/sentry/policies/assignments', {
      body: {
        items: [
          {
            networkId: 'N_W1',
            policies: [{ smNetworkId: 'N_1', groupPolicyId: '101', scope: 'withAny', tags: ['guest  wifi'] }],
          },
        ],
      },
    });
    const policies = (sentry.body as { items: { policies: { tags: string[] }[] }[] }).items[0]?.policies;
    expect(policies?.[0]?.tags).toEqual(['guest', 'wifi']);

    const tagged = await call(emulator(), 'POST', '/networks/N_1/sm/devices/modifyTags', {
      body: { ids: ['d2'], tags: ['front desk'], updateAction: 'add' },
    });
    expect(tagged.body).toEqual([{ id: 'd2', serial: '', tags: ['kiosk', 'front', 'desk'], wifiMac: '' }]);
  });

  it("takes the spec's modifyTags example: the keyword and its tag in one scope string", async () => {
    // spec v1 modifyNetworkSmDevicesTags request example: "scope": ["withAny, old_tag"]
    const response = await call(emulator(), 'POST', '/networks/N_1/sm/devices/modifyTags', {
      body: { scope: ['withAny, old_tag'], tags: ['new_tag'], updateAction: 'add' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: 'd1', serial: '', tags: ['old_tag', 'kiosk', 'new_tag'], wifiMac: '' },
    ]);
  });
});
