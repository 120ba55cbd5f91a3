import { Agent, EnvHttpProxyAgent, request, type Dispatcher } from 'undici';
import type { HttpMethod } from './operation-spec.js';

export interface HttpRequest {
  method: HttpMethod;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

export interface HttpResponse {
  status: number;
  /** Lower-case header names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  text: string;
}

/**
 * Why no usable response arrived. `dns` (the name does not exist), `unreachable`, `tls` and `too-large`
 * are not retried: sending again cannot help. `dns-temporary` (EAI_AGAIN), `timeout`, `reset` and
 * `truncated` are. `refused` is not retried either: nothing listens there (wrong host, port or proxy).
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
  | 'too-large';

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

  constructor(
    readonly failure: TransportFailure,
    readonly sent: boolean,
    options: { cause: unknown; code?: string; host?: string },
  ) {
    super(`network error (${failure})`, { cause: options.cause });
    this.name = 'TransportError';
    this.code = options.code ?? '';
    this.host = options.host ?? '';
  }

  /** Whether sending again could help. */
  get retryable(): boolean {
    return !NOT_RETRIED.has(this.failure);
  }
}

/** Proxy settings as curl reads them (`HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`), or one proxy for all. */
export interface ProxySettings {
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}

export interface TransportOptions {
  proxy?: ProxySettings;
  /** Largest response body accepted, in bytes. */
  maxBodyBytes: number;
}

function dispatcherOf(proxy: ProxySettings | undefined): Dispatcher {
  const pool = { keepAliveTimeout: 10_000, connections: 64 };
  const http = proxy?.httpProxy ?? '';
  const https = proxy?.httpsProxy ?? '';
  if (http === '' && https === '') return new Agent(pool);
  // Empty strings (never undefined) keep undici from reading process.env itself: the CLI passes them.
  return new EnvHttpProxyAgent({
    ...pool,
    httpProxy: http,
    httpsProxy: https,
    noProxy: proxy?.noProxy ?? '',
  });
}

/**
 * What a client sends its requests through. `send` resolves with the complete response, whatever its
 * status, or rejects with a `TransportError` saying why none arrived (the retry policy reads its
 * `failure` and `sent`); any other error ends the call as it is, unretried. The request's headers hold
 * the API key (`authorization`): a transport never logs them.
 */
export interface Transport {
  send(request: HttpRequest): Promise<HttpResponse>;
  close(): Promise<void>;
}

/** The default transport: undici's keep-alive connection pool behind one client; `close()` ends its sockets. */
export class UndiciTransport implements Transport {
  private readonly agent: Dispatcher;
  private readonly maxBodyBytes: number;

  constructor(options: TransportOptions) {
    this.agent = dispatcherOf(options.proxy);
    this.maxBodyBytes = options.maxBodyBytes;
  }

  async send(req: HttpRequest): Promise<HttpResponse> {
    // undici's own timers are coarse (about 1 s); our own timer gives exact per-phase timeouts.
    const deadline = new Deadline(req.timeoutMs, req.signal);
    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body ?? null,
        dispatcher: this.agent,
        headersTimeout: req.timeoutMs,
        bodyTimeout: req.timeoutMs,
        signal: deadline.signal,
      });
    } catch (error) {
      deadline.clear();
      throw deadline.failure(error, false, req.url.hostname);
    }
    deadline.restart();
    try {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined)
          headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
      }
      const text = await readCapped(response.body, headers['content-length'], this.maxBodyBytes);
      return { status: response.statusCode, headers, text };
    } catch (error) {
      if (error instanceof TransportError) throw error;
      throw deadline.failure(error, true, req.url.hostname);
    } finally {
      deadline.clear();
    }
  }

  private closing: Promise<void> | undefined;

  /** Ends the pool's sockets; calling it again is harmless. */
  close(): Promise<void> {
    this.closing ??= this.agent.close();
    return this.closing;
  }
}

const TIMED_OUT = { code: 'UND_ERR_HEADERS_TIMEOUT' };

/** Aborts the request when a phase (headers, then body) takes longer than the timeout, or the caller aborts. */
class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  timedOut = false;

  constructor(
    private readonly timeoutMs: number,
    private readonly outer: AbortSignal | undefined,
  ) {
    if (outer?.aborted === true) this.controller.abort(outer.reason);
    outer?.addEventListener('abort', this.onOuterAbort, { once: true });
    this.restart();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  restart(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error('timed out'));
    }, this.timeoutMs);
  }

  /**
   * Why the request failed: our timeout, the caller's abort (undici rejects with the caller's reason
   * itself, which may be any value: an Error of its own, a TimeoutError, a string), or what undici says.
   */
  failure(error: unknown, inBody: boolean, host: string): TransportError {
    if (this.timedOut) return transportError(TIMED_OUT, inBody, host);
    if (this.outer?.aborted === true) return new TransportError('aborted', true, { cause: error, host });
    return transportError(error, inBody, host);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onOuterAbort);
  }

  private readonly onOuterAbort = (): void => {
    this.controller.abort(this.outer?.reason);
  };
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  const found = code ?? causeCode;
  return typeof found === 'string' ? found : '';
}

/**
 * Reads a body chunk by chunk and gives up, destroying the stream, once it passes `max` bytes: a hostile
 * or broken server cannot make the client buffer more than that.
 */
async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(error?: Error): unknown },
  contentLength: string | undefined,
  max: number,
): Promise<string> {
  const tooLarge = (): TransportError =>
    new TransportError('too-large', true, { cause: new Error(`response body over ${max} bytes`) });
  if (contentLength !== undefined && Number(contentLength) > max) {
    body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
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
function transportError(error: unknown, inBody: boolean, requestHost: string): TransportError {
  const code = codeOf(error);
  const facts = { cause: error, code, host: hostOf(error, requestHost) };
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
