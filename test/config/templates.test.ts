import { describe, expect, it } from 'vitest';
import { validateYamlFiles } from '../../src/config/index.js';
import { formatValidationSummary } from '../../src/report/diagnostics.js';
import { formatDiagnostic } from '../../src/text/diagnostic.js';
import type { ConfigResult } from '../../src/config/index.js';
import { parseYamlFile } from '../../src/config/yaml-document.js';
import type { Diagnostic } from '../../src/model/source.js';

/** Loads texts as files (name -> YAML), through the whole pipeline without the file system. */
function load(files: Record<string, string>): ConfigResult {
  return validateYamlFiles(Object.entries(files).map(([file, text]) => parseYamlFile(text, file)));
}

const at = (d: Diagnostic | undefined) =>
  d?.source === undefined ? undefined : `${d.source.file}:${d.source.line}:${d.source.column}`;
const only = (result: ConfigResult, code: string) => result.diagnostics.filter((d) => d.code === code);

const TEMPLATES = `templates:
  targetGroups:
    store-baseline:
      - name: Tills
        scope: withAll
        tags: [till, ipad]
      - name: Kiosks
        scope: withAll
        tags: [kiosk]
    pharmacy:
      - name: Pharmacy Tablets
        scope: withAll
        tags: [pharmacy]
  adminRoles:
    helpdesk:
      - name: Helpdesk
        scope: some
        tags: [store]
  sentryPolicies:
    guest-wifi:
      - smNetwork: N_SM
        groupPolicyId: "101"
        scope: withAny
        tags: [byod]
      - smNetwork: N_SM
        groupPolicyId: "100"
        scope: all
`;

const STORES = `organizations:
  - id: "1"
    use: [helpdesk]
    sentryPolicies:
      - network: N_W1
        use: guest-wifi
    networks:
      - id: N_1
        use: [store-baseline, pharmacy]
      - id: N_2
        use: [store-baseline]
        targetGroups:
          - name: Tills
            scope: withAny
            tags: [till]
          - name: Own
            scope: none
`;

describe('templates: expansion', () => {
  // Loaded inside each test, not while the file is collected: a mutant is switched on only in a test.
  const expand = () => {
    const result = load({ 'templates.yaml': TEMPLATES, 'stores.yaml': STORES });
    const org = result.state?.organizations[0];
    return { result, org, networkOf: (id: string) => org?.networks.find((n) => n.id === id) };
  };

  it('is valid, notes the override, and counts the expanded objects', () => {
    const { result } = expand();
    expect(result.diagnostics.map((d) => [d.severity, d.code, at(d)])).toEqual([
      ['info', 'template-override', 'stores.yaml:13:13'],
    ]);
    expect(result.diagnostics[0]?.message).toBe(
      'target group "Tills" of network N_2 overrides template store-baseline (templates.yaml:4:9)',
    );
    expect(result.counts).toMatchObject({ networks: 2, targetGroups: 6, adminRoles: 1, sentryPolicies: 2 });
    expect(formatValidationSummary(result)).toContain('0 errors, 0 warnings, 1 note.');
  });

  it("gives each network the template's objects, its own declaration replacing the template's", () => {
    const { org, networkOf } = expand();
    const groups = (id: string) =>
      networkOf(id)?.targetGroups?.map((g) => `${g.name}:${g.scope}:${g.tags.join('+')}`);
    expect(groups('N_1')).toEqual([
      'Tills:withAll:ipad+till',
      'Kiosks:withAll:kiosk',
      'Pharmacy Tablets:withAll:pharmacy',
    ]);
    // The network's own objects first, then what its templates bring (in use: order).
    expect(groups('N_2')).toEqual(['Tills:withAny:till', 'Own:none:', 'Kiosks:withAll:kiosk']);
    expect(org?.adminRoles?.map((r) => r.name)).toEqual(['Helpdesk']);
    expect(org?.sentryPolicies?.[0]?.policies.map((p) => p.groupPolicyId)).toEqual(['101', '100']);
  });

  it('locates each expanded object in the template and names the use: that brought it in', () => {
    const { org, networkOf } = expand();
    const kiosks = networkOf('N_2')?.targetGroups?.find((g) => g.name === 'Kiosks');
    expect(kiosks?.source).toEqual({
      file: 'templates.yaml',
      line: 7,
      column: 9,
      template: 'store-baseline',
      usedAt: { file: 'stores.yaml', line: 11, column: 15 },
    });
    const pharmacy = networkOf('N_1')?.targetGroups?.find((g) => g.name === 'Pharmacy Tablets');
    expect(pharmacy?.source.usedAt).toEqual({ file: 'stores.yaml', line: 9, column: 31 });
    // The network's own declaration is where it is written, with no template.
    expect(networkOf('N_2')?.targetGroups?.[0]?.source).toEqual({
      file: 'stores.yaml',
      line: 13,
      column: 13,
    });
    expect(org?.adminRoles?.[0]?.source).toMatchObject({ line: 16, template: 'helpdesk' });
    expect(org?.adminRoles?.[0]?.source.usedAt).toEqual({ file: 'stores.yaml', line: 3, column: 11 });
    const sentry = org?.sentryPolicies?.[0];
    expect(sentry?.source).toMatchObject({ file: 'templates.yaml', line: 20, template: 'guest-wifi' });
    expect(sentry?.source.usedAt).toEqual({ file: 'stores.yaml', line: 6, column: 14 });
    expect(sentry?.policies[1]?.source).toMatchObject({ file: 'templates.yaml', line: 25, column: 9 });
    expect(sentry?.policies[1]?.source.usedAt).toEqual(sentry?.source.usedAt);
  });

  it('has the digest of the same config written out in full (sources do not count)', () => {
    const { result } = expand();
    const full = load({
      'full.yaml': `organizations:
  - id: "1"
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [store] }
    sentryPolicies:
      - network: N_W1
        policies:
          - { smNetwork: N_SM, groupPolicyId: "101", scope: withAny, tags: [byod] }
          - { smNetwork: N_SM, groupPolicyId: "100", scope: all }
    networks:
      - id: N_1
        targetGroups:
          - { name: Tills, scope: withAll, tags: [till, ipad] }
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
          - { name: Pharmacy Tablets, scope: withAll, tags: [pharmacy] }
      - id: N_2
        targetGroups:
          - { name: Tills, scope: withAny, tags: [till] }
          - { name: Own, scope: none }
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
`,
    });
    expect(full.diagnostics).toEqual([]);
    expect(result.state?.digest).toBe(full.state?.digest);
  });

  it('manages the target groups of a network that only says use: (and warns of nothing to manage otherwise)', () => {
    const used = load({
      't.yaml': `templates: { targetGroups: { a: [{ name: A, scope: all }] } }
organizations: [{ id: "1", networks: [{ id: N_1, use: [a] }] }]
`,
    });
    expect(used.diagnostics).toEqual([]);
    expect(used.state?.organizations[0]?.networks[0]?.targetGroups?.map((g) => g.name)).toEqual(['A']);
  });
});

describe('templates: across organizations and files', () => {
  it('one template serves networks of several organizations, each object in its own scope', () => {
    const result = load({
      'templates.yaml': TEMPLATES,
      'a.yaml': 'organizations: [{ id: "1", networks: [{ id: N_1, use: [pharmacy] }] }]\n',
      'b.yaml': 'organizations: [{ id: "2", networks: [{ id: N_9, use: [pharmacy] }] }]\n',
    });
    expect(result.diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
    const groups = result.state?.organizations.map((org) =>
      org.networks.map((n) => `${org.id}/${n.id}: ${n.targetGroups?.map((g) => g.name).join(',')}`),
    );
    expect(groups).toEqual([['1/N_1: Pharmacy Tablets'], ['2/N_9: Pharmacy Tablets']]);
    const usedAt = result.state?.organizations[1]?.networks[0]?.targetGroups?.[0]?.source.usedAt;
    expect(usedAt).toEqual({ file: 'b.yaml', line: 1, column: 56 });
  });
});

describe('templates: diagnostics, each with its location', () => {
  it('an unknown template is an error at the use: entry, with a did-you-mean', () => {
    const result = load({
      'templates.yaml': TEMPLATES,
      'stores.yaml': STORES.replace('use: [store-baseline, pharmacy]', 'use: [store-basline, pharmacy]'),
    });
    const [unknown] = only(result, 'unknown-template');
    expect(result.state).toBeUndefined();
    expect(at(unknown)).toBe('stores.yaml:9:15');
    expect(unknown?.path).toBe('organizations[0].networks[0].use[0]');
    expect(unknown?.message).toBe(
      'network N_1 uses template store-basline, but no templates.targetGroups has that name',
    );
    expect(unknown?.hint).toBe(
      'did you mean "store-baseline"? templates.targetGroups: store-baseline, pharmacy',
    );
  });

  it('a template of the wrong kind is named as such', () => {
    const result = load({
      'templates.yaml': TEMPLATES,
      'stores.yaml': STORES.replace('use: [helpdesk]', 'use: [pharmacy]'),
    });
    const [unknown] = only(result, 'unknown-template');
    expect(at(unknown)).toBe('stores.yaml:3:11');
    expect(unknown?.hint).toBe(
      'pharmacy is declared under templates.targetGroups, but organization 1 takes templates.adminRoles',
    );
  });

  it('an unknown sentry template is an error at its use:', () => {
    const result = load({
      'templates.yaml': TEMPLATES,
      'stores.yaml': STORES.replace('use: guest-wifi', 'use: guest-wif'),
    });
    const [unknown] = only(result, 'unknown-template');
    expect(at(unknown)).toBe('stores.yaml:6:14');
    expect(unknown?.message).toContain('the sentry list of network N_W1 uses template guest-wif');
    // The template left unused by the typo is warned about too.
    expect(only(result, 'unused-template').map(at)).toEqual(['templates.yaml:20:5']);
  });

  it('an unused template is a warning at its name', () => {
    const result = load({
      'templates.yaml': TEMPLATES,
      'stores.yaml': STORES.replace('use: [store-baseline, pharmacy]', 'use: [store-baseline]'),
    });
    expect(result.state).toBeDefined();
    const [unused] = only(result, 'unused-template');
    expect(unused?.severity).toBe('warning');
    expect(at(unused)).toBe('templates.yaml:10:5');
    expect(unused?.message).toBe(
      'template pharmacy (templates.targetGroups) is not used: no network says use: pharmacy',
    );
  });

  it('two templates bringing the same name into one network is an error naming both', () => {
    const result = load({
      'templates.yaml': TEMPLATES.replace('- name: Pharmacy Tablets', '- name: Kiosks'),
      'stores.yaml': STORES,
    });
    const [conflict] = only(result, 'template-conflict');
    expect(result.state).toBeUndefined();
    expect(at(conflict)).toBe('stores.yaml:9:31');
    expect(conflict?.message).toBe(
      'target group "Kiosks" is brought into network N_1 by two templates: store-baseline (templates.yaml:7:9) and pharmacy (templates.yaml:11:9)',
    );
    // Reported once, not again as a duplicate name.
    expect(only(result, 'duplicate-name')).toEqual([]);
  });

  it('the same template twice in one use: is an error', () => {
    const result = load({
      'templates.yaml': TEMPLATES,
      'stores.yaml': STORES.replace('use: [store-baseline]', 'use: [store-baseline, store-baseline]'),
    });
    const [twice] = only(result, 'template-used-twice');
    expect(at(twice)).toBe('stores.yaml:11:31');
    expect(twice?.message).toBe(
      'network N_2 uses template store-baseline twice (first at stores.yaml:11:15)',
    );
  });

  it('a template declared in two files is an error naming both', () => {
    const result = load({
      'templates.yaml': TEMPLATES,
      'more.yaml': 'templates:\n  targetGroups:\n    pharmacy: [{ name: X, scope: all }]\n',
      'stores.yaml': STORES,
    });
    const [twice] = only(result, 'declared-twice');
    expect(at(twice)).toBe('more.yaml:3:5');
    expect(twice?.message).toBe(
      'template pharmacy (templates.targetGroups) is declared twice: templates.yaml:10:5 and more.yaml:3:5',
    );
  });

  it('a template may not pin a live id', () => {
    const result = load({
      'templates.yaml': TEMPLATES.replace(
        '      - name: Kiosks\n',
        '      - name: Kiosks\n        id: "42"\n',
      ),
      'stores.yaml': STORES,
    });
    const [pin] = only(result, 'template-pins-id');
    expect(at(pin)).toBe('templates.yaml:8:13');
    expect(pin?.path).toBe('templates.targetGroups.store-baseline[1].id');
  });

  it('a template may not use other templates: a located error, not an unknown key', () => {
    const result = load({
      'templates.yaml': TEMPLATES.replace(
        '      - name: Pharmacy Tablets\n',
        '      - use: [store-baseline]\n        name: Pharmacy Tablets\n',
      ),
      'stores.yaml': STORES,
    });
    expect(result.diagnostics.map((d) => [d.code, at(d), d.path])).toEqual([
      ['template-uses-template', 'templates.yaml:11:9', 'templates.targetGroups.pharmacy[0].use'],
    ]);
    expect(result.diagnostics[0]?.message).toBe('a template may not use other templates');
  });

  it('a sentry entry takes either policies or use:', () => {
    const both = load({
      'templates.yaml': TEMPLATES,
      'stores.yaml': STORES.replace('use: guest-wifi', 'use: guest-wifi\n        policies: []'),
    });
    const [error] = only(both, 'use-and-policies');
    expect(at(error)).toBe('stores.yaml:6:14');
    const neither = load({
      'templates.yaml': TEMPLATES,
      'stores.yaml': STORES.replace('        use: guest-wifi\n', ''),
    });
    const [missing] = only(neither, 'missing-key');
    expect(missing?.message).toBe('missing required key "policies"');
    expect(at(missing)).toBe('stores.yaml:5:9');
  });

  it('a name twice in one template is reported once, at the template, whatever uses it', () => {
    const result = load({
      'templates.yaml': TEMPLATES.replace('- name: Kiosks', '- name: Tills'),
      'stores.yaml': STORES,
    });
    const duplicates = only(result, 'duplicate-name');
    expect(duplicates.map(at)).toEqual(['templates.yaml:7:9']);
    expect(duplicates[0]?.message).toBe(
      '"Tills" is declared twice in template store-baseline (templates.targetGroups) (first at templates.yaml:4:9)',
    );
    expect(only(result, 'template-conflict')).toEqual([]);
  });

  it('a finding on an object a template brought in names the template and a use: of it', () => {
    const result = load({
      'templates.yaml': TEMPLATES,
      'stores.yaml': STORES.replace('  - id: "1"\n', '  - id: "1"\n    policy: { ignore: ["Kiosk*"] }\n'),
    });
    const [ignored] = only(result, 'ignored-but-declared');
    expect(at(ignored)).toBe('templates.yaml:7:9');
    expect(formatDiagnostic(ignored!).split('\n')[0]).toBe(
      'templates.yaml:7:9  templates.targetGroups.store-baseline[1].name: target group "Kiosks" is declared but also matches the ignore glob "Kiosk*" (template store-baseline, use: at stores.yaml:10:15)',
    );
  });

  it('a rule that fails on a template object is reported once, at the template', () => {
    const result = load({
      'templates.yaml': TEMPLATES.replace('        tags: [kiosk]\n', ''),
      'stores.yaml': STORES,
    });
    const required = only(result, 'tags-required');
    expect(required.map(at)).toEqual(['templates.yaml:8:16']);
    expect(required[0]?.message).toBe('target group "Kiosks" has scope withAll but no tags');
  });
});
