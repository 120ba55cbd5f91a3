import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startEmulator, type EmulatorOptions } from '../../src/emulator/index.js';
import type { Plan } from '../../src/model/plan.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

const seed: Seed = {
  organizations: [
    {
      id: '880100',
      adminRoles: [{ roleId: 'r1', name: 'Library Staff', scope: 'some', tags: ['loaner'] }],
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 'g1', name: 'Loaner Pool', scope: 'withAny', tags: ['loaner'] },
            { id: 'g2', name: 'Students', scope: 'withAll', tags: ['student'] },
          ],
          devices: [
            {
              id: 'd1',
              name: 'IPAD-01',
              serial: 'S-01',
              tags: ['student', 'ipad', 'ios'],
              autoTags: ['ios'],
              systemModel: 'iPad Air',
            },
            {
              id: 'd2',
              name: 'IPAD-02',
              serial: 'S-02',
              tags: ['loaner', 'cart', 'ipad'],
              systemModel: 'iPad Air',
            },
            { id: 'd3', name: 'IPAD-03', serial: 'S-03', tags: ['cart', 'ipad'], systemModel: 'iPad Air' },
            { id: 'd4', name: 'MAC-04', serial: 'S-04', tags: ['hand-set'], systemModel: 'MacBook Air' },
          ],
        },
        { id: 'N_2', targetGroups: [], devices: [{ id: 'd9', name: 'ELSEWHERE', serial: 'S-09', tags: [] }] },
      ],
    },
  ],
};

const config = (loaner: string, extra = '') => `organizations:
  - id: '880100'
    networks:
      - id: N_1
        targetGroups:
          - { name: Loaner Pool, scope: ${extra === '' ? 'withAny, tags: [loaner]' : extra} }
          - { name: Students, scope: withAll, tags: [student] }
        deviceTags:
          loaner:
            serials: ${loaner}
          ipad:
            match: { systemModel: 'iPad*' }
`;

const LOANER_CSV = 'serial,name\nS-03,IPAD-03\nS-04,MAC-04\n';

async function setup(
  onFinished: OnFinished,
  yaml: string,
  options: Partial<EmulatorOptions> = {},
  from: Seed = seed,
) {
  const emulator = await startEmulator({ seed: from, port: 0, rateLimit: 0, ...options });
  onFinished(() => emulator.close());
  const cwd = await workdir(onFinished, {});
  await mkdir(join(cwd, 'config'));
  await writeFile(join(cwd, 'config/smform.yaml'), yaml);
  await writeFile(join(cwd, 'config/loaners.csv'), LOANER_CSV);
  const env = { MERAKI_DASHBOARD_API_KEY: 'test-key', MERAKI_BASE_URL: emulator.url };
  return { emulator, cwd, run: (argv: string[]) => smform(argv, { cwd, env }) };
}

const tagsOf = (state: Seed, networkId = 'N_1') =>
  Object.fromEntries(
    (state.organizations[0]?.networks?.find((n) => n.id === networkId)?.devices ?? []).map(
      (d): [string, string[]] => [d.serial ?? '', d.tags ?? []],
    ),
  );

describe('device tags as code, through the CLI against the emulator', () => {
  it.concurrent(
    'plans a tag change from a CSV list with its devices and knock-on effect',
    async ({ onTestFinished }) => {
      const { run } = await setup(onTestFinished, config('{ file: loaners.csv, nameColumn: name }'));
      const planned = await run(['plan', 'config', '--output', 'json']);
      expect(planned.code, planned.stderr).toBe(0);
      const plan = JSON.parse(planned.stdout) as Plan;
      const loaner = plan.changes.find((c) => c.address === 'network/N_1/deviceTag/loaner');
      expect(loaner).toMatchObject({
        action: 'update',
        before: { tag: 'loaner', serials: ['S-02'] },
        after: { tag: 'loaner', serials: ['S-03', 'S-04'] },
        deviceTag: {
          added: [
            { name: 'IPAD-03', serial: 'S-03' },
            { name: 'MAC-04', serial: 'S-04' },
          ],
          removed: [{ name: 'IPAD-02', serial: 'S-02' }],
        },
      });
      // The device-share gate's figures: N_1's four devices, three moved, the default share (the config
      // sets no minimum, so none is recorded and the gate takes its default).
      expect(loaner?.devices?.byNetwork).toStrictEqual([
        { networkId: 'N_1', devices: 4, moved: 3, maxDevicePercent: 20 },
      ]);
      expect(loaner?.deviceTag?.knockOn.map((k) => [k.address, k.gainedCount, k.lostCount])).toEqual([
        ['network/N_1/targetGroup/Loaner Pool', 2, 1],
      ]);
      // ipad already matches every iPad: a noop.
      expect(plan.changes.find((c) => c.address === 'network/N_1/deviceTag/ipad')?.action).toBe('noop');
    },
  );

  it.concurrent(
    'counts a scope change of the same group against the planned tags',
    async ({ onTestFinished }) => {
      const { run } = await setup(onTestFinished, config('[S-03]', 'withAll, tags: [loaner, cart]'));
      const plan = JSON.parse((await run(['plan', 'config', '--output', 'json'])).stdout) as Plan;
      const group = plan.changes.find((c) => c.address === 'network/N_1/targetGroup/Loaner Pool');
      // Before: withAny [loaner] holds IPAD-02. After: withAll [cart, loaner] on the planned tags holds
      // IPAD-03 (it gains loaner and has cart), not IPAD-02 (it loses loaner).
      expect(group?.devices).toMatchObject({ before: 1, after: 1, addedCount: 1, removedCount: 1 });
      expect(group?.devices?.added).toEqual([{ name: 'IPAD-03', serial: 'S-03' }]);
      const tag = plan.changes.find((c) => c.address === 'network/N_1/deviceTag/loaner');
      expect(tag?.deviceTag?.knockOn).toMatchObject([
        {
          address: 'network/N_1/targetGroup/Loaner Pool',
          gained: [{ serial: 'S-03' }],
          lost: [{ serial: 'S-02' }],
        },
      ]);
    },
  );

  it.concurrent(
    'applies adds before deletes, leaves unmanaged tags alone, and plans nothing after',
    async ({ onTestFinished }) => {
      const { run, emulator } = await setup(onTestFinished, config('{ file: loaners.csv }'));
      const applied = await run(['apply', 'config', '--auto-approve', '--no-backup']);
      expect(applied.code, applied.stderr + applied.stdout).toBe(0);
      expect(applied.stdout).toContain('add loaner: S-03, S-04');
      expect(applied.stdout).toContain('delete loaner: S-02');
      const writes = emulator.requestLog.filter((entry) => entry.method === 'POST');
      expect(writes.map((entry) => entry.path)).toEqual([
        '/api/v1/networks/N_1/sm/devices/modifyTags',
        '/api/v1/networks/N_1/sm/devices/modifyTags',
      ]);
      expect(tagsOf(emulator.state())).toEqual({
        'S-01': ['student', 'ipad', 'ios'],
        'S-02': ['cart', 'ipad'],
        'S-03': ['cart', 'ipad', 'loaner'],
        'S-04': ['hand-set', 'loaner'],
      });
      const again = await run(['plan', 'config', '--detailed-exitcode']);
      expect(again.code, again.stdout).toBe(0);
    },
  );

  it.concurrent(
    'writes only the devices that move: a device keeping a managed tag is in no add and no delete',
    async ({ onTestFinished }) => {
      // cart is on S-02 and S-03 now; the config keeps S-03, adds S-04 and drops S-02.
      const yaml = config('[S-02]').replace(
        '          ipad:',
        '          cart:\n            serials: [S-03, S-04]\n          ipad:',
      );
      const { run, emulator } = await setup(onTestFinished, yaml);
      const applied = await run(['apply', 'config', '--auto-approve', '--no-backup']);
      expect(applied.code, applied.stderr + applied.stdout).toBe(0);
      expect(applied.stdout).toContain('add cart: S-04\n');
      expect(applied.stdout).toContain('delete cart: S-02\n');
      const writes = emulator.requestLog.filter(
        (entry) => entry.operationId === 'modifyNetworkSmDevicesTags',
      );
      expect(writes).toHaveLength(2);
      expect(tagsOf(emulator.state())).toEqual({
        'S-01': ['student', 'ipad', 'ios'],
        'S-02': ['loaner', 'ipad'],
        'S-03': ['cart', 'ipad'],
        'S-04': ['hand-set', 'cart'],
      });
    },
  );

  it.concurrent(
    'refuses automatic tags, serials of another network and spaced tags',
    async ({ onTestFinished }) => {
      const yaml = `${config('[S-09]').replace('          ipad:', '          ios:')}      - id: N_2
        deviceTags: {}
`;
      const { run } = await setup(onTestFinished, yaml);
      const planned = await run(['plan', 'config']);
      expect(planned.code).toBe(3);
      expect(planned.stderr).toContain(
        'device tag "ios" of network N_1 cannot be managed: device "IPAD-01" (S-01) carries it because the Dashboard applies it automatically',
      );
      expect(planned.stderr).toContain('serial S-09 is not a device of network N_1; it is in network N_2');
      const spaced = await setup(
        onTestFinished,
        config('[S-03]').replace('          loaner:', '          "front desk":'),
      );
      const checked = await spaced.run(['validate', 'config']);
      expect(checked.code).toBe(3);
      expect(checked.stdout + checked.stderr).toContain('tag "front desk" has a space inside');
    },
  );

  it.concurrent(
    'refuses a saved plan when a device gained or lost a managed tag since',
    async ({ onTestFinished }) => {
      const { run, cwd, emulator } = await setup(onTestFinished, config('[S-03]'));
      expect((await run(['plan', 'config', '--out', 'plan.json'])).code).toBe(0);
      // Someone tags a device by hand after the plan.
      await fetch(`${emulator.url}/networks/N_1/sm/devices/modifyTags`, {
        method: 'POST',
        headers: { 'X-Cisco-Meraki-API-Key': 'test-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ serials: ['S-04'], tags: ['loaner'], updateAction: 'add' }),
      });
      const applied = await run(['apply', 'plan.json', '--auto-approve']);
      expect(applied.code, `${cwd}\n${applied.stderr}`).toBe(5);
      expect(applied.stderr).toContain('S-04 gained it');
      expect(tagsOf(emulator.state())['S-03']).toEqual(['cart', 'ipad']);
    },
  );

  it.concurrent(
    "reports a failed write, skips the network's deletes, and the next plan shows what remains",
    async ({ onTestFinished }) => {
      const { run, emulator } = await setup(onTestFinished, config('[S-03]'), {
        faults: '5xx-after-write=1',
      });
      const applied = await run(['apply', 'config', '--auto-approve', '--no-backup']);
      expect(applied.code).not.toBe(0);
      expect(applied.stdout).toMatch(/failed\s+update\s+network\/N_1\/deviceTag\/loaner/);
      expect(applied.stdout).toContain('not changed: add loaner: S-03');
      expect(applied.stdout).toMatch(/skipped\s+update\s+network\/N_1\/deviceTag\/loaner/);
      // The add went through although the answer was an error; the delete was never sent.
      expect(tagsOf(emulator.state())['S-02']).toEqual(['loaner', 'cart', 'ipad']);
      const after = await setup(onTestFinished, config('[S-03]'), {}, emulator.state());
      const plan = JSON.parse((await after.run(['plan', 'config', '--output', 'json'])).stdout) as Plan;
      const loaner = plan.changes.find((c) => c.address === 'network/N_1/deviceTag/loaner');
      expect(loaner?.deviceTag).toMatchObject({ added: [], removed: [{ serial: 'S-02' }] });
    },
  );

  it.concurrent('restores tag membership from the backup an apply saved', async ({ onTestFinished }) => {
    const { run, emulator } = await setup(onTestFinished, config('[S-03]'));
    const applied = await run(['apply', 'config', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    const backup = /(\.smform\/backups\/\S+\.json)/.exec(applied.stderr + applied.stdout)?.[1];
    expect(backup).toBeDefined();
    expect(tagsOf(emulator.state())['S-03']).toEqual(['cart', 'ipad', 'loaner']);
    const restored = await run(['restore', backup ?? '', 'config', '--output', 'json']);
    expect(restored.code, restored.stderr).toBe(0);
    const plan = JSON.parse(restored.stdout) as Plan;
    // The backup holds the membership before the apply: IPAD-02 carried loaner, IPAD-03 did not.
    expect(plan.changes.find((c) => c.address === 'network/N_1/deviceTag/loaner')).toMatchObject({
      action: 'update',
      after: { tag: 'loaner', serials: ['S-02'] },
      deviceTag: { added: [{ serial: 'S-02' }], removed: [{ serial: 'S-03' }] },
    });
  });

  it.concurrent(
    'exports asked-for tags as serials lists, and a plan of the export is empty',
    async ({ onTestFinished }) => {
      const { run, cwd } = await setup(onTestFinished, config('[S-03]'));
      const exported = await run([
        'export',
        '--org',
        '880100',
        '--device-tags',
        'loaner',
        '--device-tags',
        'cart',
        '--out-dir',
        'ex',
      ]);
      expect(exported.code, exported.stderr).toBe(0);
      const text = await readFile(join(cwd, 'ex/networks/N_1.yaml'), 'utf8');
      expect(text).toContain('deviceTags:');
      const planned = await run(['plan', 'ex', '--output', 'json']);
      expect(planned.code, planned.stderr).toBe(0);
      const plan = JSON.parse(planned.stdout) as Plan;
      expect(plan.changes.filter((c) => c.kind === 'deviceTag').map((c) => [c.address, c.action])).toEqual([
        ['network/N_1/deviceTag/cart', 'noop'],
        ['network/N_1/deviceTag/loaner', 'noop'],
        // Named tags no device of N_2 carries: exported as empty lists (every device there lacks them).
        ['network/N_2/deviceTag/cart', 'noop'],
        ['network/N_2/deviceTag/loaner', 'noop'],
      ]);
      expect(plan.summary).toMatchObject({ create: 0, update: 0, delete: 0 });
    },
  );

  it.concurrent(
    'names each asked-for tag export leaves out, and why, on stderr and in the file',
    async ({ onTestFinished }) => {
      const { run, cwd } = await setup(onTestFinished, config('[S-03]'));
      const exported = await run([
        'export',
        '--org',
        '880100',
        '--device-tags',
        'ios',
        '--device-tags',
        'cart',
        '--out-dir',
        'ex',
      ]);
      expect(exported.code, exported.stderr).toBe(0);
      const why = 'network/N_1/deviceTag/ios: the Dashboard applies it automatically (device S-01)';
      expect(exported.stderr.split('\n').filter((line) => line.startsWith('warning: not exported'))).toEqual([
        `warning: not exported: ${why}`,
      ]);
      const text = await readFile(join(cwd, 'ex/networks/N_1.yaml'), 'utf8');
      expect(text).toContain(
        `# Not exported (they cannot be declared as they are, so they stay unmanaged):\n#   ${why}\n`,
      );
      expect(text).toContain('  cart:');
      expect(text).not.toMatch(/^ +ios:/m);
    },
  );
});
