import { Pool, type buildConnector, type Dispatcher } from 'undici';

/** The code of a tunnel the proxy did not open: the transport classifies it as a `proxy` failure. */
export const PROXY_TUNNEL_CODE = 'SMFORM_PROXY_TUNNEL';

/** Why a proxy did not open the tunnel: it answered CONNECT with a status, or closed without one. */
export interface ProxyRefusal {
  /** `host:port` of the proxy, never its credentials. */
  proxy: string;
  /** `host:port` the tunnel was asked for. */
  target: string;
  /** The status the proxy answered CONNECT with; undefined when it closed the connection unanswered. */
  status: number | undefined;
}

export class ProxyTunnelError extends Error {
  readonly code = PROXY_TUNNEL_CODE;

  constructor(
    readonly refusal: ProxyRefusal,
    cause: unknown,
  ) {
    super(`proxy tunnel to ${refusal.target} not opened`, { cause });
    this.name = 'ProxyTunnelError';
  }
}

/** undici's own wording for a CONNECT answered with another status than 200. */
const PROXY_STATUS = /Proxy response \((\d{3})\)/;

/**
 * undici keeps a request queued and reconnects at once, without end, when a connection attempt fails
 * with a socket error (a proxy that closes on CONNECT): hundreds of CONNECTs a second, and the
 * request's own timeout never fires. Every tunnel failure becomes an error undici hands to the request.
 */
function guardTunnel(connect: buildConnector.connector, proxy: string): buildConnector.connector {
  return (options, callback) => {
    connect(options, (...args) => {
      const [error] = args;
      if (error === null) {
        callback(...args);
        return;
      }
      const target = `${options.hostname}:${options.port === '' ? defaultPort(options.protocol) : options.port}`;
      const status = PROXY_STATUS.exec(error.message)?.[1];
      const code = (error as { code?: unknown }).code;
      if (status !== undefined) {
        callback(new ProxyTunnelError({ proxy, target, status: Number(status) }, error), null);
      } else if (code === 'UND_ERR_SOCKET' || code === 'UND_ERR_INFO') {
        callback(new ProxyTunnelError({ proxy, target, status: undefined }, error), null);
      } else {
        // The proxy is down (ECONNREFUSED), DNS, TLS to the API: the transport names these as they are.
        callback(error, null);
      }
    });
  };
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

/**
 * The pool factory for a proxied dispatcher: undici hands it the tunnel connector of the proxy that
 * serves the origin (https origins: the https proxy, else the http one), which it guards.
 */
export function guardedPoolFactory(proxies: {
  http: string;
  https: string;
}): (origin: string | URL, options: object) => Dispatcher {
  return (origin, options) => {
    const connect = (options as { connect?: unknown }).connect;
    if (typeof connect !== 'function') return new Pool(origin, options);
    const secure = new URL(origin).protocol === 'https:';
    const proxy = proxyHost(secure && proxies.https !== '' ? proxies.https : proxies.http);
    return new Pool(origin, { ...options, connect: guardTunnel(connect as buildConnector.connector, proxy) });
  };
}

/** `host:port` of a proxy URL, without credentials. */
function proxyHost(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port === '' ? `${parsed.hostname}:${parsed.protocol === 'https:' ? 443 : 80}` : parsed.host;
  } catch {
    return 'the proxy';
  }
}
