import { describe, expect, it, onTestFinished } from 'vitest';
import { OPERATIONS } from '../../src/emulator/operations.js';
import { smform, workdir } from '../cli/run-in-process.js';
import { call, parseLinks, startTestEmulator, withSharedEmulator } from '../helpers/emulator.js';

const SEED = 'test/emulator/fixtures/acme.yaml';
const NET = 'N_5678';

/** Every string in a JSON value that starts like a date, with where it was found. */
function dateStrings(value: unknown, at: string, found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value)) found.push([at, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => dateStrings(item, `${at}[${i}]`, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) dateStrings(item, `${at}.${key}`, found);
  }
  return found;
}

describe('the stricter emulator: rules the live API enforces', () => {
  const emulator = withSharedEmulator(SEED, { rateLimit: 0 });

  it('refuses an array query parameter sent without [] or as one comma string, naming it', async () => {
    const devices = `/networks/${NET}/sm/devices`;
    for (const query of ['fields=ip', 'fields=ip,systemType', 'ids[]=d1&fields=ip']) {
      const response = await call(emulator(), 'GET', `${devices}?${query}`);
      expect(response).toMatchObject({ status: 400, body: { errors: ["'fields' must be an array"] } });
    }
    const users = await call(emulator(), 'GET', `/networks/${NET}/sm/users?emails=a@example.com`);
    expect(users).toMatchObject({ status: 400, body: { errors: ["'emails' must be an array"] } });
    const profiles = await call(emulator(), 'GET', `/networks/${NET}/sm/profiles?payloadTypes=VPN`);
    expect(profiles.body).toEqual({ errors: ["'payloadTypes' must be an array"] });
    for (const query of ['fields[]=ip', 'fields%5B%5D=ip&fields%5B%5D=systemType']) {
      expect((await call(emulator(), 'GET', `${devices}?${query}`)).status).toBe(200);
    }
  });

  it('answers every timestamp of every read in ISO 8601 UTC with Z', async () => {
    const ids: Record<string, string> = { networkId: NET, organizationId: '549236', deviceId: 'd1' };
    const found: [string, string][] = [];
    for (const operation of OPERATIONS.filter((op) => op.method === 'GET')) {
      const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      if (!names.every((name) => ids[name] !== undefined)) continue;
      const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name] ?? '');
      const response = await call(emulator(), 'GET', path);
      if (response.status === 200) dateStrings(response.body, operation.operationId, found);
    }
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter(([, value]) => !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(value))).toEqual([]);
  });

  it('gives trusted access configs a timeboundType of dynamic or static', async () => {
    const response = await call(emulator(), 'GET', `/networks/${NET}/sm/trustedAccessConfigs`);
    const types = (response.body as { timeboundType: string }[]).map((config) => config.timeboundType);
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(['dynamic', 'static']).toContain(type);
  });
});

describe('getNetworkSmProfiles pages (API index v1.73)', () => {
  const profiles = Array.from({ length: 5 }, (_, i) => ({
    id: `pr${i}`,
    name: `Profile ${i}`,
    description: '',
    scope: 'all',
    tags: [],
    payloadTypes: ['Wi-Fi'],
  }));
  const seed = { organizations: [{ id: '1', networks: [{ id: 'N_1', profiles }] }] };

  it('answers perPage items with Link headers, and smform api --paginate reads them all', async () => {
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const first = await call(emulator, 'GET', '/networks/N_1/sm/profiles?perPage=3');
    expect((first.body as { id: string }[]).map((p) => p.id)).toEqual(['pr0', 'pr1', 'pr2']);
    expect(Object.keys(parseLinks(first.headers.get('link')))).toEqual(['first', 'next', 'last']);
    const cwd = await workdir((cleanup) => onTestFinished(cleanup), {});
    const run = await smform(['api', 'getNetworkSmProfiles', 'networkId=N_1', 'perPage=3', '--paginate'], {
      cwd,
      env: { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url },
    });
    expect(run.stderr).toBe('');
    expect((JSON.parse(run.stdout) as { id: string }[]).map((p) => p.id)).toEqual(profiles.map((p) => p.id));
    expect(emulator.requestLog.filter((e) => e.operationId === 'getNetworkSmProfiles')).toHaveLength(3);
  });
});
