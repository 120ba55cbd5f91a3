import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

const KEY = 'test-key-snapshot-offline';

const seed: Seed = {
  organizations: [
    {
      id: '7301',
      adminRoles: [{ roleId: 'r1', name: 'Auditors', scope: 'some', tags: ['audit'] }],
      sentryPolicies: [
        {
          networkId: 'N_1',
          policies: [
            { policyId: 'p1', smNetworkId: 'N_1', groupPolicyId: '101', scope: 'withAny', tags: ['byod'] },
          ],
        },
      ],
      networks: [
        {
          id: 'N_1',
          targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['ipad', 'kiosk'] }],
        },
        { id: 'N_2', targetGroups: [{ id: 't2', name: 'Tills', scope: 'withAny', tags: ['till'] }] },
      ],
    },
  ],
};

/** Declares N_1's groups only: the snapshot taken with it reads no other scope. */
const narrow = `organizations:
  - id: "7301"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
`;

const withN2 = `${narrow}      - id: N_2
        targetGroups:
          - { name: Tills, scope: withAny, tags: [till] }
`;

const withSentry = `${narrow}    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "101", scope: withAny, tags: [byod] }
`;

/** N_1's groups and its device tags, which the narrow snapshot never read. */
const withTags = `${narrow}        deviceTags:
          kiosk:
            serials: [Q-1]
`;

/** N_1 and seven networks the narrow snapshot never read. */
const withSevenMore = `${narrow}${['N_3', 'N_4', 'N_5', 'N_6', 'N_7', 'N_8', 'N_9']
  .map((id) => `      - id: ${id}\n        targetGroups: []\n`)
  .join('')}`;

/** N_1 and exactly five networks the narrow snapshot never read. */
const withFiveMore = `${narrow}${['N_3', 'N_4', 'N_5', 'N_6', 'N_7']
  .map((id) => `      - id: ${id}\n        targetGroups: []\n`)
  .join('')}`;

async function takeSnapshot(onFinished: OnFinished) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const cwd = await workdir(onFinished, {
    'narrow.yaml': narrow,
    'with-n2.yaml': withN2,
    'with-sentry.yaml': withSentry,
    'with-tags.yaml': withTags,
    'many.yaml': withSevenMore,
    'five.yaml': withFiveMore,
  });
  const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
  const taken = await smform(['snapshot', 'narrow.yaml', '--no-devices', '--out', 'live.json'], { cwd, env });
  expect(taken.code, taken.stderr).toBe(0);
  const requests = emulator.requestLog.length;
  /** Runs the CLI offline: no key, and the emulator must see no request. */
  const offline = async (argv: string[]) => {
    const run = await smform(argv, { cwd });
    expect(emulator.requestLog.length).toBe(requests);
    return run;
  };
  const snapshot = JSON.parse(await readFile(join(cwd, 'live.json'), 'utf8')) as Record<string, unknown>;
  const rewrite = (name: string, change: (doc: Record<string, unknown>) => Record<string, unknown>) =>
    writeFile(join(cwd, name), JSON.stringify(change(structuredClone(snapshot))));
  return { offline, snapshot, rewrite, cwd };
}

describe('plan --live-from: a snapshot is planned from only when it holds what the config needs', () => {
  it("a snapshot without a network the config declares is refused, naming that network's target groups", async ({
    onTestFinished,
  }) => {
    const { offline } = await takeSnapshot(onTestFinished);
    const same = await offline(['plan', 'narrow.yaml', '--live-from', 'live.json']);
    expect(same.code, same.stderr).toBe(0);
    expect(same.stdout).toContain('No changes.');

    const more = await offline(['plan', 'with-n2.yaml', '--live-from', 'live.json']);
    expect(more.code).toBe(1);
    expect(more.stdout).toBe('');
    expect(more.stderr).toContain(
      'live.json does not hold everything the configuration declares: the target groups of network N_2',
    );
    expect(more.stderr).not.toContain('network N_1');

    const sentry = await offline(['plan', 'with-sentry.yaml', '--live-from', 'live.json']);
    expect(sentry.code).toBe(1);
    expect(sentry.stderr).toContain(
      'live.json does not hold everything the configuration declares: the sentry policies of organization 7301',
    );
    const drift = await offline(['drift', 'with-n2.yaml', '--live-from', 'live.json']);
    expect(drift.code).toBe(1);
    expect(drift.stderr).toContain('the target groups of network N_2');
  }, 120_000);

  it("a snapshot without a network's device tags is refused when the config now declares them", async ({
    onTestFinished,
  }) => {
    const { offline } = await takeSnapshot(onTestFinished);
    const tags = await offline(['plan', 'with-tags.yaml', '--live-from', 'live.json']);
    expect(tags.code).toBe(1);
    expect(tags.stdout).toBe('');
    expect(tags.stderr.split('\n')[0]).toBe(
      'error: live.json does not hold everything the configuration declares: the device tags of network N_1',
    );
  }, 120_000);

  it('reads any 1.x snapshot and refuses 2.0, 11.0 and 0.9, naming the version it reads', async ({
    onTestFinished,
  }) => {
    const { offline, snapshot, rewrite } = await takeSnapshot(onTestFinished);
    expect(snapshot['formatVersion']).toBe('1.0');
    await rewrite('minor.json', (doc) => ({ ...doc, formatVersion: '1.7', fieldOfLaterMinor: true }));
    const minor = await offline(['plan', 'narrow.yaml', '--live-from', 'minor.json']);
    expect(minor.code, minor.stderr).toBe(0);
    expect(minor.stdout).toContain('No changes.');

    await rewrite('major.json', (doc) => ({ ...doc, formatVersion: '2.0' }));
    const major = await offline(['plan', 'narrow.yaml', '--live-from', 'major.json']);
    expect(major.code).toBe(1);
    expect(major.stderr).toContain('has format version 2.0; this smform reads 1.x');

    await rewrite('eleven.json', (doc) => ({ ...doc, formatVersion: '11.0' }));
    const eleven = await offline(['plan', 'narrow.yaml', '--live-from', 'eleven.json']);
    expect(eleven.code).toBe(1);
    expect(eleven.stderr).toContain('has format version 11.0; this smform reads 1.x');

    // An older major is another format too, not one this smform can read as 1.x.
    await rewrite('older.json', (doc) => ({ ...doc, formatVersion: '0.9' }));
    const older = await offline(['plan', 'narrow.yaml', '--live-from', 'older.json']);
    expect(older.code).toBe(1);
    expect(older.stderr).toContain('has format version 0.9; this smform reads 1.x');
  }, 120_000);

  it('a snapshot that says it read a scope but holds no objects for it is refused', async ({
    onTestFinished,
  }) => {
    const { offline, rewrite } = await takeSnapshot(onTestFinished);
    await rewrite('hollow.json', (doc) => {
      const live = doc['live'] as { organizations: { networks: unknown[] }[] };
      for (const org of live.organizations) org.networks = [];
      return doc;
    });
    const hollow = await offline(['plan', 'narrow.yaml', '--live-from', 'hollow.json']);
    expect(hollow.code).toBe(1);
    expect(hollow.stdout).toBe('');
    expect(hollow.stderr).toContain('reads scopes it holds no data for: the target groups of network N_1');
  }, 120_000);

  it('brings the tags a snapshot holds to canonical form, so a snapshot in another order plans no change', async ({
    onTestFinished,
  }) => {
    const { offline, rewrite } = await takeSnapshot(onTestFinished);
    let rewritten = 0;
    await rewrite('shuffled.json', (doc) => {
      const live = doc['live'] as {
        organizations: { networks: { targetGroups?: { tags: string[] }[] }[] }[];
      };
      for (const group of live.organizations.flatMap((o) =>
        o.networks.flatMap((n) => n.targetGroups ?? []),
      )) {
        group.tags = [...group.tags].reverse().concat(group.tags);
        rewritten += 1;
      }
      return doc;
    });
    expect(rewritten).toBe(1);
    const shuffled = await offline([
      'plan',
      'narrow.yaml',
      '--live-from',
      'shuffled.json',
      '--detailed-exitcode',
    ]);
    expect(shuffled.code, shuffled.stdout + shuffled.stderr).toBe(0);
    expect(shuffled.stdout).toContain('No changes.');
  }, 120_000);
});

/** A snapshot file's problem, as the CLI prints it on stderr (exit 1) for `plan --live-from`. */
async function refusalOf(
  onFinished: OnFinished,
  change: (doc: Record<string, unknown>) => unknown,
): Promise<string> {
  const { offline, rewrite } = await takeSnapshot(onFinished);
  await rewrite('edited.json', (doc) => change(doc) as Record<string, unknown>);
  const run = await offline(['plan', 'narrow.yaml', '--live-from', 'edited.json']);
  expect(run.code, run.stderr).toBe(1);
  expect(run.stdout).toBe('');
  return run.stderr;
}

type SnapshotDoc = {
  scopes: { organizations: { orgId: string; adminRoles: boolean; sentry: boolean; networks: string[] }[] };
  live: { organizations: { id: string; networks: { id: string; targetGroups?: { tags: unknown }[] }[] }[] };
};

const HINT = '  hint: take a new one with `smform snapshot PATH... --out FILE`\n';
const INVALID = 'error: edited.json is not a valid live snapshot: ';

describe('plan --live-from: what is wrong with a snapshot is named exactly', () => {
  it('names a file that is not JSON, and a document of another kind', async ({ onTestFinished }) => {
    const { offline, cwd } = await takeSnapshot(onTestFinished);
    await writeFile(join(cwd, 'edited.json'), '{"kind": ');
    const notJson = await offline(['plan', 'narrow.yaml', '--live-from', 'edited.json']);
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toBe(`${INVALID}the file is not valid JSON\n${HINT}`);
    const otherKind = await refusalOf(onTestFinished, (doc) => ({ ...doc, kind: 'smform-inventory' }));
    expect(otherKind).toBe(`${INVALID}the document has no "kind": "smform/live-snapshot"\n${HINT}`);
  });

  it('names the place of each malformed part', async ({ onTestFinished }) => {
    /* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access -- edits reach into the JSON freely */
    type Doc = Record<string, any>;
    const edits: [string, (d: Doc) => void][] = [
      ['formatVersion missing', (d) => delete d['formatVersion']],
      ['formatVersion 2.0', (d) => (d['formatVersion'] = '2.0')],
      ['scopes', (d) => (d['scopes'] = 3)],
      ['scopes.organizations', (d) => (d['scopes'].organizations = 'x')],
      ['scopes org', (d) => (d['scopes'].organizations[0] = 'x')],
      ['scopes org networks', (d) => (d['scopes'].organizations[0].networks = 5)],
      ['live', (d) => (d['live'] = 3)],
      ['live.organizations', (d) => (d['live'].organizations = {})],
      ['org networks', (d) => (d['live'].organizations[0].networks = 'x')],
      ['org adminRoles', (d) => (d['live'].organizations[0].adminRoles = 5)],
      ['devices', (d) => (d['live'].organizations[0].networks[0].devices = 'x')],
      ['a device', (d) => (d['live'].organizations[0].networks[0].devices = [5])],
    ];
    /* eslint-enable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access */
    const { offline, snapshot, cwd } = await takeSnapshot(onTestFinished);
    const said: string[] = [];
    for (const [name, edit] of edits) {
      const doc = structuredClone(snapshot);
      edit(doc);
      await writeFile(join(cwd, 'edited.json'), JSON.stringify(doc));
      const run = await offline(['plan', 'narrow.yaml', '--live-from', 'edited.json']);
      said.push(`${name}: ${run.code} ${run.stderr.split('\n')[0]}`);
    }
    const at = (place: string) => `1 ${INVALID}${place}`;
    expect(said).toEqual([
      `formatVersion missing: ${at('the document.formatVersion is not a string')}`,
      `formatVersion 2.0: ${at('the document has format version 2.0; this smform reads 1.x')}`,
      `scopes: ${at('scopes is not an object')}`,
      `scopes.organizations: ${at('scopes.organizations is not a list')}`,
      `scopes org: ${at('scopes.organizations[0] is not an object')}`,
      `scopes org networks: ${at('scopes.organizations[0].networks is not a list')}`,
      `live: ${at('live is not an object')}`,
      `live.organizations: ${at('live.organizations is not a list')}`,
      `org networks: ${at('live.organizations[0].networks is not a list')}`,
      `org adminRoles: ${at('live.organizations[0].adminRoles is not a list')}`,
      `devices: ${at('live.organizations[0].networks[0].devices is not a list')}`,
      `a device: ${at('live.organizations[0].networks[0].devices[0] is not an object')}`,
    ]);
  });

  it('names the place of a bad value deep in the live state', async ({ onTestFinished }) => {
    const stderr = await refusalOf(onTestFinished, (doc) => {
      const d = doc as unknown as SnapshotDoc;
      const group = d.live.organizations[0]?.networks[0]?.targetGroups?.[0];
      if (group !== undefined) group.tags = 7;
      return d;
    });
    expect(stderr).toBe(
      `${INVALID}live.organizations[0].networks[0].targetGroups[0].tags is not a list\n${HINT}`,
    );
  });

  it('lists five scopes read without data and counts the rest, and names an organization the live state lacks', async ({
    onTestFinished,
  }) => {
    const seven = await refusalOf(onTestFinished, (doc) => {
      const d = doc as unknown as SnapshotDoc;
      const scope = d.scopes.organizations[0];
      if (scope !== undefined) scope.networks = ['N_1', 'N_3', 'N_4', 'N_5', 'N_6', 'N_7', 'N_8'];
      return d;
    });
    expect(seven).toBe(
      `${INVALID}the document reads scopes it holds no data for: the target groups of network N_3; ` +
        'the target groups of network N_4; the target groups of network N_5; the target groups of network N_6; ' +
        `the target groups of network N_7; and 1 more\n${HINT}`,
    );
    const five = await refusalOf(onTestFinished, (doc) => {
      const d = doc as unknown as SnapshotDoc;
      const scope = d.scopes.organizations[0];
      if (scope !== undefined) scope.networks = ['N_1', 'N_3', 'N_4', 'N_5', 'N_6', 'N_7'];
      return d;
    });
    expect(five).toBe(
      `${INVALID}the document reads scopes it holds no data for: the target groups of network N_3; ` +
        'the target groups of network N_4; the target groups of network N_5; the target groups of network N_6; ' +
        `the target groups of network N_7\n${HINT}`,
    );
    const absent = await refusalOf(onTestFinished, (doc) => {
      const d = doc as unknown as SnapshotDoc;
      d.scopes.organizations.push({ orgId: '7399', adminRoles: true, sentry: false, networks: [] });
      return d;
    });
    expect(absent).toBe(
      `${INVALID}the document reads scopes it holds no data for: the admin roles of organization 7399\n${HINT}`,
    );
  });

  it('lists five scopes the config declares beyond the snapshot and counts the rest', async ({
    onTestFinished,
  }) => {
    const { offline } = await takeSnapshot(onTestFinished);
    const many = await offline(['plan', 'many.yaml', '--live-from', 'live.json']);
    expect(many.code).toBe(1);
    expect(many.stdout).toBe('');
    expect(many.stderr).toBe(
      'error: live.json does not hold everything the configuration declares: the target groups of network N_3; ' +
        'the target groups of network N_4; the target groups of network N_5; the target groups of network N_6; ' +
        'the target groups of network N_7; and 2 more\n' +
        '  hint: the config declares more than when the snapshot was taken: take a new one with `smform snapshot PATH... --out FILE`\n',
    );
    const five = await offline(['plan', 'five.yaml', '--live-from', 'live.json']);
    expect(five.stderr.split('\n')[0]).toBe(
      'error: live.json does not hold everything the configuration declares: the target groups of network N_3; ' +
        'the target groups of network N_4; the target groups of network N_5; the target groups of network N_6; ' +
        'the target groups of network N_7',
    );
  });
});

const fleet: Seed = {
  organizations: [
    {
      id: '7302',
      sentryPolicies: [
        {
          networkId: 'N_1',
          policies: [
            { policyId: 'p1', smNetworkId: 'N_A', groupPolicyId: '101', scope: 'withAny', tags: ['corp'] },
          ],
        },
      ],
      networks: [
        {
          id: 'N_1',
          devices: [{ id: 'd1', name: 'Kiosk-01', serial: 'Q234-AAAA-0001', tags: ['kiosk'] }],
          targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }],
        },
        { id: 'N_S', devices: [{ id: 'd2', name: 'Phone-01', serial: 'Q234-AAAA-0002', tags: ['byod'] }] },
        { id: 'N_A', devices: [{ id: 'd3', name: 'Laptop-01', serial: 'Q234-AAAA-0003', tags: ['corp'] }] },
        { id: 'N_Z', devices: [{ id: 'd4', name: 'Spare-01', serial: 'Q234-AAAA-0004', tags: ['spare'] }] },
      ],
    },
    {
      id: '7303',
      networks: [
        {
          id: 'N_9',
          devices: [{ id: 'd9', name: 'Till-01', serial: 'Q234-AAAA-0009', tags: ['till'] }],
          targetGroups: [],
        },
      ],
    },
  ],
};

// N_1's group and list are declared; N_S is the declared list's smNetwork; N_A only the live list's.
const fleetConfig = `organizations:
  - id: "7302"
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_S, groupPolicyId: "101", scope: withAny, tags: [byod] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad] }
  - id: "7303"
    networks:
      - id: N_9
        targetGroups:
          - { name: Tills, scope: withAny, tags: [till] }
`;

describe('a snapshot records the devices a plan from it needs', () => {
  it('records the devices of declared networks and of every smNetwork a declared or live sentry list names, and plans as online', async ({
    onTestFinished,
  }) => {
    const emulator = await startTestEmulator(fleet, { rateLimit: 0 });
    const cwd = await workdir(onTestFinished, { 'smform.yaml': fleetConfig });
    const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
    const taken = await smform(['snapshot', 'smform.yaml', '--out', 'live.json'], { cwd, env });
    expect(taken.code, taken.stderr).toBe(0);
    const doc = JSON.parse(await readFile(join(cwd, 'live.json'), 'utf8')) as {
      live: { organizations: { id: string; networks: { id: string; devices?: { name: string }[] }[] }[] };
    };
    const recorded = doc.live.organizations.map((org) => [
      org.id,
      org.networks
        .filter((network) => network.devices !== undefined)
        .map((network) => `${network.id}: ${network.devices?.map((d) => d.name).join(', ')}`),
    ]);
    expect(recorded).toEqual([
      ['7302', ['N_1: Kiosk-01', 'N_A: Laptop-01', 'N_S: Phone-01']],
      ['7303', ['N_9: Till-01']],
    ]);

    const online = await smform(['plan', 'smform.yaml', '--output', 'json'], { cwd, env });
    expect(online.code, online.stderr).toBe(0);
    const requests = emulator.requestLog.length;
    const offline = await smform(['plan', 'smform.yaml', '--live-from', 'live.json', '--output', 'json'], {
      cwd,
    });
    expect(offline.code, offline.stderr).toBe(0);
    expect(emulator.requestLog.length).toBe(requests);
    type PlanDoc = { changes: { address: string; devices?: unknown }[] };
    const devicesOf = (text: string) =>
      (JSON.parse(text) as PlanDoc).changes.map((change) => [change.address, change.devices]);
    expect(devicesOf(offline.stdout)).toEqual(devicesOf(online.stdout));
    // The counts are those of the devices recorded: the sentry change moves N_A's laptop out, N_S's phone in.
    expect(devicesOf(offline.stdout).map(([address]) => address)).toEqual([
      'network/N_1/targetGroup/Kiosks',
      'org/7302/sentry/N_1',
      'network/N_9/targetGroup/Tills',
    ]);
    expect(devicesOf(offline.stdout)[1]?.[1]).toMatchObject({
      added: [{ name: 'Phone-01', serial: 'Q234-AAAA-0002' }],
      removed: [{ name: 'Laptop-01', serial: 'Q234-AAAA-0003' }],
      networks: ['N_A', 'N_S'],
    });
  }, 120_000);
});
