import { fingerprint } from '../canonical/fingerprint.js';
import type { Plan } from '../model/plan.js';

/** 1.1 added `origin` and `signature`; a 1.0 plan is still read (it has neither). */
export const PLAN_FORMAT_VERSION = '1.1';

/**
 * 1.2 added `origin.changedSince`. Only a plan that has it is written as 1.2: every other plan keeps 1.1,
 * and with it the planHash it had before.
 */
export const PLAN_FORMAT_VERSION_CHANGED_SINCE = '1.2';

/**
 * `sha256:` over the plan's canonical JSON without `planHash`, `createdAt` and `signature`: the same
 * changes planned twice hash the same, and an accidental edit of a saved plan shows. It is no proof of
 * origin: anyone can recompute it (this function is exported). `apply PLANFILE` re-plans and compares,
 * and checks the HMAC `signature` when a signing key is set (docs/workflow.md).
 */
export function computePlanHash(plan: Plan): string {
  const { planHash: _hash, createdAt: _createdAt, signature: _signature, ...content } = plan;
  // A plan read back from JSON has no `undefined` members; canonical JSON drops them here as well.
  return fingerprint(content);
}
