import { describe, expect, it } from 'vitest';
import { formatValidationSummary } from '../../src/report/diagnostics.js';
import { emptyIndex, indexFile } from '../../src/config/config-index.js';
import type { ConfigIndex } from '../../src/config/config-index.js';
import { expandTemplates } from '../../src/config/expand-templates.js';
import { parseYamlFile } from '../../src/config/yaml-document.js';
import { findings, load, type Finding } from './findings.js';

// Template expansion as `smform validate` reports it: every finding with its severity, code, path,
// file:line:column, exact message and hint. Expansion errors are config errors a user must be able to
// find and fix, and an error is exit 3; a missed one lets a plan go out without the template's objects.

const SENTRY_ONE_LIST = 'a network has one ordered sentry list: keep either its own policies or the template';
const MISSING_POLICIES_HINT = 'add "policies:" to this entry, or use: a sentryPolicies template';

describe('expansion runs wherever a config has something to expand, not only where templates are declared', () => {
  // Expansion skips configs with nothing to expand; each case has just one reason not to skip, so a
  // missed reason loses its error (and a config that uses a template nobody declared would plan).
  const unknownNetworkTemplate = (path: string, at: string, network: string): Finding => [
    'error',
    'unknown-template',
    path,
    at,
    `network ${network} uses template baseline, but no templates.targetGroups has that name`,
    'declare it under templates.targetGroups.baseline (in any file)',
  ];

  it('the only network says use: and no template is declared anywhere', () => {
    const files = {
      'a.yaml': 'organizations:\n  - id: "1"\n    networks:\n      - id: N_1\n        use: [baseline]\n',
    };
    expect(findings(files)).toEqual([
      unknownNetworkTemplate('organizations[0].networks[0].use[0]', 'a.yaml:5:15', 'N_1'),
    ]);
  });

  it('the second of two networks says use:', () => {
    const files = {
      'a.yaml':
        'organizations:\n  - id: "1"\n    networks:\n      - id: N_1\n      - id: N_2\n        use: [baseline]\n',
    };
    expect(findings(files)).toEqual([
      unknownNetworkTemplate('organizations[0].networks[1].use[0]', 'a.yaml:6:15', 'N_2'),
    ]);
  });

  const unknownRoleTemplate = (path: string, at: string, org: string): Finding => [
    'error',
    'unknown-template',
    path,
    at,
    `organization ${org} uses template helpdesk, but no templates.adminRoles has that name`,
    'declare it under templates.adminRoles.helpdesk (in any file)',
  ];

  it('the only organization says use:', () => {
    expect(findings({ 'a.yaml': 'organizations:\n  - id: "1"\n    use: [helpdesk]\n' })).toEqual([
      unknownRoleTemplate('organizations[0].use[0]', 'a.yaml:3:11', '1'),
    ]);
  });

  it('the second of two organizations says use:', () => {
    expect(findings({ 'a.yaml': 'organizations:\n  - id: "1"\n  - id: "2"\n    use: [helpdesk]\n' })).toEqual(
      [
        [
          'warning',
          'nothing-to-manage',
          undefined,
          'a.yaml:2:5',
          'nothing to manage in organization 1: it declares no adminRoles, no sentryPolicies, no network with targetGroups and no network with deviceTags',
          'declare what smform should manage (docs/config.md), or start from `smform export --org ID`',
        ],
        unknownRoleTemplate('organizations[1].use[0]', 'a.yaml:4:11', '2'),
      ],
    );
  });

  const bothAndUnknown = (entry: number, line: number): Finding[] => [
    [
      'error',
      'use-and-policies',
      `organizations[0].sentryPolicies[${entry}].use`,
      `a.yaml:${line}:14`,
      'the sentry list of network N_2 has both policies and use: guest',
      SENTRY_ONE_LIST,
    ],
    [
      'error',
      'unknown-template',
      `organizations[0].sentryPolicies[${entry}].use`,
      `a.yaml:${line}:14`,
      'the sentry list of network N_2 uses template guest, but no templates.sentryPolicies has that name',
      'declare it under templates.sentryPolicies.guest (in any file)',
    ],
  ];

  it('the only sentry entry has both policies and use:', () => {
    const files = {
      'a.yaml':
        'organizations:\n  - id: "1"\n    sentryPolicies:\n      - network: N_2\n        use: guest\n        policies: []\n',
    };
    expect(findings(files)).toEqual(bothAndUnknown(0, 5));
  });

  it('the second of two sentry entries has both policies and use:', () => {
    const files = {
      'a.yaml':
        'organizations:\n  - id: "1"\n    sentryPolicies:\n      - network: N_1\n        policies: []\n      - network: N_2\n        use: guest\n        policies: []\n',
    };
    expect(findings(files)).toEqual(bothAndUnknown(1, 7));
  });

  const missingPolicies = (entry: number, line: number): Finding => [
    'error',
    'missing-key',
    `organizations[0].sentryPolicies[${entry}]`,
    `a.yaml:${line}:9`,
    'missing required key "policies"',
    MISSING_POLICIES_HINT,
  ];

  it('the only sentry entry has neither policies nor use:', () => {
    const files = { 'a.yaml': 'organizations:\n  - id: "1"\n    sentryPolicies:\n      - network: N_1\n' };
    expect(findings(files)).toEqual([missingPolicies(0, 4)]);
  });

  it('the second of two sentry entries has neither policies nor use:', () => {
    const files = {
      'a.yaml':
        'organizations:\n  - id: "1"\n    sentryPolicies:\n      - network: N_1\n        policies: []\n      - network: N_2\n',
    };
    expect(findings(files)).toEqual([missingPolicies(1, 6)]);
  });

  it('templates are declared and nothing uses them: each kind is warned about, naming who would use it', () => {
    const files = {
      't.yaml': `templates:
  targetGroups:
    stores: [{ name: A, scope: all }]
  adminRoles:
    helpdesk: [{ name: R, scope: some, tags: [x] }]
  sentryPolicies:
    guest: [{ smNetwork: N_SM, groupPolicyId: "1", scope: all }]
`,
      'o.yaml': 'organizations:\n  - id: "1"\n    adminRoles: [{ name: Own, scope: some, tags: [x] }]\n',
    };
    expect(findings(files)).toEqual([
      [
        'warning',
        'unused-template',
        'templates.targetGroups.stores',
        't.yaml:3:5',
        'template stores (templates.targetGroups) is not used: no network says use: stores',
        'add use: [stores] where it is meant, or delete the template',
      ],
      [
        'warning',
        'unused-template',
        'templates.adminRoles.helpdesk',
        't.yaml:5:5',
        'template helpdesk (templates.adminRoles) is not used: no organization says use: helpdesk',
        'add use: [helpdesk] where it is meant, or delete the template',
      ],
      [
        'warning',
        'unused-template',
        'templates.sentryPolicies.guest',
        't.yaml:7:5',
        'template guest (templates.sentryPolicies) is not used: no sentry entry says use: guest',
        'add use: guest where it is meant, or delete the template',
      ],
    ]);
  });
});

describe('template expansion: diagnostics with their exact texts and places', () => {
  it('a template declared twice and used nowhere is warned about once, at its first declaration', () => {
    const files = {
      't.yaml': 'templates:\n  targetGroups:\n    stores: [{ name: A, scope: all }]\n',
      'u.yaml': 'templates:\n  targetGroups:\n    stores: [{ name: B, scope: all }]\n',
      'o.yaml': 'organizations:\n  - id: "1"\n    adminRoles: [{ name: Own, scope: some, tags: [x] }]\n',
    };
    expect(findings(files)).toEqual([
      [
        'warning',
        'unused-template',
        'templates.targetGroups.stores',
        't.yaml:3:5',
        'template stores (templates.targetGroups) is not used: no network says use: stores',
        'add use: [stores] where it is meant, or delete the template',
      ],
      [
        'error',
        'declared-twice',
        'templates.targetGroups.stores',
        'u.yaml:3:5',
        'template stores (templates.targetGroups) is declared twice: t.yaml:3:5 and u.yaml:3:5',
        'a template is declared once: keep one, or rename one of them',
      ],
    ]);
  });

  it('an unknown template with no name close to it lists the templates of its kind, comma-separated', () => {
    const files = {
      't.yaml':
        'templates:\n  targetGroups:\n    store: [{ name: A, scope: all }]\n    pharmacy: [{ name: B, scope: all }]\n',
      'o.yaml':
        'organizations:\n  - id: "1"\n    networks:\n      - id: N_1\n        use: [store, pharmacy, warehouse]\n',
    };
    expect(findings(files)).toEqual([
      [
        'error',
        'unknown-template',
        'organizations[0].networks[0].use[2]',
        'o.yaml:5:32',
        'network N_1 uses template warehouse, but no templates.targetGroups has that name',
        'templates.targetGroups: store, pharmacy',
      ],
    ]);
  });

  it('a sentry entry left without a list (no policies, or an unknown template) is still placed where it is written', () => {
    // Each such entry gets an empty list so the rules go on; a second entry for the network is then
    // reported with both places, which must be the entries' own.
    const files = {
      'o.yaml': `organizations:
  - id: "1"
    sentryPolicies:
      - network: N_1
      - network: N_1
        policies: []
      - network: N_1
        use: missing
`,
    };
    const twice = (entry: number, line: number): Finding => [
      'error',
      'duplicate-sentry-network',
      `organizations[0].sentryPolicies[${entry}].network`,
      `o.yaml:${line}:18`,
      `the sentry policies of network N_1 are declared twice: o.yaml:4:9 and o.yaml:${line}:9`,
      'a network has one ordered sentry list: put all its policies in one entry',
    ];
    expect(findings(files)).toEqual([
      [
        'error',
        'missing-key',
        'organizations[0].sentryPolicies[0]',
        'o.yaml:4:9',
        'missing required key "policies"',
        MISSING_POLICIES_HINT,
      ],
      twice(1, 5),
      twice(2, 7),
      [
        'error',
        'unknown-template',
        'organizations[0].sentryPolicies[2].use',
        'o.yaml:8:14',
        'the sentry list of network N_1 uses template missing, but no templates.sentryPolicies has that name',
        'declare it under templates.sentryPolicies.missing (in any file)',
      ],
    ]);
  });
});

describe('a sentry entry that gets no list counts no policies', () => {
  // Such an entry is an error, but `validate` still prints its summary (and --output json its counts).
  it.each([
    ['neither policies nor use:', '      - network: N_1\n'],
    ['use: of a template nobody declared', '      - network: N_1\n        use: guest\n'],
  ])('%s', (_, entry) => {
    const result = load({ 'a.yaml': `organizations:\n  - id: "1"\n    sentryPolicies:\n${entry}` });
    expect(result.counts).toEqual({
      files: 1,
      organizations: 1,
      networks: 0,
      targetGroups: 0,
      adminRoles: 0,
      sentryAssignments: 1,
      sentryPolicies: 0,
    });
    expect(formatValidationSummary(result)).toBe(
      'Checked 1 file: 1 organization, 0 networks, 0 target groups, 0 admin roles, 1 sentry assignment (0 policies). 1 error, 0 warnings.',
    );
  });
});

describe('the places of an expanded object (the Declared contract every rule relies on)', () => {
  const TEMPLATES = `templates:
  targetGroups:
    stores:
      - name: Tills
        scope: withAny
        tags: [till, ipad]
  sentryPolicies:
    guest:
      - { smNetwork: N_SM, groupPolicyId: "101", scope: all }
      - { smNetwork: N_SM, groupPolicyId: "100", scope: all }
`;
  const STORES = `organizations:
  - id: "1"
    sentryPolicies:
      - network: N_W1
        use: guest
    networks:
      - id: N_1
        use: [stores]
`;
  const expanded = (): ConfigIndex => {
    const index = emptyIndex();
    indexFile(index, parseYamlFile(TEMPLATES, 't.yaml'));
    indexFile(index, parseYamlFile(STORES, 's.yaml'));
    expect(expandTemplates(index)).toEqual([]);
    return index;
  };
  const at = (l: { file: string; line: number; column: number }) => `${l.file}:${l.line}:${l.column}`;

  it("a sentry entry's policies are the template's; any other place is the entry's own", () => {
    const entry = expanded().sentryAssignments[0]!;
    expect(entry.pathOf()).toBe('organizations[0].sentryPolicies[0]');
    expect(entry.pathOf(['use'])).toBe('organizations[0].sentryPolicies[0].use');
    expect(entry.pathOf(['policies', 1])).toBe('templates.sentryPolicies.guest[1]');
    expect(entry.pathOf(['policies', 1, 'scope'])).toBe('templates.sentryPolicies.guest[1].scope');
    expect(at(entry.locate(['policies', 1, 'scope']))).toBe('t.yaml:10:57');
    expect(at(entry.locate())).toBe('s.yaml:4:9');
    // Past the template's list there is no template object: the entry answers for itself.
    expect(entry.pathOf(['policies', 2])).toBe('organizations[0].sentryPolicies[0].policies[2]');
    expect(at(entry.locate(['policies', 2]))).toBe('s.yaml:4:9');
  });

  it('a target group a template brought in answers each place inside it apart (a cached place is per path)', () => {
    const group = expanded().targetGroups[0]!;
    expect(group.pathOf(['tags', 1])).toBe('templates.targetGroups.stores[0].tags[1]');
    expect(at(group.locate(['tags', 1]))).toBe('t.yaml:6:22');
    // A key that is not there is the object itself, not tags[1] asked before under a like-joined key.
    expect(at(group.locate(['tags1']))).toBe('t.yaml:4:9');
    expect(at(group.locate(['tags', 1]))).toBe('t.yaml:6:22');
  });
});
