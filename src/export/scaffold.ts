import type { ExportFile } from './export-config.js';
import { renderConfigYaml } from './render-yaml.js';

export interface ScaffoldOptions {
  /** The smform version the repository pins (`^version`). */
  toolVersion: string;
  /** The dependency spec for smform instead (a tarball, git URL or path: whatever npm installs). */
  smformSpec?: string;
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

function readme(options: ScaffoldOptions): string {
  const origin =
    options.orgId === undefined
      ? 'It starts from a commented example in `orgs/`: put your organization id in it first.'
      : `It starts from an export of organization ${options.orgId} (\`smform export --org ${options.orgId}\`), so the first plan is empty.`;
  return `# Meraki Systems Manager policy

This repository holds the desired state of our Systems Manager target groups, limited-access admin roles
and sentry policy assignments, managed with [smform](https://www.npmjs.com/package/smform). ${origin}

## Layout

- \`orgs/*.yaml\`: one file per organization (admin roles, sentry policy assignments, ownership policy).
- \`networks/*.yaml\`: one file per network (target groups).
- \`.github/workflows/\`: \`plan.yml\` comments the plan on every pull request, \`apply.yml\` applies the
  reviewed plan after merge, \`drift.yml\` reports changes made outside Git every night.

## Setup

1. \`npm install\` once and commit \`package-lock.json\` (the workflows run \`npm ci\`).
2. Add the repository secret \`MERAKI_DASHBOARD_API_KEY\` (Settings > Secrets and variables > Actions).
3. Protect \`main\`: changes arrive through pull requests only.

## Day to day

\`\`\`sh
npx smform validate            # offline: YAML, schema and rules
npx smform plan                # what would change (needs MERAKI_DASHBOARD_API_KEY)
npx smform drift               # what changed in the Dashboard behind Git's back
\`\`\`

Open a pull request; the plan appears as a comment and is updated on every push. Merging applies exactly
that plan. If the Dashboard changed in between, the apply job stops with exit 5 and applies nothing:
plan again in a new pull request. A plan that deletes needs the pull request label \`smform:allow-delete\`;
one the safety rules refuse needs \`smform:force\`.

The pull-request plan reads only the scopes the pull request changes (\`--changed-since origin/<base>\`);
the nightly drift job reads them all. Set the repository variable \`SMFORM_FULL_PLAN\` to \`true\` to plan
every scope on every pull request.
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

// `.smform/` holds the backups `apply` writes: live state, kept out of Git (apply.yml uploads them).
const GITIGNORE = ['node_modules/', '.smform/', 'plan.json', 'comment.md', 'drift.md', 'live.json', ''].join(
  '\n',
);

/**
 * The files of a new config repository: the config (an export, or a commented starter), the three
 * workflows, a README, package.json pinning smform, and .gitignore. Pure; the caller writes them.
 */
export function scaffoldRepository(options: ScaffoldOptions): ExportFile[] {
  const config =
    options.config !== undefined && options.config.length > 0
      ? options.config
      : [{ path: STARTER_PATH, text: starterConfig() }];
  return [
    ...config,
    ...Object.entries(options.workflows)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, text]) => ({ path: `.github/workflows/${name}`, text })),
    { path: 'README.md', text: readme(options) },
    { path: 'package.json', text: PACKAGE_JSON(options.smformSpec ?? `^${options.toolVersion}`) },
    { path: '.gitignore', text: GITIGNORE },
  ];
}
