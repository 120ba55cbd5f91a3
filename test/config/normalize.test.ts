import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import type { DesiredState } from '../../src/model/index.js';

const text = `# a comment
organizations:
  - id: "549236"
    name: Acme
    policy:
      ignore: ["Legacy *"]
      maxChangePercent: 40
    adminRoles:
      - name: Helpdesk
        roleId: "7310001"
        scope: some
        tags: [laptops, " emea", emea]
    sentryPolicies:
      - network: N_2
        protected: true
        policies:
          - { smNetwork: N_1, groupPolicyId: "102", scope: withAny, tags: [byod, alpha] }
          - { smNetwork: N_1, groupPolicyId: "100", scope: all }
    networks:
      - id: N_1
        name: Laptops
        policy: { prune: true, ignore: [] }
        targetGroups:
          - name: Kiosks
            id: "1284392014819"
            scope: withAll
            tags: [kiosk, ipad, kiosk]
            protected: true
          - name: Everything
            scope: all
      - id: N_3
`;

function validState(source: string, file = 'acme.yaml'): DesiredState {
  const result = parseConfigText(source, file);
  expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  if (result.state === undefined) throw new Error('expected a valid config');
  return result.state;
}

describe('normalization into the desired state', () => {
  it('trims, sorts and de-duplicates tags, renames sentry keys, inherits policy and keeps sources', () => {
    const state = validState(text);
    expect(state.files).toEqual(['acme.yaml']);
    expect(state.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(state.organizations).toEqual([
      {
        id: '549236',
        name: 'Acme',
        policy: {
          prune: false,
          ignore: ['Legacy *'],
          maxChangePercent: 40,
          minObjectsForPercent: 10,
          maxDevicePercent: 20,
        },
        adminRoles: [
          {
            name: 'Helpdesk',
            roleId: '7310001',
            scope: 'some',
            tags: ['emea', 'laptops'],
            protected: false,
            source: { file: 'acme.yaml', line: 9, column: 9 },
          },
        ],
        sentryPolicies: [
          {
            networkId: 'N_2',
            protected: true,
            policies: [
              {
                smNetworkId: 'N_1',
                groupPolicyId: '102',
                scope: 'withAny',
                tags: ['alpha', 'byod'],
                source: { file: 'acme.yaml', line: 17, column: 13 },
              },
              {
                smNetworkId: 'N_1',
                groupPolicyId: '100',
                scope: 'all',
                tags: [],
                source: { file: 'acme.yaml', line: 18, column: 13 },
              },
            ],
            source: { file: 'acme.yaml', line: 14, column: 9 },
          },
        ],
        networks: [
          {
            id: 'N_1',
            name: 'Laptops',
            policy: {
              prune: true,
              ignore: [],
              maxChangePercent: 40,
              minObjectsForPercent: 10,
              maxDevicePercent: 20,
            },
            targetGroups: [
              {
                name: 'Kiosks',
                id: '1284392014819',
                scope: 'withAll',
                tags: ['ipad', 'kiosk'],
                protected: true,
                source: { file: 'acme.yaml', line: 24, column: 13 },
              },
              {
                name: 'Everything',
                scope: 'all',
                tags: [],
                protected: false,
                source: { file: 'acme.yaml', line: 29, column: 13 },
              },
            ],
            source: { file: 'acme.yaml', line: 20, column: 9 },
          },
          {
            id: 'N_3',
            policy: {
              prune: false,
              ignore: ['Legacy *'],
              maxChangePercent: 40,
              minObjectsForPercent: 10,
              maxDevicePercent: 20,
            },
            source: { file: 'acme.yaml', line: 31, column: 9 },
          },
        ],
        source: { file: 'acme.yaml', line: 3, column: 5 },
      },
    ]);
  });

  it('leaves a kind unmanaged when its key is absent', () => {
    const state = validState('organizations:\n  - id: "1"\n    networks:\n      - id: N_1\n');
    const org = state.organizations[0];
    expect(org).not.toHaveProperty('adminRoles');
    expect(org).not.toHaveProperty('sentryPolicies');
    expect(org?.networks[0]).not.toHaveProperty('targetGroups');
  });

  it('gives the same digest whatever the tag order, comments, layout and file name', () => {
    const reordered = text
      .replace('[kiosk, ipad, kiosk]', '[ipad, kiosk]')
      .replace('[laptops, " emea", emea]', '[emea, laptops]')
      .replace('# a comment', '# another comment\n# and more');
    expect(validState(reordered, 'other.yaml').digest).toBe(validState(text).digest);
  });

  it('changes the digest when meaning changes', () => {
    const base = validState(text).digest;
    expect(validState(text.replace('[kiosk, ipad, kiosk]', '[kiosk]')).digest).not.toBe(base);
    expect(validState(text.replace('maxChangePercent: 40', 'maxChangePercent: 41')).digest).not.toBe(base);
    // Sentry order is meaningful.
    const swapped = text
      .replace('groupPolicyId: "102", scope: withAny, tags: [byod, alpha]', 'TMP')
      .replace(
        'groupPolicyId: "100", scope: all',
        'groupPolicyId: "102", scope: withAny, tags: [byod, alpha]',
      )
      .replace('TMP', 'groupPolicyId: "100", scope: all');
    expect(validState(swapped).digest).not.toBe(base);
  });

  it('returns no state when any error is found, but still every diagnostic', () => {
    const result = parseConfigText(
      text.replace('scope: some', 'scope: sme').replace('id: N_3', 'id: 3'),
      'acme.yaml',
    );
    expect(result.state).toBeUndefined();
    expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['invalid-value', 'numeric-id']);
  });

  it('reports warnings but keeps the state', () => {
    const result = parseConfigText(
      text.replace('scope: all\n', 'scope: all\n            tags: [x]\n'),
      'acme.yaml',
    );
    expect(result.diagnostics.map((diagnostic) => [diagnostic.severity, diagnostic.code])).toEqual([
      ['warning', 'tag-variant'],
      ['warning', 'tags-ignored'],
    ]);
    // The warned-about group is still in the state, as declared.
    const everything = result.state?.organizations[0]?.networks
      .find((network) => network.id === 'N_1')
      ?.targetGroups?.find((group) => group.name === 'Everything');
    expect(everything).toMatchObject({ name: 'Everything', scope: 'all', tags: ['x'] });
    expect(result.state?.organizations[0]?.networks.map((network) => network.id)).toEqual(
      validState(text).organizations[0]?.networks.map((network) => network.id),
    );
  });
});
