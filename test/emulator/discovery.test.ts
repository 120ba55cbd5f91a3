import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { call, startTestEmulator } from '../helpers/emulator.js';

/* docs/emulator.md, "Discovery": getOrganizations, getOrganizationNetworks and getNetwork over loopback. */

const SEED: Seed = {
  organizations: [
    {
      id: '7001',
      name: 'Corp',
      networks: [
        { id: 'N_SM', name: 'Laptops', targetGroups: [] },
        { id: 'N_WIFI' },
        { id: 'N_BOTH', name: 'Both', productTypes: ['wireless', 'systemsManager'] },
      ],
    },
    { id: '7002', networks: [] },
    { id: '7003', name: 'Hidden', networks: [] },
  ],
};

describe('the emulator: discovery', () => {
  it('getOrganizations: the organizations the key may reach, in seed order, each in the API shape', async () => {
    const emulator = await startTestEmulator(SEED, {
      rateLimit: 0,
      orgKeyAllowList: { '7003': ['other-key'] },
    });
    const answer = await call(emulator, 'GET', '/organizations');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: '7001',
        name: 'Corp',
        url: 'https://n1.meraki.com/o/7001/manage/organization/overview',
        api: { enabled: true },
        licensing: { model: 'co-term' },
        cloud: { region: { name: 'North America', host: { name: 'United States' } } },
      },
      {
        id: '7002',
        name: '7002',
        url: 'https://n1.meraki.com/o/7002/manage/organization/overview',
        api: { enabled: true },
        licensing: { model: 'co-term' },
        cloud: { region: { name: 'North America', host: { name: 'United States' } } },
      },
    ]);
    expect(answer.headers.get('link')).toContain('perPage=9000');
    const paged = await call(emulator, 'GET', '/organizations?perPage=9000');
    expect(paged.status).toBe(200);
    const tooMany = await call(emulator, 'GET', '/organizations?perPage=9001');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ errors: ["'perPage' must be an integer between 3 and 9000; got '9001'"] });
  });

  it('getOrganizationNetworks: each network in the API shape, filtered by productTypes[], paged up to 100000', async () => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    const all = await call(emulator, 'GET', '/organizations/7001/networks');
    expect(all.status).toBe(200);
    expect(all.body).toEqual([
      {
        id: 'N_SM',
        organizationId: '7001',
        name: 'Laptops',
        productTypes: ['systemsManager'],
        timeZone: 'America/Los_Angeles',
        tags: [],
        notes: '',
        url: 'https://n1.meraki.com/n/N_SM/manage/usage/list',
        isBoundToConfigTemplate: false,
      },
      {
        id: 'N_WIFI',
        organizationId: '7001',
        name: 'N_WIFI',
        productTypes: ['wireless'],
        timeZone: 'America/Los_Angeles',
        tags: [],
        notes: '',
        url: 'https://n1.meraki.com/n/N_WIFI/manage/usage/list',
        isBoundToConfigTemplate: false,
      },
      {
        id: 'N_BOTH',
        organizationId: '7001',
        name: 'Both',
        productTypes: ['wireless', 'systemsManager'],
        timeZone: 'America/Los_Angeles',
        tags: [],
        notes: '',
        url: 'https://n1.meraki.com/n/N_BOTH/manage/usage/list',
        isBoundToConfigTemplate: false,
      },
    ]);
    expect(all.headers.get('link')).toContain('perPage=1000');
    const ids = async (query: string) =>
      ((await call(emulator, 'GET', `/organizations/7001/networks${query}`)).body as { id: string }[]).map(
        (network) => network.id,
      );
    expect(await ids('?productTypes[]=systemsManager')).toEqual(['N_SM', 'N_BOTH']);
    expect(await ids('?productTypes[]=wireless&productTypes[]=cellularGateway')).toEqual([
      'N_WIFI',
      'N_BOTH',
    ]);
    expect(await ids('?productTypes[]=switch')).toEqual([]);
    expect(await ids('?perPage=3&tagsFilterType=withAllTags')).toEqual(['N_SM', 'N_WIFI', 'N_BOTH']);
    expect(await ids('?perPage=100000&tagsFilterType=withAnyTags')).toEqual(['N_SM', 'N_WIFI', 'N_BOTH']);
    const twoPages = await call(
      emulator,
      'GET',
      '/organizations/7001/networks?perPage=3&productTypes[]=wireless',
    );
    expect(twoPages.status).toBe(200);
    const bad = await call(emulator, 'GET', '/organizations/7001/networks?tagsFilterType=withSomeTags');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: ["'tagsFilterType' must be one of withAnyTags, withAllTags"] });
    const tooMany = await call(emulator, 'GET', '/organizations/7001/networks?perPage=100001');
    expect(tooMany.body).toEqual({
      errors: ["'perPage' must be an integer between 3 and 100000; got '100001'"],
    });
  });

  it('getNetwork answers one network in the same shape; an unknown one is 404', async () => {
    const emulator = await startTestEmulator(SEED, { rateLimit: 0 });
    const one = await call(emulator, 'GET', '/networks/N_WIFI');
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      id: 'N_WIFI',
      organizationId: '7001',
      name: 'N_WIFI',
      productTypes: ['wireless'],
      timeZone: 'America/Los_Angeles',
      tags: [],
      notes: '',
      url: 'https://n1.meraki.com/n/N_WIFI/manage/usage/list',
      isBoundToConfigTemplate: false,
    });
    expect((await call(emulator, 'GET', '/networks/N_NONE')).status).toBe(404);
  });
});
