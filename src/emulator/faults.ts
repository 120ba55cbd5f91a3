import { SmformError } from '../model/errors.js';
import { hashUnit } from './random.js';

/**
 * Fault injection. The spec string is a comma-separated list of `name=value` (see docs/emulator.md):
 * `5xx=0.1,5xx-after-write=0.05,reset=0.05,truncate=0.02,slow=0.05@100ms,storm=2s@0.5,repeat=0.1,latency=20ms,jitter=10ms`.
 * Shares are fractions in [0, 1] or percentages (`10%`); durations are `250ms`, `2s` or bare milliseconds.
 */
export interface FaultSpec {
  /** Share of requests answered 500/502/503 before they are processed (no state change). */
  serverError?: number;
  /** Share of writes (POST/PUT/DELETE) that are applied, then answered 500/502/503 anyway. */
  serverErrorAfterWrite?: number;
  /** Share of requests whose connection is reset before they are processed. */
  reset?: number;
  /** Share of answers whose body is cut in half (after processing) and the connection closed. */
  truncate?: number;
  /** Share of answers whose body is sent in small chunks, `slowChunkMs` apart. */
  slow?: number;
  slowChunkMs?: number;
  /** Time is cut into windows of `durationMs`; each window is, with probability `share`, a 429 storm. */
  storm?: { durationMs: number; share: number };
  /** Share of list answers (GET 200) that list their first item a second time, at the end. */
  repeat?: number;
  latencyMs?: number;
  jitterMs?: number;
}

export type ServerErrorStatus = 500 | 502 | 503;

/** What happens to one request; drawn from the seeded PRNG in a fixed order, so it is reproducible. */
export interface FaultDecision {
  delayMs: number;
  reset: boolean;
  serverError?: ServerErrorStatus;
  serverErrorAfterWrite?: ServerErrorStatus;
  truncate: boolean;
  slow: boolean;
  repeat: boolean;
}

const SERVER_ERRORS: readonly ServerErrorStatus[] = [500, 502, 503];
const DEFAULT_SLOW_CHUNK_MS = 50;

function faultError(message: string): SmformError {
  return new SmformError(`invalid fault spec: ${message}`, {
    fault: 'usage',
    hint: 'use e.g. "5xx=0.1,reset=0.05,truncate=0.02,slow=0.05@100ms,storm=2s@0.5" (see docs/emulator.md)',
  });
}

function parseShare(name: string, text: string): number {
  const percent = text.endsWith('%');
  const value = Number(percent ? text.slice(0, -1) : text);
  const share = percent ? value / 100 : value;
  if (text.trim() === '' || !Number.isFinite(share) || share < 0 || share > 1) {
    throw faultError(`${name}: '${text}' is not a share between 0 and 1`);
  }
  return share;
}

function parseDuration(name: string, text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(text.trim());
  if (match?.[1] === undefined) throw faultError(`${name}: '${text}' is not a duration like 250ms or 2s`);
  const value = Number(match[1]);
  return match[2] === 's' ? value * 1000 : value;
}

export function parseFaultSpec(text: string): FaultSpec {
  const spec: FaultSpec = {};
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq < 0) throw faultError(`'${part}' is not name=value`);
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    const [first = '', second] = value.split('@');
    switch (name) {
      case '5xx':
        spec.serverError = parseShare(name, value);
        break;
      case '5xx-after-write':
        spec.serverErrorAfterWrite = parseShare(name, value);
        break;
      case 'reset':
        spec.reset = parseShare(name, value);
        break;
      case 'truncate':
        spec.truncate = parseShare(name, value);
        break;
      case 'slow':
        spec.slow = parseShare(name, first);
        if (second !== undefined) spec.slowChunkMs = parseDuration(name, second);
        break;
      case 'storm':
        if (second === undefined) throw faultError(`storm: '${value}' is not DURATION@SHARE`);
        spec.storm = { durationMs: parseDuration(name, first), share: parseShare(name, second) };
        if (spec.storm.durationMs <= 0) throw faultError('storm: the duration must be positive');
        break;
      case 'repeat':
        spec.repeat = parseShare(name, value);
        break;
      case 'latency':
        spec.latencyMs = parseDuration(name, value);
        break;
      case 'jitter':
        spec.jitterMs = parseDuration(name, value);
        break;
      default:
        throw faultError(
          `unknown fault '${name}' (known: 5xx, 5xx-after-write, reset, truncate, slow, storm, repeat, latency, jitter)`,
        );
    }
  }
  return spec;
}

/**
 * Draws one request's faults. Always seven draws, whatever is enabled, so sequences stay aligned; an
 * eighth only with `repeat` in the spec, so the sequences of specs without it are what they were.
 */
export function decideFaults(spec: FaultSpec, random: () => number): FaultDecision {
  const [rJitter, rReset, rError, rErrorAfter, rCode, rTruncate, rSlow] = Array.from({ length: 7 }, random);
  const rRepeat = spec.repeat === undefined ? 1 : random();
  const code = SERVER_ERRORS[Math.floor((rCode ?? 0) * SERVER_ERRORS.length)] ?? 500;
  const decision: FaultDecision = {
    delayMs: (spec.latencyMs ?? 0) + Math.floor((rJitter ?? 0) * (spec.jitterMs ?? 0)),
    reset: (rReset ?? 1) < (spec.reset ?? 0),
    truncate: (rTruncate ?? 1) < (spec.truncate ?? 0),
    slow: (rSlow ?? 1) < (spec.slow ?? 0),
    repeat: rRepeat < (spec.repeat ?? 0),
  };
  if ((rError ?? 1) < (spec.serverError ?? 0)) decision.serverError = code;
  if ((rErrorAfter ?? 1) < (spec.serverErrorAfterWrite ?? 0)) decision.serverErrorAfterWrite = code;
  return decision;
}

export function slowChunkMs(spec: FaultSpec): number {
  return spec.slowChunkMs ?? DEFAULT_SLOW_CHUNK_MS;
}

/**
 * When `elapsedMs` (since the emulator started) falls in a storm window, the whole seconds left in it
 * (at least 1), for `Retry-After`; otherwise undefined. Which windows storm depends only on the seed.
 */
export function stormRetryAfter(spec: FaultSpec, seed: number, elapsedMs: number): number | undefined {
  if (spec.storm === undefined || spec.storm.share <= 0) return undefined;
  const { durationMs, share } = spec.storm;
  const window = Math.floor(Math.max(0, elapsedMs) / durationMs);
  if (hashUnit(seed, window) >= share) return undefined;
  const left = (window + 1) * durationMs - elapsedMs;
  return Math.max(1, Math.ceil(left / 1000));
}
