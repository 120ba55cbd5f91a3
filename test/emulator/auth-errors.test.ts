import { describe, expect, it } from 'vitest';
import { call, startTestEmulator, withEmulator } from '../helpers/emulator.js';

const SEED = 'test/emulator/fixtures/acme.yaml';
const ROLES = '/organizations/549236/sm/admins/roles';

describe('authentication and errors', () => {
  const emulator = withEmulator(SEED);

  it('answers 401 with an errors body without a key, and accepts Bearer and the legacy header', async () => {
    const missing = await call(emulator(), 'GET', ROLES, { key: null });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ errors: ['Missing API key'] });
    const legacy = await call(emulator(), 'GET', ROLES, {
      key: null,
      headers: { 'X-Cisco-Meraki-API-Key': 'k' },
    });
    expect(legacy.status).toBe(200);
    expect((await call(emulator(), 'GET', ROLES, { key: 'anything' })).status).toBe(200);
  });

  it('answers 404 with an errors body for unknown paths, methods and organizations', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['GET', '/organizations/549236/sm/nothingHere'],
      ['PATCH', ROLES],
      ['GET', '/organizations/404/sm/admins/roles'],
      ['GET', '/networks/N_404/sm/devices'],
    ] as const) {
      const response = await call(emulator(), method, path);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ errors: [expect.any(String)] });
    }
    const outside = await fetch(emulator().url.replace('/api/v1', '/other'), {
      headers: { Authorization: 'Bearer k' },
    });
    expect(outside.status).toBe(404);
  });

  it('answers every operation (none is left "not emulated"), literal path segments winning', async () => {
    const response = await call(emulator(), 'GET', '/organizations/549236/sm/apnsCert');
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toContain('BEGIN CERTIFICATE');
    const literalWins = await call(emulator(), 'PUT', '/networks/N_5678/sm/devices/fields', { body: {} });
    expect(literalWins.status).toBe(400);
    expect(literalWins.body).toEqual({ errors: [expect.stringContaining('deviceFields')] });
  });

  it('logs method, path, query, status, operation and scope, never the key', async () => {
    await call(emulator(), 'GET', `${ROLES}?perPage=5`, { key: 'secret-test-key' });
    await call(emulator(), 'GET', '/networks/N_5678/sm/devices', { key: 'secret-test-key' });
    const log = emulator().requestLog;
    expect(log).toEqual([
      {
        method: 'GET',
        path: `/api/v1${ROLES}`,
        query: 'perPage=5',
        status: 200,
        operationId: 'getOrganizationSmAdminsRoles',
        orgId: '549236',
        at: expect.any(Number) as unknown,
      },
      {
        method: 'GET',
        path: '/api/v1/networks/N_5678/sm/devices',
        query: '',
        status: 200,
        operationId: 'getNetworkSmDevices',
        orgId: '549236',
        networkId: 'N_5678',
        at: expect.any(Number) as unknown,
      },
    ]);
    expect(JSON.stringify(log)).not.toContain('secret-test-key');
  });
});

describe('key lists', () => {
  it('accepts only the configured keys (401 otherwise)', async () => {
    const emulator = await startTestEmulator(SEED, { apiKeys: ['good-key'] });
    expect((await call(emulator, 'GET', ROLES, { key: 'good-key' })).status).toBe(200);
    const wrong = await call(emulator, 'GET', ROLES, { key: 'bad-key' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ errors: ['Invalid API key'] });
  });

  it('answers a key missing from an organization allow-list 404, exactly as for an absent one', async () => {
    const emulator = await startTestEmulator(SEED, { orgKeyAllowList: { '549236': ['acme-key'] } });
    expect((await call(emulator, 'GET', ROLES, { key: 'acme-key' })).status).toBe(200);
    const denied = await call(emulator, 'GET', ROLES, { key: 'other-key' });
    expect([denied.status, denied.body]).toEqual([404, { errors: ['Organization 549236 not found'] }]);
    const absent = await call(emulator, 'GET', '/organizations/999999/sm/admins/roles', { key: 'other-key' });
    expect([absent.status, absent.body]).toEqual([404, { errors: ['Organization 999999 not found'] }]);
    const network = await call(emulator, 'GET', '/networks/N_5678/sm/targetGroups', { key: 'other-key' });
    expect([network.status, network.body]).toEqual([404, { errors: ['Network N_5678 not found'] }]);
    expect(
      (await call(emulator, 'GET', '/organizations/777/sm/admins/roles', { key: 'other-key' })).status,
    ).toBe(200);
  });
});
