import { defined } from '../canonical/defined.js';
import { isAbsolute, resolve } from 'node:path';
import {
  createClient,
  DEFAULT_RESILIENCE_POLICY,
  type DashboardClient,
  type RequestLogEntry,
  type ResiliencePolicy,
} from '../client/index.js';
import type { RunningEmulator } from '../emulator/index.js';
import { SmformError } from '../model/errors.js';
import { renderClientCounts } from '../report/client-counts.js';
import { escapeControls } from '../text/terminal-escape.js';
import { checkedBaseUrl, proxySettings } from './connection-settings.js';
import { asExpectedKind, ensureReadableFile, SEED_HINT } from './input-file.js';
import { waitNotices } from '../workflows/progress.js';
import type { CliIo, GlobalFlags } from './io.js';
import { createProgress, type CliProgress } from './progress.js';
import type { EventLog } from './events.js';
import { toolVersion } from './version.js';

export const DEFAULT_BASE_URL = 'https://api.meraki.com/api/v1';
/** The in-process emulator accepts any non-empty key; this one says where it came from. */
const EMULATOR_KEY = 'emulator-key';

/** What a command talks to: a client, and the in-process emulator behind it when `--emulator` was given. */
export interface RunContext {
  client: DashboardClient;
  baseUrl: string;
  emulator?: RunningEmulator;
  /** Set once a command printed the client's counts itself (apply does); `close` then adds nothing. */
  countsShown?: boolean;
  /** The base URL a redirect re-based the run onto (the last one), once one did; undefined before. */
  readonly rebasedTo?: string | undefined;
  /** Prints a warning line on stderr (absent for offline runs, which reach no API). */
  warn?: (line: string) => void;
  /** The run's progress on stderr: pass `progress.onProgress` to workflows; the client's waits go there too. */
  progress: CliProgress;
  /** Closes the client and stops the in-process emulator; notes retries on stderr when there were any. */
  close(): Promise<void>;
}

/**
 * Builds the client from the global options and the environment. The API key is read here, from
 * `MERAKI_DASHBOARD_API_KEY` only, and goes nowhere but into the client.
 */
export async function openContext(io: CliIo, globals: GlobalFlags, events?: EventLog): Promise<RunContext> {
  // Loads the progress line's library meanwhile, when stderr is a terminal (awaited before returning).
  const progress = createProgress(io, globals, events);
  // Read before the emulator starts: an error after it would leave it running.
  const fast = fastRetry(io);
  let emulator: RunningEmulator | undefined;
  let baseUrl: string;
  let apiKey: string | undefined;
  if (globals.emulator !== undefined) {
    const seedFile = isAbsolute(globals.emulator) ? globals.emulator : resolve(io.cwd, globals.emulator);
    // Loaded only for --emulator: every other run reaches the API sooner without it.
    const { startEmulator } = await import('../emulator/index.js');
    await ensureReadableFile(io, globals.emulator, 'the emulator seed', SEED_HINT);
    emulator = await asExpectedKind(io, globals.emulator, 'seed', () => startEmulator({ seedFile, port: 0 }));
    baseUrl = emulator.url;
    apiKey = EMULATOR_KEY;
  } else {
    baseUrl = checkedBaseUrl(globals.baseUrl ?? DEFAULT_BASE_URL, globals);
    apiKey = io.env['MERAKI_DASHBOARD_API_KEY'];
    if (apiKey === undefined || apiKey.trim() === '') {
      throw new SmformError(
        `MERAKI_DASHBOARD_API_KEY is not set: smform needs an API key to reach ${baseUrl}`,
        {
          fault: 'usage',
          hint: 'export MERAKI_DASHBOARD_API_KEY=<your key>, or run against a local emulator with --emulator SEED',
        },
      );
    }
  }
  const { timeout, rateBudget } = globals;
  const policy: Partial<ResiliencePolicy> = {
    ...(fast ? FAST_RETRY_POLICY : {}),
    ...defined({
      timeoutMs: timeout === undefined ? undefined : Math.round(timeout * 1000),
      maxAttempts: globals.maxAttempts,
      // A share of the organization's budget: as many per second, and no larger first burst.
      perOrgRate: rateBudget,
      perOrgBurst: rateBudget === undefined ? undefined : Math.max(1, Math.floor(rateBudget)),
    }),
  };
  // The in-process emulator is part of this process: no proxy stands between them.
  const proxy = emulator === undefined ? proxySettings(io, globals) : undefined;
  let rebasedTo: string | undefined;
  const client = createClient({
    apiKey,
    baseUrl,
    userAgent: `smform/${toolVersion()}`,
    ...(Object.keys(policy).length === 0 ? {} : { policy }),
    ...defined({ proxy }),
    onRebase: (from, to) => {
      rebasedTo = to;
      if (!globals.quiet)
        progress.line(
          escapeControls(`note: the API redirected ${from} to ${to}; the rest of this run uses ${to}`) + '\n',
        );
    },
    onRetryWait: waitNotices(progress.onProgress),
    ...(globals.debug
      ? { onRequest: (entry: RequestLogEntry) => progress.line(`debug: ${formatRequest(entry)}\n`) }
      : {}),
  });
  if (globals.debug) {
    const { perOrgRate, perOrgBurst } = { ...DEFAULT_RESILIENCE_POLICY, ...policy };
    io.err(
      `debug: client rate budget: ${perOrgRate} requests/s per organization (first burst ${perOrgBurst})\n`,
    );
  }
  await progress.ready();
  const running = emulator;
  const context: RunContext = {
    client,
    baseUrl,
    get rebasedTo() {
      return rebasedTo;
    },
    ...defined({ emulator: running }),
    warn: (line) => progress.line(`${line}\n`),
    progress,
    close: async () => {
      progress.close();
      // A run that survived faults says so: the retries are part of its report.
      const totals = client.stats().totals;
      if (!globals.quiet && context.countsShown !== true && totals.retries + totals.rateLimited > 0) {
        io.err(`${renderClientCounts(client.stats())}\n`);
      }
      await client.close();
      await running?.close();
    },
  };
  return context;
}

/**
 * Test-only (`SMFORM_TEST_FAST_RETRY=1`, docs/reliability.md): every wait of the client (backoff,
 * `Retry-After`, rate pacing) shrinks a thousandfold and a request times out after 1 s, so fault tests
 * of the real CLI run in milliseconds with the retry logic unchanged.
 */
const FAST_RETRY_POLICY: Partial<ResiliencePolicy> = {
  timeoutMs: 1000,
  sleep: (ms, signal) => DEFAULT_RESILIENCE_POLICY.sleep(ms / 1000, signal),
};

/** `SMFORM_TEST_FAST_RETRY`: `1` on, `0` or empty off; anything else is a mistake worth saying. */
function fastRetry(io: CliIo): boolean {
  const value = (io.env['SMFORM_TEST_FAST_RETRY'] ?? '').trim();
  if (value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new SmformError(`SMFORM_TEST_FAST_RETRY must be 1 (on) or 0 (off), not ${JSON.stringify(value)}`, {
    fault: 'usage',
    hint: 'it is a test-only switch that shortens every wait of the client (docs/reliability.md); unset it for real runs',
  });
}

/** One key-free line per request for `--debug` (the client's log entries never hold the key). */
function formatRequest(entry: RequestLogEntry): string {
  const outcome = entry.status === undefined ? (entry.failure ?? 'no answer') : String(entry.status);
  const attempt = entry.attempt > 1 ? ` (attempt ${entry.attempt})` : '';
  const paced = entry.pacedMs === undefined ? '' : ` (held ${entry.pacedMs}ms by the rate budget)`;
  return `${entry.method} ${entry.url} -> ${outcome} in ${Math.round(entry.durationMs)}ms${attempt}${paced}`;
}
