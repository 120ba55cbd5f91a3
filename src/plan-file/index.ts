// The plan document (issue 18: one home): its format version, hash, key order, parsing, integrity check and
// signature. Imports only the canonical forms and the model, so the planner, the applier and the CLI share it.
export { PLAN_FORMAT_VERSION, PLAN_FORMAT_VERSION_CHANGED_SINCE, computePlanHash } from './format.js';
export { checkPlanIntegrity, parsePlanFile } from './parse.js';
export { renderPlanJson } from './render.js';
export {
  MIN_SIGNING_KEY_LENGTH,
  SIGNING_KEY_VARIABLE,
  checkPlanSignature,
  signPlan,
  signingKeyOf,
} from './signature.js';
