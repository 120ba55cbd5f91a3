import type { Plan, PlanSummary } from '../../model/plan.js';
import { SIGNING_KEY_VARIABLE } from '../../plan-file/index.js';
import { summarizeChanges } from '../../planner/index.js';
import { renderPlanSummary } from '../../report/index.js';
import { backupSavedNotice, lockTakenOverNotice, savedPlanCheckedNotice } from '../../report/notices.js';
import type { ApplyNotice } from '../../workflows/apply-notices.js';

const counts = (s: PlanSummary): string =>
  `${s.create} to create, ${s.update} to update, ${s.delete} to delete`;

/** The line before the writes, counted from the changes that will run, never from the file's summary. */
function renderBanner(plan: Plan, file: string): string {
  const summary = summarizeChanges(plan.changes, plan.unmanaged.length);
  const differs = counts(summary) !== counts(plan.summary);
  const warning = differs
    ? `warning: the file's summary (${counts(plan.summary)}) does not match its changes; the counts below are the changes that run\n`
    : '';
  return `${warning}Applying saved plan ${file}: ${renderPlanSummary({ ...plan, summary })}\n`;
}

/** An apply workflow's notice as stderr shows it: notes only without `--quiet`, warnings always. */
export function renderApplyNotice(notice: ApplyNotice, quiet: boolean): string | undefined {
  switch (notice.type) {
    case 'lock-unavailable':
      return `warning: cannot take the apply lock in ${notice.dir} (${notice.message}); applying without it\n`;
    case 'trust-plan': {
      const checks = `its planHash${notice.signed ? ' and signature' : ''} and live state`;
      if (notice.config === 'absent')
        return (
          `warning: --trust-plan: the plan's config is not at hand (${notice.reason}); applying the file's own changes, ` +
          `checked against ${checks} only; not checked: that they are what a config asks for, and that none ` +
          'changes an object the config marks protected (no config here to read the marks from)\n'
        );
      return quiet
        ? undefined
        : `--trust-plan: the plan's config is not at hand (${notice.reason}); applying the file's own changes, ` +
            `checked against ${checks}, not against a fresh plan\n`;
    }
    case 'lock-taken-over':
      return quiet ? undefined : lockTakenOverNotice(notice.file, notice.holder);
    case 'backup-saved':
      return quiet ? undefined : backupSavedNotice(notice.file);
    case 'signature-unchecked':
      return quiet
        ? undefined
        : `note: ${notice.file} is signed, but ${SIGNING_KEY_VARIABLE} is not set: its signature was not checked\n`;
    case 'saved-plan-checked':
      return quiet ? undefined : savedPlanCheckedNotice(notice.label, notice.changes);
    case 'applying-saved-plan':
      return quiet ? undefined : renderBanner(notice.plan, notice.file);
  }
}
