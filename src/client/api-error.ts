import { defined } from '../canonical/defined.js';
import { SmformError } from '../model/errors.js';
import { redactSecret } from '../text/redact.js';
import { escapeControls } from '../text/terminal-escape.js';
import type { HttpMethod } from './operation-spec.js';
import { plural } from '../text/plural.js';

export interface ApiErrorDetails {
  operationId: string;
  method: HttpMethod;
  /** The request path under the base URL, without the query string. */
  path: string;
  /** HTTP status; undefined when no response arrived (network error, timeout). */
  status?: number;
  /** The API's own `errors[]` messages. */
  messages?: readonly string[];
  /** True when a write may or may not have been applied (a POST whose outcome is unknown). */
  ambiguous?: boolean;
  /** HTTP requests sent for this call, retries included. */
  attempts?: number;
  /** The organization the call counted against, used in the 403 hint; undefined for none. */
  orgId?: string | undefined;
  /** A reason shown instead of the status line (network errors, bad bodies). */
  reason?: string;
  /** Undefined for none: the hint of the status (or of a network failure) is given instead. */
  hint?: string | undefined;
  cause?: unknown;
}

/**
 * A Dashboard API call that failed. It never carries the API key or the query string; its message names the
 * operation, method, path, status and the API's own words.
 */
export class ApiError extends SmformError {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly status: number | undefined;
  readonly messages: readonly string[];
  readonly ambiguous: boolean;
  readonly attempts: number;

  constructor(details: ApiErrorDetails) {
    const messages = details.messages ?? [];
    const hint = details.hint ?? hintOf(details);
    super(messageOf(details, messages), {
      fault: details.status === undefined ? 'network' : 'api',
      ...defined({ hint, cause: details.cause }),
    });
    this.name = 'ApiError';
    this.operationId = details.operationId;
    this.method = details.method;
    this.path = details.path;
    this.status = details.status;
    this.messages = messages;
    this.ambiguous = details.ambiguous ?? false;
    this.attempts = details.attempts ?? 1;
  }
}

function messageOf(details: ApiErrorDetails, messages: readonly string[]): string {
  const head = `${details.operationId} (${details.method} ${escapeControls(details.path)})`;
  const what =
    details.reason ?? (details.status === undefined ? 'failed' : `failed with HTTP ${details.status}`);
  // The server's words are untrusted: one line, no control character reaches a terminal or a log.
  const api = messages.length === 0 ? '' : `: ${messages.map(escapeControls).join('; ')}`;
  const ambiguous = details.ambiguous === true ? ' (outcome unknown: the write may have been applied)' : '';
  return `${head} ${what}${api}${ambiguous}`;
}

function hintOf(details: ApiErrorDetails): string | undefined {
  if (details.ambiguous === true) {
    return 'look the object up before retrying: it may already exist (a POST is never blindly resent)';
  }
  switch (details.status) {
    case undefined:
      return 'check the network and the base URL (--base-url / MERAKI_BASE_URL)';
    case 400:
      return 'the API rejected the request parameters; see its message above';
    case 401:
      return 'check MERAKI_DASHBOARD_API_KEY: the API did not accept the key';
    case 403:
      return details.orgId === undefined
        ? "the key's admin has no access to this resource"
        : `the key's admin cannot reach organization ${details.orgId}`;
    case 404:
      return 'unknown id: check the organization, network or object id in the path';
    case 429:
      return `rate budget exhausted after ${plural(details.attempts ?? 1, 'attempt')}; other applications share the organization's budget, retry later`;
    default:
      return details.status >= 500 ? 'the Dashboard API had a server error; retry later' : undefined;
  }
}

/** The key redacted wherever an echoing server may put it (src/text/redact.ts says which forms). */
export function redact(text: string, secret: string | undefined): string {
  return redactSecret(text, secret);
}
