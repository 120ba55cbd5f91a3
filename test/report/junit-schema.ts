/*
 * A strict reader of XML 1.0 (the subset JUnit files use: a prolog, elements, attributes, text, the
 * five named entities and character references) and a check against the common JUnit schema, the
 * Jenkins/Ant `junit-10.xsd`: which elements nest where, which attributes each may carry, which are
 * required, their types, and that a suite's counts match its test cases. No dependency: a test helper.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.-]*/;
/** Characters XML 1.0 forbids: C0 controls but tab and line ends, lone surrogates (a `u` regex sees pairs whole), U+FFFE/FFFF. */
// eslint-disable-next-line no-control-regex
const ILLEGAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/u;

function decode(raw: string, where: string): string {
  if (/[<]/.test(raw)) throw new Error(`raw < in ${where}`);
  return raw.replace(/&([^;]*);?/g, (whole, entity: string) => {
    if (!whole.endsWith(';')) throw new Error(`an unterminated entity in ${where}: ${whole}`);
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (named[entity] !== undefined) return named[entity];
    const code = /^#x([0-9a-fA-F]+)$/.exec(entity)?.[1] ?? /^#([0-9]+)$/.exec(entity)?.[1];
    if (code === undefined) throw new Error(`an unknown entity &${entity}; in ${where}`);
    const value = entity.startsWith('#x') ? parseInt(code, 16) : parseInt(code, 10);
    const char = String.fromCodePoint(value);
    if (ILLEGAL.test(char)) throw new Error(`a character reference XML forbids (&${entity};) in ${where}`);
    return char;
  });
}

/** Parses the document; throws on anything not well-formed. */
export function parseXml(text: string): XmlElement {
  if (ILLEGAL.test(text)) throw new Error(`a character XML forbids at ${ILLEGAL.exec(text)?.index ?? -1}`);
  let at = 0;
  const prolog = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(text);
  if (prolog === null) throw new Error('no XML declaration');
  at = prolog[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const chunk = text.slice(at, lt < 0 ? text.length : lt);
    const top = stack[stack.length - 1];
    if (top === undefined) {
      if (chunk.trim() !== '') throw new Error(`text outside the root element: ${chunk.slice(0, 40)}`);
    } else top.text += decode(chunk, `<${top.name}>`);
    if (lt < 0) break;
    if (text.startsWith('</', lt)) {
      const end = text.indexOf('>', lt);
      const name = text.slice(lt + 2, end).trim();
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      at = end + 1;
      continue;
    }
    let i = lt + 1;
    const name = NAME.exec(text.slice(i))?.[0];
    if (name === undefined) throw new Error(`a bad tag at ${lt}`);
    i += name.length;
    const element: XmlElement = { name, attributes: {}, children: [], text: '' };
    for (;;) {
      const space = /^\s*/.exec(text.slice(i))?.[0].length ?? 0;
      i += space;
      if (text.startsWith('/>', i) || text.startsWith('>', i)) break;
      if (space === 0) throw new Error(`no space before an attribute of <${name}>`);
      const attribute = /^([A-Za-z_][\w.-]*)="([^"]*)"/.exec(text.slice(i));
      if (attribute === null) throw new Error(`a bad attribute in <${name}> at ${i}`);
      const [whole, key = '', value = ''] = attribute;
      if (key in element.attributes) throw new Error(`a repeated attribute ${key} in <${name}>`);
      element.attributes[key] = decode(value, `${name}@${key}`);
      i += whole.length;
    }
    const parent = stack[stack.length - 1];
    if (parent === undefined) {
      if (root !== undefined) throw new Error('a second root element');
      root = element;
    } else parent.children.push(element);
    if (text.startsWith('/>', i)) at = i + 2;
    else {
      stack.push(element);
      at = i + 1;
    }
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1]?.name ?? ''}> is never closed`);
  if (root === undefined) throw new Error('no root element');
  return root;
}

type AttributeType = 'string' | 'int' | 'decimal' | 'timestamp';
interface ElementRule {
  required: Record<string, AttributeType>;
  optional: Record<string, AttributeType>;
  children: string[];
  text: boolean;
}

/** junit-10.xsd (Jenkins), element by element. */
const SCHEMA: Record<string, ElementRule> = {
  testsuites: {
    required: {},
    optional: {
      name: 'string',
      time: 'decimal',
      tests: 'int',
      failures: 'int',
      errors: 'int',
      disabled: 'int',
    },
    children: ['testsuite'],
    text: false,
  },
  testsuite: {
    required: { name: 'string', tests: 'int' },
    optional: {
      failures: 'int',
      errors: 'int',
      skipped: 'int',
      disabled: 'int',
      time: 'decimal',
      timestamp: 'timestamp',
      hostname: 'string',
      id: 'string',
      package: 'string',
      file: 'string',
      log: 'string',
      url: 'string',
      version: 'string',
    },
    children: ['properties', 'testcase', 'system-out', 'system-err'],
    text: false,
  },
  properties: { required: {}, optional: {}, children: ['property'], text: false },
  property: { required: { name: 'string', value: 'string' }, optional: {}, children: [], text: false },
  testcase: {
    required: { name: 'string' },
    optional: {
      classname: 'string',
      assertions: 'string',
      time: 'decimal',
      status: 'string',
      file: 'string',
      line: 'string',
    },
    children: ['skipped', 'error', 'failure', 'system-out', 'system-err'],
    text: false,
  },
  failure: { required: {}, optional: { message: 'string', type: 'string' }, children: [], text: true },
  error: { required: {}, optional: { message: 'string', type: 'string' }, children: [], text: true },
  skipped: { required: {}, optional: { message: 'string' }, children: [], text: true },
  'system-out': { required: {}, optional: {}, children: [], text: true },
  'system-err': { required: {}, optional: {}, children: [], text: true },
};

const TYPES: Record<AttributeType, RegExp> = {
  string: /^[\s\S]*$/,
  int: /^-?\d+$/,
  decimal: /^-?\d+(\.\d+)?$/,
  // xs:dateTime without a zone, as junit-10.xsd's ISO8601_DATETIME_PATTERN.
  timestamp: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/,
};

/** Every problem of the document against the schema and its counts; empty when it conforms. */
export function junitProblems(root: XmlElement): string[] {
  const problems: string[] = [];
  if (root.name !== 'testsuites') problems.push(`the root is <${root.name}>, not <testsuites>`);
  const visit = (element: XmlElement, path: string): void => {
    const rule = SCHEMA[element.name];
    if (rule === undefined) {
      problems.push(`${path}: <${element.name}> is not in the schema`);
      return;
    }
    for (const key of Object.keys(rule.required))
      if (!(key in element.attributes)) problems.push(`${path}: lacks the required ${key}`);
    for (const [key, value] of Object.entries(element.attributes)) {
      const type = rule.required[key] ?? rule.optional[key];
      if (type === undefined) problems.push(`${path}: the attribute ${key} is not in the schema`);
      else if (!TYPES[type].test(value)) problems.push(`${path}: ${key}="${value}" is not ${type}`);
    }
    if (!rule.text && element.text.trim() !== '') problems.push(`${path}: text where the schema allows none`);
    element.children.forEach((child, i) => {
      if (!rule.children.includes(child.name))
        problems.push(`${path}: <${child.name}> may not be in <${element.name}>`);
      visit(child, `${path}/${child.name}[${i}]`);
    });
    if (element.name === 'testsuite') {
      const cases = element.children.filter((c) => c.name === 'testcase');
      const with_ = (name: string): number =>
        cases.filter((c) => c.children.some((x) => x.name === name)).length;
      const counts: Array<[string, number]> = [
        ['tests', cases.length],
        ['failures', with_('failure')],
        ['errors', with_('error')],
        ['skipped', with_('skipped')],
      ];
      for (const [key, actual] of counts)
        if (key in element.attributes && Number(element.attributes[key]) !== actual)
          problems.push(`${path}: ${key}="${element.attributes[key]}" but ${actual} test cases`);
      // The schema orders properties first, then the test cases, then system-out and system-err.
      const order = element.children.map((c) => rule.children.indexOf(c.name));
      if (order.some((value, i) => i > 0 && value < (order[i - 1] ?? 0)))
        problems.push(`${path}: children out of order`);
    }
  };
  visit(root, root.name);
  return problems;
}
