import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { checkSchema } from '../../src/config/schema.js';
import { checkSchemaWith } from '../../src/config/schema-diagnostics.js';
import { parseYamlFile } from '../../src/config/yaml-document.js';

/** A small schema with one of each keyword the diagnostics word, compiled as the real validators are. */
const validate = new Ajv2020({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true }).compile(
  {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    required: ['name', 'scope'],
    properties: {
      name: { type: 'string', minLength: 1, pattern: '\\S' },
      scope: { enum: ['all', 'withAny', 'withAll'] },
      tags: { type: 'array', minItems: 1, items: { $ref: '#/$defs/tag' } },
      count: { type: 'integer', minimum: 0 },
      maxChangePercent: { type: 'number', minimum: 0, maximum: 100 },
      rate: { type: 'number', exclusiveMinimum: 0 },
      flag: { type: 'boolean' },
      nested: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          additionalProperties: false,
          properties: { x: { type: 'string' } },
        },
      },
      both: { type: ['string', 'number'] },
      list: { type: 'array', items: { type: 'string' } },
      anything: { type: 'object', properties: {}, additionalProperties: false },
      label: { type: 'string', pattern: '^[ -~]+$' },
      v2: { type: 'string' },
      '2v': { type: 'string' },
      closed: { type: 'object', additionalProperties: false },
      either: { type: ['object', 'array'] },
      entries: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string' } },
        },
      },
      sub: {
        type: 'object',
        required: ['withAny'],
        properties: { withAny: { type: 'string' }, mode: { enum: ['withAny'] } },
      },
    },
    $defs: { tag: { type: 'string', pattern: '^[^,]*\\S[^,]*$' } },
  },
);

const F = 'f.yaml';

function check(text: string, rangeHints?: Record<string, string>) {
  return checkSchemaWith(validate, parseYamlFile(text, F), rangeHints);
}

/** `path line:column code: message | hint` for each diagnostic. */
function lines(text: string, rangeHints?: Record<string, string>): string[] {
  return check(text, rangeHints).map(
    (d) => `${d.path} ${d.source?.line}:${d.source?.column} ${d.code}: ${d.message} | ${d.hint ?? '-'}`,
  );
}

const valid = 'name: a\nscope: all\n';

describe('checkSchemaWith', () => {
  it('reports nothing for a valid file', () => {
    expect(check(valid)).toEqual([]);
  });

  it('names an unknown key at the key, with a did-you-mean when one is close', () => {
    expect(check(`${valid}flga: true\n`)).toEqual([
      {
        severity: 'error',
        code: 'unknown-key',
        message: 'unknown key "flga"',
        hint: 'did you mean "flag"? allowed keys: name, scope, tags, count, maxChangePercent, rate, flag, nested, both, list, anything, label, v2, 2v, closed, either, entries, sub',
        path: 'flga',
        source: { file: F, line: 3, column: 1 },
      },
    ]);
    expect(lines(`${valid}zzzzzz: 1\nanything: {q: 1}\n`)).toEqual([
      'zzzzzz 3:1 unknown-key: unknown key "zzzzzz" | allowed keys: name, scope, tags, count, maxChangePercent, rate, flag, nested, both, list, anything, label, v2, 2v, closed, either, entries, sub',
      'anything.q 4:12 unknown-key: unknown key "q" | allowed keys: ',
    ]);
  });

  it('reports a misspelt required key once, as unknown, not also as missing', () => {
    expect(lines('name: a\nscpoe: all\n')).toEqual([
      'scpoe 2:1 unknown-key: unknown key "scpoe" | did you mean "scope"? allowed keys: name, scope, tags, count, maxChangePercent, rate, flag, nested, both, list, anything, label, v2, 2v, closed, either, entries, sub',
    ]);
    expect(lines('nested:\n  k:\n    y: 1\n    z: 2\n' + valid.replace('scope: all\n', ''))).toEqual([
      ' 1:1 missing-key: missing required key "scope" | add "scope:" to this entry',
      'nested.k.y 3:5 unknown-key: unknown key "y" | did you mean "x"? allowed keys: x',
      'nested.k.z 4:5 unknown-key: unknown key "z" | did you mean "x"? allowed keys: x',
    ]);
    // An unknown key close to a required one that is present does not hide another missing key.
    expect(lines('scope: all\nnme: a\nscpe: x\n')).toEqual([
      'nme 2:1 unknown-key: unknown key "nme" | did you mean "name"? allowed keys: name, scope, tags, count, maxChangePercent, rate, flag, nested, both, list, anything, label, v2, 2v, closed, either, entries, sub',
      'scpe 3:1 unknown-key: unknown key "scpe" | did you mean "scope"? allowed keys: name, scope, tags, count, maxChangePercent, rate, flag, nested, both, list, anything, label, v2, 2v, closed, either, entries, sub',
    ]);
  });

  it('names a missing required key at its mapping', () => {
    expect(check('flag: true\n')).toEqual([
      {
        severity: 'error',
        code: 'missing-key',
        message: 'missing required key "name"',
        hint: 'add "name:" to this entry',
        path: '',
        source: { file: F, line: 1, column: 1 },
      },
      {
        severity: 'error',
        code: 'missing-key',
        message: 'missing required key "scope"',
        hint: 'add "scope:" to this entry',
        path: '',
        source: { file: F, line: 1, column: 1 },
      },
    ]);
  });

  it('names a value outside an enum, with a did-you-mean for a string', () => {
    expect(check('name: a\nscope: withAnny\n')).toEqual([
      {
        severity: 'error',
        code: 'invalid-value',
        message: '"withAnny" is not a valid scope',
        hint: 'did you mean "withAny"? allowed: all, withAny, withAll',
        path: 'scope',
        source: { file: F, line: 2, column: 8 },
      },
    ]);
    expect(lines('name: a\nscope: 7\n')).toEqual([
      'scope 2:8 invalid-value: 7 is not a valid scope | allowed: all, withAny, withAll',
    ]);
    expect(lines('name: a\nscope: nothing\n')).toEqual([
      'scope 2:8 invalid-value: "nothing" is not a valid scope | allowed: all, withAny, withAll',
    ]);
  });

  it('words a wrong type in YAML terms, with how to write it', () => {
    expect(lines(`${valid}count: x\n`)).toEqual([
      'count 3:8 wrong-type: must be a whole number, not the string "x" | write a plain integer',
    ]);
    expect(lines(`${valid}tags: x\n`)).toEqual([
      'tags 3:7 wrong-type: must be a list, not the string "x" | write a list: tags: [a, b] or one "- item" per line',
    ]);
    expect(lines(`${valid}nested: [a]\n`)).toEqual([
      'nested 3:9 wrong-type: must be a mapping, not a list | write a mapping of "key: value" lines, indented under this key',
    ]);
    expect(lines(`${valid}flag: "yes"\n`)).toEqual([
      'flag 3:7 wrong-type: must be a boolean, not the string "yes" | write flag: true or flag: false (unquoted)',
    ]);
    expect(lines(`${valid}rate: {a: b}\n`)).toEqual([
      'rate 3:7 wrong-type: must be a number, not a mapping | write a plain number',
    ]);
    expect(lines(`${valid}both: true\n`)).toEqual([
      'both 3:7 wrong-type: must be a string or number, not a boolean (true) | write a plain string or number',
    ]);
  });

  it('tells how to quote a number or boolean where a string belongs, in a mapping or a list', () => {
    expect(lines('name: 5\nscope: all\n')).toEqual([
      'name 1:7 wrong-type: must be a string, not a number (5) | quote it: name: "5"',
    ]);
    expect(lines('name: true\nscope: all\n')).toEqual([
      'name 1:7 wrong-type: must be a string, not a boolean (true) | quote it: name: "true"',
    ]);
    expect(lines(`${valid}list: [a, 12]\n`)).toEqual([
      'list[1] 3:11 wrong-type: must be a string, not a number (12) | quote it: "12"',
    ]);
    expect(lines(`${valid}list: [[a]]\n`)).toEqual([
      'list[0] 3:8 wrong-type: must be a string, not a list | quote it: "..."',
    ]);
    expect(lines(`${valid}nested: {k: {x: [1]}}\n`)).toEqual([
      'nested.k.x 3:17 wrong-type: must be a string, not a list | quote it: x: "..."',
    ]);
  });

  it('describes a null as empty', () => {
    expect(lines(`${valid}flag: null\n`)).toEqual([
      'flag 3:7 wrong-type: must be a boolean, not empty (null) | write flag: true or flag: false (unquoted)',
    ]);
    expect(lines(`${valid}tags:\n`)).toEqual([
      'tags 3:6 wrong-type: must be a list, not empty (null) | write a list: tags: [a, b] or one "- item" per line',
    ]);
  });

  it('words a blank name, a bad tag and an invisible character', () => {
    // minLength and pattern both fail: one diagnostic, not two with the same words.
    expect(lines('name: ""\nscope: all\n')).toEqual([
      'name 1:7 invalid-value: "" must not be empty or blank | -',
    ]);
    expect(lines('name: "  "\nscope: all\n')).toEqual([
      'name 1:7 invalid-value: "  " must not be empty or blank | -',
    ]);
    expect(lines(`${valid}tags: [ok, " "]\n`)).toEqual([
      'tags[1] 3:12 invalid-value: tag " " must have a non-space character and no commas | -',
    ]);
    expect(lines(`${valid}label: "a\\u200bb"\n`)).toEqual([
      'label 3:8 invalid-value: "a\\u200bb" contains the control or invisible character \\u200b (character 2): names, tags, labels and ids must be plain text | -',
    ]);
  });

  it('words a number out of range with the range', () => {
    expect(lines(`${valid}count: -1\n`)).toEqual([
      'count 3:8 invalid-value: count must be >= 0 | a number of 0 or more',
    ]);
    expect(lines(`${valid}maxChangePercent: 101\n`)).toEqual([
      'maxChangePercent 3:19 invalid-value: maxChangePercent must be <= 100 | a percentage from 0 to 100',
    ]);
    expect(lines(`${valid}rate: 0\n`)).toEqual([
      'rate 3:7 invalid-value: rate must be > 0 | a number of 0 or more',
    ]);
    expect(lines(`${valid}rate: 0\n`, { rate: 'per second, more than 0' })).toEqual([
      'rate 3:7 invalid-value: rate must be > 0 | per second, more than 0',
    ]);
  });

  it('words any other violation with the field and the rule', () => {
    expect(lines(`${valid}tags: []\n`)).toEqual([
      'tags 3:7 schema: tags must NOT have fewer than 1 items | -',
    ]);
  });

  it('reads a JSON pointer with escaped slashes and tildes back into keys', () => {
    expect(lines(`${valid}nested:\n  a/b~c:\n    x: 1\n`)).toEqual([
      'nested.a/b~c.x 5:8 wrong-type: must be a string, not a number (1) | quote it: x: "1"',
    ]);
  });
});

describe('checkSchemaWith, at the edges', () => {
  it('names a misspelt required key in a list entry once, as unknown', () => {
    expect(lines(`${valid}entries: [{id: "1"}, {ij: "2"}]\n`)).toEqual([
      'entries[1].ij 3:23 unknown-key: unknown key "ij" | did you mean "id"? allowed keys: id',
    ]);
  });

  it('does not take the did-you-mean of an invalid value for a misspelt key', () => {
    expect(lines(`${valid}sub: {mode: withAnny}\n`)).toEqual([
      'sub 3:6 missing-key: missing required key "withAny" | add "withAny:" to this entry',
      'sub.mode 3:13 invalid-value: "withAnny" is not a valid mode | did you mean "withAny"? allowed: withAny',
    ]);
  });

  it('names the file for a violation of the whole mapping', () => {
    expect(check('{}\n')).toContainEqual({
      severity: 'error',
      code: 'schema',
      message: 'file must NOT have fewer than 1 properties',
      path: '',
      source: { file: F, line: 1, column: 1 },
    });
  });

  it('lists no allowed keys for a mapping that allows none', () => {
    expect(lines(`${valid}closed: {a: 1}\n`)).toEqual([
      'closed.a 3:10 unknown-key: unknown key "a" | allowed keys: ',
    ]);
  });

  it('quotes with the key for any key, even one with digits, and without it for a list index of any length', () => {
    expect(lines(`${valid}v2: 5\n"2v": 6\nlist: [a, a, a, a, a, a, a, a, a, a, 7]\n`)).toEqual([
      'list[10] 5:38 wrong-type: must be a string, not a number (7) | quote it: "7"',
      'v2 3:5 wrong-type: must be a string, not a number (5) | quote it: v2: "5"',
      '2v 4:7 wrong-type: must be a string, not a number (6) | quote it: 2v: "6"',
    ]);
  });

  it('writes "an" before a type that starts with a vowel', () => {
    expect(lines(`${valid}either: 5\n`)).toEqual([
      'either 3:9 wrong-type: must be an object or array, not a number (5) | write a plain object or array',
    ]);
  });
});

describe('checkSchema', () => {
  it('checks a config file against the committed schema', () => {
    const file = parseYamlFile('organizations:\n  - id: "1"\n    nme: x\n', F);
    expect(checkSchema(file).map((d) => `${d.path} ${d.code}`)).toEqual(['organizations[0].nme unknown-key']);
    expect(checkSchema(parseYamlFile('organizations: []\n', F))).toEqual([]);
  });
});
