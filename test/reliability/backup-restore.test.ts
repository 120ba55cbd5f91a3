import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startEmulator, type RunningEmulator, type Snapshot } from '../../src/emulator/index.js';
import type { Plan } from '../../src/model/plan.js';
import { smform, type CliRun } from '../gitops/cli.js';
import { CONFIG, SEED } from '../faults/helpers/scenario.js';

async function setUp(): Promise<{ emulator: RunningEmulator; cwd: string; base: string[] }> {
  const emulator = await startEmulator({ seed: SEED, port: 0, rateLimit: 0 });
  const cwd = await mkdtemp(join(tmpdir(), 'smform-backup-'));
  onTestFinished(async () => {
    await emulator.close();
    await rm(cwd, { recursive: true, force: true });
  });
  await writeFile(join(cwd, 'smform.yaml'), CONFIG);
  return { emulator, cwd, base: ['--base-url', emulator.url] };
}

/** The state without ids or timestamps: what a restore must bring back (a recreated object gets a new id). */
function contentOf(state: Snapshot): unknown {
  return state.organizations.map((org) => ({
    id: org.id,
    roles: (org.adminRoles ?? []).map((r) => `${String(r.name)}|${String(r.scope)}|${String(r.tags)}`).sort(),
    sentry: (org.sentryPolicies ?? []).map((a) => ({
      networkId: a.networkId,
      policies: a.policies.map(
        (p) => `${p.smNetworkId}|${p.groupPolicyId}|${String(p.scope)}|${String(p.tags)}`,
      ),
    })),
    networks: (org.networks ?? []).map((n) => ({
      id: n.id,
      groups: (n.targetGroups ?? [])
        .map((g) => `${String(g.name)}|${String(g.scope)}|${String(g.tags)}`)
        .sort(),
    })),
  }));
}

const backupsIn = async (dir: string): Promise<string[]> => (await readdir(dir).catch(() => [])).sort();

describe('backups and smform restore', () => {
  it('apply saves the live state before its first write; restore plans the way back and apply runs it', async () => {
    const { emulator, cwd, base } = await setUp();
    const before = contentOf(emulator.state());
    const applied = await smform([...base, 'apply', 'smform.yaml', '--auto-approve', '--allow-delete'], {
      cwd,
    });
    expect(applied.code, applied.stderr).toBe(0);
    const [backupName, ...others] = await backupsIn(join(cwd, '.smform/backups'));
    expect(others).toEqual([]);
    expect(backupName).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json$/);
    const backupFile = join('.smform/backups', backupName ?? '');
    expect(applied.stderr).toContain(
      `Saved the live state it changes to ${backupFile}; undo with: smform restore ${backupFile}`,
    );
    // Saved before the first write: the backup holds the seed's objects, not the applied ones.
    const backup = JSON.parse(await readFile(join(cwd, backupFile), 'utf8')) as {
      kind: string;
      createdAt: string;
      backupOf: { planHash: string };
      live: {
        organizations: {
          adminRoles: { name: string }[];
          networks: { id: string; targetGroups: { name: string }[] }[];
        }[];
      };
    };
    expect(backup.kind).toBe('smform/live-snapshot');
    expect(backup.backupOf.planHash).toMatch(/^sha256:/);
    const savedOrg = backup.live.organizations[0];
    expect(savedOrg?.adminRoles.map((r) => r.name).sort()).toEqual(['Audit', 'Helpdesk']);
    expect(savedOrg?.networks.map((n) => [n.id, n.targetGroups.map((g) => g.name).sort()])).toEqual([
      ['N_1', ['Kiosks', 'Laptops']],
      ['N_2', ['Old', 'Phones']],
    ]);
    expect(contentOf(emulator.state())).not.toEqual(before);

    // Without --allow-delete the restore plan is refused (exit 4) but saved for review.
    const refused = await smform([...base, 'restore', backupFile, '--out', 'restore.json'], { cwd });
    expect(refused.code, refused.stderr).toBe(4);
    expect(refused.stderr).toContain('--allow-delete');
    // Signed with a key, as `plan --out` signs: `apply` with that key set accepts only signed plans.
    const signing = { SMFORM_PLAN_SIGNING_KEY: 'restore-signing-key-0123456789abcdef' };
    const restored = await smform(
      [...base, 'restore', backupFile, '--out', 'restore.json', '--allow-delete', '--output', 'json'],
      { cwd, env: signing },
    );
    expect(restored.code, restored.stderr).toBe(0);
    const plan = JSON.parse(await readFile(join(cwd, 'restore.json'), 'utf8')) as Plan;
    const actions = plan.changes
      .filter((c) => c.action !== 'noop')
      .map((c) => `${c.action} ${c.address}`)
      .sort();
    expect(actions).toEqual([
      'create network/N_2/targetGroup/Old',
      'delete network/N_1/targetGroup/Tablets',
      'delete network/N_2/targetGroup/Watches',
      'delete org/9001/adminRole/Field',
      'update network/N_1/targetGroup/Kiosks',
      'update org/9001/adminRole/Helpdesk',
      'update org/9001/sentry/N_1',
    ]);
    expect(restored.stderr).toContain('apply it with: smform apply restore.json --allow-delete');
    // The summary names the moment the backup was taken, as the backup file records it.
    expect(backup.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(restored.stderr).toContain(`(back to ${backup.createdAt})\n`);
    expect(plan.signature).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    // The backup, then the config in the working directory whose thresholds the restore followed.
    expect(plan.origin).toEqual({ command: 'restore', paths: [backupFile, '.'] });
    expect(await readFile(join(cwd, 'restore.json'), 'utf8')).not.toContain('0123456789abcdef');

    const back = await smform([...base, 'apply', 'restore.json', '--allow-delete', '--auto-approve'], {
      cwd,
      env: signing,
    });
    expect(back.code, back.stdout + back.stderr).toBe(0);
    // The restore plan was checked against a fresh restore plan of the same backup.
    expect(back.stderr).toContain(
      `Checked: a fresh plan of the backup ${backupFile} has the same 7 changes.`,
    );
    expect(contentOf(emulator.state())).toEqual(before);
    // The restore was an apply too: it left its own backup, and restoring again has nothing to do.
    expect(await backupsIn(join(cwd, '.smform/backups'))).toHaveLength(2);
    const again = await smform([...base, 'restore', backupFile, '--detailed-exitcode'], { cwd });
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(again.stdout).toContain('No changes.');
    // And the config's own plan is the original one again.
    const replan = await smform([...base, 'plan', 'smform.yaml', '--detailed-exitcode', '--allow-delete'], {
      cwd,
    });
    expect(replan.code).toBe(2);
    expect(replan.stdout).toContain('Plan: 3 to create, 3 to update, 1 to delete.');
  });

  it('--backup-dir chooses the place, --no-backup saves none, and an unwritable place stops the apply before any write', async () => {
    const { emulator, cwd, base } = await setUp();
    const blocked = join(cwd, 'not-a-dir');
    await writeFile(blocked, 'a file where the backup directory should be');
    const stopped = await smform(
      [
        ...base,
        'apply',
        'smform.yaml',
        '--auto-approve',
        '--allow-delete',
        '--backup-dir',
        join(blocked, 'sub'),
      ],
      { cwd },
    );
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain('cannot write the backup to');
    expect(stopped.stderr).toContain('nothing was applied');
    expect(emulator.requestLog.filter((e) => e.method !== 'GET')).toEqual([]);

    const none = await smform(
      [...base, 'apply', 'smform.yaml', '--auto-approve', '--allow-delete', '--no-backup'],
      {
        cwd,
      },
    );
    expect(none.code, none.stderr).toBe(0);
    expect(none.stderr).not.toContain('Saved the live state');
    expect(await backupsIn(join(cwd, '.smform'))).toEqual([]);

    // Nothing to write: no backup either.
    const noop = await smform(
      [...base, 'apply', 'smform.yaml', '--auto-approve', '--backup-dir', 'elsewhere'],
      { cwd },
    );
    expect(noop.code).toBe(0);
    expect(await backupsIn(join(cwd, 'elsewhere'))).toEqual([]);
    await writeFile(join(cwd, 'smform.yaml'), CONFIG.replace('tags: [tablet]', 'tags: [tablet, ipad]'));
    const one = await smform(
      [...base, 'apply', 'smform.yaml', '--auto-approve', '--backup-dir', 'elsewhere'],
      { cwd },
    );
    expect(one.code, one.stderr).toBe(0);
    expect(await backupsIn(join(cwd, 'elsewhere'))).toHaveLength(1);
  });

  it('restore names a missing or foreign file', async () => {
    const { cwd, base } = await setUp();
    const missing = await smform([...base, 'restore', 'nope.json'], { cwd });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('cannot read the backup nope.json');
    const foreign = await smform([...base, 'restore', 'smform.yaml'], { cwd });
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toContain('smform.yaml is a config file, not a live snapshot (or apply backup)');
  });
});

describe('restore of objects that share a name', () => {
  // The API lets two target groups of one network share a name. A backup holding both must bring back
  // whichever an apply deleted since: one create per object, not one for the name; the apply must not
  // take the other twin for another writer's object; and a second restore has nothing to do.
  const seed = {
    organizations: [
      {
        id: '9002',
        networks: [
          {
            id: 'N_1',
            targetGroups: [
              { id: 't1', name: 'Twin', scope: 'withAll', tags: ['a'] },
              { id: 't2', name: 'Twin', scope: 'withAny', tags: ['b'] },
              { id: 't3', name: 'Kept', scope: 'all', tags: [] },
            ],
          },
        ],
      },
    ],
  };
  /** The config applied before the restore: prunes N_1 down to Kept (and to `kept`, pinned, when given). */
  const config = (kept = '') => `organizations:
  - id: "9002"
    networks:
      - id: N_1
        policy: { prune: true, maxChangePercent: 100 }
        targetGroups:
          - { name: Kept, scope: all }${kept}
`;

  async function restoreAfter(
    applied: string,
  ): Promise<{ plan: Plan; back: CliRun; again: CliRun; same: boolean }> {
    const emulator = await startEmulator({ seed, port: 0, rateLimit: 0 });
    const cwd = await mkdtemp(join(tmpdir(), 'smform-twins-'));
    onTestFinished(async () => {
      await emulator.close();
      await rm(cwd, { recursive: true, force: true });
    });
    await writeFile(join(cwd, 'smform.yaml'), applied);
    const base = ['--base-url', emulator.url];
    const before = contentOf(emulator.state());
    const apply = await smform([...base, 'apply', 'smform.yaml', '--auto-approve', '--allow-delete'], {
      cwd,
    });
    expect(apply.code, apply.stderr).toBe(0);
    expect(contentOf(emulator.state())).not.toEqual(before);
    const [backupName] = await backupsIn(join(cwd, '.smform/backups'));
    const backupFile = join('.smform/backups', backupName ?? '');
    const restored = await smform([...base, 'restore', backupFile, '--out', 'restore.json'], { cwd });
    expect(restored.code, restored.stderr).toBe(0);
    const plan = JSON.parse(await readFile(join(cwd, 'restore.json'), 'utf8')) as Plan;
    const back = await smform([...base, 'apply', 'restore.json', '--auto-approve'], { cwd });
    const same = JSON.stringify(contentOf(emulator.state())) === JSON.stringify(before);
    const again = await smform([...base, 'restore', backupFile, '--detailed-exitcode'], { cwd });
    return { plan, back, again, same };
  }

  const active = (plan: Plan) =>
    plan.changes
      .filter((c) => c.action !== 'noop')
      .map((c) => `${c.action} ${c.address} ${JSON.stringify(c.after)}`);

  it('recreates both when both were deleted', async () => {
    const { plan, back, again, same } = await restoreAfter(config());
    expect(active(plan)).toEqual([
      'create network/N_1/targetGroup/Twin {"name":"Twin","scope":"withAll","tags":["a"]}',
      'create network/N_1/targetGroup/Twin {"name":"Twin","scope":"withAny","tags":["b"]}',
    ]);
    expect(back.code, back.stdout + back.stderr).toBe(0);
    expect(same).toBe(true);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(again.stdout).toContain('No changes.');
  });

  it('recreates the deleted one beside the twin still live', async () => {
    const pinned = '\n          - { name: Twin, id: t1, scope: withAll, tags: [a] }';
    const { plan, back, again, same } = await restoreAfter(config(pinned));
    expect(active(plan)).toEqual([
      'create network/N_1/targetGroup/Twin {"name":"Twin","scope":"withAny","tags":["b"]}',
    ]);
    expect(back.code, back.stdout + back.stderr).toBe(0);
    expect(same).toBe(true);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(again.stdout).toContain('No changes.');
  });
});
