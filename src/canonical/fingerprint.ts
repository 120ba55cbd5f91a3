import { createHash } from 'node:crypto';
import { writeCanonicalJson, type CanonicalOptions } from './json.js';

/** `sha256:<hex>` of the canonical JSON of a value: equal meaning, equal fingerprint. */
export function fingerprint(value: unknown, options: CanonicalOptions = {}): string {
  const hash = createHash('sha256');
  // Hashed as it is written: a whole plan is never held as one string.
  writeCanonicalJson(value, (chunk) => hash.update(chunk), options);
  return `sha256:${hash.digest('hex')}`;
}
