import { defined } from '../../canonical/defined.js';
import { selectionError } from '../../live/index.js';
import { planError } from '../../planner/index.js';
import { driftRenderers } from '../../report/commands.js';
import { driftAgainstLive, type DriftOutcome } from '../../workflows/index.js';
import { openContext } from '../context.js';
import { eventLogOf, type EventLog } from '../events.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import { finish } from '../outcome.js';
import { toolVersion } from '../version.js';
import { loadDesired } from './desired.js';
import type { DriftFlags } from '../flags.js';
import { loadSnapshotFile } from './live-from.js';
import { organizationSubject } from '../../report/markdown-subject.js';
import { attributeDriftRun } from './drift-causes.js';
import { fleetOfConfig } from '../../report/html/index.js';
import { writeJunit } from './drift-junit.js';
import { appendStepSummary } from '../step-summary.js';
import { writeOut } from '../../workflows/no-follow.js';

/** Loads the config and compares it with live state (or a snapshot); the events go to `events`. */
async function readDrift(
  io: CliIo,
  options: GlobalFlags & DriftFlags,
  paths: string[],
  events: EventLog | undefined,
): Promise<{ desired: Awaited<ReturnType<typeof loadDesired>>; outcome: DriftOutcome }> {
  const desired = await loadDesired(io, paths, options);
  const unselected = selectionError(desired, { orgs: options.org, networks: options.network });
  if (unselected !== undefined) throw unselected;
  const workflow = { ...options, toolVersion: toolVersion() };
  if (options.liveFrom !== undefined) {
    const snapshot = await loadSnapshotFile(io, options.liveFrom);
    // Nothing is read or written from a snapshot: only --events listens (its plan, its summary).
    const outcome = await driftAgainstLive({ kind: 'snapshot', snapshot, file: options.liveFrom }, desired, {
      ...workflow,
      ...defined({ onProgress: events?.onProgress }),
    });
    return { desired, outcome };
  }
  const context = await openContext(io, options, events);
  try {
    const outcome = await driftAgainstLive({ kind: 'api', client: context.client }, desired, {
      ...workflow,
      onProgress: context.progress.onProgress,
    });
    const report = await attributeDriftRun(io, options, paths, context.client, desired, outcome.report);
    return { desired, outcome: { ...outcome, report } };
  } finally {
    await context.close();
  }
}

/** Reads every declared scope, reports each object's status; exit 2 when an apply would change anything. */
export async function runDrift(
  io: CliIo,
  options: GlobalFlags & DriftFlags,
  paths: string[],
): Promise<number> {
  // Opened first: a run that stops early (an invalid config, no key) still leaves its stream.
  const events = eventLogOf(io, options);
  const { desired, outcome } = await readDrift(io, options, paths, events).finally(() => events?.close());
  const { report, plan } = outcome;
  const rendering = {
    color: options.output === 'text' && useColor(io, options),
    showInSync: options.showInSync,
    subject: organizationSubject(desired.organizations, options.org),
    fleet: fleetOfConfig(desired.organizations),
  };
  io.out(driftRenderers[options.output](report, rendering));
  if (options.html !== undefined)
    await writeOut(io.cwd, options.html, driftRenderers.html(report, rendering));

  appendStepSummary(io, () =>
    driftRenderers.markdown(report, {
      color: false,
      subject: organizationSubject(desired.organizations, options.org),
    }),
  );
  if (options.junit !== undefined) await writeJunit(io, options.junit, report, desired.organizations);
  // Errors (a pinned id gone) are config problems, as in `plan`.
  const error = planError(plan);
  if (error !== undefined) throw error;
  return finish(io, { kind: 'drift', report });
}
