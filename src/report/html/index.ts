import type { DriftReport } from '../../drift/index.js';
import type { Plan, Refusal } from '../../model/plan.js';
import type { OrganizationSubject } from '../markdown-subject.js';
import { buildView, type DriftInput, type FleetOrganization, type PlanInput } from './model.js';
import { renderPage } from './page.js';

export type { DriftInput, FleetOrganization, PlanInput } from './model.js';

export interface HtmlOptions {
  /** The one organization covered, for the title. */
  subject?: OrganizationSubject | undefined;
  /** The config's organizations (names, networks), so a drift entry finds its organization. */
  fleet?: readonly FleetOrganization[] | undefined;
  /** The page's title; default from the subject and what the page holds. */
  title?: string | undefined;
}

function titleOf(what: string, options: HtmlOptions): string {
  if (options.title !== undefined) return options.title;
  const subject = options.subject;
  if (subject === undefined) return `smform ${what}`;
  const name = subject.name?.trim() ?? '';
  return `smform ${what} for ${name === '' ? `organization ${subject.id}` : `${name} (organization ${subject.id})`}`;
}

function fleetOf(options: HtmlOptions): FleetOrganization[] {
  const fleet = [...(options.fleet ?? [])];
  const subject = options.subject;
  if (subject !== undefined && !fleet.some((org) => org.id === subject.id)) fleet.push(subject);
  return fleet;
}

/** `plan --output html`: the plan and its refusals as one page. */
export function renderPlanHtml(plan: Plan, refusals: readonly Refusal[], options: HtmlOptions = {}): string {
  return renderPage(buildView([{ plan, refusals }], [], fleetOf(options)), {
    title: titleOf('plan', options),
    toolVersion: plan.toolVersion,
  });
}

/** `drift --output html`: the drift report as one page. */
export function renderDriftHtml(report: DriftReport, options: HtmlOptions = {}): string {
  return renderPage(buildView([], [{ report }], fleetOf(options)), {
    title: titleOf('drift', options),
    toolVersion: report.toolVersion,
  });
}

/** `report merge`: a fleet's plans and drift reports (one per organization job) as one page. */
export function renderMergedHtml(
  plans: readonly PlanInput[],
  drifts: readonly DriftInput[],
  options: HtmlOptions = {},
): string {
  const what = plans.length > 0 && drifts.length > 0 ? 'fleet report' : plans.length > 0 ? 'plan' : 'drift';
  const versions = [
    ...new Set([...plans.map((p) => p.plan.toolVersion), ...drifts.map((d) => d.report.toolVersion)]),
  ];
  return renderPage(buildView(plans, drifts, fleetOf(options)), {
    title: titleOf(what, options),
    ...(versions.length === 1 && versions[0] !== undefined ? { toolVersion: versions[0] } : {}),
  });
}

/** The config's organizations as the page names them: each with its networks, for drift entries. */
export function fleetOfConfig(
  organizations: ReadonlyArray<{
    id: string;
    name?: string | undefined;
    networks: ReadonlyArray<{ id: string }>;
  }>,
): FleetOrganization[] {
  return organizations.map((org) => ({
    id: org.id,
    name: org.name,
    networks: org.networks.map((n) => n.id),
  }));
}
