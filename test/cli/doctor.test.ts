import { describe, expect, it, onTestFinished } from 'vitest';
import type { EmulatorOptions, Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from './run-in-process.js';

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      name: 'Acme "HQ"',
      adminRoles: [{ roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] }],
      networks: [
        { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] }] },
        { id: 'N_WIFI', name: 'Lobby Wi-Fi', productTypes: ['wireless'] },
      ],
    },
    { id: '7002', name: 'Other', networks: [{ id: 'N_2', productTypes: ['systemsManager'] }] },
  ],
};

const config = (policy = '', networks = '      - id: N_1\n        targetGroups: []\n'): string =>
  `organizations:\n  - id: "7001"\n${policy}    networks:\n${networks}`;

interface Report {
  ok: boolean;
  checks: { id: string; status: string; message: string; hint?: string }[];
  probe?: { name: string; returned: Record<string, unknown>; targetGroupScope: string; deleted: boolean };
}

async function setup(
  options: EmulatorOptions = {},
  files: Record<string, string> = { 'smform.yaml': config() },
) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0, ...options });
  const cwd = await workdir((cleanup) => onTestFinished(cleanup), files);
  const run = (argv: string[], key = 'test-key') =>
    smform(['doctor', ...argv], {
      cwd,
      env: { MERAKI_DASHBOARD_API_KEY: key, MERAKI_BASE_URL: emulator.url },
    });
  const json = async (argv: string[] = [], key?: string) => {
    const result = await run([...argv, '--output', 'json'], key);
    return { code: result.code, report: JSON.parse(result.stdout) as Report, stderr: result.stderr };
  };
  return { emulator, run, json };
}

describe('smform doctor, in-process against the emulator', () => {
  it('exits 0 when every check holds, reading only', async () => {
    const { emulator, run } = await setup();
    const result = await run([]);
    expect(result.stdout).toContain(
      'ok    the key sees 2 organizations: 7001 "Acme \\"HQ\\"", 7002 "Other"\n',
    );
    expect(result.stdout).toContain('ok    organization 7001 is visible to this key');
    expect(result.stdout).toContain(
      'ok    network N_1 "N_1" is found in organization 7001; product types systemsManager\n',
    );
    expect(result.stdout).toContain('1 keyword + tags list; targetGroupScope: echoed fits');
    expect(result.stdout).toContain('is not a Meraki API host');
    expect(result.stdout).toContain('All checks hold.');
    expect(result.code).toBe(0);
    expect(emulator.requestLog.map((entry) => entry.method)).toEqual(expect.arrayContaining(['GET']));
    expect(emulator.requestLog.every((entry) => entry.method === 'GET')).toBe(true);
  });

  it('names a key with a trailing newline, sends nothing and never prints the key', async () => {
    const { emulator, json, run } = await setup();
    const { code, report } = await json([], 'secret-key-1234\n');
    expect(code).toBe(1);
    expect(report.checks.find((c) => c.id === 'key')).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('has a trailing newline') as unknown,
    });
    expect(report.checks.find((c) => c.id === 'api')?.status).toBe('skip');
    expect(emulator.requestLog).toEqual([]);
    const text = await run([], ' secret-key-1234');
    expect(text.stdout).toContain('leading whitespace');
    expect(text.stdout + text.stderr).not.toContain('secret-key-1234');
    const missing = await run([], '');
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('MERAKI_DASHBOARD_API_KEY is not set');
  });

  it('fails for a declared organization or network the key cannot see, naming it', async () => {
    const files = {
      'smform.yaml': config('', '      - id: N_1\n      - id: N_GONE\n') + '  - id: "7999"\n',
    };
    const { json } = await setup({}, files);
    const { code, report } = await json();
    expect(code).toBe(1);
    const failed = report.checks.filter((c) => c.status === 'fail').map((c) => c.message);
    expect(failed).toEqual([
      'network N_GONE (declared under organization 7001) was not found: getOrganizationNetworks of organization 7001 does not list it, and no network with this id is visible to the key',
      'organization 7999 was not found: getOrganizations lists 2 organizations for this key, not this one',
    ]);
  });

  it('names the organization a misplaced network belongs to, and fails target groups on a network that is not SM', async () => {
    const files = {
      'smform.yaml': config('', '      - id: N_2\n      - id: N_WIFI\n        targetGroups: []\n'),
    };
    const { emulator, json } = await setup({}, files);
    const { code, report } = await json();
    expect(code).toBe(1);
    expect(report.checks.filter((c) => c.id === 'network')).toEqual([
      {
        id: 'network',
        status: 'fail',
        subject: 'network N_2',
        message: 'network N_2 is declared under organization 7001 but belongs to organization 7002',
        hint: 'declare it under organization 7002',
      },
      {
        id: 'network',
        status: 'fail',
        subject: 'network N_WIFI',
        message: 'network N_WIFI "Lobby Wi-Fi" is found in organization 7001; product types wireless',
        hint: 'target groups need a Systems Manager network: declare them only under one (productTypes systemsManager)',
      },
    ]);
    // The discovery reads plan uses: one list per organization, getNetwork only for the misplaced one.
    const ops = emulator.requestLog.map((e) => e.operationId);
    expect(ops.filter((op) => op === 'getOrganizations')).toHaveLength(1);
    expect(ops.filter((op) => op === 'getOrganizationNetworks')).toHaveLength(1);
    expect(emulator.requestLog.filter((e) => e.operationId === 'getNetwork').map((e) => e.networkId)).toEqual(
      ['N_2'],
    );
    expect(emulator.requestLog.every((e) => e.method === 'GET')).toBe(true);
  });

  it('lists the organizations the key sees with no config, and fails when it sees none', async () => {
    const { run } = await setup({}, {});
    const result = await run([]);
    expect(result.stdout).toContain('ok    the key sees 2 organizations');
    expect(result.code).toBe(0);
    const hidden = await setup({ orgKeyAllowList: { '7001': ['other-key'], '7002': ['other-key'] } }, {});
    const none = await hidden.json();
    expect(none.report.checks.find((c) => c.id === 'organizations')).toMatchObject({
      status: 'fail',
      message: 'the key sees no organization',
    });
    expect(none.code).toBe(1);
  });

  it('reports the echo form of the live target groups and fails when the setting does not fit it', async () => {
    const off = await setup({ targetGroupEcho: 'keyword' });
    const first = await off.json();
    expect(first.code).toBe(1);
    expect(first.report.checks.find((c) => c.id === 'echo-target-groups')).toMatchObject({
      status: 'fail',
      hint: 'set `policy: { liveEcho: { targetGroupScope: keywordOnly } }` on organization 7001 (docs/config.md)',
    });
    const on = await setup(
      { targetGroupEcho: 'keyword' },
      { 'smform.yaml': config('    policy: { liveEcho: { targetGroupScope: keywordOnly } }\n') },
    );
    expect((await on.json()).code).toBe(0);
  });

  it('shows the sentry list shape, either envelope form', async () => {
    const { json } = await setup({ sentryEnvelope: 'object' });
    const { report } = await json();
    expect(report.checks.find((c) => c.id === 'echo-sentry')?.message).toContain(
      'one {items, meta} envelope',
    );
  });

  it('--write-probe creates a scratch group, reads it back, deletes it, and says how scope came back', async () => {
    const { emulator, json } = await setup({ targetGroupEcho: 'none' });
    const { code, report } = await json(['--write-probe', 'N_1']);
    expect(report.probe).toMatchObject({ returned: {}, targetGroupScope: 'writeOnly', deleted: true });
    expect(report.probe?.name).toMatch(/^smform-doctor-[0-9a-f]{8}$/);
    expect(report.checks.find((c) => c.id === 'write-probe')?.hint).toContain('targetGroupScope: writeOnly');
    expect(code).toBe(1);
    const writes = emulator.requestLog.filter((entry) => entry.method !== 'GET').map((e) => e.operationId);
    expect(writes).toEqual(['createNetworkSmTargetGroup', 'deleteNetworkSmTargetGroup']);
    expect(emulator.state().organizations[0]?.networks[0]?.targetGroups.map((g) => g.name)).toEqual([
      'Kiosks',
    ]);
    const full = await setup();
    const echoed = await full.json(['--write-probe', 'N_1']);
    expect(echoed.report.probe).toMatchObject({
      returned: { scope: 'withAny', tags: ['smform-doctor-a', 'smform-doctor-b'] },
      targetGroupScope: 'echoed',
    });
    expect(echoed.code).toBe(0);
  });

  it('reports the host a redirect re-based the run onto, and says so when none did', async () => {
    const shard = await startTestEmulator(seed, { rateLimit: 0, apiKeys: ['test-key'] });
    const { emulator: front, json } = await setup({ redirectTo: shard.url });
    const { code, report, stderr } = await json();
    expect(report.checks.find((c) => c.id === 'base-url')?.message).toBe(
      `base URL ${front.url}: 127.0.0.1 is not a Meraki API host (an emulator or a test server); a redirect re-based the run onto ${shard.url}: 127.0.0.1 is not a Meraki API host (an emulator or a test server)`,
    );
    expect(stderr).toContain(`note: the API redirected ${front.url} to ${shard.url}`);
    expect(code).toBe(0);
    // Re-based once: the front answered one 308, the shard every check after it.
    expect(front.requestLog.map((e) => e.status)).toEqual([308]);
    expect(shard.requestLog.map((e) => e.operationId)).toContain('getOrganizationNetworks');
    const direct = await setup();
    const plain = await direct.json();
    expect(plain.report.checks.find((c) => c.id === 'base-url')?.message).toContain(
      `base URL ${direct.emulator.url}: 127.0.0.1 is not a Meraki API host (an emulator or a test server); no redirect re-based the run`,
    );
  });
});
