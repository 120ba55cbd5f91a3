import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { smform, workdir } from './run-in-process.js';

// One colour decision for every command (README, "Colour"): `--no-color` first, then FORCE_COLOR
// (set and non-empty; `0`/`false` turn colour off), then NO_COLOR (set and non-empty), then the terminal.

const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const repo = fileURLToPath(new URL('../../', import.meta.url));
const badRole = 'test/fixtures/config/tags-required-role.yaml';
/** The first line of an error, as every command paints it: red, closed with a full reset. */
// eslint-disable-next-line no-control-regex
const redLine = /\u001b\[31m[^\n\u001b]+\u001b\[0m/;

/** The built CLI in a pseudo-terminal (`script`), with exactly `env` (and PATH); output as the terminal saw it. */
function inTerminal(argv: string[], env: Record<string, string>): Promise<string> {
  const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, mainJs, ...argv].map(quote).join(' ');
  return new Promise((resolve, reject) => {
    execFile(
      'script',
      ['-qec', command, '/dev/null'],
      { cwd: repo, env: { PATH: process.env['PATH'] ?? '', TERM: 'dumb', ...env } },
      (error: (Error & { code?: unknown }) | null, stdout) => {
        if (error === null || typeof error.code === 'number') resolve(stdout.replace(/\r\n/g, '\n'));
        else reject(error);
      },
    );
  });
}

describe('colour', () => {
  it('FORCE_COLOR colours output without a terminal (CI logs), in stdout and in errors on stderr', async () => {
    const validate = await smform(['validate', badRole], { cwd: repo, env: { FORCE_COLOR: '1' } });
    expect(validate.code).toBe(3);
    expect(validate.stdout).toMatch(redLine);
    // An invalid config in plan: the same problem painted the same way, and the error line too.
    const plan = await smform(['plan', badRole], { cwd: repo, env: { FORCE_COLOR: '1' } });
    expect(plan.code).toBe(3);
    const problem = validate.stdout.split('\n')[0] ?? '';
    expect(problem).toMatch(redLine);
    expect(plan.stderr.split('\n')).toContain(problem);
    expect(plan.stderr).toContain('\u001b[31merror: the configuration is invalid (1 error)\u001b[0m\n');
  });

  it('FORCE_COLOR=0 or false, --no-color, or no terminal: no colour at all', async () => {
    for (const env of [
      { FORCE_COLOR: '0' },
      { FORCE_COLOR: 'false' },
      { FORCE_COLOR: '' },
      { NO_COLOR: '' },
    ]) {
      const run = await smform(['plan', badRole], { cwd: repo, env });
      expect(run.code).toBe(3);
      expect(run.stdout + run.stderr).not.toContain('\u001b[');
    }
    const flag = await smform(['--no-color', 'plan', badRole], { cwd: repo, env: { FORCE_COLOR: '1' } });
    expect(flag.stdout + flag.stderr).not.toContain('\u001b[');
  });

  it('errors of a file problem are painted like every other error', async ({ onTestFinished }) => {
    const dir = await workdir(onTestFinished, {});
    const run = await smform(['plan', 'missing.yaml'], { cwd: dir, env: { FORCE_COLOR: '1' } });
    expect(run.code).toBe(3);
    expect(run.stderr.startsWith('\u001b[31mmissing.yaml')).toBe(true);
  });

  it.skipIf(!existsSync('/usr/bin/script'))(
    'on a terminal: NO_COLOR turns colour off only when non-empty; FORCE_COLOR wins over it',
    async () => {
      expect(await inTerminal(['validate', badRole], {})).toMatch(redLine);
      expect(await inTerminal(['validate', badRole], { NO_COLOR: '' })).toMatch(redLine);
      expect(await inTerminal(['validate', badRole], { NO_COLOR: '1' })).not.toContain('\u001b[');
      expect(await inTerminal(['validate', badRole], { NO_COLOR: '1', FORCE_COLOR: '1' })).toMatch(redLine);
      expect(await inTerminal(['--no-color', 'validate', badRole], {})).not.toContain('\u001b[');
    },
  );
});
