import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runInProcess } from './cli-harness.js';

const dir = 'test/fixtures/config';

/** [fixture, diagnostic code, `file:line:column` (file relative to the fixture dir), message excerpt] */
const badInputs: [string, string, string, string][] = [
  // YAML syntax
  ['yaml-tab-indent.yaml', 'yaml-syntax', 'yaml-tab-indent.yaml:2:1', 'tabs are not allowed'],
  ['yaml-bad-indent.yaml', 'yaml-syntax', 'yaml-bad-indent.yaml:3:1', 'sequence item without - indicator'],
  ['yaml-bad-indent-nested.yaml', 'yaml-syntax', 'yaml-bad-indent-nested.yaml:5:1', 'block sequence'],
  [
    'yaml-unclosed-single-quote.yaml',
    'yaml-syntax',
    'yaml-unclosed-single-quote.yaml:3:11',
    'unclosed quote',
  ],
  [
    'yaml-unclosed-double-quote.yaml',
    'yaml-syntax',
    'yaml-unclosed-double-quote.yaml:3:11',
    'unclosed quote',
  ],
  [
    'yaml-unclosed-flow.yaml',
    'yaml-syntax',
    'yaml-unclosed-flow.yaml:8:19',
    'unclosed [: this list never ends',
  ],
  [
    'yaml-unclosed-flow-after-closed.yaml',
    'yaml-syntax',
    'yaml-unclosed-flow-after-closed.yaml:5:23',
    'unclosed [: this list never ends',
  ],
  ['yaml-duplicate-key.yaml', 'duplicate-key', 'yaml-duplicate-key.yaml:4:5', 'duplicate key "name"'],
  [
    'yaml-duplicate-top-key.yaml',
    'duplicate-key',
    'yaml-duplicate-top-key.yaml:3:1',
    'duplicate key "organizations"',
  ],
  ['yaml-two-documents.yaml', 'yaml-syntax', 'yaml-two-documents.yaml:3:1', 'more than one YAML document'],
  ['yaml-unknown-alias.yaml', 'yaml-syntax', 'yaml-unknown-alias.yaml:3:11', 'unknown alias *acme'],
  ['yaml-too-deep.yaml', 'too-deep', 'yaml-too-deep.yaml:3:72', 'nested deeper than 64 levels at "[[[['],
  [
    'yaml-too-deep-for-the-engine.yaml',
    'too-deep',
    'yaml-too-deep-for-the-engine.yaml:3:11',
    'nested deeper than 64 levels at "[[[[',
  ],
  ['yaml-not-finite.yaml', 'not-finite', 'yaml-not-finite.yaml:4:25', '".inf" is not a finite number'],
  // Not a config at all
  ['not-yaml.txt', 'not-yaml', 'not-yaml.txt:1:1', 'the file is not YAML'],
  ['not-config-scalar.yaml', 'not-config', 'not-config-scalar.yaml:1:1', 'not an smform config'],
  ['not-config-list.yaml', 'not-config', 'not-config-list.yaml:1:1', 'holds a list'],
  ['binary-garbage.yaml', 'binary-file', 'binary-garbage.yaml:1:1', 'not text'],
  ['invalid-utf8.yaml', 'binary-file', 'invalid-utf8.yaml:1:1', 'invalid UTF-8'],
  ['empty.yaml', 'no-organizations', 'empty.yaml:1:1', 'no organization is declared'],
  ['comments-only.yaml', 'no-organizations', 'comments-only.yaml:1:1', 'no organization is declared'],
  ['dir-no-yaml', 'no-yaml-files', 'dir-no-yaml:1:1', 'holds no *.yaml or *.yml files'],
  ['does-not-exist', 'path-not-found', 'does-not-exist:1:1', 'no such file or directory'],
  // Schema
  [
    'schema-unknown-top-key.yaml',
    'unknown-key',
    'schema-unknown-top-key.yaml:1:1',
    'unknown key "organisations"',
  ],
  ['schema-unknown-org-key.yaml', 'unknown-key', 'schema-unknown-org-key.yaml:3:5', 'unknown key "network"'],
  [
    'schema-unknown-target-group-key.yaml',
    'unknown-key',
    'schema-unknown-target-group-key.yaml:8:13',
    'unknown key "tag"',
  ],
  [
    'schema-unknown-policy-key.yaml',
    'unknown-key',
    'schema-unknown-policy-key.yaml:4:7',
    'unknown key "prunes"',
  ],
  [
    'schema-misspelt-required-key.yaml',
    'unknown-key',
    'schema-misspelt-required-key.yaml:7:13',
    'unknown key "scpoe"',
  ],
  [
    'schema-bad-target-group-scope.yaml',
    'invalid-value',
    'schema-bad-target-group-scope.yaml:7:20',
    '"withany" is not a valid scope',
  ],
  [
    'schema-bad-role-scope.yaml',
    'invalid-value',
    'schema-bad-role-scope.yaml:5:16',
    '"any" is not a valid scope',
  ],
  [
    'schema-bad-sentry-scope.yaml',
    'invalid-value',
    'schema-bad-sentry-scope.yaml:8:20',
    '"withAnyTags" is not a valid scope',
  ],
  [
    'schema-tags-not-a-list.yaml',
    'wrong-type',
    'schema-tags-not-a-list.yaml:8:19',
    'must be a list, not the string "kiosk"',
  ],
  ['schema-prune-not-boolean.yaml', 'wrong-type', 'schema-prune-not-boolean.yaml:4:14', 'must be a boolean'],
  [
    'schema-protected-not-boolean.yaml',
    'wrong-type',
    'schema-protected-not-boolean.yaml:8:24',
    'must be a boolean',
  ],
  [
    'schema-networks-not-a-list.yaml',
    'wrong-type',
    'schema-networks-not-a-list.yaml:4:7',
    'must be a list, not a mapping',
  ],
  [
    'schema-organizations-null.yaml',
    'wrong-type',
    'schema-organizations-null.yaml:1:15',
    'must be a list, not empty',
  ],
  ['schema-missing-name.yaml', 'missing-key', 'schema-missing-name.yaml:6:13', 'missing required key "name"'],
  [
    'schema-missing-org-id.yaml',
    'missing-key',
    'schema-missing-org-id.yaml:2:5',
    'missing required key "id"',
  ],
  [
    'schema-sentry-missing-group-policy.yaml',
    'group-policy-missing',
    'schema-sentry-missing-group-policy.yaml:6:13',
    'names no group policy',
  ],
  [
    'schema-empty-tag.yaml',
    'invalid-value',
    'schema-empty-tag.yaml:8:27',
    'tag "" must have a non-space character',
  ],
  ['schema-tag-with-comma.yaml', 'invalid-value', 'schema-tag-with-comma.yaml:8:20', 'no commas'],
  ['schema-blank-name.yaml', 'invalid-value', 'schema-blank-name.yaml:4:15', 'must not be empty or blank'],
  [
    'schema-name-with-control.yaml',
    'invalid-value',
    'schema-name-with-control.yaml:6:19',
    '"Kiosks\\u001b]0;pwned\\u0007" contains the control or invisible character \\u001b (character 7)',
  ],
  [
    'schema-tag-with-bidi.yaml',
    'invalid-value',
    'schema-tag-with-bidi.yaml:6:22',
    'contains the control or invisible character \\u202e',
  ],
  [
    'schema-percent-out-of-range.yaml',
    'invalid-value',
    'schema-percent-out-of-range.yaml:4:25',
    'must be <= 100',
  ],
  [
    'schema-tag-not-a-string.yaml',
    'wrong-type',
    'schema-tag-not-a-string.yaml:8:30',
    'tags[1]: must be a string, not a number (2024)',
  ],
  // Semantic rules
  ['numeric-org-id.yaml', 'numeric-id', 'numeric-org-id.yaml:2:9', 'id 549236 is written as a number'],
  [
    'numeric-group-policy-id.yaml',
    'numeric-id',
    'numeric-group-policy-id.yaml:7:28',
    'groupPolicyId 101 is written',
  ],
  [
    'numeric-role-id-leading-zeros.yaml',
    'numeric-id',
    'numeric-role-id-leading-zeros.yaml:5:17',
    'roleId 007310001',
  ],
  [
    'duplicate-target-group.yaml',
    'duplicate-name',
    'duplicate-target-group.yaml:11:13',
    'target group "Kiosks" is declared twice in network N_1',
  ],
  [
    'duplicate-role.yaml',
    'duplicate-name',
    'duplicate-role.yaml:7:9',
    'admin role "Helpdesk" is declared twice',
  ],
  [
    'dir-declared-twice',
    'declared-twice',
    'dir-declared-twice/b.yaml:8:13',
    'dir-declared-twice/a.yaml:6:13 and',
  ],
  [
    'dir-policy-declared-twice',
    'declared-twice',
    'dir-policy-declared-twice/b.yaml:4:7',
    'policy of organization 549236 is declared twice',
  ],
  [
    'conflicting-organization-name.yaml',
    'conflicting-name',
    'conflicting-organization-name.yaml:5:11',
    'named "Acme Corp" here but "Acme"',
  ],
  [
    'network-in-two-organizations.yaml',
    'network-in-two-organizations',
    'network-in-two-organizations.yaml:7:9',
    'network N_1 is declared under organization 681155',
  ],
  [
    'tags-required-target-group.yaml',
    'tags-required',
    'tags-required-target-group.yaml:7:20',
    'has scope withAny but no tags',
  ],
  [
    'tags-required-role.yaml',
    'tags-required',
    'tags-required-role.yaml:5:16',
    'has scope without_some but no tags',
  ],
  [
    'tags-required-sentry.yaml',
    'tags-required',
    'tags-required-sentry.yaml:8:20',
    'has scope withoutAll but no tags',
  ],
  [
    'ignored-but-declared-role.yaml',
    'ignored-but-declared',
    'ignored-but-declared-role.yaml:6:9',
    'matches the ignore glob "Legacy *"',
  ],
  [
    'ignored-but-declared-target-group.yaml',
    'ignored-but-declared',
    'ignored-but-declared-target-group.yaml:12:13',
    'ignore glob "Temp-?"',
  ],
  [
    'live-echo-on-network.yaml',
    'live-echo-on-network',
    'live-echo-on-network.yaml:8:21',
    'network N_1 sets policy.liveEcho, which only an organization',
  ],
  [
    'duplicate-sentry-network.yaml',
    'duplicate-sentry-network',
    'duplicate-sentry-network.yaml:7:18',
    'network N_2 are declared twice',
  ],
  [
    'duplicate-pinned-id.yaml',
    'duplicate-id',
    'duplicate-pinned-id.yaml:10:17',
    'both pinned to id 1284392014819',
  ],
  [
    'duplicate-pinned-role-id.yaml',
    'duplicate-id',
    'duplicate-pinned-role-id.yaml:5:36',
    'both pinned to roleId 7310001',
  ],
  // Templates (docs/config.md, "Templates")
  [
    'template-unknown.yaml',
    'unknown-template',
    'template-unknown.yaml:8:15',
    'network N_1 uses template store-baselin, but no templates.targetGroups has that name',
  ],
  [
    'template-ambiguous.yaml',
    'ambiguous-template',
    'template-ambiguous.yaml:11:15',
    'network N_1 uses template stores, which is declared under templates.targetGroups (',
  ],
  [
    'template-conflict.yaml',
    'template-conflict',
    'template-conflict.yaml:9:31',
    'target group "Kiosks" is brought into network N_1 by two templates: store-baseline (',
  ],
  [
    'template-used-twice.yaml',
    'template-used-twice',
    'template-used-twice.yaml:8:31',
    'network N_1 uses template store-baseline twice',
  ],
  ['template-pins-id.yaml', 'template-pins-id', 'template-pins-id.yaml:5:17', 'pins roleId'],
  [
    'template-uses-template.yaml',
    'template-uses-template',
    'template-uses-template.yaml:5:9',
    'a template may not use other templates',
  ],
  [
    'template-use-and-policies.yaml',
    'use-and-policies',
    'template-use-and-policies.yaml:8:14',
    'has both policies and use: guest-wifi',
  ],
  // Neither policies nor use: in a config without templates (no expansion to run) is still an error.
  [
    'sentry-missing-policies.yaml',
    'missing-key',
    'sentry-missing-policies.yaml:4:9',
    'missing required key "policies"',
  ],
];

interface JsonDiagnostic {
  severity: string;
  code: string;
  message: string;
  source: { file: string; line: number; column: number } | null;
}

describe('every bad input is rejected with exit 3, its message and its file:line:column', () => {
  it('has at least 40 bad inputs', () => {
    expect(badInputs.length).toBeGreaterThanOrEqual(40);
  });

  it('documents every code in docs/config.md', async () => {
    const docs = await readFile(path.join(repoRoot, 'docs/config.md'), 'utf8');
    const codes = new Set([
      ...badInputs.map(([, code]) => code),
      'empty-file',
      'tags-ignored',
      'tag-variant',
      'nothing-to-manage',
      'unused-template',
      'template-override',
    ]);
    for (const code of codes) expect(docs, code).toContain(`| \`${code}\``);
  });

  it.each(badInputs)('%s -> %s', async (fixture, code, location, excerpt) => {
    const text = await runInProcess(['validate', `${dir}/${fixture}`]);
    expect(text.code).toBe(3);
    const lines = text.stdout.split('\n').filter((candidate) => candidate.startsWith(`${dir}/${location}  `));
    expect(
      lines.some((line) => line.includes(excerpt)),
      text.stdout,
    ).toBe(true);

    const json = await runInProcess(['validate', `${dir}/${fixture}`, '--output', 'json']);
    expect(json.code).toBe(3);
    const report = JSON.parse(json.stdout) as { valid: boolean; diagnostics: JsonDiagnostic[] };
    expect(report.valid).toBe(false);
    const [file, lineNo, column] = `${dir}/${location}`.split(':');
    expect(report.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code,
        source: { file, line: Number(lineNo), column: Number(column) },
      }),
    );
  });
});

describe('validate as a whole command: exit code, location, nothing on stderr', () => {
  let tmp = '';
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'smform-config-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  const sample: [string, string][] = [
    ['yaml-tab-indent.yaml', 'yaml-tab-indent.yaml:2:1  tabs are not allowed'],
    ['numeric-org-id.yaml', 'numeric-org-id.yaml:2:9  organizations[0].id: id 549236 is written as a number'],
    ['binary-garbage.yaml', 'binary-garbage.yaml:1:1  the file is not text'],
    [
      'yaml-unclosed-flow-after-closed.yaml',
      'yaml-unclosed-flow-after-closed.yaml:5:23  unclosed [: this list never ends with ]',
    ],
    [
      'dir-declared-twice',
      'dir-declared-twice/b.yaml:8:13  organizations[0].networks[0].targetGroups[1].name',
    ],
    ['schema-bad-target-group-scope.yaml', 'hint: did you mean "withAny"?'],
  ];

  it('exits 3 and prints the location for a sample of fixtures', async () => {
    const runs = await Promise.all(
      sample.map(([fixture]) => runInProcess(['validate', `${dir}/${fixture}`])),
    );
    runs.forEach((run, i) => {
      expect(run.code).toBe(3);
      expect(run.stdout).toContain(sample[i]?.[1]);
      expect(run.stderr).toBe('');
    });
  });

  it('refuses a generated 10 MB file by size, without parsing it', async () => {
    const big = path.join(tmp, 'huge.yaml');
    const line = '          - { name: "generated group", scope: withAny, tags: [kiosk, ipad] }\n';
    const text = `organizations:\n  - id: "1"\n    networks:\n      - id: N_1\n        targetGroups:\n${line.repeat(Math.ceil((10 * 1024 * 1024) / line.length))}`;
    await writeFile(big, text);
    const run = await runInProcess(['validate', 'huge.yaml'], tmp);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain('huge.yaml:1:1  the file is 10.0 MiB; config files are limited to 2 MiB');
  });
});
