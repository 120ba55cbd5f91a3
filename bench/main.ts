/**
 * `npm run bench`: fleet-scale benchmarks against the emulator in its own process, with the Dashboard's
 * real budget and latency. Writes bench/results.json and the tables of docs/performance.md.
 *
 *   node dist-bench/bench/main.js [--quick] [--only NAME]
 *
 * `--quick` runs everything once (for trying the bench out); `--only` runs the scenarios whose name
 * contains NAME, plus the planner and start-up figures, and writes nothing.
 */
import { existsSync, symlinkSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { median, runMeasured, SMFORM_MAIN } from './measure.js';
import { LARGE_ORG, runLargeOrg, runTemplates, TEMPLATES } from './fleet-scenarios.js';
import { renderFleetTables, renderTables, replaceTables, type Machine } from './render.js';
import { runScenario, type ScenarioResult } from './run-scenario.js';
import { scenarios } from './scenario.js';
import { DEVICE_TAGS, runDeviceTags } from './device-tags.js';
import { checkFleetTargets, checkTargets, type PlannerResult, type StartupResult } from './targets.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const ROOT = here('../../');
const RESULTS = `${ROOT}bench/results.json`;
const DOC = `${ROOT}docs/performance.md`;

async function measurePlanner(runs: number): Promise<PlannerResult> {
  const results: Omit<PlannerResult, 'runs'>[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await runMeasured([here('./planner-only.js')], {}, { probe: false });
    if (run.exitCode !== 0) throw new Error(`planner-only failed:\n${run.stderr}`);
    results.push(JSON.parse(run.stdout) as Omit<PlannerResult, 'runs'>);
  }
  const pick = (key: keyof Omit<PlannerResult, 'runs'>): number => median(results.map((r) => r[key]));
  return {
    objects: pick('objects'),
    changes: pick('changes'),
    planCpuMs: pick('planCpuMs'),
    planWallMs: pick('planWallMs'),
    inputRssMb: pick('inputRssMb'),
    peakRssMb: pick('peakRssMb'),
    runs,
  };
}

/** The HTML page of a 100,000-object plan with 5,000 changes (docs/performance.md, "The HTML report"). */
const HTML_REPORT = 'html-report';

async function measureHtmlReport(): Promise<Record<string, unknown>> {
  const run = await runMeasured([here('./html-report.js')], {}, { probe: false });
  if (run.exitCode !== 0) throw new Error(`html-report failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

async function measureStartup(runs: number): Promise<StartupResult> {
  const smform: number[] = [];
  const node: number[] = [];
  // Interleaved, so a busy moment of the machine weighs on both sides alike.
  for (let i = 0; i < runs; i++) {
    smform.push((await runMeasured([SMFORM_MAIN, '--version'], {}, { probe: false })).wallMs);
    node.push((await runMeasured(['-e', '0'], {}, { probe: false })).wallMs);
  }
  return { smformMs: median(smform), nodeMs: median(node), runs };
}

function machine(): Machine {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.versions.node,
    platform: `${process.platform} ${process.arch}`,
    load: loadavg(),
  };
}

/** The bench's own build of src/ finds the JSON schemas one level up from it, as dist/ does. */
function linkSchemas(): void {
  const link = here('../schemas');
  if (!existsSync(link)) symlinkSync(`${ROOT}schemas`, link, 'dir');
}

async function main(argv: string[]): Promise<void> {
  linkSchemas();
  const quick = argv.includes('--quick');
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt >= 0 ? argv[onlyAt + 1] : undefined;
  const startedAt = new Date();
  const host = machine();
  const selected = scenarios(quick).filter((s) => only === undefined || s.name.includes(only));
  const results: ScenarioResult[] = [];
  for (const scenario of selected) {
    const began = performance.now();
    const result = await runScenario(scenario, here('./naive.js'));
    results.push(result);
    console.error(
      `${scenario.name}: ${result.smform.requests} calls (minimum ${result.minimum.total}), ` +
        `${Math.round(result.smform.wallMs)} ms (lower bound ${Math.round(result.lowerBoundMs)} ms), ` +
        `naive ${result.naive.requests} calls ${Math.round(result.naive.wallMs)} ms ` +
        `[${((performance.now() - began) / 1000).toFixed(0)} s]`,
    );
  }
  // The issue-16 scenarios (4,000 networks) have their own runners: no naive baseline, no full plan run.
  const wanted = (name: string): boolean => only === undefined || name.includes(only);
  const large = wanted(LARGE_ORG) ? await runLargeOrg(quick ? 1 : 3) : undefined;
  if (large !== undefined) {
    console.error(
      `${LARGE_ORG}: ${large.changedCalls} calls (minimum ${large.changedMinimum}; full plan ${large.fullMinimum}), ` +
        `${Math.round(large.changedWallMs)} ms wall, ${Math.round(large.changedCpuMs)} ms CPU`,
    );
  }
  const templates = wanted(TEMPLATES) ? await runTemplates(quick ? 1 : 3) : undefined;
  if (templates !== undefined) {
    console.error(
      `${TEMPLATES}: validate CPU ${Math.round(templates.fullValidateCpuMs)} ms full, ` +
        `${Math.round(templates.templatedValidateCpuMs)} ms templated; plan wall ` +
        `${Math.round(templates.fullPlanWallMs)} ms full, ${Math.round(templates.templatedPlanWallMs)} ms templated`,
    );
  }
  const html = wanted(HTML_REPORT) ? await measureHtmlReport() : undefined;
  if (html !== undefined) console.error(`${HTML_REPORT}: ${JSON.stringify(html)}`);
  const deviceTags = wanted(DEVICE_TAGS) ? await runDeviceTags() : undefined;
  if (deviceTags !== undefined) console.error(`${DEVICE_TAGS}: ${JSON.stringify(deviceTags)}`);
  const planner = await measurePlanner(quick ? 1 : 3);
  console.error(`planner: ${Math.round(planner.planCpuMs)} ms CPU, ${Math.round(planner.peakRssMb)} MB peak`);
  const startup = await measureStartup(quick ? 3 : 11);
  console.error(
    `start-up: smform --version ${Math.round(startup.smformMs)} ms, node -e 0 ${Math.round(startup.nodeMs)} ms`,
  );
  const checks = [...checkTargets(results, planner, startup), ...checkFleetTargets(large, templates)];
  const createdAt = startedAt.toISOString();
  const tables =
    renderTables(host, createdAt, checks, results, planner, startup) + renderFleetTables(large, templates);
  console.log(tables);
  if (only !== undefined) return;
  const document = {
    formatVersion: '1',
    createdAt,
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    quick,
    machine: host,
    emulator: { perOrgRate: 10, perOrgBurst: 10, globalRate: 100, latencyMs: 50, jitterMs: 100 },
    targets: checks,
    scenarios: results,
    ...(large === undefined ? {} : { largeOrg: large }),
    ...(templates === undefined ? {} : { templates }),
    ...(html === undefined ? {} : { htmlReport: html }),
    planner,
    startup,
  };
  await writeFile(RESULTS, `${JSON.stringify(document, null, 2)}\n`);
  const doc = await readFile(DOC, 'utf8').catch(() => '# Performance\n');
  // Formatted as the repository formats Markdown, so `npm run format:check` stays green.
  const options = (await resolveConfig(DOC)) ?? {};
  await writeFile(DOC, await format(replaceTables(doc, tables), { ...options, filepath: DOC }));
  console.error(`wrote ${RESULTS} and the tables of ${DOC}`);
}

await main(process.argv.slice(2));
