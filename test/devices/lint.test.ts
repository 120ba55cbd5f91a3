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
