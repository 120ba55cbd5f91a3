import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriftReport } from '../../src/drift/index.js';
import type { Seed } from '../../src/emulator/index.js';
import type { Plan } from '../../src/model/plan.js';
import { escapeControls } from '../../src/text/terminal-escape.js';
import { smform } from '../cli/run-in-process.js';
import { NAMES } from '../reliability/hostile-probes.js';
import { junitProblems, parseXml, type XmlElement } from './junit-schema.js';

/* `--junit FILE` of validate, plan and drift: valid against the common JUnit schema, one case per object. */

const SEED: Seed = {
  organizations: [
    {
      id: '7001',
      name: 'Fleet',
      adminRoles: [{ roleId: 'r1', name: 'Old <role> & "co"', scope: 'some', tags: ['x'] }],
      networks: [
        {
          id: 'N_1',
          name: 'One',
          targetGroups: NAMES.slice(0, 12).map((name, i) => ({
            id: `t${i}`,
            name,
            scope: 'withAny',
            tags: [`t${i}`],
          })),
        },
      ],
    },
  ],
};

const CONFIG = `organizations:
  - id: "7001"
    policy: { prune: true, maxChangePercent: 100 }
    adminRoles:
      - { name: Good, scope: some, tags: [good] }
    networks:
      - id: N_1
        policy: { prune: true, maxChangePercent: 100 }
        targetGroups:
          - { name: Good, scope: withAny, tags: [good] }
`;

let dir = '';

function conforming(text: string): XmlElement {
  const root = parseXml(text);
  expect(junitProblems(root)).toEqual([]);
  return root;
}

const cases = (root: XmlElement): XmlElement[] =>
  root.children.flatMap((suite) => suite.children.filter((c) => c.name === 'testcase'));
const failing = (root: XmlElement, what: string): XmlElement[] =>
  cases(root).filter((c) => c.children.some((child) => child.name === what));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'smform-junit-'));
  await writeFile(join(dir, 'seed.json'), JSON.stringify(SEED));
  await writeFile(join(dir, 'config.yaml'), CONFIG);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the JUnit schema check itself', () => {
  it('accepts a minimal conforming document and names what a bad one gets wrong', () => {
    const good = `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="s" tests="1" failures="1"><testcase name="a"><failure message="m">x &amp; y</failure></testcase></testsuite></testsuites>\n`;
    expect(junitProblems(parseXml(good))).toEqual([]);
    expect(() => parseXml(good.replace('&amp;', '&'))).toThrow(/entity/);
    expect(() => parseXml(good.replace('</testcase>', ''))).toThrow(/closes/);
    expect(() => parseXml(good.replace('x &amp;', 'x \u001b'))).toThrow(/forbids/);
    expect(junitProblems(parseXml(good.replace('failures="1"', 'failures="2"')))).toEqual([
      'testsuites/testsuite[0]: failures="2" but 1 test cases',
    ]);
    expect(junitProblems(parseXml(good.replace('<testcase name="a">', '<testcase id="a">')))).toEqual([
      'testsuites/testsuite[0]/testcase[0]: lacks the required name',
      'testsuites/testsuite[0]/testcase[0]: the attribute id is not in the schema',
    ]);
    expect(junitProblems(parseXml(good.replace('tests="1"', 'tests="one"')))).toContain(
      'testsuites/testsuite[0]: tests="one" is not int',
    );
  });
});

describe('--junit FILE', () => {
  it('validate: one case per finding, errors as error elements, a passing case per clean file', async () => {
    await writeFile(
      join(dir, 'bad.yaml'),
      'organizations:\n  - id: "1"\n    adminRoles:\n      - { name: A, scope: sideways, tags: [a] }\n',
    );
    const bad = await smform(['validate', 'bad.yaml', 'config.yaml', '--junit', 'validate.xml'], {
      cwd: dir,
    });
    expect(bad.code).toBe(3);
    const root = conforming(await readFile(join(dir, 'validate.xml'), 'utf8'));
    const errors = failing(root, 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((c) => c.attributes['classname'] === 'smform.validate.bad_yaml')).toBe(true);
    expect(
      cases(root)
        .filter((c) => c.attributes['name'] === 'valid')
        .map((c) => c.attributes['classname']),
    ).toEqual(['smform.validate.config_yaml']);
    const good = await smform(['validate', 'config.yaml', '--junit', 'ok.xml'], { cwd: dir });
    expect(good.code).toBe(0);
    expect(failing(conforming(await readFile(join(dir, 'ok.xml'), 'utf8')), 'error')).toEqual([]);
  });

  it('plan: one case per object, a refused change fails its case, hostile names escaped', async () => {
    const run = await smform(
      ['--emulator', 'seed.json', 'plan', 'config.yaml', '--out', 'plan.json', '--junit', 'plan.xml'],
      { cwd: dir },
    );
    expect(run.code).toBe(4);
    const plan = JSON.parse(await readFile(join(dir, 'plan.json'), 'utf8')) as Plan;
    const text = await readFile(join(dir, 'plan.xml'), 'utf8');
    const root = conforming(text);
    const objects = root.children.filter(
      (suite) => suite.attributes['name'] === 'smform plan: organization 7001',
    );
    expect(
      cases({ ...root, children: objects })
        .map((c) => c.attributes['name'])
        .sort(),
    ).toEqual(
      [...plan.changes.map((c) => c.address), ...plan.unmanaged.map((u) => u.address)]
        .map(escapeControls)
        .sort(),
    );
    const deletes = plan.changes.filter((c) => c.action === 'delete').map((c) => escapeControls(c.address));
    expect(deletes.length).toBe(13);
    expect(
      failing(root, 'failure')
        .map((c) => c.attributes['name'])
        .sort(),
    ).toEqual(deletes.sort());
    expect(failing(root, 'failure')[0]?.children[0]?.attributes['type']).toBe('delete');
    expect(root.attributes['failures']).toBe('13');
    // The planner's warnings (tags that match no device) are cases of their own, passing, in the config suite.
    const config = root.children.find((suite) => suite.attributes['name'] === 'smform plan: config');
    expect(config?.children.map((c) => c.attributes['name'])).toContain('tag-matches-no-device at 10:13');
  });

  it('drift: one case per object, drifted, missing and pruned objects fail', async () => {
    const run = await smform(
      ['--emulator', 'seed.json', 'drift', 'config.yaml', '--output', 'json', '--junit', 'drift.xml'],
      { cwd: dir },
    );
    expect(run.code).toBe(2);
    const report = JSON.parse(run.stdout) as DriftReport;
    const root = conforming(await readFile(join(dir, 'drift.xml'), 'utf8'));
    expect(cases(root)).toHaveLength(report.objects.length);
    const drifting = report.objects.filter(
      (o) => o.status === 'drifted' || o.status === 'missing' || o.pruned === true,
    );
    expect(failing(root, 'failure')).toHaveLength(drifting.length);
    expect(root.children.map((s) => s.attributes['name'])).toEqual(['smform drift: organization 7001']);
    // A failure says why and shows the object's fields as the drift report's diff does.
    const failure = (name: string) =>
      cases(root)
        .find((c) => c.attributes['name'] === name)
        ?.children.find((child) => child.name === 'failure');
    expect(failure('org/7001/adminRole/Good')?.text).toBe(
      'declared, not in the Dashboard\n+    name: Good\n+    scope: some\n+    tags: +{good}',
    );
    expect(failure('org/7001/adminRole/Old <role> & "co"')?.text).toBe(
      'not declared: the next apply deletes it',
    );
  });
});
