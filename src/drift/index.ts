export {
  DRIFT_FORMAT_VERSION,
  DRIFT_STATUSES,
  detectDrift,
  driftOfPlan,
  unmanagedPolicyOf,
  type DriftOptions,
  type DriftCounts,
  type DriftEntry,
  type DriftMatrixRow,
  type DriftReport,
  type DriftStatus,
} from './drift.js';
