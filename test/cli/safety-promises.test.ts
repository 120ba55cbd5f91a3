import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Seed } from '../../src/emulator/index.js';
import { startTestEmulator } from '../helpers/emulator.js';
import { smform, workdir, type OnFinished } from './run-in-process.js';

const KEY = 'test-key-never-printed';

async function setup(onFinished: OnFinished, seed: Seed, files: Record<string, string>) {
  const emulator = await startTestEmulator(seed, { rateLimit: 0 });
  const cwd = await workdir(onFinished, files);
  const env = { MERAKI_DASHBOARD_API_KEY: KEY, MERAKI_BASE_URL: emulator.url };
  return { emulator, cwd, run: (argv: string[]) => smform(argv, { cwd, env }) };
}

const PROTECTED_RULE =
  'is protected (`protected: true`): smform never changes or deletes it, not even with --force; remove `protected: true` in a reviewed edit first';

describe('protected: true is never changed, not even with --force (issue 13)', () => {
  const seed: Seed = {
    organizations: [
      {
        id: '7101',
        adminRoles: [{ roleId: 'r1', name: 'Auditors', scope: 'some', tags: ['audit'] }],
        networks: [
          { id: 'N_1', targetGroups: [{ id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] }] },
        ],
      },
    ],
  };
  const config = (mark: string) => `organizations:
  - id: "7101"
    adminRoles:
      - { name: Auditors, scope: some, tags: [audit, emea]${mark} }
    networks:
      - id: N_1
        targetGroups:
          - { name: Kiosks, scope: withAll, tags: [kiosk, ipad]${mark} }
`;

  it('plan, apply and a saved plan refuse it with --force (exit 4) and write nothing', async ({
    onTestFinished,
  }) => {
    const { run, emulator } = await setup(onTestFinished, seed, {
      'smform.yaml': config(', protected: true'),
    });
    const planned = await run(['plan', '--no-devices', '--force', '--out', 'plan.json']);
    expect(planned.code, planned.stderr).toBe(4);
    expect(planned.stderr).toContain(`org/7101/adminRole/Auditors ${PROTECTED_RULE}`);
    expect(planned.stderr).toContain(`network/N_1/targetGroup/Kiosks ${PROTECTED_RULE}`);
    expect(planned.stderr).not.toMatch(/protected.*pass --force to allow/);

    const applied = await run(['apply', '--no-devices', '--force', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(4);
    const saved = await run(['apply', 'plan.json', '--force', '--auto-approve']);
    expect(saved.code, saved.stderr).toBe(4);
    expect(saved.stderr).toContain(`org/7101/adminRole/Auditors ${PROTECTED_RULE}`);
    expect(emulator.requestLog.filter((entry) => entry.method !== 'GET')).toEqual([]);
    const org = emulator.state().organizations?.[0];
    expect(org?.adminRoles?.[0]?.tags).toEqual(['audit']);

    // The reviewed edit that removes the mark is what allows the change.
    const { run: runUnmarked } = await setup(onTestFinished, seed, { 'smform.yaml': config('') });
    expect((await runUnmarked(['plan', '--no-devices'])).code).toBe(0);
  });
});

describe('an organization that declares nothing to manage (issue 13)', () => {
  const starter = `organizations:
  - id: '549236'
    networks: []
`;
  it('plans as "nothing to manage" with exit 0, and validate warns with file:line', async ({
    onTestFinished,
  }) => {
    const { run } = await setup(
      onTestFinished,
      { organizations: [{ id: '549236', networks: [] }] },
      {
        'smform.yaml': starter,
      },
    );
    const planned = await run(['plan', '--detailed-exitcode']);
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toContain('nothing to manage in organization 549236');
    expect(planned.stdout).toContain('No changes.');
    expect(`${planned.stdout}${planned.stderr}`).not.toContain('were not read');

    const validated = await run(['validate']);
    expect(validated.code, validated.stderr).toBe(0);
    expect(`${validated.stdout}${validated.stderr}`).toContain(
      'smform.yaml:2:5  warning: nothing to manage in organization 549236',
    );
  });
});

describe('every "apply it with:" hint carries the flags the saved plan needs (issue 13)', () => {
  const seed: Seed = {
    organizations: [
      {
        id: '7201',
        networks: [
          {
            id: 'N_1',
            targetGroups: [
              { id: 't1', name: 'Kiosks', scope: 'withAll', tags: ['kiosk'] },
              { id: 't2', name: 'Stray', scope: 'all', tags: [] },
            ],
          },
        ],
      },
    ],
  };
  it('plan --out: a delete and a risky scope need --allow-delete --force, with or without them given', async ({
    onTestFinished,
  }) => {
    const { run } = await setup(onTestFinished, seed, {
      'smform.yaml': `organizations:
  - id: "7201"
    networks:
      - id: N_1
        policy: { prune: true }
        targetGroups:
          - { name: Kiosks, scope: withoutAll, tags: [kiosk] }
`,
    });
    const refused = await run(['plan', '--no-devices', '--out', 'plan.json']);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain(
      'Saved the plan to plan.json; apply it with: smform apply plan.json --allow-delete --force',
    );
    const allowed = await run(['plan', '--no-devices', '--out', 'plan.json', '--allow-delete', '--force']);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stderr).toContain('apply it with: smform apply plan.json --allow-delete --force\n');
    // The pull-request comment's apply command carries them too.
    const comment = await run(['plan', '--no-devices', '--out', 'plan.json', '--output', 'markdown']);
    expect(comment.stdout).toContain('`smform apply plan.json --allow-delete --force`');
    const applied = await run(['apply', 'plan.json', '--allow-delete', '--force', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
  });

  it('restore --out, and restore uses the working tree config thresholds, wording deletes "not in the backup"', async ({
    onTestFinished,
  }) => {
    const groups = ['A', 'B', 'C'].map((name, i) => ({
      id: `g${i}`,
      name,
      scope: 'withAll' as const,
      tags: [name.toLowerCase()],
    }));
    const { run, cwd } = await setup(
      onTestFinished,
      { organizations: [{ id: '7301', networks: [{ id: 'N_1', targetGroups: groups }] }] },
      {
        'smform.yaml': `organizations:
  - id: "7301"
    policy: { minObjectsForPercent: 2, maxChangePercent: 50 }
    networks:
      - id: N_1
        targetGroups:
          - { name: A, scope: withoutAll, tags: [a] }
          - { name: B, scope: withAny, tags: [b, x] }
          - { name: C, scope: withAll, tags: [c] }
          - { name: D, scope: withAll, tags: [d] }
`,
      },
    );
    const applied = await run(['apply', '--no-devices', '--force', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    const [backup] = await readdir(join(cwd, '.smform', 'backups'));
    const file = `.smform/backups/${backup ?? ''}`;

    // Going back changes A (to withAll: not risky) and B, deletes D: 3 of 4 objects, more than the
    // organization's 50% (the defaults would not count a scope of fewer than 10 objects).
    const restored = await run(['restore', file, '--no-devices', '--out', 'restore.json']);
    expect(restored.code, restored.stderr).toBe(4);
    expect(restored.stdout).toMatch(/- network\/N_1\/targetGroup\/D {2}\(DELETE, not in the backup, id /);
    expect(restored.stderr).toContain('network/N_1/targetGroup/D would be deleted (not in the backup)');
    expect(restored.stderr).toContain(
      '3 of 4 objects in network/N_1/targetGroup would be updated or deleted (75%, more than the 50% allowed)',
    );
    expect(restored.stderr).toContain('apply it with: smform apply restore.json --allow-delete --force');

    // A `protected: true` mark in the working tree holds for a restore too: no flag, no apply hint.
    const config = await readFile(join(cwd, 'smform.yaml'), 'utf8');
    await writeFile(
      join(cwd, 'smform.yaml'),
      config.replace(
        '{ name: A, scope: withoutAll, tags: [a] }',
        '{ name: A, scope: withoutAll, tags: [a], protected: true }',
      ),
    );
    const guarded = await run([
      'restore',
      file,
      '--no-devices',
      '--force',
      '--allow-delete',
      '--out',
      'r2.json',
    ]);
    expect(guarded.code, guarded.stderr).toBe(4);
    expect(guarded.stderr).toContain(`network/N_1/targetGroup/A ${PROTECTED_RULE}`);
    expect(guarded.stderr).toContain(
      'Saved the restore plan to r2.json; it cannot be applied while it changes a protected object',
    );

    // apply re-plans the restore with the config it followed: the reviewed config again.
    await writeFile(join(cwd, 'smform.yaml'), config);
    const back = await run(['apply', 'restore.json', '--allow-delete', '--force', '--auto-approve']);
    expect(back.code, back.stderr).toBe(0);
  });
});
