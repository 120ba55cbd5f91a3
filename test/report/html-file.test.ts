import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from '../cli/run-in-process.js';

/* `--html FILE` of plan and drift: the page beside whatever --output prints, from the same run. */

const SEED = resolve('examples/acme/live.yaml');
const CONFIG = resolve('examples/acme');

describe('--html FILE', () => {
  it('plan writes the page beside its Markdown comment, and drift beside its JSON', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {});
    const plan = await smform(
      ['--emulator', SEED, 'plan', CONFIG, '--output', 'markdown', '--html', 'plan.html'],
      { cwd },
    );
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toContain('<!-- smform:plan -->');
    const page = await readFile(join(cwd, 'plan.html'), 'utf8');
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page).toContain('org/549236/adminRole/Helpdesk APAC');
    expect(page).toContain('Acme Corp (549236)');
    const drift = await smform(
      ['--emulator', SEED, 'drift', CONFIG, '--output', 'json', '--html', 'drift.html'],
      { cwd },
    );
    expect(drift.code).toBe(2);
    const report = JSON.parse(drift.stdout) as { objects: Array<{ address: string; status: string }> };
    const driftPage = await readFile(join(cwd, 'drift.html'), 'utf8');
    for (const entry of report.objects.filter((o) => o.status !== 'inSync'))
      expect(driftPage).toContain(`data-state="${entry.status}"`);
    expect(driftPage).toContain('<title>smform drift</title>');
  });
});
