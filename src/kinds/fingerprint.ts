import { createHash } from 'node:crypto';
import { writeCanonicalJson } from './canonical.js';

/** `sha256:<hex>` of the canonical JSON of a value: equal meaning, equal fingerprint. */
export function fingerprint(value: unknown): string {
  const hash = createHash('sha256');
  // Hashed as it is written: a whole plan is never held as one string.
  writeCanonicalJson(value, (chunk) => hash.update(chunk));
  return `sha256:${hash.digest('hex')}`;
}
