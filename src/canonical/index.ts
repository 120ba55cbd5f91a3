// The canonical forms (issue 18: one home): imports nothing else of smform, so every layer may use it.
export { compareCodePoints } from './compare.js';
export { compareDiagnosticPlaces, compareDiagnostics } from './diagnostics.js';
export { fingerprint } from './fingerprint.js';
export { canonicalJson, writeCanonicalJson, type CanonicalOptions } from './json.js';
export { canonicalTags } from './tags.js';
