import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, onTestFinished } from 'vitest';
import {
  ApiError,
  createClient,
  type ClientOptions,
  type DashboardClient,
} from '../../../src/client/index.js';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Answers one request; `index` counts requests from 0. */
export type Handler = (req: SeenRequest, res: ServerResponse, index: number) => void | Promise<void>;

export interface ScriptedServer {
  /** `http://127.0.0.1:PORT/api/v1` */
  baseUrl: string;
  origin: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A real node:http server on loopback whose answers a test scripts precisely: statuses, headers, resets,
 * truncated bodies, delays. Handlers given as a list answer requests in order; the last one repeats.
 */
export async function startScriptedServer(handlers: Handler | Handler[]): Promise<ScriptedServer> {
  const list = Array.isArray(handlers) ? handlers : [handlers];
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const index = requests.length;
      requests.push(seen);
      const handler = list[Math.min(index, list.length - 1)];
      Promise.resolve(handler?.(seen, res, index)).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}/api/v1`,
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends a JSON (or raw string) body with the status and headers. */
export function reply(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

/** Drops the connection without any response. */
export function resetConnection(res: ServerResponse): void {
  res.socket?.destroy();
}

/** Promises a longer body than it sends, then drops the connection mid-body. */
export function truncatedReply(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(text.length + 50) });
  res.write(text.slice(0, Math.floor(text.length / 2)));
  setImmediate(() => res.socket?.destroy());
}

/** A clock that only moves when the client sleeps; sleeps resolve at once and are recorded. */
export interface FakeClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  sleeps: number[];
  advance: (ms: number) => void;
}

export function fakeClock(start = Date.parse('2026-06-01T00:00:00Z')): FakeClock {
  let time = start;
  const sleeps: number[] = [];
  return {
    now: () => time,
    sleep: (ms: number) => {
      sleeps.push(ms);
      time += ms;
      return Promise.resolve();
    },
    sleeps,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** Policy overrides for tests: fake clock, no jitter, no rate limiting unless a test sets it. */
export function testPolicy(clock: FakeClock) {
  return {
    now: clock.now,
    sleep: clock.sleep,
    random: () => 0,
    perOrgRate: 1e6,
    perOrgBurst: 1e6,
    globalRate: 1e6,
    globalBurst: 1e6,
    timeoutMs: 5_000,
  };
}

/** A scripted server and a client against it with a fake clock; both closed when the test ends. */
export interface ScriptedSetup {
  server: ScriptedServer;
  client: DashboardClient;
  clock: FakeClock;
}

export async function serveClient(
  handlers: Handler | Handler[],
  options: Partial<ClientOptions> = {},
): Promise<ScriptedSetup> {
  const server = await startScriptedServer(handlers);
  const clock = fakeClock();
  const client = createClient({
    apiKey: 'test-key',
    baseUrl: server.baseUrl,
    ...options,
    policy: { ...testPolicy(clock), ...options.policy },
  });
  onTestFinished(async () => {
    await client.close();
    await server.close();
  });
  return { server, client, clock };
}

/** Handlers most client tests answer with. */
export const ok: Handler = (_req, res) => reply(res, 200, { ok: true });
export const created: Handler = (_req, res) => reply(res, 201, { roleId: 'r9', name: 'Helpdesk' });
export const status =
  (
    code: number,
    body: unknown = { errors: [`status ${code}`] },
    headers: Record<string, string> = {},
  ): Handler =>
  (_req, res) =>
    reply(res, code, body, headers);
export const rateLimited = (retryAfter?: string): Handler =>
  status(
    429,
    { errors: ['API rate limit exceeded for organization'] },
    retryAfter ? { 'retry-after': retryAfter } : {},
  );

/** The ApiError a call fails with (the test fails when it succeeds or throws something else). */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
