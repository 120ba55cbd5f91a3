import type { ApplyFlags } from '../model/apply-flags.js';
import type { Plan } from '../model/plan.js';
import { plural } from '../text/plural.js';
import { applyHint } from './apply-hint.js';
import { renderPlanSummary } from './summary.js';

/*
 * The one-line notices commands print on stderr as they go: what was saved where, what was checked, and
 * what to run next. Worded here, beside every other report, so a command only decides when to print.
 */

/** After `plan --out FILE` (`restore --out FILE`): where the plan is and how to apply it. */
export function savedPlanNotice(file: string, needs: ApplyFlags, what = 'plan'): string {
  return `Saved the ${what} to ${file}; ${applyHint(file, needs)}\n`;
}

/** A restore's plan summary, naming the backup's time. */
export function restoreSummaryNotice(plan: Plan, backupCreatedAt: string): string {
  return `restore ${renderPlanSummary(plan)} (back to ${backupCreatedAt})\n`;
}

/** `apply PLANFILE` planned again and found the saved plan's changes. */
export function savedPlanCheckedNotice(label: string, active: number): string {
  return `Checked: a fresh plan of ${label} has the same ${plural(active, 'change')}.\n`;
}

/** The backup an apply writes before its first write. */
export function backupSavedNotice(file: string): string {
  return `Saved the live state it changes to ${file}; undo with: smform restore ${file}\n`;
}

/** An apply lock left by a process that is gone, taken over. */
export function lockTakenOverNotice(file: string, holder: string): string {
  return `Took over the lock ${file} from ${holder}: that process is gone.\n`;
}

/** After an apply that did not finish: how to see what is left. */
export function applyNextStepNotice(nextCommand: string): string {
  return `Next: run \`${nextCommand}\` to see what is left, then apply again.\n`;
}

/** After `snapshot --out FILE`. */
export function snapshotWrittenNotice(counts: string, file: string): string {
  return `Wrote the live state of ${counts} to ${file}; plan offline with: smform plan --live-from ${file}\n`;
}
