import { SmformError } from '../model/errors.js';
import type { Plan } from '../model/plan.js';
import { computePlanHash, PLAN_FORMAT_VERSION } from './format.js';

const SUPPORTED_MAJOR = PLAN_FORMAT_VERSION.split('.')[0] ?? '1';

const stale = (message: string, hint: string): SmformError =>
  new SmformError(message, { fault: 'stale', hint });

/**
 * Reads a saved plan's text. Anything that is not a plan of a format this tool knows is refused as stale
 * (exit 5): a plan file is an approval record, and a file that cannot be read as one approves nothing.
 */
export function parsePlanFile(text: string, file: string): Plan {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw stale(
      `${file} is not a plan file: it is not valid JSON`,
      'make a new plan with `smform plan --out`',
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw stale(`${file} is not a plan file`, 'make a new plan with `smform plan --out`');
  }
  const plan = data as Partial<Plan>;
  if (typeof plan.formatVersion !== 'string') {
    throw stale(
      `${file} has no formatVersion: it is not a plan file`,
      'make a new plan with `smform plan --out`',
    );
  }
  const major = plan.formatVersion.split('.')[0];
  if (major !== SUPPORTED_MAJOR) {
    throw stale(
      `${file} has plan format version ${plan.formatVersion}; this smform reads format ${SUPPORTED_MAJOR}.x only`,
      'make the plan with the same smform version that applies it',
    );
  }
  if (!Array.isArray(plan.changes) || typeof plan.planHash !== 'string') {
    throw stale(
      `${file} lacks changes or planHash: it is not a complete plan`,
      'make a new plan with `smform plan --out`',
    );
  }
  return plan as Plan;
}

/**
 * Refuses a plan whose content does not match its own hash (edited after it was made), or one made for
 * another configuration than the one given with it. The hash is computed here, from the plan itself.
 */
export function checkPlanIntegrity(plan: Plan, options: { configDigest?: string | undefined } = {}): void {
  if (computePlanHash(plan) !== plan.planHash) {
    throw stale(
      'the plan file was altered after it was made: its content does not match its planHash',
      'make a new plan with `smform plan --out` and review it again',
    );
  }
  if (options.configDigest !== undefined && options.configDigest !== plan.configDigest) {
    throw stale(
      'the plan was made for another configuration than the one given (configDigest differs)',
      'plan again from the current configuration',
    );
  }
}
