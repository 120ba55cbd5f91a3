import { PROXY_TUNNEL_CODE, type ProxyRefusal } from './proxy-tunnel.js';

/**
 * Why no usable response arrived. `dns` (the name does not exist), `unreachable`, `tls` and `too-large`
 * are not retried: sending again cannot help. `dns-temporary` (EAI_AGAIN), `timeout`, `reset` and
 * `truncated` are. `refused` is not retried either: nothing listens there (wrong host, port or proxy).
 * `proxy` (the proxy did not open the tunnel) is retried unless the proxy refused it with a 4xx.
 */
export type TransportFailure =
  | 'timeout'
  | 'reset'
  | 'refused'
  | 'truncated'
  | 'aborted'
  | 'network'
  | 'dns'
  | 'dns-temporary'
  | 'unreachable'
  | 'tls'
  | 'too-large'
  | 'proxy';

const NOT_RETRIED: ReadonlySet<TransportFailure> = new Set([
  'dns',
  'unreachable',
  'tls',
  'too-large',
  'refused',
]);

/** A request that got no complete response. `sent` is false only when the request surely never left. */
export class TransportError extends Error {
  /** The system or TLS error code (`ENOTFOUND`, `ECONNREFUSED`, `CERT_HAS_EXPIRED`, ...), when known. */
  readonly code: string;
  /** The host the failure concerns: the one named by the error (a proxy, say) or the request's. */
  readonly host: string;
  /** For a `proxy` failure: which proxy, the tunnel's target and the proxy's answer. */
  readonly proxy: ProxyRefusal | undefined;

  constructor(
    readonly failure: TransportFailure,
    readonly sent: boolean,
    options: { cause: unknown; code?: string; host?: string; proxy?: ProxyRefusal },
  ) {
    super(`network error (${failure})`, { cause: options.cause });
    this.name = 'TransportError';
    this.code = options.code ?? '';
    this.host = options.host ?? '';
    this.proxy = options.proxy;
  }

  /** Whether sending again could help. */
  get retryable(): boolean {
    const status = this.proxy?.status;
    if (status !== undefined) return status >= 500;
    return !NOT_RETRIED.has(this.failure);
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  const found = code ?? causeCode;
  return typeof found === 'string' ? found : '';
}

const DNS_MISSING = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA']);
const UNREACHABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'EADDRNOTAVAIL']);

function isTlsCode(code: string): boolean {
  return (
    /CERT|SELF_SIGNED|^UNABLE_TO_|^ERR_TLS_|^ERR_SSL_|^ERR_OSSL_/.test(code) ||
    code === 'EPROTO' ||
    code === 'HOSTNAME_MISMATCH'
  );
}

/** The host an error names (`hostname` for DNS, `address` for sockets: a proxy's, say), or the request's. */
function hostOf(error: unknown, fallback: string): string {
  const own = error as { hostname?: unknown; address?: unknown; port?: unknown; cause?: unknown } | null;
  const cause = own?.cause as { hostname?: unknown; address?: unknown; port?: unknown } | undefined;
  const named = own?.hostname ?? cause?.hostname ?? own?.address ?? cause?.address;
  const port = own?.port ?? cause?.port;
  if (typeof named !== 'string') return fallback;
  return typeof port === 'number' ? `${named}:${port}` : named;
}

/** Classifies an undici failure; `inBody` means the status line had already arrived. */
export function transportError(error: unknown, inBody: boolean, requestHost: string): TransportError {
  const code = codeOf(error);
  const facts = { cause: error, code, host: hostOf(error, requestHost) };
  if (code === PROXY_TUNNEL_CODE) {
    const proxy = (error as { refusal: ProxyRefusal }).refusal;
    return new TransportError('proxy', false, { ...facts, code: '', host: proxy.proxy, proxy });
  }
  const name = (error as { name?: unknown } | null)?.name;
  const closed = code === 'UND_ERR_DESTROYED' || code === 'UND_ERR_CLOSED';
  if (closed || code === 'UND_ERR_ABORTED' || name === 'AbortError')
    return new TransportError('aborted', true, facts);
  if (DNS_MISSING.has(code)) return new TransportError('dns', false, facts);
  if (code === 'EAI_AGAIN') return new TransportError('dns-temporary', false, facts);
  if (code === 'ECONNREFUSED') return new TransportError('refused', false, facts);
  if (UNREACHABLE.has(code)) return new TransportError('unreachable', false, facts);
  if (isTlsCode(code)) return new TransportError('tls', false, facts);
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return new TransportError('timeout', false, facts);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new TransportError('timeout', true, facts);
  }
  if (inBody) return new TransportError('truncated', true, facts);
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') {
    return new TransportError('reset', true, facts);
  }
  return new TransportError('network', true, facts);
}

/** The classification itself, for failures no loopback test can provoke (EHOSTUNREACH, say). */
export const classifyTransportFailure = transportError;
