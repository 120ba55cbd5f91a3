import { describe, expect, it } from 'vitest';
import { scaffoldRepository } from '../../src/export/index.js';
import { workflowWithAction } from '../../src/export/scaffold-action.js';

/*
 * scaffoldRepository is pure: what `smform init` writes, as files. Exact texts, so a changed README step, a
 * package.json without the pinned version or a workflow that still installs with npm shows here in-process.
 */

const NPM_INSTALL = [
  '      - uses: actions/setup-node@v4',
  '        with:',
  '          node-version: 22',
  '          cache: npm',
  '      - run: npm ci',
  '',
].join('\n');
const PLAN = `jobs:\n  plan:\n    steps:\n${NPM_INSTALL}      - run: npx smform plan\n`;
const lines = (...parts: string[]): string => `${parts.join('\n')}\n`;

const README_TOP = (origin: string): string[] => [
  '# Meraki Systems Manager policy',
  '',
  'This repository holds the desired state of our Systems Manager target groups, limited-access admin roles',
  `and sentry policy assignments, managed with [smform](https://www.npmjs.com/package/smform). ${origin}`,
  '',
  '## Layout',
  '',
  '- `orgs/*.yaml`: one file per organization (admin roles, sentry policy assignments, ownership policy).',
  '- `networks/*.yaml`: one file per network (target groups).',
  '- `.github/workflows/`: `plan.yml` comments the plan on every pull request, `apply.yml` applies the',
  '  reviewed plan after merge, `drift.yml` reports changes made outside Git every night.',
  '',
  '## Setup',
  '',
];
const README_END = [
  'Open a pull request; the plan appears as a comment and is updated on every push. Merging applies exactly',
  'that plan. If the Dashboard changed in between, the apply job stops with exit 5 and applies nothing:',
  'open a pull request from `main` (an empty commit will do) and merge its plan. A plan that deletes needs the pull request label `smform:allow-delete`;',
  'one the safety rules refuse needs `smform:force`.',
  '',
  'The pull-request plan reads only the scopes whose config changed since the last commit the apply job',
  'applied (`--changed-since refs/smform/applied`, a ref the apply job pushes after each successful apply), so',
  'a change merged but not applied is planned again by the next pull request; before the first apply it plans',
  'every scope. The nightly drift job reads them all. Set the repository variable `SMFORM_FULL_PLAN` to',
  '`true` to plan every scope on every pull request.',
];
const STEPS_NPM = [
  '1. `npm install` once and commit `package-lock.json` (the workflows run `npm ci`).',
  '2. Add the repository secret `MERAKI_DASHBOARD_API_KEY` (Settings > Secrets and variables > Actions).',
  '3. Protect `main`: changes arrive through pull requests only.',
];
const DAY_TO_DAY_NPM = [
  '## Day to day',
  '',
  '```sh',
  'npx smform validate            # offline: YAML, schema and rules',
  'npx smform plan                # what would change (needs MERAKI_DASHBOARD_API_KEY)',
  "npx smform drift               # what changed in the Dashboard behind Git's back",
  '```',
  '',
];
const PACKAGE = (spec: string): string =>
  lines(
    '{',
    '  "private": true,',
    '  "description": "Meraki Systems Manager policy as code",',
    '  "scripts": {',
    '    "validate": "smform validate",',
    '    "plan": "smform plan",',
    '    "drift": "smform drift"',
    '  },',
    '  "devDependencies": {',
    `    "smform": "${spec}"`,
    '  }',
    '}',
  );
const GITIGNORE = lines(
  'node_modules/',
  '.smform/',
  'plan.json',
  'restore.json',
  'comment.md',
  'drift.md',
  'live.json',
);

const STARTER = lines(
  '# yaml-language-server: $schema=../node_modules/smform/schemas/smform.schema.json',
  '',
  '# A first organization: replace the id with yours, then uncomment what you want smform to manage.',
  '# Written by `smform init` as a starting point; edit freely.',
  '',
  'organizations:',
  "  - id: '000000'",
  '    name: My Organization',
  '    # Admin roles are managed, none declared yet: a plan lists the live ones as unmanaged (?)',
  '    # and, with prune: false (the default), never deletes them. Declare the ones to manage here.',
  '    adminRoles: []',
  '    networks: []',
  '    # policy:',
  '    #   prune: false            # undeclared live objects are reported as unmanaged, never deleted',
  "    #   ignore: ['Legacy *']    # name globs neither managed nor reported",
  '    # adminRoles:               # limited-access admin roles, in place of the [] above',
  '    #   - name: Helpdesk',
  '    #     scope: some           # all_tags | some | without_all_tags | without_some',
  '    #     tags: [helpdesk]',
  '    # sentryPolicies:           # highest priority FIRST; absent = sentry assignments not managed',
  "    #   - network: 'N_1234'",
  '    #     policies:',
  "    #       - smNetwork: 'N_5678'",
  "    #         groupPolicyId: '101'",
  '    #         scope: withAny      # all | none | withAny | withAll | withoutAny | withoutAll',
  '    #         tags: [byod]',
  '    # networks:                 # one file per network in networks/ keeps reviews small',
  "    #   - id: 'N_5678'",
  '    #     targetGroups:',
  '    #       - name: Kiosks',
  '    #         scope: withAll',
  '    #         tags: [kiosk, ipad]',
);

describe('scaffoldRepository', () => {
  it('writes the commented starter, the workflows in name order, a README, package.json pinning the version and .gitignore', () => {
    const files = scaffoldRepository({
      toolVersion: '1.2.3',
      workflows: { 'plan.yml': PLAN, 'apply.yml': 'a\n' },
    });
    expect(files).toEqual([
      { path: 'orgs/my-organization.yaml', text: STARTER },
      { path: '.github/workflows/apply.yml', text: 'a\n' },
      { path: '.github/workflows/plan.yml', text: PLAN },
      {
        path: 'README.md',
        text: lines(
          ...README_TOP(
            'It starts from a commented example in `orgs/`: put your organization id in it first.',
          ),
          ...STEPS_NPM,
          '',
          '## How smform is installed',
          '',
          '`package.json` pins smform 1.2.3: the version that ran `smform init`. `npm install`',
          'records it in `package-lock.json`; commit both, and `npm ci` in the workflows installs exactly that. To move',
          'to another version: `npm install --save-dev smform@VERSION` and commit both files. If npm answers 404 for',
          'it (a build not published on the npm registry), name the build itself: `npm install --save-dev SPEC` with a',
          'tarball, a git URL or a path (what `smform init --smform-spec SPEC` writes).',
          '',
          ...DAY_TO_DAY_NPM,
          ...README_END,
        ),
      },
      { path: 'package.json', text: PACKAGE('1.2.3') },
      { path: '.gitignore', text: GITIGNORE },
    ]);
    // In name order whatever order they come in.
    const order = scaffoldRepository({
      toolVersion: '1',
      workflows: { 'drift.yml': 'd\n', 'plan.yml': 'p\n', 'apply.yml': 'a\n' },
    }).map((file) => file.path);
    expect(order.filter((path) => path.startsWith('.github/'))).toEqual([
      '.github/workflows/apply.yml',
      '.github/workflows/drift.yml',
      '.github/workflows/plan.yml',
    ]);
    // An export with no files is no export: the starter is written.
    expect(scaffoldRepository({ toolVersion: '1', workflows: {}, config: [] })[0]?.path).toBe(
      'orgs/my-organization.yaml',
    );
  });

  it('starts from an export and installs the spec given, when there is one', () => {
    const config = [
      { path: 'orgs/42.yaml', text: 'x\n' },
      { path: 'networks/N_1.yaml', text: 'y\n' },
    ];
    const files = scaffoldRepository({
      toolVersion: '1.2.3',
      smformSpec: 'file:../smform.tgz',
      orgId: '42',
      config,
      workflows: { 'plan.yml': PLAN },
    });
    expect(files.map((file) => file.path)).toEqual([
      'orgs/42.yaml',
      'networks/N_1.yaml',
      '.github/workflows/plan.yml',
      'README.md',
      'package.json',
      '.gitignore',
    ]);
    expect(files[4]?.text).toBe(PACKAGE('file:../smform.tgz'));
    expect(files[3]?.text).toBe(
      lines(
        ...README_TOP(
          'It starts from an export of organization 42 (`smform export --org 42`), so the first plan is empty.',
        ),
        ...STEPS_NPM,
        '',
        '## How smform is installed',
        '',
        '`package.json` installs smform from `file:../smform.tgz`, as `smform init --smform-spec` named it',
        '(smform 1.2.3 wrote this repository). `npm install` records what it resolved to in',
        '`package-lock.json`; commit both, and `npm ci` in the workflows installs exactly that. To move to another',
        'build: `npm install --save-dev SPEC` (a version, a tarball, a git URL or a path) and commit both files.',
        '',
        ...DAY_TO_DAY_NPM,
        ...README_END,
      ),
    );
  });

  it('with a vendored tarball names it by its relative path, and the README says where it came from', () => {
    const self = scaffoldRepository({
      toolVersion: '1.2.3',
      vendored: { path: 'vendor/smform-1.2.3.tgz', source: 'self' },
      workflows: { 'plan.yml': PLAN },
    });
    expect(self.find((file) => file.path === 'package.json')?.text).toBe(
      PACKAGE('file:vendor/smform-1.2.3.tgz'),
    );
    const readme = self.find((file) => file.path === 'README.md')?.text ?? '';
    expect(readme).toContain(
      '`package.json` installs smform from `vendor/smform-1.2.3.tgz`, committed in this repository: the smform 1.2.3 that ran `smform init`, packed by it.',
    );
    const copied = scaffoldRepository({
      toolVersion: '1.2.3',
      smformSpec: 'file:/abs/smform-1.2.3.tgz',
      vendored: { path: 'vendor/smform-1.2.3.tgz', source: 'tarball' },
      workflows: { 'plan.yml': PLAN },
    });
    expect(copied.find((file) => file.path === 'package.json')?.text).toBe(
      PACKAGE('file:vendor/smform-1.2.3.tgz'),
    );
    expect(copied.find((file) => file.path === 'README.md')?.text).toContain(
      'a copy of the tarball `smform init --smform-spec` named (`file:/abs/smform-1.2.3.tgz`), without its scripts.',
    );
  });

  it("with smform's action installs with it in every workflow, runs smform without npx and writes no package.json", () => {
    const files = scaffoldRepository({
      toolVersion: '1.2.3',
      smformSpec: 'ignored',
      action: 'acme/smform@v1',
      workflows: { 'plan.yml': PLAN },
    });
    expect(files.map((file) => file.path)).toEqual([
      'orgs/my-organization.yaml',
      '.github/workflows/plan.yml',
      'README.md',
      '.gitignore',
    ]);
    expect(files[1]?.text).toBe(
      lines(
        'jobs:',
        '  plan:',
        '    steps:',
        '      - name: Install smform',
        '        uses: acme/smform@v1',
        '      - run: smform plan',
      ),
    );
    expect(files[2]?.text).toBe(
      lines(
        ...README_TOP('It starts from a commented example in `orgs/`: put your organization id in it first.'),
        '1. Add the repository secret `MERAKI_DASHBOARD_API_KEY` (Settings > Secrets and variables > Actions).',
        '2. Protect `main`: changes arrive through pull requests only.',
        '',
        '## How smform is installed',
        '',
        'The workflows install smform with its GitHub Action `acme/smform@v1` (the `Install smform` step,',
        'written by `smform init --with action --action acme/smform@v1`): the action builds smform from its own',
        "checkout at that ref and puts `smform` on the job's PATH, so this repository has no `package.json`.",
        'To move to another smform, change the ref in the three workflows in one pull request.',
        '',
        '## Day to day',
        '',
        'On your machine, install the same smform first: clone its repository at that ref, then `npm ci && npm link` there.',
        '',
        '```sh',
        'smform validate                # offline: YAML, schema and rules',
        'smform plan                    # what would change (needs MERAKI_DASHBOARD_API_KEY)',
        "smform drift                   # what changed in the Dashboard behind Git's back",
        '```',
        '',
        ...README_END,
      ),
    );
  });
});

describe('workflowWithAction', () => {
  it('replaces every npm install block and every npx smform, and keeps the rest byte for byte', () => {
    const text = `a:\n${NPM_INSTALL}  - run: npx smform plan && npx smform drift\n${NPM_INSTALL}npx smformx\n`;
    expect(workflowWithAction('x.yml', text, 'o/r/sub@v2')).toBe(
      [
        'a:',
        '      - name: Install smform',
        '        uses: o/r/sub@v2',
        '  - run: smform plan && smform drift',
        '      - name: Install smform',
        '        uses: o/r/sub@v2',
        'npx smformx',
        '',
      ].join('\n'),
    );
  });

  it('refuses a reference that is not an action, and a workflow without the npm steps', () => {
    expect(() => workflowWithAction('plan.yml', PLAN, 'acme/smform')).toThrow(
      new Error('not an action reference: "acme/smform"'),
    );
    expect(() => workflowWithAction('drift.yml', 'jobs: {}\n', 'acme/smform@v1')).toThrow(
      new Error('the shipped workflow drift.yml has no npm install steps to replace'),
    );
  });
});
