import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';
import type { DesiredState } from '../../src/model/desired.js';
import type { LiveDevice } from '../../src/model/live.js';
import { declarationsOf, lintDeviceTags } from '../../src/planner/index.js';

function desired(yaml: string): DesiredState {
  const result = parseConfigText(yaml, 'smform.yaml');
  if (result.state === undefined) throw new Error(JSON.stringify(result.diagnostics));
  return result.state;
}

const device = (id: string, tags: string[]): LiveDevice => ({
  id,
  name: `dev-${id}`,
  serial: `S${id}`,
  tags,
});
const fleet = new Map<string, LiveDevice[]>([
  ['N_1', [device('1', ['kiosk', 'ipad']), device('2', ['Kiosk']), device('3', ['store 100'])]],
  ['N_2', [device('4', ['laptop'])]],
]);

const CONFIG = `
organizations:
  - id: "1"
    adminRoles:
      - { name: Nobody, scope: all_tags, tags: [kiosk, laptop] }
      - { name: Laptops, scope: some, tags: [laptop] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Typo, scope: withAny, tags: [kiosks] }
          - { name: Case, scope: withAny, tags: [kiosk] }
          - { name: Spaces, scope: withAll, tags: [store100] }
          - { name: Unknown, scope: withAny, tags: [zebra] }
          - { name: Fine, scope: withAll, tags: [ipad] }
      - id: N_2
`;

describe('tag lint against the tags devices carry', () => {
  const diagnostics = lintDeviceTags(declarationsOf(desired(CONFIG)), fleet);
  const byMessage = (text: string) => diagnostics.filter((diagnostic) => diagnostic.message.includes(text));

  it('suggests the nearest live tag for a tag no device carries', () => {
    expect(byMessage('"Typo"')).toEqual([
      {
        severity: 'warning',
        code: 'tag-matches-no-device',
        message:
          'tag "kiosks" of target group "Typo" (network/N_1/targetGroup/Typo) matches no device in network N_1',
        hint: 'did you mean "kiosk"? (a tag devices carry)',
        source: { file: 'smform.yaml', line: 10, column: 13 },
      },
    ]);
    expect(byMessage('"Unknown"').map((d) => d.hint)).toEqual([
      'no device carries it yet: check the spelling, or tag the devices first',
    ]);
  });

  it('names live tags that differ only by case or spaces', () => {
    expect(byMessage('"Case"').map((d) => [d.code, d.message])).toEqual([
      [
        'tag-differs-from-live',
        'tag "kiosk" of target group "Case" (network/N_1/targetGroup/Case) selects devices tagged "kiosk", but 1 device carries "Kiosk", which it does not select',
      ],
    ]);
    expect(byMessage('"Spaces"').map((d) => [d.code, d.hint])).toEqual([
      ['tag-differs-from-live', 'device tags are case-sensitive and spaces count: write "store 100"'],
    ]);
  });

  it('warns about a role that covers no device, over every declared SM network of its organization', () => {
    expect(byMessage('covers no device').map((d) => [d.code, d.message])).toEqual([
      [
        'role-covers-no-device',
        'admin role "Nobody" (org/1/adminRole/Nobody) covers no device in networks N_1, N_2',
      ],
    ]);
  });

  it('says nothing about scopes that match, nor about networks whose devices were not read', () => {
    expect(byMessage('"Fine"')).toEqual([]);
    expect(byMessage('"Laptops"')).toEqual([]);
    expect(lintDeviceTags(declarationsOf(desired(CONFIG)), new Map())).toEqual([]);
  });
});

// The scope-tag warnings a plan shows, word for word: which declarations are checked, over which
// networks, and how the devices carrying a near spelling are counted.

const EVERY_KIND = `
organizations:
  - id: "1"
    adminRoles:
      - { name: Ops, scope: some, tags: [ops] }
    sentryPolicies:
      - network: W_1
        policies:
          - { smNetwork: N_1, groupPolicyId: "101", scope: withAny, tags: [Byod] }
          - { smNetwork: N_2, groupPolicyId: "100", scope: withAny, tags: [lab] }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAny, tags: [kiosk] }
      - id: N_2
  - id: "2"
    networks:
      - id: N_7
        targetGroups:
          - { name: Streets, scope: withAny, tags: [straße] }
`;

describe('the declarations whose tags are checked', () => {
  it('are the roles, each sentry policy on its own SM network, and the target groups, in config order', () => {
    expect(
      declarationsOf(desired(EVERY_KIND))
        .filter((entry) => entry.orgId === '1')
        .map(({ address, kind, label, orgId, networks, scope }) => ({
          address,
          kind,
          label,
          orgId,
          networks,
          scope,
        })),
    ).toEqual([
      {
        address: 'org/1/adminRole/Ops',
        kind: 'adminRole',
        label: 'admin role "Ops"',
        orgId: '1',
        networks: ['N_1', 'N_2'],
        scope: { keyword: 'withAny', tags: ['ops'] },
      },
      {
        address: 'org/1/sentry/W_1',
        kind: 'sentry',
        label: 'sentry policy 1 of network W_1 (group policy 101)',
        orgId: '1',
        networks: ['N_1'],
        scope: { keyword: 'withAny', tags: ['Byod'] },
      },
      {
        address: 'org/1/sentry/W_1',
        kind: 'sentry',
        label: 'sentry policy 2 of network W_1 (group policy 100)',
        orgId: '1',
        networks: ['N_2'],
        scope: { keyword: 'withAny', tags: ['lab'] },
      },
      {
        address: 'network/N_1/targetGroup/Kiosks',
        kind: 'targetGroup',
        label: 'target group "Kiosks"',
        orgId: '1',
        networks: ['N_1'],
        scope: { keyword: 'withAny', tags: ['kiosk'] },
      },
    ]);
  });
});

describe('the warnings', () => {
  const fleet = new Map<string, LiveDevice[]>([
    ['N_1', [device('1', ['byod']), device('2', ['BYOD']), device('3', ['BYOD']), device('4', ['kiosk'])]],
  ]);
  it('count every spelling that differs only by case, in code-point order, over the networks read', () => {
    const diagnostics = lintDeviceTags(declarationsOf(desired(EVERY_KIND)), fleet);
    expect(diagnostics.map(({ code, message, hint }) => ({ code, message, hint }))).toEqual([
      {
        code: 'tag-matches-no-device',
        message: 'tag "ops" of admin role "Ops" (org/1/adminRole/Ops) matches no device in network N_1',
        hint: 'no device carries it yet: check the spelling, or tag the devices first',
      },
      {
        code: 'role-covers-no-device',
        message: 'admin role "Ops" (org/1/adminRole/Ops) covers no device in network N_1',
        hint: 'compare its scope and tags with the tags the devices carry; `smform scope ADDRESS` lists what it selects',
      },
      {
        code: 'tag-differs-from-live',
        message:
          'tag "Byod" of sentry policy 1 of network W_1 (group policy 101) (org/1/sentry/W_1) matches no device in network N_1, but 2 devices carry "BYOD" and 1 device carries "byod"',
        hint: 'device tags are case-sensitive and spaces count: write "BYOD"',
      },
    ]);
  });

  it('name every other spelling when the declared one is carried too', () => {
    const both = new Map<string, LiveDevice[]>([
      [
        'N_1',
        [device('1', ['kiosk']), device('2', ['Kiosk']), device('3', ['KIOSK']), device('4', ['KIOSK'])],
      ],
    ]);
    const kiosks = declarationsOf(desired(EVERY_KIND)).filter((entry) => entry.kind === 'targetGroup');
    expect(lintDeviceTags(kiosks, both).map(({ code, message, hint }) => ({ code, message, hint }))).toEqual([
      {
        code: 'tag-differs-from-live',
        message:
          'tag "kiosk" of target group "Kiosks" (network/N_1/targetGroup/Kiosks) selects devices tagged "kiosk", but 2 devices carry "KIOSK" and 1 device carries "Kiosk", which it does not select',
        hint: 'use one spelling: retag those devices, or add "KIOSK", "Kiosk" to the scope',
      },
    ]);
  });

  it('compares case by lower case: a tag that only upper-cases alike is another tag', () => {
    const streets = declarationsOf(desired(EVERY_KIND)).filter((entry) => entry.orgId === '2');
    expect(streets.map((entry) => entry.address)).toEqual(['network/N_7/targetGroup/Streets']);
    const upper = new Map<string, LiveDevice[]>([['N_7', [device('1', ['STRASSE'])]]]);
    expect(lintDeviceTags(streets, upper).map((entry) => entry.code)).toEqual(['tag-matches-no-device']);
    const spaced = new Map<string, LiveDevice[]>([['N_7', [device('1', ['Stra ße'])]]]);
    expect(lintDeviceTags(streets, spaced).map((entry) => entry.hint)).toEqual([
      'device tags are case-sensitive and spaces count: write "Stra ße"',
    ]);
  });

  it('suggests the nearest live spelling (case-sensitive distance first), as a warning', () => {
    const kiosks = declarationsOf(desired(EVERY_KIND.replace('tags: [kiosk]', 'tags: [kiosks]'))).filter(
      (entry) => entry.kind === 'targetGroup' && entry.orgId === '1',
    );
    const carried = new Map<string, LiveDevice[]>([
      ['N_1', [device('1', ['Kiosk']), device('2', ['kiosk'])]],
    ]);
    expect(lintDeviceTags(kiosks, carried)).toEqual([
      {
        severity: 'warning',
        code: 'tag-matches-no-device',
        message:
          'tag "kiosks" of target group "Kiosks" (network/N_1/targetGroup/Kiosks) matches no device in network N_1',
        hint: 'did you mean "kiosk"? (a tag devices carry)',
        source: kiosks[0]?.source,
      },
    ]);
  });

  it('a role that covers some of the devices is no warning', () => {
    const roles = declarationsOf(desired(EVERY_KIND)).filter((entry) => entry.kind === 'adminRole');
    const some = new Map<string, LiveDevice[]>([['N_1', [device('1', ['ops']), device('2', ['lab'])]]]);
    expect(lintDeviceTags(roles, some)).toEqual([]);
  });

  it('a target group or sentry policy that covers no device is no role warning', () => {
    const none = new Map<string, LiveDevice[]>([
      ['N_1', [device('1', ['lab'])]],
      ['N_2', [device('2', ['lab'])]],
    ]);
    const codes = lintDeviceTags(declarationsOf(desired(EVERY_KIND)), none).map((entry) => [
      entry.code,
      entry.message,
    ]);
    expect(codes.filter(([code]) => code === 'role-covers-no-device')).toEqual([
      [
        'role-covers-no-device',
        'admin role "Ops" (org/1/adminRole/Ops) covers no device in networks N_1, N_2',
      ],
    ]);
  });
});
