import { fileURLToPath } from 'node:url';
import { ExitCode } from '../../model/errors.js';
import { renderPlanText } from '../../report/index.js';
import { openContext } from '../context.js';
import { useColor, type CliIo, type GlobalOptions } from '../io.js';
import { applyAndReport } from './apply-run.js';
import { planError } from '../../planner/index.js';
import { formatRefusals, makePlan } from './plan-run.js';

/** The package root: dist/cli/commands/ (or src/cli/commands/) is three levels below it. */
const PACKAGE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const EXAMPLE = 'examples/acme';
const SEED = 'examples/acme/live.yaml';

/**
 * The five-minute tour: an embedded emulator seeded with the example's live state, the plan for the
 * example config, the apply, and a second plan that has nothing left to do.
 */
export async function runDemo(io: CliIo, options: GlobalOptions): Promise<number> {
  const color = useColor(io, options);
  const context = await openContext({ ...io, cwd: PACKAGE_ROOT }, { ...options, emulator: SEED });
  const selection = { allowDelete: false, force: false };
  try {
    io.out(`smform demo: an emulated Dashboard seeded from ${SEED} (${context.baseUrl})\n\n`);
    io.out(`$ smform plan ${EXAMPLE}\n`);
    const first = await makePlan(io, context, [EXAMPLE], selection, PACKAGE_ROOT);
    io.out(renderPlanText(first.plan, { color }));
    io.out(
      `(${first.plan.summary.noop} declared objects already match live and are not shown, among them groups whose tags differ only in order.)\n`,
    );
    const error = planError(first.plan);
    if (error !== undefined) throw error;
    if (first.refusals.length > 0) {
      io.err(formatRefusals(first.refusals));
      return ExitCode.unsafe;
    }
    io.out(`\n$ smform apply ${EXAMPLE} --auto-approve\n`);
    const code = await applyAndReport(io, context, first.plan, options, `smform plan ${EXAMPLE}`);
    if (code !== ExitCode.ok) return code;
    io.out(`\n$ smform plan ${EXAMPLE}\n`);
    const second = await makePlan(io, context, [EXAMPLE], selection, PACKAGE_ROOT);
    io.out(renderPlanText(second.plan, { color }));
    return ExitCode.ok;
  } finally {
    await context.close();
  }
}
