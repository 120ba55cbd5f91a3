import { selectionError } from '../../live/index.js';
import { defined } from '../../canonical/defined.js';
import { planAgainstLive } from '../../workflows/plan.js';
import type { LiveSource } from '../../workflows/source.js';
import { openContext, type RunContext } from '../context.js';
import type { CliIo, GlobalFlags } from '../io.js';
import { createProgress, type CliProgress } from '../progress.js';
import { eventLogOf } from '../events.js';
import { toolVersion } from '../version.js';
import { loadDesired } from './desired.js';
import { planOrigin, signingKey, signIfKeyed } from './plan-origin.js';
import type { PlanFlags } from '../flags.js';
import { loadSnapshotFile } from './live-from.js';
import { selectChangedSince } from './changed-since.js';

export async function runPlan(io: CliIo, options: GlobalFlags & PlanFlags, paths: string[]): Promise<number> {
  let context: RunContext | undefined;
  let offline: CliProgress | undefined;
  let rendered = false;
  const events = eventLogOf(io, options);
  try {
    const desired = await loadDesired(io, paths, options);
    // The renderers and the planner's verdict are needed only once live state is in: their modules load
    // while git and the first API reads are awaited (caught here: awaited below, or never on an error).
    const output = import('./plan-output.js');
    output.catch(() => undefined);
    // A plan saved or printed as JSON is signed when a key is set (checked before any API call).
    const key = options.out !== undefined || options.output === 'json' ? signingKey(io) : undefined;
    const unselected = selectionError(desired, { orgs: options.org, networks: options.network });
    if (unselected !== undefined) throw unselected;
    const changed =
      options.changedSince === undefined
        ? undefined
        : await selectChangedSince(io, desired, paths, { ...options, changedSince: options.changedSince });
    let source: LiveSource;
    if (options.liveFrom === undefined) {
      context = await openContext(io, options, events);
      source = { kind: 'api', client: context.client };
    } else {
      const snapshot = await loadSnapshotFile(io, options.liveFrom);
      source = { kind: 'snapshot', snapshot, file: options.liveFrom };
    }
    const made = await planAgainstLive(source, desired, {
      ...options,
      toolVersion: toolVersion(),
      ...defined({ scopes: changed?.scopes }),
      origin: { ...planOrigin(io, paths, options), ...defined({ changedSince: changed }) },
      // From a snapshot nothing is read or written: its warnings only, and no line to draw.
      onProgress: (
        context?.progress ?? (offline = createProgress(io, { ...options, progress: false }, events))
      ).onProgress,
    });
    const { renderPlan, finishPlan, summarizePlan } = await output;
    const plan = signIfKeyed(made.plan, key);
    await renderPlan(io, options, desired, { plan, refusals: made.refusals });
    rendered = true;
    summarizePlan(io, options, desired, { plan, refusals: made.refusals });
    return await finishPlan(io, options, { plan, refusals: made.refusals });
  } catch (error) {
    // A pull request still gets its comment when no plan could be made (invalid config, API down).
    if (options.output === 'markdown' && !rendered) {
      io.out((await import('./plan-output.js')).failedPlanComment(error));
    }
    throw error;
  } finally {
    offline?.close();
    await context?.close();
    events?.close();
  }
}
