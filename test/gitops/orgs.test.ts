import { describe, expect, it } from 'vitest';
import { workdir } from '../cli/run-in-process.js';
import { smform } from './cli.js';

const ACME = 'examples/acme';

describe('smform orgs', () => {
  it('prints a GitHub Actions matrix with one entry per declared organization, without a key', async () => {
    const run = await smform(['orgs', ACME, '--matrix'], { env: { MERAKI_DASHBOARD_API_KEY: undefined } });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      '{"include":[{"org":"549236","name":"Acme Corp"},{"org":"681155","name":"Acme Retail"}]}\n',
    );
  });

  it('narrows to --org, lists people-readable lines, and refuses an organization the config lacks', async () => {
    const one = await smform(['orgs', ACME, '--matrix', '--org', '681155']);
    expect(JSON.parse(one.stdout)).toEqual({ include: [{ org: '681155', name: 'Acme Retail' }] });
    const text = await smform(['orgs', ACME]);
    expect(text.stdout).toBe(
      '549236  Acme Corp: 3 admin roles, 2 sentry networks, 2 networks with target groups, 1 network with device tags\n' +
        '681155  Acme Retail: 2 admin roles, 2 networks with target groups\n',
    );
    const unknown = await smform(['orgs', ACME, '--org', '1']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('the config declares no organization 1');
    expect(unknown.stderr).toContain('hint: declared: 549236, 681155');
  });

  it('an organization without a name, roles or sentry lists says so, in columns, in text and JSON', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {
      'smform.yaml': [
        'organizations:',
        '  - id: "1"',
        '    networks:',
        '      - id: N_1',
        '        targetGroups: []',
        '      - id: N_2',
        '  - id: "12345"',
        '    name: Retail',
        '    adminRoles: []',
        '    networks: []',
        '',
      ].join('\n'),
    });
    const text = await smform(['orgs', 'smform.yaml'], { cwd });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toBe(
      '1      (no name): 1 network with target groups\n12345  Retail: 0 admin roles, 0 networks with target groups\n',
    );
    const json = await smform(['orgs', 'smform.yaml', '-o', 'json'], { cwd });
    expect(JSON.parse(json.stdout)).toEqual({
      organizations: [
        {
          id: '1',
          name: null,
          adminRoles: null,
          sentryNetworks: null,
          networksWithTargetGroups: 1,
          kinds: { deviceTags: 0 },
        },
        {
          id: '12345',
          name: 'Retail',
          adminRoles: 0,
          sentryNetworks: null,
          networksWithTargetGroups: 0,
          kinds: { deviceTags: 0 },
        },
      ],
    });
  });
});
