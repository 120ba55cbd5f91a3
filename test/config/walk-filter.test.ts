import { describe, expect, it } from 'vitest';
import { isIgnored, notConfigReason, parseIgnoreFile } from '../../src/config/walk-filter.js';

const NOT_CONFIG = 'no organizations: key';

describe('notConfigReason: which walked YAML files are config', () => {
  it('skips YAML whose top-level keys are not the config schema', () => {
    expect(notConfigReason('site_name: Docs\nnav:\n  - index.md\n')).toBe(NOT_CONFIG);
    expect(notConfigReason('repos:\n  - repo: local\n')).toBe(NOT_CONFIG);
    expect(notConfigReason('')).toBe(NOT_CONFIG);
    expect(notConfigReason('# a comment\n')).toBe(NOT_CONFIG);
  });

  it('reads a top-level key of the schema, plain, quoted or followed by spaces, as config', () => {
    expect(notConfigReason('organizations:\n  - id: "1"\n')).toBeUndefined();
    expect(notConfigReason('templates: {}\n')).toBeUndefined();
    expect(notConfigReason('site: x\norganizations: []\n')).toBeUndefined();
    expect(notConfigReason('"organizations": []\n')).toBeUndefined();
    expect(notConfigReason("'organizations': []\n")).toBeUndefined();
    expect(notConfigReason('organizations  : []\n')).toBeUndefined();
    expect(notConfigReason('organizations:\r\n  - id: "1"\r\n')).toBeUndefined();
    expect(notConfigReason('organizations:\t[]\n')).toBeUndefined();
  });

  it('reads a key close to one of the schema as config, so that the typo is reported', () => {
    expect(notConfigReason('organisations:\n  - id: "1"\n')).toBeUndefined();
    expect(notConfigReason('Organizations:\n')).toBeUndefined();
    expect(notConfigReason('templtes: {}\n')).toBeUndefined();
  });

  it('does not take an indented key, a list item, a comment or a colon without a space for a top-level key', () => {
    expect(notConfigReason('site: x\n  organizations: []\n')).toBe(NOT_CONFIG);
    expect(notConfigReason('- organizations: []\n')).toBe(NOT_CONFIG);
    expect(notConfigReason('# organizations: []\n')).toBe(NOT_CONFIG);
    expect(notConfigReason('organizations:x\n')).toBe(NOT_CONFIG);
    expect(notConfigReason('? organizations\n: []\n')).toBe(NOT_CONFIG);
    expect(notConfigReason('a#organizations: x\n')).toBe(NOT_CONFIG);
    expect(notConfigReason('"organizations\n')).toBe(NOT_CONFIG);
    expect(notConfigReason(' organizations: []\n')).toBe(NOT_CONFIG);
  });

  it('reads a flow mapping at the top as config (its keys are not read line by line)', () => {
    expect(notConfigReason('{site: x}\n')).toBeUndefined();
    expect(notConfigReason('site: x\n{a: b}\n')).toBeUndefined();
    expect(notConfigReason(' {site: x}\n')).toBe(NOT_CONFIG);
  });

  it("reads a file whose leading comments name smform's schema as config, whatever its keys", () => {
    const modeline = '# yaml-language-server: $schema=../schemas/smform.schema.json\n';
    expect(notConfigReason(`${modeline}site: x\n`)).toBeUndefined();
    expect(notConfigReason(`\n  \n# first\n${modeline}site: x\n`)).toBeUndefined();
    expect(notConfigReason('#yaml-language-server:   $schema=smform.schema.json\nsite: x\n')).toBeUndefined();
    expect(
      notConfigReason('# yaml-language-server: $schema=C:\\s\\smform.schema.json\nsite: x\n'),
    ).toBeUndefined();
    expect(
      notConfigReason('  # yaml-language-server: $schema=smform.schema.json\nsite: x\n'),
    ).toBeUndefined();
  });

  it('looks for the modeline only in the leading comments, and only for a file named smform.schema.json', () => {
    expect(notConfigReason('site: x\n# yaml-language-server: $schema=smform.schema.json\n')).toBe(NOT_CONFIG);
    expect(notConfigReason('# yaml-language-server: $schema=../seed.schema.json\nsite: x\n')).toBe(
      NOT_CONFIG,
    );
    expect(notConfigReason('# yaml-language-server: $schema=my-smform.schema.json\nsite: x\n')).toBe(
      NOT_CONFIG,
    );
    expect(notConfigReason('# yaml-language-server: $schema=smform.schema.json.bak\nsite: x\n')).toBe(
      NOT_CONFIG,
    );
    // The first modeline decides; a later one is not read.
    expect(
      notConfigReason(
        '# yaml-language-server: $schema=seed.schema.json\n# yaml-language-server: $schema=smform.schema.json\nsite: x\n',
      ),
    ).toBe(NOT_CONFIG);
    expect(notConfigReason('# yaml-language-server: $schema=\nsite: x\n')).toBe(NOT_CONFIG);
  });
});

/** The paths among `paths` that `.smformignore` text leaves out. */
function ignoredOf(ignoreFile: string, paths: string[]): string[] {
  const rules = parseIgnoreFile(ignoreFile);
  return paths.filter((path) => isIgnored(rules, path));
}

describe('.smformignore', () => {
  it('reads nothing from blank lines and comments', () => {
    expect(parseIgnoreFile('\n   \n# a.yaml\n\r\n')).toEqual([]);
    expect(parseIgnoreFile('!\n/\n!/\n')).toEqual([]);
  });

  it('reads a line into whether it is negated, whether it names directories, and its pattern', () => {
    const [plain, negated, directory] = parseIgnoreFile('a.yaml  \r\n!b.yaml\ndrafts/\n');
    expect(plain).toMatchObject({ negated: false, directory: false });
    expect(negated).toMatchObject({ negated: true, directory: false });
    expect(directory).toMatchObject({ negated: false, directory: true });
    expect(parseIgnoreFile('a.yaml\n!b.yaml\ndrafts/\n')).toHaveLength(3);
    // Trailing spaces and a CR are not part of the pattern; spaces inside it are.
    expect(ignoredOf('my file.yaml \n', ['my file.yaml', 'myfile.yaml', 'my'])).toEqual(['my file.yaml']);
    expect(ignoredOf('a.yaml  \r\nb.yaml\t\n', ['a.yaml', 'b.yaml', 'c.yaml'])).toEqual(['a.yaml', 'b.yaml']);
  });

  it('matches a name without a slash at any depth, and only the whole name', () => {
    const paths = ['a.yaml', 'x/a.yaml', 'x/y/a.yaml', 'ba.yaml', 'a.yaml.bak', 'aXyaml', 'a.yaml/b.yaml'];
    expect(ignoredOf('a.yaml', paths)).toEqual(['a.yaml', 'x/a.yaml', 'x/y/a.yaml', 'a.yaml/b.yaml']);
  });

  it('matches a pattern with a slash from the root only; a leading slash anchors too', () => {
    const paths = ['x/a.yaml', 'y/x/a.yaml', 'a.yaml'];
    expect(ignoredOf('x/a.yaml', paths)).toEqual(['x/a.yaml']);
    expect(ignoredOf('/a.yaml', paths)).toEqual(['a.yaml']);
  });

  it('reads * as any run of characters but a slash, ? as one of them', () => {
    const paths = ['a.yaml', 'ab.yaml', 'abc.yaml', 'x/ab.yaml', 'a/b.yaml', '.yaml'];
    expect(ignoredOf('a*.yaml', paths)).toEqual(['a.yaml', 'ab.yaml', 'abc.yaml', 'x/ab.yaml']);
    expect(ignoredOf('a?.yaml', paths)).toEqual(['ab.yaml', 'x/ab.yaml']);
    expect(ignoredOf('x/*', paths)).toEqual(['x/ab.yaml']);
    expect(ignoredOf('/*.yaml', paths)).toEqual(['a.yaml', 'ab.yaml', 'abc.yaml', '.yaml']);
  });

  it('reads ** as any number of directories, or anything', () => {
    const paths = [
      'a.yaml',
      'x/a.yaml',
      'x/y/a.yaml',
      'drafts/a.yaml',
      'drafts/x/y.yaml',
      'b.yaml',
      'ba.yaml',
      'x/ba.yaml',
    ];
    expect(ignoredOf('**/a.yaml', paths)).toEqual(['a.yaml', 'x/a.yaml', 'x/y/a.yaml', 'drafts/a.yaml']);
    expect(ignoredOf('x/**/a.yaml', paths)).toEqual(['x/a.yaml', 'x/y/a.yaml']);
    expect(ignoredOf('drafts/**', paths)).toEqual(['drafts/a.yaml', 'drafts/x/y.yaml']);
    expect(ignoredOf('/**.yaml', ['a.yaml', 'x/y/a.yaml', 'a.yml'])).toEqual(['a.yaml', 'x/y/a.yaml']);
  });

  it('takes the other characters literally', () => {
    const paths = ['a.yaml', 'aXyaml', 'a+b.yaml', 'aab.yaml', '(x).yaml', 'x.yaml', 'a$.yaml', 'a.yaml$'];
    expect(ignoredOf('a.yaml', paths)).toEqual(['a.yaml']);
    expect(ignoredOf('a+b.yaml', paths)).toEqual(['a+b.yaml']);
    expect(ignoredOf('(x).yaml', paths)).toEqual(['(x).yaml']);
    expect(ignoredOf('a$.yaml', paths)).toEqual(['a$.yaml']);
    expect(ignoredOf('[ab].yaml', ['[ab].yaml', 'a.yaml'])).toEqual(['[ab].yaml']);
    expect(ignoredOf('a\\b.yaml', ['a\\b.yaml', 'ab.yaml'])).toEqual(['a\\b.yaml']);
    expect(ignoredOf('{a}.yaml', ['{a}.yaml', 'a.yaml'])).toEqual(['{a}.yaml']);
    expect(ignoredOf('^a|b.yaml', ['^a|b.yaml', 'a', 'b.yaml'])).toEqual(['^a|b.yaml']);
  });

  it('leaves out a directory with all it holds; a trailing slash matches directories only', () => {
    const paths = ['drafts/a.yaml', 'x/drafts/b.yaml', 'drafts', 'drafts.yaml', 'x/drafts'];
    expect(ignoredOf('drafts/', paths)).toEqual(['drafts/a.yaml', 'x/drafts/b.yaml']);
    expect(ignoredOf('drafts', paths)).toEqual(['drafts/a.yaml', 'x/drafts/b.yaml', 'drafts', 'x/drafts']);
    expect(ignoredOf('/drafts/', paths)).toEqual(['drafts/a.yaml']);
    expect(ignoredOf('/drafts/', ['drafts/x/b.yaml', 'x/drafts/b.yaml'])).toEqual(['drafts/x/b.yaml']);
    expect(ignoredOf('x/drafts/', paths)).toEqual(['x/drafts/b.yaml']);
  });

  it('takes a path back in with !, the last matching line winning', () => {
    const paths = ['a.yaml', 'b.yaml', 'keep.yaml', 'drafts/keep.yaml', 'drafts/x.yaml'];
    expect(ignoredOf('*.yaml\n!keep.yaml\n', paths)).toEqual(['a.yaml', 'b.yaml', 'drafts/x.yaml']);
    expect(ignoredOf('!keep.yaml\n*.yaml\n', paths)).toEqual(paths);
    expect(ignoredOf('drafts/\n!drafts/keep.yaml\n', paths)).toEqual(['drafts/x.yaml']);
    expect(ignoredOf('!a.yaml\n', paths)).toEqual([]);
    expect(ignoredOf('', paths)).toEqual([]);
  });
});
