import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { runInProcess } from '../config/cli-harness.js';
import { startTestEmulator } from '../helpers/emulator.js';

// Kiosks narrows from withAny [kiosk] to withAll [kiosk, byod] while the byod tag moves from charlie to
// alpha; Byod starts selecting on byod. Judged on live tags alone, Kiosks would drop alpha.
const seed: Seed = {
  organizations: [
    {
      id: '7',
      networks: [
        {
          id: 'N_1',
          devices: [
            { id: 'd1', name: 'alpha', serial: 'S-1', tags: ['kiosk'] },
            { id: 'd2', name: 'bravo', serial: 'S-2', tags: ['kiosk', 'byod'] },
            { id: 'd3', name: 'charlie', serial: 'S-3', tags: ['byod'] },
            { id: 'd4', name: 'delta', serial: 'S-4', tags: ['kiosk'] },
          ],
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] },
            { id: 't2', name: 'Byod', scope: 'withAny', tags: ['legacy'] },
          ],
        },
      ],
    },
  ],
};

const CONFIG = `
organizations:
  - id: "7"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, byod] }
          - { name: Byod, scope: withAny, tags: [byod] }
        deviceTags:
          byod:
            serials: [S-1, S-2]
`;

async function setup(seedOrFile: Seed | string, config?: string) {
  const emulator = await startTestEmulator(seedOrFile, { rateLimit: 0 });
  let cwd: string | undefined;
  if (config !== undefined) {
    cwd = await mkdtemp(join(tmpdir(), 'smform-scope-tags-'));
    const dir = cwd;
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await writeFile(join(dir, 'smform.yaml'), config);
  }
  return (argv: string[]) =>
    runInProcess(['--base-url', emulator.url, ...argv], cwd, {
      env: { MERAKI_DASHBOARD_API_KEY: 'test-key' },
    });
}

describe('smform scope with declared device tags', () => {
  it('counts a scope changed together with a tag change against the planned tags, as the plan does', async () => {
    const run = await setup(seed, CONFIG);
    const scope = await run(['scope', 'network/N_1/targetGroup/Kiosks']);
    expect(scope.code).toBe(0);
    expect(scope.stdout).toBe(
      [
        'network/N_1/targetGroup/Kiosks  (update)',
        '  now:   withAny [kiosk]',
        '  after: withAll [byod, kiosk]',
        'devices in N_1: 3 now, 2 after (+0 -1)',
        'tags after the plan: live, but for the planned changes of network/N_1/deviceTag/byod',
        'knock-on of network/N_1/deviceTag/byod: gains alpha (S-1)',
        '',
        '= alpha  S-1  N_1  stays  (planned tag: +byod)',
        '= bravo  S-2  N_1  stays',
        '- delta  S-4  N_1  leaves',
        '',
      ].join('\n'),
    );
    const plan = await run(['plan']);
    expect(plan.stdout).toContain(
      '~ network/N_1/targetGroup/Kiosks  (id t1)\n    scope: withAny -> withAll\n    tags: +{byod}\n    devices: 3 -> 2 (+0 -1)\n',
    );
    expect(plan.stdout).toContain('    knock-on: network/N_1/targetGroup/Kiosks gains alpha (S-1)\n');
  });

  it('lists a device the tag change alone keeps out, as the knock-on line that says the object loses it', async () => {
    const run = await setup(seed, CONFIG);
    const scope = await run(['scope', 'network/N_1/targetGroup/Byod']);
    expect(scope.code).toBe(0);
    expect(scope.stdout).toBe(
      [
        'network/N_1/targetGroup/Byod  (update)',
        '  now:   withAny [legacy]',
        '  after: withAny [byod]',
        'devices in N_1: 0 now, 2 after (+2 -0)',
        'tags after the plan: live, but for the planned changes of network/N_1/deviceTag/byod',
        'knock-on of network/N_1/deviceTag/byod: gains alpha (S-1); loses charlie (S-3)',
        '',
        '+ alpha    S-1  N_1  enters  (planned tag: +byod)',
        '+ bravo    S-2  N_1  enters',
        '= charlie  S-3  N_1  stays out  (planned tag: -byod)',
        '',
      ].join('\n'),
    );
    const moved = await run(['scope', 'network/N_1/targetGroup/Byod', '--moved']);
    expect(moved.stdout).not.toContain('charlie  S-3');
  });

  it("lists a tag's own carriers now and after, and the plan's knock-on lines", async () => {
    const run = await setup(seed, CONFIG);
    const scope = await run(['scope', 'network/N_1/deviceTag/byod']);
    expect(scope.code).toBe(0);
    expect(scope.stdout).toBe(
      [
        'network/N_1/deviceTag/byod  (update)',
        '  now:   carried by 2 devices',
        '  after: carried by 2 devices',
        'devices in N_1: 2 now, 2 after (+1 -1)',
        'tags after the plan: live, but for the planned changes of network/N_1/deviceTag/byod',
        'knock-on: network/N_1/targetGroup/Byod gains alpha (S-1); loses charlie (S-3)',
        'knock-on: network/N_1/targetGroup/Kiosks gains alpha (S-1)',
        '',
        '+ alpha    S-1  N_1  gains the tag',
        '= bravo    S-2  N_1  keeps the tag',
        '- charlie  S-3  N_1  loses the tag',
        '',
      ].join('\n'),
    );
  });

  it('gives the planned tags, the tag changes and the knock-on effect in JSON', async () => {
    const run = await setup(seed, CONFIG);
    const scope = await run(['scope', 'network/N_1/targetGroup/Kiosks', '--output', 'json']);
    expect(scope.code).toBe(0);
    expect(JSON.parse(scope.stdout)).toEqual({
      address: 'network/N_1/targetGroup/Kiosks',
      kind: 'targetGroup',
      action: 'update',
      networks: ['N_1'],
      now: 3,
      after: 2,
      tagChanges: ['network/N_1/deviceTag/byod'],
      knockOn: [
        {
          tagChange: 'network/N_1/deviceTag/byod',
          address: 'network/N_1/targetGroup/Kiosks',
          kind: 'targetGroup',
          gainedCount: 1,
          lostCount: 0,
          changedCount: 0,
          gained: [{ name: 'alpha', serial: 'S-1' }],
          lost: [],
          changed: [],
        },
      ],
      devices: [
        {
          networkId: 'N_1',
          id: 'd1',
          name: 'alpha',
          serial: 'S-1',
          now: true,
          after: true,
          tagsAdded: ['byod'],
          movedByTags: true,
        },
        { networkId: 'N_1', id: 'd2', name: 'bravo', serial: 'S-2', now: true, after: true },
        { networkId: 'N_1', id: 'd4', name: 'delta', serial: 'S-4', now: true, after: false },
      ],
    });
  });
});

describe("smform scope and the plan's diagnostics", () => {
  const withSerials = (serials: string): string =>
    CONFIG.replace('serials: [S-1, S-2]', `serials: [${serials}]`);
  const ERROR = [
    'error: the plan cannot be made as declared (1 error):',
    '  smform.yaml:11:28  device tag "byod": serial S-9 is not a device of network N_1',
    '  hint: check the serial, or remove it if the device left the network',
    '',
  ].join('\n');

  it('prints the plan warnings on stderr in the words of smform plan, and the scope on stdout', async () => {
    const run = await setup(seed, withSerials('S-1, S-2, S-1'));
    const warning =
      'warning: smform.yaml:11:33  device tag "byod" of network N_1 lists serial S-1 twice (first at smform.yaml:11:23)\n';
    const scope = await run(['scope', 'network/N_1/targetGroup/Kiosks']);
    expect(scope.code).toBe(0);
    expect(scope.stderr).toBe(warning);
    expect(scope.stdout).toContain('devices in N_1: 3 now, 2 after (+0 -1)\n');
    const plan = await run(['plan']);
    expect(plan.stdout).toContain(`Diagnostics:\n  ${warning}`);
    const json = await run(['scope', 'network/N_1/targetGroup/Kiosks', '--output', 'json']);
    expect(json.stderr).toBe(warning);
    expect(JSON.parse(json.stdout)).toMatchObject({ address: 'network/N_1/targetGroup/Kiosks', after: 2 });
  });

  it('prints nothing on stderr when the plan has no diagnostics', async () => {
    const run = await setup(seed, CONFIG);
    const scope = await run(['scope', 'network/N_1/targetGroup/Kiosks']);
    expect(scope.code).toBe(0);
    expect(scope.stderr).toBe('');
  });

  it('fails as smform plan fails on a plan error: the same message, exit 3, after the scope it could list', async () => {
    const run = await setup(seed, withSerials('S-1, S-9'));
    const plan = await run(['plan']);
    expect(plan.code).toBe(3);
    expect(plan.stderr.endsWith(ERROR)).toBe(true);
    const scope = await run(['scope', 'network/N_1/targetGroup/Kiosks']);
    expect(scope.code).toBe(3);
    expect(scope.stderr).toBe(ERROR);
    expect(scope.stdout).toContain('devices in N_1: 3 now, 1 after (+0 -2)\n');
  });

  it('names the plan error, not a missing declaration, for an object the error kept out of the plan', async () => {
    const run = await setup(seed, withSerials('S-1, S-9'));
    const scope = await run(['scope', 'network/N_1/deviceTag/byod']);
    expect(scope.code).toBe(3);
    expect(scope.stderr).toBe(ERROR);
    expect(scope.stdout).toBe('');
    const clean = await setup(seed, CONFIG);
    const undeclared = await clean(['scope', 'network/N_1/deviceTag/kiosk']);
    expect(undeclared.code).toBe(1);
    expect(undeclared.stderr).toContain('network/N_1/deviceTag/kiosk is not declared in the config');
  });
});
