import { proxyUrlOrThrow } from '../client/proxy-url.js';
import type { ProxySettings } from '../client/index.js';
import { SmformError } from '../model/errors.js';
import type { CliIo, GlobalFlags } from './io.js';

/**
 * The connection settings read from flags, the environment and the settings file, each checked before
 * anything is sent, with an error naming where a bad value came from (`HTTPS_PROXY`, `--proxy`,
 * `MERAKI_BASE_URL`, a settings file line).
 */

/** The first of the variables that is set and not empty, curl's lower-case spelling first. */
function variable(io: CliIo, lower: string): { name: string; value: string } | undefined {
  for (const name of [lower, lower.toUpperCase()]) {
    const value = io.env[name];
    if (value !== undefined && value.trim() !== '') return { name, value };
  }
  return undefined;
}

function fromVariable(io: CliIo, lower: string): string {
  const found = variable(io, lower);
  return found === undefined ? '' : proxyUrlOrThrow(found.value, found.name, `${found.name}=`);
}

/**
 * Proxies as curl, gh and the SDKs read them (undici's EnvHttpProxyAgent rules): `https_proxy` or
 * `HTTPS_PROXY` for https URLs, `http_proxy` or `HTTP_PROXY` for http URLs (and for https ones when no
 * https proxy is set), `no_proxy`/`NO_PROXY` exempts hosts. Loopback is not exempt unless NO_PROXY says
 * so. `--proxy URL` (or the settings file's `proxy:`) sets both; NO_PROXY still applies. A value without
 * a scheme (`proxy.corp.example:3128`) is read as http, as curl reads it; a malformed one is refused.
 */
export function proxySettings(io: CliIo, globals: GlobalFlags): ProxySettings | undefined {
  const source = globals.settingSources?.proxy ?? '--proxy';
  const example = source.startsWith('proxy:') ? 'proxy: ' : '--proxy ';
  const explicit = globals.proxy === undefined ? undefined : proxyUrlOrThrow(globals.proxy, source, example);
  const httpProxy = explicit ?? fromVariable(io, 'http_proxy');
  const httpsProxy = explicit ?? fromVariable(io, 'https_proxy');
  if (httpProxy === '' && httpsProxy === '') return undefined;
  return { httpProxy, httpsProxy, noProxy: variable(io, 'no_proxy')?.value ?? '' };
}

/**
 * The base URL, refused before anything is sent when it is no http(s) URL, naming where it came from.
 * (The client checks it again, and refuses plain http to a host that is not loopback.)
 */
export function checkedBaseUrl(baseUrl: string, globals: GlobalFlags): string {
  const source = globals.settingSources?.baseUrl ?? '--base-url (or MERAKI_BASE_URL)';
  const hint = 'e.g. https://api.meraki.com/api/v1 (the scheme and the /api/v1 path included)';
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new SmformError(`${source} is not a URL: ${JSON.stringify(baseUrl)}`, { fault: 'usage', hint });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SmformError(`${source} must be an https:// URL, not ${JSON.stringify(baseUrl)}`, {
      fault: 'usage',
      hint,
    });
  }
  return baseUrl;
}
