import { SmformError } from '../model/errors.js';

/** Helpers for reading raw API JSON, which is `unknown` until a reader has checked it. */
export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field; ids that arrive as numbers are accepted and turned into strings. */
export function optionalString(record: JsonRecord, key: string): string | undefined {
  const value = record[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Live data the tool cannot make sense of: the API's fault, with what was expected. */
export function liveDataError(message: string, hint?: string): SmformError {
  return new SmformError(message, hint === undefined ? { fault: 'api' } : { fault: 'api', hint });
}

/** Lists come bare, in an `{items}` envelope, or (paged sentry reads) as an array of envelopes. */
export function unwrapItems(raw: unknown, what: string): unknown[] {
  if (Array.isArray(raw)) {
    if (raw.length > 0 && raw.every((entry) => isRecord(entry) && Array.isArray(entry['items']))) {
      return raw.flatMap((entry) => (entry as { items: unknown[] }).items);
    }
    return raw;
  }
  if (isRecord(raw) && Array.isArray(raw['items'])) return raw['items'];
  throw liveDataError(`unexpected response for ${what}: expected a list or an {items} envelope`);
}
