import { SmformError } from '../model/errors.js';

/** A proxy value read as curl reads it, or why it cannot be one. */
export type ParsedProxy = { ok: true; url: string } | { ok: false; problem: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

/**
 * Reads a proxy setting: an `http://` or `https://` URL, or `HOST:PORT` without a scheme, read as
 * `http://HOST:PORT` (as curl does). Surrounding whitespace is ignored; a path, a query, another scheme
 * (socks, ...) or a value with no host is refused. The URL returned keeps its credentials: only the
 * transport may see them.
 */
export function parseProxyUrl(value: string): ParsedProxy {
  const trimmed = value.trim();
  if (/\s/.test(trimmed)) return { ok: false, problem: 'it holds whitespace' };
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    return { ok: false, problem: `smform reaches proxies over http:// or https://, not ${scheme}://` };
  }
  let url: URL;
  try {
    url = new URL(scheme === undefined ? `http://${trimmed}` : trimmed);
  } catch {
    return { ok: false, problem: 'it is not a URL, nor HOST:PORT' };
  }
  if (url.hostname === '') return { ok: false, problem: 'it names no host' };
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    return { ok: false, problem: 'a proxy URL has no path, query or fragment' };
  }
  return { ok: true, url: url.href };
}

/** A proxy value as messages show it: any `user:password@` replaced, parseable or not. */
export function shownProxy(value: string): string {
  return value.trim().replace(/^((?:[a-z][a-z0-9+.-]*:\/\/)?)[^@/]*@/i, '$1***@');
}

/**
 * The proxy URL, or a usage error naming where the value came from (`HTTPS_PROXY`, `--proxy`, a
 * settings file) and how to write it.
 */
export function proxyUrlOrThrow(value: string, source: string, example: string): string {
  const parsed = parseProxyUrl(value);
  if (parsed.ok) return parsed.url;
  throw new SmformError(
    `${source} is not a proxy URL: ${JSON.stringify(shownProxy(value))} (${parsed.problem})`,
    {
      fault: 'usage',
      hint: `e.g. ${example}http://proxy.example.com:3128 (HOST:PORT alone is read as http://HOST:PORT), or leave it empty to connect directly`,
    },
  );
}
