import type { ApplyFlags } from '../model/apply-flags.js';

/** `smform apply FILE` and the flags the saved plan needs (`flagsToApply` of the planner). */
export function applyCommand(file: string, needs: ApplyFlags): string {
  return ['smform apply', file, ...needs.flags].join(' ');
}

/**
 * What to run to apply a saved plan, with every flag it needs (`smform apply FILE --allow-delete --force`),
 * or why it cannot be applied at all.
 */
export function applyHint(file: string, needs: ApplyFlags): string {
  if (needs.blocked)
    return `it cannot be applied while it changes a protected object (remove \`protected: true\` in a reviewed edit, then plan again)`;
  return `apply it with: ${applyCommand(file, needs)}`;
}
