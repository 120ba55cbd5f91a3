import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import type { DesiredState } from '../../src/model/desired.js';
import type { LiveDevice } from '../../src/model/live.js';
import { lintSentryShadowing } from '../../src/planner/sentry-shadowing.js';

function desired(yaml: string): DesiredState {
  const result = parseConfigText(yaml, 'smform.yaml');
  if (result.state === undefined) throw new Error(JSON.stringify(result.diagnostics));
  return result.state;
}

const devices = (prefix: string, count: number, tags: string[]): LiveDevice[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, name: `${prefix}${i}`, serial: '', tags }));

// 25 kiosks, 12 kiosk iPads, 5 laptops, 3 untagged devices.
const FLEET = new Map<string, LiveDevice[]>([
  [
    'N_SM',
    [
      ...devices('k', 25, ['kiosk']),
      ...devices('i', 12, ['kiosk', 'ipad']),
      ...devices('l', 5, ['laptop']),
      ...devices('u', 3, []),
    ],
  ],
]);

const CONFIG = `
organizations:
  - id: "1"
    sentryPolicies:
      - network: N_W1
        policies:
          - { smNetwork: N_SM, groupPolicyId: "101", scope: withAny, tags: [kiosk] }
          - { smNetwork: N_SM, groupPolicyId: "102", scope: withAll, tags: [laptop] }
          - { smNetwork: N_SM, groupPolicyId: "103", scope: withAll, tags: [kiosk, ipad] }
          - { smNetwork: N_SM, groupPolicyId: "104", scope: withAny, tags: [ipad, laptop] }
          - { smNetwork: N_SM, groupPolicyId: "105", scope: all }
          - { smNetwork: N_SM, groupPolicyId: "106", scope: withAny, tags: [zebra] }
      - network: N_W2
        policies:
          - { smNetwork: N_SM, groupPolicyId: "201", scope: all }
          - { smNetwork: N_SM, groupPolicyId: "202", scope: withAny, tags: [kiosk] }
      - network: N_W3
        policies:
          - { smNetwork: N_UNREAD, groupPolicyId: "301", scope: all }
          - { smNetwork: N_UNREAD, groupPolicyId: "302", scope: all }
`;

describe('sentry shadowing lint (first match wins)', () => {
  const state = desired(CONFIG);

  it('warns for each policy whose every current device a higher policy matches first, with counts', () => {
    const addresses = new Set(['org/1/sentry/N_W1', 'org/1/sentry/N_W3']);
    expect(lintSentryShadowing(state, FLEET, addresses)).toEqual([
      {
        severity: 'warning',
        code: 'sentry-policy-shadowed',
        message:
          'org/1/sentry/N_W1: policy 3 (withAll [ipad, kiosk]) never applies: policy 1 (withAny [kiosk]) matches all 12 of its devices first',
        hint: 'sentry applies only the first matching policy: move it higher or narrow the policies above it',
        source: { file: 'smform.yaml', line: 9, column: 13 },
      },
      {
        severity: 'warning',
        code: 'sentry-policy-shadowed',
        message:
          'org/1/sentry/N_W1: policy 4 (withAny [ipad, laptop]) never applies: policy 1 (withAny [kiosk]) and policy 2 (withAll [laptop]) match all 17 of its devices first',
        hint: 'sentry applies only the first matching policy: move it higher or narrow the policies above it',
        source: { file: 'smform.yaml', line: 10, column: 13 },
      },
    ]);
  });

  it('lints only the lists it is given', () => {
    const shadowed = lintSentryShadowing(state, FLEET, new Set(['org/1/sentry/N_W2']));
    expect(shadowed.map((d) => d.message)).toEqual([
      'org/1/sentry/N_W2: policy 2 (withAny [kiosk]) never applies: policy 1 (all) matches all 37 of its devices first',
    ]);
    expect(lintSentryShadowing(state, FLEET, new Set())).toEqual([]);
  });

  it('counts only higher policies of the same SM network, names them in order, and says "its only device"', () => {
    const own = desired(`
organizations:
  - id: "1"
    sentryPolicies:
      - network: N_W4
        policies:
          - { smNetwork: N_OTHER, groupPolicyId: "401", scope: all }
          - { smNetwork: N_SM2, groupPolicyId: "402", scope: withAny, tags: [b] }
          - { smNetwork: N_SM2, groupPolicyId: "403", scope: withAny, tags: [a] }
          - { smNetwork: N_SM2, groupPolicyId: "404", scope: withAny, tags: [a, b] }
          - { smNetwork: N_SM2, groupPolicyId: "405", scope: withAll, tags: [a] }
`);
    const fleet = new Map<string, LiveDevice[]>([
      ['N_OTHER', devices('o', 1, [])],
      ['N_SM2', [...devices('a', 1, ['a']), ...devices('b', 1, ['b'])]],
    ]);
    expect(
      lintSentryShadowing(own, fleet, new Set(['org/1/sentry/N_W4'])).map((d) => d.message),
    ).toStrictEqual([
      'org/1/sentry/N_W4: policy 4 (withAny [a, b]) never applies: policy 2 (withAny [b]) and policy 3 (withAny [a]) match all 2 of its devices first',
      'org/1/sentry/N_W4: policy 5 (withAll [a]) never applies: policy 3 (withAny [a]) matches its only device first',
    ]);
  });
});
