import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { adoptIntoConfig, type AdoptionResult } from '../../cloud-to-code/cloud-to-code.js';
import { loadConfig } from '../../config/index.js';
import type { DriftEntry, DriftReport } from '../../drift/index.js';
import { matchesAnyGlob } from '../../glob.js';
import { readSetOfDesired, selectionError } from '../../live/index.js';
import { withGroupPolicies } from '../../live/group-policies.js';
import type { ApiCaller } from '../../live/caller.js';
import type { LiveState } from '../../model/live.js';
import { SmformError } from '../../model/errors.js';
import { createSnapshot } from '../../snapshot/index.js';
import { escapeControls } from '../../text/terminal-escape.js';
import { driftAgainstLive } from '../../workflows/index.js';
import { writeNoFollow } from '../../workflows/no-follow.js';
import { openContext } from '../context.js';
import type { FilterFlags } from '../flags.js';
import type { CliIo, GlobalFlags } from '../io.js';
import { toolVersion } from '../version.js';
import { renderAdoptionMarkdown } from './adopt-markdown.js';
import { loadDesired } from './desired.js';
import { attributeDriftRun } from './drift-causes.js';

export interface AdoptFlags extends FilterFlags {
  output: 'text' | 'markdown';
  config?: string[];
  diff: boolean;
  attribution?: boolean;
}

/** The objects out of sync that ADDRESS... names (every one without any); unknown addresses are an error. */
function chosen(report: DriftReport, addresses: readonly string[]): DriftEntry[] {
  const outOfSync = report.objects.filter((entry) => entry.status !== 'inSync');
  if (addresses.length === 0) return outOfSync;
  const unmatched = addresses.filter(
    (address) => !report.objects.some((entry) => matchesAnyGlob(entry.address, [address])),
  );
  if (unmatched.length > 0)
    throw new SmformError(`no declared scope holds ${unmatched.map((a) => JSON.stringify(a)).join(', ')}`, {
      fault: 'usage',
      hint: '`smform drift` lists the addresses of the objects out of sync',
    });
  return outOfSync.filter((entry) => matchesAnyGlob(entry.address, addresses));
}

/**
 * Plans the edited config against the same live state in a scratch copy of the config: every adopted
 * object must come out in sync (or gone, for a removed declaration). Refuses to write otherwise.
 */
async function verify(
  io: CliIo,
  configPaths: readonly string[],
  files: readonly string[],
  result: AdoptionResult,
  live: LiveState,
  flags: FilterFlags,
  client: ApiCaller,
): Promise<void> {
  if (files.some((file) => path.isAbsolute(file) || file.startsWith('..'))) return;
  const scratch = await mkdtemp(path.join(tmpdir(), 'smform-adopt-'));
  try {
    const rewritten = new Map(result.files.map((f) => [f.file, f.after]));
    for (const file of files) {
      const target = path.join(scratch, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, rewritten.get(file) ?? readFileSync(path.resolve(io.cwd, file), 'utf8'));
    }
    const loaded = await loadConfig(configPaths, { cwd: scratch });
    if (loaded.state === undefined)
      throw new SmformError('the adopted config would not load; nothing was written', {
        fault: 'internal',
        details: loaded.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      });
    // The edited sentry lists may name group policies the first read had no need of.
    const withPolicies = await withGroupPolicies(client, loaded.state, live, {
      orgIds: flags.org,
      networkIds: flags.network,
    });
    const snapshot = createSnapshot(withPolicies, readSetOfDesired(loaded.state), {
      toolVersion: toolVersion(),
      now: new Date().toISOString(),
    });
    const { report } = await driftAgainstLive(
      { kind: 'snapshot', snapshot, file: 'the live state adopt read' },
      loaded.state,
      { toolVersion: toolVersion(), org: flags.org, network: flags.network },
    );
    const still = result.adopted.filter((a) =>
      report.objects.some((entry) => entry.address === a.address && entry.status !== 'inSync'),
    );
    if (still.length > 0)
      throw new SmformError(
        `adopting would leave ${still.map((a) => a.address).join(', ')} out of sync; nothing was written`,
        { fault: 'internal', hint: 'please report this with the config file: adopt edits it wrongly' },
      );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** `smform adopt`: config edits that make Git match live; exit 0, or 1 when any object was refused. */
export async function runAdopt(
  io: CliIo,
  options: GlobalFlags & AdoptFlags,
  addresses: string[],
): Promise<number> {
  const configPaths = options.config ?? ['.'];
  const desired = await loadDesired(io, configPaths, options);
  const unselected = selectionError(desired, { orgs: options.org, networks: options.network });
  if (unselected !== undefined) throw unselected;
  const context = await openContext(io, options);
  let report: DriftReport;
  let live: LiveState;
  let result: AdoptionResult;
  let entries: ReturnType<typeof chosen>;
  try {
    const outcome = await driftAgainstLive({ kind: 'api', client: context.client }, desired, {
      ...options,
      toolVersion: toolVersion(),
      onProgress: context.progress.onProgress,
    });
    live = outcome.live;
    report =
      options.output === 'markdown'
        ? await attributeDriftRun(io, options, configPaths, context.client, desired, outcome.report)
        : outcome.report;
    entries = chosen(report, addresses);
    result = adoptIntoConfig({
      entries,
      live,
      desired,
      read: (file) => readFileSync(path.resolve(io.cwd, file), 'utf8'),
    });
    await verify(io, configPaths, desired.files, result, live, options, context.client);
  } finally {
    await context.close();
  }
  if (options.diff) {
    for (const file of result.files)
      io.out(
        createTwoFilesPatch(`a/${file.file}`, `b/${file.file}`, file.before, file.after).replace(/^=+\n/, ''),
      );
  } else {
    for (const file of result.files)
      await writeNoFollow(io.cwd, io.cwd, path.resolve(io.cwd, file.file), file.after, file.file);
  }
  if (options.output === 'markdown') io.out(renderAdoptionMarkdown(result, entries));
  else if (!options.diff) {
    for (const a of result.adopted)
      io.out(escapeControls(`adopted ${a.address} (${a.status}): ${a.how} in ${a.file}\n`));
    if (result.adopted.length === 0 && result.refused.length === 0)
      io.out('Nothing to adopt: every chosen object is in sync.\n');
  }
  for (const r of result.refused) io.err(escapeControls(`not adopted: ${r.address}: ${r.reason}\n`));
  if (result.files.length > 0)
    io.err(
      `${options.diff ? 'would change (nothing written)' : 'changed'} ${result.files.map((f) => f.file).join(', ')}; then \`smform plan\` shows no change for the adopted objects\n`,
    );
  return result.refused.length > 0 ? 1 : 0;
}
