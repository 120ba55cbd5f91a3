import { selectionError } from '../../live/index.js';
import { savedPlanNotice } from '../../report/notices.js';
import { planError } from '../../planner/index.js';
import { applyCommand, renderPlanJson, renderPlanSummary } from '../../report/index.js';
import { commandRenderers, planRenderers } from '../../report/commands.js';
import { planAgainstLive, type LiveSource } from '../../workflows/index.js';
import { openContext, type RunContext } from '../context.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import { finish } from '../outcome.js';
import { createProgress } from '../progress.js';
import { toolVersion } from '../version.js';
import { loadDesired } from './desired.js';
import { planOrigin, signingKey, signIfKeyed } from './plan-origin.js';
import type { PlanFlags } from '../flags.js';
import { loadSnapshotFile } from './live-from.js';
import { writeOut } from '../no-follow.js';
import { selectChangedSince } from './changed-since.js';
import { organizationSubject } from '../../report/markdown-subject.js';

export async function runPlan(io: CliIo, options: GlobalFlags & PlanFlags, paths: string[]): Promise<number> {
  let context: RunContext | undefined;
  let rendered = false;
  try {
    const desired = await loadDesired(io, paths, options);
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
      context = await openContext(io, options);
      source = { kind: 'api', client: context.client };
    } else {
      const snapshot = await loadSnapshotFile(io, options.liveFrom);
      source = { kind: 'snapshot', snapshot, file: options.liveFrom };
    }
    const made = await planAgainstLive(source, desired, {
      ...options,
      toolVersion: toolVersion(),
      ...(changed === undefined ? {} : { scopes: changed.scopes }),
      origin: {
        ...planOrigin(io, paths, options),
        ...(changed === undefined ? {} : { changedSince: changed }),
      },
      // From a snapshot nothing is read or written: its warnings only, and no line to draw.
      onProgress: (context?.progress ?? createProgress(io, { ...options, progress: false })).onProgress,
    });
    const { refusals } = made;
    const plan = signIfKeyed(made.plan, key);
    // A job planning one organization (of a fleet, or the config's only one) names it in the title.
    io.out(
      planRenderers[options.output](
        { plan, refusals },
        {
          color: options.output === 'text' && useColor(io, options),
          applyCommand: applyCommand(options.out ?? 'plan.json', plan),
          subject: organizationSubject(desired.organizations, options.org),
        },
      ),
    );
    rendered = true;
    if (!options.quiet) io.err(`${renderPlanSummary(plan)}\n`);
    const error = planError(plan);
    if (error !== undefined) throw error;
    if (options.out !== undefined) {
      // Saved even when refused: it is data to review; `apply FILE` checks safety again with its own flags.
      await writeOut(io.cwd, options.out, renderPlanJson(plan));
      if (!options.quiet) io.err(savedPlanNotice(options.out, plan));
    }
    return finish(io, { kind: 'plan', plan, refusals, detailedExitcode: options.detailedExitcode });
  } catch (error) {
    // A pull request still gets its comment when no plan could be made (invalid config, API down).
    if (options.output === 'markdown' && !rendered) io.out(commandRenderers.error.markdown(error));
    throw error;
  } finally {
    await context?.close();
  }
}
