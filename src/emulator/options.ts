import type { SentryEnvelope, SentryPriority, TargetGroupEcho } from './behaviour.js';
import type { FaultSpec } from './faults.js';
import type { LinkStyle } from './paging.js';
import type { SyntheticSpec } from './synthetic.js';
import type { RequestLogEntry, Seed, Snapshot } from './types.js';

export interface EmulatorOptions {
  /** The state to start from (validated like a seed file; `SeedError` on problems). */
  seed?: Seed;
  /** A YAML or JSON seed file; `SeedError` with `file:line:column` on problems. */
  seedFile?: string;
  /** A deterministic large organization set instead of a seed (a spec or its string form). */
  synthetic?: SyntheticSpec | string;
  /** 0 (default) = an ephemeral port. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Accepted keys; default: any non-empty key. */
  apiKeys?: string[];
  /** Request bodies larger than this many bytes are answered 413 and never kept (default 1 MiB). */
  maxBodyBytes?: number;
  /** Per organization, the keys allowed to reach it: any other key gets 404, as for an absent organization. Unlisted orgs are open. */
  orgKeyAllowList?: Record<string, string[]>;
  /** Requests per second per organization, with the same again as burst (default 10); 0 = off. */
  rateLimit?: number;
  /** Requests per second per client address (default 100; off by default when `rateLimit` is 0). */
  globalRateLimit?: number;
  /** Added before each answer, in milliseconds. */
  latencyMs?: number;
  /** Up to this many milliseconds more, drawn from the seeded PRNG. */
  jitterMs?: number;
  /** Faults to inject, as a spec or its string form (`5xx=0.1,reset=0.05,...`). */
  faults?: FaultSpec | string;
  /** `absolute` (default, like the API) or `relative` to the base URL (`/organizations/...`). */
  linkStyle?: LinkStyle;
  /** Seeds fault draws, jitter and synthetic data (default 1). */
  randomSeed?: number;
  /** Milliseconds now; rate limits, storms, timestamps and the request log use it (default Date.now). */
  clock?: () => number;
  /** Called for each request log entry as it is recorded (for `--log`). */
  onRequest?: (entry: RequestLogEntry) => void;
  /** Keep only the newest N entries in `requestLog` (default: every one; `smform emulator` keeps 10,000). */
  requestLogLimit?: number;
  /** What target-group answers carry of the scope (`--echo target-group-scope=`; default `full`). */
  targetGroupEcho?: TargetGroupEcho;
  /** Whether sentry priority "1" is the highest (default `highest-first`) or the lowest. */
  sentryPriority?: SentryPriority;
  /** Sentry GET byNetwork as an array holding the envelope (default `array`) or the bare envelope. */
  sentryEnvelope?: SentryEnvelope;
  /**
   * Shard mode: answer every request with `308 Permanent Redirect` to the same path and query under this
   * base URL (another emulator, say), as a Dashboard host answers for an organization on another shard.
   */
  redirectTo?: string;
  /** Serve https with this PEM certificate and key instead of http. */
  tls?: { cert: string; key: string };
}

export interface RunningEmulator {
  /** `http://127.0.0.1:PORT/api/v1` */
  url: string;
  port: number;
  /** Every request answered so far, oldest first. Never holds the API key. */
  requestLog: RequestLogEntry[];
  /** A deep copy of the current state, in seed form. */
  state(): Snapshot;
  close(): Promise<void>;
}
