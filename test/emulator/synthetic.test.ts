import { describe, expect, it } from 'vitest';
import { buildSyntheticSeed, parseSyntheticSpec, validateSeed } from '../../src/emulator/index.js';
import { call, startTestEmulator } from '../helpers/emulator.js';

describe('synthetic organization sets', () => {
  it('parses the spec; missing keys are 0 and orgs defaults to 1', () => {
    expect(parseSyntheticSpec('orgs=2,networks=3,devices=500,groups=20,roles=10')).toEqual({
      orgs: 2,
      networks: 3,
      devices: 500,
      groups: 20,
      roles: 10,
    });
    expect(parseSyntheticSpec('devices=5, sentry=2')).toEqual({
      orgs: 1,
      networks: 0,
      devices: 5,
      groups: 0,
      roles: 0,
      sentry: 2,
    });
    for (const bad of ['orgs=two', 'planets=3', 'orgs']) {
      expect(() => parseSyntheticSpec(bad), bad).toThrow(/invalid synthetic spec/);
    }
  });

  it('builds the same valid seed for the same spec and random seed', () => {
    const spec = parseSyntheticSpec('orgs=2,networks=2,devices=20,groups=3,roles=4,users=2,sentry=2');
    const seed = buildSyntheticSeed(spec, 9);
    expect(buildSyntheticSeed(spec, 9)).toEqual(seed);
    expect(buildSyntheticSeed(spec, 10)).not.toEqual(seed);
    expect(() => validateSeed(seed)).not.toThrow();
    expect(seed.organizations.map((o) => o.id)).toEqual(['800001', '800002']);
    const network = seed.organizations[1]?.networks?.[1];
    expect(network?.id).toBe('N_800002_2');
    expect(network?.devices).toHaveLength(20);
    expect(network?.targetGroups).toHaveLength(3);
    expect(seed.organizations[0]?.adminRoles).toHaveLength(4);
    expect(seed.organizations[0]?.sentryPolicies?.map((a) => a.policies.length)).toEqual([2, 2]);
  });

  it('serves a synthetic set: roles page, target groups resolve their scope', async () => {
    const emulator = await startTestEmulator(undefined, {
      synthetic: 'orgs=1,networks=1,devices=30,groups=2,roles=60',
      rateLimit: 0,
    });
    const roles = await call(emulator, 'GET', '/organizations/800001/sm/admins/roles');
    expect(roles.body).toMatchObject({ meta: { counts: { items: { total: 60, remaining: 10 } } } });
    const groups = await call(emulator, 'GET', '/networks/N_800001_1/sm/targetGroups?withDetails=true');
    const [group] = groups.body as { scope: string; tags: string[]; deviceIds: string[] }[];
    const devices = await call(
      emulator,
      'GET',
      '/networks/N_800001_1/sm/devices?scope[]=' + [group?.scope, ...(group?.tags ?? [])].join('&scope[]='),
    );
    expect((devices.body as { id: string }[]).map((d) => d.id)).toEqual(group?.deviceIds);
  });
});
