import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitStepSummary, renderApplyMarkdown, runArtifactsUrl } from '../../src/report/step-summary.js';
import { smform, workdir } from '../cli/run-in-process.js';

/* In GitHub Actions, plan, drift and apply append their Markdown to $GITHUB_STEP_SUMMARY. */

const SEED = resolve('examples/acme/live.yaml');
const CONFIG = resolve('examples/acme');

describe('the job summary', () => {
  it('plan, drift and apply each append their Markdown when GITHUB_STEP_SUMMARY is set', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {});
    const env = { GITHUB_STEP_SUMMARY: join(cwd, 'summary.md') };
    const plan = await smform(['--emulator', SEED, 'plan', CONFIG, '--org', '549236'], { cwd, env });
    expect(plan.code, plan.stderr).toBe(0);
    // The plan's text is on stdout as always; the summary holds the PR comment's Markdown.
    expect(plan.stdout).not.toContain('<!-- smform:plan -->');
    const afterPlan = await readFile(env.GITHUB_STEP_SUMMARY, 'utf8');
    expect(afterPlan).toContain('<!-- smform:plan -->');
    expect(afterPlan).toContain('Acme Corp');
    const drift = await smform(['--emulator', SEED, 'drift', CONFIG], { cwd, env });
    expect(drift.code).toBe(2);
    const apply = await smform(['--emulator', SEED, 'apply', CONFIG, '--auto-approve'], { cwd, env });
    expect(apply.code, apply.stderr).toBe(0);
    const all = await readFile(env.GITHUB_STEP_SUMMARY, 'utf8');
    expect(all.startsWith(afterPlan)).toBe(true);
    const rest = all.slice(afterPlan.length);
    expect(rest.indexOf('<!-- smform:drift -->')).toBeGreaterThanOrEqual(0);
    expect(rest.indexOf('## smform apply: done')).toBeGreaterThan(rest.indexOf('<!-- smform:drift -->'));
    expect(rest).toContain(
      '## smform apply: done\n\n5 done, 0 failed, 0 skipped; 0 verification problems.\n\n```text\n',
    );
  });

  it('writes nothing with SMFORM_STEP_SUMMARY=0, and only warns when the file cannot be written', async ({
    onTestFinished,
  }) => {
    const cwd = await workdir(onTestFinished, {});
    const off = await smform(['--emulator', SEED, 'plan', CONFIG], {
      cwd,
      env: { GITHUB_STEP_SUMMARY: join(cwd, 'summary.md'), SMFORM_STEP_SUMMARY: '0' },
    });
    expect(off.code).toBe(0);
    await expect(readFile(join(cwd, 'summary.md'), 'utf8')).rejects.toThrow(/ENOENT/);
    const broken = await smform(['--emulator', SEED, 'plan', CONFIG], {
      cwd,
      env: { GITHUB_STEP_SUMMARY: join(cwd, 'no-such-dir', 'summary.md') },
    });
    expect(broken.code).toBe(0);
    expect(broken.stderr).toContain('warning: cannot append to the job summary ($GITHUB_STEP_SUMMARY)');
  });

  it('a report too long for the summary is cut at a line, its code block closed, the artifacts linked', () => {
    const url = runArtifactsUrl({
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'acme/policy',
      GITHUB_RUN_ID: '42',
    });
    expect(url).toBe('https://github.com/acme/policy/actions/runs/42#artifacts');
    expect(
      runArtifactsUrl({
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'a/b)[x](y',
        GITHUB_RUN_ID: '1',
      }),
    ).toBeUndefined();
    const long = `## plan\n\n\`\`\`diff\n${'+ ä line of the diff\n'.repeat(10_000)}\`\`\`\n`;
    const fitted = fitStepSummary(long, url, 50_000);
    const [head, note] = fitted.split('> [!NOTE]');
    expect(Buffer.byteLength(head ?? '', 'utf8')).toBeLessThanOrEqual(50_000 + 4);
    expect(head).toMatch(/\+ ä line of the diff\n```\n\n$/);
    expect(note).toContain(
      '[artifacts of this run](https://github.com/acme/policy/actions/runs/42#artifacts)',
    );
    expect(fitStepSummary('short', url, 50_000)).toBe('short\n\n');
    expect(fitStepSummary('short\n', url, 6)).toBe('short\n\n');
    // Without the run's address the note still says where the rest is; no code block, no fence to close.
    expect(fitStepSummary('line one\nline two\nline three\n', undefined, 20)).toBe(
      "line one\nline two\n\n> [!NOTE]\n> Cut to fit the job summary: the whole report is in the run's artifacts.\n\n",
    );
    for (const missing of ['GITHUB_SERVER_URL', 'GITHUB_REPOSITORY', 'GITHUB_RUN_ID']) {
      const env: Record<string, string> = {
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'acme/policy',
        GITHUB_RUN_ID: '42',
      };
      delete env[missing];
      expect(runArtifactsUrl(env)).toBeUndefined();
    }
    const cutNote =
      "\n> [!NOTE]\n> Cut to fit the job summary: the whole report is in the run's artifacts.\n\n";
    // Cut at the last whole line that fits, an empty first line included; a fence mid-line opens no block.
    expect(fitStepSummary('a\n'.repeat(20), undefined, 20)).toBe(`${'a\n'.repeat(10)}${cutNote}`);
    expect(fitStepSummary('\nabcdef\n', undefined, 4)).toBe(`\n${cutNote}`);
    expect(fitStepSummary('say ``` here\nmore text\n', undefined, 16)).toBe(`say \`\`\` here\n${cutNote}`);
  });

  it("apply's summary: NOT complete, interrupted, the problems counted, the table in a text block", () => {
    const write = {
      kind: 'targetGroup',
      orgId: '1',
      operationId: 'createNetworkSmTargetGroup',
      action: 'create',
    } as const;
    const markdown = renderApplyMarkdown({
      writes: [
        { ...write, addresses: ['network/N_1/targetGroup/A'], status: 'done', id: '11' },
        { ...write, addresses: ['network/N_1/targetGroup/F'], status: 'failed', message: '400 Name taken' },
        { ...write, addresses: ['network/N_1/targetGroup/G'], status: 'skipped', message: 'not started' },
      ],
      verification: [{ address: 'network/N_1/targetGroup/A', message: 'after apply, it is missing' }],
      interrupted: true,
      ok: false,
      startedAt: '2026-11-27T10:00:00.000Z',
      finishedAt: '2026-11-27T10:00:01.000Z',
    });
    expect(markdown).toBe(
      [
        '## smform apply: NOT complete',
        '',
        '1 done, 1 failed, 1 skipped, interrupted; 1 verification problem.',
        '',
        '```text',
        'STATUS   ACTION  ADDRESS                    DETAIL',
        'done     create  network/N_1/targetGroup/A  id 11',
        'failed   create  network/N_1/targetGroup/F  400 Name taken',
        'skipped  create  network/N_1/targetGroup/G  not started',
        '',
        'Verification found problems:',
        '  network/N_1/targetGroup/A: after apply, it is missing',
        '',
        'Apply interrupted: 1 done, 1 failed, 1 skipped.',
        '```',
        '',
      ].join('\n'),
    );
  });
});
