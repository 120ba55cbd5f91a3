import type { LiveEchoPolicy, TargetGroupScopeEcho } from '../model/desired.js';
import type { Check } from './types.js';
import { plural } from '../text/plural.js';

/*
 * Which forms the live answers use, read from what the organization already holds: target groups
 * (scope keyword, full string or absent; tags list, string or absent), the roles list (envelope or array)
 * and the sentry list (array of envelopes or one envelope; priority numbers). Pure: raw answers in,
 * checks out.
 */

const TAGGED = new Set(['withAny', 'withAll', 'withoutAny', 'withoutAll']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form of one target group's scope in an answer. */
export function targetGroupForm(group: Record<string, unknown>): string {
  const scope = group['scope'];
  const tags = group['tags'];
  if (scope === undefined) return 'no scope';
  if (typeof scope === 'string' && scope.includes(',')) return 'full scope string';
  if (tags === undefined) return 'keyword, no tags';
  if (Array.isArray(tags)) return 'keyword + tags list';
  return 'keyword + tags string';
}

/** The `targetGroupScope` setting an answer calls for, or undefined when it does not tell. */
export function impliedTargetGroupScope(
  groups: readonly Record<string, unknown>[],
): TargetGroupScopeEcho | undefined {
  if (groups.some((group) => group['scope'] === undefined)) return 'writeOnly';
  const taggedWithoutTags = groups.some((group) => {
    const scope = group['scope'];
    return typeof scope === 'string' && TAGGED.has(scope.trim()) && group['tags'] === undefined;
  });
  if (taggedWithoutTags) return 'keywordOnly';
  return groups.some(
    (group) =>
      typeof group['scope'] === 'string' && TAGGED.has(String(group['scope']).split(',')[0]?.trim() ?? ''),
  )
    ? 'echoed'
    : undefined;
}

function counted(forms: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const form of forms) counts.set(form, (counts.get(form) ?? 0) + 1);
  return [...counts].map(([form, n]) => `${n} ${form}`).join(', ');
}

/** The forms of a network's target groups, and whether the organization's setting fits them. */
export function checkTargetGroupEcho(
  networkId: string,
  orgId: string,
  answer: unknown,
  declared: LiveEchoPolicy | undefined,
): Check {
  const groups = (Array.isArray(answer) ? answer : []).filter(isRecord);
  const subject = `network ${networkId}`;
  if (groups.length === 0) {
    return {
      id: 'echo-target-groups',
      status: 'info',
      subject,
      message: `${subject} holds no target group: nothing shows how scope is echoed`,
      hint: 'run `smform doctor --write-probe ' + networkId + '` to try one',
    };
  }
  const forms = counted(groups.map(targetGroupForm));
  const implied = impliedTargetGroupScope(groups);
  const setting = declared?.targetGroupScope ?? 'echoed';
  if (implied !== undefined && implied !== setting) {
    return {
      id: 'echo-target-groups',
      status: 'fail',
      subject,
      message: `${subject}: ${plural(groups.length, 'target group')} ${groups.length === 1 ? 'answers' : 'answer'} as ${forms}, which calls for targetGroupScope: ${implied}; organization ${orgId} uses ${setting}`,
      hint: `set \`policy: { liveEcho: { targetGroupScope: ${implied} } }\` on organization ${orgId} (docs/config.md)`,
    };
  }
  return {
    id: 'echo-target-groups',
    status: 'ok',
    subject,
    message: `${subject}: ${plural(groups.length, 'target group')} ${groups.length === 1 ? 'answers' : 'answer'} as ${forms}${implied === undefined ? ' (no tag-selecting scope to tell by)' : `; targetGroupScope: ${setting} fits`}`,
  };
}

/** The roles list: the `{items, meta}` envelope the reference shows, or a bare array. */
export function checkRolesEcho(orgId: string, answer: unknown): Check {
  const form =
    isRecord(answer) && Array.isArray(answer['items'])
      ? '{items, meta} envelope'
      : Array.isArray(answer)
        ? 'bare array'
        : 'unrecognised';
  return {
    id: 'echo-roles',
    status: form === 'unrecognised' ? 'warn' : 'ok',
    subject: `organization ${orgId}`,
    message: `organization ${orgId}: the admin roles list is a ${form}`,
  };
}

/** The sentry list: an array of envelopes (the spec) or one envelope; and the priority numbers seen. */
export function checkSentryEcho(orgId: string, answer: unknown, declared: LiveEchoPolicy | undefined): Check {
  const shape = Array.isArray(answer)
    ? answer.every((entry) => isRecord(entry) && Array.isArray(entry['items']))
      ? 'an array of {items, meta} envelopes'
      : 'a flat array'
    : isRecord(answer) && Array.isArray(answer['items'])
      ? 'one {items, meta} envelope'
      : 'unrecognised';
  const envelopes: unknown[] = Array.isArray(answer) ? answer : [answer];
  const entriesOf = (envelope: unknown): unknown[] => {
    const items: unknown = isRecord(envelope) ? envelope['items'] : undefined;
    return Array.isArray(items) ? (items as unknown[]) : [envelope];
  };
  const lists = envelopes
    .flatMap(entriesOf)
    .filter(isRecord)
    .map((entry) => (Array.isArray(entry['policies']) ? entry['policies'].filter(isRecord) : []))
    .filter((policies) => policies.length > 1);
  const numbers =
    lists[0]?.map((policy) => (typeof policy['priority'] === 'string' ? policy['priority'] : '?')) ?? [];
  const priority =
    numbers.length === 0
      ? 'no network has two policies, so priority numbering cannot be seen'
      : `priorities answer in the order [${numbers.join(', ')}]; smform reads "1" as the ${declared?.sentryPriorityOne ?? 'highest'} (sentryPriorityOne), which no answer can confirm: ${declared?.sentryOrderConfirmed === true ? 'the organization records it confirmed (sentryOrderConfirmed)' : 'confirm it once with `smform doctor --sentry-order NETWORK_ID`'}`;
  return {
    id: 'echo-sentry',
    status: shape === 'unrecognised' ? 'warn' : 'ok',
    subject: `organization ${orgId}`,
    message: `organization ${orgId}: the sentry list is ${shape} (smform reads either); ${priority}`,
  };
}
