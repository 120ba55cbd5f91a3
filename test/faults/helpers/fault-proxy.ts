import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does to one request instead of (or around) forwarding it to the emulator. */
export type Fault =
  /** Answer this status and body without forwarding (429 storm, 5xx, 401, 403, an HTML error page). */
  | { kind: 'status'; status: number; body: string; headers?: Record<string, string> }
  /** Destroy the connection without forwarding. */
  | { kind: 'reset' }
  /** Forward (the emulator processes it), then never answer: the client's timeout must fire. */
  | { kind: 'hang' }
  /** Forward, then send half the body under the full Content-Length and drop the connection. */
  | { kind: 'truncate' }
  /** Forward, then answer the emulator's status with this body instead (invalid JSON, an HTML page). */
  | { kind: 'body'; body: string; contentType: string }
  /** Forward, then answer this status anyway (the write happened; its answer says it failed). */
  | { kind: 'after'; status: number }
  /** First DELETE the request's path at the emulator (the object vanishes), then forward. */
  | { kind: 'vanish' };

export interface FaultRule {
  /** The methods it matches (default: every method). */
  methods?: readonly string[];
  /** Matched against the path under the origin (`/api/v1/...`), without the query. */
  path: RegExp;
  /** Matching requests to let through before the fault starts. */
  skip?: number;
  /** Matching requests that get the fault (Infinity: every one). */
  times: number;
  fault: Fault;
}

/** One request the proxy saw and what it did with it. */
export interface ProxyLogEntry {
  method: string;
  path: string;
  fault?: Fault['kind'];
}

export interface FaultProxy {
  /** `http://127.0.0.1:PORT/api/v1`: point the CLI's `--base-url` here. */
  url: string;
  log: ProxyLogEntry[];
  /** Requests that got a fault so far. */
  faulted(): number;
  close(): Promise<void>;
}

function withoutLength(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  delete copy['content-length'];
  delete copy['transfer-encoding'];
  return copy;
}

interface Upstream {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A scripted proxy in front of the emulator: each request is matched against the rules in order, the
 * first rule with faults left decides what happens, and everything else is forwarded unchanged (the Host
 * header too, so the emulator's `Link` URLs point back at the proxy).
 */
export async function startFaultProxy(upstreamUrl: string, rules: readonly FaultRule[]): Promise<FaultProxy> {
  const upstream = new URL(upstreamUrl);
  const seen = rules.map(() => 0);
  const log: ProxyLogEntry[] = [];
  let faulted = 0;

  const forward = (
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<Upstream> =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method,
          path,
          headers: { ...withoutLength(headers), 'content-length': String(body.length) },
        },
        (answer: IncomingMessage) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
          );
          answer.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const pick = (method: string, path: string): Fault | undefined => {
    for (const [i, rule] of rules.entries()) {
      if (rule.methods !== undefined && !rule.methods.includes(method)) continue;
      if (!rule.path.test(path)) continue;
      const n = (seen[i] ?? 0) + 1;
      seen[i] = n;
      const skip = rule.skip ?? 0;
      if (n > skip && n <= skip + rule.times) return rule.fault;
    }
    return undefined;
  };

  const send = (res: ServerResponse, answer: Upstream, body: Buffer = answer.body): void => {
    const headers = { ...answer.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    delete headers['connection'];
    res.writeHead(answer.status, { ...headers, 'content-length': String(body.length) });
    res.end(body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> => {
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const path = new URL(target, 'http://proxy').pathname;
    const fault = pick(method, path);
    log.push({ method, path, ...(fault === undefined ? {} : { fault: fault.kind }) });
    if (fault === undefined) {
      send(res, await forward(method, target, req.headers, body));
      return;
    }
    faulted += 1;
    switch (fault.kind) {
      case 'status':
        res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
        res.end(fault.body);
        return;
      case 'reset':
        req.socket.destroy();
        return;
      case 'hang':
        await forward(method, target, req.headers, body);
        return; // never answered; close() ends the socket
      case 'truncate': {
        const answer = await forward(method, target, req.headers, body);
        const full = answer.body.length === 0 ? Buffer.from('{"errors":[]}') : answer.body;
        res.writeHead(answer.status === 204 ? 200 : answer.status, {
          'content-type': 'application/json',
          'content-length': String(full.length),
        });
        res.write(full.subarray(0, Math.floor(full.length / 2)));
        setImmediate(() => req.socket.destroy());
        return;
      }
      case 'body': {
        const answer = await forward(method, target, req.headers, body);
        send(
          res,
          {
            ...answer,
            status: answer.status === 204 ? 200 : answer.status,
            headers: { 'content-type': fault.contentType },
          },
          Buffer.from(fault.body),
        );
        return;
      }
      case 'after': {
        await forward(method, target, req.headers, body);
        res.writeHead(fault.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [`injected ${fault.status} after the write`] }));
        return;
      }
      case 'vanish': {
        await forward('DELETE', target, req.headers, Buffer.alloc(0));
        send(res, await forward(method, target, req.headers, body));
        return;
      }
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        if (!res.headersSent) {
          res.writeHead(599, { 'content-type': 'text/plain' });
          res.end(`fault proxy: ${String(error)}`);
        }
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${upstream.pathname}`,
    log,
    faulted: () => faulted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
