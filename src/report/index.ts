import type { Plan } from '../model/plan.js';
import { renderPlanJson } from '../plan-file/render.js';
import { renderPlanMarkdown } from './markdown.js';
import { renderPlanText, type RenderOptions } from './text.js';

export { palette, type Palette } from './ansi.js';
export { renderApplyResult } from './apply-result.js';
export { applyCommand, applyHint } from './apply-hint.js';
export { renderClientCounts } from './client-counts.js';
export {
  applyRenderers,
  commandRenderers,
  driftRenderers,
  planRenderers,
  restoreRenderers,
  snapshotRenderers,
  type PlanReport,
  type PlanReportOptions,
  type Renderers,
} from './commands.js';
export { renderErrorJson, renderErrorText, errorRenderers } from './error.js';
export { declaredOrgsRenderers, liveOrgsRenderers } from './orgs.js';
export { scopeRenderers } from './scope.js';
export { validationRenderers } from './validation.js';
export { count, plural } from '../text/plural.js';
export { formatRefusals } from './refusals.js';
export { renderDriftJson } from './drift-json.js';
export {
  DRIFT_MARKER,
  driftOutcome,
  renderDriftMarkdown,
  type DriftMarkdownOptions,
} from './drift-markdown.js';
export {
  renderDriftMatrix,
  renderDriftOutcome,
  renderDriftText,
  type DriftTextOptions,
} from './drift-text.js';
export { renderPlanJson } from '../plan-file/render.js';
export {
  PLAN_MARKER,
  planOutcome,
  renderFailedPlanMarkdown,
  renderPlanMarkdown,
  type MarkdownOptions,
} from './markdown.js';
export { renderPlanSummary } from './summary.js';
export { renderPlanOutcome, renderPlanText, type RenderOptions } from './text.js';

export type PlanFormat = 'text' | 'json' | 'markdown';
export type PlanRenderer = (plan: Plan, options: RenderOptions) => string;

/** Every plan output format by name (`--output`). */
export const renderers: Record<PlanFormat, PlanRenderer> = {
  text: renderPlanText,
  json: (plan) => renderPlanJson(plan),
  markdown: renderPlanMarkdown,
};
