import type { DesiredState } from '../../model/desired.js';
import type { Plan, Refusal } from '../../model/plan.js';
import { flagsToApply, planError } from '../../planner/index.js';
import { savedPlanNotice } from '../../report/notices.js';
import { applyCommand, renderPlanJson, renderPlanSummary } from '../../report/index.js';
import { commandRenderers, planRenderers } from '../../report/commands.js';
import { organizationSubject } from '../../report/markdown-subject.js';
import { fleetOfConfig } from '../../report/html/index.js';
import { renderPlanJunit } from '../../report/junit.js';
import { appendStepSummary } from '../step-summary.js';
import { useColor, type CliIo, type GlobalFlags } from '../io.js';
import { writeOut } from '../../workflows/no-follow.js';
import { finish } from '../outcome.js';
import type { PlanFlags } from '../flags.js';

/**
 * What `smform plan` needs only once the live state is in: the renderers and the planner's verdict.
 * plan-run.ts starts loading this module when the config is loaded, so its files are read and evaluated
 * while the first API reads are in flight instead of before the first request.
 */

/** Prints the plan on stdout in the chosen form (and with `--html FILE`, writes its page). */
export async function renderPlan(
  io: CliIo,
  options: GlobalFlags & PlanFlags,
  desired: DesiredState,
  made: { plan: Plan; refusals: readonly Refusal[] },
): Promise<void> {
  const { plan, refusals } = made;
  const rendering = {
    color: options.output === 'text' && useColor(io, options),
    applyCommand: applyCommand(options.out ?? 'plan.json', flagsToApply(plan)),
    subject: organizationSubject(desired.organizations, options.org),
    fleet: fleetOfConfig(desired.organizations),
  };
  // A job planning one organization (of a fleet, or the config's only one) names it in the title.
  io.out(planRenderers[options.output]({ plan, refusals }, rendering));
  if (options.html !== undefined)
    await writeOut(io.cwd, options.html, planRenderers.html({ plan, refusals }, rendering));
}

/** In GitHub Actions: the plan's Markdown (the PR comment) in the job summary too. */
export function summarizePlan(
  io: CliIo,
  options: GlobalFlags & PlanFlags,
  desired: DesiredState,
  made: { plan: Plan; refusals: readonly Refusal[] },
): void {
  appendStepSummary(io, () =>
    planRenderers.markdown(made, {
      color: false,
      applyCommand: applyCommand(options.out ?? 'plan.json', flagsToApply(made.plan)),
      subject: organizationSubject(desired.organizations, options.org),
    }),
  );
}

/** The summary line, the refusals, the saved file and the exit code of a printed plan. */
export async function finishPlan(
  io: CliIo,
  options: GlobalFlags & PlanFlags,
  made: { plan: Plan; refusals: readonly Refusal[] },
): Promise<number> {
  const { plan, refusals } = made;
  if (!options.quiet) io.err(`${renderPlanSummary(plan)}\n`);
  if (options.junit !== undefined) await writeOut(io.cwd, options.junit, renderPlanJunit(plan, refusals));
  const error = planError(plan);
  if (error !== undefined) throw error;
  if (options.out !== undefined) {
    // Saved even when refused: it is data to review; `apply FILE` checks safety again with its own flags.
    await writeOut(io.cwd, options.out, renderPlanJson(plan));
    if (!options.quiet) io.err(savedPlanNotice(options.out, flagsToApply(plan)));
  }
  return finish(io, { kind: 'plan', plan, refusals, detailedExitcode: options.detailedExitcode });
}

/** The pull-request comment of a plan that could not be made (invalid config, API down). */
export function failedPlanComment(error: unknown): string {
  return commandRenderers.error.markdown(error);
}
