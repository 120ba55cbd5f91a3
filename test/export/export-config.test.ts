import { describe, expect, it } from 'vitest';
import { exportOrganization } from '../../src/export/index.js';
import type {
  LiveAdminRole,
  LiveOrganization,
  LiveSentryPolicy,
  LiveTargetGroup,
} from '../../src/model/live.js';

/*
 * exportOrganization is pure: live state in, config files out. These cases pin every file's whole text, so a
 * changed header, a lost label, a wrong order, a missing quote or a skipped object declared anyway shows as a
 * diff here, in-process (the export command's suites run the same code against the emulator, slowly).
 */

const role = (
  roleId: string,
  name: string,
  scope: LiveAdminRole['scope'],
  tags: string[],
): LiveAdminRole => ({
  roleId,
  name,
  scope,
  tags,
});
const group = (
  id: string,
  name: string,
  scope: LiveTargetGroup['scope'],
  tags: string[],
): LiveTargetGroup => ({
  id,
  name,
  scope,
  tags,
});
const policy = (
  policyId: string,
  groupPolicyId: string,
  scope: LiveSentryPolicy['scope'],
  tags: string[],
): LiveSentryPolicy => ({ policyId, smNetworkId: 'N_1', groupPolicyId, scope, tags });

const header = (schema: string, title: string, origin = 'Exported from the Dashboard'): string[] => [
  `# yaml-language-server: $schema=${schema}`,
  '',
  `# ${title}.`,
  `# ${origin}; edit freely.`,
];
const notExported = (...lines: string[]): string[] => [
  '',
  '# Not exported (they cannot be declared as they are, so they stay unmanaged):',
  ...lines.map((line) => `#   ${line}`),
];
const text = (...lines: string[]): string => `${lines.join('\n')}\n`;
const SCHEMA = '../node_modules/smform/schemas/smform.schema.json';

/** Every awkward case of the organization file and of two network files. */
const AWKWARD: LiveOrganization = {
  id: '77',
  adminRoles: [
    role('20', 'Helpdesk', 'some', ['b']),
    role('10', 'Helpdesk', 'all_tags', ['a']),
    role('5', 'Audit', 'without_some', ['x', 'y']),
    role('6', 'Bad\u0007', 'some', ['a']),
    role('7', ' ', 'some', ['a']),
    role('8', 'Empty', 'some', []),
    role('9', 'Comma', 'some', ['a,b']),
    role('11', 'Ctl', 'some', ['a\tb']),
    role('12', 'Spaces', 'some', [' a b ']),
  ],
  sentryPolicies: [
    // An untagged policy's stale tags are neither checked nor written.
    {
      networkId: 'N_b',
      policies: [policy('1', '101', 'all', ['a,b']), policy('2', '102', 'withAny', ['k'])],
    },
    { networkId: 'N_a', policies: [policy('3', '103', 'none', [])] },
    { networkId: 'N_c', policies: [] },
    { networkId: 'N_d', policies: [policy('4', '101', 'all', []), policy('5', '102', 'withAll', [])] },
  ],
  networks: [
    {
      id: 'N_2',
      targetGroups: [
        group('31', 'Kiosks', 'withAll', ['kiosk', 'ipad']),
        group('32', 'Everyone', 'all', ['x']),
      ],
    },
    { id: 'N_1', targetGroups: [group('21', 'NoTags', 'withAny', []), group('22', 'None', 'none', [])] },
    { id: 'N_3' },
  ],
};

describe('exportOrganization', () => {
  it('declares what can be declared, each name once, and lists the rest with the reason', () => {
    const result = exportOrganization(AWKWARD, {
      command: 'smform export --org 77',
      names: {
        organization: 'Acme',
        networks: new Map([
          ['N_1', 'First'],
          ['N_2', 'Sec\u200bond'],
        ]),
      },
    });
    const origin = 'Exported from the Dashboard by `smform export --org 77`';
    expect(result.files.map((file) => file.path)).toEqual([
      'orgs/77.yaml',
      'networks/N_1.yaml',
      'networks/N_2.yaml',
    ]);
    expect(result.files[0]?.text).toBe(
      text(
        ...header(SCHEMA, 'organization 77: admin roles and sentry policy assignments', origin),
        ...notExported(
          'org/77/adminRole/ : its name is blank',
          'org/77/adminRole/Bad\\u0007: its name holds the control or invisible character \\u0007, which a config cannot declare; rename it in the Dashboard',
          'org/77/adminRole/Comma: tag "a,b" cannot be declared (commas are not allowed)',
          'org/77/adminRole/Ctl: tag "a\\tb" cannot be declared (no control or invisible characters)',
          'org/77/adminRole/Empty: scope some with no tags cannot be declared',
          'org/77/adminRole/Helpdesk: another object of this name (id 20) is declared already',
          'org/77/adminRole/Spaces: tag " a b " cannot be declared (a tag holds no space: the Dashboard splits it there)',
          'org/77/sentry/N_d: policy 2: scope withAll with no tags cannot be declared',
        ),
        '',
        'organizations:',
        "  - id: '77'",
        '    name: Acme',
        '    adminRoles:',
        '      - name: Audit',
        '        scope: without_some',
        '        tags: [x, y]',
        '      - name: Helpdesk',
        "        roleId: '10'",
        '        scope: all_tags',
        '        tags: [a]',
        '    sentryPolicies:',
        "      - network: 'N_a'",
        '        policies:',
        "          - smNetwork: 'N_1'",
        "            groupPolicyId: '103'",
        '            scope: none',
        "      - network: 'N_b'",
        '        policies:',
        "          - smNetwork: 'N_1'",
        "            groupPolicyId: '101'",
        '            scope: all',
        "          - smNetwork: 'N_1'",
        "            groupPolicyId: '102'",
        '            scope: withAny',
        '            tags: [k]',
      ),
    );
    expect(result.files[1]?.text).toBe(
      text(
        ...header(SCHEMA, 'network N_1 of organization 77: target groups', origin),
        ...notExported('network/N_1/targetGroup/NoTags: scope withAny with no tags cannot be declared'),
        '',
        'organizations:',
        "  - id: '77'",
        '    networks:',
        "      - id: 'N_1'",
        '        name: First',
        '        targetGroups:',
        '          - name: None',
        '            scope: none',
      ),
    );
    expect(result.files[2]?.text).toBe(
      text(
        ...header(SCHEMA, 'network N_2 of organization 77: target groups', origin),
        ...notExported(
          'network/N_2: the name: label is left out: the name holds the control or invisible character \\u200b, which a config cannot declare',
        ),
        '',
        'organizations:',
        "  - id: '77'",
        '    networks:',
        "      - id: 'N_2'",
        '        targetGroups:',
        '          - name: Everyone',
        '            scope: all',
        '          - name: Kiosks',
        '            scope: withAll',
        '            tags: [ipad, kiosk]',
      ),
    );
    expect(result.skipped).toEqual([
      { address: 'org/77/adminRole/ ', reason: 'its name is blank' },
      {
        address: 'org/77/adminRole/Bad\u0007',
        reason:
          'its name holds the control or invisible character \\u0007, which a config cannot declare; rename it in the Dashboard',
      },
      { address: 'org/77/adminRole/Comma', reason: 'tag "a,b" cannot be declared (commas are not allowed)' },
      {
        address: 'org/77/adminRole/Ctl',
        reason: 'tag "a\\tb" cannot be declared (no control or invisible characters)',
      },
      { address: 'org/77/adminRole/Empty', reason: 'scope some with no tags cannot be declared' },
      {
        address: 'org/77/adminRole/Helpdesk',
        reason: 'another object of this name (id 20) is declared already',
      },
      {
        address: 'org/77/adminRole/Spaces',
        reason: 'tag " a b " cannot be declared (a tag holds no space: the Dashboard splits it there)',
      },
      { address: 'org/77/sentry/N_d', reason: 'policy 2: scope withAll with no tags cannot be declared' },
      { address: 'network/N_1/targetGroup/NoTags', reason: 'scope withAny with no tags cannot be declared' },
      {
        address: 'network/N_2',
        reason:
          'the name: label is left out: the name holds the control or invisible character \\u200b, which a config cannot declare',
      },
    ]);
  });

  it('pins every object with withIds, and only the shared names without', () => {
    const org: LiveOrganization = {
      id: '5',
      adminRoles: [
        role('2', 'B', 'some', ['t']),
        role('1', 'A', 'some', ['t']),
        role('3', 'A', 'some', ['u']),
      ],
      networks: [{ id: 'N_1', targetGroups: [group('9', 'G', 'all', []), group('8', 'H', 'all', [])] }],
    };
    const roles = (withIds: boolean): string | undefined =>
      exportOrganization(org, { withIds }).files[0]?.text.split('organizations:\n')[1];
    expect(roles(false)).toBe(
      text(
        "  - id: '5'",
        '    adminRoles:',
        '      - name: A',
        "        roleId: '1'",
        '        scope: some',
        '        tags: [t]',
        '      - name: B',
        '        scope: some',
        '        tags: [t]',
      ),
    );
    expect(roles(true)).toBe(
      text(
        "  - id: '5'",
        '    adminRoles:',
        '      - name: A',
        "        roleId: '1'",
        '        scope: some',
        '        tags: [t]',
        '      - name: B',
        "        roleId: '2'",
        '        scope: some',
        '        tags: [t]',
      ),
    );
    const groups = (withIds: boolean): string | undefined =>
      exportOrganization(org, { withIds }).files[1]?.text.split('targetGroups:\n')[1];
    expect(groups(false)).toBe(
      text('          - name: G', '            scope: all', '          - name: H', '            scope: all'),
    );
    expect(groups(true)).toBe(
      text(
        '          - name: G',
        "            id: '9'",
        '            scope: all',
        '          - name: H',
        "            id: '8'",
        '            scope: all',
      ),
    );
  });

  it('writes no adminRoles or sentryPolicies key for a scope that was not read, and [] for one read empty', () => {
    const unread = exportOrganization({ id: '5', networks: [] });
    expect(unread.files).toEqual([
      {
        path: 'orgs/5.yaml',
        text: text(
          ...header(SCHEMA, 'organization 5: admin roles and sentry policy assignments'),
          '',
          'organizations:',
          "  - id: '5'",
        ),
      },
    ]);
    expect(unread.skipped).toEqual([]);
    const empty = exportOrganization({ id: '5', adminRoles: [], sentryPolicies: [], networks: [] });
    expect(empty.files[0]?.text.split('organizations:\n')[1]).toBe(
      text("  - id: '5'", '    adminRoles: []', '    sentryPolicies: []'),
    );
  });

  it('leaves out an organization name a config cannot hold, and takes names without a network map', () => {
    const result = exportOrganization(
      { id: '5', networks: [{ id: 'N_1', targetGroups: [] }] },
      { names: { organization: 'Ac\u200bme' } },
    );
    expect(result.skipped).toEqual([
      {
        address: 'org/5',
        reason:
          'the name: label is left out: the name holds the control or invisible character \\u200b, which a config cannot declare',
      },
    ]);
    expect(result.files[0]?.text.split('organizations:\n')[1]).toBe(text("  - id: '5'"));
    expect(result.files[1]?.text.split('organizations:\n')[1]).toBe(
      text("  - id: '5'", '    networks:', "      - id: 'N_1'", '        targetGroups: []'),
    );
  });

  it('names files by an id made safe for any file system', () => {
    const paths = (id: string, networkId: string): string[] =>
      exportOrganization({ id, networks: [{ id: networkId, targetGroups: [] }] }).files.map(
        (file) => file.path,
      );
    expect(paths('a/b c', 'N:1')).toEqual(['orgs/a_b_c.yaml', 'networks/N_1.yaml']);
    expect(paths('.hidden', '..')).toEqual(['orgs/_.hidden.yaml', 'networks/_...yaml']);
    expect(paths('', 'Ok-1.x_y')).toEqual(['orgs/_.yaml', 'networks/Ok-1.x_y.yaml']);
    expect(paths('ÄÖ', 'n')).toEqual(['orgs/__.yaml', 'networks/n.yaml']);
  });
});

describe('exportOrganization with templates', () => {
  const list = (prefix: string): LiveTargetGroup[] => [
    group(`${prefix}1`, 'Kiosks', 'withAll', ['kiosk']),
    group(`${prefix}2`, 'All', 'all', []),
  ];
  const lab = (prefix: string): LiveTargetGroup[] => [group(`${prefix}1`, 'Lab', 'withAny', ['lab'])];
  const usesOf = (result: ReturnType<typeof exportOrganization>): Record<string, string> =>
    Object.fromEntries(
      result.files
        .filter((file) => file.path.startsWith('networks/'))
        .map((file) => [file.path, /^ {8}(use: .*|targetGroups:.*)$/m.exec(file.text)?.[1] ?? '']),
    );

  it('writes a list two networks share once, the most used first, and keeps unique, empty and pinned lists', () => {
    const org: LiveOrganization = {
      id: 'o/1',
      networks: [
        { id: 'N_5', targetGroups: lab('5') },
        { id: 'N_4', targetGroups: list('4') },
        { id: 'N_3', targetGroups: lab('3') },
        { id: 'N_2', targetGroups: list('2') },
        { id: 'N_a', targetGroups: lab('a') },
        { id: 'N_6', targetGroups: [] },
        { id: 'N_7', targetGroups: [] },
        { id: 'N_1', targetGroups: [group('11', 'Lab', 'withAny', ['other'])] },
        { id: 'N_8', targetGroups: [group('81', 'Dup', 'all', []), group('82', 'Dup', 'all', [])] },
        { id: 'N_9', targetGroups: [group('91', 'Dup', 'all', []), group('92', 'Dup', 'all', [])] },
      ],
    };
    const result = exportOrganization(org, { templates: true, schemaPath: 'schemas/s.json' });
    expect(usesOf(result)).toEqual({
      'networks/N_1.yaml': 'targetGroups:',
      'networks/N_2.yaml': 'use: [o_1-shared-2]',
      'networks/N_3.yaml': 'use: [o_1-shared-1]',
      'networks/N_4.yaml': 'use: [o_1-shared-2]',
      'networks/N_5.yaml': 'use: [o_1-shared-1]',
      'networks/N_6.yaml': 'targetGroups: []',
      'networks/N_7.yaml': 'targetGroups: []',
      'networks/N_8.yaml': 'targetGroups:',
      'networks/N_9.yaml': 'targetGroups:',
      'networks/N_a.yaml': 'use: [o_1-shared-1]',
    });
    expect(result.files.at(-1)).toEqual({
      path: 'templates/o_1.yaml',
      text: text(
        ...header(
          '../schemas/s.json',
          'organization o/1: 2 templates for the target-group lists that 5 of its networks share',
        ),
        '',
        'templates:',
        '  targetGroups:',
        '    o_1-shared-1:',
        '      - name: Lab',
        '        scope: withAny',
        '        tags: [lab]',
        '    o_1-shared-2:',
        '      - name: All',
        '        scope: all',
        '      - name: Kiosks',
        '        scope: withAll',
        '        tags: [kiosk]',
      ),
    });
    expect(result.files.find((file) => file.path === 'networks/N_3.yaml')?.text).toBe(
      text(
        ...header('../schemas/s.json', 'network N_3 of organization o/1: target groups'),
        '',
        'organizations:',
        "  - id: 'o/1'",
        '    networks:',
        "      - id: 'N_3'",
        '        use: [o_1-shared-1]',
      ),
    );
    expect(result.skipped.map((entry) => entry.address)).toEqual([
      'network/N_8/targetGroup/Dup',
      'network/N_9/targetGroup/Dup',
    ]);
  });

  it('orders lists used equally often by their first network, and says "a template" for one', () => {
    const tie: LiveOrganization = {
      id: '9',
      networks: [
        { id: 'N_4', targetGroups: lab('4') },
        { id: 'N_3', targetGroups: list('3') },
        { id: 'N_2', targetGroups: lab('2') },
        { id: 'N_5', targetGroups: list('5') },
      ],
    };
    expect(usesOf(exportOrganization(tie, { templates: true }))).toEqual({
      'networks/N_2.yaml': 'use: [9-shared-1]',
      'networks/N_3.yaml': 'use: [9-shared-2]',
      'networks/N_4.yaml': 'use: [9-shared-1]',
      'networks/N_5.yaml': 'use: [9-shared-2]',
    });
    const one = exportOrganization(
      {
        id: '9',
        networks: [
          { id: 'N_1', targetGroups: lab('1') },
          { id: 'N_2', targetGroups: lab('2') },
        ],
      },
      { templates: true, command: 'smform export --org 9 --templates' },
    );
    expect(one.files.map((file) => file.path)).toEqual([
      'orgs/9.yaml',
      'networks/N_1.yaml',
      'networks/N_2.yaml',
      'templates/9.yaml',
    ]);
    expect(one.files[3]?.text.split('\n').slice(0, 4)).toEqual(
      header(
        SCHEMA,
        'organization 9: a template for the target-group lists that 2 of its networks share',
        'Exported from the Dashboard by `smform export --org 9 --templates`',
      ),
    );
    // Without the option the same networks keep their lists.
    expect(usesOf(exportOrganization(tie))).toEqual({
      'networks/N_2.yaml': 'targetGroups:',
      'networks/N_3.yaml': 'targetGroups:',
      'networks/N_4.yaml': 'targetGroups:',
      'networks/N_5.yaml': 'targetGroups:',
    });
    expect(exportOrganization(tie).files).toHaveLength(5);
  });
});
