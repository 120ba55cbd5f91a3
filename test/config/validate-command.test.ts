import { describe, expect, it } from 'vitest';
import { repoRoot, runInProcess } from './cli-harness.js';

describe('smform validate', () => {
  it('accepts the Acme example and says what it checked', async () => {
    const run = await runInProcess(['validate', 'examples/acme']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      'skipped examples/acme/live.yaml (emulator seed)\n' +
        'Checked 6 files: 2 organizations, 4 networks, 14 target groups, 5 admin roles, ' +
        '2 sentry assignments (6 policies), 1 device tag. 0 errors, 0 warnings.\n',
    );
  });

  it('validates the current directory when given no path', async () => {
    const run = await runInProcess(['validate'], `${repoRoot}examples/acme`);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Checked 6 files: 2 organizations');
  });

  it('with --quiet prints only the result', async () => {
    const run = await runInProcess(['--quiet', 'validate', 'examples/acme']);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('skipped');
    expect(run.stdout).toContain('Checked 6 files');
  });

  it('exits 0 on warnings and prints them with their hint', async () => {
    const run = await runInProcess(['validate', 'test/fixtures/config/warnings']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'test/fixtures/config/warnings/tag-variant-case.yaml:11:20  organizations[0].networks[0].targetGroups[1].tags[0]: ' +
        'warning: tag "Kiosk" differs only in case from "kiosk" (test/fixtures/config/warnings/tag-variant-case.yaml:8:20)\n' +
        '    hint: device tags are case-sensitive',
    );
    expect(run.stdout).toContain('tag-variant-space.yaml:8:20');
    expect(run.stdout).toContain('tags-ignored.yaml:8:19');
    expect(run.stdout).toMatch(/Checked 3 files: .*\. 0 errors, 3 warnings\.\n$/);
  });

  it('prints a JSON report with --output json', async () => {
    const run = await runInProcess(['validate', 'examples/acme', '--output', 'json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({
      valid: true,
      skipped: [{ file: 'examples/acme/live.yaml', reason: 'emulator seed' }],
      counts: { files: 6, organizations: 2, networks: 4, targetGroups: 14, adminRoles: 5 },
      diagnostics: [],
    });
    expect(report['files']).toHaveLength(6);
    expect(report['digest']).toMatch(/^sha256:/);
  });

  it('lists every problem in JSON with severity, code, path, hint and source', async () => {
    const run = await runInProcess([
      'validate',
      '--output',
      'json',
      'test/fixtures/config/schema-bad-role-scope.yaml',
    ]);
    expect(run.code).toBe(3);
    expect(JSON.parse(run.stdout)).toEqual({
      valid: false,
      files: ['test/fixtures/config/schema-bad-role-scope.yaml'],
      skipped: [],
      counts: {
        files: 1,
        organizations: 0,
        networks: 0,
        targetGroups: 0,
        adminRoles: 0,
        sentryAssignments: 0,
        sentryPolicies: 0,
      },
      diagnostics: [
        {
          severity: 'error',
          code: 'invalid-value',
          message: '"any" is not a valid scope',
          path: 'organizations[0].adminRoles[0].scope',
          hint: 'allowed: all_tags, some, without_all_tags, without_some',
          source: { file: 'test/fixtures/config/schema-bad-role-scope.yaml', line: 5, column: 16 },
        },
      ],
    });
  });

  it('rejects an unknown --output format', async () => {
    const run = await runInProcess(['validate', '--output', 'xml', 'examples/acme']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("argument 'xml' is invalid");
  });

  it('describes every option in --help', async () => {
    const run = await runInProcess(['validate', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: smform validate [options] [paths...]');
    const help = run.stdout.replace(/\s+/g, ' ');
    expect(help).toContain(
      '--output <format> text for people, json for tools (choices: "text", "json", default: "text")',
    );
    for (const global of ['--debug', '--quiet', '--no-color']) expect(help).toContain(global);
    expect(run.stdout).toContain('config files or directories');
  });

  it('never prints a stack trace for bad config, even with --debug', async () => {
    const run = await runInProcess(['--debug', 'validate', 'test/fixtures/config/binary-garbage.yaml']);
    expect(run.code).toBe(3);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
  });

  it('colors problems only on a terminal, never with NO_COLOR or --no-color', async () => {
    const fixture = 'test/fixtures/config/tags-required-role.yaml';
    const red = '\u001b[31m';
    expect((await runInProcess(['validate', fixture], undefined, { isTTY: true })).stdout).toContain(red);
    expect((await runInProcess(['validate', fixture])).stdout).not.toContain(red);
    const noColorEnv = await runInProcess(['validate', fixture], undefined, {
      isTTY: true,
      env: { NO_COLOR: '1' },
    });
    expect(noColorEnv.stdout).not.toContain(red);
    const noColorFlag = await runInProcess(['--no-color', 'validate', fixture], undefined, { isTTY: true });
    expect(noColorFlag.stdout).not.toContain(red);
  });

  it('names the rule of each problem with --debug', async () => {
    const run = await runInProcess(['--debug', 'validate', 'test/fixtures/config/tags-required-role.yaml']);
    expect(run.stdout).toContain('has scope without_some but no tags  [tags-required]\n    hint:');
  });
});
