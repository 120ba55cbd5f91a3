import { parseProxyUrl, shownProxy } from '../client/proxy-url.js';
import type { Check } from './types.js';
import { plural } from '../text/plural.js';

/*
 * Checks of what a run starts from, made before any request: the key's shape, the base URL's host and
 * the proxy settings. Pure: the caller passes the environment.
 */

/** Present, and without the whitespace a copied CI secret often carries; named, never shown. */
export function checkKey(key: string | undefined): Check {
  if (key === undefined || key === '') {
    return {
      id: 'key',
      status: 'fail',
      message: 'MERAKI_DASHBOARD_API_KEY is not set',
      hint: 'export MERAKI_DASHBOARD_API_KEY=<your key> (Dashboard > My profile > API access)',
    };
  }
  const problems: string[] = [];
  if (/^\s/.test(key)) problems.push('leading whitespace');
  if (/\S[\r\n]+\S/.test(key)) problems.push('a line break inside');
  if (/[\n\r]$/.test(key)) problems.push('a trailing newline');
  else if (/\s$/.test(key)) problems.push('trailing whitespace');
  if (problems.length > 0) {
    return {
      id: 'key',
      status: 'fail',
      message: `MERAKI_DASHBOARD_API_KEY has ${problems.join(' and ')} (${plural(key.length, 'character')}); the Dashboard refuses such a key`,
      hint: 'set the secret without the surrounding whitespace or newline (e.g. `printf %s "$KEY"`, not `echo`)',
    };
  }
  const shaped = /^[0-9a-f]{40}$/i.test(key);
  return {
    id: 'key',
    status: 'ok',
    message: shaped
      ? 'MERAKI_DASHBOARD_API_KEY is set: 40 hexadecimal characters, no surrounding whitespace'
      : `MERAKI_DASHBOARD_API_KEY is set (${plural(key.length, 'character')}, no surrounding whitespace; Dashboard keys are 40 hexadecimal characters)`,
  };
}

const REGIONAL_HOSTS = new Set([
  'api.meraki.com',
  'api.meraki.ca',
  'api.meraki.cn',
  'api.meraki.in',
  'api.gov-meraki.com',
]);
const MERAKI_DOMAINS = ['meraki.com', 'meraki.ca', 'meraki.cn', 'meraki.in', 'gov-meraki.com'];

/** `regional`, `shard` (another host under a Meraki API domain), or `other` (an emulator, a test server). */
export function hostKind(host: string): 'regional' | 'shard' | 'other' {
  const lower = host.toLowerCase();
  if (REGIONAL_HOSTS.has(lower)) return 'regional';
  return MERAKI_DOMAINS.some((domain) => lower.endsWith(`.${domain}`)) ? 'shard' : 'other';
}

/** Where a redirect moved the run (`to` null = no redirect), or `reported: false` when no request was sent. */
export type Rebase = { reported: true; to: string | null } | { reported: false };

function describeHost(hostname: string): string {
  const kind = hostKind(hostname);
  return kind === 'regional'
    ? 'a regional API host'
    : kind === 'shard'
      ? 'a shard of the API'
      : 'not a Meraki API host (an emulator or a test server)';
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** The base URL the run started from, its kind of host, and the host a redirect re-based it onto. */
export function checkBaseUrl(baseUrl: string, rebase: Rebase): Check {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return {
      id: 'base-url',
      status: 'fail',
      message: `the base URL ${JSON.stringify(baseUrl)} is not a URL`,
      hint: 'e.g. https://api.meraki.com/api/v1',
    };
  }
  const redirect = !rebase.reported
    ? 'no request was sent, so no redirect was seen'
    : rebase.to === null || rebase.to === baseUrl
      ? 'no redirect re-based the run'
      : `a redirect re-based the run onto ${rebase.to}: ${hostnameOf(rebase.to)} is ${describeHost(hostnameOf(rebase.to))}`;
  const plain = url.protocol === 'http:' && hostKind(url.hostname) !== 'other';
  return {
    id: 'base-url',
    status: plain ? 'fail' : 'ok',
    message: `base URL ${baseUrl}: ${url.hostname} is ${describeHost(url.hostname)}; ${redirect}`,
    ...(plain ? { hint: 'the Dashboard API is served over https only' } : {}),
  };
}

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'];

/** A proxy URL with any user and password masked. */
function masked(value: string): string {
  try {
    const url = new URL(value);
    if (url.username !== '' || url.password !== '') {
      url.username = url.username === '' ? '' : '***';
      url.password = url.password === '' ? '' : '***';
    }
    return url.toString().replace(/\/$/, '');
  } catch {
    return value;
  }
}

/**
 * Which proxy variables are set (credentials masked); a failed check when one cannot be read as a proxy
 * (`HOST:PORT` alone is read as http, as curl reads it), with the message a run would stop with.
 */
export function checkProxy(env: Record<string, string | undefined>): Check {
  for (const name of PROXY_VARIABLES.filter((n) => n.toLowerCase() !== 'no_proxy')) {
    const value = env[name] ?? '';
    const parsed = value.trim() === '' ? undefined : parseProxyUrl(value);
    if (parsed?.ok === false) {
      return {
        id: 'proxy',
        status: 'fail',
        message: `${name} is not a proxy URL: ${JSON.stringify(shownProxy(value))} (${parsed.problem})`,
        hint: `e.g. ${name}=http://proxy.example.com:3128 (HOST:PORT alone is read as http://HOST:PORT), or leave it empty to connect directly`,
      };
    }
  }
  const set = PROXY_VARIABLES.filter((name) => (env[name] ?? '') !== '').map(
    (name) => `${name}=${name.toLowerCase() === 'no_proxy' ? (env[name] ?? '') : masked(env[name] ?? '')}`,
  );
  return {
    id: 'proxy',
    status: 'info',
    message:
      set.length === 0 ? 'no proxy variable is set: requests go direct' : `proxy settings: ${set.join(', ')}`,
  };
}
