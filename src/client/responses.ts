import { redact } from './api-error.js';
import type { HttpResponse, TransportError } from './transport.js';

/** A transport failure in words, for error messages. */
export function describeFailure(error: TransportError): string {
  switch (error.failure) {
    case 'timeout':
      return 'timed out waiting for the response';
    case 'reset':
      return 'the connection was reset';
    case 'refused':
      return 'could not connect';
    case 'truncated':
      return 'the response body was cut off';
    case 'aborted':
      return 'aborted';
    case 'network':
      return 'network error';
  }
}

type Parsed = { ok: true; value: unknown } | { ok: false; problem: string };

/** The JSON body of a success; `null` for 204 or an empty body. HTML pages and broken JSON are problems. */
export function parseBody(response: HttpResponse): Parsed {
  const text = response.text;
  if (response.status === 204 || text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const html = /^\s*</.test(text);
    return {
      ok: false,
      problem: html ? 'an HTML page instead of JSON' : 'a body that is not valid JSON (truncated?)',
    };
  }
}

/** The API's `errors[]` messages, or a short description of a non-JSON error body. */
export function errorMessages(response: HttpResponse, apiKey: string | undefined): string[] {
  const text = response.text.trim();
  if (text === '') return [];
  try {
    const parsed = JSON.parse(text) as { errors?: unknown };
    if (Array.isArray(parsed.errors)) return parsed.errors.map((e) => redact(String(e), apiKey));
    return [];
  } catch {
    return [
      /^</.test(text)
        ? 'the API answered with an HTML page instead of JSON'
        : 'the error body is not valid JSON',
    ];
  }
}
