import { describe, expect, it } from 'vitest';
import { renderConfigYaml } from '../../src/export/index.js';

/** The house style of every file export and init write: modeline, header, quoted ids, flow-style tags. */

const render = (data: unknown, options: Partial<Parameters<typeof renderConfigYaml>[1]> = {}): string =>
  renderConfigYaml(data, { file: 'a.yaml', title: 'T', skipped: [], ...options });
const top = (schema: string, origin = 'Exported from the Dashboard'): string =>
  `# yaml-language-server: $schema=${schema}\n\n# T.\n# ${origin}; edit freely.\n\n`;
const DEFAULT = 'node_modules/smform/schemas/smform.schema.json';

describe('renderConfigYaml', () => {
  it('quotes the values of id keys, and writes tags and use (only) in flow style', () => {
    expect(
      render({
        id: 5,
        roleId: '7',
        network: 'N',
        smNetwork: 'S',
        groupPolicyId: '101',
        name: '101',
        tags: ['a', 'b'],
        use: ['x'],
        other: ['y'],
        tagsNot: 'z',
      }),
    ).toBe(
      `${top(DEFAULT)}id: 5\nroleId: '7'\nnetwork: 'N'\nsmNetwork: 'S'\ngroupPolicyId: '101'\nname: "101"\ntags: [a, b]\nuse: [x]\nother:\n  - y\ntagsNot: z\n`,
    );
  });

  it('never folds a long line, keeps a non-sequence tags value and an id key holding a map as they are', () => {
    const name = `${'x'.repeat(100)}${' y'.repeat(20)}`;
    expect(render({ name, tags: 'plain', id: { nested: '1' } })).toBe(
      `${top(DEFAULT)}name: ${name}\ntags: plain\nid:\n  nested: "1"\n`,
    );
  });

  it('makes the schema path relative to the file, keeps a URL of any scheme, and falls back to the path itself', () => {
    expect(render({ x: 1 }, { file: 'a/b/c.yaml', schemaPath: 's.json' })).toBe(
      `${top('../../s.json')}x: 1\n`,
    );
    expect(render({ x: 1 }, { file: 'orgs/a.yaml' })).toBe(`${top(`../${DEFAULT}`)}x: 1\n`);
    expect(render({ x: 1 }, { file: 'orgs/a.yaml', schemaPath: 'HTTPS://example.com/s.json' })).toBe(
      `${top('HTTPS://example.com/s.json')}x: 1\n`,
    );
    expect(render({ x: 1 }, { schemaPath: 'ftp://s' })).toBe(`${top('ftp://s')}x: 1\n`);
    // Only a scheme at the start makes a URL: these are paths, normalised.
    expect(render({ x: 1 }, { schemaPath: '1http://s' })).toBe(`${top('1http:/s')}x: 1\n`);
    expect(render({ x: 1 }, { file: 'orgs/a.yaml', schemaPath: 'x/y://z' })).toBe(
      `${top('../x/y:/z')}x: 1\n`,
    );
    // The schema is the file's own directory: the relative path is empty, so the path is kept.
    expect(render({ x: 1 }, { file: 'orgs/a.yaml', schemaPath: 'orgs' })).toBe(`${top('orgs')}x: 1\n`);
  });

  it('names the command or the origin given, and lists what was not exported on one line each', () => {
    expect(render({ x: 1 }, { command: 'smform export --org 1' })).toBe(
      `${top(DEFAULT, 'Exported from the Dashboard by `smform export --org 1`')}x: 1\n`,
    );
    expect(render({ x: 1 }, { origin: 'Made by hand', command: 'ignored' })).toBe(
      `${top(DEFAULT, 'Made by hand')}x: 1\n`,
    );
    expect(
      render(
        { x: 1 },
        {
          skipped: [
            { address: 'a\nb', reason: 'r\u001b' },
            { address: 'c', reason: 'd' },
          ],
        },
      ),
    ).toBe(
      `${top(DEFAULT)}# Not exported (they cannot be declared as they are, so they stay unmanaged):\n#   a\\nb: r\\u001b\n#   c: d\n\nx: 1\n`,
    );
  });
});
