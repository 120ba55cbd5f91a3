import { conflictingChanges } from '../kinds/conflicting-changes.js';
import { SmformError } from '../model/errors.js';
import type { Plan } from '../model/plan.js';
import { escapeControls } from '../text/terminal-escape.js';

/**
 * Refuses, before any read or write, a plan that writes a live object another of its changes names too
 * (a delete of an id it keeps): the planner never makes one, so it was altered or made elsewhere.
 */
export function refuseConflictingChanges(plan: Plan): void {
  const conflicts = conflictingChanges(plan.changes);
  if (conflicts.length === 0) return;
  const lines = conflicts.map((conflict) => `  ${escapeControls(conflict)}`).join('\n');
  throw new SmformError(
    `the plan names one live object in more than one change; nothing was written:\n${lines}`,
    { fault: 'stale', hint: 'plan again and apply the new plan; never edit a plan by hand' },
  );
}
