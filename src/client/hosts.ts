/**
 * Where the API key may follow a redirect or a paging `Link`: a Meraki API host over https, or, when the
 * run's own base URL is a loopback host (an emulator, a local forwarder), another loopback origin.
 */

/** The Meraki API hosts: each one and any subdomain of it (`*.meraki.com` covers `api.meraki.com`). */
export const MERAKI_API_HOSTS: readonly string[] = [
  'meraki.com',
  'api.meraki.ca',
  'api.meraki.cn',
  'api.meraki.in',
  'api.gov-meraki.com',
];

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname);
}

/** True for `api.meraki.com`, `n123.meraki.com`, `api.meraki.ca`, `x.api.gov-meraki.com`, ... */
export function isMerakiApiHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  // `meraki.com` itself is the marketing site, not an API host: only its subdomains count.
  if (host === 'meraki.com') return false;
  return MERAKI_API_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Why the key may not go to `target` from a run based at `base`, or undefined when it may: same origin;
 * a Meraki API host over https; or loopback to loopback when the base itself is loopback.
 */
export function refusalOf(base: URL, target: URL): string | undefined {
  if (target.origin === base.origin) return undefined;
  if (base.protocol === 'https:' && target.protocol !== 'https:') {
    return `it would downgrade https to ${target.protocol.replace(':', '')}`;
  }
  if (target.protocol === 'https:' && isMerakiApiHost(target.hostname)) return undefined;
  if (isLoopbackHost(base.hostname) && isLoopbackHost(target.hostname)) return undefined;
  if (target.protocol !== 'https:') return `${target.host} is not reached over https`;
  return `${target.hostname} is not a Meraki API host`;
}

/**
 * The base URL a redirect points the run at. When the `Location` path ends with the path requested under
 * the base (`/organizations/1/...`), what precedes it is the new base path; otherwise only the origin
 * changes.
 */
export function rebasedUrl(base: URL, requested: URL, target: URL): URL {
  const basePath = base.pathname.replace(/\/+$/, '');
  const rest = requested.pathname.startsWith(`${basePath}/`)
    ? requested.pathname.slice(basePath.length)
    : requested.pathname;
  const newPath =
    rest !== '' && target.pathname.endsWith(rest) ? target.pathname.slice(0, -rest.length) : basePath;
  return new URL(`${target.origin}${newPath}`);
}
