import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseSeed, type Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform } from '../cli/run-in-process.js';

/** A copy of an example config in a scratch directory, removed when the test ends. */
async function copyOf(example: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'smform-adopt-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await cp(example, dir, { recursive: true });
  return dir;
}

async function seedOf(file: string, change: (seed: Seed) => void = () => undefined): Promise<Seed> {
  const seed = parseSeed(await readFile(file, 'utf8'), file);
  change(seed);
  return seed;
}

interface DriftJson {
  objects: { address: string; status: string }[];
}

async function statuses(cwd: string, env: Record<string, string>, paths: string[]) {
  const run = await smform(['drift', ...paths, '--no-attribution', '--output', 'json'], { cwd, env });
  const report = JSON.parse(run.stdout) as DriftJson;
  return new Map(report.objects.map((o) => [o.address, o.status]));
}

describe('smform adopt: the config made to match live', () => {
  it('adopts a drifted group, a missing role and an unmanaged sentry list; untouched bytes stay as written', async () => {
    const seed = await seedOf('examples/acme/live.yaml', (s) => {
      s.organizations[0]?.sentryPolicies?.push({
        networkId: 'N_24329162',
        policies: [{ smNetworkId: 'N_24329156', groupPolicyId: '301', scope: 'withAny', tags: ['guest'] }],
      });
    });
    const emulator = await startTestEmulator(seed, { rateLimit: 0 });
    const cwd = await copyOf('examples/acme');
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const paths = ['orgs', 'networks'];
    const before = await statuses(cwd, env, paths);
    const chosen = [
      'network/N_24329156/targetGroup/Finance Macs',
      'org/549236/adminRole/Helpdesk APAC',
      'org/549236/sentry/N_24329162',
    ];
    expect(chosen.map((a) => before.get(a))).toEqual(['drifted', 'missing', 'unmanaged']);
    const hq = await readFile(join(cwd, 'networks/hq-laptops.yaml'), 'utf8');
    const acme = await readFile(join(cwd, 'orgs/acme.yaml'), 'utf8');

    const dry = await smform(['adopt', ...chosen, '--config', 'orgs', '--config', 'networks', '--diff'], {
      cwd,
      env,
    });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      '-            tags: [finance, macos]\n+            tags: [contractors, finance, macos]',
    );
    expect(await readFile(join(cwd, 'networks/hq-laptops.yaml'), 'utf8')).toBe(hq);

    const run = await smform(['adopt', ...chosen, '--config', 'orgs', '--config', 'networks'], { cwd, env });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'adopted org/549236/adminRole/Helpdesk APAC (missing): declaration removed in orgs/acme.yaml',
    );

    // Exactly the edited nodes differ; every other byte (comments, quoting, order) is as written.
    expect(await readFile(join(cwd, 'networks/hq-laptops.yaml'), 'utf8')).toBe(
      hq.replace(
        '            tags: [finance, macos]\n          - name: Engineering',
        '            tags: [contractors, finance, macos]\n          - name: Engineering',
      ),
    );
    expect(await readFile(join(cwd, 'orgs/acme.yaml'), 'utf8')).toBe(
      acme
        .replace('      - name: Helpdesk APAC\n        scope: some\n        tags: [apac, laptops]\n', '')
        .replace(
          "            groupPolicyId: '200' # Branch default\n            scope: all\n",
          "            groupPolicyId: '200' # Branch default\n            scope: all\n      - network: N_24329162\n        policies:\n          - smNetwork: N_24329156\n            groupPolicyId: '301'\n            scope: withAny\n            tags: [guest]\n",
        ),
    );
    const after = await statuses(cwd, env, paths);
    expect(chosen.map((a) => after.get(a))).toEqual(['inSync', undefined, 'inSync']);
    // What was not chosen is still drift.
    expect(after.get('org/549236/sentry/N_24329161')).toBe('drifted');
  });

  it("adopts a template's object as an override in the network's own list", async () => {
    const emulator = await startTestEmulator(await seedOf('examples/retail/live.yaml'), { rateLimit: 0 });
    const cwd = await copyOf('examples/retail');
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const address = 'network/N_77014012/targetGroup/Kiosks';
    expect((await statuses(cwd, env, ['.'])).get(address)).toBe('drifted');
    const north = await readFile(join(cwd, 'stores/north.yaml'), 'utf8');
    const templates = await readFile(join(cwd, 'templates.yaml'), 'utf8');
    const run = await smform(['adopt', address], { cwd, env });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('overriding template store-baseline there');
    expect(await readFile(join(cwd, 'templates.yaml'), 'utf8')).toBe(templates);
    expect(await readFile(join(cwd, 'stores/north.yaml'), 'utf8')).toBe(
      north.replace(
        '        name: Store 012\n        use: [store-baseline]\n',
        '        name: Store 012\n        use: [store-baseline]\n        targetGroups:\n          - name: Kiosks\n            scope: withAll\n            tags: [kiosk, legacy]\n',
      ),
    );
    const after = await statuses(cwd, env, ['.']);
    expect(after.get(address)).toBe('inSync');
    // The template still gives every other store its Kiosks.
    expect(after.get('network/N_77014013/targetGroup/Kiosks')).toBe('inSync');
  });

  it("refuses to remove a template's missing object, and names the template", async () => {
    const emulator = await startTestEmulator(await seedOf('examples/retail/live.yaml'), { rateLimit: 0 });
    const cwd = await copyOf('examples/retail');
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const run = await smform(['adopt', 'network/N_77014005/targetGroup/Staging'], { cwd, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /not adopted: network\/N_77014005\/targetGroup\/Staging: template store-baseline \(templates\.yaml:\d+:\d+\) brings it in/,
    );
  });
});

describe('smform adopt: flow-style YAML', () => {
  it('edits a flow item in place, removes a block item, and turns an empty flow list into a block list', async () => {
    const emulator = await startTestEmulator(
      {
        organizations: [
          {
            id: '1',
            adminRoles: [{ roleId: 'r1', name: 'Ops', scope: 'some', tags: ['ops'] }],
            networks: [
              {
                id: 'N_1',
                targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk', 'lobby'] }],
              },
            ],
          },
        ],
      },
      { rateLimit: 0 },
    );
    const cwd = await mkdtemp(join(tmpdir(), 'smform-adopt-'));
    onTestFinished(() => rm(cwd, { recursive: true, force: true }));
    const text = `organizations:
  - id: "1"
    adminRoles: [] # none yet
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] } # the lobby
          - name: Gone
            scope: all
`;
    await writeFile(join(cwd, 'smform.yaml'), text);
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const run = await smform(['adopt'], { cwd, env });
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(join(cwd, 'smform.yaml'), 'utf8')).toBe(`organizations:
  - id: "1"
    adminRoles: # none yet
      - name: Ops
        scope: some
        tags: [ops]
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, lobby] } # the lobby
`);
    const after = await statuses(cwd, env, ['.']);
    expect([...after.values()].every((status) => status === 'inSync')).toBe(true);
  });
});
