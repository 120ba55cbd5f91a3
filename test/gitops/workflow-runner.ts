import { execFile } from 'node:child_process';
import { chmod, cp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * Runs one job of a shipped workflow (examples/github-workflows) the way GitHub Actions would, in a config
 * repository directory: the exact `run:` scripts under bash, `${{ }}` expressions and `if:` conditions
 * evaluated from a small context, `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` as files. What only GitHub
 * has is stubbed: `npx smform` runs the built CLI, `npm ci` does nothing, `gh` answers from `github.gh`,
 * and the `uses:` actions (checkout, setup-node, github-script, upload-artifact) are recorded, not run.
 */

const mainJs = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const WORKFLOWS = fileURLToPath(new URL('../../examples/github-workflows/', import.meta.url));

interface Step {
  id?: string;
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
  'continue-on-error'?: boolean;
}

export interface GithubContext {
  /** Values of `${{ ... }}` expressions other than `steps.*` (exact expression text -> value). */
  expressions: Record<string, string>;
  /** Environment of every step (the API key, MERAKI_BASE_URL of the emulator). */
  env: Record<string, string>;
  /** What the `gh` stub answers: the merged pull request, its head, labels and plan run's artifact dir. */
  gh?: { pr?: string; head?: string; labels?: string; planRun?: string; artifactDir?: string };
  /**
   * Runs a `uses:` step other than the stubbed GitHub actions (smform's own action); undefined = record it.
   * `githubPath` is the job's `GITHUB_PATH` file: what it adds is on PATH for the job's later steps.
   */
  uses?: (
    step: { uses: string; with: Record<string, string>; env: Record<string, string> },
    job: { cwd: string; scratch: string; githubPath: string },
  ) => Promise<{ code: number; stdout: string; stderr: string } | undefined>;
}

export interface StepRecord {
  name: string;
  /** `skipped` when its `if:` was false. */
  ran: boolean;
  code: number;
  stdout: string;
  stderr: string;
}

export interface JobRun {
  /** The job's result as GitHub shows it. */
  success: boolean;
  steps: StepRecord[];
  outputs: Record<string, Record<string, string>>;
  summary: string;
  /** The body the github-script step would post (comment or issue), when it ran. */
  posted?: string;
  /** Artifacts the upload-artifact steps kept: name -> files copied into `artifacts/<name>/`. */
  artifacts: Record<string, string[]>;
}

/** The stubs on PATH: npx (smform only), npm, gh. */
async function writeStubs(bin: string): Promise<void> {
  await mkdir(bin, { recursive: true });
  const stubs: Record<string, string> = {
    npx: `#!/bin/sh\nif [ "$1" != smform ]; then echo "npx stub: only smform" >&2; exit 127; fi\nshift\nexec "${process.execPath}" "${mainJs}" "$@"\n`,
    npm: `#!/bin/sh\n[ "$1" = ci ] && exit 0\necho "npm stub: only npm ci" >&2; exit 127\n`,
    gh: `#!/bin/sh
case "$*" in
  "api repos/"*"/commits/"*"/pulls --jq .[0].number") echo "$GH_PR" ;;
  "api repos/"*"/pulls/"*" --jq .head.sha") echo "$GH_HEAD" ;;
  "api repos/"*"/pulls/"*" --jq [.labels[].name] | join(\\",\\")") echo "$GH_LABELS" ;;
  "run list --workflow plan.yml --commit $GH_HEAD --status success --limit 1 "*) echo "$GH_PLAN_RUN" ;;
  "run download $GH_PLAN_RUN --name smform-plan --dir .") cp "$GH_ARTIFACT_DIR"/* . ;;
  "pr list --head "*" --state open --json url --jq .[0].url") echo "$GH_OPEN_PR_URL" ;;
  "pr create --head "*) echo "$*" > "$GH_CALLS/pr-create"; echo "https://github.com/acme/policy/pull/42" ;;
  "pr edit "*) echo "$*" > "$GH_CALLS/pr-edit" ;;
  *) echo "gh stub: unexpected: $*" >&2; exit 2 ;;
esac
`,
  };
  for (const [name, text] of Object.entries(stubs)) {
    await writeFile(join(bin, name), text);
    await chmod(join(bin, name), 0o755);
  }
}

function bash(
  script: string,
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // GitHub runs `run:` scripts with `bash -e {0}`.
    execFile('bash', ['-e', '-c', script], { cwd, env }, (error, stdout, stderr) => {
      if (error === null) resolve({ code: 0, stdout, stderr });
      else if (typeof error.code === 'number') resolve({ code: error.code, stdout, stderr });
      else reject(new Error(error.message));
    });
  });
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * One `${{ }}` expression: an exact entry of the context, or a condition over `steps.*.outputs.*`,
 * `always()`, `success()`, `failure()`, `hashFiles(...)`, string literals, `==`, `!=`, `&&`, `||`.
 * Anything else throws, so a workflow using something the runner does not model fails the test.
 */
async function evaluate(
  expression: string,
  context: GithubContext,
  state: { ok: boolean; outputs: Record<string, Record<string, string>>; cwd: string },
): Promise<string | boolean> {
  const text = expression.trim();
  const known = context.expressions[text];
  if (known !== undefined) return known;
  let js = text.replace(/steps\.([\w-]+)\.outputs\.([\w-]+)/g, (_, id: string, key: string) =>
    JSON.stringify(state.outputs[id]?.[key] ?? ''),
  );
  js = js.replace(/always\(\)/g, 'true');
  js = js.replace(/success\(\)/g, String(state.ok)).replace(/failure\(\)/g, String(!state.ok));
  for (const match of js.matchAll(/hashFiles\('([^']*)'\)/g)) {
    const found = await exists(join(state.cwd, match[1] ?? ''));
    js = js.replace(match[0], found ? "'hash'" : "''");
  }
  return evaluateCondition(js, text);
}

/** A condition of string literals, `true`/`false`, `==`, `!=`, `&&`, `||` and parentheses. */
function evaluateCondition(js: string, text: string): string | boolean {
  const tokens = js.match(/'[^']*'|"(?:[^"\\]|\\.)*"|true|false|==|!=|&&|\|\||[()]|\S+/g) ?? [];
  let at = 0;
  const fail = (): never => {
    throw new Error(`workflow runner: cannot evaluate \${{ ${text} }}`);
  };
  const atom = (): string | boolean => {
    const token = tokens[at++] ?? fail();
    if (token === '(') {
      const value = or();
      if (tokens[at++] !== ')') fail();
      return value;
    }
    if (token === 'true' || token === 'false') return token === 'true';
    if (token.startsWith("'")) return token.slice(1, -1);
    if (token.startsWith('"')) return JSON.parse(token) as string;
    return fail();
  };
  const compare = (): string | boolean => {
    const left = atom();
    const op = tokens[at];
    if (op !== '==' && op !== '!=') return left;
    at += 1;
    const equal = left === atom();
    return op === '==' ? equal : !equal;
  };
  const and = (): string | boolean => {
    let value = compare();
    while (tokens[at] === '&&') {
      at += 1;
      const right = compare();
      value = value === '' || value === false ? value : right;
    }
    return value;
  };
  const or = (): string | boolean => {
    let value = and();
    while (tokens[at] === '||') {
      at += 1;
      const right = and();
      value = value === '' || value === false ? right : value;
    }
    return value;
  };
  const value = or();
  if (at !== tokens.length) fail();
  return value;
}

async function substitute(
  text: string,
  context: GithubContext,
  state: { ok: boolean; outputs: Record<string, Record<string, string>>; cwd: string },
): Promise<string> {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(/\$\{\{(.*?)\}\}/g)) {
    result += text.slice(last, match.index) + String(await evaluate(match[1] ?? '', context, state));
    last = (match.index ?? 0) + match[0].length;
  }
  return result + text.slice(last);
}

async function substituteAll(
  values: Record<string, unknown>,
  context: GithubContext,
  state: { ok: boolean; outputs: Record<string, Record<string, string>>; cwd: string },
): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(values).map(async ([key, value]) => [
      key,
      await substitute(String(value), context, state),
    ]),
  );
  return Object.fromEntries(entries) as Record<string, string>;
}

function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) outputs[line.slice(0, at)] = line.slice(at + 1);
  }
  return outputs;
}

/**
 * Runs job `job` of workflow `file` (a shipped workflow's name, or an absolute path) in `cwd` (a config
 * repository); `scratch` holds stubs and files.
 */
export async function runWorkflowJob(
  file: string,
  job: string,
  cwd: string,
  scratch: string,
  context: GithubContext,
): Promise<JobRun> {
  const workflow = parse(await readFile(resolve(WORKFLOWS, file), 'utf8')) as {
    jobs: Record<string, { steps: Step[] }>;
  };
  const steps = workflow.jobs[job]?.steps;
  if (steps === undefined) throw new Error(`workflow runner: ${file} has no job ${job}`);
  const bin = join(scratch, 'bin');
  await writeStubs(bin);
  const summaryFile = join(scratch, 'step-summary.md');
  await writeFile(summaryFile, '');
  const githubPath = join(scratch, 'github-path');
  await writeFile(githubPath, '');
  const state = { ok: true, outputs: {} as Record<string, Record<string, string>>, cwd };
  const run: JobRun = { success: true, steps: [], outputs: state.outputs, summary: '', artifacts: {} };
  for (const [index, step] of steps.entries()) {
    const name = step.name ?? step.run ?? step.uses ?? `step ${index}`;
    const written = step.if === undefined ? 'success()' : step.if.replace(/^\$\{\{|\}\}$/g, '');
    // As on GitHub: a condition with no status function runs only while the job succeeds.
    const condition = /\b(?:always|success|failure|cancelled)\(\)/.test(written)
      ? written
      : `success() && (${written})`;
    if ((await evaluate(condition, context, state)) !== true) {
      run.steps.push({ name, ran: false, code: 0, stdout: '', stderr: '' });
      continue;
    }
    let code = 0;
    let stdout = '';
    let stderr = '';
    let ran: { code: number; stdout: string; stderr: string } | undefined;
    if (step.run !== undefined) {
      const outputFile = join(scratch, `output-${index}`);
      await writeFile(outputFile, '');
      // What earlier steps added to GITHUB_PATH comes first, the latest first, as on a runner.
      const added = (await readFile(githubPath, 'utf8')).split('\n').filter(Boolean).reverse();
      const env: Record<string, string> = {
        PATH: [...added, bin, process.env['PATH'] ?? ''].join(':'),
        GITHUB_PATH: githubPath,
        NO_COLOR: '1',
        CI: 'true',
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: summaryFile,
        GITHUB_REPOSITORY: 'acme/policy',
        GITHUB_SHA: 'merged0000000000000000000000000000000000',
        GH_PR: context.gh?.pr ?? '',
        GH_HEAD: context.gh?.head ?? '',
        GH_LABELS: context.gh?.labels ?? '',
        GH_PLAN_RUN: context.gh?.planRun ?? '',
        GH_ARTIFACT_DIR: context.gh?.artifactDir ?? '',
        ...context.env,
      };
      for (const [key, value] of Object.entries(step.env ?? {}))
        env[key] = await substitute(value, context, state);
      const result = await bash(await substitute(step.run, context, state), cwd, env);
      ({ code, stdout, stderr } = result);
      if (step.id !== undefined) state.outputs[step.id] = parseOutputs(await readFile(outputFile, 'utf8'));
    } else if (
      step.uses !== undefined &&
      context.uses !== undefined &&
      (ran = await context.uses(
        {
          uses: step.uses,
          with: await substituteAll(step.with ?? {}, context, state),
          env: { ...context.env, ...(await substituteAll(step.env ?? {}, context, state)) },
        },
        { cwd, scratch, githubPath },
      )) !== undefined
    ) {
      ({ code, stdout, stderr } = ran);
    } else if (step.uses?.startsWith('actions/github-script') === true) {
      const script = typeof step.with?.['script'] === 'string' ? step.with['script'] : '';
      const read = /readFileSync\('([^']+)'/.exec(script)?.[1];
      if (read !== undefined) run.posted = await readFile(join(cwd, read), 'utf8');
    } else if (step.uses?.startsWith('actions/upload-artifact') === true) {
      const artifact = String(step.with?.['name']);
      const path = await substitute(String(step.with?.['path']), context, state);
      const target = join(scratch, 'artifacts', artifact);
      if (await exists(join(cwd, path))) {
        await cp(join(cwd, path), path.endsWith('/') ? target : join(target, path), { recursive: true });
        run.artifacts[artifact] = await listFiles(target);
      } else if (step.with?.['if-no-files-found'] === 'error') {
        code = 1;
        stderr = `no files at ${path}`;
      }
    }
    run.steps.push({ name, ran: true, code, stdout, stderr });
    if (code !== 0 && step['continue-on-error'] !== true) state.ok = false;
  }
  run.success = state.ok;
  run.summary = await readFile(summaryFile, 'utf8');
  return run;
}

async function listFiles(dir: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}
