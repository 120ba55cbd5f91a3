import { describe, expect, it } from 'vitest';
import { parseConfigText, validateYamlFiles } from '../../src/config/index.js';
import { parseYamlFile } from '../../src/config/yaml-document.js';
import type { Diagnostic } from '../../src/model/source.js';
import { load } from './findings.js';

// What `validate` (and every command that loads config) makes of a set of parsed files: the per-file
// checks, the no-organizations error, the order and de-duplication of findings, the counts it prints,
// and whether a desired state comes out (an error is exit 3).

const brief = (d: Diagnostic) => [
  d.severity,
  d.code,
  d.source === undefined ? undefined : `${d.source.file}:${d.source.line}:${d.source.column}`,
  d.message,
  d.hint,
];

const NO_ORGS_HINT =
  'declare organizations: [{ id: "..." }] (see docs/config.md), point smform at your config directory, or write organizations: [] to manage nothing on purpose';
const EMPTY = [
  'warning',
  'empty-file',
  'the file is empty: it declares nothing',
  'add organizations: ..., or delete the file',
] as const;
const NOT_CONFIG_HINT = 'a config file starts with organizations: (see docs/config.md)';

describe('files that declare nothing or are not config', () => {
  it.each([
    ['empty.yaml', ''],
    ['comment.yaml', '# just a comment\n'],
    ['null.yaml', '~\n'],
  ])('%s is an empty-file warning, and no organization is an error', (file, text) => {
    const result = parseConfigText(text, file);
    expect(result.diagnostics.map(brief)).toEqual([
      [EMPTY[0], EMPTY[1], `${file}:1:1`, EMPTY[2], EMPTY[3]],
      [
        'error',
        'no-organizations',
        `${file}:1:1`,
        'nothing to manage: no organization is declared in 1 file',
        NO_ORGS_HINT,
      ],
    ]);
    expect(result.state).toBeUndefined();
  });

  it('counts the files in the no-organizations error and places it in the first', () => {
    const result = load({ 'a.yaml': 'templates: {}\n', 'b.yaml': '' });
    expect(result.diagnostics.map(brief)).toEqual([
      [
        'error',
        'no-organizations',
        'a.yaml:1:1',
        'nothing to manage: no organization is declared in 2 files',
        NO_ORGS_HINT,
      ],
      [EMPTY[0], EMPTY[1], 'b.yaml:1:1', EMPTY[2], EMPTY[3]],
    ]);
  });

  it('takes organizations: [] as managing nothing on purpose: no error, no organization', () => {
    const result = load({ 'a.yaml': 'organizations: []\n', 'b.yaml': '' });
    expect(result.diagnostics.map(brief)).toEqual([[EMPTY[0], EMPTY[1], 'b.yaml:1:1', EMPTY[2], EMPTY[3]]]);
    expect(result.state?.organizations).toEqual([]);
  });

  it('names the skipped files when no file found was config', () => {
    const skipped = [
      { file: 'c/a.yaml', reason: 'no organizations: key' },
      { file: 'c/b.yaml', reason: 'emulator seed' },
      { file: 'c/c.yaml', reason: 'no organizations: key' },
      { file: 'c/d.yaml', reason: '.smformignore' },
    ];
    expect(validateYamlFiles([], { skipped }).diagnostics.map(brief)).toEqual([
      [
        'error',
        'no-organizations',
        'c/a.yaml:1:1',
        'nothing to manage: none of the 4 YAML files found is smform config (c/a.yaml: no organizations: key; c/b.yaml: emulator seed; c/c.yaml: no organizations: key; 1 more)',
        NO_ORGS_HINT,
      ],
    ]);
    expect(validateYamlFiles([], { skipped: skipped.slice(1, 2) }).diagnostics.map((d) => d.message)).toEqual(
      ['nothing to manage: the 1 YAML file found is not smform config (c/b.yaml: emulator seed)'],
    );
  });

  it('says nothing of organizations when a file already has an error, or when there is no file', () => {
    expect(load({ 'a.yaml': '- a\n' }).diagnostics.map((d) => d.code)).toEqual(['not-config']);
    const none = validateYamlFiles([]);
    expect(none.diagnostics).toEqual([]);
    expect(none.files).toEqual([]);
    expect(none.state?.organizations).toEqual([]);
  });

  it.each([
    ['list.yaml', '- a\n- b\n', 'holds a list, not a mapping with "organizations:"'],
    ['scalar.yaml', 'hello\n', 'holds a single value, not a mapping with "organizations:"'],
    ['number.yaml', '42\n', 'holds a single value, not a mapping with "organizations:"'],
    ['map.yaml', 'foo: 1\nbar: 2\n', 'is a mapping without "organizations:" (its keys are not shown)'],
  ])('%s is not config, described without quoting it', (file, text, what) => {
    const result = parseConfigText(text, file);
    expect(result.diagnostics.map(brief)).toEqual([
      ['error', 'not-config', `${file}:1:1`, `not an smform config: the file ${what}`, NOT_CONFIG_HINT],
    ]);
    expect(result.state).toBeUndefined();
  });
});

describe('the findings of several files', () => {
  it('keeps the given findings, sorts all by place, and copies the skipped files', () => {
    const given: Diagnostic = {
      severity: 'warning',
      code: 'given',
      message: 'from the loader',
      source: { file: 'b.yaml', line: 1, column: 1 },
    };
    const skipped = [{ file: 'live.yaml', reason: 'emulator seed' }];
    const result = validateYamlFiles(
      [
        parseYamlFile('organizations:\n  - id: "1"\n    adminRoles: []\n', 'c.yaml'),
        parseYamlFile('- x\n', 'a.yaml'),
      ],
      { diagnostics: [given], skipped },
    );
    expect(result.diagnostics.map((d) => [d.code, d.source?.file])).toEqual([
      ['not-config', 'a.yaml'],
      ['given', 'b.yaml'],
    ]);
    expect(result.files).toEqual(['a.yaml', 'c.yaml']);
    expect(result.skipped).toEqual(skipped);
    expect(result.skipped).not.toBe(skipped);
    expect(result.state).toBeUndefined();
  });

  it('gives a state when the findings are only warnings, none when one is an error', () => {
    const warned = load({ 'a.yaml': 'organizations:\n  - id: "1"\n' });
    expect(warned.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(warned.state?.organizations.map((org) => org.id)).toEqual(['1']);
    const given: Diagnostic = { severity: 'error', code: 'given', message: 'from the loader' };
    const failed = validateYamlFiles([parseYamlFile('organizations:\n  - id: "1"\n', 'a.yaml')], {
      diagnostics: [given],
    });
    // A finding without a place lists first.
    expect(failed.diagnostics.map((d) => d.code)).toEqual(['given', 'nothing-to-manage']);
    expect(failed.state).toBeUndefined();
  });

  it('lists a finding at one place once, even when two uses of a template object bring it twice', () => {
    const result = load({
      't.yaml': 'templates:\n  targetGroups:\n    base:\n      - { name: Kiosks, scope: all }\n',
      'a.yaml': `organizations:
  - id: "1"
    policy: { ignore: [Kiosk*] }
    networks:
      - { id: N_1, use: [base] }
      - { id: N_2, use: [base] }
`,
    });
    expect(result.diagnostics.map(brief)).toEqual([
      [
        'error',
        'ignored-but-declared',
        't.yaml:4:9',
        'target group "Kiosks" is declared but also matches the ignore glob "Kiosk*"',
        'remove the declaration, or narrow the ignore glob so it does not match this name',
      ],
    ]);
    // The first use: that brought it in is named.
    expect(result.diagnostics[0]?.source?.usedAt).toEqual({ file: 'a.yaml', line: 5, column: 26 });
  });
});

describe('the counts validate prints', () => {
  it('counts each object once per scope, across files, and the first sentry list of a network', () => {
    const a = `organizations:
  - id: "1"
    adminRoles:
      - { name: R1, scope: some, tags: [t] }
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: S, groupPolicyId: "1", scope: all }
          - { smNetwork: S, groupPolicyId: "2", scope: all }
      - network: N_2
        policies:
          - { smNetwork: S, groupPolicyId: "1", scope: all }
    networks:
      - id: N_1
        targetGroups:
          - { name: A, scope: all }
          - { name: B, scope: all }
      - id: N_2
        targetGroups:
          - { name: A, scope: all }
`;
    const b = `organizations:
  - id: "1"
    adminRoles:
      - { name: R1, scope: some, tags: [t] }
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: S, groupPolicyId: "1", scope: all }
          - { smNetwork: S, groupPolicyId: "2", scope: all }
          - { smNetwork: S, groupPolicyId: "3", scope: all }
    networks:
      - id: N_1
        targetGroups:
          - { name: A, scope: all }
  - id: "2"
    adminRoles:
      - { name: R1, scope: some, tags: [t] }
    networks:
      - id: N_3
        targetGroups:
          - { name: A, scope: all }
`;
    const result = load({ 'a.yaml': a, 'b.yaml': b });
    expect(result.counts).toEqual({
      files: 2,
      organizations: 2,
      networks: 3,
      targetGroups: 4,
      adminRoles: 2,
      sentryAssignments: 2,
      sentryPolicies: 3,
    });
    // The repeats are errors, so no state.
    expect(result.diagnostics.map((d) => d.code)).toEqual([
      'declared-twice',
      'duplicate-sentry-network',
      'declared-twice',
    ]);
    expect(result.state).toBeUndefined();
  });
});

describe('templates of files left out for their errors', () => {
  // The uses of ops and wifi are not reported again (their file says what to fix), but a use of ops as a
  // target-group template is: the left-out template is of another kind. Templates that are empty or a
  // list are left out without a note.
  it('are not reported as unknown where used, by kind', () => {
    const result = load({
      'a.yaml': `templates: ~
organizations: [{ id: "1", adminRoles: [] }]
`,
      'b.yaml': `templates:
  targetGroups: ~
  adminRoles: [x]
`,
      'c.yaml': `templates:
  adminRoles:
    ops: [{ name: Ops, scope: bogus }]
  sentryPolicies:
    wifi: [{ smNetwork: S, groupPolicyId: "1", scope: bogus }]
`,
      'd.yaml': `organizations:
  - id: "2"
    use: [ops]
    sentryPolicies:
      - { network: N, use: wifi }
    networks:
      - { id: N_1, use: [ops] }
`,
    });
    expect(result.diagnostics.map(brief)).toEqual([
      [
        'error',
        'wrong-type',
        'a.yaml:1:12',
        'must be a mapping, not empty (null)',
        'write a mapping of "key: value" lines, indented under this key',
      ],
      [
        'error',
        'wrong-type',
        'b.yaml:2:17',
        'must be a mapping, not empty (null)',
        'write a mapping of "key: value" lines, indented under this key',
      ],
      [
        'error',
        'wrong-type',
        'b.yaml:3:15',
        'must be a mapping, not a list',
        'write a mapping of "key: value" lines, indented under this key',
      ],
      [
        'error',
        'invalid-value',
        'c.yaml:3:31',
        '"bogus" is not a valid scope',
        'allowed: all_tags, some, without_all_tags, without_some',
      ],
      [
        'error',
        'invalid-value',
        'c.yaml:5:55',
        '"bogus" is not a valid scope',
        'allowed: all, none, withAny, withAll, withoutAny, withoutAll',
      ],
      [
        'error',
        'unknown-template',
        'd.yaml:7:26',
        'network N_1 uses template ops, but no templates.targetGroups has that name',
        'declare it under templates.targetGroups.ops (in any file)',
      ],
    ]);
  });
});

describe('what the per-file checks find, exactly', () => {
  it('describes a list or a single value with an smform modeline as not config', () => {
    // The modeline says the file is meant for smform, so only its shape can tell it is no config.
    const modeline = '# yaml-language-server: $schema=../schemas/smform.schema.json\n';
    expect(parseConfigText(`${modeline}- a\n`, 'list.yaml').diagnostics.map(brief)).toEqual([
      [
        'error',
        'not-config',
        'list.yaml:1:1',
        'not an smform config: the file holds a list, not a mapping with "organizations:"',
        NOT_CONFIG_HINT,
      ],
    ]);
    expect(parseConfigText(`${modeline}hello\n`, 'scalar.yaml').diagnostics.map(brief)).toEqual([
      [
        'error',
        'not-config',
        'scalar.yaml:1:1',
        'not an smform config: the file holds a single value, not a mapping with "organizations:"',
        NOT_CONFIG_HINT,
      ],
    ]);
  });

  it('reports a use: in a template once, also in a template whose name starts with "use"', () => {
    // The template is a mapping where a list belongs: that wrong type is the use: reported, not again.
    const result = parseConfigText(
      'templates:\n  targetGroups:\n    useful:\n      use: [base]\n    base: [{ name: A, scope: all }]\n',
      'a.yaml',
    );
    expect(result.diagnostics.map(brief)).toEqual([
      [
        'error',
        'template-uses-template',
        'a.yaml:4:7',
        'a template may not use other templates',
        'list the objects in this template, or name both templates in the use: of the networks or organizations',
      ],
    ]);
  });

  it('reports a numeric id under a key that takes none as unknown too', () => {
    // Only the wrong type of a numeric id is left to numeric-id; an unknown key is reported as well.
    const result = parseConfigText('organizations:\n  - id: "1"\n    policy: { id: 5 }\n', 'a.yaml');
    expect(result.diagnostics.map(brief)).toEqual([
      [
        'error',
        'unknown-key',
        'a.yaml:3:15',
        'unknown key "id"',
        'allowed keys: prune, ignore, maxChangePercent, minObjectsForPercent, maxDevicePercent, minDevicesForPercent, unmanaged, liveEcho',
      ],
      [
        'error',
        'numeric-id',
        'a.yaml:3:19',
        'id 5 is written as a number; ids are strings',
        'quote it: id: "5" (a number loses leading zeros and precision)',
      ],
    ]);
  });

  it('counts no policies for a sentry list whose template is unknown, and skips no file of its own', () => {
    const result = parseConfigText(
      'organizations:\n  - id: "1"\n    sentryPolicies:\n      - { network: N_1, use: nope }\n',
      'a.yaml',
    );
    expect(result.diagnostics.map(brief)).toEqual([
      [
        'error',
        'unknown-template',
        'a.yaml:4:30',
        'the sentry list of network N_1 uses template nope, but no templates.sentryPolicies has that name',
        'declare it under templates.sentryPolicies.nope (in any file)',
      ],
    ]);
    expect(result.counts).toEqual({
      files: 1,
      organizations: 1,
      networks: 0,
      targetGroups: 0,
      adminRoles: 0,
      sentryAssignments: 1,
      sentryPolicies: 0,
    });
    expect(result.skipped).toStrictEqual([]);
  });

  it('keeps findings that differ in path or place only, and one of each repeat', () => {
    const base: Diagnostic = {
      severity: 'error',
      code: 'given',
      message: 'm',
      path: 'a',
      source: { file: 'a.yaml', line: 1, column: 1 },
    };
    const { path: _path, ...pathless } = base;
    const result = validateYamlFiles([], {
      diagnostics: [
        base,
        { ...base, path: 'b' },
        pathless,
        { ...base, source: { file: 'a.yaml', line: 1, column: 2 } },
        { ...base, source: { file: 'a.yaml', line: 2, column: 1 } },
        { ...base, source: { ...base.source, usedAt: { file: 'b.yaml', line: 9, column: 9 } } } as Diagnostic,
        { ...base },
      ],
    });
    expect(result.diagnostics.map((d) => `${d.path} ${d.source?.line}:${d.source?.column}`)).toEqual([
      'a 1:1',
      'b 1:1',
      'undefined 1:1',
      'a 1:2',
      'a 2:1',
    ]);
  });
});
