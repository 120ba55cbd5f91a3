import { SmformError } from '../../model/errors.js';
import { savedPlanCheckedNotice } from '../../report/notices.js';
import type { LiveState } from '../../model/live.js';
import type { Plan, PlanSummary } from '../../model/plan.js';
import { SIGNING_KEY_VARIABLE, parsePlanFile } from '../../plan-file/index.js';
import { summarizeChanges } from '../../planner/index.js';
import { renderPlanSummary } from '../../report/index.js';
import { checkSavedPlan, checkSavedPlanAgainstLive } from '../../workflows/index.js';
import { openContext } from '../context.js';
import { asExpectedKind, readInputFile } from '../input-file.js';
import type { CliIo, GlobalFlags } from '../io.js';
import type { ApplyFlags } from '../flags.js';
import { finish } from '../outcome.js';
import { toolVersion } from '../version.js';
import { backupDirOf } from './apply-backup.js';
import { applyAndReport, reportNothingApplied } from './apply-report.js';
import { signingKey } from './plan-origin.js';
import { findPlanSource } from './plan-source.js';

const counts = (s: PlanSummary): string =>
  `${s.create} to create, ${s.update} to update, ${s.delete} to delete`;

/**
 * Applies a saved plan (see docs/workflow.md). Checked in this order, each refusal writing nothing:
 * its signature when `SMFORM_PLAN_SIGNING_KEY` is set, its planHash, that its config is at hand (or
 * `--trust-plan`), and safety with the flags given now: all before the API key is needed. Then a fresh
 * plan of that config, with the selection the file records, must have exactly the file's changes
 * (exit 5 naming each address that differs), and pass safety itself. The writes start from the live
 * state that fresh plan read.
 */
export async function applySavedPlan(
  io: CliIo,
  options: GlobalFlags & ApplyFlags,
  args: string[],
): Promise<number> {
  const [file = '', ...configPaths] = args;
  const filters = [options.target, options.exclude, options.org, options.network];
  if (filters.some((filter) => filter !== undefined)) {
    throw new SmformError(
      '--target, --exclude, --org and --network narrow a plan; a saved plan is applied whole',
      {
        fault: 'usage',
        hint: `pass the filters to \`smform plan --out ${file}\` instead`,
      },
    );
  }
  if (options.changedSince !== undefined) {
    throw new SmformError(
      '--changed-since narrows a plan; a saved plan is applied whole, on the scopes it records',
      {
        fault: 'usage',
        hint: `pass it to \`smform plan --out ${file}\` instead`,
      },
    );
  }
  const text = await readInputFile(io, file, 'plan file', 'name a file saved by `smform plan --out FILE`');
  const plan = await asExpectedKind(io, file, 'plan', () => Promise.resolve(parsePlanFile(text, file)));
  const key = signingKey(io);
  if (key === undefined && plan.signature !== undefined && !options.quiet) {
    io.err(
      `note: ${file} is signed, but ${SIGNING_KEY_VARIABLE} is not set: its signature was not checked\n`,
    );
  }
  // The plan records no flags: the one who applies it allows deletes and forced changes again.
  const refusals = checkSavedPlan(plan, { ...options, file, signingKey: key });
  const source = await findPlanSource(io, plan, configPaths, options.restoreThresholds);
  if (source.kind === 'absent' && options.trustPlan !== true) {
    throw new SmformError(`the plan's config is not at hand: ${source.reason}`, {
      fault: 'stale',
      hint:
        `apply it where it was made, name its config after the file (\`smform apply ${file} CONFIG...\`), ` +
        'or plan again; `--trust-plan` applies the file without this check (see docs/workflow.md)',
    });
  }
  if (refusals.length > 0) {
    if (options.output === 'json') reportNothingApplied(io, undefined, false, new Date().toISOString());
    return finish(io, { kind: 'refused', refusals });
  }
  const context = await openContext(io, options);
  try {
    let planLive: LiveState | undefined;
    if (source.kind === 'absent') {
      if (!options.quiet)
        io.err(
          `--trust-plan: the plan's config is not at hand (${source.reason}); applying the file's own changes, ` +
            `checked against its planHash${key === undefined ? '' : ' and signature'} and live state, not against a fresh plan\n`,
        );
    } else {
      const fresh = await checkSavedPlanAgainstLive(context.client, plan, source, {
        ...options,
        toolVersion: toolVersion(),
        onProgress: context.progress.onProgress,
      });
      if (fresh.refusals.length > 0) {
        if (options.output === 'json') reportNothingApplied(io, context, false, new Date().toISOString());
        return finish(io, { kind: 'refused', refusals: fresh.refusals });
      }
      const active = plan.changes.filter((change) => change.action !== 'noop').length;
      if (!options.quiet) io.err(savedPlanCheckedNotice(source.label, active));
      // Read moments ago, with nobody to wait for since: the writes start from it (no second read).
      planLive = fresh.live;
    }
    if (!options.quiet) io.err(renderBanner(plan, file));
    const outcome = await applyAndReport(
      io,
      context,
      plan,
      options,
      nextCommand(plan, file, configPaths),
      backupDirOf(io, options),
      planLive,
    );
    return finish(io, outcome);
  } finally {
    await context.close();
  }
}

/** The line before the writes, counted from the changes that will run, never from the file's summary. */
function renderBanner(plan: Plan, file: string): string {
  const summary = summarizeChanges(plan.changes, plan.unmanaged.length);
  const differs = counts(summary) !== counts(plan.summary);
  const warning = differs
    ? `warning: the file's summary (${counts(plan.summary)}) does not match its changes; the counts below are the changes that run\n`
    : '';
  return `${warning}Applying saved plan ${file}: ${renderPlanSummary({ ...plan, summary })}\n`;
}

/** The command that makes this plan again (printed after a partial failure). */
function nextCommand(plan: Plan, file: string, configPaths: readonly string[]): string {
  const origin = plan.origin;
  if (configPaths.length === 0 && origin?.command === 'restore')
    return `smform restore ${origin.paths.join(' ')} --out ${file}`;
  const paths = configPaths.length > 0 ? configPaths.join(' ') : (origin?.paths.join(' ') ?? 'PATH...');
  return `smform plan ${paths} --out ${file}`;
}
