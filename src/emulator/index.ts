// The local Dashboard API emulator: public API (re-exports only).
export { startEmulator } from './server.js';
export type { EmulatorOptions, RunningEmulator } from './options.js';
export {
  loadSeedFile,
  parseSeed,
  validateSeed,
  SeedError,
  formatSeedProblem,
  type SeedProblem,
} from './seed.js';
export { parseFaultSpec, type FaultSpec } from './faults.js';
export { buildSyntheticSeed, parseSyntheticSpec, type SyntheticSpec } from './synthetic.js';
export { WITH_DETAILS_FIELD } from './routes/target-groups.js';
export type { LinkStyle } from './paging.js';
export {
  parseEchoSwitch,
  SENTRY_ENVELOPES,
  SENTRY_PRIORITIES,
  TARGET_GROUP_ECHOES,
  type SentryEnvelope,
  type SentryPriority,
  type TargetGroupEcho,
} from './behaviour.js';
export type * from './types.js';
