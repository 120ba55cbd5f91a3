import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { CONFIG, ORG, SEED } from '../faults/helpers/scenario.js';
import { runCaptured, type CliRun } from '../helpers/cli.js';

/**
 * Every exit code of every command (CONVENTIONS §3, README "Exit codes"), each reached the way a user
 * reaches it, in-process against the emulator: a row pins the code AND the words that say why, so a code
 * reached for another reason, or the right reason mapped to another code, fails its row. Apply's other
 * road to 5 (a write refused because another writer moved its object after the re-plan) is reached
 * through the built CLI in test/cli/concurrent-writers.test.ts.
 */

const KEY = 'test-key';

/** The exit codes each command can end with: the rows below must reach every one, and no other. */
const DOCUMENTED: Record<string, number[]> = {
  validate: [0, 1, 3],
  plan: [0, 1, 2, 3, 4],
  apply: [0, 1, 3, 4, 5],
  drift: [0, 1, 2, 3],
  export: [0, 1],
  api: [0, 1],
  show: [0, 1, 5],
  scope: [0, 1, 3],
  snapshot: [0, 1, 3],
  orgs: [0, 1, 3],
  init: [0, 1],
  restore: [0, 1, 3, 4],
  doctor: [0, 1],
  completion: [0, 1],
};

/** Live state as CONFIG's N_1 declares it, nothing else declared: a plan of it has no changes. */
const IN_SYNC = `organizations:
  - id: "${ORG}"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk] }
          - { name: Laptops, scope: withAny, tags: [laptop] }
`;

const INVALID = `organizations:
  - id: "${ORG}"
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: sometimes, tags: [kiosk] }
`;

interface Place {
  cwd: string;
  url: string;
  /** `smform --base-url URL ARGV` in `cwd` with the key the emulator accepts (or `key`). */
  run: (argv: string[], key?: string) => Promise<CliRun>;
}

async function place(): Promise<Place> {
  const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0, apiKeys: [KEY] });
  const cwd = await mkdtemp(join(tmpdir(), 'smform-exit-'));
  onTestFinished(async () => {
    await emulator.close();
    await rm(cwd, { recursive: true, force: true });
  });
  await writeFile(join(cwd, 'smform.yaml'), CONFIG);
  await writeFile(join(cwd, 'in-sync.yaml'), IN_SYNC);
  await writeFile(join(cwd, 'invalid.yaml'), INVALID);
  const run = (argv: string[], key = KEY) =>
    runCaptured(['--base-url', emulator.url, ...argv], { cwd, env: { MERAKI_DASHBOARD_API_KEY: key } });
  return { cwd, url: emulator.url, run };
}

/** Runs `argv` and requires exit 0 (a step that sets up a row). */
async function ok(at: Place, argv: string[]): Promise<CliRun> {
  const run = await at.run(argv);
  expect(run.code, run.stderr).toBe(0);
  return run;
}

interface Row {
  command: string;
  code: number;
  why: string;
  /** The row's own run (after any set-up it does). */
  act: (at: Place) => Promise<CliRun>;
  /** Words of stdout + stderr that say why it ended so. */
  says: string | RegExp;
}

const WRONG_KEY = 'test-key-wrong';
const UNAUTHORIZED = /failed with HTTP 401/;
const CONFIG_INVALID = 'invalid.yaml:6:';

/** A saved plan of CONFIG (with its delete allowed), then a colleague edits the planned Kiosks group. */
async function stalePlan(at: Place): Promise<void> {
  await ok(at, ['plan', 'smform.yaml', '--allow-delete', '--out', 'plan.json']);
  await ok(at, [
    'api',
    'updateNetworkSmTargetGroup',
    'networkId=N_1',
    'targetGroupId=t_a',
    'name=Kiosks',
    'scope=withAny, kiosk, lobby',
    '--yes',
  ]);
}

/** The backup `apply` saved before its first write (there is one). */
async function backupOf(at: Place): Promise<string> {
  const dir = join(at.cwd, '.smform/backups');
  const [file] = await readdir(dir);
  if (file === undefined) throw new Error('apply saved no backup');
  return join('.smform/backups', file);
}

const ROWS: Row[] = [
  {
    command: 'validate',
    code: 0,
    why: 'a valid config',
    act: (at) => at.run(['validate', 'smform.yaml']),
    says: '0 errors',
  },
  {
    command: 'validate',
    code: 3,
    why: 'an invalid config',
    act: (at) => at.run(['validate', 'invalid.yaml']),
    says: CONFIG_INVALID,
  },
  {
    command: 'validate',
    code: 1,
    why: '--live, and the API refuses the key',
    act: (at) => at.run(['validate', 'smform.yaml', '--live'], WRONG_KEY),
    says: UNAUTHORIZED,
  },

  {
    command: 'plan',
    code: 0,
    why: 'changes, without --detailed-exitcode',
    act: (at) => at.run(['plan', 'smform.yaml', '--allow-delete']),
    says: 'to delete',
  },
  {
    command: 'plan',
    code: 0,
    why: 'no changes, with --detailed-exitcode',
    act: (at) => at.run(['plan', 'in-sync.yaml', '--detailed-exitcode']),
    says: 'No changes',
  },
  {
    command: 'plan',
    code: 2,
    why: 'changes, with --detailed-exitcode',
    act: (at) => at.run(['plan', 'smform.yaml', '--allow-delete', '--detailed-exitcode']),
    says: 'to delete',
  },
  {
    command: 'plan',
    code: 1,
    why: 'the API refuses the key',
    act: (at) => at.run(['plan', 'smform.yaml'], WRONG_KEY),
    says: UNAUTHORIZED,
  },
  {
    command: 'plan',
    code: 3,
    why: 'an invalid config',
    act: (at) => at.run(['plan', 'invalid.yaml']),
    says: CONFIG_INVALID,
  },
  {
    command: 'plan',
    code: 4,
    why: 'a delete without --allow-delete',
    act: (at) => at.run(['plan', 'smform.yaml']),
    says: '--allow-delete',
  },

  {
    command: 'apply',
    code: 0,
    why: 'every write done',
    act: (at) => at.run(['apply', 'smform.yaml', '--allow-delete', '--auto-approve']),
    says: '0 failed',
  },
  {
    command: 'apply',
    code: 1,
    why: 'no terminal to approve on',
    act: (at) => at.run(['apply', 'smform.yaml', '--allow-delete']),
    says: '--auto-approve',
  },
  {
    command: 'apply',
    code: 3,
    why: 'an invalid config',
    act: (at) => at.run(['apply', 'invalid.yaml', '--auto-approve']),
    says: CONFIG_INVALID,
  },
  {
    command: 'apply',
    code: 4,
    why: 'a delete without --allow-delete',
    act: (at) => at.run(['apply', 'smform.yaml', '--auto-approve']),
    says: '--allow-delete',
  },
  {
    command: 'apply',
    code: 5,
    why: 'a saved plan whose object was changed live since',
    act: async (at) => {
      await stalePlan(at);
      return at.run(['apply', 'plan.json', '--allow-delete', '--auto-approve']);
    },
    says: 'network/N_1/targetGroup/Kiosks: it was changed live',
  },

  {
    command: 'drift',
    code: 0,
    why: 'no drift',
    act: (at) => at.run(['drift', 'in-sync.yaml']),
    says: 'in sync',
  },
  {
    command: 'drift',
    code: 2,
    why: 'drift found',
    act: (at) => at.run(['drift', 'smform.yaml']),
    says: 'drifted',
  },
  {
    command: 'drift',
    code: 1,
    why: 'the API refuses the key',
    act: (at) => at.run(['drift', 'smform.yaml'], WRONG_KEY),
    says: UNAUTHORIZED,
  },
  {
    command: 'drift',
    code: 3,
    why: 'an invalid config',
    act: (at) => at.run(['drift', 'invalid.yaml']),
    says: CONFIG_INVALID,
  },

  {
    command: 'export',
    code: 0,
    why: 'an organization exported',
    act: (at) => at.run(['export', '--org', ORG, '--out-dir', 'exported']),
    says: 'exported',
  },
  {
    command: 'export',
    code: 1,
    why: 'the API refuses the key',
    act: (at) => at.run(['export', '--org', ORG, '--out-dir', 'exported'], WRONG_KEY),
    says: UNAUTHORIZED,
  },

  {
    command: 'api',
    code: 0,
    why: 'an operation answered',
    act: (at) => at.run(['api', 'getNetworkSmTargetGroups', 'networkId=N_1']),
    says: '"Kiosks"',
  },
  {
    command: 'api',
    code: 1,
    why: 'a required parameter missing',
    act: (at) => at.run(['api', 'getNetworkSmTargetGroups']),
    says: 'networkId',
  },

  {
    command: 'show',
    code: 0,
    why: 'a saved plan shown',
    act: async (at) => {
      await ok(at, ['plan', 'smform.yaml', '--allow-delete', '--out', 'plan.json']);
      return at.run(['show', 'plan.json']);
    },
    says: 'to delete',
  },
  {
    command: 'show',
    code: 1,
    why: 'no such file',
    act: (at) => at.run(['show', 'missing.json']),
    says: 'missing.json',
  },
  {
    command: 'show',
    code: 5,
    why: 'a plan altered after it was made',
    act: async (at) => {
      await ok(at, ['plan', 'smform.yaml', '--allow-delete', '--out', 'plan.json']);
      const text = await readFile(join(at.cwd, 'plan.json'), 'utf8');
      await writeFile(join(at.cwd, 'plan.json'), text.replace('"tablet"', '"tablets"'));
      return at.run(['show', 'plan.json']);
    },
    says: 'the plan file was altered after it was made',
  },

  {
    command: 'scope',
    code: 0,
    why: 'an address scoped',
    act: (at) => at.run(['scope', 'network/N_1/targetGroup/Kiosks', 'smform.yaml']),
    says: 'network/N_1/targetGroup/Kiosks',
  },
  {
    command: 'scope',
    code: 1,
    why: 'an address the config does not declare',
    act: (at) => at.run(['scope', 'network/N_1/targetGroup/Nope', 'smform.yaml']),
    says: 'Nope',
  },
  {
    command: 'scope',
    code: 3,
    why: 'an invalid config',
    act: (at) => at.run(['scope', 'network/N_1/targetGroup/Kiosks', 'invalid.yaml']),
    says: CONFIG_INVALID,
  },

  {
    command: 'snapshot',
    code: 0,
    why: 'a snapshot saved',
    act: (at) => at.run(['snapshot', 'smform.yaml', '--out', 'snapshot.json']),
    says: 'snapshot.json',
  },
  {
    command: 'snapshot',
    code: 1,
    why: 'the API refuses the key',
    act: (at) => at.run(['snapshot', 'smform.yaml', '--out', 'snapshot.json'], WRONG_KEY),
    says: UNAUTHORIZED,
  },
  {
    command: 'snapshot',
    code: 3,
    why: 'an invalid config',
    act: (at) => at.run(['snapshot', 'invalid.yaml', '--out', 'snapshot.json']),
    says: CONFIG_INVALID,
  },

  {
    command: 'orgs',
    code: 0,
    why: 'the organizations listed',
    act: (at) => at.run(['orgs', 'smform.yaml']),
    says: ORG,
  },
  {
    command: 'orgs',
    code: 3,
    why: 'an invalid config',
    act: (at) => at.run(['orgs', 'invalid.yaml']),
    says: CONFIG_INVALID,
  },
  {
    command: 'orgs',
    code: 1,
    why: '--org of an organization the config does not declare',
    act: (at) => at.run(['orgs', 'smform.yaml', '--org', '1234']),
    says: 'the config declares no organization 1234',
  },

  {
    command: 'init',
    code: 0,
    why: 'a scaffold written',
    act: (at) => at.run(['init', 'scaffold', '--org', ORG, '--network', 'N_1']),
    says: 'scaffold',
  },
  {
    command: 'init',
    code: 1,
    why: '--network without --org',
    act: (at) => at.run(['init', 'scaffold', '--network', 'N_1']),
    says: '--network needs --org',
  },

  {
    command: 'restore',
    code: 0,
    why: 'a plan back to the backup',
    act: async (at) => {
      await ok(at, ['apply', 'smform.yaml', '--allow-delete', '--auto-approve']);
      return at.run(['restore', await backupOf(at), 'smform.yaml', '--allow-delete']);
    },
    says: 'to create',
  },
  {
    command: 'restore',
    code: 1,
    why: 'no such backup',
    act: (at) => at.run(['restore', 'missing.json', 'smform.yaml']),
    says: 'missing.json',
  },
  {
    command: 'restore',
    code: 4,
    why: 'the restore deletes what apply created, without --allow-delete',
    act: async (at) => {
      await ok(at, ['apply', 'smform.yaml', '--allow-delete', '--auto-approve']);
      return at.run(['restore', await backupOf(at), 'smform.yaml']);
    },
    says: '--allow-delete',
  },
  {
    command: 'restore',
    code: 3,
    why: 'an invalid config',
    act: async (at) => {
      await ok(at, ['apply', 'smform.yaml', '--allow-delete', '--auto-approve']);
      return at.run(['restore', await backupOf(at), 'invalid.yaml']);
    },
    says: CONFIG_INVALID,
  },

  {
    command: 'doctor',
    code: 0,
    why: 'every check passed',
    act: (at) => at.run(['doctor', 'in-sync.yaml']),
    says: ORG,
  },
  {
    command: 'doctor',
    code: 1,
    why: 'the API refuses the key',
    act: (at) => at.run(['doctor', 'in-sync.yaml'], WRONG_KEY),
    says: '401',
  },
  {
    command: 'doctor',
    code: 1,
    why: 'an invalid config is a failed check (docs/doctor.md: any failed check exits 1)',
    act: (at) => at.run(['doctor', 'invalid.yaml']),
    says: CONFIG_INVALID,
  },

  {
    command: 'completion',
    code: 0,
    why: 'a bash script',
    act: (at) => at.run(['completion', 'bash']),
    says: 'complete -o filenames -F _smform_completion smform',
  },
  {
    command: 'completion',
    code: 1,
    why: 'a shell it does not know',
    act: (at) => at.run(['completion', 'tcsh']),
    says: 'tcsh',
  },
];

describe('every exit code of every command', () => {
  it('the rows reach exactly the documented codes of each command', () => {
    const reached: Record<string, number[]> = {};
    for (const row of ROWS) (reached[row.command] ??= []).push(row.code);
    const distinct = Object.fromEntries(
      Object.entries(reached).map(([command, codes]) => [command, [...new Set(codes)].sort()]),
    );
    expect(distinct).toEqual(DOCUMENTED);
  });

  it.each(ROWS.map((row) => [`${row.command} exits ${row.code}: ${row.why}`, row] as const))(
    '%s',
    async (_name, row) => {
      const at = await place();
      const run = await row.act(at);
      const text = `${run.stdout}\n${run.stderr}`;
      if (typeof row.says === 'string') expect(text).toContain(row.says);
      else expect(text).toMatch(row.says);
      expect(run.code, text).toBe(row.code);
    },
  );
});
