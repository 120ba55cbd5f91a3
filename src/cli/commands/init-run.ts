import { defined } from '../../canonical/defined.js';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  exportOrganization,
  readForExport,
  scaffoldRepository,
  type ExportFile,
} from '../../export/index.js';
import { SmformError } from '../../model/errors.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalFlags } from '../io.js';
import { refuseLinks, writeNoFollow } from '../../workflows/no-follow.js';
import { escapeControls, firstInvisible } from '../../text/terminal-escape.js';
import { toolVersion } from '../version.js';
import type { InitFlags } from '../flags.js';
import { chooseAction } from './init-action.js';
import { vendorSmform } from './init-vendor.js';
import { existingConfig } from './init-existing.js';
import { plural } from '../../text/plural.js';

/** The config files a scaffold holds (the starter or an export), as opposed to workflows and the rest. */
function isConfigFile(path: string): boolean {
  return /^(?:orgs|networks|templates)\//.test(path);
}
import { finish } from '../outcome.js';

/** The example workflows shipped with the package (dist/cli/commands/ is three levels below its root). */
const WORKFLOWS_DIR = fileURLToPath(new URL('../../../examples/github-workflows/', import.meta.url));

async function shippedWorkflows(): Promise<Record<string, string>> {
  const names = (await readdir(WORKFLOWS_DIR)).filter((name) => name.endsWith('.yml')).sort();
  const entries = await Promise.all(
    names.map(async (name) => [name, await readFile(join(WORKFLOWS_DIR, name), 'utf8')] as const),
  );
  return Object.fromEntries(entries);
}

/** Anything at `path`, a dangling link included. */
async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

async function exportedConfig(
  io: CliIo,
  options: GlobalFlags & InitFlags,
): Promise<ExportFile[] | undefined> {
  if (options.org === undefined) return undefined;
  const context = await openContext(io, options);
  try {
    const read = await readForExport(context.client, options.org, options.network);
    const result = exportOrganization(read.org, { command: `smform export --org ${options.org}` });
    for (const entry of result.skipped) {
      io.err(`warning: not exported: ${escapeControls(entry.address)}: ${entry.reason}\n`);
    }
    return result.files;
  } finally {
    await context.close();
  }
}

/** How smform gets installed: one way, spelled so that npm and the README can carry it. */
function checkInstaller(options: InitFlags): void {
  if (options.action !== undefined && options.with !== 'action') {
    throw new SmformError('--action needs --with action: it names the action the workflows would use', {
      fault: 'usage',
      hint: `pass \`--with action --action ${escapeControls(options.action)}\`, or leave --action out for npm`,
    });
  }
  if (options.with === 'action' && options.smformSpec !== undefined) {
    throw new SmformError('--smform-spec and --with action exclude each other', {
      fault: 'usage',
      hint: 'with the action there is no package.json: its ref (--action) says which smform runs',
    });
  }
  const spec = options.smformSpec;
  if (spec === undefined) return;
  if (spec.trim() === '') {
    throw new SmformError('--smform-spec is empty', {
      fault: 'usage',
      hint: 'give what `npm install` accepts: a version range, a tarball, a git URL or a path',
    });
  }
  if (firstInvisible(spec) !== undefined) {
    throw new SmformError(`--smform-spec "${escapeControls(spec)}" holds a control or invisible character`, {
      fault: 'usage',
      hint: 'give what `npm install` accepts: a version range, a tarball, a git URL or a path',
    });
  }
}

/** Writes the scaffold into `dir`, keeping every file that already exists, and says what to do next. */
export async function runInit(io: CliIo, options: GlobalFlags & InitFlags, dir: string): Promise<number> {
  if (options.network !== undefined && options.org === undefined) {
    throw new SmformError('--network needs --org: it names a network of the organization to export', {
      fault: 'usage',
      hint: `pass --org ID too (\`smform init --org ID --network ${options.network[0] ?? 'ID'} ${dir}\`), or leave --network out for a commented starter`,
    });
  }
  checkInstaller(options);
  const action = options.with === 'action' ? await chooseAction(options.action) : undefined;
  const root = resolve(io.cwd, dir);
  // A repository that has config keeps it as it is: no starter, no export beside it (`export` adds one).
  const existing = await existingConfig(root);
  const vendored = action === undefined ? await vendorSmform(io.cwd, options.smformSpec) : undefined;
  const config = existing.length > 0 ? undefined : await exportedConfig(io, options);
  const scaffold = scaffoldRepository({
    toolVersion: toolVersion(),
    ...defined({
      smformSpec: options.smformSpec,
      vendored: vendored === undefined ? undefined : { path: vendored.path, source: vendored.source },
      action,
    }),
    workflows: await shippedWorkflows(),
    ...defined({ config, orgId: options.org }),
  });
  const files = existing.length > 0 ? scaffold.filter((file) => !isConfigFile(file.path)) : scaffold;
  if (existing.length > 0) {
    io.err(
      `kept the config that is there (${plural(existing.length, 'file', 'files', true)}, e.g. ${join(dir, existing[0] ?? '')}): no ${options.org === undefined ? 'starter' : 'export'} written; \`smform export --org ID\` adds an organization\n`,
    );
  }
  // Files that exist (links included) are kept, never written through; a folder on the way that is a
  // link refuses the whole scaffold before its first write.
  const writes: { path: string; text: string | Uint8Array }[] = [
    ...files,
    ...(vendored === undefined ? [] : [{ path: vendored.path, text: vendored.data }]),
  ];
  for (const file of writes) {
    const target = join(root, file.path);
    if (!(await exists(target))) await refuseLinks(io.cwd, root, target, join(dir, file.path));
  }
  for (const file of writes) {
    const target = join(root, file.path);
    const shown = join(dir, file.path);
    if (await exists(target)) {
      io.err(`kept ${shown} (it exists)\n`);
      continue;
    }
    await writeNoFollow(io.cwd, root, target, file.text, shown);
    if (!options.quiet) io.err(`wrote ${shown}\n`);
  }
  if (!options.quiet) {
    const first =
      options.org === undefined && existing.length === 0
        ? `edit ${join(dir, 'orgs')}/ (put your organization id in), `
        : '';
    const commit = vendored === undefined ? 'package-lock.json' : `package-lock.json and ${vendored.path}`;
    const install = action === undefined ? `run \`npm install\` in ${dir} and commit ${commit}, ` : '';
    io.err(
      `Next: ${first}${install}add the secret MERAKI_DASHBOARD_API_KEY, then open a pull request. See README.md.\n`,
    );
  }
  return finish(io, { kind: 'done' });
}
