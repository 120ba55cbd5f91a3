import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it, onTestFinished } from 'vitest';
import { smform, workdir } from '../cli/run-in-process.js';
import { startFaultProxy } from '../faults/helpers/fault-proxy.js';
import { startTestEmulator, withSharedEmulator } from '../helpers/emulator.js';
import { api, SEED_FILE, smformIn } from './helpers.js';

const CONFIG = `organizations:
  - id: '549236'
    networks:
      - id: N_1
        targetGroups:
          - name: Kiosks
            scope: withAll
            tags: [kiosk]
          - name: Lobby kiosks
            scope: withAll
            tags: [kiosk, lobby]
`;

interface Device {
  id: string;
}

describe('smform api: paging, output, input and listing', () => {
  const current = withSharedEmulator(SEED_FILE, { rateLimit: 0 });

  it('reads the first page only unless --paginate follows the Link headers', async () => {
    const firstPage = await api(current().url, 'getNetworkSmDevices', 'networkId=N_1', 'perPage=3');
    expect((JSON.parse(firstPage.stdout) as Device[]).map((d) => d.id)).toEqual(['d1', 'd2', 'd3']);
    current().requestLog.length = 0;
    const all = await api(current().url, 'getNetworkSmDevices', 'networkId=N_1', 'perPage=3', '--paginate');
    expect((JSON.parse(all.stdout) as Device[]).map((d) => d.id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
    expect(current().requestLog.map((entry) => entry.status)).toEqual([200, 200]);
  });

  it('pages wireless envelopes and merges their items', async () => {
    const all = await api(
      current().url,
      'getOrganizationWirelessControllerOverviewByDevice',
      'organizationId=549236',
      'perPage=3',
      '--paginate',
    );
    const body = JSON.parse(all.stdout) as { items: { serial: string }[] };
    expect(body.items.map((item) => item.serial)).toEqual(['Q2WC-0001-AAAA', 'Q2WC-0002-BBBB']);
  });

  it('prints YAML with --output yaml and takes body parameters from --input', async () => {
    const dir = await workdir(onTestFinished, {
      'body.json': JSON.stringify({ tags: ['night'], updateAction: 'add', ids: ['d5'] }),
    });
    const run = await api(
      current().url,
      'modifyNetworkSmDevicesTags',
      'networkId=N_1',
      `--input=${join(dir, 'body.json')}`,
      'update_action=update',
      '--output',
      'yaml',
    );
    expect(run.code).toBe(0);
    expect(parse(run.stdout)).toEqual([
      { id: 'd5', serial: 'Q234-ABCD-0005', tags: ['night'], wifiMac: '00:11:22:33:44:05' },
    ]);
  });

  it('lists the 70 operations with a summary each', async () => {
    const run = await smformIn(['api', '--list']);
    const lines = run.stdout.trimEnd().split('\n');
    expect(run.code).toBe(0);
    expect(lines).toHaveLength(70);
    expect(lines.find((line) => line.startsWith('wipeNetworkSmDevices '))).toMatch(/POST\s+\[--yes\] \S+/);
  });

  it('a modifyTags changes the devices in a target group scope and what the next plan reports', async () => {
    const dir = await workdir(onTestFinished, { 'smform.yaml': CONFIG });
    const scope = async (): Promise<string[]> => {
      const run = await api(
        current().url,
        'getNetworkSmDevices',
        'networkId=N_1',
        'scope=withAll,kiosk,lobby',
      );
      return (JSON.parse(run.stdout) as Device[]).map((d) => d.id);
    };
    const groupDevices = async (): Promise<unknown> => {
      const run = await api(current().url, 'getNetworkSmTargetGroups', 'networkId=N_1', 'withDetails=true');
      return (JSON.parse(run.stdout) as { name: string; deviceIds: string[] }[]).find(
        (g) => g.name === 'Kiosks',
      )?.deviceIds;
    };
    interface PlanJson {
      summary: { create: number };
      changes: { address: string; devices?: { after: number; addedCount: number } }[];
    }
    const lobby = async (): Promise<unknown> => {
      const run = await smformIn(['--base-url', current().url, 'plan', dir, '--output', 'json']);
      expect(run.code).toBe(0);
      const plan = JSON.parse(run.stdout) as PlanJson;
      expect(plan.summary.create).toBe(1);
      return plan.changes.find((change) => change.address === 'network/N_1/targetGroup/Lobby kiosks')
        ?.devices;
    };
    expect(await scope()).toEqual([]);
    expect(await lobby()).toMatchObject({ before: 0, after: 0, addedCount: 0 });

    const run = await api(
      current().url,
      'modifyNetworkSmDevicesTags',
      'networkId=N_1',
      'ids=d1,d2',
      'tags=lobby',
      'updateAction=add',
    );
    expect(JSON.parse(run.stdout)).toHaveLength(2);
    const again = await api(
      current().url,
      'modifyNetworkSmDevicesTags',
      'networkId=N_1',
      'ids=d1,d2',
      'tags=lobby',
      'updateAction=add',
    );
    expect(JSON.parse(again.stdout)).toEqual([]);

    expect(await scope()).toEqual(['d1', 'd2']);
    expect(await groupDevices()).toEqual(['d1', 'd2']);
    expect(await lobby()).toMatchObject({ before: 0, after: 2, addedCount: 2 });
  });
});

describe('smform api through the whole CLI', () => {
  it('answers from an --emulator seed and exits 1 on an invalid parameter', async () => {
    const dir = await workdir(onTestFinished, {});
    const seed = join(process.cwd(), SEED_FILE);
    const ok = await smform(
      ['--emulator', seed, 'api', 'getOrganizationSmApnsCert', 'organization_id=549236'],
      { cwd: dir },
    );
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({
      certificate: expect.stringContaining('BEGIN CERTIFICATE') as unknown,
    });
    const bad = await smform(
      ['--emulator', seed, 'api', 'getNetworkSmDevices', 'networkId=N_1', 'perPage=5000'],
      {
        cwd: dir,
      },
    );
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/'perPage' must be from 3 to 1000/);
  });

  it('never prints the API key', async () => {
    const emulator = await startTestEmulator(SEED_FILE, { rateLimit: 0 });
    const dir = await workdir(onTestFinished, {});
    const run = await smform(
      ['--debug', '--base-url', emulator.url, 'api', 'getNetworkSmUsers', 'networkId=N_1'],
      {
        cwd: dir,
        env: { MERAKI_DASHBOARD_API_KEY: 'test-key-secret-123' },
      },
    );
    expect(run.code).toBe(0);
    expect(`${run.stdout}${run.stderr}`).not.toContain('test-key-secret-123');
    expect(run.stderr).toMatch(/debug: GET .*\/sm\/users -> 200/);
  });

  it("a call that was retried ends with the client's counts, each in the singular or plural it needs", async () => {
    const emulator = await startTestEmulator(SEED_FILE, { rateLimit: 0 });
    const retried = {
      kind: 'status',
      status: 429,
      body: '{"errors":["Too many requests"]}',
      headers: { 'Retry-After': '1' },
    } as const;
    const proxy = await startFaultProxy(emulator.url, [
      { path: /\/organizations$/, times: 1, fault: retried },
      { path: /\/sm\/users$/, times: 2, fault: retried },
      { path: /\/sm\/users$/, times: 1, fault: { kind: 'status', status: 400, body: '{"errors":["Bad"]}' } },
    ]);
    onTestFinished(() => proxy.close());
    const dir = await workdir(onTestFinished, {});
    const run = (...args: string[]) =>
      smform(['--base-url', proxy.url, 'api', ...args], {
        cwd: dir,
        env: { MERAKI_DASHBOARD_API_KEY: 'test-key', SMFORM_TEST_FAST_RETRY: '1' },
      });
    const once = await run('getOrganizations');
    expect(once.code, once.stderr).toBe(0);
    expect(once.stderr.trimEnd().split('\n').at(-1)).toBe(
      'API: 1 call, 2 requests, 1 retry, 1 rate-limited (429), 0 errors.',
    );
    const failed = await run('getNetworkSmUsers', 'networkId=N_1');
    expect(failed.code).toBe(1);
    expect(failed.stderr.split('\n').filter((line) => line.startsWith('API: '))).toEqual([
      'API: 1 call, 3 requests, 2 retries, 2 rate-limited (429), 1 error.',
    ]);
  });
});
