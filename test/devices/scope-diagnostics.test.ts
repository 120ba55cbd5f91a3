import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { runInProcess } from '../config/cli-harness.js';
import { startTestEmulator } from '../helpers/emulator.js';

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
          ],
          targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] }],
        },
        { id: 'N_2', devices: [{ id: 'd9', name: 'zulu', serial: 'S-9', tags: [] }] },
      ],
    },
  ],
};

const config = (serials: string): string => `
organizations:
  - id: "7"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, byod] }
        deviceTags:
          byod:
            serials: [${serials}]
      - id: N_2
`;

async function setup(text: string) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const cwd = await mkdtemp(join(tmpdir(), 'smform-scope-diagnostics-'));
  onTestFinished(() => rm(cwd, { recursive: true, force: true }));
  await writeFile(join(cwd, 'smform.yaml'), text);
  return (argv: string[]) =>
    runInProcess(['--base-url', emulator.url, ...argv], cwd, {
      env: { MERAKI_DASHBOARD_API_KEY: 'fake-key-for-tests' },
    });
}

const ERROR = [
  'error: the plan cannot be made as declared (1 error):',
  '  smform.yaml:10:28  device tag "byod": serial S-9 is not a device of network N_1',
  '  hint: check the serial, or remove it if the device left the network',
  '',
].join('\n');

describe('smform scope and the plan diagnostics', () => {
  it('prints the plan warnings on stderr in the words of smform plan, and the scope on stdout', async () => {
    const run = await setup(config('S-1, S-2, S-1'));
    const warning =
      'warning: smform.yaml:10:33  device tag "byod" of network N_1 lists serial S-1 twice (first at smform.yaml:10:23)\n';
    const scope = await run(['scope', 'network/N_1/targetGroup/Kiosks']);
    expect(scope.code).toBe(0);
    expect(scope.stderr).toBe(warning);
    expect(scope.stdout).toContain('devices in N_1: 2 now, 2 after (+0 -0)\n');
    const plan = await run(['plan']);
    expect(plan.stdout).toContain(`Diagnostics:\n  ${warning}`);
    const json = await run(['scope', 'network/N_1/targetGroup/Kiosks', '--output', 'json']);
    expect(json.stderr).toBe(warning);
    expect(JSON.parse(json.stdout)).toMatchObject({ address: 'network/N_1/targetGroup/Kiosks', after: 2 });
  });

  it('prints nothing on stderr when the plan has no diagnostics', async () => {
    const run = await setup(config('S-1'));
    const scope = await run(['scope', 'network/N_1/targetGroup/Kiosks']);
    expect(scope.code).toBe(0);
    expect(scope.stderr).toBe('');
  });

  it('fails as smform plan fails on a plan error: the same message, exit 3, after the scope it could list', async () => {
    const run = await setup(config('S-1, S-9'));
    const plan = await run(['plan']);
    expect(plan.code).toBe(3);
    expect(plan.stderr.endsWith(ERROR)).toBe(true);
    const scope = await run(['scope', 'network/N_1/targetGroup/Kiosks']);
    expect(scope.code).toBe(3);
    expect(scope.stderr).toBe(ERROR);
    expect(scope.stdout).toContain('devices in N_1: 2 now, 1 after (+0 -1)\n');
  });

  it('names the plan error, not a missing declaration, for an object the error kept out of the plan', async () => {
    const run = await setup(config('S-1, S-9'));
    const scope = await run(['scope', 'network/N_1/deviceTag/byod']);
    expect(scope.code).toBe(3);
    expect(scope.stderr).toBe(ERROR);
    expect(scope.stdout).toBe('');
  });

  it('still says an undeclared address is not declared when the plan has no error', async () => {
    const run = await setup(config('S-1'));
    const scope = await run(['scope', 'network/N_1/deviceTag/kiosk']);
    expect(scope.code).toBe(1);
    expect(scope.stderr).toContain('network/N_1/deviceTag/kiosk is not declared in the config');
  });
});
