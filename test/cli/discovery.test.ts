import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator, type EmulatorOptions, type Seed } from '../../src/emulator/index.js';
import { forward, startGate } from '../helpers/gate.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

/**
 * The discovery reads through the CLI (in-process): export covers every SM network, plan/apply/validate --live
 * check declared networks before any write, orgs --live lists what the key can see.
 */

const KEY = 'test-key';

const seed: Seed = {
  organizations: [
    {
      id: '7001',
      name: 'Corp',
      sentryPolicies: [
        {
          networkId: 'N_SENTRY',
          policies: [{ smNetworkId: 'N_SENTRY', groupPolicyId: '101', scope: 'all' }],
        },
      ],
      networks: [
        { id: 'N_SENTRY', name: 'Sentry SM', targetGroups: [{ id: 't1', name: 'All', scope: 'all' }] },
        { id: 'N_QUIET', name: 'Quiet SM', devices: [{ id: 'd1', name: 'Mac', tags: ['mac'] }] },
        { id: 'N_WIFI', name: 'Wi-Fi' },
      ],
    },
    { id: '7002', name: 'Other', networks: [{ id: 'N_ELSEWHERE', name: 'Theirs', targetGroups: [] }] },
  ],
};

async function setup(onFinished: OnFinished, files: Record<string, string>, options: EmulatorOptions = {}) {
  const emulator = await startEmulator({ seed, port: 0, rateLimit: 0, ...options });
  onFinished(() => emulator.close());
  const cwd = await workdir(onFinished, files);
  const run = (argv: string[], baseUrl = emulator.url) =>
    smform(argv, { cwd, env: { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: baseUrl } });
  return { emulator, cwd, run };
}

const writes = (log: readonly { method: string }[]): number => log.filter((e) => e.method !== 'GET').length;

describe('discovery', () => {
  it('export --org without --network covers every SM network, a quiet one included, with names; its plan is empty', async ({
    onTestFinished,
  }) => {
    const { cwd, run } = await setup(onTestFinished, {});
    const exported = await run(['export', '--org', '7001', '--out-dir', 'exported']);
    expect(exported.code, exported.stderr).toBe(0);
    expect((await readdir(join(cwd, 'exported', 'networks'))).sort()).toEqual([
      'N_QUIET.yaml',
      'N_SENTRY.yaml',
    ]);
    expect(await readFile(join(cwd, 'exported', 'orgs', '7001.yaml'), 'utf8')).toMatch(/name: Corp\n/);
    const quiet = await readFile(join(cwd, 'exported', 'networks', 'N_QUIET.yaml'), 'utf8');
    expect(quiet).toContain("- id: 'N_QUIET'\n        name: Quiet SM\n        targetGroups: []\n");
    const planned = await run(['plan', 'exported', '--detailed-exitcode']);
    expect(planned.stdout).toContain('No changes.');
    expect(planned.code).toBe(0);
  }, 60_000);

  it('a network declared under the wrong organization exits 3 with its location and its real organization, before any write', async ({
    onTestFinished,
  }) => {
    const config = `organizations:
  - id: "7001"
    networks:
      - id: N_SENTRY
        targetGroups:
          - { name: All, scope: all }
      - id: N_ELSEWHERE
        targetGroups:
          - { name: New, scope: all }
`;
    const { emulator, run } = await setup(onTestFinished, { 'smform.yaml': config });
    const applied = await run(['apply', 'smform.yaml', '--auto-approve']);
    expect(applied.code).toBe(3);
    expect(applied.stderr).toContain(
      'smform.yaml:7:9  network N_ELSEWHERE is not in organization 7001: it belongs to organization 7002',
    );
    expect(writes(emulator.requestLog)).toBe(0);

    const validated = await run(['validate', '--live']);
    expect(validated.code).toBe(3);
    expect(validated.stdout).toContain('smform.yaml:7:9  network N_ELSEWHERE is not in organization 7001');
  }, 60_000);

  it('target groups on a network that is not a Systems Manager network exit 3; an unknown network is named', async ({
    onTestFinished,
  }) => {
    const config = `organizations:
  - id: "7001"
    networks:
      - id: N_WIFI
        targetGroups:
          - { name: New, scope: all }
      - id: N_NOWHERE
        targetGroups: []
`;
    const { emulator, run } = await setup(onTestFinished, { 'smform.yaml': config });
    const planned = await run(['plan']);
    expect(planned.code).toBe(3);
    expect(planned.stderr).toContain(
      'smform.yaml:4:9  network N_WIFI (Wi-Fi) is not a Systems Manager network (productTypes: wireless)',
    );
    expect(planned.stderr).toContain(
      'smform.yaml:7:9  network N_NOWHERE is not in organization 7001 (no network with this id is visible to the key)',
    );
    expect(writes(emulator.requestLog)).toBe(0);
  }, 60_000);

  it('a key that may not list the networks gets a warning, and the plan goes on', async ({
    onTestFinished,
  }) => {
    const config = `organizations:
  - id: "7001"
    networks:
      - id: N_SENTRY
        targetGroups:
          - { name: All, scope: all }
`;
    const { emulator, run } = await setup(onTestFinished, { 'smform.yaml': config });
    const gate = await startGate(emulator.url, (req, res, upstream) => {
      if (req.url?.includes('/organizations/7001/networks') === true) {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: ['Forbidden'] }));
        return;
      }
      forward(req, res, upstream);
    });
    onTestFinished(() => gate.close());
    const planned = await run(['plan', '--detailed-exitcode'], gate.url);
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stderr).toContain(
      'warning: could not list the networks of organization 7001 (HTTP 403): its declared networks were not checked',
    );
  }, 60_000);

  it('orgs --live lists the organizations and networks the key can see, with product types', async ({
    onTestFinished,
  }) => {
    const { run } = await setup(onTestFinished, {}, { orgKeyAllowList: { '7002': ['someone-else'] } });
    const listed = await run(['orgs', '--live']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toBe(
      [
        '7001  Corp: 3 networks, 2 Systems Manager',
        '  N_SENTRY  Sentry SM  [systemsManager]',
        '  N_QUIET   Quiet SM   [systemsManager]',
        '  N_WIFI    Wi-Fi      [wireless]',
        '',
      ].join('\n'),
    );
  }, 60_000);

  it('orgs --live says which organization hides its networks and why, in text and JSON; a key that sees none says so', async ({
    onTestFinished,
  }) => {
    const { emulator, run } = await setup(onTestFinished, {});
    const gate = await startGate(emulator.url, (req, res, upstream) => {
      if (req.url?.includes('/organizations/7002/networks') === true) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: ['Not found'] }));
        return;
      }
      forward(req, res, upstream);
    });
    onTestFinished(() => gate.close());
    const text = await run(['orgs', '--live'], gate.url);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toBe(
      [
        '7001  Corp: 3 networks, 2 Systems Manager',
        '  N_SENTRY  Sentry SM  [systemsManager]',
        '  N_QUIET   Quiet SM   [systemsManager]',
        '  N_WIFI    Wi-Fi      [wireless]',
        '7002  Other: networks not visible to this key (HTTP 404)',
        '',
      ].join('\n'),
    );
    const json = await run(['orgs', '--live', '--output', 'json'], gate.url);
    const document = JSON.parse(json.stdout) as {
      organizations: { id: string; name: string; networks?: { id: string }[]; networksHidden?: string }[];
    };
    expect(
      document.organizations.map(({ id, name, networks, networksHidden }) => ({
        id,
        name,
        networks: networks?.map((network) => network.id),
        networksHidden,
      })),
    ).toEqual([
      { id: '7001', name: 'Corp', networks: ['N_SENTRY', 'N_QUIET', 'N_WIFI'], networksHidden: undefined },
      {
        id: '7002',
        name: 'Other',
        networks: undefined,
        networksHidden: 'networks not visible to this key (HTTP 404)',
      },
    ]);
    const blind = await startEmulator({
      seed,
      port: 0,
      rateLimit: 0,
      orgKeyAllowList: { '7001': ['someone-else'], '7002': ['someone-else'] },
    });
    onTestFinished(() => blind.close());
    const none = await run(['orgs', '--live'], blind.url);
    expect(none.code, none.stderr).toBe(0);
    expect(none.stdout).toBe('The key sees no organizations.\n');
  }, 60_000);
});
