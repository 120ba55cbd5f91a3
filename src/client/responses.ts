import { redact } from './api-error.js';
import { parseJsonExact } from './exact-json.js';
import type { HttpResponse, TransportError } from './transport.js';

/** A transport failure in words, naming the error code and the host, for error messages. */
export function describeFailure(error: TransportError): string {
  const code = error.code === '' ? '' : ` (${error.code})`;
  const host = error.host === '' ? 'the host' : error.host;
  switch (error.failure) {
    case 'timeout':
      return error.sent ? 'timed out waiting for the response' : `timed out connecting to ${host}`;
    case 'reset':
      return `the connection to ${host} was reset${code}`;
    case 'refused':
      return `${host} refused the connection${code}`;
    case 'truncated':
      return 'the response body was cut off';
    case 'aborted':
      return 'aborted';
    case 'network':
      return `network error talking to ${host}${code}`;
    case 'dns':
      return `the host name ${host} could not be resolved${code}`;
    case 'dns-temporary':
      return `the host name ${host} could not be resolved for now${code}`;
    case 'unreachable':
      return `${host} is unreachable from here${code}`;
    case 'tls':
      return `the TLS connection to ${host} failed${code}`;
    case 'too-large':
      return 'the response body is larger than the client accepts';
    case 'proxy':
      return describeProxy(error);
  }
}

function describeProxy(error: TransportError): string {
  const proxy = error.proxy;
  if (proxy === undefined) return `the proxy ${error.host} did not open the tunnel`;
  if (proxy.status === undefined) {
    return `the proxy ${proxy.proxy} closed the connection without answering CONNECT ${proxy.target}`;
  }
  return proxy.status >= 500
    ? `the proxy ${proxy.proxy} could not open the tunnel to ${proxy.target} (HTTP ${proxy.status})`
    : `the proxy ${proxy.proxy} refused the tunnel to ${proxy.target} with HTTP ${proxy.status}`;
}

/** What the user can do when the proxy did not open the tunnel. */
function proxyHint(error: TransportError): string {
  const status = error.proxy?.status;
  const where = 'the proxy comes from --proxy, HTTPS_PROXY or HTTP_PROXY (or proxy: in smform.settings.yaml)';
  if (status === 407) {
    return `the proxy wants credentials: put them in its URL (http://user:password@host:port; never printed); ${where}`;
  }
  if (status !== undefined && status < 500) {
    return `the proxy does not allow this tunnel: ask its administrators to allow the API host, or exempt the host with NO_PROXY; ${where}`;
  }
  return `the proxy accepted the connection but opened no tunnel: check that it is an HTTP proxy that allows CONNECT to the API host; ${where}`;
}

/** Where the per-request timeout is set, with its value: the first thing to change when answers are slow. */
function timeoutHint(timeoutMs: number | undefined): string {
  const now = timeoutMs === undefined ? '' : ` (now ${timeoutMs / 1000} s)`;
  return `each attempt waits at most the request timeout${now} for an answer: raise it with --timeout SECONDS or timeout: in smform.settings.yaml if the API or the network is slow; --max-attempts sets how often it is tried`;
}

/** What the user can do about a transport failure; `timeoutMs` is the request timeout in force. */
export function failureHint(
  error: TransportError,
  proxied: boolean,
  timeoutMs?: number,
  atProxy = false,
): string | undefined {
  const unreached = error.failure === 'dns' || error.failure === 'refused' || error.failure === 'unreachable';
  if (atProxy && unreached) {
    return `${error.host} is the proxy: check its host name and port; a proxy is in use (HTTPS_PROXY/HTTP_PROXY/--proxy, or proxy: in smform.settings.yaml)`;
  }
  const proxy = proxied ? '; a proxy is in use (HTTPS_PROXY/HTTP_PROXY/--proxy): check it too' : '';
  switch (error.failure) {
    case 'dns':
    case 'dns-temporary':
      return `check the host name in the base URL (--base-url / MERAKI_BASE_URL) and this machine's DNS${proxy}`;
    case 'refused':
      return `nothing accepts connections there: check the base URL's host and port${proxy}`;
    case 'unreachable':
      return `no network route to the host: check the network, VPN or firewall${proxy}`;
    case 'tls':
      return 'the certificate was not accepted (expired, wrong host, or issued by an unknown authority such as an intercepting proxy: NODE_EXTRA_CA_CERTS=FILE adds a trusted authority)';
    case 'too-large':
      return 'the body cap is ClientOptions.maxResponseBytes (default 64 MiB)';
    case 'proxy':
      return proxyHint(error);
    case 'timeout':
      return timeoutHint(timeoutMs);
    case 'aborted':
    case 'network':
    case 'reset':
    case 'truncated':
      return undefined;
  }
}

type Parsed = { ok: true; value: unknown } | { ok: false; problem: string };

/** The JSON body of a success; `null` for 204 or an empty body. HTML pages and broken JSON are problems. */
export function parseBody(response: HttpResponse): Parsed {
  const text = response.text;
  if (response.status === 204 || text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: parseJsonExact(text) };
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
