import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from './run-in-process.js';

/**
 * Issue 14, "help that teaches" and "data for machines": the global options under every command's help,
 * no default noise, the short flags and aliases, `--output` on orgs, export and `api --list`, export's
 * `--out-dir`, and `smform api OPERATION --help` from the operation table. All through the CLI (in-process).
 */

const ROOT = resolve('.');
const ACME = join(ROOT, 'examples/acme');
const LIVE = join(ACME, 'live.yaml');
const run = (argv: string[], cwd = ROOT, env: Record<string, string> = {}) => smform(argv, { cwd, env });

/** The command names `smform --help` lists. */
async function commandNames(): Promise<string[]> {
  const help = await run(['--help']);
  const section = help.stdout.split('\nCommands:\n')[1] ?? '';
  return section
    .split('\n')
    .flatMap((line) => /^ {2}(\w+)/.exec(line)?.[1] ?? [])
    .filter((name) => name !== 'help');
}

describe('help', () => {
  it('every command lists the global options, and no help shows (default: false) or (default: [])', async () => {
    const names = await commandNames();
    expect(names).toEqual(expect.arrayContaining(['plan', 'apply', 'export', 'orgs', 'api', 'emulator']));
    const root = await run(['--help']);
    for (const text of [root.stdout]) {
      expect(text).not.toContain('(default: false)');
      expect(text).not.toContain('(default: [])');
    }
    for (const name of names) {
      const help = await run([name, '--help']);
      expect(help.code, name).toBe(0);
      const [own = '', global = ''] = help.stdout.split('\nGlobal Options:\n');
      expect(global, name).toMatch(/--emulator <seed>/);
      for (const flag of [
        '--base-url <url>',
        '-q, --quiet',
        '--debug',
        '--no-color',
        '--timeout <seconds>',
      ]) {
        expect(global, `${name}: ${flag}`).toContain(flag);
      }
      expect(own, name).not.toContain('(default: false)');
      expect(help.stdout, name).not.toContain('(default: false)');
      expect(help.stdout, name).not.toContain('(default: [])');
    }
  });

  it('emulator --help names every --synthetic key and the --rate-limit default', async () => {
    const help = (await run(['emulator', '--help'])).stdout.replace(/\s+/g, ' ');
    const synthetic = /--synthetic <spec> (.*?) --port/.exec(help)?.[1] ?? '';
    for (const key of ['orgs', 'networks', 'roles', 'devices', 'groups', 'users', 'sentry', 'controllers']) {
      expect(synthetic).toMatch(new RegExp(`\\b${key}\\b`));
    }
    expect(help).toMatch(/--rate-limit <rps> requests per second per organization.*\(default 10\)/);
    expect(help).not.toContain('(default: [])');
  });
});

describe('short flags and aliases', () => {
  it('-o is --output and -q is --quiet', async ({ onTestFinished }) => {
    const long = await run(['validate', ACME, '--output', 'json']);
    const short = await run(['validate', ACME, '-o', 'json']);
    expect(short.code).toBe(0);
    expect(short.stdout).toBe(long.stdout);
    expect(JSON.parse(short.stdout)).toMatchObject({ valid: true });
    const dir = await workdir(onTestFinished, {});
    const quiet = await run(['-q', '--emulator', LIVE, 'export', '--org', '549236', '--out-dir', dir]);
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stderr).toBe('');
    expect(await readdir(join(dir, 'networks'))).toHaveLength(2);
  });

  it('apply --yes is --auto-approve: it applies without a terminal, where a bare apply refuses', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {});
    const refused = await run(['--emulator', LIVE, 'apply', ACME], cwd, { CI: '1' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--auto-approve');
    const applied = await run(['--emulator', LIVE, 'apply', ACME, '--yes', '-o', 'json'], cwd, { CI: '1' });
    expect(applied.code, applied.stderr).toBe(0);
    const result = JSON.parse(applied.stdout) as { changes: { status: string }[] };
    // Three objects and the loaner tag's two writes (its add, then its delete).
    expect(result.changes.map((change) => change.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
  });
});

describe('--output on orgs, export and api --list', () => {
  it('orgs -o json lists the declared organizations; orgs --live -o json the visible ones', async () => {
    const declared = await run(['orgs', ACME, '-o', 'json']);
    expect(declared.code).toBe(0);
    expect(JSON.parse(declared.stdout)).toEqual({
      organizations: [
        {
          id: '549236',
          name: 'Acme Corp',
          adminRoles: 3,
          sentryNetworks: 2,
          networksWithTargetGroups: 2,
          kinds: { deviceTags: 1 },
        },
        {
          id: '681155',
          name: 'Acme Retail',
          adminRoles: 2,
          sentryNetworks: null,
          networksWithTargetGroups: 2,
          kinds: { deviceTags: 0 },
        },
      ],
    });
    const live = await run(['--emulator', LIVE, 'orgs', '--live', '--output', 'json']);
    expect(live.code, live.stderr).toBe(0);
    const document = JSON.parse(live.stdout) as {
      organizations: { id: string; networks: { id: string; productTypes: string[] }[] }[];
    };
    expect(document.organizations.map((org) => org.id)).toEqual(['549236', '681155']);
    expect(document.organizations[0]?.networks[0]).toMatchObject({ id: 'N_24329156' });
  });

  it('export -o json prints a summary of what was written; the files on stderr go', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {});
    const first = await run(
      ['--emulator', LIVE, 'export', '--org', '549236', '--out-dir', 'out', '-o', 'json'],
      cwd,
    );
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toBe('');
    expect(JSON.parse(first.stdout)).toEqual({
      organization: '549236',
      outDir: 'out',
      files: [
        { path: 'out/orgs/549236.yaml', status: 'written' },
        { path: 'out/networks/N_24329156.yaml', status: 'written' },
        { path: 'out/networks/N_24329157.yaml', status: 'written' },
      ],
      skipped: [],
      warnings: [],
      check: 'smform plan out --org 549236',
    });
    const again = await run(
      ['--emulator', LIVE, 'export', '--org', '549236', '--out-dir', 'out', '-o', 'json'],
      cwd,
    );
    expect(
      (JSON.parse(again.stdout) as { files: { status: string }[] }).files.map((file) => file.status),
    ).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it('export --out still works, with a one-line deprecation note; --out and --out-dir disagreeing is an error', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {});
    const old = await run(['--emulator', LIVE, 'export', '--org', '549236', '--out', 'old'], cwd);
    expect(old.code, old.stderr).toBe(0);
    const notes = old.stderr.split('\n').filter((line) => line.includes('deprecated'));
    expect(notes).toEqual([
      'warning: export --out is deprecated, use --out-dir (--out names a file in every other command)',
    ]);
    expect(old.stderr).toContain('wrote old/orgs/549236.yaml\n');
    expect(await readdir(join(cwd, 'old/networks'))).toHaveLength(2);
    const both = await run(
      ['--emulator', LIVE, 'export', '--org', '549236', '--out', 'a', '--out-dir', 'b'],
      cwd,
    );
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('error: --out a and --out-dir b name different directories');
    const current = await run(['--emulator', LIVE, 'export', '--org', '549236', '--out-dir', 'new'], cwd);
    expect(current.stderr).not.toContain('deprecated');
  });

  it('api --list prints text by default and {"operations": [...]} with -o json', async () => {
    const text = await run(['api', '--list']);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(70);
    // Ids padded to the longest, the method to 7, `[--yes]` where the call needs it.
    const pad = (id: string) =>
      id.padEnd('getOrganizationWirelessControllerDevicesInterfacesL2StatusesChangeHistoryByDevice'.length);
    expect([lines[0], lines.at(-1)]).toEqual([
      `${pad('checkinNetworkSmDevices')}  POST   Force check-in a set of devices`,
      `${pad('wipeNetworkSmDevices')}  POST   [--yes] Wipe a device`,
    ]);
    const yaml = await run(['api', '--list', '-o', 'yaml']);
    expect(yaml.stdout.split('\n').slice(0, 6)).toEqual([
      'operations:',
      '  - operationId: checkinNetworkSmDevices',
      '    method: POST',
      '    path: /networks/{networkId}/sm/devices/checkin',
      '    summary: Force check-in a set of devices',
      '    requiresYes: false',
    ]);
    const json = await run(['api', '--list', '-o', 'json']);
    expect(json.code).toBe(0);
    const { operations } = JSON.parse(json.stdout) as { operations: Record<string, unknown>[] };
    expect(operations).toHaveLength(70);
    expect(operations.find((op) => op['operationId'] === 'wipeNetworkSmDevices')).toEqual({
      operationId: 'wipeNetworkSmDevices',
      method: 'POST',
      path: '/networks/{networkId}/sm/devices/wipe',
      summary: expect.stringMatching(/wipe/i) as unknown,
      requiresYes: true,
    });
    const refused = await run(['api', 'getOrganizations', '-o', 'text']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--output text is for --list');
  });
});

describe('smform api OPERATION_ID --help', () => {
  it("lists the operation's parameters from the operation table, and an example", async () => {
    const help = await run(['api', 'getNetworkSmDevices', '--help']);
    expect(help.code).toBe(0);
    const lines = help.stdout.split('\n');
    expect(lines[0]).toBe('Usage: smform api getNetworkSmDevices [name=value...] [options]');
    expect(help.stdout).toContain(
      'GET /networks/{networkId}/sm/devices (paged: --paginate follows every page)',
    );
    expect(lines).toContain('  networkId      path   string    required');
    expect(lines).toContain('  perPage        query  integer   from 3 to 1000; default 1000');
    expect(help.stdout).toMatch(
      / {2}scope +query +string\[\] +starts with one of all, none, withAny, withAll, withoutAny, withoutAll, then tags\n {6}Specify a scope/,
    );
    expect(help.stdout).toContain('Example:\n  smform api getNetworkSmDevices networkId=N_1 --paginate\n');
    const body = await run(['api', 'modifyNetworkSmDevicesTags', '-h']);
    expect(body.stdout).toMatch(/ {2}updateAction +body +string +required; one of add, delete, update\n/);
    expect(body.stdout).toContain(
      'smform api modifyNetworkSmDevicesTags networkId=N_1 tags=a,b updateAction=add',
    );
  });

  it('gives the same as JSON with -o json', async () => {
    const help = await run(['api', 'updateNetworkSmDevicesFields', '--help', '-o', 'json']);
    const document = JSON.parse(help.stdout) as { parameters: Record<string, unknown>[]; example: string };
    expect(document.parameters.find((param) => param['name'] === 'deviceFields.notes')).toEqual({
      name: 'deviceFields.notes',
      in: 'body',
      type: 'string',
      required: false,
      description: 'New notes for the device',
    });
    expect(document.example).toBe(
      "smform api updateNetworkSmDevicesFields networkId=N_1 deviceFields='{...}'",
    );
  });

  it('a destructive call: every parameter with its type, keyword rule and wrapped description, and an example that names its devices', async () => {
    const help = await run(['api', 'lockNetworkSmDevices', '--help']);
    expect(help.stdout).toBe(
      [
        'Usage: smform api lockNetworkSmDevices [name=value...] [options]',
        '',
        'Lock a set of devices',
        '',
        'POST /networks/{networkId}/sm/devices/lock (runs only with --yes; a preview otherwise)',
        '',
        'Parameters (name=value; camelCase, snake_case or the wire name):',
        '  networkId  path   string    required',
        '      The network id',
        '  wifiMacs   body   string[]',
        '      The wifiMacs of the devices to be locked.',
        '  ids        body   string[]',
        '      The ids of the devices to be locked.',
        '  serials    body   string[]',
        '      The serials of the devices to be locked.',
        '  scope      body   string[]  starts with one of all, none, withAny, withAll, withoutAny, withoutAll, then tags',
        '      The scope (one of all, none, withAny, withAll, withoutAny, or withoutAll) and a set of tags of',
        '      the devices to be locked.',
        '  pin        body   integer',
        '      The pin number for locking macOS devices (a six digit number). Required only for macOS',
        '      devices.',
        '',
        'Example:',
        '  smform api lockNetworkSmDevices networkId=N_1 serials=C02ABC123 --yes',
        '',
        'More: smform api --help, docs/api-command.md',
        '',
      ].join('\n'),
    );
    const none = await run(['api', 'getAdministeredIdentitiesMe', '--help']);
    expect(none.stdout).toBe(
      [
        'Usage: smform api getAdministeredIdentitiesMe [name=value...] [options]',
        '',
        'Returns the identity of the current user.',
        '',
        'GET /administered/identities/me',
        '',
        'Parameters: none',
        '',
        'Example:',
        '  smform api getAdministeredIdentitiesMe',
        '',
        'More: smform api --help, docs/api-command.md',
        '',
      ].join('\n'),
    );
    const nested = await run(['api', 'updateOrganizationSmSentryPoliciesAssignments', '--help']);
    expect(nested.stdout.split('\n').filter((line) => line.startsWith('  items'))).toEqual([
      '  items                             body   object[]  required',
      '  items[].networkId                 body   string    required',
      '  items[].policies                  body   object[]',
      '  items[].policies[].policyId       body   string',
      '  items[].policies[].smNetworkId    body   string    required',
      '  items[].policies[].scope          body   string    required; one of all, none, withAll, withAny, withoutAll, withoutAny',
      '  items[].policies[].tags           body   string[]  required',
      '  items[].policies[].groupPolicyId  body   string    required',
    ]);
    const bounded = await run(['api', 'getOrganizationConfigurationChanges', '--help']);
    expect(bounded.stdout).toContain('\n  timespan        query  number   from -∞ to 31536000\n');
  });

  it('each example fills the required parameters with values that pass, the devices of a destructive call and its flags', async () => {
    const examples: Record<string, string> = {
      wipeNetworkSmDevices: 'networkId=N_1 serial=C02ABC123 --yes',
      rebootNetworkSmDevices: 'networkId=N_1 serials=C02ABC123 --yes',
      moveNetworkSmDevices: 'networkId=N_1 newNetwork=VALUE serials=C02ABC123 --yes',
      unenrollNetworkSmDevice: 'networkId=N_1 deviceId=device-id --yes',
      deleteNetworkSmTargetGroup: 'networkId=N_1 targetGroupId=targetgroup-id --yes',
      getNetworkSmUserDeviceProfiles: 'networkId=N_1 userId=user-id',
      installNetworkSmDeviceApps: 'networkId=N_1 deviceId=device-id appIds=a,b',
      createOrganizationSmAdminsRole: 'organizationId=549236 name=VALUE',
      updateOrganizationSmSentryPoliciesAssignments: "organizationId=549236 items='[{...}]' --yes",
      getOrganizationConfigurationChanges: 'organizationId=549236 --paginate',
    };
    for (const [operation, words] of Object.entries(examples)) {
      const help = await run(['api', operation, '--help', '-o', 'json']);
      expect((JSON.parse(help.stdout) as { example: string }).example).toBe(
        `smform api ${operation} ${words}`,
      );
    }
  });

  it('the JSON help gives each parameter its place, type, bounds, default and description', async () => {
    const help = await run(['api', 'getOrganizationConfigurationChanges', '--help', '-o', 'json']);
    const document = JSON.parse(help.stdout) as Record<string, unknown> & {
      parameters: Record<string, unknown>[];
    };
    expect({ ...document, parameters: document.parameters.slice(0, 5) }).toEqual({
      operationId: 'getOrganizationConfigurationChanges',
      method: 'GET',
      path: '/organizations/{organizationId}/configurationChanges',
      summary: 'View the Change Log for your organization',
      paged: true,
      requiresYes: false,
      parameters: [
        {
          name: 'organizationId',
          in: 'path',
          type: 'string',
          required: true,
          description: 'The organization id',
        },
        {
          name: 't0',
          in: 'query',
          type: 'string',
          required: false,
          description:
            'The beginning of the timespan for the data. The maximum lookback period is 365 days from today.',
        },
        {
          name: 't1',
          in: 'query',
          type: 'string',
          required: false,
          description: 'The end of the timespan for the data. t1 can be a maximum of 365 days after t0.',
        },
        {
          name: 'timespan',
          in: 'query',
          type: 'number',
          required: false,
          maximum: 31536000,
          description:
            'The timespan in seconds, at most 365 days (the default); not together with t0 and t1.',
        },
        {
          name: 'perPage',
          in: 'query',
          type: 'integer',
          required: false,
          minimum: 3,
          maximum: 5000,
          default: 5000,
          description:
            'The number of entries per page returned. Acceptable range is 3 - 5000. Default is 5000.',
        },
      ],
      example: 'smform api getOrganizationConfigurationChanges organizationId=549236 --paginate',
    });
    const lock = await run(['api', 'lockNetworkSmDevices', '--help', '-o', 'json']);
    const scope = (JSON.parse(lock.stdout) as { parameters: Record<string, unknown>[] }).parameters.find(
      (param) => param['name'] === 'scope',
    );
    expect(scope).toEqual({
      name: 'scope',
      in: 'body',
      type: 'string[]',
      required: false,
      leadingKeyword: ['all', 'none', 'withAny', 'withAll', 'withoutAny', 'withoutAll'],
      description:
        'The scope (one of all, none, withAny, withAll, withoutAny, or withoutAll) and a set of tags of the devices to be locked.',
    });
  });

  it('an unknown operation id suggests the nearest ids; api --help alone is the command help', async () => {
    for (const argv of [
      ['api', 'getNetworkSmDevice', '--help'],
      ['api', 'getNetworkSmDevice', 'networkId=N_1'],
    ]) {
      const unknown = await run(argv);
      expect(unknown.code).toBe(1);
      expect(unknown.stdout).toBe('');
      expect(unknown.stderr).toBe(
        "error: unknown operation 'getNetworkSmDevice'\n  hint: nothing was sent; did you mean getNetworkSmDevices? (smform api --list)\n",
      );
    }
    const two = await run(['api', 'getNetworkSmTargetGroupz', '--help']);
    expect(two.stderr).toContain('did you mean getNetworkSmTargetGroup or getNetworkSmTargetGroups?');
    const plain = await run(['api', '--help']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^Usage: smform api \[options\] \[operationId\] \[params\.\.\.\]/);
    expect(plain.stdout).toContain('-h, --help             display help for command; after an operation id');
    expect(plain.stdout).toContain('Global Options:');
  });
});
