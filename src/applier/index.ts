export { apply, type ApplyOptions } from './apply.js';
export { compareWithFreshPlan, refuseUnlessFreshPlanAgrees, type PlanDifference } from './replan-check.js';
export type { StaleChange } from './staleness.js';
export type { ApplyResult, WriteResult, WriteStatus, VerificationProblem } from './types.js';
export {
  DEFAULT_BACKUP_DIR,
  backupFileName,
  createBackup,
  desiredOfBackup,
  renderBackup,
  type Backup,
} from './backup.js';
