import type { DriftReport } from '../../drift/index.js';
import { SmformError } from '../../model/errors.js';
import { checkPlanIntegrity, parsePlanFile } from '../../plan-file/index.js';
import { checkSafety } from '../../planner/index.js';
import { fleetOfConfig, renderMergedHtml, type DriftInput, type PlanInput } from '../../report/html/index.js';
import { loadDesired } from './desired.js';
import { writeOut } from '../../workflows/no-follow.js';
import type { ReportFlags } from '../flags.js';
import { readInputFile } from '../input-file.js';
import type { CliIo, GlobalFlags } from '../io.js';
import { finish } from '../outcome.js';

const HINT = 'name files saved by `smform plan --out FILE` or `smform drift --output json > FILE`';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A drift report of a format this smform reads (1.x), or a usage error naming the file. */
function asDriftReport(data: Record<string, unknown>, file: string): DriftReport {
  const version = data['formatVersion'];
  if (typeof version !== 'string' || version.split('.')[0] !== '1')
    throw new SmformError(`${file} is a drift report of format ${String(version)}; this smform reads 1.x`, {
      fault: 'usage',
      hint: 'make the report with the same smform version',
    });
  return data as unknown as DriftReport;
}

/**
 * `smform report merge FILE...`: each file a saved plan (checked against its planHash, as `show` does)
 * or a drift report; one page of them all. A plan's refusals are those of an apply with the flags given.
 */
export async function runReportMerge(
  io: CliIo,
  options: GlobalFlags & ReportFlags,
  files: string[],
): Promise<number> {
  const plans: PlanInput[] = [];
  const drifts: DriftInput[] = [];
  for (const file of files) {
    const text = await readInputFile(io, file, 'the report input', HINT);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new SmformError(`${file} is not JSON: neither a saved plan nor a drift report`, {
        fault: 'usage',
        hint: HINT,
      });
    }
    if (isRecord(data) && typeof data['planHash'] === 'string') {
      const plan = parsePlanFile(text, file);
      checkPlanIntegrity(plan);
      const flags = { allowDelete: options.allowDelete, force: options.force };
      plans.push({ plan, refusals: checkSafety(plan, undefined, flags) });
    } else if (isRecord(data) && Array.isArray(data['objects']) && Array.isArray(data['matrix'])) {
      drifts.push({ report: asDriftReport(data, file) });
    } else {
      throw new SmformError(`${file} is neither a saved plan nor a drift report`, {
        fault: 'usage',
        hint: HINT,
      });
    }
  }
  // The config names the organizations and says whose each network is; it is not needed otherwise.
  const fleet =
    options.config === undefined
      ? undefined
      : fleetOfConfig((await loadDesired(io, options.config, options)).organizations);
  const page = renderMergedHtml(plans, drifts, { title: options.title, fleet });
  if (options.out === undefined) io.out(page);
  else {
    await writeOut(io.cwd, options.out, page);
    if (!options.quiet) io.err(`wrote ${options.out}\n`);
  }
  return finish(io, { kind: 'done' });
}
