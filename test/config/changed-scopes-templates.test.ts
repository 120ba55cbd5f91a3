import { describe, expect, it } from 'vitest';
import { validateYamlFiles } from '../../src/config/validate-config.js';
import { parseYamlFile } from '../../src/config/yaml-document.js';
import { changedScopes, type ConfigFileChange } from '../../src/config/changed-scopes.js';
import type { DesiredState } from '../../src/model/desired.js';

// `--changed-since` (src/config/changed-scopes.ts): the edges test/planner/changed-scopes.test.ts leaves
// open. Which users a template that lost or gained names selects, what a file that is not a config (or
// was a broken one at REF) declares, and the order of what is no longer managed. Exact results.

function desiredOf(...texts: string[]): DesiredState {
  const result = validateYamlFiles(texts.map((text, i) => parseYamlFile(text, `c${i}.yaml`)));
  if (result.state === undefined) {
    throw new Error(`the test config is invalid: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  }
  return result.state;
}

/** The scopes one changed file selects, the config now being `after` (or `now` when given). */
const pick = (before: string | undefined, after: string | undefined, now = after ?? '') =>
  changedScopes(desiredOf(now), [
    {
      file: 'c.yaml',
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
    },
  ]);

const TARGET_GROUPS = `templates:
  targetGroups:
    store:
      - { name: Tills, scope: withAll, tags: [till] }
      - { name: Kiosks, scope: withAll, tags: [kiosk] }
      - { name: Scanners, scope: withAll, tags: [scanner] }
    other:
      - { name: Tills, scope: withAll, tags: [till] }
      - { name: Kiosks, scope: withAll, tags: [kiosk] }
  adminRoles:
    helpdesk:
      - { name: Helpdesk, scope: some, tags: [store] }
organizations:
  - id: 'O_1'
    adminRoles: [{ name: Admin, scope: some, tags: [hq] }]
    networks:
      - { id: N_1, use: [store] }
      - id: N_2
        targetGroups:
          - { name: Tills, scope: withAll, tags: [till] }
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
          - { name: Extra, scope: withAll, tags: [extra] }
      - id: N_3
        targetGroups: [{ name: Tills, scope: withAll, tags: [till] }]
      - { id: N_4, use: [other] }
      - id: N_5
        targetGroups: [{ name: Other, scope: all }]
      - { id: N_6 }
  - id: 'O_2'
    networks:
      - id: N_7
        targetGroups: []
`;

const ALL_GROUPS = [1, 2, 3, 4, 5, 7].map((n) => `network/N_${n}/targetGroup`);

describe('changedScopes: a target group or role template that loses a name', () => {
  it('selects its users and the scopes that declare every name it has left themselves, no other', () => {
    // store keeps Tills and Kiosks: N_2 declares both (and more) itself; N_3 only Tills; N_4 has both from
    // another template; N_5 neither; N_7 none.
    const after = TARGET_GROUPS.replace('      - { name: Scanners, scope: withAll, tags: [scanner] }\n', '');
    expect(pick(TARGET_GROUPS, after)).toEqual({
      scopes: ['network/N_1/targetGroup', 'network/N_2/targetGroup'],
      unread: 5,
      noLongerManaged: [],
    });
  });

  it('a template removed selects every scope of its kind (all it had is lost, nothing is left to declare)', () => {
    const withSpare = TARGET_GROUPS.replace(
      '  adminRoles:\n',
      '    spare:\n      - { name: Spare, scope: all }\n  adminRoles:\n',
    );
    expect(pick(withSpare, TARGET_GROUPS).scopes).toEqual(ALL_GROUPS);
    // A role template: the organizations that manage roles, not the networks of one that does not.
    const noHelpdesk = TARGET_GROUPS.replace(
      '  adminRoles:\n    helpdesk:\n      - { name: Helpdesk, scope: some, tags: [store] }\n',
      '',
    );
    expect(pick(TARGET_GROUPS, noHelpdesk).scopes).toEqual(['org/O_1/adminRole']);
  });

  it('a template added, used by nobody yet, selects nothing', () => {
    const withSpare = TARGET_GROUPS.replace(
      '  adminRoles:\n',
      '    spare:\n      - { name: Spare, scope: all }\n  adminRoles:\n',
    );
    expect(pick(TARGET_GROUPS, withSpare)).toEqual({ scopes: [], unread: 7, noLongerManaged: [] });
  });

  it('an object without a name at REF (a schema error then) is no name the template lost', () => {
    const before = TARGET_GROUPS.replace(
      '    other:\n',
      '    other:\n      - { scope: all, tags: [nameless] }\n',
    );
    expect(pick(before, TARGET_GROUPS).scopes).toEqual(['network/N_4/targetGroup']);
  });
});

const SENTRY = `templates:
  sentryPolicies:
    byod:
      - { smNetwork: N_1, groupPolicyId: '101', scope: withAny, tags: [byod] }
    spare:
      - { smNetwork: N_1, groupPolicyId: '102', scope: withAny, tags: [spare] }
organizations:
  - id: 'O_1'
    sentryPolicies:
      - { network: N_1, use: byod }
    networks: [{ id: N_1 }]
  - id: 'O_2'
    sentryPolicies:
      - network: N_2
        policies: [{ smNetwork: N_2, groupPolicyId: '101', scope: withAny, tags: [byod] }]
    networks: [{ id: N_2 }]
  - id: 'O_3'
    sentryPolicies:
      - { network: N_3, policies: [] }
    networks: [{ id: N_3 }]
  - id: 'O_4'
    networks: [{ id: N_4, targetGroups: [] }]
`;

describe('changedScopes: sentry templates', () => {
  it('an edit selects the lists that use the template, not an entry with no policies', () => {
    const after = SENTRY.replace('tags: [byod] }\n    spare', 'tags: [corp] }\n    spare');
    expect(pick(SENTRY, after).scopes).toEqual(['org/O_1/sentry']);
  });

  it('a template emptied selects its users (which now hold none of it) and every entry with no policies', () => {
    const after = SENTRY.replace(
      "    byod:\n      - { smNetwork: N_1, groupPolicyId: '101', scope: withAny, tags: [byod] }\n",
      '    byod: []\n',
    );
    expect(pick(SENTRY, after)).toEqual({
      scopes: ['org/O_1/sentry', 'org/O_3/sentry'],
      unread: 2,
      noLongerManaged: [],
    });
  });

  it('a template removed that had policies selects the entries with none; an empty one added selects nothing', () => {
    const noSpare = SENTRY.replace(
      "    spare:\n      - { smNetwork: N_1, groupPolicyId: '102', scope: withAny, tags: [spare] }\n",
      '',
    );
    expect(pick(SENTRY, noSpare).scopes).toEqual(['org/O_3/sentry']);
    const emptyAdded = SENTRY.replace('organizations:\n', '    empty: []\norganizations:\n');
    expect(pick(SENTRY, emptyAdded).scopes).toEqual([]);
  });
});

const CONFIG = `organizations:
  - id: 'O_1'
    policy: { prune: false }
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea] }
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: '101', scope: withAny, tags: [byod] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
      - id: N_2
        targetGroups: []
      - id: N_3
  - id: 'O_2'
    networks:
      - id: N_9
        targetGroups: []
`;

const O_1_SCOPES = [
  'network/N_1/targetGroup',
  'network/N_2/targetGroup',
  'org/O_1/adminRole',
  'org/O_1/sentry',
];

describe('changedScopes: what a file declares', () => {
  it('a file that holds one text, not a mapping, declares nothing', () => {
    expect(pick('red\n', 'green\n', CONFIG).scopes).toEqual([]);
  });

  it('an unknown top-level key selects everything, when renamed or when its mapping changes', () => {
    expect(pick(`${CONFIG}extra: 1\n`, `${CONFIG}other: 1\n`, CONFIG).scopes).toHaveLength(5);
    expect(pick(`${CONFIG}extra: { a: 1 }\n`, `${CONFIG}extra: { a: 2 }\n`, CONFIG).scopes).toHaveLength(5);
  });

  it('a template kind written as a list at REF (a schema error then) is one template whose names are all lost', () => {
    const before = `templates:\n  targetGroups:\n    - { name: Tills, scope: all }\n${CONFIG}`;
    expect(pick(before, CONFIG).scopes).toEqual([
      'network/N_1/targetGroup',
      'network/N_2/targetGroup',
      'network/N_9/targetGroup',
    ]);
  });

  it('entries that are not mappings (a schema error at REF) declare nothing', () => {
    const broken = CONFIG.replace('      - id: N_3\n', '      - id: N_3\n      - null\n').replace(
      "  - id: 'O_2'\n",
      "  - null\n  - id: 'O_2'\n",
    );
    expect(pick(broken, CONFIG)).toEqual({ scopes: [], unread: 5, noLongerManaged: [] });
  });

  it('an id that was a list at REF is another organization than its text now', () => {
    const before = CONFIG.replace("  - id: 'O_1'\n", '  - id: [O_1]\n');
    expect(pick(before, CONFIG)).toEqual({
      scopes: O_1_SCOPES,
      unread: 1,
      noLongerManaged: ['org/["O_1"]/adminRole', 'org/["O_1"]/sentry'],
    });
  });

  it('a file that adds networks to an organization another file declares selects those networks only', () => {
    const more = "organizations:\n  - id: 'O_1'\n    networks:\n      - id: N_5\n        targetGroups: []\n";
    const result = changedScopes(desiredOf(CONFIG, more), [{ file: 'more.yaml', after: more }]);
    expect(result).toEqual({ scopes: ['network/N_5/targetGroup'], unread: 5, noLongerManaged: [] });
  });

  it('a network that REF declared twice is no longer managed when either declaration managed its groups', () => {
    const twice = `${CONFIG}  - id: 'O_1'\n    networks:\n      - id: N_3\n        targetGroups: []\n`;
    expect(pick(twice, CONFIG).noLongerManaged).toEqual(['network/N_3/targetGroup']);
  });

  it('a network added to a file is planned and never counted as no longer managed', () => {
    const added = CONFIG.replace(
      '      - id: N_3\n',
      '      - id: N_3\n      - id: N_4\n        targetGroups: []\n',
    );
    expect(pick(CONFIG, added)).toEqual({
      scopes: ['network/N_4/targetGroup'],
      unread: 5,
      noLongerManaged: [],
    });
  });

  it('names what is no longer managed in sorted order, whatever order the file declared it in', () => {
    const after = CONFIG.replace(
      '    adminRoles:\n      - { name: Helpdesk, scope: some, tags: [emea] }\n',
      '',
    ).replace('      - id: N_2\n        targetGroups: []\n', '      - id: N_2\n');
    expect(pick(CONFIG, after).noLongerManaged).toEqual(['network/N_2/targetGroup', 'org/O_1/adminRole']);
  });

  it('without a ref, an error names REF', () => {
    const files: ConfigFileChange[] = [{ file: 'c.yaml', before: 'organizations: [\n', after: CONFIG }];
    expect(() => changedScopes(desiredOf(CONFIG), files)).toThrow(
      '--changed-since: c.yaml at REF is not valid YAML, so what it declared cannot be told',
    );
  });
});

const DEVICE_TAGS = `templates:
  targetGroups:
    store:
      - { name: Tills, scope: withAll, tags: [till] }
  deviceTags:
    store-devices:
      kiosk: { match: { systemModel: 'iPad*' } }
      cart: { serials: [Q-1] }
organizations:
  - id: 'O_1'
    networks:
      - { id: N_1, use: [store-devices] }
      - { id: N_2, use: [store, store-devices] }
      - id: N_3
        use: [store]
        deviceTags: { kiosk: { serials: [Q-2] } }
      - id: N_4
        deviceTags: { kiosk: { serials: [Q-3] }, cart: { serials: [Q-4] } }
      - id: N_5
        use: [store-devices]
        deviceTags: { kiosk: { serials: [Q-5] }, cart: { serials: [Q-6] } }
`;

describe('changedScopes: a device-tag template', () => {
  it('a changed tag selects the device tags of every network that uses it, no target groups', () => {
    // N_5 overrides both tags, so a change of one of them changes nothing there.
    const after = DEVICE_TAGS.replace("systemModel: 'iPad*'", "systemModel: 'iPad Pro*'");
    expect(pick(DEVICE_TAGS, after)).toEqual({
      scopes: ['network/N_1/deviceTag', 'network/N_2/deviceTag'],
      unread: 5,
      noLongerManaged: [],
    });
  });

  it('a tag it loses selects its users and the networks that declare all it has left themselves', () => {
    // cart goes: N_1 and N_2 use the template; N_3, N_4 and N_5 declare kiosk (all it has left) themselves,
    // so each could be a user whose copy of cart goes (never fewer than needed).
    const after = DEVICE_TAGS.replace('      cart: { serials: [Q-1] }\n', '');
    expect(pick(DEVICE_TAGS, after).scopes).toEqual([
      'network/N_1/deviceTag',
      'network/N_2/deviceTag',
      'network/N_3/deviceTag',
      'network/N_4/deviceTag',
      'network/N_5/deviceTag',
    ]);
  });

  it('a network that used only a device-tag template, now gone, no longer manages device tags alone', () => {
    const before = DEVICE_TAGS;
    const after = DEVICE_TAGS.replace('      - { id: N_1, use: [store-devices] }\n', '');
    expect(pick(before, after).noLongerManaged).toEqual(['network/N_1/deviceTag']);
    const gone2 = DEVICE_TAGS.replace('      - { id: N_2, use: [store, store-devices] }\n', '');
    expect(pick(before, gone2).noLongerManaged).toEqual(['network/N_2/deviceTag', 'network/N_2/targetGroup']);
  });
});
