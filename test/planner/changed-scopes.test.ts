import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/validate-config.js';
import { changedScopes } from '../../src/live/changed-scopes.js';
import type { DesiredState } from '../../src/model/desired.js';

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

  it('a changed template or an unknown top-level key selects every scope', () => {
    const templated = `${CONFIG}templates:\n  targetGroups:\n    store: []\n`;
    expect(select(templated, `${CONFIG}templates:\n  targetGroups:\n    store: [x]\n`).scopes).toHaveLength(
      5,
    );
    expect(select(`${CONFIG}extra: 1\n`).scopes).toHaveLength(5);
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
