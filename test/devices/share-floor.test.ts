import { describe, expect, it } from 'vitest';
import { smform, workdir } from '../cli/run-in-process.js';
import { startTestEmulator } from '../helpers/emulator.js';

/**
 * The device-share gate has a floor (policy.minDevicesForPercent, default 10): in a network of fewer
 * devices one device is a large share, and the percentage does not apply. Through the CLI in-process;
 * a refusal names the flag and the settings that let it through.
 */

const device = (id: string, tags: string[]) => ({ id, name: `dev-${id}`, serial: `S${id}`, tags });

/** N_DO: two devices, one tagged `techs`; the group `Campus Techs` selects it only after the change. */
function seed(count: number) {
  return {
    organizations: [
      {
        id: '4001',
        name: 'District',
        networks: [
          {
            id: 'N_DO',
            name: 'District Office',
            productTypes: ['systemsManager'],
            targetGroups: [{ id: 't1', name: 'Campus Techs', scope: 'withAny', tags: ['staff'] }],
            devices: Array.from({ length: count }, (_, i) =>
              device(String(100 + i), i === 0 ? ['techs'] : []),
            ),
          },
        ],
      },
    ],
  };
}

const config = (policy: string) => `organizations:
  - id: '4001'
    networks:
      - id: N_DO
${policy}        targetGroups:
          - { name: Campus Techs, scope: withAny, tags: [techs] }
`;

describe('the device-share floor', () => {
  it('a network of 2 devices is not gated by default; with policy.minDevicesForPercent: 0 it is, and the refusal names the settings', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(seed(2), { rateLimit: 0 });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const cwd = await workdir(onTestFinished, {
      'default.yaml': config(''),
      'floor0.yaml': config('        policy: { minDevicesForPercent: 0 }\n'),
    });
    const planned = await smform(['plan', 'default.yaml'], { cwd, env });
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toContain('devices: 0 -> 1 (+1 -0)');
    expect(planned.stderr).not.toContain('Refused as unsafe');

    const gated = await smform(['plan', 'floor0.yaml'], { cwd, env });
    expect(gated.code).toBe(4);
    expect(gated.stderr).toContain(
      'network/N_DO/targetGroup/Campus Techs would move 1 of 2 devices of network N_DO into or out of scope (50%, more than the 20% allowed) (pass --force to allow)\n',
    );
    expect(gated.stderr).toContain(
      "hint: or set the network's policy.maxDevicePercent (default 20) or policy.minDevicesForPercent (default 10: smaller networks are not gated), docs/blast-radius.md",
    );
  }, 90_000);

  it('from 10 devices the percentage applies, and a saved plan keeps a declared floor', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(seed(10), { rateLimit: 0 });
    const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
    const cwd = await workdir(onTestFinished, {
      'max5.yaml': config('        policy: { maxDevicePercent: 5 }\n'),
      'floor20.yaml': config('        policy: { minDevicesForPercent: 20, maxDevicePercent: 5 }\n'),
    });
    // 1 of 10 is 10 %, over maxDevicePercent 5: gated at the default floor of 10, not under a floor of 20.
    const gated = await smform(['plan', 'max5.yaml'], { cwd, env });
    expect(gated.code).toBe(4);
    expect(gated.stderr).toContain('would move 1 of 10 devices of network N_DO');
    const saved = await smform(['plan', 'floor20.yaml', '--out', 'plan.json'], { cwd, env });
    expect(saved.code, saved.stderr).toBe(0);
    const shown = await smform(['show', 'plan.json', '--output', 'json'], { cwd, env });
    expect(shown.stdout).toContain('"minDevicesForPercent": 20');
  }, 90_000);
});
