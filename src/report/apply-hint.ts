import type { Plan } from '../model/plan.js';
import { flagsToApply } from '../planner/index.js';

/** `smform apply FILE` and the flags the saved plan needs. */
export function applyCommand(file: string, plan: Plan): string {
  return ['smform apply', file, ...flagsToApply(plan).flags].join(' ');
}

/**
 * What to run to apply a saved plan, with every flag it needs (`smform apply FILE --allow-delete --force`),
 * or why it cannot be applied at all.
 */
export function applyHint(file: string, plan: Plan): string {
  if (flagsToApply(plan).blocked)
    return `it cannot be applied while it changes a protected object (remove \`protected: true\` in a reviewed edit, then plan again)`;
  return `apply it with: ${applyCommand(file, plan)}`;
}
