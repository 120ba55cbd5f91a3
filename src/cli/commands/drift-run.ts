import { driftOfPlan, unmanagedPolicyOf } from '../../drift/index.js';
import { readLive, selectionError } from '../../live/index.js';
import { ExitCode } from '../../model/errors.js';
import type { LiveState } from '../../model/live.js';
import { plan as makePlan, planError } from '../../planner/index.js';
import { renderDriftJson, renderDriftMarkdown, renderDriftText } from '../../report/index.js';
import { openContext } from '../context.js';
import { useColor, type CliIo, type GlobalOptions } from '../io.js';
import { toolVersion } from '../version.js';
import { loadDesired } from './desired.js';
import type { DriftOptions } from '../flags.js';
import { liveOfSnapshot, loadSnapshotFile } from './live-from.js';

/** Reads every declared scope, reports each object's status; exit 2 when an apply would change anything. */
export async function runDrift(
  io: CliIo,
  options: GlobalOptions & DriftOptions,
  paths: string[],
): Promise<number> {
  const desired = await loadDesired(io, paths);
  const filters = { orgs: options.org, networks: options.network };
  const unselected = selectionError(desired, filters);
  if (unselected !== undefined) throw unselected;
  let live: LiveState;
  if (options.liveFrom !== undefined) {
    live = liveOfSnapshot(await loadSnapshotFile(io, options.liveFrom), desired, filters, options.liveFrom);
  } else {
    const context = await openContext(io, options);
    try {
      live = await readLive(context.client, desired, filters);
    } finally {
      await context.close();
    }
  }
  const plan = makePlan(desired, live, {
    toolVersion: toolVersion(),
    now: new Date().toISOString(),
    ...(options.target === undefined ? {} : { targets: options.target }),
    ...(options.exclude === undefined ? {} : { excludes: options.exclude }),
    ...(options.org === undefined ? {} : { orgIds: options.org }),
    ...(options.network === undefined ? {} : { networkIds: options.network }),
  });
  const policy = unmanagedPolicyOf(desired);
  const report = driftOfPlan(plan, {
    failOnUnmanaged: options.failOnUnmanaged ? (): boolean => true : policy,
  });
  if (options.output === 'json') io.out(renderDriftJson(report));
  else if (options.output === 'markdown') io.out(renderDriftMarkdown(report));
  else io.out(renderDriftText(report, { color: useColor(io, options), showInSync: options.showInSync }));
  // Errors (a pinned id gone) are config problems, as in `plan`.
  const error = planError(plan);
  if (error !== undefined) throw error;
  return report.drifted ? ExitCode.changes : ExitCode.ok;
}
