import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { SmformError } from '../model/errors.js';
import { decideFaults, parseFaultSpec, slowChunkMs, type FaultSpec } from './faults.js';
import type { EmulatorOptions, RunningEmulator } from './options.js';
import { createRandom } from './random.js';
import { RateLimiter } from './rate-limit.js';
import { errorAnswer, sendAnswer } from './respond.js';
import { Router } from './router.js';
import { ROUTE_HANDLERS } from './routes/index.js';
import { loadSeedFile, validateSeed } from './seed.js';
import { createStore, snapshotStore } from './store.js';
import { buildSyntheticSeed, parseSyntheticSpec } from './synthetic.js';
import { handleRequest, type Emulation } from './handle.js';
import type { RequestLogEntry, Seed } from './types.js';

const DEFAULT_RATE_LIMIT = 10;
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
  };
  const logLimit = options.requestLogLimit ?? Number.POSITIVE_INFINITY;
  const record = (entry: RequestLogEntry): void => {
    requestLog.push(entry);
    // A long-running emulator must not grow without bound: drop the oldest entries past the limit.
    if (requestLog.length > logLimit) requestLog.splice(0, requestLog.length - logLimit);
    options.onRequest?.(entry);
  };

  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void serve(emulation, req, res, record, maxBodyBytes);
  });
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
  emulation.origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
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
    const answer = handleRequest(emulation, req, url, body, decision, entry);
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
