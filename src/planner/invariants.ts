import { conflictingChanges } from '../kinds/conflicting-changes.js';
import { SmformError } from '../model/errors.js';
import type { Change } from '../model/plan.js';
import { escapeControls } from '../text/terminal-escape.js';

/**
 * The planner never hands out a plan that writes a live object another of its changes also names (a
 * delete of an id it keeps): live lists are taken each id once, so this holds by construction, and is
 * checked here so that a future path around it fails loudly instead of deleting.
 */
export function assertOneChangePerObject(changes: readonly Change[]): void {
  const conflicts = conflictingChanges(changes);
  if (conflicts.length === 0) return;
  throw new SmformError(
    `refusing to plan: ${conflicts.length === 1 ? 'a live object is' : 'live objects are'} named by more than one change: ${conflicts.map(escapeControls).join('; ')}`,
    {
      fault: 'internal',
      hint: 'this is a bug in smform: please report it with the plan command and its output',
    },
  );
}
