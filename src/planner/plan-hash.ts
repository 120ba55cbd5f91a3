import type { Plan } from '../model/plan.js';
import { fingerprint } from '../kinds/fingerprint.js';

/**
 * `sha256:` over the plan's canonical JSON without `planHash` and `createdAt`: the same changes planned
 * twice hash the same, and any edit of a saved plan shows. The applier recomputes it before applying.
 */
export function computePlanHash(plan: Plan): string {
  const { planHash: _hash, createdAt: _createdAt, ...content } = plan;
  // A plan read back from JSON has no `undefined` members; canonical JSON drops them here as well.
  return fingerprint(content);
}
