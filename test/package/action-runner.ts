import { execFile } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * Runs smform's composite action (action.yml at the repository root) the way a GitHub runner would: its
 * inputs with their defaults, `if:` conditions over inputs, `${{ inputs.* }}` and `${{ github.action_path }}`
 * substituted, each `run:` under `bash -e` in its working directory, `GITHUB_OUTPUT`, `GITHUB_PATH` and
 * `RUNNER_TEMP` as on a runner. What only a runner has is a stand-in: `uses:` steps (setup-node) are
 * recorded, and `npm` records its arguments, does nothing for `npm ci`, and for `npm run build` links the
 * dist/ this suite built (test/package/pack.test.ts installs the real package instead).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ACTION = join(ROOT, 'action.yml');

interface ActionStep {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  with?: Record<string, string>;
  run?: string;
  shell?: string;
  'working-directory'?: string;
  env?: Record<string, string>;
}

interface ActionFile {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: ActionStep[] };
}

export interface ActionStepRecord {
  name: string;
  ran: boolean;
  code: number;
  stdout: string;
  stderr: string;
  /** A `uses:` step's inputs after substitution. */
  with?: Record<string, string>;
}

export interface ActionRun {
  /** Whether the action step succeeded, as the calling job sees it. */
  success: boolean;
  steps: ActionStepRecord[];
  outputs: Record<string, string>;
}

export interface ActionHost {
  /** The job's workspace: relative working directories resolve against it. */
  workspace: string;
  /** Where the action is checked out (`github.action_path`). */
  actionPath: string;
  /** The runner's `RUNNER_TEMP`, shared by the job's steps. */
  runnerTemp: string;
  /** The job's `GITHUB_PATH` file: lines the action adds reach the job's later steps. */
  githubPath: string;
  /** The environment of the calling step (the job's and the `uses:` step's `env:`). */
  env: Record<string, string>;
}

/** Directories the job's earlier steps added to `GITHUB_PATH`, the latest first, as a runner prepends them. */
export async function addedPath(githubPath: string): Promise<string[]> {
  const text = await readFile(githubPath, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .reverse();
}

async function writeNpmStub(bin: string, log: string): Promise<void> {
  await mkdir(bin, { recursive: true });
  const dist = join(ROOT, 'dist');
  await writeFile(
    join(bin, 'npm'),
    `#!/bin/sh
echo "$PWD: npm $*" >> "${log}"
case "$1" in
  ci) exit 0 ;;
  run) [ "$2" = build ] && ln -s "${dist}" dist && exit 0 ;;
esac
echo "npm stub: only npm ci and npm run build" >&2
exit 127
`,
  );
  await chmod(join(bin, 'npm'), 0o755);
}

function bash(script: string, cwd: string, env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done, fail) => {
    // `shell: bash` runs `bash --noprofile --norc -eo pipefail {0}`.
    execFile(
      'bash',
      ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script],
      { cwd, env },
      (error, stdout, stderr) => {
        if (error === null) done({ code: 0, stdout, stderr });
        else if (typeof error.code === 'number') done({ code: error.code, stdout, stderr });
        else fail(new Error(error.message));
      },
    );
  });
}

function substitute(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
    const value = values[expression];
    if (value === undefined) throw new Error(`action runner: cannot evaluate \${{ ${expression} }}`);
    return value;
  });
}

/** `inputs.NAME != ''` or `inputs.NAME == ''`: the only conditions action.yml uses. */
function condition(text: string, inputs: Record<string, string>): boolean {
  const match = /^\s*inputs\.([\w-]+)\s*(==|!=)\s*''\s*$/.exec(text);
  if (match === null) throw new Error(`action runner: cannot evaluate if: ${text}`);
  const empty = (inputs[match[1] ?? ''] ?? '') === '';
  return match[2] === '==' ? empty : !empty;
}

/** Runs action.yml once with `given` inputs; `npmLog` collects the npm stub's calls. */
export async function runAction(
  given: Record<string, string>,
  host: ActionHost,
  npmLog: string,
): Promise<ActionRun> {
  const action = parse(await readFile(ACTION, 'utf8')) as ActionFile;
  if (action.runs.using !== 'composite') throw new Error('action runner: only composite actions');
  for (const name of Object.keys(given)) {
    if (action.inputs[name] === undefined) throw new Error(`action runner: action.yml has no input ${name}`);
  }
  const inputs = Object.fromEntries(
    Object.entries(action.inputs).map(([name, input]) => [name, given[name] ?? input.default ?? '']),
  );
  const bin = join(host.runnerTemp, 'stub-bin');
  await writeNpmStub(bin, npmLog);
  const outputs: Record<string, Record<string, string>> = {};
  const values = (): Record<string, string> => {
    const all: Record<string, string> = { 'github.action_path': host.actionPath };
    for (const [name, value] of Object.entries(inputs)) all[`inputs.${name}`] = value;
    for (const [id, map] of Object.entries(outputs)) {
      for (const [key, value] of Object.entries(map)) all[`steps.${id}.outputs.${key}`] = value;
    }
    return all;
  };
  const run: ActionRun = { success: true, steps: [], outputs: {} };
  for (const [index, step] of action.runs.steps.entries()) {
    const name = substitute(step.name ?? step.uses ?? `step ${index}`, values());
    const wanted = run.success && (step.if === undefined || condition(step.if, inputs));
    if (!wanted) {
      run.steps.push({ name, ran: false, code: 0, stdout: '', stderr: '' });
      continue;
    }
    if (step.uses !== undefined) {
      const withInputs = Object.fromEntries(
        Object.entries(step.with ?? {}).map(([key, value]) => [key, substitute(String(value), values())]),
      );
      run.steps.push({ name, ran: true, code: 0, stdout: '', stderr: '', with: withInputs });
      continue;
    }
    if (step.shell !== 'bash') throw new Error(`action runner: step ${name} needs shell: bash`);
    const outputFile = join(host.runnerTemp, `action-output-${index}`);
    await writeFile(outputFile, '');
    const path = [
      ...(await addedPath(host.githubPath)),
      bin,
      dirname(process.execPath),
      process.env['PATH'] ?? '',
    ];
    const env: Record<string, string> = {
      ...host.env,
      PATH: path.join(':'),
      RUNNER_TEMP: host.runnerTemp,
      GITHUB_OUTPUT: outputFile,
      GITHUB_PATH: host.githubPath,
      GITHUB_ACTION_PATH: host.actionPath,
    };
    for (const [key, value] of Object.entries(step.env ?? {})) env[key] = substitute(value, values());
    const cwd = resolve(host.workspace, substitute(step['working-directory'] ?? '.', values()));
    const result = await bash(substitute(step.run ?? '', values()), cwd, env);
    if (step.id !== undefined) {
      const lines = (await readFile(outputFile, 'utf8')).split('\n');
      outputs[step.id] = Object.fromEntries(
        lines
          .filter((line) => line.includes('='))
          .map((line): [string, string] => [
            line.slice(0, line.indexOf('=')),
            line.slice(line.indexOf('=') + 1),
          ]),
      );
    }
    run.steps.push({ name, ran: true, ...result });
    if (result.code !== 0) run.success = false;
  }
  for (const [key, output] of Object.entries(action.outputs)) {
    run.outputs[key] = substitute(output.value, { ...emptyStepOutputs(output.value), ...values() });
  }
  return run;
}

/** A step output the action did not set reads as empty, as on GitHub (a skipped `run` step). */
function emptyStepOutputs(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/\$\{\{\s*(steps\.[\w-]+\.outputs\.[\w-]+)\s*\}\}/g)].map((m) => [m[1] ?? '', '']),
  );
}
