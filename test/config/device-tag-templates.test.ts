import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { planChanges } from '../../src/planner/index.js';
import type { LiveDevice, LiveState } from '../../src/model/live.js';
import type { DesiredDeviceTag } from '../../src/kinds/device-tag/types.js';
import type { DesiredState } from '../../src/model/desired.js';
import { finding, findings, load } from './findings.js';

// Issue 31: templates for deviceTags, as for target groups. A network's use: finds a deviceTags
// template, brings its tags in (located in the template, naming the use), and every misuse is an error
// at its file:line:column.

const TEMPLATES = `templates:
  deviceTags:
    store-devices:
      kiosk:
        match: { systemModel: 'iPad*', withoutTags: [staff] }
      cart:
        serials: [Q-1]
`;

const tagsOf = (state: DesiredState | undefined, networkId: string) =>
  (state?.organizations[0]?.networks.find((n) => n.id === networkId)?.kinds?.['deviceTag'] ?? undefined) as
    DesiredDeviceTag[] | undefined;

describe('deviceTags templates', () => {
  it('bring their tags into each network that uses them, located in the template', () => {
    const result = load({
      't.yaml': TEMPLATES,
      'o.yaml': `organizations:
  - id: '1'
    networks:
      - id: N_1
        use: [store-devices]
      - id: N_2
        use: [store-devices]
`,
    });
    expect(result.diagnostics).toEqual([]);
    for (const [networkId, line] of [
      ['N_1', 5],
      ['N_2', 7],
    ] as const) {
      const tags = tagsOf(result.state, networkId);
      expect(tags?.map((t) => [t.tag, t.match, t.serials.map((s) => s.serial)])).toEqual([
        ['kiosk', { systemModel: 'iPad*', withoutTags: ['staff'] }, []],
        ['cart', undefined, ['Q-1']],
      ]);
      expect(tags?.[0]?.source).toEqual({
        file: 't.yaml',
        line: 5,
        column: 9,
        template: 'store-devices',
        usedAt: { file: 'o.yaml', line, column: 15 },
      });
      // A device-tag template alone manages the network's device tags, not its target groups.
      const network = result.state?.organizations[0]?.networks.find((n) => n.id === networkId);
      expect(network?.targetGroups).toBeUndefined();
    }
    expect(result.counts.kinds).toEqual({ deviceTags: 4 });
  });

  it('networks that use one template each plan their own devices, and planning changes no declared tag', () => {
    const result = load({
      't.yaml': TEMPLATES,
      'o.yaml':
        "organizations:\n  - id: '1'\n    networks:\n      - id: N_1\n        use: [store-devices]\n      - id: N_2\n        use: [store-devices]\n",
    });
    const state = result.state;
    if (state === undefined) throw new Error('the config does not load');
    // Read once, the template's tags are shared by its users: frozen, any change to them would throw here.
    const freeze = (value: unknown): void => {
      if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
      Object.freeze(value);
      for (const member of Object.values(value)) freeze(member);
    };
    freeze(state);
    expect(tagsOf(state, 'N_1')?.[1]?.serials).toBe(tagsOf(state, 'N_2')?.[1]?.serials);
    const device = (id: string, serial: string, systemModel: string, tags: string[]): LiveDevice =>
      ({ id, name: id, serial, tags, systemModel }) as LiveDevice;
    const network = (id: string, devices: LiveDevice[]) => ({ id, devices, kinds: { deviceTag: devices } });
    const live: LiveState = {
      organizations: [
        {
          id: '1',
          networks: [
            network('N_1', [device('d1', 'Q-1', 'iPad Air', []), device('d2', 'Q-2', 'Pixel 8', ['kiosk'])]),
            network('N_2', [
              device('d3', 'Q-1', 'iPhone 15', ['cart']),
              device('d4', 'Q-4', 'iPad mini', []),
            ]),
          ],
        },
      ],
    };
    const plan = planChanges(state, live, { toolVersion: 'test', now: '2026-01-01T00:00:00.000Z' });
    const moved = plan.changes
      .filter((change) => change.action === 'update')
      .map((change) => [change.address, change.after?.['serials']]);
    expect(moved).toEqual([
      ['network/N_1/deviceTag/cart', ['Q-1']],
      ['network/N_1/deviceTag/kiosk', ['Q-1']],
      ['network/N_2/deviceTag/kiosk', ['Q-4']],
    ]);
  });

  it('a tag the network declares replaces the template tag whole, and its other tags are added', () => {
    const result = load({
      't.yaml': TEMPLATES,
      'o.yaml': `organizations:
  - id: '1'
    networks:
      - id: N_1
        use: [store-devices]
        deviceTags:
          kiosk:
            serials: [Q-9]
          loaners:
            match: { ownerEmail: '*@loans.example' }
`,
    });
    expect(result.diagnostics.map(finding)).toEqual([
      [
        'info',
        'template-override',
        'organizations[0].networks[0].deviceTags.kiosk',
        'o.yaml:8:13',
        'device tag "kiosk" of network N_1 overrides template store-devices (t.yaml:5:9)',
        undefined,
      ],
    ]);
    const tags = tagsOf(result.state, 'N_1');
    expect(tags?.map((t) => [t.tag, t.match, t.serials.map((s) => s.serial), t.source.template])).toEqual([
      ['kiosk', undefined, ['Q-9'], undefined],
      ['loaners', { ownerEmail: '*@loans.example' }, [], undefined],
      ['cart', undefined, ['Q-1'], 'store-devices'],
    ]);
  });

  it('a network using a target-group and a device-tag template manages both', () => {
    const result = load({
      't.yaml': `${TEMPLATES}  targetGroups:\n    store-baseline: [{ name: Kiosks, scope: withAll, tags: [kiosk] }]\n`,
      'o.yaml': `organizations:\n  - id: '1'\n    networks:\n      - id: N_1\n        use: [store-baseline, store-devices]\n`,
    });
    expect(result.diagnostics).toEqual([]);
    const network = result.state?.organizations[0]?.networks[0];
    expect(network?.targetGroups?.map((g) => g.name)).toEqual(['Kiosks']);
    expect(tagsOf(result.state, 'N_1')?.map((t) => t.tag)).toEqual(['kiosk', 'cart']);
  });

  it('every misuse is an error at its place: unknown, ambiguous, used twice, two templates, unused', () => {
    const files = {
      't.yaml': `templates:
  targetGroups:
    shared: [{ name: Kiosks, scope: all }]
  deviceTags:
    store-devices:
      kiosk: { match: { systemModel: 'iPad*' } }
    pharmacy:
      kiosk: { serials: [Q-2] }
    shared:
      cart: { serials: [Q-3] }
    spare:
      use: { serials: [Q-4] }
`,
      'o.yaml': `organizations:
  - id: '1'
    networks:
      - id: N_1
        use: [store-devics]
      - id: N_2
        use: [shared]
      - id: N_3
        use: [store-devices, store-devices]
      - id: N_4
        use: [store-devices, pharmacy]
`,
    };
    expect(findings(files)).toEqual([
      [
        'error',
        'unknown-template',
        'organizations[0].networks[0].use[0]',
        'o.yaml:5:15',
        'network N_1 uses template store-devics, but no templates.targetGroups or templates.deviceTags has that name',
        'did you mean "store-devices"? templates.deviceTags: store-devices, pharmacy, shared, spare',
      ],
      [
        'error',
        'ambiguous-template',
        'organizations[0].networks[1].use[0]',
        'o.yaml:7:15',
        'network N_2 uses template shared, which is declared under templates.targetGroups (t.yaml:3:5) and templates.deviceTags (t.yaml:9:5)',
        'a use: names one template: rename one of them, and name each in use:',
      ],
      [
        'error',
        'template-used-twice',
        'organizations[0].networks[2].use[1]',
        'o.yaml:9:30',
        'network N_3 uses template store-devices twice (first at o.yaml:9:15)',
        'name each template once in use:',
      ],
      [
        'error',
        'template-conflict',
        'organizations[0].networks[3].use[1]',
        'o.yaml:11:30',
        'device tag "kiosk" is brought into network N_4 by two templates: store-devices (t.yaml:6:14) and pharmacy (t.yaml:8:14)',
        'rename one of them, or declare "kiosk" in the network itself to say which one it gets',
      ],
      [
        'warning',
        'unused-template',
        'templates.deviceTags.spare',
        't.yaml:11:5',
        'template spare (templates.deviceTags) is not used: no network says use: spare',
        'add use: [spare] where it is meant, or delete the template',
      ],
    ]);
  });

  it('an organization cannot use a device-tag template: the hint says where it is declared', () => {
    const files = {
      't.yaml': TEMPLATES,
      'o.yaml': `organizations:\n  - id: '1'\n    use: [store-devices]\n`,
    };
    expect(findings(files).filter(([, code]) => code === 'unknown-template')).toEqual([
      [
        'error',
        'unknown-template',
        'organizations[0].use[0]',
        'o.yaml:3:11',
        'organization 1 uses template store-devices, but no templates.adminRoles has that name',
        'store-devices is declared under templates.deviceTags, but organization 1 takes templates.adminRoles',
      ],
    ]);
  });

  it('a use of a template whose file has errors is not reported as unknown as well', () => {
    const files = {
      't.yaml': `templates:\n  deviceTags:\n    store-devices:\n      kiosk: { match: { model: 'iPad*' } }\n`,
      'o.yaml': `organizations:\n  - id: '1'\n    networks:\n      - id: N_1\n        use: [store-devices]\n`,
    };
    expect(findings(files).map(([, code]) => code)).toEqual(['unknown-key']);
  });

  it('a schema error inside a template is located in the template', () => {
    const files = {
      't.yaml': `templates:\n  deviceTags:\n    store-devices:\n      kiosk: { match: { model: 'iPad*' } }\n`,
    };
    expect(findings(files)[0]?.slice(0, 4)).toEqual([
      'error',
      'unknown-key',
      'templates.deviceTags.store-devices.kiosk.match.model',
      't.yaml:4:25',
    ]);
  });
});

describe('a serial file in a template', () => {
  let dir = '';
  afterEach(async () => {
    if (dir !== '') await rm(dir, { recursive: true, force: true });
  });

  async function repo(csv: string | undefined): Promise<string> {
    dir = await mkdtemp(join(tmpdir(), 'smform-tag-templates-'));
    await mkdir(join(dir, 'config/templates'), { recursive: true });
    await writeFile(
      join(dir, 'config/templates/tags.yaml'),
      'templates:\n  deviceTags:\n    tills:\n      till:\n        serials: { file: tills.csv }\n',
    );
    if (csv !== undefined) await writeFile(join(dir, 'config/templates/tills.csv'), csv);
    await writeFile(
      join(dir, 'config/stores.yaml'),
      "organizations:\n  - id: '1'\n    networks:\n      - id: N_1\n        use: [tills]\n      - id: N_2\n        use: [tills]\n      - id: N_3\n        use: [tills]\n",
    );
    return dir;
  }

  it('is read relative to the template file, whichever file uses it', async () => {
    const result = await loadConfig(['config'], { cwd: await repo('serial\nQ-7\n') });
    expect(result.diagnostics).toEqual([]);
    for (const networkId of ['N_1', 'N_2', 'N_3'])
      expect(tagsOf(result.state, networkId)?.[0]?.serials).toEqual([
        { serial: 'Q-7', source: { file: 'config/templates/tills.csv', line: 2, column: 1 } },
      ]);
  });

  it('a missing file is one error at the template, however many networks use it', async () => {
    const result = await loadConfig(['config'], { cwd: await repo(undefined) });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map(finding)).toEqual([
      [
        'error',
        'serial-file',
        undefined,
        'config/templates/tags.yaml:5:26',
        expect.stringContaining(
          'cannot read the serial file config/templates/tills.csv of device tag "till": ENOENT',
        ) as string,
        'the path is relative to the YAML file that names it',
      ],
    ]);
  });

  it('a tag whose file cannot be read is not also warned of as listing no serials', async () => {
    const result = await loadConfig(['config'], { cwd: await repo(undefined) });
    expect(result.diagnostics.filter((d) => d.code === 'empty-device-tag')).toEqual([]);
  });
});
