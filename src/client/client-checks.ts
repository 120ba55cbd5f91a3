import { readFileSync } from 'node:fs';
import { SmformError } from '../model/errors.js';
import { isLoopbackHost } from './hosts.js';

/** The package's version, for the default `user-agent`. */
export function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The base URL, refusing to send a key over plain http except to loopback hosts. */
export function checkedBaseUrl(raw: string, apiKey: string | undefined): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SmformError(`invalid base URL: ${raw}`, {
      fault: 'usage',
      hint: 'e.g. https://api.meraki.com/api/v1',
    });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SmformError(`the base URL must use https (got ${url.protocol})`, { fault: 'usage' });
  }
  if (url.protocol === 'http:' && apiKey !== undefined && apiKey !== '' && !isLoopbackHost(url.hostname)) {
    throw new SmformError(`refusing to send the API key over plain http to ${url.host}`, {
      fault: 'usage',
      hint: 'use an https base URL; plain http is allowed only for loopback hosts (127.0.0.1, ::1, localhost)',
    });
  }
  url.search = '';
  url.hash = '';
  return url;
}

/**
 * Refuses a key with surrounding whitespace or a line break (a CI secret pasted with its newline)
 * before any request, naming what is wrong and never the key.
 */
export function checkedApiKey(apiKey: string | undefined): string | undefined {
  if (apiKey === undefined || apiKey === '') return undefined;
  const problems: string[] = [];
  if (/^\s/.test(apiKey)) problems.push('leading whitespace');
  if (/\s$/.test(apiKey))
    problems.push(/[\r\n]$/.test(apiKey) ? 'a trailing newline' : 'trailing whitespace');
  if (/[\r\n]/.test(apiKey.trim())) problems.push('a line break inside it');
  else if (/\s/.test(apiKey.trim())) problems.push('whitespace inside it');
  // An HTTP header carries visible ASCII only: anything else fails every request with an opaque error.
  else if (/[^\x21-\x7e]/.test(apiKey.trim())) problems.push('a character that is not visible ASCII');
  if (problems.length > 0) {
    throw new SmformError(`the API key has ${problems.join(' and ')}; nothing was sent`, {
      fault: 'usage',
      hint: 'set MERAKI_DASHBOARD_API_KEY to the key alone (a CI secret often keeps the newline it was pasted with)',
    });
  }
  return apiKey;
}

/** An option that must be a positive integer, else its default. */
export function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
  return value;
}
