import { defined } from '../canonical/defined.js';
import type { ApplyResult } from '../applier/index.js';
import type { DriftReport } from '../drift/index.js';
import type { Plan, Refusal } from '../model/plan.js';
import { renderSnapshot, type LiveSnapshot } from '../snapshot/index.js';
import type { ClientStats } from '../client/index.js';
import { apiHelpRenderers } from './api-help.js';
import { apiListRenderers } from './api-list.js';
import { renderApplyJson } from './apply-json.js';
import { renderApplyResult } from './apply-result.js';
import { renderDriftJson } from './drift-json.js';
import { renderDriftMarkdown } from './drift-markdown.js';
import { renderDriftText } from './drift-text.js';
import { errorRenderers } from './error.js';
import { exportRenderers } from './export.js';
import { renderPlanJson } from '../plan-file/render.js';
import { renderFailedPlanMarkdown, renderPlanMarkdown } from './markdown.js';
import { declaredOrgsRenderers, liveOrgsRenderers } from './orgs.js';
import { scopeRenderers } from './scope.js';
import { renderPlanText } from './text.js';
import { validationRenderers } from './validation.js';
import type { OrganizationSubject } from './markdown-subject.js';

/**
 * Every command's output formats, each a function of the command's outcome: `json` is always there
 * (for commands without `--output json` today it is a faithful serialisation of the outcome, ready
 * for the flag). A new format is one entry here; a new command is one record.
 */
export type Renderers<Outcome, Options, Format extends string> = Record<
  Format | 'json',
  (outcome: Outcome, options: Options) => string
>;

/** A plan and its refusals, as `plan` and `restore` print them. */
export interface PlanReport {
  plan: Plan;
  refusals: readonly Refusal[];
}

export interface PlanReportOptions {
  color: boolean;
  /** The command that applies the plan (the Markdown footer). */
  applyCommand?: string | undefined;
  /** The one organization planned, for the Markdown title. */
  subject?: OrganizationSubject | undefined;
}

export const planRenderers: Renderers<PlanReport, PlanReportOptions, 'text' | 'markdown'> = {
  text: ({ plan }, options) => renderPlanText(plan, { color: options.color }),
  json: ({ plan }) => renderPlanJson(plan),
  markdown: ({ plan, refusals }, options) =>
    renderPlanMarkdown(plan, {
      color: false,
      refusals,
      ...defined({ applyCommand: options.applyCommand, subject: options.subject }),
    }),
};

/** `restore` prints its plan back to the backup as `plan` does, without a PR comment. */
export const restoreRenderers: Renderers<PlanReport, PlanReportOptions, 'text'> = {
  text: planRenderers.text,
  json: planRenderers.json,
};

export interface ApplyReportOptions {
  color: boolean;
  /** The API counters of the run (`apply --output json` carries them; text prints them on stderr). */
  stats?: ClientStats | undefined;
}

/** The apply table (text) or one document of every change and the API counters (json). */
export const applyRenderers: Renderers<ApplyResult, ApplyReportOptions, 'text'> = {
  text: (result, options) => renderApplyResult(result, { color: options.color }),
  json: (result, options) => renderApplyJson(result, options.stats),
};

export const driftRenderers: Renderers<
  DriftReport,
  { color: boolean; showInSync?: boolean | undefined; subject?: OrganizationSubject | undefined },
  'text' | 'markdown'
> = {
  text: (report, options) =>
    renderDriftText(report, {
      color: options.color,
      ...defined({ showInSync: options.showInSync }),
    }),
  json: (report) => renderDriftJson(report),
  markdown: (report, options) => renderDriftMarkdown(report, defined({ subject: options.subject })),
};

/** A snapshot is a JSON document whatever the format. */
export const snapshotRenderers: Renderers<LiveSnapshot, unknown, never> = {
  json: (snapshot) => renderSnapshot(snapshot),
};

/** Every command's renderers, and the errors' (a failed plan's PR comment is its Markdown). */
export const commandRenderers = {
  plan: planRenderers,
  restore: restoreRenderers,
  apply: applyRenderers,
  drift: driftRenderers,
  snapshot: snapshotRenderers,
  validate: validationRenderers,
  scope: scopeRenderers,
  orgs: declaredOrgsRenderers,
  orgsLive: liveOrgsRenderers,
  export: exportRenderers,
  apiList: apiListRenderers,
  apiHelp: apiHelpRenderers,
  error: { ...errorRenderers, markdown: (error: unknown) => renderFailedPlanMarkdown(error) },
} as const;
