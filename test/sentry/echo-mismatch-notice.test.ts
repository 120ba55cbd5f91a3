import { describe, expect, it, onTestFinished } from 'vitest';
import type { EmulatorOptions, Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir } from '../cli/run-in-process.js';

/*
 * A target-group echo setting that does not fit the Dashboard makes plan propose false updates. The plan
 * names the signature it sees and the doctor command to run, on top and before any refusal (issue 30).
 */

const seed = (): Seed => ({
  organizations: [
    {
      id: '7001',
      networks: [
        {
          id: 'N_1',
          productTypes: ['systemsManager'],
          targetGroups: [
            { name: 'Kiosks', scope: 'withAny', tags: ['kiosk'] },
            { name: 'Lobby', scope: 'withAll', tags: ['lobby', 'ipad'] },
            { name: 'Corp', scope: 'withoutAny', tags: ['byod'] },
          ],
        },
      ],
    },
  ],
});

const config = (liveEcho?: string): string => `organizations:
  - id: "7001"
    policy: { minObjectsForPercent: 0${liveEcho === undefined ? '' : `, liveEcho: ${liveEcho}`} }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [kiosk] }
          - { name: Lobby, scope: withAll, tags: [lobby, ipad] }
          - { name: Corp, scope: withoutAny, tags: [byod] }
`;

async function setup(options: EmulatorOptions, liveEcho?: string) {
  const emulator = await startTestEmulator(seed(), { rateLimit: 0, ...options });
  const cwd = await workdir((cleanup) => onTestFinished(cleanup), { 'smform.yaml': config(liveEcho) });
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
  return (argv: string[]) => smform(argv, { cwd, env });
}

const NOTICE = 'ECHO SETTING MAY NOT FIT THE DASHBOARD: in organization 7001';

describe('plan notices a target-group echo setting that does not fit the Dashboard', () => {
  it('every group reading as scope none: names writeOnly and the doctor command, before the refusals', async () => {
    const run = await setup({ targetGroupEcho: 'none' });
    const text = await run(['plan']);
    expect(text.code).toBe(4);
    expect(text.stdout).toContain(
      `${NOTICE}, all 3 target groups declared with a scope read back as scope none, the signature of targetGroupScope: writeOnly; the organization uses targetGroupScope: echoed (the default), so this plan's target-group updates may be false`,
    );
    expect(text.stdout).toContain('run `smform doctor` with this config');
    expect(text.stdout).toContain('`smform doctor --write-probe N_1`');
    expect(text.stdout.indexOf(NOTICE)).toBeLessThan(text.stdout.indexOf('~ network/N_1/targetGroup/'));
    // The false updates are refused by the change threshold: the refusals come after the notice.
    expect(text.stderr).toContain('would be updated or deleted');
    const markdown = (await run(['plan', '--output', 'markdown'])).stdout;
    expect(markdown.indexOf(NOTICE)).toBeGreaterThan(-1);
    expect(markdown.indexOf(NOTICE)).toBeLessThan(markdown.indexOf('Refused as unsafe'));
    const json = JSON.parse((await run(['plan', '--output', 'json'])).stdout) as {
      diagnostics: { code: string; hint: string }[];
    };
    expect(json.diagnostics.find((d) => d.code === 'echo-mismatch')?.hint).toContain('smform doctor');
  });

  it('every group losing its tags: names keywordOnly', async () => {
    const run = await setup({ targetGroupEcho: 'keyword' });
    expect((await run(['plan'])).stdout).toContain(
      `${NOTICE}, all 3 target groups declared with tags read back with their scope keyword and no tags, the signature of targetGroupScope: keywordOnly`,
    );
  });

  it('tags echoed while the setting says keywordOnly: names echoed', async () => {
    const run = await setup({}, '{ targetGroupScope: keywordOnly }');
    expect((await run(['plan'])).stdout).toContain(
      `${NOTICE}, 3 live target groups read back with their tags, which targetGroupScope: keywordOnly says the Dashboard does not give back, the signature of targetGroupScope: echoed`,
    );
  });

  it('a setting that fits: no notice', async () => {
    const fits = await setup({ targetGroupEcho: 'none' }, '{ targetGroupScope: writeOnly }');
    const planned = await fits(['plan', '--detailed-exitcode']);
    expect(planned.stdout).not.toContain('ECHO SETTING');
    expect(planned.code).toBe(0);
    const plain = await setup({});
    expect((await plain(['plan'])).stdout).not.toContain('ECHO SETTING');
  });
});
