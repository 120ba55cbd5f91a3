import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { setTimeout as delay } from 'node:timers/promises';
import { SmformError } from '../model/errors.js';
import { decideFaults, parseFaultSpec, slowChunkMs, type FaultSpec } from './faults.js';
import type { EmulatorOptions, RunningEmulator } from './options.js';
import { DEFAULT_BEHAVIOUR } from './behaviour.js';
import { createRandom } from './random.js';
import { repeatFirstItem } from './repeat-item.js';
import { RateLimiter } from './rate-limit.js';
import { errorAnswer, sendAnswer } from './respond.js';
import { Router } from './router.js';
import { ROUTE_HANDLERS } from './routes/index.js';
import { loadSeedFile, validateSeed } from './seed.js';
import { createStore, snapshotStore } from './store.js';
import { buildSyntheticSeed, parseSyntheticSpec } from './synthetic.js';
import { handleRequest, type Emulation } from './handle.js';
import type { RequestLogEntry, Seed } from './types.js';

/** Requests per second per organization when `rateLimit` is not given (the Dashboard's budget). */
export const DEFAULT_RATE_LIMIT = 10;
const DEFAULT_GLOBAL_RATE_LIMIT = 100;
/** Far above any body the API takes (a sentry list of every network is a few hundred kilobytes). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

async function resolveSeed(options: EmulatorOptions, randomSeed: number): Promise<Seed> {
  if (options.seed !== undefined) return validateSeed(options.seed);
  if (options.seedFile !== undefined) return loadSeedFile(options.seedFile);
  if (options.synthetic !== undefined) {
    const spec =
      typeof options.synthetic === 'string' ? parseSyntheticSpec(options.synthetic) : options.synthetic;
    return buildSyntheticSeed(spec, randomSeed);
  }
  return { organizations: [] };
}

function resolveFaults(options: EmulatorOptions): FaultSpec {
  const spec = typeof options.faults === 'string' ? parseFaultSpec(options.faults) : { ...options.faults };
  if (options.latencyMs !== undefined) spec.latencyMs = options.latencyMs;
  if (options.jitterMs !== undefined) spec.jitterMs = options.jitterMs;
  return spec;
}

/** Starts the emulator on loopback (port 0 = ephemeral) and resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const clock = options.clock ?? Date.now;
  const randomSeed = options.randomSeed ?? 1;
  const seed = await resolveSeed(options, randomSeed);
  const faults = resolveFaults(options);
  const rate = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const globalRate = options.globalRateLimit ?? (rate === 0 ? 0 : DEFAULT_GLOBAL_RATE_LIMIT);
  const requestLog: RequestLogEntry[] = [];
  const emulation: Emulation = {
    store: createStore(seed, clock()),
    router: new Router(ROUTE_HANDLERS),
    faults,
    random: createRandom(randomSeed),
    randomSeed,
    startedAt: clock(),
    clock,
    orgLimiter: new RateLimiter(rate, clock),
    globalLimiter: new RateLimiter(globalRate, clock, 0),
    apiKeys: options.apiKeys === undefined ? undefined : new Set(options.apiKeys),
    orgKeyAllowList: options.orgKeyAllowList ?? {},
    linkStyle: options.linkStyle ?? 'absolute',
    origin: '',
    behaviour: {
      targetGroupEcho: options.targetGroupEcho ?? DEFAULT_BEHAVIOUR.targetGroupEcho,
      sentryPriority: options.sentryPriority ?? DEFAULT_BEHAVIOUR.sentryPriority,
      sentryEnvelope: options.sentryEnvelope ?? DEFAULT_BEHAVIOUR.sentryEnvelope,
    },
  };
  const logLimit = options.requestLogLimit ?? Number.POSITIVE_INFINITY;
  const record = (entry: RequestLogEntry): void => {
    requestLog.push(entry);
    // A long-running emulator must not grow without bound: drop the oldest entries past the limit.
    if (requestLog.length > logLimit) requestLog.splice(0, requestLog.length - logLimit);
    options.onRequest?.(entry);
  };

  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const redirectTo = options.redirectTo === undefined ? undefined : redirectBase(options.redirectTo);
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    if (redirectTo !== undefined) void redirect(emulation, redirectTo, req, res, record);
    else void serve(emulation, req, res, record, maxBodyBytes);
  };
  const server = options.tls === undefined ? createServer(listener) : createTlsServer(options.tls, listener);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', (cause: Error) =>
      reject(
        new SmformError(`the emulator cannot listen on ${host}:${options.port ?? 0}: ${cause.message}`, {
          fault: 'usage',
          hint: 'choose another --port, or 0 for any free port',
          cause,
        }),
      ),
    );
    server.listen(options.port ?? 0, host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const scheme = options.tls === undefined ? 'http' : 'https';
  emulation.origin = `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: `${emulation.origin}/api/v1`,
    port,
    requestLog,
    state: () => snapshotStore(emulation.store),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function redirectBase(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SmformError(`--redirect-to is not a URL: ${raw}`, {
      fault: 'usage',
      hint: 'give the base URL of the shard, e.g. http://127.0.0.1:8081/api/v1',
    });
  }
  url.search = '';
  url.hash = '';
  return url;
}

/** Shard mode: every request gets a 308 to the same path below the other base URL, and is logged. */
async function redirect(
  emulation: Emulation,
  target: URL,
  req: IncomingMessage,
  res: ServerResponse,
  record: (entry: RequestLogEntry) => void,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://emulator');
  for await (const chunk of req) void chunk;
  const below = url.pathname.startsWith('/api/v1/') ? url.pathname.slice('/api/v1'.length) : url.pathname;
  const location = `${target.origin}${target.pathname.replace(/\/+$/, '')}${below}${url.search}`;
  record({
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.search.slice(1),
    status: 308,
    at: emulation.clock(),
  });
  res.writeHead(308, { Location: location, 'Content-Length': '0' });
  res.end();
}

/** Reads the body, applies latency and connection faults, answers, and logs. */
async function serve(
  emulation: Emulation,
  req: IncomingMessage,
  res: ServerResponse,
  record: (entry: RequestLogEntry) => void,
  maxBodyBytes: number,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://emulator');
  const entry: RequestLogEntry = {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.search.slice(1),
    status: 0,
    at: emulation.clock(),
  };
  // Drawn at arrival, before any await: the n-th request gets the same faults for the same seed.
  const decision = decideFaults(emulation.faults, emulation.random);
  try {
    const body = await readBody(req, maxBodyBytes);
    if (body === undefined) {
      // Read to the end but not kept: memory stays flat whatever a client sends.
      entry.status = 413;
      record(entry);
      const limit = `${maxBodyBytes.toLocaleString('en-US')} bytes`;
      await sendAnswer(
        res,
        errorAnswer(413, [`Request body is larger than ${limit}`], { Connection: 'close' }),
        {
          truncate: false,
          chunkDelayMs: 0,
        },
      );
      return;
    }
    if (decision.delayMs > 0) await delay(decision.delayMs);
    if (decision.reset) {
      entry.fault = 'reset';
      record(entry);
      req.socket.destroy();
      return;
    }
    const handled = handleRequest(emulation, req, url, body, decision, entry);
    const repeat = decision.repeat && entry.method === 'GET' && handled.status === 200;
    const answer = repeat ? { ...handled, body: repeatFirstItem(handled.body) } : handled;
    if (repeat) entry.fault = 'repeat';
    entry.status = answer.status;
    const truncate = decision.truncate && answer.body !== undefined && answer.status !== 204;
    const slow = !truncate && decision.slow && answer.body !== undefined && answer.status !== 204;
    if (truncate) entry.fault = 'truncate';
    if (slow) entry.fault = 'slow';
    record(entry);
    await sendAnswer(res, answer, { truncate, chunkDelayMs: slow ? slowChunkMs(emulation.faults) : 0 });
  } catch (error) {
    entry.status = 500;
    record(entry);
    if (!res.headersSent) {
      await sendAnswer(res, errorAnswer(500, [`emulator error: ${(error as Error).message}`]), {
        truncate: false,
        chunkDelayMs: 0,
      });
    } else res.destroy();
  }
}

/** The request body as text, or undefined when it is larger than `limit` bytes (then drained, not kept). */
async function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
    else chunks.length = 0;
  }
  return size > limit ? undefined : Buffer.concat(chunks).toString('utf8');
}
