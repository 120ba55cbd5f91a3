import { Agent, EnvHttpProxyAgent, request, type Dispatcher } from 'undici';
import type { HttpMethod } from './operation-spec.js';
import { guardedPoolFactory } from './proxy-tunnel.js';
import { proxyUrlOrThrow } from './proxy-url.js';
import { transportError, TransportError } from './transport-failure.js';

export { classifyTransportFailure, TransportError, type TransportFailure } from './transport-failure.js';

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

/** A library caller's proxy setting, read as the CLI reads one (`HOST:PORT` is http); '' for none. */
function libraryProxy(value: string | undefined, name: string): string {
  if (value === undefined || value.trim() === '') return '';
  return proxyUrlOrThrow(value, `ClientOptions.proxy.${name}`, `${name}: `);
}

function dispatcherOf(proxy: ProxySettings | undefined): Dispatcher {
  const pool = { keepAliveTimeout: 10_000, connections: 64 };
  const http = libraryProxy(proxy?.httpProxy, 'httpProxy');
  const https = libraryProxy(proxy?.httpsProxy, 'httpsProxy');
  if (http === '' && https === '') return new Agent(pool);
  // Empty strings (never undefined) keep undici from reading process.env itself: the CLI passes them.
  return new EnvHttpProxyAgent({
    ...pool,
    httpProxy: http,
    httpsProxy: https,
    noProxy: proxy?.noProxy ?? '',
    factory: guardedPoolFactory({ http, https }),
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
    const pending = request(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body ?? null,
      dispatcher: this.agent,
      headersTimeout: req.timeoutMs,
      bodyTimeout: req.timeoutMs,
      signal: deadline.signal,
    });
    let settled = false;
    pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    let response: Awaited<typeof pending>;
    try {
      // undici ignores an abort while the connection is still being set up (a CONNECT the proxy never
      // answers): the deadline ends the wait itself.
      response = await Promise.race([pending, deadline.aborted]);
    } catch (error) {
      deadline.clear();
      if (!settled) this.abandon(pending);
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
  /** Requests given up on before undici settled them: `close()` then destroys rather than waits. */
  private abandoned = 0;

  private abandon(pending: Promise<{ body: { destroy(): unknown } }>): void {
    this.abandoned += 1;
    pending.then(
      (late) => {
        late.body.destroy();
        this.abandoned -= 1;
      },
      () => (this.abandoned -= 1),
    );
  }

  /** Ends the pool's sockets; calling it again is harmless. */
  close(): Promise<void> {
    this.closing ??= this.abandoned > 0 ? this.agent.destroy() : this.agent.close();
    return this.closing;
  }
}

const TIMED_OUT = { code: 'UND_ERR_HEADERS_TIMEOUT' };

/** Aborts the request when a phase (headers, then body) takes longer than the timeout, or the caller aborts. */
class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  timedOut = false;
  /** Rejects, with the abort's reason, once the request times out or the caller aborts. */
  readonly aborted: Promise<never>;

  constructor(
    private readonly timeoutMs: number,
    private readonly outer: AbortSignal | undefined,
  ) {
    const { signal } = this.controller;
    this.aborted = new Promise<never>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
    // Nobody may be racing it when it rejects (the body phase): that is no unhandled rejection.
    this.aborted.catch(() => undefined);
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
