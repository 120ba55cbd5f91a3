/** One finding of `smform doctor`: `fail` makes the run exit 1; `warn` and `info` do not. */
export type CheckStatus = 'ok' | 'fail' | 'warn' | 'info' | 'skip';

export interface Check {
  /** Stable machine name: `key`, `base-url`, `proxy`, `rate-limit`, `organization`, `network`, `echo`, ... */
  id: string;
  status: CheckStatus;
  /** What was found, one line (untrusted names are JSON-quoted). */
  message: string;
  hint?: string;
  /** A list the message introduces, one entry a line (`--sentry-order`: the policies in order). */
  lines?: string[];
  /** The organization or network the check is about. */
  subject?: string;
}

/** What `--write-probe` saw: the scratch group written, and how scope and tags came back. */
export interface ProbeResult {
  networkId: string;
  name: string;
  sentScope: string;
  /** The `scope` and `tags` members of the GET answer, verbatim (absent = not in the answer). */
  returned: { scope?: unknown; tags?: unknown };
  /** The `policy.liveEcho.targetGroupScope` value this answer calls for. */
  targetGroupScope: 'echoed' | 'keywordOnly' | 'writeOnly';
  deleted: boolean;
}

export interface DoctorReport {
  ok: boolean;
  checks: Check[];
  probe?: ProbeResult;
  /** `--change-log NETWORK_ID`: the network's entries of the last day, verbatim (change-log.ts). */
  changeLog?: ChangeLogSample;
}

/** `doctor --change-log NETWORK_ID`: the network's change-log entries of the last day, as answered. */
export interface ChangeLogSample {
  networkId: string;
  orgId: string;
  since: string;
  /** The entries verbatim: how the real Dashboard words SM changes is what a user wants to see. */
  entries: unknown[];
}
