// Public library API: re-exports only, exactly what docs/library.md documents.

// Validate: load and check config (docs/config.md).
export { loadConfig, parseConfigText } from './config/index.js';
export { formatDiagnostic } from './text/diagnostic.js';
export type { ConfigResult, LoadConfigOptions } from './config/index.js';

// Plan, apply, drift, restore, snapshot: the workflows the commands run.
export {
  planAgainstLive,
  applySavedPlan,
  applyConfig,
  applyInterrupt,
  applyPlan,
  driftAgainstLive,
  planRestore,
  takeSnapshot,
  retryNotices,
  waitNotices,
  type LiveSource,
  type Selection,
  type PlanWorkflowOptions,
  type PlanOutcome,
  type SavedPlanApplyOptions,
  type SavedPlanOutcome,
  type ConfigApplyOptions,
  type ConfigApplyOutcome,
  type ConfigToApply,
  type ApplyInterrupt,
  type InterruptStep,
  type ApplyNotice,
  type LockOwner,
  type ApplyWorkflowOptions,
  type DriftWorkflowOptions,
  type DriftOutcome,
  type RestoreWorkflowOptions,
  type SnapshotWorkflowOptions,
  type ProgressEvent,
  type ProgressListener,
} from './workflows/index.js';

// The data they take and return.
export type { DesiredState } from './model/desired.js';
export type { LiveState } from './model/live.js';
export type { Change, Plan, PlanOrigin, PlanSummary, Refusal } from './model/plan.js';
export type { Diagnostic, SourceLocation } from './model/source.js';
export type { ApplyResult, WriteResult, WriteStatus, VerificationProblem } from './applier/index.js';
export type { DriftReport, DriftEntry, DriftStatus } from './drift/index.js';
export { parseSnapshot, type LiveSnapshot } from './snapshot/index.js';

// Plan files: read one, and what its planHash and fingerprints are made of (docs/workflow.md).
export { PLAN_FORMAT_VERSION, computePlanHash, parsePlanFile, signPlan } from './plan-file/index.js';
export { targetGroupFingerprint, adminRoleFingerprint, sentryFingerprint } from './kinds/index.js';

// Errors and exit codes.
export { SmformError, ERROR_CODES, ExitCode, type ErrorCode, type Fault } from './model/errors.js';

// Output: each command's renderers (src/report/commands.ts).
export {
  planRenderers,
  applyRenderers,
  driftRenderers,
  restoreRenderers,
  snapshotRenderers,
  validationRenderers,
  scopeRenderers,
  renderErrorText,
  renderErrorJson,
  type Renderers,
} from './report/index.js';

// The Dashboard API client (docs/client.md, docs/api-command.md).
export {
  ApiError,
  createClient,
  DEFAULT_BASE_URL,
  DEFAULT_RESILIENCE_POLICY,
  TransportError,
  UndiciTransport,
  validateParams,
  type CallOptions,
  type ClientOptions,
  type ClientStats,
  type DashboardClient,
  type TypedDashboardClient,
  type OperationId,
  type OperationParams,
  type OperationResponses,
  type ResiliencePolicy,
  type RequestLogEntry as ClientRequestLogEntry,
  type HttpRequest,
  type HttpResponse,
  type Transport,
  type TransportFailure,
} from './client/index.js';

// The emulator (docs/emulator.md).
export {
  startEmulator,
  loadSeedFile,
  type EmulatorOptions,
  type RunningEmulator,
  type Seed,
} from './emulator/index.js';
