import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { exportOrganization, readForExport, type ExportResult } from '../../export/index.js';
import { ExitCode } from '../../model/errors.js';
import { openContext } from '../context.js';
import type { CliIo, GlobalOptions } from '../io.js';
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
  let warnings: string[];
  try {
    const read = await readForExport(context.client, options.org, options.network);
    notFound = read.notFound;
    warnings = read.warnings;
    result = exportOrganization(read.org, {
      withIds: options.withIds,
      command: commandOf(options),
      names: read.names,
    });
  } finally {
    await context.close();
  }
  const root = resolve(io.cwd, options.out);
  for (const file of result.files) {
    const target = join(root, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.text);
    if (!options.quiet) io.err(`wrote ${join(options.out, file.path)}\n`);
  }
  for (const warning of warnings) io.err(`warning: ${warning}\n`);
  for (const entry of result.skipped) io.err(`warning: not exported: ${entry.address}: ${entry.reason}\n`);
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
