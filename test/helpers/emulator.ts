import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import {
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
  type Seed,
} from '../../src/emulator/index.js';

/** A seed object, the path of a seed file, or undefined (no seed: pass `synthetic` in the options). */
export type SeedSource = Seed | string | undefined;

function seedOptions(seed: SeedSource): EmulatorOptions {
  if (seed === undefined) return {};
  return typeof seed === 'string' ? { seedFile: seed } : { seed };
}

/**
 * Starts an emulator on an ephemeral loopback port. Inside a test it is closed when the test ends;
 * elsewhere (beforeAll) the caller closes it.
 */
export async function startTestEmulator(
  seed: SeedSource,
  options: EmulatorOptions = {},
): Promise<RunningEmulator> {
  const emulator = await startEmulator({ ...seedOptions(seed), ...options, port: 0 });
  try {
    onTestFinished(() => emulator.close());
  } catch {
    // Not inside a test: the caller owns closing it.
  }
  return emulator;
}

/**
 * Registers a fresh emulator for each test of the enclosing suite (started in beforeEach, closed in
 * afterEach) and returns a getter for the current one.
 */
export function withEmulator(seed: SeedSource, options: EmulatorOptions = {}): () => RunningEmulator {
  let current: RunningEmulator | undefined;
  beforeEach(async () => {
    current = await startEmulator({ ...seedOptions(seed), ...options, port: 0 });
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (current === undefined) throw new Error('withEmulator: no emulator is running outside a test');
    return current;
  };
}

/**
 * One emulator for the whole enclosing suite (for tests that only read, or that check what they sent):
 * started in beforeAll, closed in afterAll, its request log emptied before each test.
 */
export function withSharedEmulator(seed: SeedSource, options: EmulatorOptions = {}): () => RunningEmulator {
  let current: RunningEmulator | undefined;
  beforeAll(async () => {
    current = await startEmulator({ ...seedOptions(seed), ...options, port: 0 });
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  beforeEach(() => {
    if (current !== undefined) current.requestLog.length = 0;
  });
  return () => {
    if (current === undefined) throw new Error('withSharedEmulator: no emulator is running outside a suite');
    return current;
  };
}

/** A small client for emulator tests: JSON in and out, a test key unless told otherwise. */
export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export async function call(
  emulator: RunningEmulator,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; key?: string | null; headers?: Record<string, string> } = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== null) headers['Authorization'] = `Bearer ${options.key ?? 'test-key'}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = path.startsWith('http') ? path : `${emulator.url}${path}`;
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** The `Link` header as a map from rel to URL. */
export function parseLinks(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of (header ?? '').split(/,\s*(?=<)/)) {
    const match = /^<([^>]*)>;\s*rel="?([a-z]+)"?$/.exec(part.trim());
    if (match?.[1] !== undefined && match[2] !== undefined) links[match[2]] = match[1];
  }
  return links;
}
