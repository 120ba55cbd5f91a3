import { join, resolve } from 'node:path';
import { exportOrganization, readForExport, type ExportResult } from '../../export/index.js';
import { ExitCode } from '../../model/errors.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalOptions } from '../io.js';
import { refuseLinks, writeNoFollow } from '../no-follow.js';
import { escapeControls } from '../../report/terminal-escape.js';
import type { ExportOptions } from './export.js';

/** The command line that reproduces an export, for the files' headers. */
function commandOf(options: ExportOptions): string {
  const networks = (options.network ?? []).map((id) => ` --network ${id}`).join('');
  return `smform export --org ${options.org}${networks}${options.withIds ? ' --with-ids' : ''}`;
}

/** Reads the organization, writes its files under `--out`, and lists them (and what was left out). */
export async function runExport(io: CliIo, options: GlobalOptions & ExportOptions): Promise<number> {
  const context = await openContext(io, options);
  let result: ExportResult;
  let notFound: string[];
  try {
    const read = await readForExport(context.client, options.org, options.network);
    notFound = read.notFound;
    result = exportOrganization(read.org, { withIds: options.withIds, command: commandOf(options) });
  } finally {
    await context.close();
  }
  const root = resolve(io.cwd, options.out);
  // Every target is checked before the first write: a link anywhere refuses the whole export.
  for (const file of result.files) {
    await refuseLinks(io.cwd, root, join(root, file.path), join(options.out, file.path));
  }
  for (const file of result.files) {
    await writeNoFollow(io.cwd, root, join(root, file.path), file.text, join(options.out, file.path));
    if (!options.quiet) io.err(`wrote ${join(options.out, file.path)}\n`);
  }
  for (const entry of result.skipped) {
    io.err(`warning: not exported: ${escapeControls(entry.address)}: ${entry.reason}\n`);
  }
  for (const networkId of notFound) {
    io.err(
      `warning: network ${networkId} (named by a sentry policy) has no target groups to read; left out\n`,
    );
  }
  if (!options.quiet) {
    io.err(
      `Exported organization ${options.org}; check it with: smform plan ${options.out} --org ${options.org}\n`,
    );
  }
  return ExitCode.ok;
}
