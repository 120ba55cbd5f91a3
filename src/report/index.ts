import type { Plan } from '../model/plan.js';
import { renderPlanJson } from './json.js';
import { renderPlanText, type RenderOptions } from './text.js';

export { palette, type Palette } from './ansi.js';
export { renderPlanJson } from './json.js';
export { renderPlanSummary } from './summary.js';
export { renderPlanOutcome, renderPlanText, type RenderOptions } from './text.js';

export type PlanFormat = 'text' | 'json';
export type PlanRenderer = (plan: Plan, options: RenderOptions) => string;

/** Every plan output format by name (`--output`); Markdown joins here. */
export const renderers: Record<PlanFormat, PlanRenderer> = {
  text: renderPlanText,
  json: (plan) => renderPlanJson(plan),
};
