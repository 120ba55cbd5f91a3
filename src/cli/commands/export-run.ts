import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { exportOrganization, readForExport, type ExportResult } from '../../export/index.js';
import { SmformError } from '../../model/errors.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalOptions } from '../io.js';
import { refuseLinks, writeNoFollow } from '../no-follow.js';
import { escapeControls } from '../../text/terminal-escape.js';
import type { ExportOptions } from '../flags.js';
import { findDeclarations } from './export-guard.js';
import { finish } from '../outcome.js';

/** The command line that reproduces an export, for the files' headers. */
function commandOf(options: ExportOptions): string {
  const networks = (options.network ?? []).map((id) => ` --network ${id}`).join('');
  return `smform export --org ${options.org}${networks}${options.withIds ? ' --with-ids' : ''}${options.templates ? ' --templates' : ''}`;
}

/** Reads the organization, writes its files under `--out`, and lists them (and what was left out). */
export async function runExport(io: CliIo, options: GlobalOptions & ExportOptions): Promise<number> {
  if (options.templates && options.withIds) {
    throw new SmformError('--templates and --with-ids cannot be combined: a template cannot pin live ids', {
      fault: 'usage',
      hint: 'export with --templates alone (objects that share a name in one network are pinned and stay in that network’s file), or with --with-ids alone',
    });
  }
  const root = resolve(io.cwd, options.out);
  const existing = await findDeclarations(root, options.org);
  const context = await openContext(io, options);
  let result: ExportResult;
  let notFound: string[];
  let warnings: string[];
  try {
    const read = await readForExport(context.client, options.org, options.network);
    notFound = read.notFound;
    warnings = read.warnings;
    // The names the config under --out already declares are kept; the Dashboard's fill in the rest.
    const organization = existing.organizationName ?? read.names.organization;
    result = exportOrganization(read.org, {
      withIds: options.withIds,
      templates: options.templates,
      command: commandOf(options),
      names: {
        ...(organization === undefined ? {} : { organization }),
        networks: new Map([...read.names.networks, ...Object.entries(existing.networkNames)]),
      },
    });
  } finally {
    await context.close();
  }
  const shown = (path: string): string => join(options.out, path);
  const ours = new Set(result.files.map((file) => file.path));
  const elsewhere = existing.files.filter((file) => !ours.has(file));
  if (elsewhere.length > 0 && !options.force) {
    throw new SmformError(
      `organization ${options.org} is already declared under ${options.out}, in files the export would not write:\n${elsewhere.map((f) => `  ${shown(f)}`).join('\n')}`,
      {
        fault: 'usage',
        hint: `export to another directory (--out) and merge by hand, or pass --force to write orgs/ and networks/ files beside them (the same object declared twice is then a config error to resolve)`,
      },
    );
  }
  // Every target is checked before the first write: a link anywhere refuses the whole export.
  for (const file of result.files) {
    await refuseLinks(io.cwd, root, join(root, file.path), shown(file.path));
  }
  const before = new Map<string, string>();
  for (const file of result.files) {
    const text = await readFile(join(root, file.path), 'utf8').catch(() => undefined);
    if (text !== undefined) before.set(file.path, text);
  }
  const changed = result.files.filter((f) => before.has(f.path) && before.get(f.path) !== f.text);
  if (changed.length > 0 && !options.force) {
    throw new SmformError(
      `the export differs from files that exist; nothing was written:\n${changed.map((f) => `  ${shown(f.path)}`).join('\n')}`,
      {
        fault: 'usage',
        hint: 'review them with git diff after exporting to another directory (--out), or pass --force to replace them (the replaced lines are printed as a diff)',
      },
    );
  }
  for (const file of result.files) {
    const old = before.get(file.path);
    if (old === file.text) {
      if (!options.quiet) io.err(`unchanged ${shown(file.path)}\n`);
      continue;
    }
    await writeNoFollow(io.cwd, root, join(root, file.path), file.text, shown(file.path));
    if (old === undefined) {
      if (!options.quiet) io.err(`wrote ${shown(file.path)}\n`);
      continue;
    }
    // --force: what was replaced stays readable in the log.
    io.err(`replaced ${shown(file.path)}:\n`);
    io.err(
      createTwoFilesPatch(
        `${shown(file.path)} (replaced)`,
        `${shown(file.path)} (exported)`,
        old,
        file.text,
      ).replace(/^=+\n/, ''),
    );
  }
  for (const warning of warnings) io.err(`warning: ${escapeControls(warning)}\n`);
  for (const entry of result.skipped)
    io.err(`warning: not exported: ${escapeControls(entry.address)}: ${escapeControls(entry.reason)}\n`);
  for (const networkId of notFound) {
    io.err(
      `warning: network ${escapeControls(networkId)} (named by a sentry policy) has no target groups to read; left out\n`,
    );
  }
  if (!options.quiet) {
    io.err(
      `Exported organization ${options.org}; check it with: smform plan ${options.out} --org ${options.org}\n`,
    );
  }
  return finish(io, { kind: 'done' });
}
