import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { smform } from './run-in-process.js';

/**
 * `smform completion bash|zsh|fish`, generated from the program tree: each script is loaded into its real
 * shell and asked to complete (bash always; fish and zsh where installed, as on a developer's machine).
 */

function installed(shell: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${shell}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function shell(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { env: { PATH: process.env['PATH'] ?? '', HOME: tmpdir() } },
      (error, stdout, stderr) => {
        if (error === null) resolve(stdout);
        else reject(new Error(`${file}: ${error.message}\n${stderr}`));
      },
    );
  });
}

async function script(name: string): Promise<string> {
  const run = await smform(['completion', name], { cwd: process.cwd() });
  expect(run.code, run.stderr).toBe(0);
  const dir = await mkdtemp(join(tmpdir(), 'smform-completion-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, `smform.${name}`);
  await writeFile(file, run.stdout);
  return file;
}

const COMMANDS = ['validate', 'plan', 'apply', 'drift', 'export', 'init', 'api', 'doctor', 'completion'];

describe('smform completion', () => {
  it('bash: commands, flags of the command and the global ones, --output values, operation ids', async () => {
    const file = await script('bash');
    const complete = async (...words: string[]) =>
      (
        await shell('bash', [
          '-c',
          'source "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _smform_completion; echo "${COMPREPLY[*]}"',
          file,
          'smform',
          ...words,
        ])
      ).trim();
    expect((await complete('')).split(' ')).toEqual(expect.arrayContaining(COMMANDS));
    expect(await complete('pl')).toBe('plan');
    expect(await complete('--emulator', 'seed.yaml', 'dr')).toBe('drift');
    expect(await complete('plan', '--output', '')).toBe('text json markdown html');
    expect(await complete('api', '--output', '')).toBe('json yaml text');
    expect(await complete('plan', '-o', '')).toBe('text json markdown html');
    expect(await complete('export', '--out')).toBe('--out-dir --out --output');
    expect(await complete('apply', '--ye')).toBe('--yes');
    expect((await complete('orgs', '-')).split(' ')).toEqual(expect.arrayContaining(['-o', '-q', '-h']));
    expect(await complete('plan', '--detailed')).toBe('--detailed-exitcode');
    expect(await complete('plan', '--deb')).toBe('--debug');
    expect(await complete('validate', '--detailed')).toBe('');
    expect(await complete('api', 'getNetworkSmTargetG')).toBe(
      'getNetworkSmTargetGroup getNetworkSmTargetGroups',
    );
    expect(await complete('api', '--input', 'body.json', 'getOrganizationSmAdminsRoles')).toBe(
      'getOrganizationSmAdminsRoles',
    );
    expect(await complete('init', '--with', '')).toBe('action');
    expect(await complete('completion', '')).toBe('bash zsh fish');
  });

  it.skipIf(!installed('fish'))('fish: the same, with descriptions', async () => {
    const file = await script('fish');
    const complete = async (line: string) =>
      (await shell('fish', ['-c', `source ${file}; complete -C '${line}'`]))
        .trim()
        .split('\n')
        .map((candidate) => candidate.split('\t')[0]);
    expect(await complete('smform ')).toEqual(expect.arrayContaining(COMMANDS));
    expect(await complete('smform pl')).toEqual(['plan']);
    expect(await complete('smform plan --output ')).toEqual(['json', 'markdown', 'text']);
    expect(await complete('smform api getNetworkSmTargetG')).toEqual([
      'getNetworkSmTargetGroup',
      'getNetworkSmTargetGroups',
    ]);
    expect(await complete('smform drift --detailed')).toEqual(['--detailed-exitcode']);
  });

  it.skipIf(!installed('zsh'))('zsh: the script parses and registers its completion function', async () => {
    const file = await script('zsh');
    await shell('zsh', ['-n', file]);
    const registered = await shell('zsh', [
      '-f',
      '-c',
      `autoload -U compinit && compinit -u -D && source ${file} && print -r -- $_comps[smform]`,
    ]);
    expect(registered.trim()).toBe('_smform');
  });

  it('refuses a shell it has no script for', async () => {
    const run = await smform(['completion', 'tcsh'], { cwd: process.cwd() });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "error: command-argument value 'tcsh' is invalid for argument 'shell'. Allowed choices are bash, zsh, fish.",
    );
    expect(run.stdout).toBe('');
  });
});
