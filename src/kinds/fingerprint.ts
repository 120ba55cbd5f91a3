import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical.js';

/** `sha256:<hex>` of the canonical JSON of a value: equal meaning, equal fingerprint. */
export function fingerprint(value: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalJson(value)).digest('hex')}`;
}
