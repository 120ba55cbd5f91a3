import type { ScenarioResult } from './run-scenario.js';
import type { LargeOrgResult, TemplatesResult } from './fleet-scenarios.js';
import { achievedRate, type PlannerResult, type StartupResult, type TargetCheck } from './targets.js';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
  load: number[];
}

const ms = (value: number): string =>
  value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
const x = (value: number): string => `${value.toFixed(2)}x`;
const share = (value: number): string => `${(value * 100).toFixed(2)} %`;

/** The Markdown tables `docs/performance.md` holds between its bench markers. */
export function renderTables(
  machine: Machine,
  createdAt: string,
  checks: readonly TargetCheck[],
  scenarios: readonly ScenarioResult[],
  planner: PlannerResult,
  startup: StartupResult,
): string {
  const lines: string[] = [];
  lines.push(
    `Measured ${createdAt.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpus} x ${machine.cpuModel}, ` +
      `${machine.memoryGb} GB, Node ${machine.node} (${machine.platform}); load average before the run ` +
      `${machine.load.map((l) => l.toFixed(2)).join(' / ')}. Medians; \`bench/results.json\` holds every run.`,
    '',
    '| figure | measured | target | met |',
    '| --- | --- | --- | --- |',
  );
  for (const check of checks) {
    lines.push(`| ${check.figure} | ${check.shown} | ${check.target} | ${check.met ? 'yes' : '**no**'} |`);
  }
  lines.push(
    '',
    '| scenario | smform/naive wall | smform/naive calls | calls (min) | 429s recv | calls/s active, whole run (budget) | wall (lower bound) | CPU | peak RSS | naive wall | naive calls |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const s of scenarios) {
    const overall = s.smform.requests / (s.smform.wallMs / 1000);
    const rates = `${achievedRate(s).toFixed(1)}, ${overall.toFixed(1)} (${s.budgetPerSecond})`;
    lines.push(
      `| ${s.name} | ${x(s.smform.wallMs / s.naive.wallMs)} | ${x(s.smform.requests / s.naive.requests)} | ` +
        `${s.smform.requests} (${s.minimum.total}) | ${s.smform.rateLimited} | ${rates} | ` +
        `${ms(s.smform.wallMs)} (${ms(s.lowerBoundMs)}) | ${ms(s.smform.cpuMs)} | ${Math.round(s.smform.maxRssMb)} MB | ` +
        `${ms(s.naive.wallMs)} | ${s.naive.requests} |`,
    );
  }
  lines.push(
    '',
    `Planner alone on ${planner.objects.toLocaleString('en-US')} objects (${planner.changes} changes): ` +
      `${ms(planner.planCpuMs)} CPU, ${ms(planner.planWallMs)} wall, ${Math.round(planner.inputRssMb)} MB ` +
      `resident with the inputs built, ${Math.round(planner.peakRssMb)} MB peak (median of ${planner.runs} processes).`,
    '',
    `Start-up: \`smform --version\` ${ms(startup.smformMs)}, \`node -e 0\` ${ms(startup.nodeMs)} ` +
      `(median of ${startup.runs} each).`,
  );
  return lines.join('\n');
}

export const TABLE_START = '<!-- bench:results:start -->';
export const TABLE_END = '<!-- bench:results:end -->';

/** Puts the tables between the markers of the document, keeping everything else as written. */
export function replaceTables(document: string, tables: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) return `${document.trimEnd()}\n\n${TABLE_START}\n${tables}\n${TABLE_END}\n`;
  return `${document.slice(0, start + TABLE_START.length)}\n${tables}\n${document.slice(end)}`;
}

/** The issue-16 scenarios' own table: one organization of 4,000 networks x 24 target groups. */
export function renderFleetTables(large?: LargeOrgResult, templates?: TemplatesResult): string {
  const lines: string[] = [];
  if (large !== undefined) {
    lines.push(
      '',
      '| large org, one-network PR | calls | wall | CPU |',
      '| --- | --- | --- | --- |',
      `| \`plan --changed-since HEAD\` (measured, median of ${large.runs}) | ${large.changedCalls} | ` +
        `${ms(large.changedWallMs)} | ${ms(large.changedCpuMs)} |`,
      `| full \`plan\` (minimum-call model, not run) | ${large.fullMinimum} | ${ms(large.fullLowerBoundMs)} ` +
        `(lower bound at 10/s) | |`,
      `| ratio changed / full | ${share(large.changedCalls / large.fullMinimum)} | ` +
        `${share(large.changedWallMs / large.fullLowerBoundMs)} | |`,
      `| \`validate\` of the same config (config load alone) | 0 | | ${ms(large.validateCpuMs)} |`,
    );
  }
  if (templates !== undefined) {
    lines.push(
      '',
      `| templates (${templates.networks.toLocaleString('en-US')} networks, median of ${templates.runs}) | written out in full | one template | template / full |`,
      '| --- | --- | --- | --- |',
      `| \`validate\` CPU | ${ms(templates.fullValidateCpuMs)} | ${ms(templates.templatedValidateCpuMs)} | ` +
        `${x(templates.templatedValidateCpuMs / templates.fullValidateCpuMs)} |`,
      `| \`plan --changed-since HEAD\` wall | ${ms(templates.fullPlanWallMs)} | ${ms(templates.templatedPlanWallMs)} | ` +
        `${x(templates.templatedPlanWallMs / templates.fullPlanWallMs)} |`,
    );
  }
  return lines.length === 0 ? '' : `\n${lines.join('\n')}`;
}
