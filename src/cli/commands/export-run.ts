import { defined } from '../../canonical/defined.js';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { exportOrganization, readForExport, type ExportResult } from '../../export/index.js';
import { SmformError } from '../../model/errors.js';
import type { Kind } from '../../model/plan.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalFlags } from '../io.js';
import { refuseLinks, writeNoFollow } from '../../workflows/no-follow.js';
import { escapeControls } from '../../text/terminal-escape.js';
import type { ExportFlags } from '../flags.js';
import { findDeclarations } from './export-guard.js';
import { finish } from '../outcome.js';
import { exportRenderers, renderExportedFile, type ExportSummary } from '../../report/export.js';

/** The command line that reproduces an export, for the files' headers. */
function commandOf(options: ExportFlags): string {
  const networks = (options.network ?? []).map((id) => ` --network ${id}`).join('');
  return `smform export --org ${options.org}${networks}${options.withIds ? ' --with-ids' : ''}${options.templates ? ' --templates' : ''}`;
}

/**
 * The directory to write: `--out-dir`, or the deprecated `--out` (with a one-line note on stderr; elsewhere
 * `--out` names a file). Both, naming different directories, is a usage error.
 */
function outDirOf(io: CliIo, options: ExportFlags, outDirGiven: boolean): string {
  if (options.out === undefined) return options.outDir;
  if (outDirGiven && options.out !== options.outDir) {
    throw new SmformError(`--out ${options.out} and --out-dir ${options.outDir} name different directories`, {
      fault: 'usage',
      hint: 'pass --out-dir alone (--out is its deprecated spelling)',
    });
  }
  io.err('warning: export --out is deprecated, use --out-dir (--out names a file in every other command)\n');
  return options.out;
}

/** Reads the organization, writes its files under `--out-dir`, and lists them (and what was left out). */
export async function runExport(
  io: CliIo,
  options: GlobalFlags & ExportFlags,
  outDirGiven = false,
): Promise<number> {
  if (options.templates && options.withIds) {
    throw new SmformError('--templates and --with-ids cannot be combined: a template cannot pin live ids', {
      fault: 'usage',
      hint: 'export with --templates alone (objects that share a name in one network are pinned and stay in that network’s file), or with --with-ids alone',
    });
  }
  const outDir = outDirOf(io, options, outDirGiven);
  const text = options.output === 'text';
  const root = resolve(io.cwd, outDir);
  const existing = await findDeclarations(root, options.org);
  const context = await openContext(io, options);
  let result: ExportResult;
  let notFound: string[];
  let warnings: string[];
  try {
    // The kinds exported only on request, each with what its flags chose (device tags: --device-tags*).
    const requested: Partial<Record<Kind, unknown>> =
      options.deviceTags !== undefined
        ? { deviceTag: { tags: options.deviceTags } }
        : options.deviceTagsBelow !== undefined
          ? { deviceTag: { belowPercent: options.deviceTagsBelow } }
          : {};
    const read = await readForExport(
      context.client,
      options.org,
      options.network,
      Object.keys(requested) as Kind[],
    );
    notFound = read.notFound;
    warnings = read.warnings;
    // The names the config under --out-dir already declares are kept; the Dashboard's fill in the rest.
    const organization = existing.organizationName ?? read.names.organization;
    result = exportOrganization(read.org, {
      requested,
      withIds: options.withIds,
      templates: options.templates,
      command: commandOf(options),
      names: {
        ...defined({ organization }),
        networks: new Map([...read.names.networks, ...Object.entries(existing.networkNames)]),
      },
    });
  } finally {
    await context.close();
  }
  const shown = (path: string): string => join(outDir, path);
  const ours = new Set(result.files.map((file) => file.path));
  const elsewhere = existing.files.filter((file) => !ours.has(file));
  if (elsewhere.length > 0 && !options.force) {
    throw new SmformError(
      `organization ${options.org} is already declared under ${outDir}, in files the export would not write:\n${elsewhere.map((f) => `  ${shown(f)}`).join('\n')}`,
      {
        fault: 'usage',
        hint: `export to another directory (--out-dir) and merge by hand, or pass --force to write orgs/ and networks/ files beside them (the same object declared twice is then a config error to resolve)`,
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
        hint: 'review them with git diff after exporting to another directory (--out-dir), or pass --force to replace them (the replaced lines are printed as a diff)',
      },
    );
  }
  const files: ExportSummary['files'][number][] = [];
  for (const file of result.files) {
    const old = before.get(file.path);
    const status = old === file.text ? 'unchanged' : old === undefined ? 'written' : 'replaced';
    const entry = { path: shown(file.path), status } as const;
    files.push(entry);
    if (status !== 'unchanged') {
      await writeNoFollow(io.cwd, root, join(root, file.path), file.text, shown(file.path));
    }
    if (status !== 'replaced') {
      if (text && !options.quiet) io.err(renderExportedFile(entry));
      continue;
    }
    // --force: what was replaced stays readable in the log.
    io.err(`replaced ${shown(file.path)}:\n`);
    io.err(
      createTwoFilesPatch(
        `${shown(file.path)} (replaced)`,
        `${shown(file.path)} (exported)`,
        old ?? '',
        file.text,
      ).replace(/^=+\n/, ''),
    );
  }
  const notFoundWarnings = notFound.map(
    (networkId) => `network ${networkId} (named by a sentry policy) has no target groups to read; left out`,
  );
  for (const warning of warnings) io.err(`warning: ${escapeControls(warning)}\n`);
  for (const entry of result.skipped)
    io.err(`warning: not exported: ${escapeControls(entry.address)}: ${escapeControls(entry.reason)}\n`);
  for (const warning of notFoundWarnings) io.err(`warning: ${escapeControls(warning)}\n`);
  const summary: ExportSummary = {
    organization: options.org,
    outDir,
    files,
    skipped: result.skipped,
    warnings: [...warnings, ...notFoundWarnings],
  };
  if (!text) io.out(exportRenderers.json(summary));
  else if (!options.quiet) io.err(exportRenderers.text(summary));
  return finish(io, { kind: 'done' });
}
