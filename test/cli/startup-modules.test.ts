import { execFile } from 'node:child_process';
import { mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const mainJs = join(root, 'dist/cli/main.js');

/**
 * A module hook (`node --import`) that appends every module URL the program resolves to RECORD_FILE: the
 * built CLI runs unchanged, and the list says what a start-up costs.
 */
const RECORDER = `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.RECORD_FILE, result.url + '\\\\n');
  return result;
}\`));
`;

/** The modules (relative to the package root) the built CLI loads for `argv`, each once, sorted. */
async function modulesLoadedBy(argv: string[], onFinished: (cleanup: () => Promise<void>) => void) {
  const dir = await mkdtemp(join(tmpdir(), 'smform-startup-'));
  onFinished(() => rm(dir, { recursive: true, force: true }));
  const hook = join(dir, 'record.mjs');
  const record = join(dir, 'modules.txt');
  await writeFile(hook, RECORDER);
  await writeFile(record, '');
  const code = await new Promise<number>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', pathToFileURL(hook).href, mainJs, ...argv],
      { cwd: root, env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1', RECORD_FILE: record } },
      (error: (Error & { code?: unknown }) | null) => {
        if (error === null) resolve(0);
        else if (typeof error.code === 'number') resolve(error.code);
        else reject(error);
      },
    );
  });
  const prefix = pathToFileURL(root).href;
  // node_modules may be a link (a git worktree sharing another checkout's): its modules resolve through it.
  const packages = `${pathToFileURL(await realpath(join(root, 'node_modules'))).href}/`;
  const modules = (await readFile(record, 'utf8'))
    .split('\n')
    .map((url) => (url.startsWith(packages) ? `${prefix}node_modules/${url.slice(packages.length)}` : url))
    .filter((url) => url.startsWith(prefix))
    .map((url) => url.slice(prefix.length));
  return { code, modules: [...new Set(modules)].sort() };
}

/** What `--version` and `--help` must not load (issue 18): the work of commands, not their flags. */
const HEAVY = [
  /^dist\/(config|planner|client|applier|emulator|live|kinds|drift|cloud-to-code|export|snapshot|doctor|workflows)\//,
  /^node_modules\/(ajv|ajv-formats|yaml|undici|diff|log-update)\//,
];

/** The command definitions (cli/commands/<name>.ts): each loads its implementation when it runs. */
const DEFINITIONS = [
  'adopt',
  'api',
  'apply',
  'completion',
  'demo',
  'doctor',
  'drift',
  'emulator',
  'export',
  'index',
  'init',
  'orgs',
  'plan',
  'report',
  'restore',
  'scope',
  'show',
  'snapshot',
  'validate',
];

describe('what the built CLI loads at start-up', () => {
  it.for(['--version', '--help', 'plan --help', 'emulator --help', 'api --help'])(
    'smform %s loads no config, planner, client, applier, emulator, ajv, yaml or undici',
    async (argv, { onTestFinished }) => {
      const { code, modules } = await modulesLoadedBy(argv.split(' '), onTestFinished);
      expect(code).toBe(0);
      // The recorder sees the program: the entry point, its flags and commander.
      expect(modules).toContain('dist/cli/main.js');
      expect(modules).toContain('dist/cli/flags.js');
      expect(modules.some((module) => module.startsWith('node_modules/commander/'))).toBe(true);
      expect(modules.filter((module) => HEAVY.some((pattern) => pattern.test(module)))).toEqual([]);
      const commands = modules.flatMap((module) => /^dist\/cli\/commands\/(.+)\.js$/.exec(module)?.[1] ?? []);
      expect(commands.filter((name) => !DEFINITIONS.includes(name))).toEqual([]);
    },
  );

  it('loads the config library and its YAML reader once a command runs (the recorder sees lazy imports)', async ({
    onTestFinished,
  }) => {
    // The yaml library itself is required only for a file the plain reader leaves to it (plain-yaml.ts).
    const { code, modules } = await modulesLoadedBy(['validate', 'examples/acme'], onTestFinished);
    expect(code).toBe(0);
    expect(modules).toContain('dist/config/load-config.js');
    expect(modules).toContain('dist/config/plain-yaml.js');
  });

  it('plan loads the planner, the plan renderers and the applier only after the config is loaded (issue 16: while the first reads are in flight)', async ({
    onTestFinished,
  }) => {
    // The planner's own modules (snapshot reading shares device-networks.js) and the whole applier and drift.
    const later =
      /^dist\/(applier|drift)\/|^dist\/planner\/(index|plan|safety)\.js$|^dist\/report\/(index|text|markdown|commands)\.js$/;
    // An invalid config ends the run before the first request: none of them is loaded.
    const invalid = await modulesLoadedBy(
      ['plan', 'test/fixtures/config/schema-bad-target-group-scope.yaml'],
      onTestFinished,
    );
    expect(invalid.code).toBe(3);
    expect(invalid.modules).toContain('dist/config/load-config.js');
    expect(invalid.modules.filter((module) => later.test(module))).toEqual([]);
    // A plan that reads does load them (the recorder sees the dynamic imports).
    const planned = await modulesLoadedBy(
      ['--emulator', 'examples/acme/live.yaml', 'plan', 'examples/acme'],
      onTestFinished,
    );
    expect(planned.code).toBe(0);
    expect(planned.modules).toContain('dist/planner/index.js');
    expect(planned.modules).toContain('dist/report/markdown.js');
    expect(planned.modules).toContain('dist/cli/commands/plan-output.js');
  });

  it('loads the progress line library only when a line is drawn (not in a pipe, with --progress)', async ({
    onTestFinished,
  }) => {
    const plan = ['--emulator', 'examples/acme/live.yaml', 'plan', 'examples/acme'];
    const drawing = (modules: string[]): boolean =>
      modules.some((module) => module.startsWith('node_modules/log-update/'));
    const piped = await modulesLoadedBy(plan, onTestFinished);
    expect(piped.code).toBe(0);
    expect(drawing(piped.modules)).toBe(false);
    const forced = await modulesLoadedBy(['--progress', ...plan], onTestFinished);
    expect(forced.code).toBe(0);
    expect(drawing(forced.modules)).toBe(true);
  });

  it('a command run where no settings file applies looks for one without loading its parser or schema', async ({
    onTestFinished,
  }) => {
    // The repository root: no smform.settings.yaml, and its .git stops the search.
    const { code, modules } = await modulesLoadedBy(['api', '--list'], onTestFinished);
    expect(code).toBe(0);
    expect(modules).toContain('dist/config/settings-find.js');
    const reader =
      /^(node_modules\/ajv\/|dist\/config\/(settings|settings-validator|schema-diagnostics|yaml-document)\.js)/;
    expect(modules.filter((module) => reader.test(module))).toEqual([]);
  });
});
