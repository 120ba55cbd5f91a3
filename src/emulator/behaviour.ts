/**
 * Behaviours no source settles (docs/emulator.md, "Unsettled behaviours"): each switch reproduces one
 * reading, so smform's detection of it (and the setting that adapts to it) can be tested.
 */

/**
 * What a target-group answer carries of the scope: `full` the keyword plus a `tags` list (the default),
 * `keyword` the keyword alone, `string` the full `"withAny, a, b"` string and no `tags`, `none` neither.
 */
export const TARGET_GROUP_ECHOES = ['full', 'keyword', 'string', 'none'] as const;
export type TargetGroupEcho = (typeof TARGET_GROUP_ECHOES)[number];

/** Whether sentry priority "1" is the highest policy (the default) or the lowest. */
export const SENTRY_PRIORITIES = ['highest-first', 'lowest-first'] as const;
export type SentryPriority = (typeof SENTRY_PRIORITIES)[number];

/** Sentry GET byNetwork: an array holding the `{items, meta}` envelope (the spec, default) or the envelope. */
export const SENTRY_ENVELOPES = ['array', 'object'] as const;
export type SentryEnvelope = (typeof SENTRY_ENVELOPES)[number];

export interface Behaviour {
  targetGroupEcho: TargetGroupEcho;
  sentryPriority: SentryPriority;
  sentryEnvelope: SentryEnvelope;
}

export const DEFAULT_BEHAVIOUR: Behaviour = {
  targetGroupEcho: 'full',
  sentryPriority: 'highest-first',
  sentryEnvelope: 'array',
};

/** `--echo target-group-scope=VALUE`: the one echo switch so far. */
export function parseEchoSwitch(text: string): TargetGroupEcho {
  const match = /^target-group-scope=(.*)$/.exec(text.trim());
  const value = TARGET_GROUP_ECHOES.find((echo) => echo === match?.[1]);
  if (value === undefined) {
    throw new Error(`--echo takes target-group-scope=${TARGET_GROUP_ECHOES.join('|')}, not "${text}"`);
  }
  return value;
}
