import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { SMFORM_MAIN } from './measure.js';

/** One request as the emulator's `--log` line reports it. */
export interface LoggedRequest {
  at: number;
  method: string;
  path: string;
  /** The query string without `?` (empty when there is none). */
  query: string;
  status: number;
  orgId?: string;
}

/** The Dashboard's documented budget and the latency the bench serves with. */
export const EMULATOR_BUDGET = { perOrgRate: 10, latencyMs: 50, jitterMs: 100 } as const;

export interface EmulatorProcess {
  url: string;
  /** Every request logged so far, oldest first. */
  log: LoggedRequest[];
  close(): Promise<void>;
}

const LINE = /^(\S+) (GET|POST|PUT|DELETE|PATCH) (\S+) (\d+)(?: org=(\S+))?/;

/** Parses one `--log` line; other lines (the stop message) give undefined. */
export function parseLogLine(line: string): LoggedRequest | undefined {
  const match = LINE.exec(line);
  if (match === null) return undefined;
  const [, iso = '', method = '', target = '', status = '', orgId] = match;
  const path = target.split('?')[0] ?? target;
  return {
    at: Date.parse(iso),
    method,
    path,
    query: target.split('?')[1] ?? '',
    status: Number(status),
    ...(orgId === undefined ? {} : { orgId }),
  };
}

/**
 * Starts `smform emulator` in its own process, with the real per-organization budget (and its burst),
 * 50 ms latency plus up to 100 ms of jitter, and a log line per request that the bench counts.
 */
export async function startEmulatorProcess(synthetic: string): Promise<EmulatorProcess> {
  const { perOrgRate, latencyMs, jitterMs } = EMULATOR_BUDGET;
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    [
      SMFORM_MAIN,
      'emulator',
      '--synthetic',
      synthetic,
      '--rate-limit',
      String(perOrgRate),
      '--latency',
      String(latencyMs),
      '--faults',
      `jitter=${jitterMs}ms`,
      '--log',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log: LoggedRequest[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    const entry = parseLogLine(line);
    if (entry !== undefined) log.push(entry);
  });
  const url = await new Promise<string>((done, fail) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => done(line.trim()));
    child.once('exit', (code) => fail(new Error(`the emulator exited with ${String(code)} before serving`)));
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    url,
    log,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
