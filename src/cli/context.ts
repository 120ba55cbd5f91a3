import { isAbsolute, resolve } from 'node:path';
import { createClient, type DashboardClient, type RequestLogEntry } from '../client/index.js';
import { startEmulator, type RunningEmulator } from '../emulator/index.js';
import { SmformError } from '../model/errors.js';
import type { CliIo, GlobalOptions } from './io.js';
import { toolVersion } from './version.js';

export const DEFAULT_BASE_URL = 'https://api.meraki.com/api/v1';
/** The in-process emulator accepts any non-empty key; this one says where it came from. */
const EMULATOR_KEY = 'emulator-key';

/** What a command talks to: a client, and the in-process emulator behind it when `--emulator` was given. */
export interface RunContext {
  client: DashboardClient;
  baseUrl: string;
  emulator?: RunningEmulator;
  /** Closes the client and stops the in-process emulator. */
  close(): Promise<void>;
}

/**
 * Builds the client from the global options and the environment. The API key is read here, from
 * `MERAKI_DASHBOARD_API_KEY` only, and goes nowhere but into the client.
 */
export async function openContext(io: CliIo, globals: GlobalOptions): Promise<RunContext> {
  let emulator: RunningEmulator | undefined;
  let baseUrl: string;
  let apiKey: string | undefined;
  if (globals.emulator !== undefined) {
    const seedFile = isAbsolute(globals.emulator) ? globals.emulator : resolve(io.cwd, globals.emulator);
    emulator = await startEmulator({ seedFile, port: 0 });
    baseUrl = emulator.url;
    apiKey = EMULATOR_KEY;
  } else {
    baseUrl = globals.baseUrl ?? DEFAULT_BASE_URL;
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
  const client = createClient({
    apiKey,
    baseUrl,
    userAgent: `smform/${toolVersion()}`,
    ...(globals.debug
      ? { onRequest: (entry: RequestLogEntry) => io.err(`debug: ${formatRequest(entry)}\n`) }
      : {}),
  });
  const running = emulator;
  return {
    client,
    baseUrl,
    ...(running === undefined ? {} : { emulator: running }),
    close: async () => {
      await client.close();
      await running?.close();
    },
  };
}

/** One key-free line per request for `--debug` (the client's log entries never hold the key). */
function formatRequest(entry: RequestLogEntry): string {
  const outcome = entry.status === undefined ? (entry.failure ?? 'no answer') : String(entry.status);
  const attempt = entry.attempt > 1 ? ` (attempt ${entry.attempt})` : '';
  return `${entry.method} ${entry.url} -> ${outcome} in ${Math.round(entry.durationMs)}ms${attempt}`;
}
