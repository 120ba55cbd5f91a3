export {
  retryNotices,
  waitNotices,
  type ClientWait,
  type ProgressEvent,
  type ProgressListener,
  type ProgressOptions,
  type RequestAttempt,
} from './progress.js';
export { callerOf, readDeclaredLive, snapshotCaller, type LiveRead, type LiveSource } from './source.js';
export { planPipeline, type PipelineOptions, type PlannedChanges } from './pipeline.js';
export {
  planAgainstLive,
  planSelection,
  type PlanOutcome,
  type PlanWorkflowOptions,
  type Selection,
} from './plan.js';
export { applyPlan, type ApplyWorkflowOptions } from './apply.js';
export { applyChecked, type CheckedApplyOptions } from './apply-checked.js';
export { applySavedPlan, type SavedPlanApplyOptions, type SavedPlanOutcome } from './apply-saved.js';
export {
  applyConfig,
  type ConfigApplyOptions,
  type ConfigApplyOutcome,
  type ConfigToApply,
} from './apply-config.js';
export { applyInterrupt, type ApplyInterrupt, type InterruptStep } from './interrupt.js';
export type { ApplyNotice } from './apply-notices.js';
export type { LockOwner } from './apply-lock.js';
export {
  checkSavedPlan,
  checkSavedPlanAgainstLive,
  replan,
  type ApprovalOptions,
  type PlanSource,
} from './saved-plan.js';
export { planRestore, type RestoreWorkflowOptions } from './restore.js';
export { driftAgainstLive, type DriftOutcome, type DriftWorkflowOptions } from './drift.js';
export { takeSnapshot, type SnapshotWorkflowOptions } from './snapshot.js';
