import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/validate-config.js';
import { changedScopes } from '../../src/config/changed-scopes.js';
import type { DesiredState } from '../../src/model/desired.js';
import { SmformError } from '../../src/model/errors.js';

/** Which scopes an edit selects (`--changed-since`, issue 16), declaration by declaration. */

const CONFIG = `organizations:
  - id: 'O_1'
    name: Acme
    policy: { prune: false }
    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea] }
    sentryPolicies:
      - network: N_1
        policies:
          - { smNetwork: N_1, groupPolicyId: '101', scope: withAny, tags: [byod] }
    networks:
      - id: N_1
        name: Laptops
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

function desiredOf(text: string): DesiredState {
  const state = parseConfigText(text, 'config.yaml').state;
  if (state === undefined) throw new Error('the test config is invalid');
  return state;
}

const now = desiredOf(CONFIG);
const select = (after: string, before = CONFIG, filters = {}) =>
  changedScopes(now, [{ file: 'config.yaml', before, after }], filters, 'main');

describe('changedScopes', () => {
  it('labels, comments and key order select nothing', () => {
    const relabelled = CONFIG.replace('name: Acme', 'name: Acme Corp')
      .replace('name: Laptops', 'name: Mac laptops')
      .replace("  - id: 'O_2'", "  # second org\n  - id: 'O_2'");
    expect(select(relabelled)).toEqual({ scopes: [], unread: 5, noLongerManaged: [] });
  });

  it('each declaration selects its own scope', () => {
    expect(select(CONFIG.replace('tags: [emea]', 'tags: [apac]')).scopes).toEqual(['org/O_1/adminRole']);
    expect(select(CONFIG.replace('tags: [byod]', 'tags: [corp]')).scopes).toEqual(['org/O_1/sentry']);
    expect(select(CONFIG.replace('tags: [kiosk]', 'tags: [ipad]')).scopes).toEqual([
      'network/N_1/targetGroup',
    ]);
    // The network's policy is its own declaration.
    expect(
      select(CONFIG.replace('      - id: N_2\n', '      - id: N_2\n        policy: { prune: true }\n'))
        .scopes,
    ).toEqual(['network/N_2/targetGroup']);
  });

  it("an organization's policy selects all of its scopes, and only its", () => {
    const result = select(CONFIG.replace('policy: { prune: false }', 'policy: { prune: true }'));
    expect(result.scopes).toEqual([
      'network/N_1/targetGroup',
      'network/N_2/targetGroup',
      'org/O_1/adminRole',
      'org/O_1/sentry',
    ]);
    expect(result.unread).toBe(1);
  });

  it('an unknown top-level key selects every scope', () => {
    expect(select(`${CONFIG}extra: 1\n`).scopes).toHaveLength(5);
  });

  describe('a changed template selects exactly its users', () => {
    const TEMPLATED = `templates:
  targetGroups:
    store:
      - { name: Tills, scope: withAll, tags: [till] }
      - { name: Kiosks, scope: withAll, tags: [kiosk] }
    depot:
      - { name: Scanners, scope: withAll, tags: [scanner] }
  adminRoles:
    helpdesk:
      - { name: Helpdesk, scope: some, tags: [store] }
organizations:
  - id: 'O_1'
    use: [helpdesk]
    networks:
      - { id: N_1, use: [store] }
      - { id: N_2, use: [store, depot] }
      - { id: N_3, use: [depot] }
      - id: N_4
        use: [store]
        targetGroups:
          - { name: Tills, scope: withAll, tags: [own-till] }
      - id: N_5
        targetGroups: [{ name: Tills, scope: withAll, tags: [till] }]
  - id: 'O_2'
    adminRoles: [{ name: Helpdesk, scope: some, tags: [store] }]
    networks:
      - { id: N_9, use: [depot] }
`;
    const pick = (after: string) =>
      changedScopes(desiredOf(after), [{ file: 't.yaml', before: TEMPLATED, after }], {}, 'main');

    it('editing a template object selects the scopes that use it, and no other', () => {
      expect(pick(TEMPLATED.replace('tags: [kiosk]', 'tags: [ipad]'))).toEqual({
        scopes: ['network/N_1/targetGroup', 'network/N_2/targetGroup', 'network/N_4/targetGroup'],
        unread: 5,
        noLongerManaged: [],
      });
      expect(pick(TEMPLATED.replace('tags: [scanner]', 'tags: [rf]')).scopes).toEqual([
        'network/N_2/targetGroup',
        'network/N_3/targetGroup',
        'network/N_9/targetGroup',
      ]);
      expect(pick(TEMPLATED.replace('tags: [store] }\norg', 'tags: [shop] }\norg')).scopes).toEqual([
        'org/O_1/adminRole',
      ]);
    });

    it('a sentry template selects the organizations whose sentry lists use it', () => {
      const sentry = `templates:
  sentryPolicies:
    byod:
      - { smNetwork: N_1, groupPolicyId: '101', scope: withAny, tags: [byod] }
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
`;
      const after = sentry.replace('tags: [byod] }\norg', 'tags: [corp] }\norg');
      expect(changedScopes(desiredOf(after), [{ file: 's.yaml', before: sentry, after }]).scopes).toEqual([
        'org/O_1/sentry',
      ]);
    });

    it('a template that loses a name also selects the users that override all it has left', () => {
      // N_4 overrides Tills, so after Kiosks goes it holds nothing of store, yet its Kiosks must go.
      const after = TEMPLATED.replace('      - { name: Kiosks, scope: withAll, tags: [kiosk] }\n', '');
      expect(pick(after).scopes).toEqual([
        'network/N_1/targetGroup',
        'network/N_2/targetGroup',
        'network/N_4/targetGroup',
        'network/N_5/targetGroup',
      ]);
    });
  });

  it('what REF declared and the config no longer does is named, not planned; an unmanaged network is not', () => {
    const before = CONFIG.replace(
      '      - id: N_3\n',
      '      - id: N_3\n        targetGroups: []\n      - id: N_4\n      - id: N_5\n        use: [store]\n',
    ).replace("  - id: 'O_2'", "  - id: 'O_2'\n    adminRoles: []");
    const result = select(CONFIG, before);
    expect(result.noLongerManaged).toEqual([
      'network/N_3/targetGroup',
      'network/N_5/targetGroup',
      'org/O_2/adminRole',
    ]);
    expect(result.scopes).toEqual([]);
    // A deleted file: everything it declared and the config still declares elsewhere is planned.
    const deleted = changedScopes(now, [{ file: 'old.yaml', before: CONFIG }], {}, 'main');
    expect(deleted.scopes).toHaveLength(5);
    expect(deleted.noLongerManaged).toEqual([]);
  });

  it('--org and --network narrow the selection and the count of what is left unread', () => {
    const edited = CONFIG.replace('tags: [kiosk]', 'tags: [ipad]').replace(
      '      - id: N_9\n        targetGroups: []\n',
      '      - id: N_9\n        targetGroups: [{ name: A, scope: all }]\n',
    );
    expect(select(edited, CONFIG, { orgs: ['O_2'] })).toEqual({
      scopes: ['network/N_9/targetGroup'],
      unread: 0,
      noLongerManaged: [],
    });
    expect(select(edited, CONFIG, { networks: ['N_1'] })).toEqual({
      scopes: ['network/N_1/targetGroup'],
      unread: 1,
      noLongerManaged: [],
    });
  });

  it('a file that is not YAML at REF is an error naming it, never a guess', () => {
    expect(() => select(CONFIG, 'organizations: [\n')).toThrow(
      '--changed-since: config.yaml at main is not valid YAML, so what it declared cannot be told',
    );
  });
});

describe('changedScopes: edges of the comparison', () => {
  it('a file in the working tree that is not YAML is an error naming it, a usage fault', () => {
    let caught: unknown;
    try {
      select('organizations: [\n');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SmformError);
    const error = caught as SmformError;
    expect([error.message, error.hint, error.fault]).toEqual([
      '--changed-since: config.yaml in the working tree is not valid YAML, so what it declared cannot be told',
      'plan without --changed-since (a full plan reads every scope)',
      'usage',
    ]);
  });

  it('a file that holds no mapping declares nothing; a templates key that is not a mapping is an unknown key', () => {
    const files = (before: string, after: string) =>
      changedScopes(now, [{ file: 'other.yaml', before, after }], {}, 'main').scopes;
    expect(files('[]\n', '- 1\n- 2\n')).toEqual([]);
    expect(files('1\n', '2\n')).toEqual([]);
    expect(files('templates: 1\n', 'templates: 2\n')).toHaveLength(5);
  });

  it('an organization declared twice in one file compares both declarations', () => {
    const twice = `${CONFIG}  - id: 'O_1'\n    adminRoles: []\n`;
    expect(select(twice.replace('tags: [emea]', 'tags: [apac]'), twice).scopes).toEqual([
      'org/O_1/adminRole',
    ]);
    expect(select(`${twice}    name: Again\n`, twice).scopes).toEqual([]);
  });

  it('names what is no longer managed only within --org and --network', () => {
    const before = CONFIG.replace('      - id: N_3\n', '      - id: N_3\n        targetGroups: []\n').replace(
      "  - id: 'O_2'",
      "  - id: 'O_2'\n    adminRoles: []",
    );
    expect(select(CONFIG, before, { orgs: ['O_1'] }).noLongerManaged).toEqual(['network/N_3/targetGroup']);
    expect(select(CONFIG, before, { orgs: ['O_2'] }).noLongerManaged).toEqual(['org/O_2/adminRole']);
    expect(select(CONFIG, before, { networks: ['N_1'] }).noLongerManaged).toEqual(['org/O_2/adminRole']);
    expect(select(CONFIG, before, { networks: ['N_3'] }).noLongerManaged).toEqual([
      'network/N_3/targetGroup',
      'org/O_2/adminRole',
    ]);
  });

  it("an organization's settings select its networks' scopes, and no other organization's", () => {
    expect(
      select(CONFIG.replace("  - id: 'O_2'\n", "  - id: 'O_2'\n    policy: { prune: true }\n")).scopes,
    ).toEqual(['network/N_9/targetGroup']);
  });
});
