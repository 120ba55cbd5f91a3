import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from '../cli/run-in-process.js';

/**
 * docs/gitops.md § 4 and docs/config.md § policy: drift exits 0 when an apply would change nothing and
 * 2 when it would, or when unmanaged objects count as drift (`unmanaged: fail`, `--fail-on-unmanaged`);
 * `ignore` hides a name, a network's policy overrides its organization's key by key, and `--target` /
 * `--exclude` narrow the exit code. One live state (a snapshot on disk), every policy and flag alone and
 * together.
 */

const seed: Seed = {
  organizations: [
    {
      id: '7401',
      adminRoles: [
        { roleId: 'r1', name: 'Helpdesk', scope: 'some', tags: ['emea'] },
        { roleId: 'r2', name: 'Shadow Admins', scope: 'all_tags', tags: [] },
      ],
      networks: [
        {
          id: 'N_1',
          targetGroups: [
            { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
            { id: 't2', name: 'Tablets', scope: 'withAny', tags: ['tablet'] },
          ],
        },
      ],
    },
  ],
};

/** Declares Helpdesk and Kiosks as they are live; Shadow Admins and Tablets are unmanaged. */
const config = (orgPolicy: string, networkPolicy = '') => `organizations:
  - id: "7401"
${orgPolicy === '' ? '' : `    policy: ${orgPolicy}\n`}    adminRoles:
      - { name: Helpdesk, scope: some, tags: [emea] }
    networks:
      - id: N_1
${networkPolicy === '' ? '' : `        policy: ${networkPolicy}\n`}        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
`;

const ROLES = 'org/*/adminRole/*';
const GROUPS = 'network/*/targetGroup/*';

/** What it shows, the organization's policy, the network's, the flags, the exit code. */
type Row = [string, string, string, string[], number];

const rows: Row[] = [
  ['unmanaged objects under the defaults are not drift', '', '', [], 0],
  ['--detailed-exitcode alone changes nothing', '', '', ['--detailed-exitcode'], 0],
  ['--fail-on-unmanaged counts them', '', '', ['--fail-on-unmanaged'], 2],
  ['--fail-on-unmanaged with --detailed-exitcode', '', '', ['--fail-on-unmanaged', '--detailed-exitcode'], 2],
  ['unmanaged: fail counts them', '{ unmanaged: fail }', '', [], 2],
  ['prune: true would delete them', '{ prune: true }', '', [], 2],
  ['prune: true with unmanaged: fail', '{ prune: true, unmanaged: fail }', '', [], 2],
  ['prune: false, unmanaged: report is the default', '{ prune: false, unmanaged: report }', '', [], 0],
  [
    'ignore hides both names from the flag',
    '{ ignore: ["Shadow*", Tablets] }',
    '',
    ['--fail-on-unmanaged'],
    0,
  ],
  ['ignore hides them from prune: true', '{ prune: true, ignore: ["Shadow*", Tablets] }', '', [], 0],
  ['ignore of one name leaves the other', '{ unmanaged: fail, ignore: ["Shadow*"] }', '', [], 2],
  [
    'a network ignore replaces the organization one',
    '{ ignore: [Tablets] }',
    '{ ignore: [Nothing] }',
    ['--fail-on-unmanaged'],
    2,
  ],
  ['unmanaged: fail on the network only: its group counts', '', '{ unmanaged: fail }', [], 2],
  ['... and not the roles', '', '{ unmanaged: fail }', ['--target', ROLES], 0],
  [
    'the network overrides the organization back to report',
    '{ unmanaged: fail }',
    '{ unmanaged: report }',
    ['--target', GROUPS],
    0,
  ],
  [
    'the organization unmanaged: fail reaches its roles',
    '{ unmanaged: fail }',
    '{ unmanaged: report }',
    ['--target', ROLES],
    2,
  ],
  ['prune on the network only deletes the group', '', '{ prune: true }', ['--target', GROUPS], 2],
  ['prune on the network only leaves the roles', '', '{ prune: true }', ['--target', ROLES], 0],
  [
    '--exclude of both kinds leaves nothing to count',
    '',
    '',
    ['--fail-on-unmanaged', '--exclude', ROLES, '--exclude', GROUPS],
    0,
  ],
  ['--exclude of one kind leaves the other', '{ prune: true }', '', ['--exclude', ROLES], 2],
  [
    '--target of a declared, in-sync object only',
    '{ prune: true }',
    '',
    ['--target', 'org/*/adminRole/Helpdesk'],
    0,
  ],
];

/** Takes the snapshot every row plans from; the runs are offline. */
async function offlineDrift(onFinished: OnFinished, chosen: Row[]) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const files: Record<string, string> = {};
  chosen.forEach(
    ([, orgPolicy, networkPolicy], i) => (files[`c${i}.yaml`] = config(orgPolicy, networkPolicy)),
  );
  const cwd = await workdir(onFinished, { ...files, 'narrow.yaml': config('') });
  const taken = await smform(['snapshot', 'narrow.yaml', '--no-devices', '--out', 'live.json'], {
    cwd,
    env: { MERAKI_DASHBOARD_API_KEY: 'test-key-drift-exit', MERAKI_BASE_URL: emulator.url },
  });
  expect(taken.code, taken.stderr).toBe(0);
  const got: string[] = [];
  for (const [i, [says, , , flags]] of chosen.entries()) {
    const run = await smform(['drift', `c${i}.yaml`, '--live-from', 'live.json', ...flags], { cwd });
    got.push(`${says}: ${run.code}${run.code === 1 || run.code === 3 ? ` ${run.stderr.trim()}` : ''}`);
  }
  return { got, want: chosen.map(([says, , , , code]) => `${says}: ${code}`) };
}

describe('drift exit codes: each policy and flag alone and together', () => {
  it('each drift policy alone and together gives its documented exit code', async ({ onTestFinished }) => {
    const { got, want } = await offlineDrift(
      onTestFinished,
      rows.filter(([, , , flags]) => flags.length === 0),
    );
    expect(got).toEqual(want);
  }, 120_000);

  it('each drift flag alone and with the policies gives its documented exit code', async ({
    onTestFinished,
  }) => {
    const { got, want } = await offlineDrift(
      onTestFinished,
      rows.filter(([, , , flags]) => flags.length > 0),
    );
    expect(got).toEqual(want);
  }, 120_000);
});
