import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from './run-in-process.js';

// Wording through the CLI (in-process): plurals, natural order of ids (render time only: the plan's JSON order
// and planHash stay), the organization's config name in the Markdown titles, tag diffs in Markdown.

const SEED = `organizations:
  - id: "1"
    name: Solo
    adminRoles: [ { roleId: "r1", name: Helpdesk, scope: some, tags: [a] } ]
    networks:
      - { id: N_10, name: Ten, targetGroups: [ { id: "t1", name: Kiosks, scope: withAll, tags: [kiosk] } ] }
      - { id: N_2, name: Two, targetGroups: [ { id: "t2", name: Kiosks, scope: withAll, tags: [kiosk] } ] }
`;

const config = (name: string): string => `organizations:
  - id: "1"
${name}    adminRoles:
      - { name: Helpdesk, scope: some, tags: [a] }
    networks:
      - id: N_10
        targetGroups: [ { name: Kiosks, scope: withAll, tags: [kiosk, new] } ]
      - id: N_2
        targetGroups: [ { name: Kiosks, scope: withAll, tags: ["i*p|d"] } ]
`;

describe('wording', () => {
  it('counts in the singular when there is one', async ({ onTestFinished }) => {
    const cwd = await workdir(onTestFinished, { 'seed.yaml': SEED, 'config.yaml': config('') });
    const snapshot = await smform(['--emulator', 'seed.yaml', 'snapshot', 'config.yaml', '--out', 's.json'], {
      cwd,
    });
    expect(snapshot.code, snapshot.stderr).toBe(0);
    expect(snapshot.stderr).toContain('Wrote the live state of 1 organization, 2 networks of target groups');
    const orgs = await smform(['orgs', 'config.yaml'], { cwd });
    expect(orgs.stdout).toContain('1  (no name): 1 admin role, 2 networks with target groups');
    await writeFile(
      join(cwd, 'one.yaml'),
      'organizations:\n  - id: "1"\n    name: Solo\n    networks:\n      - id: N_2\n        targetGroups: []\n',
    );
    const one = await smform(['orgs', 'one.yaml'], { cwd });
    expect(one.stdout).toBe('1  Solo: 1 network with target groups\n');
  });

  it('lists ids in natural order in text and Markdown, and leaves the plan JSON order and hash alone', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, { 'seed.yaml': SEED, 'config.yaml': config('') });
    const text = await smform(['--emulator', 'seed.yaml', 'plan', 'config.yaml'], { cwd });
    expect(text.stdout.indexOf('~ network/N_2/')).toBeGreaterThan(-1);
    expect(text.stdout.indexOf('~ network/N_2/')).toBeLessThan(text.stdout.indexOf('~ network/N_10/'));
    const markdown = await smform(
      ['--emulator', 'seed.yaml', 'plan', 'config.yaml', '--output', 'markdown'],
      {
        cwd,
      },
    );
    const rows = markdown.stdout.split('\n').filter((line) => line.startsWith('| `network/'));
    expect(rows.map((row) => row.split('|')[1]?.trim())).toEqual([
      '`network/N_2/targetGroup`',
      '`network/N_10/targetGroup`',
    ]);
    const drift = await smform(['--emulator', 'seed.yaml', 'drift', 'config.yaml'], { cwd });
    expect(drift.stdout.indexOf('network/N_2/')).toBeLessThan(drift.stdout.indexOf('network/N_10/'));
    const json = await smform(['--emulator', 'seed.yaml', 'plan', 'config.yaml', '--output', 'json'], {
      cwd,
    });
    const plan = JSON.parse(json.stdout) as { changes: { address: string }[]; planHash: string };
    // The plan's own order is code-point order, as the hash was made over it.
    expect(plan.changes.map((change) => change.address)).toEqual([
      'org/1/adminRole/Helpdesk',
      'network/N_10/targetGroup/Kiosks',
      'network/N_2/targetGroup/Kiosks',
    ]);
  });

  it('names the organization by its config name in the Markdown titles, and tag diffs read as in text', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {
      'seed.yaml': SEED,
      'named.yaml': config('    name: "Solo `Retail`"\n'),
    });
    const plan = await smform(['--emulator', 'seed.yaml', 'plan', 'named.yaml', '--output', 'markdown'], {
      cwd,
    });
    expect(plan.stdout).toContain('\n## smform plan for `` Solo `Retail` `` (organization 1): 2 changes\n');
    // The change table shows the tag diff as the text plan does, in a code span, pipes escaped for the table.
    expect(plan.stdout).toContain(
      '| `~` | `network/N_2/targetGroup/Kiosks` | tags `+{i*p\\|d} -{kiosk}` | 0 → 0 |',
    );
    expect(plan.stdout).toContain('| `~` | `network/N_10/targetGroup/Kiosks` | tags `+{new}` | 0 → 0 |');
    const text = await smform(['--emulator', 'seed.yaml', 'plan', 'named.yaml'], { cwd });
    expect(text.stdout).toContain('    tags: +{i*p|d} -{kiosk}\n');
    const drift = await smform(['--emulator', 'seed.yaml', 'drift', 'named.yaml', '--output', 'markdown'], {
      cwd,
    });
    expect(drift.stdout).toContain('\n## smform drift for `` Solo `Retail` `` (organization 1): 2 drifted\n');
    // Without a name in the config: the organization's id alone.
    await writeFile(join(cwd, 'unnamed.yaml'), config(''));
    const unnamed = await smform(
      ['--emulator', 'seed.yaml', 'plan', 'unnamed.yaml', '--output', 'markdown'],
      {
        cwd,
      },
    );
    expect(unnamed.stdout).toContain('\n## smform plan for organization 1: 2 changes\n');
  });
});
