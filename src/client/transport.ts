import { Agent, request } from 'undici';
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

/** Why no usable response arrived. */
export type TransportFailure = 'timeout' | 'reset' | 'refused' | 'truncated' | 'aborted' | 'network';

/** A request that got no complete response. `sent` is false only when the request surely never left. */
export class TransportError extends Error {
  constructor(
    readonly failure: TransportFailure,
    readonly sent: boolean,
    options: { cause: unknown },
  ) {
    super(`network error (${failure})`, options);
    this.name = 'TransportError';
  }
}

/** The keep-alive connection pool behind one client; `close()` ends its sockets. */
export class Transport {
  private readonly agent = new Agent({ keepAliveTimeout: 10_000, connections: 64 });

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
      throw transportError(deadline.timedOut ? TIMED_OUT : error, false);
    }
    deadline.restart();
    try {
      const text = await response.body.text();
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined)
          headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
      }
      return { status: response.statusCode, headers, text };
    } catch (error) {
      throw transportError(deadline.timedOut ? TIMED_OUT : error, true);
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

/** Classifies an undici failure; `inBody` means the status line had already arrived. */
function transportError(error: unknown, inBody: boolean): TransportError {
  const code = codeOf(error);
  const name = (error as { name?: unknown } | null)?.name;
  const closed = code === 'UND_ERR_DESTROYED' || code === 'UND_ERR_CLOSED';
  if (closed || code === 'UND_ERR_ABORTED' || name === 'AbortError')
    return new TransportError('aborted', true, { cause: error });
  if (code === 'ECONNREFUSED' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ENOTFOUND') {
    return new TransportError('refused', false, { cause: error });
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new TransportError('timeout', true, { cause: error });
  }
  if (inBody) return new TransportError('truncated', true, { cause: error });
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') {
    return new TransportError('reset', true, { cause: error });
  }
  return new TransportError('network', true, { cause: error });
}
