import { compareCodePoints } from '../canonical/compare.js';
import { code } from '../text/markdown-escape.js';
import type { ExportFile } from './export-config.js';
import { renderConfigYaml } from './render-yaml.js';
import { workflowWithAction } from './scaffold-action.js';

export interface ScaffoldOptions {
  /** The version of the smform writing the scaffold: package.json pins it unless `smformSpec` is given. */
  toolVersion: string;
  /** The dependency spec for smform instead (a tarball, git URL or path: whatever npm installs). */
  smformSpec?: string;
  /**
   * A tarball of smform the caller writes into the repository (`vendor/smform-0.1.0.tgz`): package.json
   * names it by a relative `file:` spec. `self`: the smform that ran init; `tarball`: `smformSpec`'s copy.
   */
  vendored?: { path: string; source: 'self' | 'tarball' };
  /**
   * smform's GitHub Action (`owner/repo@ref`): the workflows install smform with it, and the repository
   * gets no package.json. `smformSpec` does not apply then.
   */
  action?: string;
  /** The example workflows by file name (`plan.yml`, ...), as shipped in examples/github-workflows. */
  workflows: Record<string, string>;
  /** Config files of an export; none means a commented starter. */
  config?: ExportFile[];
  /** The organization exported, for the README. */
  orgId?: string;
}

const STARTER_PATH = 'orgs/my-organization.yaml';

function starterConfig(): string {
  const base = renderConfigYaml(
    { organizations: [{ id: '000000', name: 'My Organization', adminRoles: [], networks: [] }] },
    {
      file: STARTER_PATH,
      title: 'A first organization: replace the id with yours, then uncomment what you want smform to manage',
      skipped: [],
      origin: 'Written by `smform init` as a starting point',
    },
  );
  // `adminRoles: []` makes the first plan read the organization and list its roles as unmanaged (never
  // deleted under the default `prune: false`): a clean exit 0 that shows what there is to declare. What
  // each other key does is commented out: a key that is absent is not managed.
  const withRoles = base.replace(
    '    adminRoles: []\n',
    [
      '    # Admin roles are managed, none declared yet: a plan lists the live ones as unmanaged (?)',
      '    # and, with prune: false (the default), never deletes them. Declare the ones to manage here.',
      '    adminRoles: []',
      '',
    ].join('\n'),
  );
  return `${withRoles.trimEnd()}
    # policy:
    #   prune: false            # undeclared live objects are reported as unmanaged, never deleted
    #   ignore: ['Legacy *']    # name globs neither managed nor reported
    # adminRoles:               # limited-access admin roles, in place of the [] above
    #   - name: Helpdesk
    #     scope: some           # all_tags | some | without_all_tags | without_some
    #     tags: [helpdesk]
    # sentryPolicies:           # highest priority FIRST; absent = sentry assignments not managed
    #   - network: 'N_1234'
    #     policies:
    #       - smNetwork: 'N_5678'
    #         groupPolicyId: '101'
    #         scope: withAny      # all | none | withAny | withAll | withoutAny | withoutAll
    #         tags: [byod]
    # networks:                 # one file per network in networks/ keeps reviews small
    #   - id: 'N_5678'
    #     targetGroups:
    #       - name: Kiosks
    #         scope: withAll
    #         tags: [kiosk, ipad]
`;
}

/** How the README says smform is installed, and what to do about it. */
function installSection(options: ScaffoldOptions): string {
  if (options.action !== undefined) {
    return `## How smform is installed

The workflows install smform with its GitHub Action ${code(options.action)} (the \`Install smform\` step,
written by \`smform init --with action --action ${options.action}\`): the action builds smform from its own
checkout at that ref and puts \`smform\` on the job's PATH, so this repository has no \`package.json\`.
To move to another smform, change the ref in the three workflows in one pull request.`;
  }
  if (options.vendored !== undefined) {
    const from =
      options.vendored.source === 'self'
        ? `the smform ${options.toolVersion} that ran \`smform init\`, packed by it`
        : `a copy of the tarball \`smform init --smform-spec\` named (${code(options.smformSpec ?? '')}), without its scripts`;
    return `## How smform is installed

\`package.json\` installs smform from ${code(options.vendored.path)}, committed in this repository: ${from}.
It is named by a relative \`file:\` spec, so \`npm ci\` finds it on a fresh CI machine (smform's own
dependencies come from the npm registry). Commit \`vendor/\`, \`package.json\` and \`package-lock.json\`.
To move to another build: put its tarball in \`vendor/\`, \`npm install --save-dev ./vendor/FILE.tgz\`,
delete the old one and commit; for a version on the npm registry, \`npm install --save-dev smform@VERSION\`.`;
  }
  if (options.smformSpec !== undefined) {
    return `## How smform is installed

\`package.json\` installs smform from ${code(options.smformSpec)}, as \`smform init --smform-spec\` named it
(smform ${options.toolVersion} wrote this repository). \`npm install\` records what it resolved to in
\`package-lock.json\`; commit both, and \`npm ci\` in the workflows installs exactly that. To move to another
build: \`npm install --save-dev SPEC\` (a version, a tarball, a git URL or a path) and commit both files.`;
  }
  return `## How smform is installed

\`package.json\` pins smform ${options.toolVersion}: the version that ran \`smform init\`. \`npm install\`
records it in \`package-lock.json\`; commit both, and \`npm ci\` in the workflows installs exactly that. To move
to another version: \`npm install --save-dev smform@VERSION\` and commit both files. If npm answers 404 for
it (a build not published on the npm registry), name the build itself: \`npm install --save-dev SPEC\` with a
tarball, a git URL or a path (what \`smform init --smform-spec SPEC\` writes).`;
}

function readme(options: ScaffoldOptions): string {
  const origin =
    options.orgId === undefined
      ? 'It starts from a commented example in `orgs/`: put your organization id in it first.'
      : `It starts from an export of organization ${options.orgId} (\`smform export --org ${options.orgId}\`), so the first plan is empty.`;
  const npm = options.action === undefined;
  const steps = [
    ...(npm ? ['`npm install` once and commit `package-lock.json` (the workflows run `npm ci`).'] : []),
    'Add the repository secret `MERAKI_DASHBOARD_API_KEY` (Settings > Secrets and variables > Actions).',
    'Protect `main`: changes arrive through pull requests only.',
  ];
  const run = npm ? 'npx smform' : 'smform';
  const pad = ' '.repeat(npm ? 0 : 4);
  return `# Meraki Systems Manager policy

This repository holds the desired state of our Systems Manager target groups, limited-access admin roles
and sentry policy assignments, managed with [smform](https://www.npmjs.com/package/smform). ${origin}

## Layout

- \`orgs/*.yaml\`: one file per organization (admin roles, sentry policy assignments, ownership policy).
- \`networks/*.yaml\`: one file per network (target groups).
- \`.github/workflows/\`: \`plan.yml\` comments the plan on every pull request, \`apply.yml\` applies the
  reviewed plan after merge, \`drift.yml\` reports changes made outside Git every night.

## Setup

${steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}

${installSection(options)}

## Day to day
${npm ? '' : '\nOn your machine, install the same smform first: clone its repository at that ref, then `npm ci && npm link` there.\n'}
\`\`\`sh
${run} validate            ${pad}# offline: YAML, schema and rules
${run} plan                ${pad}# what would change (needs MERAKI_DASHBOARD_API_KEY)
${run} drift               ${pad}# what changed in the Dashboard behind Git's back
\`\`\`

Open a pull request; the plan appears as a comment and is updated on every push. Merging applies exactly
that plan. If the Dashboard changed in between, the apply job stops with exit 5 and applies nothing:
open a pull request from \`main\` (an empty commit will do) and merge its plan. A plan that deletes needs the pull request label \`smform:allow-delete\`;
one the safety rules refuse needs \`smform:force\`.

The pull-request plan reads only the scopes whose config changed since the last commit the apply job
applied (\`--changed-since refs/smform/applied\`, a ref the apply job pushes after each successful apply), so
a change merged but not applied is planned again by the next pull request; before the first apply it plans
every scope. The nightly drift job reads them all. Set the repository variable \`SMFORM_FULL_PLAN\` to
\`true\` to plan every scope on every pull request.
`;
}

const PACKAGE_JSON = (spec: string): string =>
  `${JSON.stringify(
    {
      private: true,
      description: 'Meraki Systems Manager policy as code',
      scripts: { validate: 'smform validate', plan: 'smform plan', drift: 'smform drift' },
      devDependencies: { smform: spec },
    },
    null,
    2,
  )}\n`;

// `.smform/` holds the backups `apply` writes: live state, kept out of Git (apply.yml uploads them);
// restore.json: the restore plan docs/reliability.md saves with `smform restore ... --out restore.json`.
const GITIGNORE = [
  'node_modules/',
  '.smform/',
  'plan.json',
  'restore.json',
  'comment.md',
  'drift.md',
  'live.json',
  '',
].join('\n');

/**
 * The files of a new config repository: the config (an export, or a commented starter), the three
 * workflows, a README, package.json pinning smform (none when the workflows use smform's action), and
 * .gitignore. Pure; the caller writes them.
 */
export function scaffoldRepository(options: ScaffoldOptions): ExportFile[] {
  const config =
    options.config !== undefined && options.config.length > 0
      ? options.config
      : [{ path: STARTER_PATH, text: starterConfig() }];
  const { action } = options;
  return [
    ...config,
    ...Object.entries(options.workflows)
      .sort(([a], [b]) => compareCodePoints(a, b))
      .map(([name, text]) => ({
        path: `.github/workflows/${name}`,
        text: action === undefined ? text : workflowWithAction(name, text, action),
      })),
    { path: 'README.md', text: readme(options) },
    ...(action === undefined
      ? [
          {
            path: 'package.json',
            text: PACKAGE_JSON(
              options.vendored === undefined
                ? (options.smformSpec ?? options.toolVersion)
                : `file:${options.vendored.path}`,
            ),
          },
        ]
      : []),
    { path: '.gitignore', text: GITIGNORE },
  ];
}
