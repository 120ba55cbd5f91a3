import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/index.js';

/** Every tag-variant finding as `line:column message`. */
function variants(groups: readonly string[], second: readonly string[] = []): string[] {
  const network = (id: string, lines: readonly string[]) => [
    `      - id: ${id}`,
    '        targetGroups:',
    ...lines.map((line) => `          - ${line}`),
  ];
  const text = [
    'organizations:',
    "  - id: '1'",
    '    networks:',
    ...network('N_1', groups),
    ...(second.length === 0 ? [] : network('N_2', second)),
    '',
  ].join('\n');
  return parseConfigText(text, 'tags.yaml')
    .diagnostics.filter((diagnostic) => diagnostic.code === 'tag-variant')
    .map((diagnostic) => `${diagnostic.source?.line}:${diagnostic.source?.column} ${diagnostic.message}`);
}

describe('tag variants when the same tags repeat (a fleet repeats a few tags 100,000 times)', () => {
  it('reports every later occurrence of a case variant, not only the first', () => {
    expect(
      variants([
        '{ name: a, scope: withAny, tags: [Kiosk] }',
        '{ name: b, scope: withAny, tags: [kiosk] }',
        '{ name: c, scope: withAny, tags: [kiosk, Kiosk] }',
        '{ name: d, scope: withAny, tags: [kiosk] }',
      ]),
    ).toEqual([
      '7:47 tag "kiosk" differs only in case from "Kiosk" (tags.yaml:6:47)',
      '8:47 tag "kiosk" differs only in case from "Kiosk" (tags.yaml:6:47)',
      '9:47 tag "kiosk" differs only in case from "Kiosk" (tags.yaml:6:47)',
    ]);
  });

  it('reports surrounding space at every occurrence, and the trimmed spelling as seen first', () => {
    expect(
      variants([
        "{ name: a, scope: withAny, tags: [' kiosk'] }",
        "{ name: b, scope: withAny, tags: [' kiosk'] }",
        '{ name: c, scope: withAny, tags: [kiosk, Kiosk] }',
      ]),
    ).toEqual([
      '6:47 tag " kiosk" has surrounding space; it is read as "kiosk"',
      '7:47 tag " kiosk" has surrounding space; it is read as "kiosk"',
      '8:54 tag "Kiosk" differs only in case from "kiosk" (tags.yaml:6:47)',
    ]);
  });

  it('compares within an organization across networks, and says nothing of tags written alike', () => {
    expect(
      variants(
        ['{ name: a, scope: withAny, tags: [lab, ipad] }', '{ name: b, scope: withAny, tags: [lab] }'],
        ['{ name: a, scope: withAny, tags: [ipad, LAB] }', '{ name: b, scope: withAny, tags: [lab, ipad] }'],
      ),
    ).toEqual(['10:53 tag "LAB" differs only in case from "lab" (tags.yaml:6:47)']);
  });
});
