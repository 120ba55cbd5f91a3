import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from '../cli/run-in-process.js';

/* `smform report merge FILE...`: what it takes, and a clear error for anything else. */

const SEED = resolve('examples/acme/live.yaml');
const CONFIG = resolve('examples/acme');

describe('report merge', () => {
  it('refuses a file that is neither a plan nor a drift report, and a plan altered after it was made, naming the file', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {
      'notes.json': '{"hello": 1}\n',
      'broken.json': '{"planHash": ',
    });
    const plan = await smform(['--emulator', SEED, 'plan', CONFIG, '--out', 'plan.json'], { cwd });
    expect(plan.code, plan.stderr).toBe(0);
    const other = await smform(['report', 'merge', 'plan.json', 'notes.json'], { cwd });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('notes.json is neither a saved plan nor a drift report');
    expect(other.stdout).toBe('');
    const broken = await smform(['report', 'merge', 'broken.json'], { cwd });
    expect(broken.stderr).toContain('broken.json is not JSON');
    const missing = await smform(['report', 'merge', 'gone.json'], { cwd });
    expect(missing.stderr).toContain('gone.json');
    const saved = JSON.parse(await readFile(join(cwd, 'plan.json'), 'utf8')) as {
      changes: Array<{ address: string }>;
    };
    const first = saved.changes[0];
    if (first !== undefined) first.address = `${first.address}-edited`;
    await writeFile(join(cwd, 'edited.json'), JSON.stringify(saved));
    const edited = await smform(['report', 'merge', 'edited.json', '--out', 'page.html'], { cwd });
    expect(edited.code).toBe(5);
    expect(edited.stderr).toContain('altered after it was made');
    await expect(readFile(join(cwd, 'page.html'), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('names the organizations from the config with --config', async ({ onTestFinished }) => {
    const cwd = await workdir(onTestFinished, {});
    const drift = await smform(['--emulator', SEED, 'drift', CONFIG, '--output', 'json'], { cwd });
    await writeFile(join(cwd, 'drift.json'), drift.stdout);
    const merged = await smform(['report', 'merge', 'drift.json', '--config', CONFIG], { cwd });
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stdout).toContain('Acme Corp (549236)');
    expect(merged.stdout).toContain('Acme Retail (681155)');
    // Without the config, the two organizations' networks could not be told apart: one file, two organizations.
    const bare = await smform(['report', 'merge', 'drift.json'], { cwd });
    expect(bare.stdout).toContain('organization unknown');
  });

  it('shows fields a newer drift report adds (change-log attribution) as they are, escaped', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {});
    const drift = await smform(['--emulator', SEED, 'drift', CONFIG, '--output', 'json'], { cwd });
    const report = JSON.parse(drift.stdout) as { objects: Array<Record<string, unknown>> };
    const attribution = { admin: '<script>alert(1)</script> Mallory', at: '2026-11-26T22:10:00Z' };
    for (const entry of report.objects) if (entry['status'] === 'drifted') entry['attribution'] = attribution;
    await writeFile(join(cwd, 'drift.json'), JSON.stringify(report));
    const merged = await smform(['report', 'merge', 'drift.json'], { cwd });
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stdout).toContain('<dt>attribution</dt>');
    expect(merged.stdout).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Mallory');
    expect(merged.stdout).not.toContain('<script>alert(1)');
  });

  it('shows the refusals an apply with the flags given would make', async ({ onTestFinished }) => {
    const seed = {
      organizations: [
        {
          id: '1',
          name: 'One',
          adminRoles: [{ roleId: 'r1', name: 'Old', scope: 'some', tags: ['x'] }],
          networks: [],
        },
      ],
    };
    const cwd = await workdir(onTestFinished, {
      'seed.json': JSON.stringify(seed),
      'config.yaml':
        'organizations:\n  - id: "1"\n    policy: { prune: true, maxChangePercent: 100 }\n    adminRoles: []\n',
    });
    const plan = await smform(['--emulator', 'seed.json', 'plan', 'config.yaml', '--out', 'plan.json'], {
      cwd,
    });
    expect(plan.code, plan.stderr).toBe(4);
    const refused = await smform(['report', 'merge', 'plan.json'], { cwd });
    expect(refused.stdout).toContain('<span class="badge refused">refused</span>');
    expect(refused.stdout).toContain('(allowed by <code>--allow-delete</code>)');
    const allowed = await smform(['report', 'merge', 'plan.json', '--allow-delete'], { cwd });
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stdout).toContain('org/1/adminRole/Old');
    expect(allowed.stdout).not.toContain('<span class="badge refused">');
  });
});
